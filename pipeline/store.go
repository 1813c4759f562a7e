package pipeline

import (
	"container/list"
	"context"
	"crypto/sha256"
	"errors"
	"sync"
	"time"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
)

// Gen identifies one life of a thread in a store. Forgetting a thread, or
// letting it expire, ends its generation; the next use starts a new one, so
// state cached for an old generation is never served again.
type Gen uint64

// Head describes a thread as a store last saw it.
type Head struct {
	Gen Gen
	// Len is the number of entries known to exist: when it exceeds what a
	// pipeline has cached, the pipeline reads the new ones.
	Len int
}

// Entry is one record of a thread's log: the first sighting of a value, or
// a correction of one (Kind). The log is append-only, so a token, once
// issued, never changes and never names another value: the ordinal of a
// value's token is 1 + the number of values of its label tokenised
// earlier in the log (an assistant sighting consumes no number until a
// correction masks it), whichever reader applies the log.
type Entry struct {
	// Kind is EntrySighting (the zero value) or a correction.
	Kind  EntryKind
	Label string
	// Text is the first spelling seen; restoration writes it back. For a
	// correction, the value it is about.
	Text string
	// Role is the provenance: the role of the value's first occurrence
	// (RoleUser for a correction).
	Role pii.Role
}

// EntryKind says what a log entry records.
type EntryKind uint8

const (
	// EntrySighting is the first sighting of a value.
	EntrySighting EntryKind = iota
	// EntryMask is a correction, "this value is PII": from here on in the
	// log the value (Label, Text) is tokenised, getting the next number of
	// its label when it had no token, and masked wherever it appears.
	EntryMask
	// EntryClear is a correction, "this value is not PII": from here on in
	// the log the value (Text, under Label, or under every label when
	// Label is empty) is left in clear. Its token, if it had one, still
	// restores and is never reused.
	EntryClear
)

// Digest identifies a message by the SHA-256 of its text. Stores that
// persist it must key it (HMAC) before it reaches disk.
type Digest [sha256.Size]byte

// digestOf is the Digest of text. SHA-256 reads the text's bytes where
// they are: a []byte conversion would copy every message (1 KB and one
// allocation for a 1 KB message) only to hash it.
func digestOf(text string) Digest {
	return sha256.Sum256(unsafe.Slice(unsafe.StringData(text), len(text)))
}

// Forgotten reports what Forget erased.
type Forgotten struct {
	// Entities is the number of values the thread had recorded.
	Entities int `json:"entities" msgpack:"entities"`
	// Messages is the number of message detection records erased.
	Messages int `json:"messages" msgpack:"messages"`
}

// Store errors that are part of the protocol between the pipeline and a
// store. They never reach a caller of the pipeline as such.
var (
	// ErrSeqTaken: another writer already appended an entry with this
	// number; read the log again and retry.
	ErrSeqTaken = errors.New("pipeline: entry number already taken")
	// ErrGenerationGone: the thread was forgotten or expired; open it again.
	ErrGenerationGone = errors.New("pipeline: thread generation is gone")
)

// Store keeps each thread's log of entries and its message detection
// records. Several pipelines, in several processes, may share one store:
// Append is a create-if-absent on the entry number, so whatever the
// interleaving, entries are numbered densely and each number holds one
// entry. Implementations must be safe for concurrent use. Every error other
// than ErrSeqTaken and ErrGenerationGone means the store is unavailable, and
// must not hold clear PII.
type Store interface {
	// Open returns the thread's head: its current generation and how many
	// entries the store knows it holds. When the thread does not exist,
	// Open creates it if create is true, and otherwise returns ok == false.
	// Open is called on every pipeline call, so it should answer from
	// memory (Len may then lag behind other writers; it must never exceed
	// the log); it is also where a store keeps a thread in use alive.
	Open(ctx context.Context, thread string, create bool) (head Head, ok bool, err error)
	// Entries returns the entries numbered from `from` (1-based) on, in
	// order and without gaps. It may return fewer than exist (a replica
	// lagging behind), never other ones.
	Entries(ctx context.Context, thread string, gen Gen, from int) ([]Entry, error)
	// Append records e as entry number seq, or returns ErrSeqTaken when that
	// number is already used.
	Append(ctx context.Context, thread string, gen Gen, seq int, e Entry) error
	// RecallMessage returns the detections recorded for a message.
	RecallMessage(ctx context.Context, thread string, gen Gen, d Digest) ([]pii.Detection, bool, error)
	// RememberMessage records a message's detections; a record that exists
	// already is kept.
	RememberMessage(ctx context.Context, thread string, gen Gen, d Digest, dets []pii.Detection) error
	// Forget erases everything of the thread and reports what it held. An
	// unknown thread gives Forgotten{}.
	Forget(ctx context.Context, thread string) (Forgotten, error)
}

