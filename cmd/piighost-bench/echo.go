package main

import (
	"runtime"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// echoResponder answers every request under its prefix with the request
// itself, decoded and re-encoded as msgpack: what any service on this
// server must at least do, so the physical limit a worker is measured
// against. It runs as many queue subscriptions as the worker runs
// handlers by default, on a connection of its own.
type echoResponder struct {
	nc   *nats.Conn
	subs []*nats.Subscription
}

func startEcho(url, prefix string) (*echoResponder, error) {
	nc, err := nats.Connect(url, nats.Name("piighost-bench-echo"))
	if err != nil {
		return nil, err
	}
	e := &echoResponder{nc: nc}
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		sub, err := nc.QueueSubscribe(prefix+".>", "echo", e.answer)
		if err != nil {
			nc.Close()
			return nil, err
		}
		_ = sub.SetPendingLimits(-1, -1)
		e.subs = append(e.subs, sub)
	}
	if err := nc.Flush(); err != nil {
		nc.Close()
		return nil, err
	}
	return e, nil
}

func (e *echoResponder) answer(m *nats.Msg) {
	var v any
	if err := msgpack.Unmarshal(m.Data, &v); err != nil {
		_ = m.Respond([]byte{0xc0}) // nil: the client reports a bad reply
		return
	}
	b, _ := msgpack.Marshal(v)
	reply := nats.NewMsg(m.Reply)
	reply.Data = b
	reply.Header.Set(wire.HeaderContentType, wire.ContentTypeMsgpack)
	_ = m.RespondMsg(reply)
}

func (e *echoResponder) Close() { e.nc.Close() }
