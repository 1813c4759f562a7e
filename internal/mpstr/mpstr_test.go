package mpstr_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/internal/mpstr"
)

func TestAStringIsWrittenAsMsgpackWritesIt(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 1, 31, 32, 255, 256, 65535, 65536, 70000} {
		s := strings.Repeat("é", n/2) + strings.Repeat("a", n%2)
		want, err := msgpack.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		got := mpstr.Append([]byte{0x90}, s)
		if !bytes.Equal(got[1:], want) || got[0] != 0x90 {
			t.Errorf("%d bytes: Append differs from msgpack.Marshal", len(s))
		}
		if h := mpstr.HeaderLen(len(s)); h != len(want)-len(s) {
			t.Errorf("%d bytes: HeaderLen = %d, msgpack's header holds %d", len(s), h, len(want)-len(s))
		}
	}
}

func FuzzAppendIsMsgpack(f *testing.F) {
	f.Add("")
	f.Add(strings.Repeat("x", 300))
	f.Fuzz(func(t *testing.T, s string) {
		want, err := msgpack.Marshal(s)
		if err != nil {
			t.Skip()
		}
		if got := mpstr.Append(nil, s); !bytes.Equal(got, want) {
			t.Fatalf("Append(%q) = %x, msgpack %x", s, got, want)
		}
		if h := mpstr.HeaderLen(len(s)); h != len(want)-len(s) {
			t.Fatalf("HeaderLen(%d) = %d, want %d", len(s), h, len(want)-len(s))
		}
	})
}

func ExampleAppend() {
	b := mpstr.Append(nil, "Alice")
	fmt.Printf("% x (header %d byte)\n", b, mpstr.HeaderLen(5))
	// Output: a5 41 6c 69 63 65 (header 1 byte)
}
