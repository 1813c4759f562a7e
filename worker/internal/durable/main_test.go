package durable

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that every goroutine the tests started (loops,
// Consume calls, servers) ended.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
