package kvstore

import (
	"bytes"
	"context"
	"errors"
	"runtime"
	"strconv"
	"strings"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/pipeline"
)

// Snapshot pages. A thread's log is read, on a worker's first use of the
// thread, from a compacted copy kept beside it: page p of generation g,
// key <t>.<g>.c.<p>, holds entries p·pageEntries+1 onwards, at most
// pageEntries of them, in one encrypted value. The log stays the truth:
// entries are written there first, once, and never change, so a page only
// ever copies a prefix of its range, and a page older than the log (a
// lagging replica, a compaction not done yet) only means more entries to
// read after it. Pages are written in the background, with a
// compare-and-set on their revision and only to grow; the worker that
// appends an entry numbered a multiple of compactEvery schedules one, and
// a worker that had to read that many entries past the pages writes them.
// A first read then costs two round trips, whatever the thread's size:
// the head (from the stream leader) and the pages with the first
// earlyEntries entries (a batched direct get) at once, then the entries
// after the pages (another batched direct get, fewer than compactEvery of
// them unless compaction lags). A thread shorter than earlyEntries is
// whole after the first. On a bucket of one replica the head is read
// first, on its own (witnessedHead), and the pages and first entries of
// the generation it names after it (readGenStart): a round trip more for
// a thread that exists, none of the server's wildcard and JSON work for
// one that does not; beside it for a thread the cache released, whose
// generation the store remembers (evictedGens).
const (
	pageEntries  = 1024
	compactEvery = 32
	// earlyEntries is how many entries the first read asks for beside the
	// pages: a thread with pages does not need them, and each costs the
	// server about as much to send as a page (their stored headers are
	// rewritten six times per reply), so a thread of 16 to 31 entries,
	// which has no page yet, reads the rest of its log in a second round
	// trip instead of every longer thread paying for 32 entries it drops
	// (16: a thread of 8 to 15 entries kept its one round trip, for 8
	// entries more a read).
	earlyEntries = 16
	// maxPageBytes bounds a page's plaintext (the server's default max
	// payload is 1 MiB); a page whose entries do not fit is not written,
	// and the pages stop before it.
	maxPageBytes = 512 << 10
)

func pageKey(name, genTok string, p int) string {
	return name + "." + genTok + ".c." + strconv.Itoa(p)
}

// pages is what a thread's pages hold: entries 1..len(entries), and the
// revision of each page read (0 when absent, the marker's revision when
// it expired), for compare-and-set.
type pages struct {
	entries []pipeline.Entry
	revs    []uint64
}

// readPages reads the pages of generation genTok, or of every generation
// of the thread when genTok is "*" (one batched direct get, so that it can
// run beside the head read), and returns those of each generation as read:
// a dense run from page 0, whose last may be an expiry marker. A server
// without batched gets gives no pages.
func (s *Store) readPages(ctx context.Context, name, genTok string) (map[string][]rawMsg, error) {
	msgs, err := s.multiLast(ctx, []string{name + "." + genTok + ".c.*"})
	if errors.Is(err, errNoBatch) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return denseRuns(msgs, "c", 0, true), nil
}

// readStart reads, in one batched direct get, the snapshot pages of every
// generation of the thread and its entries 1 to earlyEntries: the whole
// log of a thread shorter than that comes in this round trip (a thread
// with pages drops them).
// It returns, by generation, the dense runs of pages (as readPages) and
// of entries from entry 1. A server without batched gets gives nothing.
func (s *Store) readStart(ctx context.Context, name string) (map[string]*startRead, error) {
	msgs, err := s.multiLast(ctx, startKeys(make([]string, 0, 1+earlyEntries), name))
	if errors.Is(err, errNoBatch) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return startReads(msgs), nil
}

// readGenStart reads, in one batched direct get, generation genTok's
// pages and its entries 1 to earlyEntries (literal keys): what readStart
// reads of every generation, for one whose head was read on its own. A
// generation that holds nothing gives an empty read; a server without
// batched gets gives nil (the log is read instead).
func (s *Store) readGenStart(ctx context.Context, name, genTok string) (*startRead, error) {
	keys := make([]string, 0, 1+earlyEntries)
	keys = append(keys, name+"."+genTok+".c.*")
	for n := 1; n <= earlyEntries; n++ {
		keys = append(keys, entryKey(name, genTok, n))
	}
	msgs, err := s.multiLast(ctx, keys)
	if errors.Is(err, errNoBatch) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if r := startReads(msgs)[genTok]; r != nil {
		return r, nil
	}
	return &startRead{gen: genTok}, nil
}

// startKeys appends to keys what readStart asks for: the thread's pages
// (every generation) and its entries 1 to earlyEntries.
func startKeys(keys []string, name string) []string {
	keys = append(keys, name+".*.c.*")
	for n := 1; n <= earlyEntries; n++ {
		keys = append(keys, name+".*.e."+strconv.Itoa(n))
	}
	return keys
}

