package kvstore

import (
	"context"
	"time"

	"github.com/piighost/piighost-nats/pipeline"
)

// The end of a cold read, settled by the stream leader. A read of the log
// from entry 1 (pages, then the entries after them) is served by any
// replica, which may be behind: it finds entries 1..n and stops at the
// first one missing. The log is dense (section 4 of the package
// documentation: no entry expires while its head lives, and none is
// written twice), so the leader has no entry n+1 exactly when it holds no
// more than n entries. That is one read of a literal key, whose cost on
// the server does not grow with the thread, unlike the last message under
// <t>.*.e.* it replaces, and it is asked for once n is known (when the
// entries after the pages arrive, while the pipeline applies the pages).
// On a replicated bucket the read waits for the answer before it returns
// its last part, and reads from the leader what the leader has beyond n
// (lagging.go): a thread's first read on a worker holds every entry the
// leader held once the read was done, whatever replica answered. On an
// R1 bucket it does not wait: the read was answered by the one server
// that holds the stream (unless a mirror with mirror_direct, or a stream
// being moved, answered it), and the answer raises the length when it
// comes, which the thread's next read reaches.

// settlement is the leader's confirmation of where a read from entry 1
// ended, under way or done.
type settlement struct {
	done chan struct{} // closed once err is set
	err  error
}

// settle asks the stream leader whether entry n+1 of generation l exists,
// in the background, once a read from entry 1 found entries 1..n. An
// entry found there raises the known length to the leader's last entry,
// which the read then gets from the leader (rest); a read that fails
// leaves the generation unconfirmed, so that the next Open checks it from
// the leader.
func (s *Store) settle(t *thread, l *life, n int) *settlement {
	st := &settlement{done: make(chan struct{})}
	t.mu.Lock()
	if l.dead {
		t.mu.Unlock()
		st.err = pipeline.ErrGenerationGone
		close(st.done)
		return st
	}
	l.settling = st.done
	t.mu.Unlock()
	ctx, cancel := context.WithTimeout(s.closing, s.cfg.Timeout)
	go func() {
		defer cancel()
		err := s.confirmEnd(ctx, t, l, n)
		t.mu.Lock()
		if l.settling == st.done {
			l.settling = nil
		}
		if err != nil {
			l.checked = time.Time{}
		}
		t.mu.Unlock()
		st.err = err
		close(st.done)
	}()
	return st
}

// confirmEnd reads entry n+1 of generation l from the stream leader. Absent
// (or an expiry marker, which only a server expiring keys out of order
// could leave there; a refresh handles that hole), the log ends at n;
// present, a replica served the read from behind, and the leader's last
// entry of the generation gives the length.
func (s *Store) confirmEnd(ctx context.Context, t *thread, l *life, n int) error {
	m, err := s.lastMsg(ctx, entryKey(t.name, l.genTok, n+1))
	if err != nil {
		return s.kvError("confirm the thread's length", err)
	}
	if m == nil || m.marker {
		return nil
	}
	s.knowLast(t, l, m)
	return s.probe(ctx, t, l)
}

// settled waits until no confirmation of the thread's length is under
// way, so that the length the store gives is the leader's. The caller
// holds t.mu, which is released while it waits.
func (s *Store) settled(ctx context.Context, t *thread) error {
	for {
		l := t.life
		if l == nil || l.settling == nil {
			return nil
		}
		wait := l.settling
		t.mu.Unlock()
		select {
		case <-wait:
			t.mu.Lock()
		case <-ctx.Done():
			t.mu.Lock()
			return ctx.Err()
		}
	}
}
