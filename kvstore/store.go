package kvstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// checkKey holds the keyring check record: proof that the bucket's key
// names were derived with this keyring's naming key.
const checkKey = "_piighost.keyring"

// ErrClosed is returned (wrapped in a *pii.Error with
// pii.CodeUnavailable) by a Store used after Close.
var ErrClosed = errors.New("kvstore: store is closed")

// Store is a pipeline.Store on a JetStream KV bucket, shared by any number
// of workers. It is safe for concurrent use. See the package documentation
// for the layout, the lifetime rules and the consistency argument.
//
// A Store caches no entries and no message records: the pipeline in front
// of it does (pipeline.Config.CacheBytes). For each thread in use it keeps
// the head it read, and a watch on that thread alone; it implements
// pipeline.ThreadCache, so the pipeline releases both when it evicts the
// thread.
type Store struct {
	cfg              Config
	nc               *nats.Conn
	js               jetstream.JetStream
	kv               jetstream.KeyValue
	stream           jetstream.Stream
	keys             *Keyring
	pre              string // "$KV.<bucket>."
	streamName       string // "KV_<bucket>"
	ackPrefix        []byte // how its acknowledgements begin (ack.go)
	msgGetSubject    string // the stream's STREAM.MSG.GET API subject
	directGetSubject string // the stream's DIRECT.GET API subject
	infoSubject      string // the stream's STREAM.INFO API subject
	events           string // "_piighost.kv.<bucket>.": the bucket's republished changes
	noBatch          atomic.Bool
	replies          replies // of batched direct gets
	absent           absentHeads
	evicted          evictedGens // the generations of threads released
	// batches: first sightings of one call are written in one atomic
	// batch (appendbatch.go).
	batches atomic.Bool
	// chains: where batches are not written, the entries of one call
	// are written as one chain (chain.go).
	chains atomic.Bool

	// replicated: the bucket's stream has more than one replica (or may
	// have: its settings changed and were not read again yet), so a
	// cold read waits for the leader's word on where the log ends
	// (settle.go, lagging.go).
	replicated atomic.Bool
	// replicaMu orders learning the replica count with doubting it:
	// replicaDoubts counts the doubts (a settings change, a reconnect),
	// so that a read of the settings sent before one cannot clear
	// replicated after it (replicas.go).
	replicaMu     sync.Mutex
	replicaDoubts uint64

	mu      sync.RWMutex
	threads map[string]*thread // by thread id
	byName  map[string]*thread // by derived name (what the watch sees)

	// epoch changes whenever the watch may have missed something (the
	// connection dropped, the stream's leader changed, the event queue
	// overflowed): a generation confirmed in an older epoch is confirmed
	// again before it is trusted.
	epoch atomic.Uint64
	watch watcher
	// track confirms every cached thread at once while the whole bucket
	// is watched (confirm.go).
	track tracker

	stats  counters
	closed atomic.Bool
	jobs   chan func(context.Context)
	quit   chan struct{}
	// closing is cancelled by Close: the store's own reads (a parked
	// tail read, the store-wide confirmation) end with it.
	closing     context.Context
	stopClosing context.CancelFunc
	wg          sync.WaitGroup
	born        time.Time // the clock thread.used counts from
}

// thread is what the store knows of one thread id.
type thread struct {
	id   string
	name string // derived key prefix

	// op serialises this process's reads and writes of the thread's head
	// (load, check, refresh, forget).
	op sync.Mutex

	mu sync.Mutex // guards the fields below
	// life is the current generation, or nil when unknown or ended.
	life *life
	// fence is the highest head revision the watch reported.
	fence uint64
	// watched: the thread's changes are heard, by its own subscriptions
	// to its head and entries (subs) or by the store's to the whole
	// bucket; false when the thread is new, idle, or released.
	watched bool
	subs    []*nats.Subscription
	// used is when the thread was last opened, on the store's clock
	// (since Store.born): 8 bytes of every thread in use, not a
	// time.Time's 24.
	used time.Duration
	// start is what was read of the current generation's log beside its
	// head, for the next Entries from entry 1; dropped once used.
	start *startRead
	// tail is the read of the entries after the pages, under way while
	// the pipeline applies the pages (EntriesPart).
	tail *tailRead
	// ahead: entries heard before their generation was installed.
	ahead *aheadEntries
	// stillborn is a generation this store handed out whose head was
	// never written (another worker created the thread first): the
	// current generation answers for it (unborn.go).
	stillborn uint64
	// absentIn is 1 + the watch epoch in which a read of the leader
	// found the head absent while this record was watched (0: none
	// since the last install): a head written since would have been
	// heard (fence).
	absentIn uint64
}

// dropTail cancels a pending tail read. The caller holds t.mu.
func (t *thread) dropTail() {
	if t.tail != nil {
		t.tail.cancel()
		t.tail = nil
	}
}

// startRead is the beginning of a generation's log as read from entry 1
// (beside its head, or once the head named it): its snapshot pages and its first entries (a dense run from entry 1,
// at most earlyEntries of them).
type startRead struct {
	gen            string
	pages, entries []rawMsg
	// created: this store created the generation, whose log was then
	// empty; nothing was read.
	created bool
}

