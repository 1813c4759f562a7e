package worker

import (
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Pipeline-mode consumers pull with short-lived requests and heartbeats
// every second. Under load, a partition's chunk consumer was seen holding
// a stored chunk with no pull request of the worker waiting on the
// server, while the client library still counted credit for one: it
// pulls again only once it has missed two heartbeats, 30 s with the
// library's defaults, and when a lane had one chunk in flight a stream
// of that partition stalled as long. With these, a consumer in that state
// recovers in about two seconds. (The cause of the lost credit is not
// known; every pipeline consumer gets the same bound.)
const (
	pullExpiry    = 5 * time.Second
	pullHeartbeat = time.Second
)

// pullOptions are the Consume options of a pipeline-mode consumer that
// keeps up to batch messages buffered.
func pullOptions(batch int, onErr jetstream.ConsumeErrHandler) []jetstream.PullConsumeOpt {
	return []jetstream.PullConsumeOpt{
		jetstream.PullMaxMessages(batch),
		jetstream.PullExpiry(pullExpiry),
		jetstream.PullHeartbeat(pullHeartbeat),
		jetstream.ConsumeErrHandler(onErr),
	}
}
