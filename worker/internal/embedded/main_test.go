package embedded

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that the servers' goroutines end with them.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
