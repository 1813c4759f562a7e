package streamstate_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/piighost/piighost-nats/streamstate"
)

// A state is saved at the revision it was loaded at; a second save at the
// same revision loses the race.
func ExampleMemStore() {
	ctx := context.Background()
	s := streamstate.NewMemStore(streamstate.MemConfig{})
	_, rev, _ := s.Load(ctx, "thread-1", "stream-1")
	fmt.Println(s.Save(ctx, "thread-1", "stream-1", streamstate.State{Next: 2}, rev))
	err := s.Save(ctx, "thread-1", "stream-1", streamstate.State{Next: 2}, rev)
	fmt.Println(errors.Is(err, streamstate.ErrConflict))
	// Output:
	// <nil>
	// true
}

// What one stream's continuation seals opens for that stream only.
func ExampleSealer() {
	s, err := streamstate.NewSealer(streamstate.RandomSealKey())
	if err != nil {
		panic(err)
	}
	sealed := s.Seal([]byte("held tail"), []byte("thread-1/stream-1"))
	plain, err := s.Open(sealed, []byte("thread-1/stream-1"))
	fmt.Printf("%s %v\n", plain, err)
	_, err = s.Open(sealed, []byte("thread-1/stream-2"))
	fmt.Println(errors.Is(err, streamstate.ErrSealed))
	// Output:
	// held tail <nil>
	// true
}
