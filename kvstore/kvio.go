package kvstore

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Raw operations on the bucket's stream, for what the KeyValue API does
// not offer: reads from the stream leader, writes that expect a revision
// and carry a per-message TTL, and purge markers whose revision is known.

// rawMsg is the last message of a key.
type rawMsg struct {
	key  string
	seq  uint64
	data []byte
	time time.Time
	// marker: a delete, purge or expiry marker; the key reads as absent.
	marker bool
}

// errConflict: a write's expected revision did not match.
var errConflict = errors.New("kvstore: revision conflict")

const (
	kvOperationHeader = "KV-Operation"
	kvPurge           = "PURGE"
)

// msgGetResponse is the JetStream API's STREAM.MSG.GET response.
type msgGetResponse struct {
	Error   *jetstream.APIError `json:"error,omitempty"`
	Message *struct {
		Subject  string    `json:"subject"`
		Sequence uint64    `json:"seq"`
		Header   []byte    `json:"hdrs,omitempty"`
		Data     []byte    `json:"data,omitempty"`
		Time     time.Time `json:"time"`
	} `json:"message,omitempty"`
}

// withTimeout bounds one request by the store's timeout (and ctx). A
// request whose reply is lost, as when a stream leader stops, then fails
// in Timeout rather than holding the caller for its whole deadline.
func (s *Store) withTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.cfg.Timeout)
}

// lastMsg reads the last message of key through the stream leader (not a
// direct get, which any replica may answer from behind). It returns nil
// when the key never held a message or was purged. key may hold
// wildcards: the last message of any matching key is returned.
func (s *Store) lastMsg(ctx context.Context, key string) (*rawMsg, error) {
	req, _ := json.Marshal(struct {
		LastFor string `json:"last_by_subj"`
	}{s.pre + key})
	m, _, err := s.msgGet(ctx, req)
	return m, err
}

// directLast reads the last message of the literal key with a direct get
// by subject: no JetStream API request to queue and no JSON either way,
// unlike a STREAM.MSG.GET. It stands for the
// leader's read only where ok is true: a message the bucket's own stream
// gave, on a bucket of one replica (the only server holding the stream
// answers). ok is false on a replicated bucket, for an answer of another
// stream (a mirror serving direct gets), a refused request, and "no
// message", which a mirror behind could give too: the caller asks the
// leader, or has a witness that the key is empty (createOrRead).
func (s *Store) directLast(ctx context.Context, key string) (m *rawMsg, ok bool, err error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	if s.replicated.Load() {
		return nil, false, nil
	}
	resp, err := s.nc.RequestWithContext(ctx, s.directGetSubject+"."+s.pre+key, nil)
	if errors.Is(err, nats.ErrNoResponders) {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, err
	}
	if resp.Header.Get(jetstream.StreamHeader) != s.streamName {
		return nil, false, nil // a status (404 included), or a mirror
	}
	msg, ok := s.fromDirect(resp)
	ts, err := time.Parse(time.RFC3339Nano, resp.Header.Get(jetstream.TimeStampHeaer))
	if !ok || err != nil {
		return nil, true, errors.New("kvstore: malformed direct get response")
	}
	msg.time = ts
	return &msg, true, nil
}

// fromDirect reads a direct get reply as the bucket's message it carries
// (its key, sequence, data and whether it is a marker; not its time);
// false when its headers name no message of the bucket.
func (s *Store) fromDirect(resp *nats.Msg) (rawMsg, bool) {
	seq, err := strconv.ParseUint(resp.Header.Get(jetstream.SequenceHeader), 10, 64)
	subject := resp.Header.Get(jetstream.SubjectHeader)
	if err != nil || !strings.HasPrefix(subject, s.pre) {
		return rawMsg{}, false
	}
	return rawMsg{key: subject[len(s.pre):], seq: seq, data: resp.Data, marker: isMarker(resp.Header)}, true
}

// msgAt reads the message stored at stream sequence seq, and its headers,
// through the stream leader; nil when there is none (never stored, or
// removed since).
func (s *Store) msgAt(ctx context.Context, seq uint64) (*rawMsg, nats.Header, error) {
	req, _ := json.Marshal(struct {
		Seq uint64 `json:"seq"`
	}{seq})
	return s.msgGet(ctx, req)
}

