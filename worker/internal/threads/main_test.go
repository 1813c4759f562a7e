package threads

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that the watchdog ends with its keeper.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
