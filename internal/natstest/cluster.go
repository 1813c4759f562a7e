package natstest

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Cluster is a JetStream cluster of servers in the test process.
type Cluster struct {
	t       testing.TB
	opts    []*server.Options
	servers []*server.Server
	ports   []int // client ports, kept for restarts

	// proxies carry the routes to each server (RunProxiedCluster), and
	// paused names the servers whose raft traffic they drop.
	proxies  []*routeProxy
	pausedMu sync.Mutex
	paused   map[string]bool
}

// RunCluster starts n JetStream servers in one cluster and waits until
// JetStream has a meta leader that every server follows. Client ports are
// picked by the kernel; route ports too: they are reserved first (routes
// must be known to each server before it starts), and the whole cluster
// starts again on new ones in the unlikely case another process took one
// in between. The servers stop when the test ends.
func RunCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	return runCluster(t, n, false)
}

// RunProxiedCluster is RunCluster with every route connection passing
// through a proxy in the test process, which PauseReplication uses to cut
// a server off the cluster's raft traffic while everything else (its
// clients, the JetStream API, direct gets, routed messages) flows.
func RunProxiedCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	return runCluster(t, n, true)
}

func runCluster(t testing.TB, n int, proxied bool) *Cluster {
	t.Helper()
	var lastErr error
	for range 5 {
		c, err := tryCluster(t, n, proxied)
		if err == nil {
			t.Cleanup(c.stopAll)
			c.WaitJetStream()
			return c
		}
		lastErr = err
	}
	t.Fatal(lastErr)
	return nil
}

