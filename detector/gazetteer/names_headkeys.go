package gazetteer

// headKeyNames finds the parts of a name that a record keys by the bare
// words first and last, or given and family (FHIR's HumanName): the
// capitalised value of such a key (partWord), past its colon, quotes and
// a list's bracket, and the capitalised words after it in the same field,
// are a PERSON when the partner key opens a field of the record too
// (headKeyPartner: `{"first": "Abbie", "last": "Reed"}`, "name:\n  first:
// Shannon\n  last: Horn", `"given": ["Maria"]` beside `"family":`), and
// the value is a known name (headKeyBefore: `{"first": "Lorem", "last":
// "Ipsum"}` and `{"first": "Berlin", "last": "Munich"}` are none). A key
// alone is no evidence: `"last": "Reed"` may be anything's last.
func (s *scratch) headKeyNames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		if i < 2 || s.toks[i-1].flags&tfWord != 0 {
			continue
		}
		switch s.toks[i-1].r {
		case ':', '"', '\'', '[':
		default:
			continue
		}
		if !s.free(i) || !s.partWord(i) || !s.headKeyBefore(i) {
			continue
		}
		end := i + 1
		for end < len(s.toks) && end-i < 3 && s.toks[end].flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace && s.free(end) && s.partWord(end) {
			end++ // "first: Ruggero Griselda"
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}

// headKeyBefore reports whether a bare key of headKeyPartners stands
// right before capitalised word i, past its colon, its quotes and a
// list's bracket (`"given": ["Maria"]`), opening a record's key, with its
// partner keyed near it, and word i is a known name: a first name or a
// surname, or a name's part that is none of the commonest words ("first:
// Page" is none), and no country, region or city of 100,000 people or
// more, unless a first name under "first" or "given" or a surname under
// "last" or "family" (`"first": "Virginia"`; `"first": "Berlin"` is
// none); or a word in no list and no word of code when the partner's
// value is a known name that is no common word (`"first": "Anna",
// "last": "Krężołek"`; `"first": "Kubernetes"`, `"first": "Lorem"` are
// none).
func (s *scratch) headKeyBefore(i int) bool {
	j, colon, list := i-1, false, false
	for n := 0; j >= 0 && n < 4 && s.toks[j].flags&tfWord == 0; j, n = j-1, n+1 {
		switch r := s.toks[j].r; {
		case r == ':':
			colon = true
		case quoteRune(r):
		case r == '[' && !colon && !list:
			list = true
		default:
			return false
		}
	}
	if !colon || !s.isWord(j) || !s.keyOpens(j) {
		return false
	}
	v := s.headKeyPartner(j)
	if v < 0 {
		return false
	}
	a := s.resolved(i)
	t := &s.toks[i]
	firstKey := s.wordIs(j, "first") || s.wordIs(j, "given")
	if a&attrFirst != 0 && firstKey || a&attrLast != 0 && !firstKey {
		return true // `"first": "Virginia"`, `"last": "Berg"`
	}
	if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 {
		return false // `"first": "Berlin"`
	}
	if a&(attrFirst|attrLast) != 0 || a&nameBits != 0 && !s.common(i, 2) || s.foldedUnlisted(i) {
		return true // a name's part, a word in no list that folding shortened ("Gülenay")
	}
	// the commonest word of a name's part, a word in no list: beside a
	// known name that is no common word, one such word in no list or
	// known names joined by hyphens (`"given": ["Leon"], "family":
	// "Hunt"`, "first: Şahat\nlast: Eraslan", "first: Anne-Rose\nlast:
	// Liebelt"; not "first: Page\nlast: Page", "Lorem", "Ipsum")
	return (a&nameBits != 0 || wordLevel(a) == 0 && t.cls&wcTechTerm == 0) && v != i && s.isWord(v) && s.capWord(v) &&
		(s.resolved(v)&nameBits != 0 && !s.common(v, 2) || s.foldedUnlisted(v) ||
			s.toks[v].flags&tfHyphen != 0 && s.hyphenatedName(v))
}

// foldedUnlisted reports whether word i is in no list and folding
// shortened it, as it does a letter with a diacritic ("Gülenay", "Şahat"):
// no word of code or filler text is written so.
func (s *scratch) foldedUnlisted(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	return a&nameBits == 0 && wordLevel(a) == 0 && t.end-t.start > t.fe-t.fs
}

// headKeyPartners pairs the words of namePartHeads that key the two
// parts of one name on their own, folded.
var headKeyPartners = map[string]string{"first": "last", "last": "first", "given": "family", "family": "given"}

// headKeyPartner returns the first token of the value of the partner of
// key j, a bare word of namePartHeads ("first" for "last", "given" for
// "family"), past its colon, quotes and a list's bracket, when the
// partner opens a record's key with its colon within partKeyWindow tokens
// of it (the record splits a person's name into the two keys), or -1.
func (s *scratch) headKeyPartner(j int) int {
	partner, ok := headKeyPartners[string(s.wordBytes(j))]
	if !ok {
		return -1
	}
	for k := max(0, j-partKeyWindow); k < min(len(s.toks), j+partKeyWindow); k++ {
		if k == j || !s.isWord(k) || string(s.wordBytes(k)) != partner || !s.keyOpens(k) {
			continue
		}
		c := k + 1
		for c < len(s.toks) && c-k < 3 && s.toks[c].flags&tfWord == 0 && quoteRune(s.toks[c].r) {
			c++
		}
		if c < len(s.toks) && s.toks[c].flags&tfWord == 0 && s.toks[c].r == ':' {
			v := c + 1
			for v < len(s.toks) && v-c < 4 && s.toks[v].flags&tfWord == 0 && (quoteRune(s.toks[v].r) || s.toks[v].r == '[') {
				v++
			}
			return v // the value's first token: a word, or what stands there
		}
	}
	return -1
}
