package gazetteer

import "strings"

// transliterable reports whether written name s holds a letter that
// names are also typed with two ASCII letters: ä, ö, ü, å or ø in either
// case ("Jörg" as "Joerg", "Søren" as "Soeren", "Åse" as "Aase"). The
// fold already spells æ as "ae" and ß as "ss".
func transliterable(s string) bool {
	for {
		i := strings.IndexByte(s, 0xC3)
		if i < 0 || i+1 >= len(s) {
			return false
		}
		switch s[i+1] {
		case 0xA4, 0xB6, 0xBC, 0x84, 0x96, 0x9C, 0xA5, 0x85, 0xB8, 0x98:
			return true
		}
		s = s[i+1:]
	}
}

// appendTransliterated appends name s with ä, ö, ü, å and ø spelled as
// the ASCII keyboards of their languages spell them (ae, oe, ue, aa, oe)
// and every other rune as written.
func appendTransliterated(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] != 0xC3 || i+1 == len(s) {
			dst = append(dst, s[i])
			continue
		}
		var two string
		switch s[i+1] {
		case 0xA4, 0x84: // ä Ä
			two = "ae"
		case 0xB6, 0x96, 0xB8, 0x98: // ö Ö ø Ø
			two = "oe"
		case 0xBC, 0x9C: // ü Ü
			two = "ue"
		case 0xA5, 0x85: // å Å
			two = "aa"
		default:
			dst = append(dst, s[i])
			continue
		}
		dst = append(dst, two...)
		i++
	}
	return dst
}

// addTransliterated gives the spelling of each pending name with two
// ASCII letters for its ä, ö, ü, å or ø the name bits of the name itself
// ("joerg", "schroeder", "soeren", "aase") and its German noun bit
// ("koenig" is "König", a name and a noun), after every file is read. A
// name that folds to a word of a class (a stopword, a demonym) gives
// nothing: the surname "Über" typed is the word "ueber". A spelling that
// the table holds as a common word keeps what it has, so that "poet",
// "does" or "blue" never becomes a name, and one that it holds as a name
// of no common word takes the name's bits too.
func (b *builder) addTransliterated(pending []string, scratch *[]byte) {
	if len(pending) == 0 {
		return
	}
	classWords := map[string]bool{}
	for _, c := range wordClasses() {
		for _, w := range strings.Fields(c.words) {
			classWords[w] = true
		}
	}
	buf := (*scratch)[:0]
	for _, name := range pending {
		buf = appendFold(buf[:0], name)
		i, ok := b.find(buf)
		if !ok || classWords[string(buf)] {
			continue // "Über", "Türk": typed, a function word or a demonym
		}
		bits := b.attr[i] & (nameBits | attrDictFirst | attrNounDE)
		if bits&nameBits == 0 {
			continue
		}
		n := len(buf)
		buf = appendFold(buf, string(appendTransliterated(nil, name)))
		switch j, held := b.find(buf[n:]); {
		case !held:
			b.add(buf[n:], bits)
		case b.attr[j]&nameBits != 0 && wordLevel(b.attr[j]) == 0 && b.attr[j]&attrFrWord == 0:
			b.attr[j] |= bits & nameBits // "guenther", a surname, is "Günther" too
		}
	}
	*scratch = buf
}

// find returns the index of key's attributes, and whether the table
// holds key.
func (b *builder) find(key []byte) (uint32, bool) {
	h := hash(key) & b.mask
	for {
		s := b.slots[h]
		if s == 0 {
			return 0, false
		}
		i := s - 1
		if string(b.keys[b.off[i]:b.off[i+1]]) == string(key) {
			return i, true
		}
		h = (h + 1) & b.mask
	}
}
