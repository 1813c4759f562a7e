package gazetteer

import "strings"

// handleNames finds, in a text with capitals, the capitalised name that a
// chat mention writes right after an @ opening a word ("@Viola kannst du
// kurz schauen?", "@Baldassare puoi dare un'occhiata?", "cc @Ilse"): a
// mention addresses a person by the name the chat shows, and the name
// stands alone. The word is a known first name or surname of the lists
// or the registers, of three letters or more, of no word class, no
// country, region or town of 100,000 people or more; the @ starts a word
// (atOpensWord: an e-mail address glues it to the word before,
// "info@Beispiel.de").
// After the name comes the message: a word in lower case that is no
// keyword of code (annotations, "@Autowired private", "@Bean public",
// take a declaration), a comma, a colon, a question or exclamation mark,
// a closing bracket, a full stop before a space, or the line's end; a
// name that is a common English word (SCOWL level 50 or below) counts at
// the line's end only as a first name that is none of the commonest
// ("@Test\nvoid…", "@Service\npublic class" stay), and before a word in
// lower case only as a first name ("@Mark can you…"; "@Mock private"
// stays). An opening bracket, another @ or a capitalised word after it
// make no mention ("@Value(…)", "@Getter @Setter", "@Nullable String").
func (s *scratch) handleNames() {
	for _, ai := range s.ats {
		at := int(ai)
		k := at + 1
		if k >= len(s.toks) || !s.atOpensWord(at) {
			continue
		}
		t := &s.toks[k]
		if t.flags&(tfWord|tfSpace|tfNL|tfDigit) != tfWord || t.shape != shCap || t.letters < 3 || t.cls != 0 || !s.free(k) {
			continue
		}
		if t.flags&tfTitle == 0 && !s.hyphenatedFirstNames(k) {
			continue
		}
		a := s.resolved(k)
		if a&nameBits == 0 && s.d.reg.lookup(s.wordBytes(k))&(attrRegFirst|attrRegLast) == 0 {
			continue
		}
		if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 || !s.handleEnd(k, a) {
			continue
		}
		s.add(k, k+1, labelPerson, s.confidence(0))
	}
}

// handleEnd reports whether what follows the name at word k of a mention,
// of attributes a, is the rest of a message (see handleNames).
func (s *scratch) handleEnd(k int, a uint32) bool {
	j := k + 1
	if j >= len(s.toks) || s.toks[j].flags&tfNL != 0 {
		return !s.common(k, s.d.p.commonMax) || a&attrFirst != 0 && !s.common(k, s.d.p.hardCommon)
	}
	n := &s.toks[j]
	if n.flags&tfWord != 0 {
		return n.flags&tfSpace != 0 && n.shape == shLower && !codeKeyword(s.wordBytes(j)) &&
			(a&attrFirst != 0 || !s.common(k, s.d.p.commonMax))
	}
	return s.mentionMarkEnds(j)
}

// atOpensWord reports whether the "@" at token at opens a word: the
// text's start, a space, a line break, or a mark glued before it that
// opens or sets off a word (a bracket, a quote, a colon, a dash:
// "(@Viola", "cc:@Viola", "\"@Viola"); not a word or a mark of an e-mail
// address, a path or a name of code glued to it ("info@Beispiel.de",
// "x.@Viola", "a/@types", "x_@y").
func (s *scratch) atOpensWord(at int) bool {
	if at == 0 || s.toks[at].flags&(tfSpace|tfNL) != 0 {
		return true
	}
	b := &s.toks[at-1]
	return b.flags&tfWord == 0 && !strings.ContainsRune("./_+=@\\#%&", b.r)
}

// mentionMarkEnds reports whether the mark at token n, glued after a
// mention's name, ends the mention: a mark of a clause, a closing
// bracket, or a full stop before a space or the text's end (not a
// decorator's or a module's dot: "@app.route", "@mark.skip").
func (s *scratch) mentionMarkEnds(n int) bool {
	switch s.toks[n].r {
	case ',', ';', ':', '?', '!', ')', '¿', '¡':
		return true
	case '.':
		return n+1 >= len(s.toks) || s.toks[n+1].flags&(tfSpace|tfNL) != 0
	}
	return false
}

// codeKeyword reports whether folded word w is a keyword that follows an
// annotation or a decorator in Java, Kotlin, Swift, TypeScript or C#
// code ("@Autowired private", "@Published var"). (A switch: Go compiles
// it to comparisons, with no hashing.)
func codeKeyword(w []byte) bool {
	switch string(w) {
	case "public", "private", "protected", "internal", "static", "final", "void", "class", "interface", "abstract",
		"override", "open", "val", "var", "fun", "def", "async", "let", "const", "export", "func", "lateinit",
		"weak", "suspend", "inline", "data", "sealed", "enum", "int", "long", "boolean", "bool", "readonly",
		"get", "set", "init", "struct", "record", "default", "synchronized", "transient", "volatile", "native":
		return true
	}
	return false
}