// life is one generation of a thread, as this store knows it. Its fields
// are guarded by the thread's mu.
type life struct {
	gen     uint64
	genTok  string
	created int64
	metaRev uint64
	// n is how many entries are known to exist (never more than do).
	n int
	// refreshed: the head's TTL restarted no earlier than this; checked:
	// the head was last confirmed then, in watch epoch epoch.
	refreshed, checked time.Time
	epoch              uint64
	// tgen: the store-wide recording the last confirmation's reads were
	// sent in (0: none), so that a store-wide confirmation of it covers
	// this generation; stale: a head change was heard that only a check
	// of its own may confirm (confirm.go).
	tgen  uint64
	stale bool
	// wrote: this store wrote under this generation.
	wrote bool
	// dead: the generation ended (forgotten, expired or replaced).
	dead bool
	// compacting: a compaction of its pages is queued or running;
	// recompact: another was asked for meanwhile, which that one runs.
	compacting, recompact bool
	// settling is closed once the stream leader confirmed the end of a
	// read from entry 1 (settle.go); nil when none is under way.
	settling chan struct{}
	// unborn: the generation's head is not written yet; its first
	// append writes it (unborn.go).
	unborn *unbornHead
}

func (l *life) head() pipeline.Head {
	return pipeline.Head{Gen: pipeline.Gen(l.gen), Len: l.n}
}

var (
	_ pipeline.Store         = (*Store)(nil)
	_ pipeline.BatchAppender = (*Store)(nil)
	_ pipeline.ThreadCache   = (*Store)(nil)
	_ pipeline.Confirmer     = (*Store)(nil)
)

// New opens a store on the bucket cfg.Bucket, creating the bucket or
// updating its settings (a bucket that exists without limit markers is
// refused: they can only be set when a bucket is created). It checks that
// the keyring's naming key is the one the bucket's data was named with,
// and starts the watch; call Close to stop it. js must stay usable until
// Close.
func New(ctx context.Context, js jetstream.JetStream, cfg Config) (*Store, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	kv, err := ensureBucket(ctx, js, cfg)
	if err != nil {
		return nil, err
	}
	stream, err := js.Stream(ctx, "KV_"+cfg.Bucket)
	if err != nil {
		return nil, unavailable("open the bucket's stream", err)
	}
	api := apiPrefix(js.Options())
	s := &Store{
		cfg:              cfg,
		nc:               js.Conn(),
		js:               js,
		kv:               kv,
		stream:           stream,
		keys:             cfg.Keys,
		pre:              "$KV." + cfg.Bucket + ".",
		streamName:       "KV_" + cfg.Bucket,
		ackPrefix:        ackPrefix("KV_" + cfg.Bucket),
		msgGetSubject:    api + "STREAM.MSG.GET.KV_" + cfg.Bucket,
		directGetSubject: api + "DIRECT.GET.KV_" + cfg.Bucket,
		infoSubject:      api + "STREAM.INFO.KV_" + cfg.Bucket,
		events:           eventsPrefix(cfg.Bucket),
		born:             time.Now(),
		threads:          map[string]*thread{},
		byName:           map[string]*thread{},
		evicted:          newEvictedGens(),
		jobs:             make(chan func(context.Context), cfg.QueueSize),
		quit:             make(chan struct{}),
	}
	s.replicated.Store(stream.CachedInfo().Config.Replicas > 1)
	if on, err := enableBatches(ctx, js, stream.CachedInfo().Config); err == nil {
		s.batches.Store(on)
		if !on {
			on, err = enableChains(ctx, js, stream.CachedInfo().Config)
			s.chains.Store(on && err == nil)
		}
	}
	s.track.kick = make(chan struct{}, 1)
	s.closing, s.stopClosing = context.WithCancel(context.Background())
	if err := s.checkKeyring(ctx); err != nil {
		return nil, err
	}
	if err := s.startReplies(); err != nil {
		return nil, err
	}
	if err := s.startWatch(); err != nil {
		_ = s.replies.stop()
		return nil, err
	}
	s.wg.Add(3)
	go s.background()
	go s.sweep()
	go s.confirmLoop()
	return s, nil
}

func bucketConfig(cfg Config) jetstream.KeyValueConfig {
	return jetstream.KeyValueConfig{
		Bucket:         cfg.Bucket,
		Description:    "piighost thread store (encrypted)",
		History:        cfg.History,
		TTL:            cfg.maxAge(),
		Storage:        cfg.Storage,
		Replicas:       cfg.Replicas,
		LimitMarkerTTL: cfg.MarkerTTL,
		MaxBytes:       cfg.MaxBytes,
		RePublish:      republish(cfg.Bucket),
		Metadata:       cfg.Metadata,
	}
}

