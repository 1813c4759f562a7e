package streamstate

import (
	"bytes"
	"encoding/hex"
	"errors"
	"testing"
)

func TestSealerRules(t *testing.T) {
	old, cur := RandomSealKey(), SealKey{ID: "k2", Secret: bytes.Repeat([]byte{7}, 32)}
	old.ID = "k1"
	s, err := NewSealer(cur, old)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := NewSealer(old)
	plain, ad := []byte("next 3, held <<EMA"), []byte("thread t, stream s")
	sealed := s.Seal(plain, ad)
	t.Run("what is sealed opens back, for the same associated data", func(t *testing.T) {
		if got, err := s.Open(sealed, ad); err != nil || !bytes.Equal(got, plain) {
			t.Errorf("open = %q, %v", got, err)
		}
	})
	t.Run("sealing is deterministic", func(t *testing.T) {
		if !bytes.Equal(sealed, s.Seal(plain, ad)) {
			t.Error("two seals of one state differ")
		}
	})
	t.Run("the plain text does not show", func(t *testing.T) {
		if bytes.Contains(sealed, []byte("EMA")) {
			t.Error("sealed bytes hold the plain text")
		}
	})
	t.Run("the first key seals and a key sealed with before a rotation still opens", func(t *testing.T) {
		if sealed[2] != 'k' || sealed[3] != '2' {
			t.Errorf("sealed with %q", sealed[2:4])
		}
		if got, err := s.Open(before.Seal(plain, ad), ad); err != nil || !bytes.Equal(got, plain) {
			t.Errorf("old key: %q, %v", got, err)
		}
	})
	refused := map[string][]byte{
		"another associated data":     nil,
		"a flipped ciphertext byte":   flip(sealed, len(sealed)-1),
		"a flipped tag byte":          flip(sealed, 5),
		"a key id edited":             flip(sealed, 3),
		"a truncated value":           sealed[:10],
		"an empty value":              {},
		"an unknown format version":   flip(sealed, 0),
		"a key the sealer lacks":      mustSealer(t, RandomSealKey()).Seal(plain, ad),
		"a longer associated data":    nil,
		"bytes moved from ad to text": nil,
	}
	for name, v := range refused {
		t.Run(name+" is refused", func(t *testing.T) {
			a := ad
			switch name {
			case "another associated data":
				v, a = sealed, []byte("thread t, stream x")
			case "a longer associated data":
				v, a = sealed, append(append([]byte(nil), ad...), 0)
			}
			if _, err := s.Open(v, a); !errors.Is(err, ErrSealed) {
				t.Errorf("err = %v", err)
			}
		})
	}
	if _, err := NewSealer(SealKey{ID: "short", Secret: []byte("too short")}); err == nil {
		t.Error("a short secret is accepted")
	}
}

func flip(b []byte, i int) []byte {
	out := append([]byte(nil), b...)
	out[i] ^= 1
	return out
}

func mustSealer(t *testing.T, keys ...SealKey) *Sealer {
	t.Helper()
	s, err := NewSealer(keys...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSealingIsTheSameBytesAsBefore(t *testing.T) {
	// Sealed by the first version of Sealer: continuations that callers
	// hold, from workers of earlier builds, keep opening, and the same
	// state keeps sealing to the same bytes.
	s := mustSealer(t, SealKey{ID: "k2", Secret: bytes.Repeat([]byte{7}, 32)})
	for _, c := range []struct {
		plain, ad []byte
		want      string
	}{
		{[]byte("next 3, held <<EMA"), []byte("thread t, stream s"), "01026b327d7a159a82fe1586eea5b22e197291f714e3dd47da45189e38eb840c1db53795eee4"},
		{nil, nil, "01026b323613c9b5c69baac3f42cfb636f80f76a"},
	} {
		if got := hex.EncodeToString(s.Seal(c.plain, c.ad)); got != c.want {
			t.Errorf("Seal(%q, %q) = %s, want %s", c.plain, c.ad, got, c.want)
		}
	}
	long := s.Seal(bytes.Repeat([]byte("x"), 300), bytes.Repeat([]byte("a"), 200))
	if got := hex.EncodeToString(long[:40]); got != "01026b32b26bfbdeeb81968dd1890cbe1c194daef983c8890db112aa1ba01a95a08ed056cb02ff1e" {
		t.Errorf("a long state seals to %s...", got)
	}
	if got, err := s.Open(long, bytes.Repeat([]byte("a"), 200)); err != nil || !bytes.Equal(got, bytes.Repeat([]byte("x"), 300)) {
		t.Errorf("a long state opens to %q, %v", got, err)
	}
}

func TestSealingAllocatesOnlyItsResult(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts do not hold under the race detector")
	}
	s := mustSealer(t, RandomSealKey())
	plain, ad := []byte("next 3, held <<EMA"), []byte("thread t, stream s")
	sealed := s.Seal(plain, ad)
	// The result, and the CTR stream the standard library allocates.
	if n := testing.AllocsPerRun(100, func() { _ = s.Seal(plain, ad) }); n > 2 {
		t.Errorf("Seal: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = s.Open(sealed, ad) }); n > 2 {
		t.Errorf("Open: %v allocations", n)
	}
}
