package gazetteer

// Compound legal forms of Spanish-speaking America join two dotted forms
// with "de" ("S.A. de C.V.", "S. de R.L. de C.V.", "S.A.B. de C.V.") and
// may part the letters of the first with a space ("S. R.L. de C.V."). The
// firm's name ends at the last of them; a form cut at "de" leaves its
// tail in clear.

// deFormTail returns the end (exclusive) of a legal form ending at token
// fe, extended over "de" and a dotted form of "C.V." or "R.L." after it
// (twice at most: "S. de R.L. de C.V."), or fe.
func (s *scratch) deFormTail(fe int) int {
	for range 2 {
		d := s.nextWordAfter(fe - 1)
		if d < 0 || s.toks[d].shape != shLower || !s.wordIs(d, "de") {
			return fe
		}
		l := s.nextWordAfter(d)
		if l < 0 || !s.dottedStart(l) || !s.wordIs(l, "c") && !s.wordIs(l, "r") {
			return fe
		}
		e := s.dottedForm(l)
		if e == 0 {
			return fe
		}
		fe = e
	}
	return fe
}

// spacedFormEnd returns the end (exclusive) of a legal form that opens
// with a lone "S." at word c, a space and a dotted form after it, maybe
// past "de" ("S. R.L.", "S. de R.L."), or 0.
func (s *scratch) spacedFormEnd(c int) int {
	if !s.wordIs(c, "s") || c+1 >= len(s.toks) || s.toks[c+1].r != '.' || s.toks[c+1].flags&(tfSpace|tfNL) != 0 {
		return 0
	}
	l := s.nextWordAfter(c + 1)
	if l >= 0 && s.toks[l].shape == shLower && s.wordIs(l, "de") {
		l = s.nextWordAfter(l)
	}
	if l < 0 || !s.dottedStart(l) || s.wordIs(l, "s") {
		return 0
	}
	return s.dottedForm(l)
}