func ensureBucket(ctx context.Context, js jetstream.JetStream, cfg Config) (jetstream.KeyValue, error) {
	existing, err := js.KeyValue(ctx, cfg.Bucket)
	switch {
	case err == nil:
		status, err := existing.Status(ctx)
		if err != nil {
			return nil, unavailable("read the bucket's status", err)
		}
		if status.LimitMarkerTTL() == 0 {
			return nil, configError("bucket " + cfg.Bucket + " exists without limit markers (LimitMarkerTTL), which per-key TTL needs and only bucket creation can set; use another bucket name")
		}
	case !errors.Is(err, jetstream.ErrBucketNotFound):
		return nil, unavailable("look up the bucket", err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, bucketConfig(cfg))
	if err != nil {
		return nil, unavailable("create or update the bucket", err)
	}
	return kv, nil
}

// checkKeyring writes the keyring check record when the bucket has none,
// and otherwise refuses a keyring whose naming key differs: such a store
// would find none of the bucket's threads and take them all as new.
func (s *Store) checkKeyring(ctx context.Context) error {
	want := s.keys.checkValue()
	for attempt := 0; attempt < 3; attempt++ {
		m, err := s.lastMsg(ctx, checkKey)
		if err != nil {
			return unavailable("read the keyring check", err)
		}
		if m != nil && !m.marker {
			if !bytes.Equal(m.data, want) {
				return unavailable("the keyring's naming key ("+s.keys.naming+") is not the one this bucket's data was named with", nil)
			}
			return nil
		}
		var expect uint64
		if m != nil {
			expect = m.seq
		}
		_, err = s.put(ctx, checkKey, want, expect, "never")
		if err == nil {
			return nil
		}
		if !errors.Is(err, errConflict) {
			return unavailable("write the keyring check", err)
		}
	}
	// Other workers kept writing it, or a replica behind its leader answered
	// the reads: transient, so the caller's start retries.
	return unavailable("write the keyring check: other writers kept changing it", errConflict)
}

// Close stops the watch and the background writer, after giving queued
// writes a moment. The store must not be used afterwards; the NATS
// connection stays open.
func (s *Store) Close() error {
	if !s.closed.CompareAndSwap(false, true) {
		return nil
	}
	s.mu.Lock()
	for _, t := range s.threads {
		s.unwatch(t)
		t.mu.Lock()
		t.dropTail()
		t.mu.Unlock()
	}
	s.mu.Unlock()
	err := s.stopWatch()
	close(s.quit)
	s.stopClosing()
	s.wg.Wait() // the background writes may still read
	return errors.Join(err, s.replies.stop())
}

// Key names. A thread's keys all start with its derived name:
//
//	<name>.m             head: generation id, creation time (per-key TTL)
//	<name>.<gen>.e.<n>   entry n of generation gen
//	<name>.<gen>.c.<p>   snapshot page p of generation gen
//	<name>.<gen>.g.<h>   detections of the message whose digest derives h
//	<name>.s.<h>         state of the stream whose id derives h
func metaKey(name string) string { return name + ".m" }

func entryKey(name, genTok string, seq int) string {
	return name + "." + genTok + ".e." + strconv.Itoa(seq)
}

func (s *Store) messageKey(name, genTok string, d pipeline.Digest) string {
	return name + "." + genTok + ".g." + s.keys.name("message", name, string(d[:]))
}

func (s *Store) streamKey(name, stream string) string {
	return name + ".s." + s.keys.name("stream", name, stream)
}

func genToken(gen uint64) string { return strconv.FormatUint(gen, 36) }

// thread returns the store's record of a thread id, creating it, and marks
// it used.
func (s *Store) thread(id string) *thread {
	s.mu.RLock()
	t, ok := s.threads[id]
	s.mu.RUnlock()
	if ok {
		return t
	}
	name := s.keys.ThreadDigest(id)
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.threads[id]; ok {
		return t
	}
	t = &thread{id: id, name: name, used: time.Since(s.born)}
	s.threads[id] = t
	s.byName[t.name] = t
	return t
}

// ThreadOverhead implements pipeline.ThreadCache: the memory a thread in
// use costs this store's process (its record and its generation). The
// subscriptions of the threads watched one by one (about 680 bytes each
// with nats.go v1.55) are not counted: there are at most
// Config.ThreadWatches such threads, beyond which one subscription watches
// them all.
func (s *Store) ThreadOverhead() int { return threadOverhead }

// threadOverhead is measured by TestThreadOverheadMatchesTheHeap (510 to
// 550 bytes of heap per thread: its record, its generation, its head's
// key and the maps by id and by name).
const threadOverhead = 530

// Release implements pipeline.ThreadCache: the store stops watching the
// thread and forgets what it knew of it but its generation (evictedGens);
// a later call reads it again, that generation's log beside its head. A
// caller other than a pipeline calls it for the threads it is done with:
// the store keeps a small record (a few hundred bytes) of every thread
// used until then, watched only while in use.
func (s *Store) Release(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.threads[id]; ok {
		t.mu.Lock()
		l := t.life
		known := l != nil && !l.dead && l.unborn == nil
		t.mu.Unlock()
		if known {
			s.evicted.note(t.name, l.gen)
		}
		s.drop(t)
		s.settleWatch()
	}
}

// drop removes a thread's record. The caller holds s.mu.
func (s *Store) drop(t *thread) {
	s.unwatch(t)
	t.mu.Lock()
	t.dropTail() // its decrypted entries are not the budget's any more
	t.mu.Unlock()
	delete(s.threads, t.id)
	delete(s.byName, t.name)
}

// Open implements pipeline.Store. A thread this store watches, confirmed
// within CheckInterval and refreshed within IdleTTL/4, is answered from
// memory; otherwise its head is read (and created, if create is true) in
// the bucket, and a thread whose lifetime is due for extension is
// refreshed first.
func (s *Store) Open(ctx context.Context, id string, create bool) (pipeline.Head, bool, error) {
	if s.closed.Load() {
		return pipeline.Head{}, false, unavailable("open thread", ErrClosed)
	}
	t := s.thread(id)
	now := time.Now()
	t.mu.Lock()
	t.used = now.Sub(s.born)
	if s.replicated.Load() {
		if err := s.settled(ctx, t); err != nil {
			t.mu.Unlock()
			return pipeline.Head{}, false, s.kvError("open thread", err)
		}
	}
	if l := t.life; l != nil && s.trusted(t, l, now) {
		h := l.head()
		t.mu.Unlock()
		s.stats.headHits.Add(1)
		return h, true, nil
	}
	t.mu.Unlock()
	s.stats.headMisses.Add(1)
	t.op.Lock()
	defer t.op.Unlock()
	l, err := s.revive(ctx, t, create)
	if err != nil || l == nil {
		return pipeline.Head{}, false, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return l.head(), true, nil
}

// trusted reports whether a cached generation may be served from memory:
// confirmed within CheckInterval, by its own requests or by the
// store-wide confirmation (confirm.go). The caller holds t.mu.
func (s *Store) trusted(t *thread, l *life, now time.Time) bool {
	return !l.dead && t.watched && l.epoch == s.epoch.Load() &&
		now.Sub(l.refreshed) < s.cfg.refreshEvery() &&
		(now.Sub(l.checked) < s.cfg.CheckInterval || s.track.covers(l, now, s.cfg.CheckInterval))
}

// current returns the thread's live generation gen, loading the head when
// this store does not know it, or pipeline.ErrGenerationGone.
func (s *Store) current(ctx context.Context, id string, gen pipeline.Gen) (*thread, *life, error) {
	if s.closed.Load() {
		return nil, nil, unavailable("use thread", ErrClosed)
	}
	t := s.thread(id)
	t.mu.Lock()
	l := t.life
	t.mu.Unlock()
	if l == nil {
		t.op.Lock()
		var err error
		l, err = s.revive(ctx, t, false)
		t.op.Unlock()
		if err != nil {
			return nil, nil, err
		}
	}
	t.mu.Lock()
	stillborn := t.stillborn == uint64(gen) && gen != 0
	gone := l == nil || l.dead || l.gen != uint64(gen) && !stillborn
	t.mu.Unlock()
	if gone {
		return nil, nil, pipeline.ErrGenerationGone
	}
	return t, l, nil
}

// Entries implements pipeline.Store: the parts EntriesPart gives, joined.
func (s *Store) Entries(ctx context.Context, id string, gen pipeline.Gen, from int) ([]pipeline.Entry, error) {
	var out []pipeline.Entry
	for {
		part, more, err := s.EntriesPart(ctx, id, gen, max(from, 1)+len(out))
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = part // the pages' slice has room for the entries after them
		} else {
			out = append(out, part...)
		}
		if !more {
			return out, nil
		}
	}
}

// EntriesPart implements pipeline.PartReader. From entry 1, the snapshot
// pages and the first earlyEntries entries (read beside the head, or now,
// in one batched direct get: readGenStart) give most of the log, and one batched direct get the entries
// after them, sent as soon as the pages are decrypted: when the pages hold
// compactEvery entries or more, they are returned at once (more == true)
// while that read travels, and the next call, from the entry after them,
// waits for it. From later on, the entries are read up to the first
// missing one. Nothing is cached but that one pending read: the pipeline
// keeps what it reads.
func (s *Store) EntriesPart(ctx context.Context, id string, gen pipeline.Gen, from int) ([]pipeline.Entry, bool, error) {
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return nil, false, err
	}
	from = max(from, 1)
	t.mu.Lock()
	hint := l.n
	var read *startRead
	var pending *tailRead
	if from == 1 {
		read, t.start = t.start, nil
	} else if r := t.tail; r != nil && r.gen == l.genTok && r.from <= from {
		// The continuation of a first part (or a later call, which
		// that read no longer serves).
		t.tail = nil
		if r.from == from {
			pending = r
		} else {
			r.cancel()
		}
	}
	t.mu.Unlock()
	if read != nil && read.created && read.gen == l.genTok && hint == 0 {
		// A generation this store created: no entry existed when its
		// head was written, before any request that reads it began. An
		// entry appended since, the watch or the next append finds.
		return nil, false, nil
	}
	switch {
	case pending != nil && !pending.failed():
		out, err := s.finishTail(ctx, t, l, pending)
		return out, false, err
	case from > 1:
		// A cold read's tail that failed is read again, and settled
		// as it would have been.
		out, err := s.laterEntries(ctx, t, l, from, hint, pending != nil)
		return out, false, err
	}
	if read == nil || read.gen != l.genTok {
		if read, err = s.readGenStart(ctx, t.name, l.genTok); err != nil {
			return nil, false, s.kvError("read snapshot pages", err)
		}
	}
	var raw []rawMsg
	if read != nil {
		raw = read.pages
	}
	u, err := s.unsealPages(t.name, l.genTok, raw)
	if err != nil {
		return nil, false, err
	}
	// The first entries read with the pages continue them; when they
	// end before earlyEntries (at the first one missing) and reach what
	// the store knows the log holds, there is nothing after them to read.
	var early []rawMsg
	whole := false
	if read != nil && len(read.entries) >= u.covered {
		early = read.entries[u.covered:]
		whole = len(read.entries) < earlyEntries
	}
	start := 1 + u.covered + len(early)
	var tail *tailRead
	if !whole || start <= hint {
		// The entries after those are read while the pages decode.
		tail = s.readTail(ctx, t, l, start, hint)
	}
	out, err := s.decodeStart(u, early)
	if err != nil {
		if tail != nil {
			tail.cancel() // the read fails closed: the tail is not needed
			<-tail.done
		}
		return nil, false, err
	}
	if tail == nil {
		if out, err = s.ended(t, l, out, start-1); err != nil {
			return nil, false, err
		}
		more, err := s.rest(ctx, t, l, s.settle(t, l, start-1), start)
		if err != nil {
			return nil, false, err
		}
		return append(out, more...), false, nil
	}
	tail.start, tail.early = out, len(early)
	if len(out) >= compactEvery {
		// Worth using while the tail travels: the caller applies it,
		// then comes back for the tail. Another cold read of the thread
		// under way keeps its own; this one then waits here.
		t.mu.Lock()
		parked := t.tail == nil || t.tail.gen != l.genTok
		if parked {
			if t.tail != nil {
				t.tail.cancel()
			}
			t.tail = tail
		}
		t.mu.Unlock()
		if parked {
			return out, true, nil
		}
	}
	all, err := s.finishTail(ctx, t, l, tail)
	if err != nil {
		return nil, false, err
	}
	return append(out, all...), false, nil
}

