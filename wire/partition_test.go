package wire_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/piighost/piighost-nats/wire"
)

// partitionVectors is where the Python package's tests read thread ids
// and the partitions Go gives them (clients/python/tests/test_partition.py).
const partitionVectors = "testdata/partitions.json"

// partitionIDs are thread ids of every kind a client sends: ASCII, UTF-8
// of several widths, ids that differ in one byte, LangGraph's UUIDs.
var partitionIDs = []string{
	"", "a", "b", "conv-1", "conv-2", "demo", "readme-1", "thread-0042",
	"0b3c6f0e-6a1f-4a8e-9d55-2b7d4d5e9c11", "Ünïcödé thread", "会話-7", "🙂🙃", "x\x00y",
	"a-very-long-thread-id-that-a-gateway-derives-from-the-first-message-of-a-conversation-0123456789",
}

// TestAThreadFallsInThePartitionItsHashGives: known ids fall in known
// partitions (FNV-1a 32 of the UTF-8 bytes, modulo ThreadPartitions), and
// the vectors the Python package's tests check its own hash against are
// those; with -update-python the test rewrites them.
func TestAThreadFallsInThePartitionItsHashGives(t *testing.T) {
	for _, tc := range []struct {
		thread string
		want   int
	}{
		{"", 2166136261 % wire.ThreadPartitions},
		{"a", 0xe40c292c % wire.ThreadPartitions},
		{"conv-1", wire.ThreadPartition("conv-1")},
	} {
		if got := wire.ThreadPartition(tc.thread); got != tc.want {
			t.Errorf("ThreadPartition(%q) = %d, want %d", tc.thread, got, tc.want)
		}
	}
	if got := wire.PartitionSubject("piighost", 17, wire.ModelIn); got != "piighost.p.17.model.in" {
		t.Errorf("PartitionSubject = %q", got)
	}
	type vector struct {
		Thread    string `json:"thread"`
		Partition int    `json:"partition"`
	}
	var vs []vector
	for _, id := range partitionIDs {
		vs = append(vs, vector{id, wire.ThreadPartition(id)})
	}
	want, _ := json.MarshalIndent(vs, "", "  ")
	want = append(want, '\n')
	if *updatePython {
		if err := os.WriteFile(partitionVectors, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(partitionVectors)
	if err != nil || string(got) != string(want) {
		t.Fatalf("%s differs from the Go partitions (%v); rewrite it with go test ./wire -update-python", partitionVectors, err)
	}
}

// TestThreadsSpreadOverThePartitions: 100,000 thread ids of one shape
// fill every partition, none with more than 1.25 times its share.
func TestThreadsSpreadOverThePartitions(t *testing.T) {
	counts := make([]int, wire.ThreadPartitions)
	const n = 100_000
	for i := 0; i < n; i++ {
		counts[wire.ThreadPartition("conv-"+itoa(i))]++
	}
	share := n / wire.ThreadPartitions
	for p, c := range counts {
		if c == 0 || c > share*5/4 {
			t.Errorf("partition %d holds %d threads; share %d", p, c, share)
		}
	}
}

func itoa(i int) string {
	b := []byte{}
	for {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
		if i == 0 {
			return string(b)
		}
	}
}
