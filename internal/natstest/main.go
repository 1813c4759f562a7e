package natstest

import (
	"flag"
	"runtime"
	"strconv"
	"testing"
)

// Parallel is how many parallel tests (t.Parallel) Main runs at once: four
// per core. Tests that own their servers mostly wait (on the servers,
// timers, other processes) rather than compute, so the default of one per
// core leaves the machine idle.
func Parallel() int { return 4 * runtime.GOMAXPROCS(0) }

// Main runs the tests of m and returns the code to exit with; a TestMain
// calls it as os.Exit(natstest.Main(m)). It runs Parallel tests at once
// unless the command line sets -test.parallel (go test -parallel n).
func Main(m *testing.M) int {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		if err := flag.Set("test.parallel", strconv.Itoa(Parallel())); err != nil {
			panic(err)
		}
	}
	return m.Run()
}