func tryCluster(t testing.TB, n int, proxied bool) (*Cluster, error) {
	ports, err := reservePorts(n)
	if err != nil {
		return nil, err
	}
	c := &Cluster{t: t, paused: map[string]bool{}}
	var routes []string
	for _, p := range ports {
		addr := fmt.Sprintf("127.0.0.1:%d", p)
		if proxied {
			px, err := newRouteProxy(addr, c.isPaused)
			if err != nil {
				c.stopAll()
				return nil, err
			}
			c.proxies = append(c.proxies, px)
			addr = px.addr()
		}
		routes = append(routes, "nats://"+addr)
	}
	for i := range n {
		o := &server.Options{
			ServerName: fmt.Sprintf("n%d", i+1),
			Host:       "127.0.0.1", Port: server.RANDOM_PORT,
			JetStream: true, StoreDir: t.TempDir(),
			NoLog: true, NoSigs: true,
			Cluster: server.ClusterOpts{Name: "C", Host: "127.0.0.1", Port: ports[i]},
			Routes:  server.RoutesFromStr(strings.Join(routes, ",")),
		}
		if proxied {
			// Every server is reached through its proxy, also by the
			// servers that learn of it from another (gossip), and
			// frames go uncompressed, so the proxy can read them.
			o.Cluster.Advertise = c.proxies[i].addr()
			o.Cluster.Compression.Mode = server.CompressionOff
		}
		c.opts = append(c.opts, o)
	}
	// Start every server at once: a JetStream cluster waits for its peers.
	errs := make(chan error, n)
	c.servers = make([]*server.Server, n)
	for i, o := range c.opts {
		go func() {
			s, err := start(o)
			c.servers[i] = s
			errs <- err
		}()
	}
	var first error
	for range n {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	if first != nil {
		c.stopAll()
		return nil, first
	}
	for _, s := range c.servers {
		c.ports = append(c.ports, s.Addr().(*net.TCPAddr).Port)
	}
	return c, nil
}

// reservePorts asks the kernel for n free ports, all open at once so they
// differ, then frees them for the servers.
func reservePorts(n int) ([]int, error) {
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// Servers returns the cluster's servers; a stopped one stays in its slot.
func (c *Cluster) Servers() []*server.Server { return c.servers }

// URL lists the client URLs of the running servers, comma-separated.
func (c *Cluster) URL() string {
	var urls []string
	for _, s := range c.servers {
		if s != nil && s.Running() {
			urls = append(urls, s.ClientURL())
		}
	}
	return strings.Join(urls, ",")
}

// Stop stops server i.
func (c *Cluster) Stop(i int) { Stop(c.servers[i]) }

// Restart starts server i again with its name, its data and its cluster
// port, on the client port it had.
func (c *Cluster) Restart(i int) {
	c.t.Helper()
	o := c.opts[i].Clone()
	o.Port = c.ports[i]
	s, err := start(o)
	if err != nil {
		c.t.Fatal(err)
	}
	c.servers[i] = s
}

// WaitJetStream waits until the running servers agree on a JetStream meta
// leader, which sees every other running server as a current peer (else
// it refuses to place a replicated stream: "no suitable peers"), and a
// client can use JetStream through each of them.
func (c *Cluster) WaitJetStream() {
	c.t.Helper()
	Eventually(c.t, "a JetStream meta leader", func() bool {
		for _, s := range c.servers {
			if s == nil || !s.Running() {
				continue
			}
			if !jetStreamAnswers(s.ClientURL()) {
				return false
			}
		}
		return c.metaPeersCurrent()
	})
}

// WaitHealthy waits until every running server reports itself healthy
// (nats-server's /healthz: JetStream current, and every stream and
// consumer it holds a replica of recovered and caught up). A server
// stopped before that may leave the goroutines of the stores it was
// still opening running.
func (c *Cluster) WaitHealthy() {
	c.t.Helper()
	Eventually(c.t, "every server healthy", func() bool {
		for _, s := range c.servers {
			if s == nil || !s.Running() {
				continue
			}
			if h := s.Healthz(nil); h == nil || h.Status != "ok" {
				return false
			}
		}
		return true
	})
}

// metaPeersCurrent reports whether the meta leader sees every other
// running server as a current peer.
func (c *Cluster) metaPeersCurrent() bool {
	leader := c.MetaLeader()
	if leader < 0 {
		return false
	}
	running := 0
	for _, s := range c.servers {
		if s != nil && s.Running() {
			running++
		}
	}
	info, err := c.servers[leader].Jsz(nil)
	if err != nil || info.Meta == nil {
		return false
	}
	current := 0
	for _, p := range info.Meta.Replicas {
		if p.Current && !p.Offline {
			current++
		}
	}
	return current >= running-1
}

func jetStreamAnswers(url string) bool {
	nc, err := nats.Connect(url, nats.Timeout(2*time.Second))
	if err != nil {
		return false
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err = js.AccountInfo(ctx)
	return err == nil
}

func (c *Cluster) stopAll() {
	for _, s := range c.servers {
		if s != nil {
			Stop(s)
		}
	}
	for _, p := range c.proxies {
		p.close()
	}
}

// PauseReplication cuts server i off the cluster's raft traffic (a
// cluster made by RunProxiedCluster): the frames of every raft group sent
// to it or by it are dropped, so the replicas it holds stop applying
// writes, while its clients, the JetStream API and the direct gets it
// answers from its now lagging replicas all go on. Its raft groups miss
// their leaders' heartbeats: after the election timeout (4 to 9 s) they
// stand for election, which nobody hears until ResumeReplication.
func (c *Cluster) PauseReplication(i int) {
	c.t.Helper()
	if c.proxies == nil {
		c.t.Fatal("natstest: PauseReplication needs a cluster from RunProxiedCluster")
	}
	c.pausedMu.Lock()
	defer c.pausedMu.Unlock()
	c.paused[c.opts[i].ServerName] = true
}

// ResumeReplication ends PauseReplication: server i's raft groups hear
// their leaders again and catch up.
func (c *Cluster) ResumeReplication(i int) {
	c.pausedMu.Lock()
	defer c.pausedMu.Unlock()
	delete(c.paused, c.opts[i].ServerName)
}

func (c *Cluster) isPaused(name string) bool {
	c.pausedMu.Lock()
	defer c.pausedMu.Unlock()
	return c.paused[name]
}

// StreamLastSeq returns the last sequence of the replica of stream (in
// the global account) that server i holds, or 0 when it holds none.
func (c *Cluster) StreamLastSeq(i int, stream string) uint64 {
	s := c.servers[i]
	if s == nil || !s.Running() {
		return 0
	}
	acc, err := s.JszAccount(&server.JSzOptions{Account: server.DEFAULT_GLOBAL_ACCOUNT, Streams: true})
	if err != nil {
		return 0
	}
	for _, st := range acc.Streams {
		if st.Name == stream {
			return st.State.LastSeq
		}
	}
	return 0
}

// ServesDirectGets reports whether server i answers the direct gets of
// stream (in the global account): a replica subscribes to them once it is
// nearly current, checked every 2 s, so a new stream's followers join a
// few seconds after its first write.
func (c *Cluster) ServesDirectGets(i int, stream string) bool {
	s := c.servers[i]
	if s == nil || !s.Running() {
		return false
	}
	subs, err := s.Subsz(&server.SubszOptions{Subscriptions: true, Account: server.DEFAULT_GLOBAL_ACCOUNT, Test: "$JS.API.DIRECT.GET." + stream})
	if err != nil {
		return false
	}
	for _, sub := range subs.Subs {
		if sub.Subject == "$JS.API.DIRECT.GET."+stream {
			return true
		}
	}
	return false
}

// StreamLeader returns the index of the running server that leads
// stream (in the global account), or -1 when none does.
func (c *Cluster) StreamLeader(stream string) int {
	for i, s := range c.servers {
		if s != nil && s.Running() && s.JetStreamIsStreamLeader(server.DEFAULT_GLOBAL_ACCOUNT, stream) {
			return i
		}
	}
	return -1
}

// MetaLeader returns the index of the running server that leads the
// JetStream meta group, or -1 when none does.
func (c *Cluster) MetaLeader() int {
	for i, s := range c.servers {
		if s != nil && s.Running() && s.JetStreamIsLeader() {
			return i
		}
	}
	return -1
}

// Eventually polls cond every 20 ms until it holds, failing the test after
// StartTimeout: a condition, not a duration, is what a test waits for.
func Eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(StartTimeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", StartTimeout, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