// startReads sorts the answer to startKeys by generation: the dense runs
// of pages (as readPages) and of entries from entry 1.
func startReads(msgs []rawMsg) map[string]*startRead {
	byGen := map[string]*startRead{}
	of := func(gen string) *startRead {
		r := byGen[gen]
		if r == nil {
			r = &startRead{gen: gen}
			byGen[gen] = r
		}
		return r
	}
	for gen, ms := range denseRuns(msgs, "c", 0, true) {
		of(gen).pages = ms
	}
	for gen, ms := range denseRuns(msgs, "e", 1, false) {
		of(gen).entries = ms
	}
	return byGen
}

// denseRuns sorts the messages of keys "<t>.<gen>.<kind>.<n>" by
// generation, and returns for each the run numbered from first on up to
// the first one missing (or, with keepMarker, the first marker, included
// for its revision; without, excluded).
func denseRuns(msgs []rawMsg, kind string, first int, keepMarker bool) map[string][]rawMsg {
	byGen := map[string][]rawMsg{}
	for _, m := range msgs {
		parts := strings.Split(m.key, ".")
		if len(parts) != 4 || parts[2] != kind {
			continue
		}
		p, err := strconv.Atoi(parts[3])
		p -= first
		if err != nil || p < 0 || p >= len(msgs) {
			continue // beyond what a dense run could reach
		}
		ms := byGen[parts[1]]
		for len(ms) <= p {
			ms = append(ms, rawMsg{})
		}
		ms[p] = m
		byGen[parts[1]] = ms
	}
	for gen, ms := range byGen {
		for p, m := range ms {
			if m.seq == 0 || m.marker {
				end := p
				if m.marker && keepMarker {
					end++ // kept, for its revision
				}
				byGen[gen] = ms[:end]
				break
			}
		}
	}
	return byGen
}

// openPages decrypts and decodes a generation's pages, as readPages
// returned them. A page that fails to decrypt or decode is an error: the
// pipeline fails closed, as for an entry.
func (s *Store) openPages(name, genTok string, msgs []rawMsg) (*pages, error) {
	sealed, err := s.unsealPages(name, genTok, msgs)
	if err != nil {
		return nil, err
	}
	return s.decodePages(sealed)
}

// unsealedPages are a generation's pages decrypted, their headers read:
// enough to know how many entries they cover before decoding them.
type unsealedPages struct {
	plains  [][]byte
	revs    []uint64
	covered int
}

// unsealPages decrypts a generation's pages and reads their headers, up
// to the first partial one (the last a dense run can hold).
func (s *Store) unsealPages(name, genTok string, msgs []rawMsg) (*unsealedPages, error) {
	u := &unsealedPages{}
	for p, m := range msgs {
		u.revs = append(u.revs, m.seq)
		if m.marker {
			break
		}
		plain, _, err := s.keys.open(pageKey(name, genTok, p), m.data)
		if err != nil {
			return nil, s.decryptError("snapshot page", err)
		}
		first, n, err := pageHead(plain)
		if err != nil || first != p*pageEntries+1 || n == 0 {
			return nil, s.decryptError("snapshot page", errCorrupt)
		}
		u.plains = append(u.plains, plain)
		u.covered += n
		if n < pageEntries {
			break // a partial page is the last one
		}
	}
	return u, nil
}

// decodePages decodes unsealed pages. Page p holds entries p·pageEntries+1
// on (unsealPages checked their headers), so each page has its own place
// in the log's slice, and with two processors or more the second half of
// the pages decodes on another goroutine while this one decodes the first
// half: a cold read of 10,000 entries decodes ten pages (about 90 µs
// each) before the pipeline can apply any.
func (s *Store) decodePages(u *unsealedPages) (*pages, error) {
	// Room for the entries read after the pages too (fewer than
	// compactEvery unless compaction lags), so that Entries appends them
	// without copying the log.
	ps := &pages{revs: u.revs, entries: make([]pipeline.Entry, u.covered, u.covered+2*compactEvery)}
	decode := func(from, to int) error {
		for p := from; p < to; p++ {
			lo := p * pageEntries
			hi := min(lo+pageEntries, u.covered)
			// A page holding other than its header's count would not
			// fit its place: appendPage then reallocates, and the
			// lengths differ.
			_, got, err := appendPage(ps.entries[lo:lo:hi], u.plains[p])
			if err != nil {
				return err
			}
			if len(got) != hi-lo {
				return errCorrupt
			}
			s.stats.pagesRead.Add(1)
		}
		return nil
	}
	half := len(u.plains)
	var other error
	done := make(chan struct{})
	if half >= 2 && runtime.GOMAXPROCS(0) >= 2 {
		half = (half + 1) / 2
		go func() {
			defer close(done)
			other = decode(half, len(u.plains))
		}()
	} else {
		close(done)
	}
	err := decode(0, half)
	<-done
	if err = errors.Join(err, other); err != nil {
		return nil, s.decryptError("snapshot page", err)
	}
	return ps, nil
}

// genPages reads and opens the pages of one generation.
func (s *Store) genPages(ctx context.Context, name, genTok string) (*pages, error) {
	all, err := s.readPages(ctx, name, genTok)
	if err != nil {
		return nil, s.kvError("read snapshot pages", err)
	}
	return s.openPages(name, genTok, all[genTok])
}

