package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Capabilities says what a placeholder factory's tokens preserve.
type Capabilities struct {
	// PreservesIdentity: one token per entity, so restoring a token is never
	// ambiguous.
	PreservesIdentity bool
	// Recognizable: tokens follow a delimited grammar that can be found again
	// in any text, so an invented token can be spotted.
	Recognizable bool
}

// Factory turns an entity into its placeholder token.
type Factory interface {
	// Name is the configuration name of the factory ("label_counter", ...).
	Name() string
	// Token renders the token of the ordinal-th tokenised entity of label in
	// its thread (ordinal starts at 1). value is the entity's canonical
	// text; only the mask factory looks at it.
	Token(label string, ordinal int, value string) string
	// Capabilities reports what the tokens preserve.
	Capabilities() Capabilities
	// Recognizer returns the token grammar, or nil when tokens have none.
	Recognizer() *Recognizer
}

// RequireRecognizableIdentity returns nil when f's tokens both denote a
// single entity and follow a grammar that can be found again, which is what
// restoring model replies and tool arguments by string replacement needs.
// Otherwise it returns a CodeUnrecognizableFactory error explaining why.
func RequireRecognizableIdentity(f Factory) error {
	c := f.Capabilities()
	switch {
	case f.Recognizer() == nil || !c.Recognizable:
		return &pii.Error{Code: pii.CodeUnrecognizableFactory, Message: "PII de-identification needs a pipeline exposing a delimited token recognizer, whose tokens can be found again to detect invented ones; got a pipeline with no recognizable grammar (factory " + strconv.Quote(f.Name()) + ")"}
	case !c.PreservesIdentity:
		return &pii.Error{Code: pii.CodeUnrecognizableFactory, Message: "PII de-identification needs tokens that preserve identity (one token per entity) so that restoring a token is never ambiguous; factory " + strconv.Quote(f.Name()) + " gives several entities the same token; use label_counter or label_hash"}
	}
	return nil
}

// Delimiters are the opening and closing strings of a token.
type Delimiters struct {
	Prefix string
	Suffix string
}

// The default delimiters; the zero Delimiters means these.
const (
	defaultPrefix = "<<"
	defaultSuffix = ">>"
)

func (d Delimiters) orDefault() Delimiters {
	if d.Prefix == "" && d.Suffix == "" {
		return Delimiters{Prefix: defaultPrefix, Suffix: defaultSuffix}
	}
	return d
}

// validate refuses delimiters that the grammar could confuse with a label
// or an identifier, which keeps token matching unambiguous and the
// neutralisation of typed tokens reversible.
func (d Delimiters) validate() error {
	for _, part := range []struct{ name, v string }{{"prefix", d.Prefix}, {"suffix", d.Suffix}} {
		if part.v == "" {
			return pii.NewConfigError("placeholder " + part.name + " must not be empty")
		}
		if !utf8.ValidString(part.v) {
			return pii.NewConfigError("placeholder " + part.name + " must be valid UTF-8")
		}
		for _, r := range part.v {
			if isLabelRune(r) || r == ':' || r == zwsp || textfold.IsSpace(r) {
				return pii.NewConfigError("placeholder " + part.name + " " + strconv.Quote(part.v) + " must not contain letters, digits, '_', '-', ':', spaces or U+200B")
			}
		}
	}
	// A suffix sharing a rune with the prefix could close a typed token on
	// the first characters of a rendered one ("%%A:1" + "%%EMAIL:1%%").
	if strings.ContainsAny(d.Suffix, d.Prefix) {
		return pii.NewConfigError("placeholder prefix and suffix must not share characters")
	}
	return nil
}

type delimitedFactory struct {
	name       string
	rec        *Recognizer
	caps       Capabilities
	hashLength int
	// render appends the token's body (between the delimiters) to dst.
	render func(f *delimitedFactory, dst []byte, label string, ordinal int) []byte
	traits factoryTraits
}

func (f *delimitedFactory) Name() string               { return f.name }
func (f *delimitedFactory) Capabilities() Capabilities { return f.caps }
func (f *delimitedFactory) Recognizer() *Recognizer    { return f.rec }
func (f *delimitedFactory) Token(label string, ordinal int, value string) string {
	// One allocation, as strings.Builder does it: a cold thread's first
	// request renders a token for each of its values. Its exact size (the
	// ordinal's digits, not the 20 an int may take): <<EMAIL:1>> takes 16
	// bytes, not 32.
	b := f.AppendToken(make([]byte, 0, len(f.rec.delims.Prefix)+len(label)+1+max(digits(ordinal), f.hashLength)+len(f.rec.delims.Suffix)), label, ordinal, value)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is never written again
}

// AppendToken appends Token(label, ordinal, value) to dst: a view writes
// a new token right after its value, in its own chunk, instead of copying
// an allocated one there.
func (f *delimitedFactory) AppendToken(dst []byte, label string, ordinal int, _ string) []byte {
	dst = append(dst, f.rec.delims.Prefix...)
	dst = f.render(f, dst, label, ordinal)
	return append(dst, f.rec.delims.Suffix...)
}

// NewLabelCounterFactory returns the default factory: <<PERSON:1>>, numbered
// per label and per thread in order of first sighting.
func NewLabelCounterFactory(d Delimiters) (Factory, error) {
	// The ordinal's digits end the token, after the last ':' of its body:
	// two (label, ordinal) pairs never render one token.
	caps := Capabilities{PreservesIdentity: true, Recognizable: true}
	return newDelimited("label_counter", d, true, caps, 0, func(_ *delimitedFactory, dst []byte, label string, n int) []byte {
		return appendOrdinal(append(append(dst, label...), ':'), n)
	}, distinct)
}

