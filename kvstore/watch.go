package kvstore

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Watching. The bucket's stream republishes every change it stores,
// headers only, under _piighost.kv.<bucket>.<key> (a stream setting, so
// the server does it after storing, once, whoever wrote). A store
// subscribes, for each thread in use, to its head and to its entries:
//
//	_piighost.kv.<bucket>.<t>.m
//	_piighost.kv.<bucket>.<t>.*.e.*
//
// so a worker hears the changes of the threads it uses and of no other,
// and stops hearing a thread when it no longer uses it (a core
// unsubscription: no consumer to update, no API call). The server delivers
// a change only to the workers that subscribed. Past Config.ThreadWatches
// threads in use, one subscription to _piighost.kv.<bucket>.> replaces
// them: the store then hears every change of the bucket (pages, message
// records and stream states included), drops those of threads it does not
// cache, and confirms its cached threads all at once (confirm.go).
//
// Core subscriptions are at most once, so everything that could lose a
// change starts a new watch epoch, in which every cached generation is
// confirmed from the stream leader (its head, and the entry after the last
// known) before it is served again: the connection dropping or
// reconnecting (a status listener), the stream's leader changing (its
// advisory: a new leader republishes what it stores, an old one may have
// stored a change it did not republish), the stream's settings changing
// (its advisory: the republish setting is put back if another program
// removed it, which starts an epoch), and the event queue overflowing.
// CheckInterval bounds what no signal shows (a route between two live
// servers losing messages).

// eventQueue is the capacity of a store's event queue.
const eventQueue = 1 << 16

// watcher is a store's watch: one queue for every subscription, the
// status listener, the advisory subscriptions.
type watcher struct {
	events     chan *nats.Msg
	status     chan nats.Status
	advisories []*nats.Subscription
	leader     string // the leader-elected advisory subject
	updated    string // the stream-updated advisory subject
	// bucket holds the subscription to every change of the bucket while
	// more than Config.ThreadWatches threads are in use; nil while each
	// thread in use has its own. Guarded by the store's mu.
	bucket []*nats.Subscription
}

func eventsPrefix(bucket string) string { return "_piighost.kv." + bucket + "." }

// republish is the bucket's republish setting.
func republish(bucket string) *jetstream.RePublish {
	return &jetstream.RePublish{Source: "$KV." + bucket + ".>", Destination: eventsPrefix(bucket) + ">", HeadersOnly: true}
}

// startWatch subscribes to the stream's advisories and the connection's
// status, and starts the goroutines that apply them and the events.
func (s *Store) startWatch() error {
	w := &s.watch
	w.events = make(chan *nats.Msg, eventQueue)
	stream := "KV_" + s.cfg.Bucket
	w.leader = "$JS.EVENT.ADVISORY.STREAM.LEADER_ELECTED." + stream
	w.updated = "$JS.EVENT.ADVISORY.STREAM.UPDATED." + stream
	for _, subject := range []string{w.leader, w.updated} {
		sub, err := s.nc.ChanSubscribe(subject, w.events)
		if err != nil {
			s.stopWatch()
			return unavailable("watch the bucket's stream", err)
		}
		w.advisories = append(w.advisories, sub)
	}
	w.status = s.nc.StatusChanged(nats.CONNECTED, nats.RECONNECTING, nats.DISCONNECTED)
	s.wg.Add(2)
	go s.applyEvents()
	go s.applyStatus()
	return nil
}

// stopWatch ends the subscriptions and the status listener; the
// goroutines end with Close's quit.
func (s *Store) stopWatch() error {
	var errs []error
	s.mu.Lock()
	subs := append(append([]*nats.Subscription(nil), s.watch.bucket...), s.watch.advisories...)
	s.watch.bucket = nil
	s.mu.Unlock()
	for _, sub := range subs {
		if err := sub.Unsubscribe(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) && !errors.Is(err, nats.ErrBadSubscription) {
			errs = append(errs, err)
		}
	}
	if s.watch.status != nil {
		s.nc.RemoveStatusListener(s.watch.status)
	}
	return errors.Join(errs...)
}

// newEpoch makes every cached generation be confirmed before its next use
// (by its own requests: a store-wide confirmation starts a new recording
// in the new epoch, which covers a thread once it was confirmed again).
func (s *Store) newEpoch() {
	s.epoch.Add(1)
	s.stats.resyncs.Add(1)
	s.track.wake()
}

