package service

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"

	"github.com/piighost/piighost-nats/wire"
)

// Thread affinity. Every worker of a prefix says it is there on
// wire.PresenceSubject every presenceEvery, and hears the others; among
// the workers heard within presenceExpiry, assign gives each partition an
// owner (each worker at most ⌈256/W⌉ of them, and a worker joining or
// leaving moves little more than its own share), and that worker alone
// subscribes to the partition's subjects. The requests of one
// thread then reach the worker that caches it, and each worker caches
// about 1/W of the threads. While a partition has no subscriber (its
// owner gone, before the others notice), its requests find no responder
// and clients send them again on the plain subject, which every worker
// serves; two owners at once (a worker that has not heard a newcomer
// yet) share the partition's requests in the queue group. Either way a
// request is served: any worker can serve any thread, affinity only
// saves the cache.

const (
	presenceEvery  = time.Second
	presenceExpiry = 3*presenceEvery + presenceEvery/2
)

// affinity keeps this worker subscribed to the partitions it owns.
type affinity struct {
	s        *Service
	id       string
	subject  string
	eps      map[string]*endpoint // by channel
	presence *nats.Subscription
	quit     chan struct{}
	done     chan struct{}
	halted   sync.Once

	mu    sync.Mutex
	peers map[string]time.Time // other workers, by id: when last heard
	owned map[int]*nats.Subscription
}

// startAffinity announces this worker, subscribes to the others'
// presence and to the partitions it owns meanwhile.
func (s *Service) startAffinity() error {
	id := make([]byte, 8)
	_, _ = rand.Read(id)
	a := &affinity{s: s, id: hex.EncodeToString(id), subject: wire.PresenceSubject(s.cfg.Worker.Prefix),
		eps: map[string]*endpoint{}, quit: make(chan struct{}), done: make(chan struct{}),
		peers: map[string]time.Time{}, owned: map[int]*nats.Subscription{}}
	for _, ep := range s.endpoints {
		a.eps[string(ep.ch)] = ep
	}
	sub, err := s.nc.Subscribe(a.subject, a.heard)
	if err != nil {
		return err
	}
	a.presence = sub
	s.affinity = a
	a.mu.Lock()
	a.rebalance()
	a.mu.Unlock()
	go a.loop()
	return a.say(wire.PresenceHello)
}

// say publishes this worker's presence message of kind.
func (a *affinity) say(kind string) error {
	m := nats.NewMsg(a.subject)
	m.Data = []byte(a.id)
	m.Header.Set(wire.HeaderPresence, kind)
	return a.s.nc.PublishMsg(m)
}

// heard records another worker's presence message.
func (a *affinity) heard(m *nats.Msg) {
	id := string(m.Data)
	if id == a.id || id == "" {
		return
	}
	kind := m.Header.Get(wire.HeaderPresence)
	a.mu.Lock()
	_, known := a.peers[id]
	if kind == wire.PresenceLeave {
		delete(a.peers, id)
	} else {
		a.peers[id] = time.Now()
	}
	if known != (kind != wire.PresenceLeave) {
		a.rebalance()
	}
	a.mu.Unlock()
	if kind == wire.PresenceHello {
		_ = a.say(wire.PresenceHere) // so the newcomer knows at once
	}
}

// loop says this worker is there every presenceEvery and forgets the
// workers not heard within presenceExpiry, until stop.
func (a *affinity) loop() {
	defer close(a.done)
	tick := time.NewTicker(presenceEvery)
	defer tick.Stop()
	for {
		select {
		case <-a.quit:
			return
		case now := <-tick.C:
			_ = a.say(wire.PresenceHere)
			a.mu.Lock()
			gone := false
			for id, at := range a.peers {
				if now.Sub(at) > presenceExpiry {
					delete(a.peers, id)
					gone = true
				}
			}
			if gone {
				a.rebalance()
			}
			a.mu.Unlock()
		}
	}
}

