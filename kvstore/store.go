package kvstore

import (
	"bytes"
	"container/list"
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
type Store struct {
	cfg           Config
	nc            *nats.Conn
	js            jetstream.JetStream
	kv            jetstream.KeyValue
	stream        jetstream.Stream
	keys          *Keyring
	pre           string // "$KV.<bucket>."
	msgGetSubject string // the stream's STREAM.MSG.GET API subject

	mu      sync.Mutex
	threads map[string]*thread // by thread id
	byName  map[string]*thread // by derived name (what the watcher sees)
	lru     *list.List         // of *thread, front = most recently used

	stats     counters
	closed    atomic.Bool
	watcher   jetstream.KeyWatcher
	stopWatch context.CancelFunc
	jobs      chan func(context.Context)
	quit      chan struct{}
	wg        sync.WaitGroup
}

// thread is what the store knows of one thread id.
type thread struct {
	id   string
	name string // derived key prefix
	elem *list.Element

	// op serialises this process's reads and writes of the thread's head
	// (load, check, refresh, forget).
	op sync.Mutex

	mu sync.Mutex // guards the fields below
	// life is the current generation, or nil when unknown or ended.
	life *life
	// fence is the highest head revision the watcher reported.
	fence uint64
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
	// the head was last confirmed then.
	refreshed, checked time.Time
	// wrote: this store wrote under this generation.
	wrote bool
	// dead: the generation ended (forgotten, expired or replaced).
	dead bool
	// entries holds entries 1..len(entries), immutable once written.
	entries []cachedEntry
	// messages caches message records.
	messages map[pipeline.Digest][]pii.Detection
}

type cachedEntry struct {
	e   pipeline.Entry
	rev uint64
}

func (l *life) head() pipeline.Head {
	return pipeline.Head{Gen: pipeline.Gen(l.gen), Len: l.n}
}

// New opens a store on the bucket cfg.Bucket, creating the bucket or
// updating its settings (a bucket that exists without limit markers is
// refused: they can only be set when a bucket is created). It checks that
// the keyring's naming key is the one the bucket's data was named with,
// and starts one watcher; call Close to stop it. js must stay usable until
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
	s := &Store{
		cfg:           cfg,
		nc:            js.Conn(),
		js:            js,
		kv:            kv,
		stream:        stream,
		keys:          cfg.Keys,
		pre:           "$KV." + cfg.Bucket + ".",
		msgGetSubject: apiPrefix(js.Options()) + "STREAM.MSG.GET.KV_" + cfg.Bucket,
		threads:       map[string]*thread{},
		byName:        map[string]*thread{},
		lru:           list.New(),
		jobs:          make(chan func(context.Context), cfg.QueueSize),
		quit:          make(chan struct{}),
	}
	if err := s.checkKeyring(ctx); err != nil {
		return nil, err
	}
	if err := s.startWatcher(); err != nil {
		return nil, err
	}
	s.wg.Add(1)
	go s.background()
	return s, nil
}

func ensureBucket(ctx context.Context, js jetstream.JetStream, cfg Config) (jetstream.KeyValue, error) {
	kvCfg := jetstream.KeyValueConfig{
		Bucket:         cfg.Bucket,
		Description:    "piighost thread store (encrypted)",
		History:        cfg.History,
		TTL:            cfg.maxAge(),
		Storage:        cfg.Storage,
		Replicas:       cfg.Replicas,
		LimitMarkerTTL: cfg.MarkerTTL,
	}
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
	kv, err := js.CreateOrUpdateKeyValue(ctx, kvCfg)
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
	return unavailable("write the keyring check: too many concurrent writers", nil)
}

// Close stops the watcher and the background writer, after giving queued
// message records a moment to be written. The store must not be used
// afterwards; the NATS connection stays open.
func (s *Store) Close() error {
	if !s.closed.CompareAndSwap(false, true) {
		return nil
	}
	err := s.watcher.Stop()
	if errors.Is(err, nats.ErrConnectionClosed) || errors.Is(err, nats.ErrBadSubscription) {
		err = nil
	}
	s.stopWatch()
	close(s.quit)
	s.wg.Wait()
	return err
}