// msgGet sends a STREAM.MSG.GET request to the stream leader.
func (s *Store) msgGet(ctx context.Context, req []byte) (*rawMsg, nats.Header, error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	resp, err := s.nc.RequestWithContext(ctx, s.msgGetSubject, req)
	if err != nil {
		return nil, nil, err
	}
	var r msgGetResponse
	if err := json.Unmarshal(resp.Data, &r); err != nil {
		return nil, nil, errors.New("kvstore: malformed JetStream response")
	}
	if r.Error != nil {
		if r.Error.ErrorCode == jetstream.JSErrCodeMessageNotFound {
			return nil, nil, nil
		}
		return nil, nil, r.Error
	}
	if r.Message == nil {
		return nil, nil, errors.New("kvstore: malformed JetStream response")
	}
	m := &rawMsg{key: strings.TrimPrefix(r.Message.Subject, s.pre), seq: r.Message.Sequence, data: r.Message.Data, time: r.Message.Time}
	var hdr nats.Header
	if len(r.Message.Header) > 0 {
		if hdr, err = nats.DecodeHeadersMsg(r.Message.Header); err != nil {
			return nil, nil, errors.New("kvstore: malformed JetStream response")
		}
		m.marker = isMarker(hdr)
	}
	return m, hdr, nil
}

// lastSeq asks the stream leader for the stream's last sequence.
func (s *Store) lastSeq(ctx context.Context) (uint64, error) {
	_, last, _, err := s.streamSpan(ctx)
	return last, err
}

func isMarker(h nats.Header) bool {
	return h.Get(kvOperationHeader) != "" || h.Get(jetstream.MarkerReasonHeader) != ""
}

// put writes data under key if the key's last revision is expect (0: the
// key holds no message at all, not even a marker), else returns
// errConflict. ttl, if not empty, is the message's Nats-TTL.
func (s *Store) put(ctx context.Context, key string, data []byte, expect uint64, ttl string) (uint64, error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	m := nats.NewMsg(s.pre + key)
	m.Data = data
	if ttl != "" {
		m.Header.Set(jetstream.MsgTTLHeader, ttl)
	}
	m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, strconv.FormatUint(expect, 10))
	seq, err := s.publish(ctx, m)
	if err != nil {
		if isWrongLastSeq(err) {
			return 0, errConflict
		}
		return 0, err
	}
	return seq, nil
}

// purgeMarker writes a KV purge marker on key (watchers see it as a
// purge) and returns its revision. With expect > 0, only if key's last
// revision is expect (else errConflict).
func (s *Store) purgeMarker(ctx context.Context, key string, expect uint64) (uint64, error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	m := nats.NewMsg(s.pre + key)
	m.Header.Set(kvOperationHeader, kvPurge)
	m.Header.Set(jetstream.MsgRollup, jetstream.MsgRollupSubject)
	if expect > 0 {
		m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, strconv.FormatUint(expect, 10))
	}
	seq, err := s.publish(ctx, m)
	if err != nil {
		if isWrongLastSeq(err) {
			return 0, errConflict
		}
		return 0, err
	}
	return seq, nil
}

// purgeBefore removes every message under prefix (a key prefix ending
// with a '.') stored before revision before; 0 removes them all.
func (s *Store) purgeBefore(ctx context.Context, prefix string, before uint64) error {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	opts := []jetstream.StreamPurgeOpt{jetstream.WithPurgeSubject(s.pre + prefix + ">")}
	if before > 0 {
		opts = append(opts, jetstream.WithPurgeSequence(before))
	}
	return s.stream.Purge(ctx, opts...)
}

// get reads key with a direct get, which any replica may answer. It
// returns nil when the key is absent.
func (s *Store) get(ctx context.Context, key string) (jetstream.KeyValueEntry, error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	e, err := s.kv.Get(ctx, key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return nil, nil
	}
	return e, err
}

func isWrongLastSeq(err error) bool {
	var apiErr *jetstream.APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	return apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant
}

// apiPrefix returns the JetStream API prefix js sends requests with.
func apiPrefix(o jetstream.JetStreamOptions) string {
	switch {
	case o.Domain != "":
		return "$JS." + o.Domain + ".API."
	case o.APIPrefix != "":
		return strings.TrimSuffix(o.APIPrefix, ".") + "."
	default:
		return jetstream.DefaultAPIPrefix
	}
}