// rebalance subscribes to the partitions this worker owns now and
// unsubscribes from the others (draining what they hold). The caller
// holds a.mu.
func (a *affinity) rebalance() {
	ids := make([]string, 0, len(a.peers)+1)
	ids = append(ids, a.id)
	for id := range a.peers {
		ids = append(ids, id)
	}
	owners := assign(ids, wire.ThreadPartitions)
	for part, who := range owners {
		mine := who == a.id
		sub, has := a.owned[part]
		switch {
		case mine && !has:
			sub, err := a.s.nc.QueueSubscribe(wire.PartitionPrefix(a.s.cfg.Worker.Prefix, part)+">", a.s.cfg.Worker.QueueGroup, a.deliver)
			if err != nil {
				a.s.log.Warn("partition not served here: its requests go to the plain subjects", "partition", part, "err", err)
				continue
			}
			a.owned[part] = sub
		case !mine && has:
			_ = sub.Drain()
			delete(a.owned, part)
		}
	}
	a.s.m.partitions.Set(float64(len(a.owned)))
}

// assign gives each of n partitions an owner among ids by rendezvous
// hashing with bounded loads: every (partition, worker) pair has a score,
// and going down the pairs from the highest score, a partition goes to the
// worker of the pair unless it has an owner already or the worker owns
// ⌈n/len(ids)⌉. Every worker that computes it from the same ids gets the
// same owners, whatever the order of ids; no worker owns more than
// ⌈n/len(ids)⌉, where plain rendezvous hashing now and then leaves one of
// four workers a third of the partitions; and a worker joining or leaving
// moves little more than its own share (TestAJoiningWorkerMovesAboutItsShare).
func assign(ids []string, n int) []string {
	owners := make([]string, n)
	if len(ids) == 0 {
		return owners
	}
	type pair struct {
		score uint64
		part  int
		id    string
	}
	pairs := make([]pair, 0, n*len(ids))
	for _, id := range ids {
		for part := range n {
			pairs = append(pairs, pair{score(id, part), part, id})
		}
	}
	slices.SortFunc(pairs, func(x, y pair) int {
		if c := cmp.Compare(y.score, x.score); c != 0 {
			return c
		}
		if c := strings.Compare(x.id, y.id); c != 0 {
			return c
		}
		return cmp.Compare(x.part, y.part)
	})
	limit := (n + len(ids) - 1) / len(ids)
	load := make(map[string]int, len(ids))
	left := n
	for _, p := range pairs {
		if owners[p.part] != "" || load[p.id] == limit {
			continue
		}
		owners[p.part] = p.id
		load[p.id]++
		if left--; left == 0 {
			break
		}
	}
	return owners
}

// score is the rendezvous hash of worker id and partition part.
func score(id string, part int) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(id))
	_, _ = h.Write([]byte{0})
	_, _ = h.Write([]byte(strconv.Itoa(part)))
	return mix(h.Sum64())
}

// mix spreads the bits of a hash (SplitMix64's finaliser): FNV's high
// bits vary little with the last bytes.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// deliver serves a request that came on a partition's subject as its
// channel's endpoint serves those of the plain subject.
func (a *affinity) deliver(m *nats.Msg) {
	// "<prefix>.p.<part>.<channel>"
	rest := strings.TrimPrefix(m.Subject, a.s.cfg.Worker.Prefix+"."+wire.PartitionToken+".")
	if i := strings.IndexByte(rest, '.'); i >= 0 {
		rest = rest[i+1:]
	}
	ep := a.eps[rest]
	if ep == nil {
		if m.Reply != "" {
			_ = m.Respond(nil) // no such channel: an empty reply, so the caller fails at once instead of waiting
		}
		return
	}
	ep.handle(m.Data, micro.Headers(m.Header), m.Reply)
}

// halt ends the presence loop: a worker that stops says nothing more.
func (a *affinity) halt() {
	if a == nil {
		return
	}
	a.halted.Do(func() { close(a.quit) })
	<-a.done
}

// stop says this worker leaves, so that the others take its partitions
// at once, and drains its partitions' subscriptions.
func (a *affinity) stop() {
	if a == nil {
		return
	}
	a.halt()
	_ = a.say(wire.PresenceLeave)
	_ = a.presence.Unsubscribe()
	a.mu.Lock()
	defer a.mu.Unlock()
	for part, sub := range a.owned {
		_ = sub.Drain()
		delete(a.owned, part)
	}
	a.s.m.partitions.Set(0)
}
