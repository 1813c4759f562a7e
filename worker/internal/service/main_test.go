package service

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that no request context leaves a goroutine behind.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
