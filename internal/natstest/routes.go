package natstest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net"
	"strconv"
	"sync"
)

// routeProxy forwards the route connections a cluster's servers open to
// one server, frame by frame (the route protocol: control lines, and
// RMSG/HMSG frames with their payloads), so that it can drop the raft
// frames ($NRG.…) sent to or by a server whose replication is paused:
// that server keeps its routes, its clients, its API and its direct gets,
// and stops receiving the writes its replicas should apply.
type routeProxy struct {
	ln     net.Listener
	target string // the server's cluster address
	paused func(name string) bool

	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	closed bool
	wg     sync.WaitGroup
}

func newRouteProxy(target string, paused func(string) bool) (*routeProxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &routeProxy{ln: ln, target: target, paused: paused, conns: map[net.Conn]struct{}{}}
	p.wg.Add(1)
	go p.accept()
	return p, nil
}

// addr is where servers reach the proxied server's routes.
func (p *routeProxy) addr() string { return p.ln.Addr().String() }

func (p *routeProxy) accept() {
	defer p.wg.Done()
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		out, err := net.Dial("tcp", p.target)
		if err != nil {
			in.Close() // the server is down: the soliciting one retries
			continue
		}
		if !p.track(in, out) {
			in.Close()
			out.Close()
			return
		}
		// Each direction learns the name of the server that sends on it
		// from the first INFO it carries; a frame is dropped when either
		// end is paused.
		var names [2]string
		var namesMu sync.Mutex
		name := func(i int) string {
			namesMu.Lock()
			defer namesMu.Unlock()
			return names[i]
		}
		learn := func(i int, n string) {
			namesMu.Lock()
			defer namesMu.Unlock()
			if names[i] == "" {
				names[i] = n
			}
		}
		p.wg.Add(2)
		go p.pump(out, in, func(n string) { learn(0, n) }, func() bool { return p.paused(name(0)) || p.paused(name(1)) })
		go p.pump(in, out, func(n string) { learn(1, n) }, func() bool { return p.paused(name(0)) || p.paused(name(1)) })
	}
}

func (p *routeProxy) track(conns ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return false
	}
	for _, c := range conns {
		p.conns[c] = struct{}{}
	}
	return true
}

// untrack closes conns and forgets them.
func (p *routeProxy) untrack(conns ...net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range conns {
		c.Close()
		delete(p.conns, c)
	}
}

// pump copies the frames read from src to dst until either end closes,
// then closes both.
func (p *routeProxy) pump(dst, src net.Conn, sender func(string), drop func() bool) {
	defer p.wg.Done()
	defer p.untrack(src, dst)
	r := bufio.NewReaderSize(src, 64<<10)
	w := bufio.NewWriterSize(dst, 64<<10)
	for {
		frame, err := readFrame(r)
		if err != nil {
			return
		}
		if n := infoName(frame); n != "" {
			sender(n)
		}
		if !(raftFrame(frame) && drop()) {
			if _, err := w.Write(frame); err != nil {
				return
			}
		}
		if r.Buffered() == 0 {
			if err := w.Flush(); err != nil {
				return
			}
		}
	}
}

// readFrame reads one protocol line and, for a message, its payload.
func readFrame(r *bufio.Reader) ([]byte, error) {
	line, err := r.ReadBytes('\n')
	if err != nil {
		return nil, err
	}
	op, args := splitOp(line)
	switch op {
	case "RMSG", "HMSG", "LMSG":
		fields := bytes.Fields(args)
		if len(fields) == 0 {
			return nil, errors.New("natstest: malformed route message")
		}
		size, err := strconv.Atoi(string(fields[len(fields)-1]))
		if err != nil || size < 0 {
			return nil, errors.New("natstest: malformed route message size")
		}
		frame := make([]byte, len(line)+size+2)
		copy(frame, line)
		if _, err := io.ReadFull(r, frame[len(line):]); err != nil {
			return nil, err
		}
		return frame, nil
	}
	return line, nil
}

func splitOp(line []byte) (string, []byte) {
	line = bytes.TrimRight(line, "\r\n")
	op, args, _ := bytes.Cut(line, []byte(" "))
	return string(bytes.ToUpper(op)), args
}

// infoName returns the server name an INFO line announces, or "".
func infoName(frame []byte) string {
	op, args := splitOp(frame)
	if op != "INFO" {
		return ""
	}
	var info struct {
		Name string `json:"server_name"`
	}
	if json.Unmarshal(args, &info) != nil {
		return ""
	}
	return info.Name
}

// raftFrame reports whether frame is a message on a raft subject: the
// subject is the first argument on a route dedicated to one account (the
// system account's, which raft uses), the second after the account on a
// pooled one.
func raftFrame(frame []byte) bool {
	op, args := splitOp(frame)
	if op != "RMSG" && op != "HMSG" {
		return false
	}
	fields := bytes.Fields(args)
	for i := 0; i < len(fields) && i < 2; i++ {
		if bytes.HasPrefix(fields[i], []byte("$NRG.")) {
			return true
		}
	}
	return false
}

// close stops accepting and ends every connection.
func (p *routeProxy) close() {
	p.mu.Lock()
	p.closed = true
	for c := range p.conns {
		c.Close()
	}
	p.mu.Unlock()
	p.ln.Close()
	p.wg.Wait()
}
