package gazetteer

// unlistedSurnameAfter reports whether the name [i, end) that a known
// first name i opens inside a sentence is that first name and one
// capitalised word in no list, of three letters or more, no German noun
// and no name of code ("Lieferung an Iris Mazilescu", "ship to Rose
// Okafor"): a first name that is a common word is a name before a
// surname no list knows as before a known one.
//
// In German text a line of capitalised words is no heading here: German
// capitalises its nouns, so a sentence or an address line reads as title
// case ("Lieferung an Iris Mazilescu, Drumul Dima"), and the surname's
// test that it is no German noun does the heading's work.
func (s *scratch) unlistedSurnameAfter(i, end int) bool {
	k := s.nextWord(i)
	if k < 0 || k+1 != end {
		return false
	}
	t := &s.toks[k]
	if t.start-s.toks[i].end != 1 || t.flags&tfNL != 0 || t.flags&tfHeading != 0 && s.lang != langGerman {
		return false
	}
	return t.shape == shCap && t.flags&tfTitle != 0 && t.letters >= 3 && t.cls == 0 && s.resolved(k) == 0 && !s.germanNoun(k)
}
