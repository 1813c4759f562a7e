// Package cputime reads the CPU time the process has used, for benchmarks
// that report work per second of CPU: a busy machine distorts that less
// than it distorts wall time.
package cputime