// watchThread makes the thread's changes heard, unless it is watched
// already or no longer registered (released meanwhile): by subscriptions
// to its head and entries, or, past ThreadWatches threads, by the whole
// bucket's.
func (s *Store) watchThread(t *thread) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed.Load() {
		return unavailable("use thread", ErrClosed)
	}
	if s.threads[t.id] != t {
		return nil // released: this call goes on unwatched, the next one reloads
	}
	t.mu.Lock()
	watched := t.watched
	t.mu.Unlock()
	if watched {
		return nil
	}
	if s.watch.bucket == nil && s.cfg.ThreadWatches >= 0 && s.stats.watched.Load() >= int64(s.cfg.ThreadWatches) {
		if err := s.watchBucket(); err != nil {
			return err
		}
	}
	var own []*nats.Subscription
	if s.watch.bucket == nil {
		var err error
		if own, err = s.subscribe(threadSubjects(s.events, t.name)...); err != nil {
			return unavailable("watch thread", err)
		}
	}
	t.mu.Lock()
	t.subs, t.watched = own, true
	t.mu.Unlock()
	s.stats.watched.Add(1)
	return nil
}

// threadSubjects are the republished changes of one thread's head and
// entries.
func threadSubjects(events, name string) []string {
	return []string{events + metaKey(name), events + name + ".*.e.*"}
}

// bucketSubjects are every republished change of the bucket: those of
// every thread's head and entries, which it applies, and the others
// (snapshot pages, message records, stream states), which only tell the
// store-wide confirmation that their sequences were heard (confirm.go).
func bucketSubjects(events string) []string {
	return []string{events + ">"}
}

// subscribe subscribes the event queue to subjects, all or none.
func (s *Store) subscribe(subjects ...string) ([]*nats.Subscription, error) {
	subs := make([]*nats.Subscription, 0, len(subjects))
	for _, subject := range subjects {
		sub, err := s.nc.ChanSubscribe(subject, s.watch.events)
		if err != nil {
			unsubscribe(subs)
			return nil, err
		}
		subs = append(subs, sub)
	}
	return subs, nil
}

func unsubscribe(subs []*nats.Subscription) {
	for _, sub := range subs {
		_ = sub.Unsubscribe()
	}
}

// watchBucket replaces the threads' own subscriptions by one for the whole
// bucket. The new one is made before the old ones end, but a change the
// server matched to an old one alone may still reach this client after it
// dropped it: a new epoch has every cached generation confirmed. The
// caller holds s.mu.
func (s *Store) watchBucket() error {
	subs, err := s.subscribe(bucketSubjects(s.events)...)
	if err != nil {
		return unavailable("watch the bucket", err)
	}
	s.watch.bucket = subs
	for _, t := range s.threads {
		t.mu.Lock()
		own := t.subs
		t.subs = nil
		t.mu.Unlock()
		unsubscribe(own)
	}
	s.newEpoch()
	s.stats.watchSwitches.Add(1)
	return nil
}

// settleWatch goes back to watching each thread by its own subscriptions
// once the threads in use have fallen to half of ThreadWatches (the gap
// keeps a store near the limit from switching at every thread); as in
// watchBucket, a new epoch covers the switch. A failed subscription leaves
// the bucket watched. The caller holds s.mu.
func (s *Store) settleWatch() {
	if s.watch.bucket == nil || s.closed.Load() || s.stats.watched.Load() > int64(s.cfg.ThreadWatches/2) {
		return
	}
	subs := map[*thread][]*nats.Subscription{}
	for _, t := range s.threads {
		t.mu.Lock()
		watched := t.watched
		t.mu.Unlock()
		if !watched {
			continue
		}
		own, err := s.subscribe(threadSubjects(s.events, t.name)...)
		if err != nil {
			for _, own := range subs {
				unsubscribe(own)
			}
			return
		}
		subs[t] = own
	}
	for t, own := range subs {
		t.mu.Lock()
		t.subs = own
		t.mu.Unlock()
	}
	unsubscribe(s.watch.bucket)
	s.watch.bucket = nil
	s.newEpoch()
	s.stats.watchSwitches.Add(1)
}

// unwatch ends the thread's watch. The caller holds s.mu, and calls
// settleWatch when done.
func (s *Store) unwatch(t *thread) {
	t.mu.Lock()
	if !t.watched {
		t.mu.Unlock()
		return
	}
	own := t.subs
	t.subs, t.watched = nil, false
	t.mu.Unlock()
	unsubscribe(own)
	s.stats.watched.Add(-1)
}

// applyEvents applies events until Close.
func (s *Store) applyEvents() {
	defer s.wg.Done()
	for {
		select {
		case <-s.quit:
			return
		case m := <-s.watch.events:
			// The queue was full when this event was taken, or is about to
			// be: some may have been dropped.
			if len(s.watch.events) >= cap(s.watch.events)-1 {
				s.newEpoch()
			}
			s.observe(m)
		}
	}
}

