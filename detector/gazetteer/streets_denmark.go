package gazetteer

// danishAlle reports whether word k is Denmark's "Allé" written after a
// name ("Castbergs Allé 9", "Godsbane Allé 9"), which folds to "alle", a
// stopword of German and Italian that streetType would refuse; the
// accent tells the street's word from them.
func (s *scratch) danishAlle(k int) bool {
	t := &s.toks[k]
	w := s.text[t.start:t.end]
	return w == "Allé" || s.noUpper && w == "allé"
}
