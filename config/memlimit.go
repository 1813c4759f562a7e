package config

import (
	"os"
	"runtime/debug"
)

// SetMemoryLimit gives the Go runtime the memory budget (MemoryLimit) as
// its soft memory limit, unless the environment's GOMEMLIMIT sets one. It
// returns the limit in effect and whether GOMEMLIMIT set it. The limit is
// the process's: a binary calls it once, before it starts a worker
// (docs/operations.md, "Memory").
func (c *Config) SetMemoryLimit() (limit int64, fromEnv bool) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1), true
	}
	limit = c.MemoryLimit()
	debug.SetMemoryLimit(limit)
	return limit, false
}