// Key names. A thread's keys all start with its derived name:
//
//	<name>.m             head: generation id, creation time (per-key TTL)
//	<name>.<gen>.e.<n>   entry n of generation gen
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
// it used. The least recently used records beyond CacheThreads are dropped.
func (s *Store) thread(id string) *thread {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.threads[id]; ok {
		s.lru.MoveToFront(t.elem)
		return t
	}
	t := &thread{id: id, name: s.keys.ThreadDigest(id)}
	t.elem = s.lru.PushFront(t)
	s.threads[id] = t
	s.byName[t.name] = t
	for s.lru.Len() > s.cfg.CacheThreads {
		s.forgetLocal(s.lru.Back().Value.(*thread))
	}
	return t
}

// forgetLocal drops a thread's record. The caller holds s.mu.
func (s *Store) forgetLocal(t *thread) {
	if s.threads[t.id] != t {
		return
	}
	s.lru.Remove(t.elem)
	delete(s.threads, t.id)
	delete(s.byName, t.name)
}

// Open implements pipeline.Store. A thread this store used recently is
// answered from memory; otherwise its head is read (and created, if create
// is true) in the bucket, and a thread whose lifetime is due for extension
// is refreshed first.
func (s *Store) Open(ctx context.Context, id string, create bool) (pipeline.Head, bool, error) {
	if s.closed.Load() {
		return pipeline.Head{}, false, unavailable("open thread", ErrClosed)
	}
	t := s.thread(id)
	now := time.Now()
	t.mu.Lock()
	if l := t.life; l != nil && !l.dead && now.Sub(l.refreshed) < s.cfg.refreshEvery() && now.Sub(l.checked) < s.cfg.CheckInterval {
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
	if l == nil || l.gen != uint64(gen) {
		return nil, nil, pipeline.ErrGenerationGone
	}
	t.mu.Lock()
	dead := l.dead
	t.mu.Unlock()
	if dead {
		return nil, nil, pipeline.ErrGenerationGone
	}
	return t, l, nil
}

// Entries implements pipeline.Store. Entries are immutable: those this
// store read or wrote are served from memory, and the log is read on from
// there (direct gets, several at a time) up to the first missing entry.
func (s *Store) Entries(ctx context.Context, id string, gen pipeline.Gen, from int) ([]pipeline.Entry, error) {
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return nil, err
	}
	if from < 1 {
		from = 1
	}
	t.mu.Lock()
	have, hint := len(l.entries), l.n
	t.mu.Unlock()
	start := have + 1
	fetched, err := s.fetchEntries(ctx, t.name, l.genTok, start, hint)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if l.dead {
		return nil, pipeline.ErrGenerationGone
	}
	for i, c := range fetched {
		if start+i == len(l.entries)+1 {
			l.entries = append(l.entries, c)
		}
	}
	l.n = max(l.n, start+len(fetched)-1)
	if from > len(l.entries) {
		return nil, nil
	}
	out := make([]pipeline.Entry, 0, len(l.entries)-from+1)
	for _, c := range l.entries[from-1:] {
		out = append(out, c.e)
	}
	return out, nil
}

// fetchEntries reads entries from seq on until the first missing one,
// several direct gets at a time (more when hint says more exist).
func (s *Store) fetchEntries(ctx context.Context, name, genTok string, from, hint int) ([]cachedEntry, error) {
	var out []cachedEntry
	window := min(max(2, hint-from+2), 32)
	for seq := from; ; {
		batch := make([]cachedEntry, window)
		errs := make([]error, window)
		found := make([]bool, window)
		var wg sync.WaitGroup
		for i := range window {
			wg.Go(func() {
				batch[i], found[i], errs[i] = s.readEntry(ctx, entryKey(name, genTok, seq+i))
			})
		}
		wg.Wait()
		for i := range window {
			if errs[i] != nil {
				return nil, errs[i]
			}
			if !found[i] {
				return out, nil
			}
			out = append(out, batch[i])
		}
		seq += window
		window = min(window*2, 32)
	}
}

