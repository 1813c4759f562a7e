package envelope

// Decoder decodes payloads within its Limits; msgpack decoding reuses its
// Names (JSON decoding does not). The zero Decoder decodes as
// DecodeMsgpack and DecodeJSON do with zero Limits.
type Decoder struct {
	Limits Limits
	// Names, when set, are strings msgpack decoding reuses rather than
	// copies from the payload: the keys and values a protocol repeats in every
	// payload (field names, roles).
	Names *Names
	// Borrow, when positive, makes msgpack strings of at least Borrow
	// bytes share the payload's bytes instead of copying them (the long
	// texts of a chat payload, whose copy is most of the decoding). Only
	// for a caller that never writes to the payload afterwards, and that
	// copies what it keeps of those strings past the payload's use: one
	// kept keeps the whole payload in memory. Zero copies every string.
	Borrow int
}

// Names is a fixed set of strings that decoders reuse instead of
// allocating a copy each time a payload spells one of them. It is
// immutable, so safe for concurrent use.
type Names struct {
	set     map[string]string
	longest int
}

// NewNames returns the set of the given strings.
func NewNames(names ...string) *Names {
	ns := &Names{set: make(map[string]string, len(names))}
	for _, s := range names {
		ns.set[s] = s
		ns.longest = max(ns.longest, len(s))
	}
	return ns
}

// text returns b as a string: the set's copy when it holds b, a new one
// otherwise. A nil set always copies.
func (ns *Names) text(b []byte) string {
	if ns != nil && len(b) <= ns.longest {
		if s, ok := ns.set[string(b)]; ok { // the lookup does not allocate
			return s
		}
	}
	return string(b)
}
