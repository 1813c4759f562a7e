package kvstore

import (
	"context"
	"testing"
	"time"
)

// TestAThreadFoundAbsentAndLeftSoIsDroppedInTime: a thread a read found
// absent, which the pipeline keeps for the creation that follows (a
// request's first walk), stays watched until that creation; left so, the
// sweep drops it once unused for CheckInterval, and a created thread
// unused as long is only unwatched.
func TestAThreadFoundAbsentAndLeftSoIsDroppedInTime(t *testing.T) {
	t.Parallel()
	ctx, st := storeSweptHourly(t, "kvstore-absent")
	for _, id := range []string{"left", "created"} {
		if _, ok, err := st.Open(ctx, id, false); err != nil || ok {
			t.Fatalf("open %s: %v %v", id, ok, err)
		}
	}
	if _, ok, err := st.Open(ctx, "created", true); err != nil || !ok {
		t.Fatalf("create: %v %v", ok, err)
	}
	if n := st.Stats().Watched; n != 2 {
		t.Fatalf("%d threads watched, want both", n)
	}
	st.mu.Lock()
	st.unwatchIdle(time.Now().Add(2 * time.Hour))
	_, left := st.threads["left"]
	_, created := st.threads["created"]
	st.mu.Unlock()
	if left || !created {
		t.Errorf("after the sweep: the absent thread held %v (want false), the created one %v (want true)", left, created)
	}
	if n := st.Stats().Watched; n != 0 {
		t.Errorf("%d threads watched after the sweep, want none", n)
	}
}

// TestThreadsFoundAbsentAreHeldNoMoreThanTheStoreRemembers: past the
// threads found absent the store remembers, the record of one it forgets
// is dropped, unless it was created since.
func TestThreadsFoundAbsentAreHeldNoMoreThanTheStoreRemembers(t *testing.T) {
	t.Parallel()
	ctx, st := storeSweptHourly(t, "kvstore-absent-bound")
	st.absent.max = 2
	held := func() int {
		st.mu.Lock()
		defer st.mu.Unlock()
		return len(st.threads)
	}
	for i, id := range []string{"a", "b", "c", "d"} {
		if _, ok, err := st.Open(ctx, id, false); err != nil || ok {
			t.Fatalf("open %s: %v %v", id, ok, err)
		}
		if want := min(i+1, 2); held() != want {
			t.Fatalf("after %d threads found absent, %d held, want %d", i+1, held(), want)
		}
	}
	if _, ok, err := st.Open(ctx, "e", true); err != nil || !ok {
		t.Fatalf("create: %v %v", ok, err)
	}
	if _, ok, err := st.Open(ctx, "f", false); err != nil || ok {
		t.Fatalf("open f: %v %v", ok, err)
	}
	if n := held(); n < 3 {
		t.Errorf("%d threads held, want the created one kept beside those found absent", n)
	}
}

// storeSweptHourly returns a store on a server of its own whose sweep
// runs only when a test calls it, and a context that ends with the test.
func storeSweptHourly(t *testing.T, bucket string) (context.Context, *Store) {
	t.Helper()
	_, js, kr := serverWithKeys(t, bucket)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	st, err := New(ctx, js, Config{Keys: kr, CheckInterval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return ctx, st
}
