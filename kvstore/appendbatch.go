package kvstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/pipeline"
)

// Entries written together: a JetStream atomic batch publish (nats-server
// 2.12 and later, a stream setting, AllowAtomicPublish). Every message of
// the batch carries the batch's id and its place in it; the last one
// commits it, and only that one is acknowledged. The server checks each
// message's Nats-Expected-Last-Subject-Sequence (0: the entry's key never
// held a message) when the commit arrives, and stores all of them or
// none: a conflict on one number, a writer that stops before its commit
// (the server drops the batch after its timeout), a server that fails,
// each leaves the log as it was. The writes are sent one after the other
// without waiting, so the batch costs one round trip.
//
// On a stream with one replica on file storage, the server stages each
// batch in a file store of its own, created for it and synced at the
// commit: 5 to 20 ms a batch on this project's test machine against
// 0.25 ms for three writes one after the other. The store writes batches
// only where the server stages them in memory: a replicated bucket, or
// memory storage (docs/kvstore.md, "First sightings together").

// Batch publish headers (nats-server's names; nats.go v1.55 has no
// helper for atomic batches).
const (
	batchIDHeader     = "Nats-Batch-Id"
	batchSeqHeader    = "Nats-Batch-Sequence"
	batchCommitHeader = "Nats-Batch-Commit"
)

// JetStream error codes of an atomic batch that was refused as a whole,
// so that writing its entries one after the other may still succeed.
const (
	errCodeAtomicDisabled   = 10174 // the stream does not allow atomic publish
	errCodeBatchIncomplete  = 10176 // a message of the batch was lost
	errCodeBatchTooMany     = 10210 // too many batches in flight
	errCodeBatchUnsupported = 10177 // a header the server refuses in a batch
)

// errBatchRefused: the server refused a batch as a whole, without
// storing any of it, for a reason writing its entries one by one avoids.
// errBatchesOff is the one where the stream does not allow atomic
// publish (any more: an update of the bucket's settings by a worker
// starting turns it off until that worker turns it on again).
var (
	errBatchRefused = errors.New("kvstore: atomic batch refused")
	errBatchesOff   = fmt.Errorf("%w: atomic publish is off", errBatchRefused)
)

// AppendBatch implements pipeline.BatchAppender: on a bucket whose server
// stages batches in memory, entries seq … seq+len(es)-1 are created in
// one atomic batch, each only if its key never held a message (all or
// none, pipeline.ErrSeqTaken when a number was taken); elsewhere, or
// when the server refuses the batch, one Append after the other.
func (s *Store) AppendBatch(ctx context.Context, id string, gen pipeline.Gen, seq int, es []pipeline.Entry) (int, error) {
	if err := s.checkMaxValues(seq + len(es) - 1); err != nil {
		// All or none: the text's values stay untokenised together.
		return 0, err
	}
	atomic := s.batches.Load()
	if len(es) < 2 || !(atomic || s.chains.Load()) {
		return s.appendEach(ctx, id, gen, seq, es)
	}
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return 0, err
	}
	if unbornOf(t, l) != nil {
		if n, done, err := s.bear(ctx, t, l, seq, es); done || err != nil {
			return n, err
		}
	}
	if seq < 1 {
		return 0, unavailable("append entry: entry numbers start at 1", nil)
	}
	keys := make([]string, len(es))
	values := make([][]byte, len(es))
	for i := range es {
		keys[i] = entryKey(t.name, l.genTok, seq+i)
		values[i] = s.keys.seal(keys[i], encodeEntry(es[i]))
	}
	if !atomic {
		return s.appendChain(ctx, t, l, id, gen, seq, es, keys, values)
	}
	err = s.putBatch(ctx, keys, values)
	switch {
	case errors.Is(err, errBatchRefused):
		if errors.Is(err, errBatchesOff) {
			s.recheckBatches()
		}
		return s.appendEach(ctx, id, gen, seq, es)
	case errors.Is(err, errConflict):
		s.stats.conflicts.Add(1)
		return 0, pipeline.ErrSeqTaken
	case err != nil:
		return 0, s.kvError("append entries", err)
	}
	s.stats.batches.Add(1)
	if err := s.appended(t, l, seq, len(es)); err != nil {
		return 0, err
	}
	return len(es), nil
}

// appendChain writes entries seq … as one chain: the server stores a
// prefix of them, the first n, and refuses the rest after the first it
// refuses (a number another writer took: pipeline.ErrSeqTaken).
func (s *Store) appendChain(ctx context.Context, t *thread, l *life, id string, gen pipeline.Gen, seq int, es []pipeline.Entry, keys []string, values [][]byte) (int, error) {
	_, n, err := s.sendFlight(ctx, nil, keys, values)
	if n == 0 && errors.Is(err, errChainsOff) {
		s.recheckChains()
		return s.appendEach(ctx, id, gen, seq, es)
	}
	if n < 0 {
		return 0, s.kvError("append entries", err)
	}
	s.stats.chains.Add(1)
	if n > 0 {
		if err := s.appended(t, l, seq, n); err != nil {
			return n, err
		}
	}
	switch {
	case err == nil:
		return n, nil
	case errors.Is(err, errConflict):
		s.stats.conflicts.Add(1)
		return n, pipeline.ErrSeqTaken
	}
	return n, s.kvError("append entries", err)
}

