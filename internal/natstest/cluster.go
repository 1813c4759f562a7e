package natstest

import (
	"context"
	"fmt"
	"net"
	"strings"
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
}

// RunCluster starts n JetStream servers in one cluster and waits until
// JetStream has a meta leader that every server follows. Client ports are
// picked by the kernel; route ports too: they are reserved first (routes
// must be known to each server before it starts), and the whole cluster
// starts again on new ones in the unlikely case another process took one
// in between. The servers stop when the test ends.
func RunCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	var lastErr error
	for range 5 {
		c, err := tryCluster(t, n)
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

func tryCluster(t testing.TB, n int) (*Cluster, error) {
	ports, err := reservePorts(n)
	if err != nil {
		return nil, err
	}
	var routes []string
	for _, p := range ports {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
	}
	c := &Cluster{t: t}
	for i := range n {
		o := &server.Options{
			ServerName: fmt.Sprintf("n%d", i+1),
			Host:       "127.0.0.1", Port: server.RANDOM_PORT,
			JetStream: true, StoreDir: t.TempDir(),
			NoLog: true, NoSigs: true,
			Cluster: server.ClusterOpts{Name: "C", Host: "127.0.0.1", Port: ports[i]},
			Routes:  server.RoutesFromStr(strings.Join(routes, ",")),
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
// leader and a client can use JetStream through each of them.
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
		return true
	})
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