// BatchAppender is implemented by stores that can write several entries
// of one call together: the first sightings a text introduces then cost
// one round trip instead of one each. AppendBatch records es as entries
// seq, seq+1, … in order, each as Append would (create-if-absent on its
// number), and returns how many it wrote from the first on: entries
// seq … seq+n-1 are in the log, the others are not. A store that writes
// them atomically returns 0 or len(es); one that writes them one after
// the other may stop in the middle. err is what stopped it (ErrSeqTaken,
// ErrGenerationGone, or a failure), nil when n == len(es).
type BatchAppender interface {
	AppendBatch(ctx context.Context, thread string, gen Gen, seq int, es []Entry) (n int, err error)
}

// PartReader is implemented by stores whose reads of a log may come in
// parts: the kvstore's first read of a thread gets its snapshot pages in
// the round trip that reads its head, then the entries after them in
// another. EntriesPart returns what Entries would, or a first part of it
// with more == true when the rest is already on its way; the caller then
// calls again from the entry after the part, as soon as it has used the
// part. So a pipeline loading a thread applies the pages while the rest of
// the log travels, instead of waiting for the whole log first.
type PartReader interface {
	EntriesPart(ctx context.Context, thread string, gen Gen, from int) (entries []Entry, more bool, err error)
}

// Confirmer is implemented by stores whose reads may be answered from
// behind, as a replica of a replicated store may: a store whose Entries
// may return fewer entries than were appended before the call. Before the
// pipeline reports a token as never issued (Deanonymize, IsIssued, a
// token kept in model-written text), it reads the entries its view lacks
// with EntriesConfirmed, from the store's source of truth; so a token
// another worker has just issued is never called invented because the
// replica that answered had not heard of it. An unknown token pays that
// read; no other call does.
type Confirmer interface {
	// EntriesConfirmed returns the entries numbered from `from` on as
	// the store's source of truth holds them when it answers: every
	// entry appended before the call, in order and without gaps. It
	// returns ErrGenerationGone when gen is no longer the thread's
	// generation.
	EntriesConfirmed(ctx context.Context, thread string, gen Gen, from int) ([]Entry, error)
}

// ThreadCache is implemented by stores that hold memory for each thread a
// pipeline caches (a thread's head, its watch): the pipeline counts
// ThreadOverhead for every thread it caches, against its one byte budget,
// and calls Release when it stops caching a thread (evicted, forgotten, or
// absent from the store, unless a request's first walk found it so: see
// Begin), after which the store may drop what it holds for it; what it
// holds for a thread absent and left so, it drops in time. A later call on
// the thread must still work: the store loads it again.
type ThreadCache interface {
	// ThreadOverhead is the memory, in bytes, the store holds per thread.
	ThreadOverhead() int
	// Release tells the store that the pipeline no longer caches thread.
	Release(thread string)
}

