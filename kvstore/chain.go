package kvstore

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Entries written as a chain: a JetStream fast batch (nats-server 2.14
// and later, the stream setting AllowBatchPublish) in its "gap: fail"
// mode. The server takes the messages of a chain one after the other,
// stores each as it comes, and at the first one it refuses (an entry
// number another writer took, a bucket full) ends the chain: it stores
// none of the messages after it. So what a chain leaves is always its
// first n messages, n from 0 to all of them, never a message without the
// ones before it; no reply is awaited between them, so a chain costs one
// round trip whatever its length. A chain is not atomic (a writer that
// stops in the middle leaves the messages it sent), which an append of
// entries does not need: a prefix of new entries is a log without a hole
// (docs/kvstore.md, "First sightings together").
//
// A chain is described in each message's reply subject,
// <prefix>.<id>.<flow>.fail.<n>.<op>.$FI, and answered there: the first
// message with a flow acknowledgement, a refused message with an error,
// and the chain's end with an acknowledgement that counts the messages
// stored ("count").

// Chain operations (the reply subject's op token).
const (
	chainStart  = "0"
	chainAppend = "1"
	chainCommit = "2"
)

// chainFlow asks the server to acknowledge the chain's progress every
// 500 messages at most: the store's chains are shorter, so only the first
// message's acknowledgement and the end's come (more while other chains
// are in flight on the stream, which the server then paces one by one).
const chainFlow = "500"

// errCodeChainsOff: the stream does not allow fast batch publish.
const errCodeChainsOff = 10205

// errChainsOff: the stream refused a chain because its setting is off (a
// worker updating the bucket's settings at its start turns it off).
var errChainsOff = errors.New("kvstore: fast batch publish is off")

// flight is the replies awaited for writes sent together: a chain's, and
// the acknowledgements of single writes sent beside it (a new head).
type flight struct {
	id    string
	links int // messages in the chain (0: none)
	done  chan struct{}
	// waiting counts the results not in yet: the chain's end, and each
	// single write's acknowledgement.
	waiting int
	// stored is how many of the chain's messages the server stored, and
	// err why it stored no more (nil when it stored them all).
	stored int
	err    error
	// refused is the error the server gave a message of the chain before
	// its end.
	refused error
	ended   bool
	// singles are the single writes' results, by their reply token.
	singles map[string]*ackResult
}

// ackResult is a single write's acknowledgement: the sequence it was
// stored at, or why not.
type ackResult struct {
	seq uint64
	err error
}

// chainReply is the reply subject of message i (from 0) of a chain of n.
func (r *replies) chainReply(id string, i, n int) string {
	op := chainAppend
	switch {
	case i == n-1:
		op = chainCommit
	case i == 0:
		op = chainStart
	}
	return r.prefix + id + "." + chainFlow + ".fail." + strconv.Itoa(i+1) + "." + op + ".$FI"
}

// deliverFlight routes a reply of a flight: rest is the reply subject
// after "<prefix><id>.". The caller holds r.mu.
func (r *replies) deliverFlight(f *flight, rest string, m *nats.Msg, ackPre []byte) {
	if res, ok := f.singles[rest]; ok {
		if res.err == nil && res.seq == 0 {
			res.seq, res.err = readAck(m.Data, ackPre)
			if res.seq == 0 && res.err == nil {
				res.err = jetstream.ErrInvalidJSAck
			}
			f.settle()
		}
		return
	}
	if f.ended || f.links == 0 {
		return // what the server answers after a chain's end
	}
	first, commit := strings.HasPrefix(rest, chainFlow+".fail.1."), strings.HasSuffix(rest, "."+chainCommit+".$FI")
	switch {
	case bytes.HasPrefix(m.Data, []byte(`{"type":"ack"`)):
		return // the flow acknowledgement
	case bytes.HasPrefix(m.Data, []byte(`{"type":`)):
		// A message refused ("err"), or one that never came ("gap"):
		// the chain's end follows.
		if f.refused == nil {
			f.refused = chainRefusal(m.Data)
		}
		return
	}
	count, err := chainEnd(m.Data, ackPre)
	switch {
	case err == nil:
		f.stored = count
		if count < f.links {
			f.err = f.refused
			if f.err == nil {
				f.err = errors.New("kvstore: the server ended a chain early")
			}
		}
	case first || commit:
		// The first message refused stores nothing; a refused last
		// message (the server dropped the chain meanwhile: too slow)
		// leaves how much was stored unknown.
		f.stored, f.err = 0, err
		if !first {
			f.stored = -1
		}
	default:
		return
	}
	f.ended = true
	f.settle()
}

// settle counts a result in, and closes done with the last one.
func (f *flight) settle() {
	f.waiting--
	if f.waiting == 0 {
		close(f.done)
	}
}

// chainEnd reads the reply that ends a chain: an acknowledgement with
// the count of messages stored, or the error that refused its first one.
func chainEnd(data, prefix []byte) (int, error) {
	if n, ok := plainChainAck(data, prefix); ok {
		return n, nil
	}
	var ack struct {
		Error  *jetstream.APIError `json:"error,omitempty"`
		Stream string              `json:"stream"`
		Batch  string              `json:"batch"`
		Count  int                 `json:"count"`
	}
	if err := json.Unmarshal(data, &ack); err != nil {
		return 0, jetstream.ErrInvalidJSAck
	}
	if ack.Error != nil {
		return 0, chainError(ack.Error)
	}
	if ack.Stream == "" || ack.Batch == "" {
		return 0, jetstream.ErrInvalidJSAck
	}
	return ack.Count, nil
}

// plainChainAck parses a chain's usual end, a publish acknowledgement
// (prefix, "domain"?, "seq":N) followed by ,"batch":"<id>","count":N}.
func plainChainAck(data, prefix []byte) (int, bool) {
	i := bytes.Index(data, []byte(`,"batch":"`))
	if i < 0 {
		return 0, false
	}
	if _, ok := plainAck(append(data[:i:i], '}'), prefix); !ok {
		return 0, false
	}
	rest := data[i+len(`,"batch":"`):]
	j := bytes.IndexByte(rest, '"')
	if j < 1 {
		return 0, false
	}
	for _, c := range rest[:j] {
		if c < 0x20 || c > 0x7e || c == '\\' {
			return 0, false // what JSON would decode, or refuse
		}
	}
	digits, ok := bytes.CutPrefix(rest[j+1:], []byte(`,"count":`))
	if !ok || len(digits) < 2 || digits[len(digits)-1] != '}' {
		return 0, false
	}
	digits = digits[:len(digits)-1]
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(string(digits))
	if err != nil || (len(digits) > 1 && digits[0] == '0') {
		return 0, false
	}
	return n, true
}

// chainRefusal reads the error of a message the server refused before
// the chain's end.
func chainRefusal(data []byte) error {
	var r struct {
		Type  string              `json:"type"`
		Error *jetstream.APIError `json:"error"`
	}
	if err := json.Unmarshal(data, &r); err != nil || r.Error == nil {
		return errors.New("kvstore: the server refused a message of a chain (" + r.Type + ")")
	}
	return chainError(r.Error)
}

// chainError maps a JetStream error on a chain's message.
func chainError(e *jetstream.APIError) error {
	switch e.ErrorCode {
	case jetstream.JSErrCodeStreamWrongLastSequence, jetstream.JSErrCodeStreamWrongLastSequenceConstant:
		return errConflict
	case errCodeChainsOff:
		return errChainsOff
	}
	return e
}

// single is a write sent beside a chain: its key, value, the revision the
// key must be at (0: it never held a message) and a per-key TTL ("" for
// none).
type single struct {
	key    string
	value  []byte
	expect uint64
	ttl    string
}

// sendFlight sends singles, then a chain of values under keys (each only
// if its key never held a message), without waiting between them, and
// waits for every reply. It returns each single's result, how many of the
// chain's messages were stored (-1: unknown) and why no more. The singles
// are stored before the chain's messages: one connection's messages to
// a stream are taken in the order sent.
func (s *Store) sendFlight(ctx context.Context, singles []single, keys []string, values [][]byte) ([]ackResult, int, error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	r := &s.replies
	id := nats.NewInbox()[len(nats.InboxPrefix):] // 22 random characters: the chain's id on the stream
	f := &flight{id: id, links: len(keys), done: make(chan struct{}), waiting: len(singles), singles: map[string]*ackResult{}}
	if len(keys) > 0 {
		f.waiting++
	}
	results := make([]ackResult, len(singles))
	for i := range singles {
		f.singles["s"+strconv.Itoa(i)] = &results[i]
	}
	r.mu.Lock()
	r.flights[id] = f
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.flights, id)
		r.mu.Unlock()
	}()
	send := func() error {
		for i, w := range singles {
			m := nats.NewMsg(s.pre + w.key)
			m.Data = w.value
			m.Reply = r.prefix + id + ".s" + strconv.Itoa(i)
			if w.ttl != "" {
				m.Header.Set(jetstream.MsgTTLHeader, w.ttl)
			}
			m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, strconv.FormatUint(w.expect, 10))
			if err := s.nc.PublishMsg(m); err != nil {
				return err
			}
		}
		for i := range keys {
			m := nats.NewMsg(s.pre + keys[i])
			m.Data = values[i]
			m.Reply = r.chainReply(id, i, len(keys))
			m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, "0")
			if err := s.nc.PublishMsg(m); err != nil {
				return err
			}
		}
		return nil
	}
	if err := send(); err != nil {
		return nil, -1, err
	}
	select {
	case <-f.done:
	case <-ctx.Done():
		return nil, -1, ctx.Err()
	}
	for i := range results {
		if isWrongLastSeq(results[i].err) {
			results[i].err = errConflict
		}
	}
	return results, f.stored, f.err
}

// enableChains reports whether the store should write chains on the
// bucket's stream, whose settings are cfg, after turning on fast batch
// publish there if the server keeps the setting (nats-server 2.14 and
// later; the KV API's bucket settings leave it off, and each update of
// the bucket turns it off again).
func enableChains(ctx context.Context, js jetstream.JetStream, cfg jetstream.StreamConfig) (bool, error) {
	if !cfg.AllowBatchPublish {
		cfg.AllowBatchPublish = true
		updated, err := js.UpdateStream(ctx, cfg)
		if err != nil {
			return false, err
		}
		cfg = updated.CachedInfo().Config
	}
	return cfg.AllowBatchPublish, nil
}

// recheckChains stops writing chains until a background job has read the
// stream's settings again and turned fast batch publish back on.
func (s *Store) recheckChains() {
	if !s.chains.CompareAndSwap(true, false) {
		return
	}
	job := func(ctx context.Context) {
		info, err := s.stream.Info(ctx)
		if err != nil {
			return
		}
		if on, err := enableChains(ctx, s.js, info.Config); err == nil {
			s.chains.Store(on)
		}
	}
	select {
	case s.jobs <- job:
	default:
		s.chains.Store(true)
	}
}