// tailRead is the read of the entries after a thread's pages, under way.
type tailRead struct {
	gen     string
	from    int
	done    chan struct{} // closed once entries and err are set
	entries []pipeline.Entry
	err     error
	cancel  context.CancelFunc
	// start is the log before from, and early how many of its entries
	// were read as entries (beside the pages) rather than from the pages.
	start []pipeline.Entry
	early int
	// settled is the leader's word on where the log ends, asked for as
	// soon as the read ended (set before done is closed).
	settled *settlement
}

// failed reports whether the read ended with an error. A parked read
// that failed (its time ran out while no request waited for it) is not
// handed to a later request: that one reads for itself.
func (r *tailRead) failed() bool {
	select {
	case <-r.done:
		return r.err != nil
	default:
		return false
	}
}

// readTail starts reading generation l's entries from seq from on. The
// read may be parked for the thread's next call, which can be another
// request's once the first gave up, so it does not end with the
// request's context (it keeps its values): it has the store's Timeout,
// and ends at Close or when it is dropped.
func (s *Store) readTail(ctx context.Context, t *thread, l *life, from, hint int) *tailRead {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.cfg.Timeout)
	stop := context.AfterFunc(s.closing, cancel)
	r := &tailRead{gen: l.genTok, from: from, done: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(r.done)
		defer stop()
		defer cancel()
		r.entries, r.err = s.readEntries(ctx, t.name, l.genTok, from, hint)
		if r.err == nil {
			// Where the log ends is known: the leader's word on it is
			// asked for now, while the pipeline still applies the pages.
			r.settled = s.settle(t, l, from-1+len(r.entries))
		}
	}()
	return r
}

