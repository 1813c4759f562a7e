package worker

import (
	"errors"
	"fmt"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// explainNoJetStream adds what to do to a JetStream request that no server
// answered while the joined server says it runs without JetStream: a
// plain nats-server, started without -js, is the most common server a
// newcomer's NATS_URL points at, and "no responders" alone does not say
// so. The start keeps retrying (JetStream may be on its way, on a server
// of the cluster that has not started yet), each attempt saying it.
func (w *Worker) explainNoJetStream(err error) error {
	if w.emb != nil || !errors.Is(err, nats.ErrNoResponders) && !errors.Is(err, jetstream.ErrJetStreamNotEnabled) {
		return err
	}
	if on, _ := w.nc.ConnectedServerJetStream(); on || !w.nc.IsConnected() {
		return err
	}
	way := "leave the NATS address empty"
	if w.cfg.Origin("nats.url") == "NATS_URL in the environment" {
		way = "unset NATS_URL (`env -u NATS_URL worker`)"
	}
	return fmt.Errorf("%w. The NATS server at %s, joined because %s says so, runs without JetStream, "+
		"which the thread store and pipeline mode need: restart it with JetStream on (nats-server -js), "+
		"join a server that has it, or %s for a worker with its own embedded server",
		err, w.nc.ConnectedUrlRedacted(), originOf(w.cfg, "nats.url"), way)
}