// applyStatus starts a new epoch whenever the connection drops, is
// reconnecting or is back: changes published meanwhile were not heard.
func (s *Store) applyStatus() {
	defer s.wg.Done()
	for {
		select {
		case <-s.quit:
			return
		case st, ok := <-s.watch.status:
			if !ok {
				return
			}
			s.newEpoch()
			// The stream's settings may have changed unheard: read them
			// again once connected.
			s.doubtReplicas()
			if st == nats.CONNECTED {
				s.restoreRepublish()
			}
		}
	}
}

func (s *Store) observe(m *nats.Msg) {
	switch m.Subject {
	case s.watch.leader:
		s.newEpoch()
		return
	case s.watch.updated:
		s.doubtReplicas()    // until the settings are read again
		s.restoreRepublish() // a new epoch if the setting was lost
		return
	}
	s.stats.events.Add(1)
	s.applyChange(m.Subject, m.Header)
	if s.track.recording.Load() {
		if seq, err := strconv.ParseUint(m.Header.Get(jetstream.SequenceHeader), 10, 64); err == nil {
			s.track.heard(seq) // once applied
		}
	}
}

// applyChange applies a change of the bucket, heard or fetched, to the
// thread it belongs to, if this store holds it.
func (s *Store) applyChange(subject string, h nats.Header) {
	key, ok := strings.CutPrefix(subject, s.events)
	if !ok {
		return
	}
	name, rest, ok := strings.Cut(key, ".")
	if !ok {
		return
	}
	s.mu.RLock()
	t := s.byName[name]
	s.mu.RUnlock()
	if t == nil {
		return
	}
	if rest == "m" {
		s.observeHead(t, h)
		return
	}
	genTok, seqText, ok := strings.Cut(rest, ".e.")
	if !ok || isMarker(h) {
		return
	}
	seq, err := strconv.Atoi(seqText)
	if err != nil {
		return
	}
	t.mu.Lock()
	if l := t.life; l != nil && l.genTok == genTok {
		l.n = max(l.n, seq) // entry seq exists, hence 1..seq
	} else {
		t.heardAhead(genTok, seq)
	}
	t.mu.Unlock()
}

// aheadEntries are entries heard while the thread's generation being
// read was not installed yet (or another was cached): install applies
// them, so that a change heard between a load's reads and its install is
// not lost to a store-wide confirmation, which counts it as heard.
type aheadEntries struct {
	gen   string
	n     int
	mixed bool // entries of several generations were heard
}

// heardAhead keeps entry seq of generation genTok for install. The
// caller holds t.mu.
func (t *thread) heardAhead(genTok string, seq int) {
	switch a := t.ahead; {
	case a == nil:
		t.ahead = &aheadEntries{gen: genTok, n: seq}
	case a.gen == genTok:
		a.n = max(a.n, seq)
	default:
		a.mixed = true
	}
}

// applyAhead applies to l, being installed, the entries heard ahead of
// it; heard under several generations, they make it stale (its own check
// asks the leader where its log ends). The caller holds t.mu.
func (t *thread) applyAhead(l *life) {
	a := t.ahead
	t.ahead = nil
	switch {
	case a == nil:
	case a.mixed:
		l.stale = true
	case a.gen == l.genTok:
		l.n = max(l.n, a.n)
	}
}

// observeHead applies a change of a thread's head. The event carries
// headers only: a purge or an expiry ends the cached generation at once;
// any other change newer than the cached head (a refresh, or another
// generation) has the head confirmed from the leader at the next use.
func (s *Store) observeHead(t *thread, h nats.Header) {
	rev, err := strconv.ParseUint(h.Get(jetstream.SequenceHeader), 10, 64)
	if err != nil {
		return
	}
	t.mu.Lock()
	t.fence = max(t.fence, rev)
	l := t.life
	if l == nil || rev <= l.metaRev {
		t.mu.Unlock()
		return
	}
	if !isMarker(h) {
		l.checked, l.stale = time.Time{}, true
		t.mu.Unlock()
		return
	}
	t.mu.Unlock()
	s.endLife(t, rev)
}

// restoreRepublish reads the stream's settings again, in the background:
// it puts the bucket's republish setting back when the stream lost it (an
// older worker, or an operator, updated the bucket without it), and
// learns how many replicas the stream has.
func (s *Store) restoreRepublish() {
	job := func(ctx context.Context) {
		doubts := s.replicaDoubtsNow()
		info, err := s.stream.Info(ctx)
		if err != nil {
			s.stats.kvErrors.Add(1)
			return
		}
		s.learnReplicas(doubts, info.Config.Replicas)
		want := republish(s.cfg.Bucket)
		if got := info.Config.RePublish; got != nil && *got == *want {
			return
		}
		cfg := info.Config
		cfg.RePublish = want
		if _, err := s.js.UpdateStream(ctx, cfg); err != nil {
			s.stats.kvErrors.Add(1)
			return
		}
		s.newEpoch()
	}
	select {
	case s.jobs <- job:
	default:
		s.stats.droppedWrites.Add(1)
	}
}