// finishTail waits for a tail read and returns its entries, having
// raised the known length and, when the pages lag behind the log,
// scheduled their compaction.
func (s *Store) finishTail(ctx context.Context, t *thread, l *life, r *tailRead) ([]pipeline.Entry, error) {
	select {
	case <-r.done:
	case <-ctx.Done():
		r.cancel()
		return nil, s.kvError("read entries", ctx.Err())
	}
	if r.err != nil {
		return nil, r.err
	}
	tail, err := s.ended(t, l, r.entries, r.from-1+len(r.entries))
	if err != nil {
		return nil, err
	}
	more, err := s.rest(ctx, t, l, r.settled, r.from+len(tail))
	if err != nil {
		return nil, err
	}
	tail = append(tail, more...)
	if r.early+len(tail) >= compactEvery {
		// The pages lag behind the log: this worker holds it all, and
		// writes them so that the next one need not.
		s.compactLater(t, l, append(r.start[:len(r.start):len(r.start)], tail...))
	}
	return tail, nil
}

// ended returns out, having raised l's known length to n, unless the
// generation ended meanwhile.
func (s *Store) ended(t *thread, l *life, out []pipeline.Entry, n int) ([]pipeline.Entry, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if l.dead {
		return nil, pipeline.ErrGenerationGone
	}
	l.n = max(l.n, n)
	return out, nil
}

