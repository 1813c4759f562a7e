package kvstore_test

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/kvstore"
)

// A worker whose server started with it (an embedded one) has the server
// read the newest blocks of the bucket's stream before it takes requests.
func ExampleStore_Warm() {
	dir, err := os.MkdirTemp("", "warm-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: dir, NoLog: true, NoSigs: true})
	if err != nil {
		panic(err)
	}
	go srv.Start()
	defer func() { srv.Shutdown(); srv.WaitForShutdown() }()
	if !srv.ReadyForConnections(10 * time.Second) {
		panic("server not ready")
	}
	nc, err := nats.Connect(srv.ClientURL())
	if err != nil {
		panic(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		panic(err)
	}
	keys, err := kvstore.NewKeyring("k1", "k1", map[string][]byte{"k1": make([]byte, 32)})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	st, err := kvstore.New(ctx, js, kvstore.Config{Keys: keys})
	if err != nil {
		panic(err)
	}
	defer st.Close()

	reads, err := st.Warm(ctx, 64<<20) // the newest 64 MiB at most
	fmt.Println(err == nil, reads <= 128)
	// Output: true true
}
