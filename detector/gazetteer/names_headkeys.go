package gazetteer

// headKeyNames finds the parts of a name that a record keys by the bare
// words first and last, or given and family (FHIR's HumanName): the
// capitalised value of such a key (partWord), past its colon, quotes and
// a list's bracket, and the capitalised words after it in the same field,
// are a PERSON when the partner key opens a field of the record too
// (headKeyPartner: `{"first": "Abbie", "last": "Reed"}`, "name:\n  first:
// Shannon\n  last: Horn", `"given": ["Maria"]` beside `"family":`), and
// the value is a known name or a word in no list (`{"first": "Alpha",
// "last": "Omega"}` is none). A key alone is no evidence: `"last": "Reed"`
// may be anything's last.
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
// partner keyed near it, and word i is a known name or a word in no list.
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
	if !colon || !s.isWord(j) || !s.keyOpens(j) || !s.headKeyPartner(j) {
		return false
	}
	a := s.resolved(i)
	return a&nameBits != 0 || wordLevel(a) == 0
}

// headKeyPartners pairs the words of namePartHeads that key the two
// parts of one name on their own, folded.
var headKeyPartners = map[string]string{"first": "last", "last": "first", "given": "family", "family": "given"}

// headKeyPartner reports whether the partner of key j, a bare word of
// namePartHeads ("first" for "last", "given" for "family"), opens a
// record's key with its colon within partKeyWindow tokens of it: the
// record splits a person's name into the two keys.
func (s *scratch) headKeyPartner(j int) bool {
	partner, ok := headKeyPartners[string(s.wordBytes(j))]
	if !ok {
		return false
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
			return true
		}
	}
	return false
}
