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
// a change only to the workers that subscribed.
//
// Core subscriptions are at most once, so everything that could lose a
// change starts a new watch epoch, in which every cached generation is
// confirmed from the stream leader (its head, and the entry after the last
// known) before it is served again: the connection dropping or
// reconnecting (a status listener), the stream's leader changing (its
// advisory: a new leader republishes what it stores, an old one may have
// stored a change it did not republish), the stream's settings changing
// (its advisory: the republish setting is put back if another program
// removed it, which starts an epoch), and the event queue overflowing. CheckInterval bounds what
// no signal shows (a route between two live servers losing messages).

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
	for _, sub := range s.watch.advisories {
		if err := sub.Unsubscribe(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) && !errors.Is(err, nats.ErrBadSubscription) {
			errs = append(errs, err)
		}
	}
	if s.watch.status != nil {
		s.nc.RemoveStatusListener(s.watch.status)
	}
	return errors.Join(errs...)
}

// newEpoch makes every cached generation be confirmed before its next use.
func (s *Store) newEpoch() {
	s.epoch.Add(1)
	s.stats.resyncs.Add(1)
}

// watchThread subscribes to the thread's head and entries, unless it is
// watched already or no longer registered (released meanwhile).
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
	defer t.mu.Unlock()
	if t.subs != nil {
		return nil
	}
	var subs []*nats.Subscription
	for _, subject := range []string{s.events + metaKey(t.name), s.events + t.name + ".*.e.*"} {
		sub, err := s.nc.ChanSubscribe(subject, s.watch.events)
		if err != nil {
			for _, sub := range subs {
				_ = sub.Unsubscribe()
			}
			return unavailable("watch thread", err)
		}
		subs = append(subs, sub)
	}
	t.subs = subs
	s.stats.watched.Add(1)
	return nil
}

// unwatch ends the thread's watch. The caller holds s.mu.
func (s *Store) unwatch(t *thread) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.subs == nil {
		return
	}
	for _, sub := range t.subs {
		_ = sub.Unsubscribe()
	}
	t.subs = nil
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
		case _, ok := <-s.watch.status:
			if !ok {
				return
			}
			s.newEpoch()
		}
	}
}

func (s *Store) observe(m *nats.Msg) {
	switch m.Subject {
	case s.watch.leader:
		s.newEpoch()
		return
	case s.watch.updated:
		s.restoreRepublish() // a new epoch if the setting was lost
		return
	}
	s.stats.events.Add(1)
	key, ok := strings.CutPrefix(m.Subject, s.events)
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
		s.observeHead(t, m.Header)
		return
	}
	genTok, seqText, ok := strings.Cut(rest, ".e.")
	if !ok || isMarker(m.Header) {
		return
	}
	seq, err := strconv.Atoi(seqText)
	if err != nil {
		return
	}
	t.mu.Lock()
	if l := t.life; l != nil && l.genTok == genTok {
		l.n = max(l.n, seq) // entry seq exists, hence 1..seq
	}
	t.mu.Unlock()
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
		l.checked = time.Time{}
		t.mu.Unlock()
		return
	}
	t.mu.Unlock()
	s.endLife(t, rev)
}

// restoreRepublish puts the bucket's republish setting back when the
// stream lost it (an older worker, or an operator, updated the bucket
// without it), in the background.
func (s *Store) restoreRepublish() {
	job := func(ctx context.Context) {
		info, err := s.stream.Info(ctx)
		if err != nil {
			s.stats.kvErrors.Add(1)
			return
		}
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
