package kvstore

import (
	"encoding/json"
	"reflect"
	"testing"
)

// batchRequest is what the server reads of a batched direct get.
type batchRequest struct {
	MultiLast []string `json:"multi_last"`
	Batch     int      `json:"batch"`
}

// TestMultiLastRequestReadsAsJSONDoes: the hand-written request of a
// batched direct get reads, as JSON, as the one json.Marshal writes.
func TestMultiLastRequestReadsAsJSONDoes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		prefix string
		keys   []string
	}{
		{"a thread's pages and first entries", "$KV.piighost.", []string{"AbC-_9.*.c.*", "AbC-_9.*.e.1", "AbC-_9.*.e.16"}},
		{"one key", "$KV.b.", []string{"t.m"}},
		{"no key", "$KV.b.", nil},
		{"a quote, a backslash and a control byte are escaped", "$KV.\"b\\.", []string{"t.\n.e.1", "ok"}},
		{"text beyond ASCII is escaped", "$KV.b.", []string{"é.*", "<&>"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assertRequestMatches(t, tc.prefix, tc.keys)
		})
	}
}

func assertRequestMatches(t *testing.T, prefix string, keys []string) {
	t.Helper()
	subjects := make([]string, len(keys))
	for i, k := range keys {
		subjects[i] = prefix + k
	}
	marshalled, err := json.Marshal(batchRequest{MultiLast: subjects, Batch: maxBatchSubjects})
	if err != nil {
		t.Fatal(err)
	}
	var got, want batchRequest
	if err := json.Unmarshal(marshalled, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(multiLastRequest(prefix, keys), &got); err != nil {
		t.Fatalf("%q: %v", multiLastRequest(prefix, keys), err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("read as %+v, want %+v", got, want)
	}
}

// FuzzMultiLastRequest: whatever the prefix and keys, the request reads
// as JSON as the one json.Marshal writes.
func FuzzMultiLastRequest(f *testing.F) {
	f.Add("$KV.piighost.", "t.*.c.*", "t.*.e.1")
	f.Add("$KV.\"\\.", "\x00\x7f", "é")
	f.Fuzz(func(t *testing.T, prefix, a, b string) {
		assertRequestMatches(t, prefix, []string{a, b})
	})
}
