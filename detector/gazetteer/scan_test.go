package gazetteer

import (
	"math/rand/v2"
	"testing"
)

// naiveLowerRun is lowerRun written as the byte loop it replaces.
func naiveLowerRun(text string, i int) (int, uint64) {
	j, v := i, uint64(0)
	for j < len(text) && 'a' <= text[j] && text[j] <= 'z' {
		v = v<<8 | uint64(text[j])
		j++
	}
	return j, v
}

func TestLowerRunIsTheByteLoop(t *testing.T) {
	// The bytes around the range of lower-case letters, and bytes with
	// the high bit set whose low 7 bits are letters.
	alphabet := []byte("abcyz`{@[AZ09-_ .\x00\x7f\x80\xe1\xfa\xff\xc3\xa9")
	rng := rand.New(rand.NewPCG(1, 2))
	texts := []string{"a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefgh ", "abcdefg\xe1", "zzzzzzzzzzzzzzzzzz!", "a\xe1bcdefgh"}
	for range 20000 {
		b := make([]byte, 1+rng.IntN(20))
		for k := range b {
			b[k] = alphabet[rng.IntN(len(alphabet))]
		}
		b[0] = 'a' + byte(rng.IntN(26))
		texts = append(texts, string(b))
	}
	for _, text := range texts {
		for i := range len(text) {
			if text[i] < 'a' || text[i] > 'z' {
				continue
			}
			wantEnd, wantV := naiveLowerRun(text, i)
			gotEnd, gotV := lowerRun(text, i)
			if gotEnd != wantEnd || (wantEnd-i <= 8 && gotV != wantV) {
				t.Fatalf("lowerRun(%q, %d) = %d, %#x; want %d, %#x", text, i, gotEnd, gotV, wantEnd, wantV)
			}
		}
	}
}

func TestEndsASCIIWordTable(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		want := b < 0x80 && b != '-' && !('a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9')
		if got := endsASCIIWord(b); got != want {
			t.Errorf("endsASCIIWord(%#x) = %v, want %v", b, got, want)
		}
	}
}