// MemStoreConfig bounds a MemStore.
type MemStoreConfig struct {
	// MaxThreads is the number of threads kept; beyond it the least
	// recently used is dropped. 0 means 10,000; negative means no bound.
	MaxThreads int
	// IdleTTL is how long an unused thread is kept. 0 means 24 hours;
	// negative means forever.
	IdleTTL time.Duration
	// MaxMessages bounds the message records per thread (a cache). 0
	// means 4,096.
	MaxMessages int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// MemStore is a Store in process memory, for one worker or for tests. It is
// bounded by thread count and idle time.
type MemStore struct {
	cfg     MemStoreConfig
	mu      sync.Mutex
	threads map[string]*list.Element // of *memThread
	lru     *list.List               // front = most recently used
	lastGen Gen
}

type memThread struct {
	id       string
	gen      Gen
	entries  []Entry
	messages map[Digest][]pii.Detection
	used     time.Time
}

// NewMemStore returns an empty store.
func NewMemStore(cfg MemStoreConfig) *MemStore {
	if cfg.MaxThreads == 0 {
		cfg.MaxThreads = 10_000
	}
	if cfg.IdleTTL == 0 {
		cfg.IdleTTL = 24 * time.Hour
	}
	if cfg.MaxMessages <= 0 {
		cfg.MaxMessages = 4096
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &MemStore{cfg: cfg, threads: map[string]*list.Element{}, lru: list.New()}
}

// lookup returns the live thread, dropping it first if it expired, and
// marks it used. The caller holds s.mu.
func (s *MemStore) lookup(thread string) *memThread {
	el, ok := s.threads[thread]
	if !ok {
		return nil
	}
	t := el.Value.(*memThread)
	now := s.cfg.Now()
	if s.cfg.IdleTTL > 0 && now.Sub(t.used) > s.cfg.IdleTTL {
		s.lru.Remove(el)
		delete(s.threads, thread)
		return nil
	}
	t.used = now
	s.lru.MoveToFront(el)
	return t
}

func (s *MemStore) current(thread string, gen Gen) (*memThread, error) {
	t := s.lookup(thread)
	if t == nil || t.gen != gen {
		return nil, ErrGenerationGone
	}
	return t, nil
}

// Open implements Store.
func (s *MemStore) Open(_ context.Context, thread string, create bool) (Head, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.lookup(thread); t != nil {
		return Head{Gen: t.gen, Len: len(t.entries)}, true, nil
	}
	if !create {
		return Head{}, false, nil
	}
	s.lastGen++
	t := &memThread{id: thread, gen: s.lastGen, messages: map[Digest][]pii.Detection{}, used: s.cfg.Now()}
	s.threads[thread] = s.lru.PushFront(t)
	s.evict()
	return Head{Gen: t.gen}, true, nil
}

// HeldHead implements HeldThreads: a MemStore answers every call from
// memory, so it holds every thread it has.
func (s *MemStore) HeldHead(thread string) (Head, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.lookup(thread); t != nil {
		return Head{Gen: t.gen, Len: len(t.entries)}, true
	}
	return Head{}, false
}

func (s *MemStore) evict() {
	for s.cfg.MaxThreads > 0 && s.lru.Len() > s.cfg.MaxThreads {
		el := s.lru.Back()
		s.lru.Remove(el)
		delete(s.threads, el.Value.(*memThread).id)
	}
}

// Entries implements Store.
func (s *MemStore) Entries(_ context.Context, thread string, gen Gen, from int) ([]Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, err := s.current(thread, gen)
	if err != nil {
		return nil, err
	}
	if from < 1 || from > len(t.entries) {
		return nil, nil
	}
	return append([]Entry(nil), t.entries[from-1:]...), nil
}

// Append implements Store.
func (s *MemStore) Append(_ context.Context, thread string, gen Gen, seq int, e Entry) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, err := s.current(thread, gen)
	if err != nil {
		return err
	}
	switch {
	case seq <= len(t.entries):
		return ErrSeqTaken
	case seq > len(t.entries)+1:
		return errors.New("pipeline: entry number skips ahead of the log")
	}
	t.entries = append(t.entries, e)
	return nil
}

// AppendBatch implements BatchAppender: every entry or none.
func (s *MemStore) AppendBatch(_ context.Context, thread string, gen Gen, seq int, es []Entry) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, err := s.current(thread, gen)
	if err != nil {
		return 0, err
	}
	switch {
	case seq <= len(t.entries):
		return 0, ErrSeqTaken
	case seq > len(t.entries)+1:
		return 0, errors.New("pipeline: entry number skips ahead of the log")
	}
	t.entries = append(t.entries, es...)
	return len(es), nil
}

// RecallMessage implements Store.
func (s *MemStore) RecallMessage(_ context.Context, thread string, gen Gen, d Digest) ([]pii.Detection, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, err := s.current(thread, gen)
	if err != nil {
		return nil, false, err
	}
	dets, ok := t.messages[d]
	return dets, ok, nil
}

// RememberMessage implements Store. Records are shared read-only, so the
// slice is copied in.
func (s *MemStore) RememberMessage(_ context.Context, thread string, gen Gen, d Digest, dets []pii.Detection) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, err := s.current(thread, gen)
	if err != nil {
		return err
	}
	if _, ok := t.messages[d]; ok {
		return nil
	}
	if len(t.messages) >= s.cfg.MaxMessages {
		for k := range t.messages { // drop one arbitrary record: it is a cache
			delete(t.messages, k)
			break
		}
	}
	t.messages[d] = append([]pii.Detection(nil), dets...)
	return nil
}

// Forget implements Store.
func (s *MemStore) Forget(_ context.Context, thread string) (Forgotten, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.lookup(thread) // an expired thread is already gone
	if t == nil {
		return Forgotten{}, nil
	}
	s.lru.Remove(s.threads[thread])
	delete(s.threads, thread)
	return Forgotten{Entities: len(t.entries), Messages: len(t.messages)}, nil
}

// Len returns the number of live threads (expired ones may still count
// until touched).
func (s *MemStore) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lru.Len()
}