// readEntry reads one entry with a direct get.
func (s *Store) readEntry(ctx context.Context, key string) (cachedEntry, bool, error) {
	kve, err := s.get(ctx, key)
	if err != nil {
		return cachedEntry{}, false, s.kvError("read entry", err)
	}
	if kve == nil {
		return cachedEntry{}, false, nil
	}
	e, err := s.openEntry(key, kve.Value())
	if err != nil {
		return cachedEntry{}, false, err
	}
	s.stats.entriesRead.Add(1)
	return cachedEntry{e: e, rev: kve.Revision()}, true, nil
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
	key := entryKey(t.name, l.genTok, seq)
	rev, err := s.put(ctx, key, s.keys.seal(key, encodeEntry(e)), 0, "")
	if errors.Is(err, errConflict) {
		s.stats.conflicts.Add(1)
		return pipeline.ErrSeqTaken
	}
	if err != nil {
		return s.kvError("append entry", err)
	}
	t.mu.Lock()
	l.wrote = true
	if l.dead {
		// The generation ended while we wrote: erase what we wrote.
		t.mu.Unlock()
		s.eraseGeneration(t.name, l.genTok)
		return pipeline.ErrGenerationGone
	}
	if seq == len(l.entries)+1 {
		l.entries = append(l.entries, cachedEntry{e: e, rev: rev})
	}
	l.n = max(l.n, seq)
	t.mu.Unlock()
	return nil
}

// RecallMessage implements pipeline.Store.
func (s *Store) RecallMessage(ctx context.Context, id string, gen pipeline.Gen, d pipeline.Digest) ([]pii.Detection, bool, error) {
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return nil, false, err
	}
	t.mu.Lock()
	dets, ok := l.messages[d]
	t.mu.Unlock()
	if ok {
		s.stats.messageHits.Add(1)
		return dets, true, nil
	}
	s.stats.messageMisses.Add(1)
	if s.cfg.LocalMessages {
		return nil, false, nil
	}
	key := s.messageKey(t.name, l.genTok, d)
	kve, err := s.get(ctx, key)
	if err != nil {
		return nil, false, s.kvError("read message record", err)
	}
	if kve == nil {
		return nil, false, nil
	}
	plain, _, err := s.keys.open(key, kve.Value())
	if err != nil {
		return nil, false, s.decryptError("message record", err)
	}
	if dets, err = decodeDetections(plain); err != nil {
		return nil, false, s.decryptError("message record", err)
	}
	s.cacheMessage(t, l, d, dets)
	return dets, true, nil
}

// RememberMessage implements pipeline.Store. The record is cached at once
// and written to the bucket in the background, unless one exists; a full
// queue or a failed write only costs another worker a detection.
func (s *Store) RememberMessage(ctx context.Context, id string, gen pipeline.Gen, d pipeline.Digest, dets []pii.Detection) error {
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return err
	}
	dets = append([]pii.Detection(nil), dets...)
	if !s.cacheMessage(t, l, d, dets) || s.cfg.LocalMessages {
		return nil
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

// cacheMessage caches a record unless one is cached; it reports whether it
// added it. A full cache drops one arbitrary record.
func (s *Store) cacheMessage(t *thread, l *life, d pipeline.Digest, dets []pii.Detection) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := l.messages[d]; ok {
		return false
	}
	if l.messages == nil {
		l.messages = map[pipeline.Digest][]pii.Detection{}
	}
	if len(l.messages) >= s.cfg.CacheMessages {
		for k := range l.messages {
			delete(l.messages, k)
			break
		}
	}
	l.messages[d] = dets
	return true
}

// Forget implements pipeline.Store. It counts the current generation's
// entries and message records, writes a purge marker on the thread's head
// (every worker's watcher sees it and drops the generation), then purges
// every message of the thread stored before that marker: all generations,
// history included, and the thread's stream states. Writes that race the
// marker survive under a generation no head names any more (see the
// package documentation).
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
		if s.cfg.LocalMessages {
			t.mu.Lock()
			if l := t.life; l != nil && l.genTok == genTok {
				f.Messages = len(l.messages)
			}
			t.mu.Unlock()
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
	l.entries, l.messages = nil, nil
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
	return unavailable(msg, err)
}

// decryptError counts and wraps a value that failed to decrypt or decode.
func (s *Store) decryptError(what string, err error) error {
	s.stats.decryptErrors.Add(1)
	return unavailable(fmt.Sprintf("a stored %s failed to decrypt or decode", what), err)
}
