package pipe

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that every goroutine the tests started (the chunk
// queues', Consume calls, servers) ended.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
