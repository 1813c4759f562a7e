package pipeline

import (
	"errors"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// must panics on a construction error: test setup only.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestFactoryTokens(t *testing.T) {
	counter := must(NewLabelCounterFactory(Delimiters{}))
	hash := must(NewLabelHashFactory(Delimiters{}, 0))
	hash4 := must(NewLabelHashFactory(Delimiters{}, 4))
	label := must(NewLabelFactory(Delimiters{}))
	redact := must(NewRedactFactory(Delimiters{}))
	brackets := must(NewLabelCounterFactory(Delimiters{Prefix: "[[", Suffix: "]]"}))
	mask, _ := NewMaskFactory(1, 0)
	tests := []struct {
		name    string
		f       Factory
		label   string
		ordinal int
		value   string
		want    string
	}{
		{"label_counter numbers per label", counter, "PERSON", 1, "Patrick", "<<PERSON:1>>"},
		{"label_counter second email", counter, "EMAIL", 2, "a@b.c", "<<EMAIL:2>>"},
		{"label_hash is sha256 of label and ordinal", hash, "PERSON", 1, "Patrick", "<<PERSON:09ef3b74>>"},
		{"label_hash PERSON:2", hash, "PERSON", 2, "x", "<<PERSON:c4912b76>>"},
		{"label_hash EMAIL:1", hash, "EMAIL", 1, "x", "<<EMAIL:a84f7182>>"},
		{"label_hash LOCATION:1", hash, "LOCATION", 1, "x", "<<LOCATION:36a28860>>"},
		{"label_hash length is configurable", hash4, "PERSON", 1, "x", "<<PERSON:09ef>>"},
		{"label has no identity", label, "PERSON", 7, "x", "<<PERSON>>"},
		{"redact is constant", redact, "EMAIL", 3, "x", "<<REDACT>>"},
		{"delimiters are configurable", brackets, "PERSON", 1, "x", "[[PERSON:1]]"},
		{"mask keeps the first character", mask, "PERSON", 1, "Jonathan", "J*******"},
		{"mask never reveals a one-letter value", mask, "PERSON", 1, "J", "*"},
		{"mask counts characters not bytes", mask, "PERSON", 1, "Éloïse", "É*****"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.f.Token(tt.label, tt.ordinal, tt.value); got != tt.want {
				t.Errorf("Token = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestFactoryCapabilities(t *testing.T) {
	counter := must(NewLabelCounterFactory(Delimiters{}))
	hash := must(NewLabelHashFactory(Delimiters{}, 8))
	label := must(NewLabelFactory(Delimiters{}))
	redact := must(NewRedactFactory(Delimiters{}))
	mask, _ := NewMaskFactory(1, '*')
	tests := []struct {
		name         string
		f            Factory
		identity     bool
		recognizable bool
	}{
		{"label_counter preserves identity and is recognizable", counter, true, true},
		{"label_hash preserves identity and is recognizable", hash, true, true},
		{"label is recognizable without identity", label, false, true},
		{"redact is recognizable without identity", redact, false, true},
		{"mask has neither", mask, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.f.Capabilities()
			if c.PreservesIdentity != tt.identity || c.Recognizable != tt.recognizable {
				t.Errorf("capabilities = %+v", c)
			}
			if (tt.f.Recognizer() != nil) != tt.recognizable {
				t.Errorf("recognizer present = %v", tt.f.Recognizer() != nil)
			}
			err := RequireRecognizableIdentity(tt.f)
			if ok := tt.identity && tt.recognizable; ok != (err == nil) {
				t.Fatalf("RequireRecognizableIdentity = %v", err)
			}
			if err != nil && !errors.Is(err, pii.ErrUnrecognizableFactory) {
				t.Errorf("error %v is not unrecognizable_factory", err)
			}
		})
	}
}

func TestUnrecognizableFactoryMessageExplainsWhy(t *testing.T) {
	mask, _ := NewMaskFactory(1, '*')
	err := RequireRecognizableIdentity(mask)
	for _, word := range []string{"delimited", "recognizable"} {
		if !strings.Contains(err.Error(), word) {
			t.Errorf("message %q lacks %q", err, word)
		}
	}
	label := must(NewLabelFactory(Delimiters{}))
	if err := RequireRecognizableIdentity(label); !strings.Contains(err.Error(), "identity") {
		t.Errorf("label factory message %q does not mention identity", err)
	}
}

func TestDelimitersAreValidated(t *testing.T) {
	for _, d := range []Delimiters{
		{Prefix: "<<", Suffix: ""},
		{Prefix: "ab", Suffix: ">>"},
		{Prefix: "<:", Suffix: ">>"},
		{Prefix: "< ", Suffix: ">>"},
		{Prefix: "%%", Suffix: "%%"},
		{Prefix: "<\u200b", Suffix: ">"},
	} {
		if _, err := NewLabelCounterFactory(d); !errors.Is(err, pii.ErrConfig) {
			t.Errorf("delimiters %+v accepted (err %v)", d, err)
		}
	}
	for _, n := range []int{1, 3, 65} {
		if _, err := NewLabelHashFactory(Delimiters{}, n); !errors.Is(err, pii.ErrConfig) {
			t.Errorf("hash length %d accepted", n)
		}
	}
}

func TestRecognizerGrammar(t *testing.T) {
	identified := must(NewLabelCounterFactory(Delimiters{})).Recognizer()
	bare := must(NewLabelFactory(Delimiters{})).Recognizer()
	tests := []struct {
		name string
		r    *Recognizer
		text string
		want []string
	}{
		{"a counter token is a token", identified, "hi <<PERSON:1>>!", []string{"<<PERSON:1>>"}},
		{"case change is still a token", identified, "<<Person:1>>", []string{"<<Person:1>>"}},
		{"leading zero is still a token", identified, "<<PERSON:01>>", []string{"<<PERSON:01>>"}},
		{"a label may hold spaces and hyphens", identified, "<<date of birth:1>> <<e-mail:2>>", []string{"<<date of birth:1>>", "<<e-mail:2>>"}},
		{"hash identifiers are alphanumeric", identified, "<<PERSON:09ef3b74>>", []string{"<<PERSON:09ef3b74>>"}},
		{"spaces inside delimiters are not a token", identified, "<< PERSON:1 >>", nil},
		{"a label cannot start with a digit", identified, "<<1PERSON>>", nil},
		{"two identifiers are not a token", identified, "<<PERSON:1:2>>", nil},
		{"shift operators are not a token", identified, "cout << x >> y", nil},
		{"identified grammar needs the identifier", identified, "<<PERSON>>", nil},
		{"a bare label is a token for label factories", bare, "<<PERSON>> and <<PERSON:3>>", []string{"<<PERSON>>", "<<PERSON:3>>"}},
		{"an extra opening is skipped", identified, "<<<EMAIL:2>>>", []string{"<<EMAIL:2>>"}},
		{"a neutralised token is not a token", identified, "<\u200b<PERSON:2>>", nil},
		{"a token longer than the bound is not a token", identified, "<<" + strings.Repeat("A", maxTokenLength) + ":1>>", nil},
		{"a token at the bound is a token", identified, "<<" + strings.Repeat("A", maxTokenLength-6) + ":1>>", []string{"<<" + strings.Repeat("A", maxTokenLength-6) + ":1>>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.r.FindTokens(tt.text)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("FindTokens(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestNeutralisationRules(t *testing.T) {
	r := must(NewLabelCounterFactory(Delimiters{})).Recognizer()
	tests := []struct{ name, in, want string }{
		{"a typed token gets a zero-width space after its first character", "see <<PERSON:2>>", "see <\u200b<PERSON:2>>"},
		{"an already neutralised token is left as it is", "<\u200b<PERSON:2>>", "<\u200b<PERSON:2>>"},
		{"a token with several marks is left as it is", "<\u200b\u200b<PERSON:2>>", "<\u200b\u200b<PERSON:2>>"},
		{"a token inside a longer opening is neutralised", "<<<PERSON:2>>", "<<\u200b<PERSON:2>>"},
		{"text without tokens is unchanged", "a << b >> c", "a << b >> c"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := r.Neutralise(tt.in, nil)
			if got != tt.want {
				t.Fatalf("Neutralise = %q, want %q", got, tt.want)
			}
			if again := r.Neutralise(got, nil); again != got {
				t.Errorf("Neutralise again = %q, want it unchanged", again)
			}
		})
	}
	if got := r.Neutralise("<<A:1>> <<A:2>>", func(tok string) bool { return tok == "<<A:1>>" }); got != "<<A:1>> <\u200b<A:2>>" {
		t.Errorf("kept token rewritten: %q", got)
	}
}

func FuzzRecognizer(f *testing.F) {
	for _, s := range []string{"<<PERSON:1>>", "<\u200b<A:1>>", "cout << x >> y", "<<<<A:1>>>>", "<<a b-c_d:9Z>>", "<<\u200b"} {
		f.Add(s)
	}
	r, _ := NewRecognizer(Delimiters{}, true)
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for m, ok := r.next(s, 0); ok; m, ok = r.next(s, m.End) {
			if m.Start < prev || m.End <= m.Start || m.End > len(s) {
				t.Fatalf("bad match %+v in %q", m, s)
			}
			prev = m.End
			tok := m.Token(s)
			if !r.IsToken(tok) {
				t.Fatalf("match %q is not a token", tok)
			}
		}
		// Neutralising leaves no token, only adds one mark per token, and
		// is idempotent.
		n := r.Neutralise(s, nil)
		if toks := r.FindTokens(n); len(toks) > 0 {
			t.Fatalf("Neutralise(%q) = %q still holds %q", s, n, toks)
		}
		if strings.ReplaceAll(n, zwspUTF8, "") != strings.ReplaceAll(s, zwspUTF8, "") ||
			strings.Count(n, zwspUTF8) != strings.Count(s, zwspUTF8)+len(r.FindTokens(s)) {
			t.Fatalf("Neutralise(%q) = %q: not one mark per token", s, n)
		}
		if again := r.Neutralise(n, nil); again != n {
			t.Fatalf("Neutralise(%q) = %q, then %q", s, n, again)
		}
	})
}

// ordinalEdges are each power of ten and its neighbours, their negatives,
// and the ends of int.
func ordinalEdges() []int {
	ns := []int{math.MaxInt, math.MinInt, math.MaxInt - 1, math.MinInt + 1}
	for p := 1; p <= math.MaxInt/10; p *= 10 {
		ns = append(ns, p-1, p, p+1, 10*p-1, -p, -(10*p - 1))
	}
	return ns
}

func TestDigitsIsTheLengthOfTheDecimalForm(t *testing.T) {
	for _, n := range append(ordinalEdges(), 12345, 1<<62+7, -(1 << 62)) {
		if got, want := digits(n), len(strconv.Itoa(n)); got != want {
			t.Errorf("digits(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestAppendOrdinalIsTheDecimalForm(t *testing.T) {
	for _, n := range append(ordinalEdges(), 12345, 1<<62+7, -(1 << 62)) {
		for _, dst := range [][]byte{nil, []byte("EMAIL:"), make([]byte, 3, 40)} {
			want := strconv.AppendInt(slices.Clone(dst), int64(n), 10)
			if got := appendOrdinal(slices.Clone(dst), n); string(got) != string(want) {
				t.Errorf("appendOrdinal(%q, %d) = %q, want %q", dst, n, got, want)
			}
		}
	}
}

func TestAppendOrdinalOfEveryOrdinalUpToAMillionIsTheDecimalForm(t *testing.T) {
	got, want := []byte("EMAIL:"), []byte("EMAIL:")
	for n := -1000; n <= 1_000_000; n++ {
		got, want = appendOrdinal(got[:6], n), strconv.AppendInt(want[:6], int64(n), 10)
		if string(got) != string(want) {
			t.Fatalf("appendOrdinal(%d) = %q, want %q", n, got, want)
		}
	}
}

func FuzzAppendOrdinalIsTheDecimalForm(f *testing.F) {
	for _, n := range ordinalEdges() {
		f.Add(int64(n), 6)
	}
	f.Fuzz(func(t *testing.T, n int64, prefix int) {
		dst := []byte("<<EMAIL:")[:min(max(prefix, 0), 8)]
		want := strconv.AppendInt(slices.Clone(dst), n, 10)
		if got := appendOrdinal(slices.Clone(dst), int(n)); string(got) != string(want) {
			t.Fatalf("appendOrdinal(%q, %d) = %q, want %q", dst, n, got, want)
		}
		if got, want := digits(int(n)), len(want)-len(dst); got != want {
			t.Fatalf("digits(%d) = %d, want %d", n, got, want)
		}
	})
}

// The view relies on label_counter's tokens never colliding (it does not
// look a new token up): the ordinal ends the token after the last ':',
// whatever the label holds.
func TestLabelCounterTokensOfDistinctPairsDiffer(t *testing.T) {
	f := must(NewLabelCounterFactory(Delimiters{}))
	if tokenTraits(f)&distinct == 0 {
		t.Fatal("label_counter does not say its tokens are distinct")
	}
	for _, other := range []Factory{must(NewLabelHashFactory(Delimiters{}, 4)), must(NewLabelFactory(Delimiters{})), must(NewRedactFactory(Delimiters{})), must(NewMaskFactory(1, 0))} {
		if tokenTraits(other)&distinct != 0 {
			t.Errorf("%s says its tokens are distinct", other.Name())
		}
	}
	seen := map[string][2]any{}
	for _, label := range []string{"A", "A1", "A:1", "A:", "1", "A_1", "A-1"} {
		for n := 1; n <= 120; n++ {
			tok := f.Token(label, n, "")
			if prev, dup := seen[tok]; dup {
				t.Fatalf("%q is the token of %v and of (%q, %d)", tok, prev, label, n)
			}
			seen[tok] = [2]any{label, n}
		}
	}
}

// A token is one allocation of its own size: a cached thread holds its
// tokens (<<EMAIL:12>>, 12 bytes, in the allocator's 16-byte class).
func TestATokenIsAllocatedAtItsSize(t *testing.T) {
	f := must(NewLabelCounterFactory(Delimiters{}))
	if n := testing.AllocsPerRun(100, func() { _ = f.Token("EMAIL", 12, "") }); n != 1 {
		t.Fatalf("%v allocations per token", n)
	}
	const calls = 1000
	tokens := make([]string, calls)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := range tokens {
		tokens[i] = f.Token("EMAIL", 12, "")
	}
	runtime.ReadMemStats(&after)
	if per := (after.TotalAlloc - before.TotalAlloc) / calls; per > 16 {
		t.Fatalf("a 12-byte token takes %d bytes", per)
	}
	runtime.KeepAlive(tokens)
}