// compactLater schedules the compaction of a thread's generation in the
// background; entries, when given, are the log from entry 1 on.
func (s *Store) compactLater(t *thread, l *life, entries []pipeline.Entry) {
	t.mu.Lock()
	if l.compacting {
		l.recompact = true // the running job goes on to the new entries
		t.mu.Unlock()
		return
	}
	l.compacting = true
	t.mu.Unlock()
	job := func(ctx context.Context) {
		defer func() {
			t.mu.Lock()
			l.compacting = false
			t.mu.Unlock()
		}()
		// Entries appended while it ran are compacted too, a few rounds
		// at most.
		for range 4 {
			covered, err := s.compact(ctx, t, l, entries)
			if err != nil {
				s.stats.kvErrors.Add(1)
				return
			}
			t.mu.Lock()
			behind := (l.recompact || dueCompaction(l.n, covered)) && !l.dead
			l.recompact = false
			t.mu.Unlock()
			if !behind {
				return
			}
			entries = nil
		}
	}
	select {
	case s.jobs <- job:
	default:
		s.stats.droppedWrites.Add(1)
		t.mu.Lock()
		l.compacting = false
		t.mu.Unlock()
	}
}

// dueCompaction reports whether a log of n entries, whose pages cover
// covered of them, has a multiple of compactEvery past the pages: then the
// pages are grown to the log's end, so that a first read never reads as
// many as compactEvery entries after them unless compaction lags.
func dueCompaction(n, covered int) bool {
	return n/compactEvery > covered/compactEvery
}

// compact writes the pages of the generation up to the end of its log
// (entries, or what it reads after the pages), and returns how many
// entries the pages cover. A page is only ever grown, by a compare-and-set
// on its revision; losing that race means another worker is compacting,
// which is as good.
func (s *Store) compact(ctx context.Context, t *thread, l *life, entries []pipeline.Entry) (int, error) {
	if s.noBatch.Load() {
		return 0, nil
	}
	ps, err := s.genPages(ctx, t.name, l.genTok)
	if err != nil {
		return 0, err
	}
	covered := len(ps.entries)
	if len(entries) <= covered {
		tail, err := s.readEntries(ctx, t.name, l.genTok, covered+1, 0)
		if err != nil {
			return covered, err
		}
		entries = append(ps.entries, tail...)
	}
	if !dueCompaction(len(entries), covered) {
		return covered, nil
	}
	for p := covered / pageEntries; p*pageEntries < len(entries); p++ {
		t.mu.Lock()
		dead := l.dead
		t.mu.Unlock()
		if dead {
			return covered, nil
		}
		lo, hi := p*pageEntries, min((p+1)*pageEntries, len(entries))
		plain := encodePage(lo+1, entries[lo:hi])
		if len(plain) > maxPageBytes {
			return covered, nil // too big to be one value: the pages stop here
		}
		var rev uint64
		if p < len(ps.revs) {
			rev = ps.revs[p]
		}
		key := pageKey(t.name, l.genTok, p)
		_, err := s.put(ctx, key, s.keys.seal(key, plain), rev, "")
		if errors.Is(err, errConflict) {
			return covered, nil
		}
		if err != nil {
			return covered, err
		}
		covered = hi
		s.stats.pagesWritten.Add(1)
		t.mu.Lock()
		l.wrote = true
		dead = l.dead
		t.mu.Unlock()
		if dead {
			s.eraseGeneration(t.name, l.genTok)
			return covered, nil
		}
	}
	return covered, nil
}

// A page's plaintext is a MessagePack array: the number of its first
// entry, the labels it uses, then one array per entry: label index, text,
// role, and for a correction its kind. It is written and read with the encoder's and decoder's
// primitives, without reflection: a first read decodes thousands of
// entries.
func encodePage(first int, entries []pipeline.Entry) []byte {
	var buf bytes.Buffer
	enc := msgpack.NewEncoder(&buf)
	var labels []string
	index := map[string]int{}
	for _, e := range entries {
		if _, ok := index[e.Label]; !ok {
			index[e.Label] = len(labels)
			labels = append(labels, e.Label)
		}
	}
	must(enc.EncodeArrayLen(3))
	must(enc.EncodeInt(int64(first)))
	must(enc.EncodeArrayLen(len(labels)))
	for _, l := range labels {
		must(enc.EncodeString(l))
	}
	must(enc.EncodeArrayLen(len(entries)))
	for _, e := range entries {
		// A correction has a fourth field, its kind, as in its entry
		// (codec.go): a reader that predates corrections fails closed.
		if e.Kind != pipeline.EntrySighting {
			must(enc.EncodeArrayLen(4))
		} else {
			must(enc.EncodeArrayLen(3))
		}
		must(enc.EncodeInt(int64(index[e.Label])))
		must(enc.EncodeString(e.Text))
		must(enc.EncodeUint8(uint8(e.Role)))
		if e.Kind != pipeline.EntrySighting {
			must(enc.EncodeUint8(uint8(e.Kind)))
		}
	}
	return buf.Bytes()
}

func must(err error) {
	if err != nil {
		panic("kvstore: encoding a page: " + err.Error()) // into a bytes.Buffer: cannot fail
	}
}
