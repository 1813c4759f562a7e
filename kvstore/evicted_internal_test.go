package kvstore

import (
	"strconv"
	"testing"
)

// TestTheGenerationsOfReleasedThreadsAreBounded: the store remembers the
// generation of at most its bound of released threads, forgetting one to
// make room for another, and hands each out once.
func TestTheGenerationsOfReleasedThreadsAreBounded(t *testing.T) {
	t.Parallel()
	e := newEvictedGens()
	e.max = 4
	for i := range 10 {
		e.note("thread-"+strconv.Itoa(i), uint64(100+i))
	}
	if n := len(e.m); n != 4 {
		t.Fatalf("%d generations remembered, want the bound, 4", n)
	}
	if gen, ok := e.take("thread-9"); !ok || gen != 109 {
		t.Fatalf("the last thread noted gives %d %v, want 109", gen, ok)
	}
	if _, ok := e.take("thread-9"); ok {
		t.Fatal("a generation taken is handed out again")
	}
	e.note("thread-9", 200)
	e.note("thread-9", 201)
	if gen, ok := e.take("thread-9"); !ok || gen != 201 {
		t.Fatalf("a thread noted twice gives %d %v, want its last generation, 201", gen, ok)
	}
}
