package config

import (
	"math"
	"runtime/debug"
	"testing"
)

// The runtime's memory limit is the configured budget, unless GOMEMLIMIT
// sets one: then it is left as the runtime read it.
func TestTheMemoryLimitIsTheConfiguredBudgetUnlessGOMEMLIMITSetsOne(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(before) })
	c, err := Parse([]byte("[memory]\ntype = \"in_memory\"\nlimit_bytes = \"3GiB\"\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, env string
		want      int64
		fromEnv   bool
	}{
		{"without GOMEMLIMIT, the configured budget", "", 3 << 30, false},
		{"with GOMEMLIMIT, the runtime's own", "1GiB", math.MaxInt64, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("GOMEMLIMIT", tt.env)
			debug.SetMemoryLimit(math.MaxInt64) // as a runtime started without one
			limit, fromEnv := c.SetMemoryLimit()
			if got := debug.SetMemoryLimit(-1); limit != tt.want || fromEnv != tt.fromEnv || got != tt.want {
				t.Fatalf("limit %d (from GOMEMLIMIT: %v), the runtime's %d; want %d (%v)", limit, fromEnv, got, tt.want, tt.fromEnv)
			}
		})
	}
}
