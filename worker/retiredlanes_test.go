package worker

import "testing"

// TestTransformPartitionsReadsTheCountOfThePartitionFunction: the count
// is read from the chunk stream's transform as the worker writes it, or
// as an operator may (spaces, case); anything else maps to no count.
func TestTransformPartitionsReadsTheCountOfThePartitionFunction(t *testing.T) {
	tests := []struct {
		name string
		dest string
		n    int
		ok   bool
	}{
		{"as the worker writes it", "piighost.chunks.{{partition(16,1)}}.{{wildcard(1)}}", 16, true},
		{"with spaces and capitals", "p.chunks.{{ Partition( 64 , 1) }}.{{wildcard(1)}}", 64, true},
		{"no partition function", "p.chunks.{{wildcard(1)}}", 0, false},
		{"a count that is not a number", "p.chunks.{{partition(x,1)}}.{{wildcard(1)}}", 0, false},
		{"a count of zero", "p.chunks.{{partition(0,1)}}.{{wildcard(1)}}", 0, false},
		{"a cut function", "p.chunks.{{partition(8", 0, false},
	}
	for _, tt := range tests {
		n, ok := transformPartitions(tt.dest)
		if n != tt.n || ok != tt.ok {
			t.Errorf("%s: transformPartitions(%q) = %d, %v; want %d, %v", tt.name, tt.dest, n, ok, tt.n, tt.ok)
		}
	}
}
