//go:build unix

package gazetteer

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time (user + system) used by the process so
// far, so that benchmarks can report throughput per second of CPU, which a
// busy machine does not distort the way it distorts wall time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