// decodeStart decodes the pages, then opens the first entries read with
// the head that follow them.
func (s *Store) decodeStart(u *unsealedPages, early []rawMsg) ([]pipeline.Entry, error) {
	ps, err := s.decodePages(u)
	if err != nil {
		return nil, err
	}
	out := ps.entries
	for _, m := range early {
		e, err := s.openEntry(m.key, m.data)
		if err != nil {
			return nil, err
		}
		s.stats.entriesRead.Add(1)
		out = append(out, e)
	}
	return out, nil
}

// laterEntries is Entries from entry from > 1: the entries up to the first
// missing one, and on from the stream leader to the length the store
// knows (rest); with settle (the end of a read from entry 1), to the
// length the leader confirms.
func (s *Store) laterEntries(ctx context.Context, t *thread, l *life, from, hint int, settle bool) ([]pipeline.Entry, error) {
	tail, err := s.readEntries(ctx, t.name, l.genTok, from, hint)
	if err != nil {
		return nil, err
	}
	if tail, err = s.ended(t, l, tail, from-1+len(tail)); err != nil {
		return nil, err
	}
	var st *settlement
	if settle {
		st = s.settle(t, l, from-1+len(tail))
	}
	more, err := s.rest(ctx, t, l, st, from+len(tail))
	if err != nil {
		return nil, err
	}
	return append(tail, more...), nil
}

// readEntries reads entries from seq on until the first missing one, with
// batched direct gets of the keys that may exist: up to the hint and a few
// more, then twice as many each round (at most 1,024).
func (s *Store) readEntries(ctx context.Context, name, genTok string, from, hint int) ([]pipeline.Entry, error) {
	var out []pipeline.Entry
	window := min(max(hint-from+1, 0)+8, maxBatchSubjects)
	if hint < from {
		window = 64 // unknown: a tail shorter than compaction leaves it
	}
	for seq := from; ; {
		keys := make([]string, window)
		for i := range keys {
			keys[i] = entryKey(name, genTok, seq+i)
		}
		found, err := s.readKeys(ctx, keys)
		if err != nil {
			return nil, err
		}
		for i, m := range found {
			if m == nil {
				return out, nil
			}
			e, err := s.openEntry(keys[i], m.data)
			if err != nil {
				return nil, err
			}
			s.stats.entriesRead.Add(1)
			out = append(out, e)
		}
		seq += window
		window = min(window*2, maxBatchSubjects)
	}
}

// readKeys returns the last message of each key (nil where there is none,
// or a marker), in the order of keys: one batched direct get, or parallel
// direct gets where the server has no batches.
func (s *Store) readKeys(ctx context.Context, keys []string) ([]*rawMsg, error) {
	found := make([]*rawMsg, len(keys))
	msgs, err := s.multiLast(ctx, keys)
	if errors.Is(err, errNoBatch) {
		return s.readKeysOneByOne(ctx, keys)
	}
	if err != nil {
		return nil, s.kvError("read entries", err)
	}
	at := make(map[string]int, len(keys))
	for i, k := range keys {
		at[k] = i
	}
	for i := range msgs {
		if j, ok := at[msgs[i].key]; ok && !msgs[i].marker {
			found[j] = &msgs[i]
		}
	}
	return found, nil
}