// appendEach appends es one after the other.
func (s *Store) appendEach(ctx context.Context, id string, gen pipeline.Gen, seq int, es []pipeline.Entry) (int, error) {
	for i := range es {
		if err := s.Append(ctx, id, gen, seq+i, es[i]); err != nil {
			return i, err
		}
	}
	return len(es), nil
}

// appended records that this store wrote entries seq … seq+n-1 of
// generation l: the known length grows, the pages are compacted when a
// multiple of compactEvery was reached, and writes that raced the
// generation's end are erased (pipeline.ErrGenerationGone).
func (s *Store) appended(t *thread, l *life, seq, n int) error {
	t.mu.Lock()
	l.wrote = true
	if l.dead {
		// The generation ended while we wrote: erase what we wrote.
		t.mu.Unlock()
		s.eraseGeneration(t.name, l.genTok)
		return pipeline.ErrGenerationGone
	}
	last := seq + n - 1
	l.n = max(l.n, last)
	t.mu.Unlock()
	if last/compactEvery > (seq-1)/compactEvery {
		s.compactLater(t, l, nil)
	}
	return nil
}

// putBatch writes values under keys in one atomic batch, each only if its
// key never held a message. It returns errConflict when a key did, and
// errBatchRefused when the server refused the batch without storing any
// of it for another reason (atomic publish disabled meanwhile, too many
// batches in flight).
func (s *Store) putBatch(ctx context.Context, keys []string, values [][]byte) error {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	id := nats.NewInbox()[len(nats.InboxPrefix):] // 22 random characters
	for i := range keys {
		m := nats.NewMsg(s.pre + keys[i])
		m.Data = values[i]
		m.Header.Set(batchIDHeader, id)
		m.Header.Set(batchSeqHeader, strconv.Itoa(i+1))
		m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, "0")
		if i < len(keys)-1 {
			// Not acknowledged: the commit's reply says for the batch.
			if err := s.nc.PublishMsg(m); err != nil {
				return err
			}
			continue
		}
		m.Header.Set(batchCommitHeader, "1")
		resp, err := s.nc.RequestMsgWithContext(ctx, m)
		if err != nil {
			return err
		}
		return batchError(resp.Data)
	}
	return nil
}

// batchError reads the acknowledgement of a batch's commit.
func batchError(data []byte) error {
	var ack struct {
		Error *jetstream.APIError `json:"error,omitempty"`
		Seq   uint64              `json:"seq"`
	}
	if err := json.Unmarshal(data, &ack); err != nil {
		return errors.New("kvstore: malformed JetStream response")
	}
	if ack.Error == nil {
		return nil
	}
	switch ack.Error.ErrorCode {
	case jetstream.JSErrCodeStreamWrongLastSequence, jetstream.JSErrCodeStreamWrongLastSequenceConstant:
		return errConflict
	case errCodeAtomicDisabled:
		return errBatchesOff
	case errCodeBatchIncomplete, errCodeBatchTooMany, errCodeBatchUnsupported:
		return errBatchRefused
	}
	return ack.Error
}

// enableBatches reports whether the store should write batches on the
// bucket's stream, whose settings are cfg: where the server stages
// batches in memory (more than one replica, or memory storage), after
// turning on atomic publish there (the KV API's bucket settings leave it
// off, and each update of the bucket turns it off again) if the server
// keeps the setting (nats-server 2.12 and later). An R1 file bucket's
// settings are left as they are.
func enableBatches(ctx context.Context, js jetstream.JetStream, cfg jetstream.StreamConfig) (bool, error) {
	if cfg.Replicas <= 1 && cfg.Storage != jetstream.MemoryStorage {
		return false, nil
	}
	if !cfg.AllowAtomicPublish {
		cfg.AllowAtomicPublish = true
		updated, err := js.UpdateStream(ctx, cfg)
		if err != nil {
			return false, err
		}
		cfg = updated.CachedInfo().Config
	}
	return cfg.AllowAtomicPublish, nil
}

// recheckBatches stops writing batches until a background job has read
// the stream's settings again and turned atomic publish back on.
func (s *Store) recheckBatches() {
	if !s.batches.CompareAndSwap(true, false) {
		return // another call asked already
	}
	job := func(ctx context.Context) {
		info, err := s.stream.Info(ctx)
		if err != nil {
			return
		}
		if on, err := enableBatches(ctx, s.js, info.Config); err == nil {
			s.batches.Store(on)
		}
	}
	select {
	case s.jobs <- job:
	default:
		s.batches.Store(true) // the next batch asks again
	}
}
