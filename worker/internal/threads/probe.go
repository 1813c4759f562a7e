package threads

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/kvstore"
)

// probePrefix starts the keys the health probe writes into the bucket.
// Like the keyring check record they are outside the threads' key space,
// so no watcher reads them.
const probePrefix = "_piighost.probe."

// probeKeyTTL is how long a probe's key lives: the bucket drops it by
// itself (its limit marker lives the bucket's marker TTL), so probes
// cost no space that grows.
const probeKeyTTL = time.Second

// errBucketMissing is the probe's finding that the bucket was deleted.
var errBucketMissing = errors.New("the KV bucket does not exist")

// errBucketFull is the probe's finding that the bucket takes no new key.
var errBucketFull = errors.New("the KV bucket is full: new values fail with store_full")

// Usage is how full the thread store's bucket is, as its stream's
// information last gave it.
type Usage struct {
	// Bytes is what the bucket holds now.
	Bytes uint64
	// MaxBytes is its bound, 0 when it has none.
	MaxBytes int64
}

// bucketProbe writes a new key into the bucket and reads it back from
// the stream leader, as a first sighting does: a bucket that takes it
// takes a new value too (a quorum of an R3 bucket's servers answers, and
// a bucket at its max_bytes refuses it, when it would still take a
// rewrite of a key it holds). It reads the bucket's usage on the way.
// Only a failed probe looks the bucket up, to tell a deleted bucket from
// one that cannot take writes.
type bucketProbe struct {
	js     jetstream.JetStream
	bucket string
	kv     jetstream.KeyValue // bound once found
}

func (p *bucketProbe) run(ctx context.Context) (Usage, error) {
	if p.kv == nil {
		kv, err := p.js.KeyValue(ctx, p.bucket)
		if err != nil {
			return Usage{}, p.lookupError(err)
		}
		p.kv = kv
	}
	var nonce [8]byte
	_, _ = rand.Read(nonce[:])
	key := probePrefix + hex.EncodeToString(nonce[:])
	value := []byte(strconv.FormatInt(time.Now().UnixNano(), 10))
	rev, err := p.kv.Create(ctx, key, value, jetstream.KeyTTL(probeKeyTTL))
	if err != nil {
		if kvstore.IsStoreFull(err) {
			return p.usage(ctx), fmt.Errorf("KV bucket %s: %w (%v)", p.bucket, errBucketFull, err)
		}
		if _, lerr := p.js.KeyValue(ctx, p.bucket); errors.Is(lerr, jetstream.ErrBucketNotFound) {
			p.kv = nil
			return Usage{}, fmt.Errorf("KV bucket %s: %w", p.bucket, errBucketMissing)
		}
		return Usage{}, fmt.Errorf("KV bucket %s cannot take writes: %w", p.bucket, err)
	}
	if err := p.readBack(ctx, rev, value); err != nil {
		return Usage{}, fmt.Errorf("KV bucket %s cannot serve reads: %w", p.bucket, err)
	}
	return p.usage(ctx), nil
}

// readBack reads the probe's key at rev from the stream leader (a
// replica may not hold it yet) and checks it holds value.
func (p *bucketProbe) readBack(ctx context.Context, rev uint64, value []byte) error {
	nc := p.js.Conn()
	req, _ := json.Marshal(map[string]uint64{"seq": rev})
	msg, err := nc.RequestWithContext(ctx, apiPrefix(p.js)+"STREAM.MSG.GET.KV_"+p.bucket, req)
	if err != nil {
		return err
	}
	var resp struct {
		Message *struct {
			Data []byte `json:"data"`
		} `json:"message"`
		Error *jetstream.APIError `json:"error"`
	}
	if err := json.Unmarshal(msg.Data, &resp); err != nil {
		return err
	}
	switch {
	case resp.Error != nil:
		return resp.Error
	case resp.Message == nil || string(resp.Message.Data) != string(value):
		return errors.New("the probe's key did not read back as written")
	}
	return nil
}

// usage reads the bucket's size and bound; zero when the stream does
// not answer.
func (p *bucketProbe) usage(ctx context.Context) Usage {
	st, err := p.js.Stream(ctx, "KV_"+p.bucket)
	if err != nil {
		return Usage{}
	}
	info := st.CachedInfo() // js.Stream just read it
	return Usage{Bytes: info.State.Bytes, MaxBytes: max(info.Config.MaxBytes, 0)}
}

func (p *bucketProbe) lookupError(err error) error {
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		return fmt.Errorf("KV bucket %s: %w", p.bucket, errBucketMissing)
	}
	return fmt.Errorf("KV bucket %s cannot take writes: it does not answer: %w", p.bucket, err)
}

// apiPrefix is the JetStream API prefix js sends requests to.
func apiPrefix(js jetstream.JetStream) string {
	switch o := js.Options(); {
	case o.Domain != "":
		return "$JS." + o.Domain + ".API."
	case o.APIPrefix != "":
		return strings.TrimSuffix(o.APIPrefix, ".") + "."
	default:
		return jetstream.DefaultAPIPrefix
	}
}