func (s *Store) readKeysOneByOne(ctx context.Context, keys []string) ([]*rawMsg, error) {
	found := make([]*rawMsg, len(keys))
	errs := make([]error, len(keys))
	var wg sync.WaitGroup
	for i, k := range keys {
		wg.Go(func() {
			kve, err := s.get(ctx, k)
			if err == nil && kve != nil {
				found[i] = &rawMsg{key: k, seq: kve.Revision(), data: kve.Value()}
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, s.kvError("read entries", err)
		}
	}
	return found, nil
}

func (s *Store) openEntry(key string, data []byte) (pipeline.Entry, error) {
	plain, _, err := s.keys.open(key, data)
	if err != nil {
		return pipeline.Entry{}, s.decryptError("entry", err)
	}
	e, err := decodeEntry(plain)
	if err != nil {
		return pipeline.Entry{}, s.decryptError("entry", err)
	}
	return e, nil
}

// Append implements pipeline.Store: it creates entry seq if no message
// was ever stored under its key, else returns pipeline.ErrSeqTaken. It
// never writes over an entry, nor over the marker an expired entry leaves.
func (s *Store) Append(ctx context.Context, id string, gen pipeline.Gen, seq int, e pipeline.Entry) error {
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return err
	}
	if seq < 1 {
		return unavailable("append entry: entry numbers start at 1", nil)
	}
	if err := s.checkMaxValues(seq); err != nil {
		return err
	}
	if unbornOf(t, l) != nil {
		if n, done, err := s.bear(ctx, t, l, seq, []pipeline.Entry{e}); done || err != nil {
			if err == nil && n != 1 {
				err = pipeline.ErrSeqTaken
			}
			return err
		}
	}
	key := entryKey(t.name, l.genTok, seq)
	_, err = s.put(ctx, key, s.keys.seal(key, encodeEntry(e)), 0, "")
	if errors.Is(err, errConflict) {
		s.stats.conflicts.Add(1)
		return pipeline.ErrSeqTaken
	}
	if err != nil {
		return s.kvError("append entry", err)
	}
	return s.appended(t, l, seq, 1)
}

// checkMaxValues refuses, with pii.CodeLimitExceeded, an entry numbered
// past Config.MaxValues.
func (s *Store) checkMaxValues(last int) error {
	if s.cfg.MaxValues <= 0 || last <= s.cfg.MaxValues {
		return nil
	}
	s.stats.overLimit.Add(1)
	return &pii.Error{Code: pii.CodeLimitExceeded,
		Message: fmt.Sprintf("the thread holds %d values, the most the store keeps per thread (max_values): forget it or start another thread", s.cfg.MaxValues)}
}

// RecallMessage implements pipeline.Store: it reads the message record
// from the bucket (with LocalMessages, there is none).
func (s *Store) RecallMessage(ctx context.Context, id string, gen pipeline.Gen, d pipeline.Digest) ([]pii.Detection, bool, error) {
	if s.cfg.LocalMessages {
		// Before current: it would revive a thread the store released,
		// a round trip for a record that is not there.
		return nil, false, nil
	}
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return nil, false, err
	}
	key := s.messageKey(t.name, l.genTok, d)
	kve, err := s.get(ctx, key)
	if err != nil {
		return nil, false, s.kvError("read message record", err)
	}
	if kve == nil {
		s.stats.messageMisses.Add(1)
		return nil, false, nil
	}
	plain, _, err := s.keys.open(key, kve.Value())
	if err != nil {
		return nil, false, s.decryptError("message record", err)
	}
	dets, err := decodeDetections(plain)
	if err != nil {
		return nil, false, s.decryptError("message record", err)
	}
	s.stats.messageHits.Add(1)
	return dets, true, nil
}

// RememberMessage implements pipeline.Store. The record is written to the
// bucket in the background, unless one exists; a full queue or a failed
// write only costs another worker a detection. With LocalMessages it does
// nothing.
func (s *Store) RememberMessage(ctx context.Context, id string, gen pipeline.Gen, d pipeline.Digest, dets []pii.Detection) error {
	if s.cfg.LocalMessages {
		return nil // as in RecallMessage: nothing to write, nothing to revive
	}
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return err
	}
	key := s.messageKey(t.name, l.genTok, d)
	value := s.keys.seal(key, encodeDetections(dets))
	job := func(ctx context.Context) {
		t.mu.Lock()
		dead := l.dead
		t.mu.Unlock()
		if dead {
			return
		}
		if _, err := s.put(ctx, key, value, 0, ""); err != nil && !errors.Is(err, errConflict) {
			s.stats.kvErrors.Add(1)
			s.stats.droppedWrites.Add(1)
		}
	}
	select {
	case s.jobs <- job:
	default:
		s.stats.droppedWrites.Add(1)
	}
	return nil
}

// Forget implements pipeline.Store. It counts the current generation's
// entries and message records, writes a purge marker on the thread's head
// (every watching worker sees it and drops the generation), then purges
// every message of the thread stored before that marker: all generations,
// history included, snapshot pages and the thread's stream states. Writes
// that race the marker survive under a generation no head names any more
// (see the package documentation).
func (s *Store) Forget(ctx context.Context, id string) (pipeline.Forgotten, error) {
	if s.closed.Load() {
		return pipeline.Forgotten{}, unavailable("forget thread", ErrClosed)
	}
	t := s.thread(id)
	t.op.Lock()
	defer t.op.Unlock()
	var f pipeline.Forgotten
	m, err := s.lastMsg(ctx, metaKey(t.name))
	if err != nil {
		return f, s.kvError("forget thread: read head", err)
	}
	if m != nil && !m.marker {
		genTok := "*" // a head that fails to decrypt: count every generation
		if rec, err := s.openMeta(t.name, m.data); err == nil {
			genTok = genToken(rec.Gen)
		}
		if f, err = s.count(ctx, t.name, genTok); err != nil {
			return pipeline.Forgotten{}, err
		}
	}
	marker, err := s.purgeMarker(ctx, metaKey(t.name), 0)
	if err != nil {
		return pipeline.Forgotten{}, s.kvError("forget thread: mark head", err)
	}
	s.endLife(t, marker)
	if err := s.purgeBefore(ctx, t.name+".", marker); err != nil {
		return pipeline.Forgotten{}, s.kvError("forget thread: purge", err)
	}
	return f, nil
}