// appendOrdinal appends n in decimal, as strconv.AppendInt does, two digits
// at a time: a cold thread's first request renders thousands of tokens.
func appendOrdinal(dst []byte, n int) []byte {
	if n < 0 {
		return strconv.AppendInt(dst, int64(n), 10)
	}
	l := len(dst) + digits(n)
	dst, u := slices.Grow(dst, l-len(dst))[:l], uint(n)
	for ; u >= 10; u /= 100 {
		l -= 2
		dst[l], dst[l+1] = decimalPairs[u%100*2], decimalPairs[u%100*2+1]
	}
	if u > 0 || n == 0 { // an odd number of digits: the first one is left
		dst[l-1] = byte('0' + u)
	}
	return dst
}

// NewLabelHashFactory returns <<PERSON:09ef3b74>>: the identifier is the
// first hashLength hex digits of sha256("PERSON:1"), a hash of the label and
// the ordinal, never of the value. hashLength 0 means 8; it must be 4 to 64.
func NewLabelHashFactory(d Delimiters, hashLength int) (Factory, error) {
	if hashLength == 0 {
		hashLength = 8
	}
	if hashLength < 4 || hashLength > 64 {
		// Below 4 hex digits a thread runs out of distinct tokens quickly.
		return nil, pii.NewConfigError("label_hash hash_length must be between 4 and 64")
	}
	return newDelimited("label_hash", d, true, Capabilities{PreservesIdentity: true, Recognizable: true}, hashLength,
		func(f *delimitedFactory, dst []byte, label string, n int) []byte {
			sum := sha256.Sum256([]byte(label + ":" + strconv.Itoa(n)))
			return append(append(append(dst, label...), ':'), hex.EncodeToString(sum[:])[:f.hashLength]...)
		}, 0)
}

// NewLabelFactory returns <<PERSON>>: every entity of a label shares one
// token, so it does not preserve identity.
func NewLabelFactory(d Delimiters) (Factory, error) {
	return newDelimited("label", d, false, Capabilities{Recognizable: true}, 0,
		func(_ *delimitedFactory, dst []byte, label string, _ int) []byte { return append(dst, label...) }, 0)
}

// NewRedactFactory returns <<REDACT>> for every entity.
func NewRedactFactory(d Delimiters) (Factory, error) {
	return newDelimited("redact", d, false, Capabilities{Recognizable: true}, 0,
		func(_ *delimitedFactory, dst []byte, _ string, _ int) []byte { return append(dst, "REDACT"...) }, 0)
}

func newDelimited(name string, d Delimiters, identified bool, caps Capabilities, hashLength int,
	render func(*delimitedFactory, []byte, string, int) []byte, traits factoryTraits) (Factory, error) {
	d = d.orDefault()
	if err := d.validate(); err != nil {
		return nil, err
	}
	return &delimitedFactory{
		name:       name,
		rec:        newRecognizer(d, identified),
		caps:       caps,
		hashLength: hashLength,
		render:     render,
		traits:     traits,
	}, nil
}

// factoryTraits are what a view may rely on in a factory's tokens, beyond
// its Capabilities.
type factoryTraits uint8

const (
	// distinct: tokens of distinct (label, ordinal) pairs always differ,
	// so a new ordinal's token is never taken already and a view does not
	// look for it among the tokens it holds.
	distinct factoryTraits = 1 << iota
)

// tokenTraits returns f's traits; a factory from outside the package has
// none.
func tokenTraits(f Factory) factoryTraits {
	if d, ok := f.(*delimitedFactory); ok {
		return d.traits
	}
	return 0
}

// maskFactory keeps the first Visible characters of a value and replaces the
// rest with MaskChar, preserving length: "Jonathan" → "J*******". It never
// reveals a whole value, has no grammar and does not preserve identity.
type maskFactory struct {
	Visible  int
	MaskChar rune
}

// NewMaskFactory validates its arguments; maskChar 0 means '*'.
func NewMaskFactory(visible int, maskChar rune) (Factory, error) {
	if visible < 0 {
		return nil, pii.NewConfigError("mask visible must be >= 0")
	}
	if maskChar == 0 {
		maskChar = '*'
	}
	return &maskFactory{Visible: visible, MaskChar: maskChar}, nil
}

// Name returns "mask".
func (m *maskFactory) Name() string { return "mask" }

// Capabilities reports neither identity nor a grammar.
func (m *maskFactory) Capabilities() Capabilities { return Capabilities{} }

// Recognizer returns nil: masked values cannot be found again.
func (m *maskFactory) Recognizer() *Recognizer { return nil }

// Token masks value.
func (m *maskFactory) Token(_ string, _ int, value string) string {
	n := utf8.RuneCountInString(value)
	keep := min(m.Visible, max(n-1, 0))
	var b strings.Builder
	i := 0
	for _, r := range value {
		if i < keep {
			b.WriteRune(r)
		} else {
			b.WriteRune(m.MaskChar)
		}
		i++
	}
	return b.String()
}

const decimalPairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899" // 00 to 99

// digits is the number of bytes strconv.Itoa(n) takes.
func digits(n int) int {
	d, u := 1+int(uint(n)>>63), uint(max(n, -n)) // the sign; the magnitude, math.MinInt's too
	for p := uint(10); u >= p; p *= 10 {
		d++ // p stops at 1e19: |n| <= 2^63 < 1e19 < 2^64
	}
	return d
}
