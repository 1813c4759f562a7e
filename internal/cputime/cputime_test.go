package cputime

import (
	"runtime"
	"testing"
)

// Work done by the process shows in its CPU time, which never goes back.
func TestProcessCPUGrowsWithWork(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("not measured on this platform")
	}
	before := Process()
	x := 0
	for i := 0; Process() == before && i < 1<<32; i++ {
		x += i
	}
	if after := Process(); after <= before {
		t.Fatalf("CPU time %v then %v (%d)", before, after, x)
	}
}