// count counts a generation's entries and message records.
func (s *Store) count(ctx context.Context, name, genTok string) (pipeline.Forgotten, error) {
	var f pipeline.Forgotten
	lister, err := s.kv.ListKeysFiltered(ctx, name+"."+genTok+".e.*", name+"."+genTok+".g.*")
	if err != nil {
		return f, s.kvError("forget thread: list keys", err)
	}
	defer func() { _ = lister.Stop() }()
	for key := range lister.Keys() {
		switch keyKind(key) {
		case "e":
			f.Entities++
		case "g":
			f.Messages++
		}
	}
	return f, nil
}

// keyKind returns the kind letter of a "<name>.<gen>.<kind>.<x>" key.
func keyKind(key string) string {
	parts := strings.Split(key, ".")
	if len(parts) != 4 {
		return ""
	}
	return parts[2]
}

// endLife marks the thread's current generation ended by the head
// revision rev (0: unknown) and drops it. When this store wrote under it
// after rev, those writes are erased in the background.
func (s *Store) endLife(t *thread, rev uint64) {
	t.mu.Lock()
	l := t.life
	if l == nil || (rev != 0 && rev <= l.metaRev) {
		t.mu.Unlock()
		return
	}
	t.life, l.dead = nil, true
	t.start = nil
	t.dropTail()
	wrote := l.wrote
	t.mu.Unlock()
	s.stats.invalidations.Add(1)
	if wrote {
		s.eraseGeneration(t.name, l.genTok)
	}
}

// eraseGeneration purges, in the background, everything stored under an
// ended generation: writes that raced its end.
func (s *Store) eraseGeneration(name, genTok string) {
	job := func(ctx context.Context) {
		if err := s.purgeBefore(ctx, name+"."+genTok+".", 0); err != nil {
			s.stats.kvErrors.Add(1)
		}
	}
	select {
	case s.jobs <- job:
	default:
		s.stats.droppedWrites.Add(1)
	}
}

// background runs queued writes until Close, then those still queued,
// within the store's timeout.
func (s *Store) background() {
	defer s.wg.Done()
	for {
		select {
		case job := <-s.jobs:
			s.run(job)
		case <-s.quit:
			deadline := time.Now().Add(s.cfg.Timeout)
			for time.Now().Before(deadline) {
				select {
				case job := <-s.jobs:
					s.run(job)
				default:
					return
				}
			}
			return
		}
	}
}

func (s *Store) run(job func(context.Context)) {
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
	defer cancel()
	job(ctx)
}

// sweep stops watching the threads unused for CheckInterval: their next
// use confirms them from the stream leader, as a check would. It keeps
// their records (what the pipeline's view of the thread was read
// through), which Release drops. While the whole bucket is watched, idle
// threads are heard all the same and the store-wide confirmation covers
// them: they stay watched, unless so few threads are in use that the
// store goes back to subscriptions of their own.
func (s *Store) sweep() {
	defer s.wg.Done()
	every := max(s.cfg.CheckInterval/2, 50*time.Millisecond)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-s.quit:
			return
		case now := <-tick.C:
			s.mu.Lock()
			s.unwatchIdle(now)
			s.mu.Unlock()
		}
	}
}

// unwatchIdle is a pass of the sweep. The caller holds s.mu.
func (s *Store) unwatchIdle(now time.Time) {
	for _, t := range s.threads {
		// A thread read and found absent, never created since (a
		// request's first walk that went no further): nobody caches it.
		t.mu.Lock()
		absent := t.life == nil && now.Sub(s.born)-t.used >= s.cfg.CheckInterval
		t.mu.Unlock()
		if absent {
			s.drop(t)
		}
	}
	idle := func(t *thread) bool {
		t.mu.Lock()
		defer t.mu.Unlock()
		return t.watched && now.Sub(s.born)-t.used >= s.cfg.CheckInterval
	}
	var idled []*thread
	for _, t := range s.threads {
		if idle(t) {
			idled = append(idled, t)
		}
	}
	if s.watch.bucket != nil && s.stats.watched.Load()-int64(len(idled)) > int64(s.cfg.ThreadWatches/2) {
		return
	}
	for _, t := range idled {
		s.unwatch(t)
	}
	s.settleWatch()
}

func unavailable(msg string, cause error) *pii.Error {
	return pii.Unavailable("kvstore: "+msg, cause)
}

// kvError counts and wraps a failed KV request.
func (s *Store) kvError(msg string, err error) error {
	var pe *pii.Error
	if errors.As(err, &pe) {
		return err
	}
	s.stats.kvErrors.Add(1)
	if IsStoreFull(err) {
		s.stats.fullWrites.Add(1)
		return storeFull(msg, err)
	}
	return unavailable(msg, err)
}

// decryptError counts and wraps a value that failed to decrypt or decode.
func (s *Store) decryptError(what string, err error) error {
	s.stats.decryptErrors.Add(1)
	return unavailable(fmt.Sprintf("a stored %s failed to decrypt or decode", what), err)
}
