package handle

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that the pools' runners end once closed.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
