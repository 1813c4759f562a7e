package gazetteer

// Organisations: a run of names ended by a legal form or a head noun
// (docs/names.md, "Rules, in order of strength").

// dottedForms are the legal forms written as letters and dots ("S.A.S.",
// "s.r.l.", "e.V.", "S.Coop."), by their letters folded and joined.
var dottedForms = wordSet("sa sas sasu sarl sau sad sl sll slne slu scp scoop srl spa sapa snc sccl crl " +
	"eg ev ek vof bv nv cv plc inc ltd llc llp lda ltda sprl rl gmbh")

// dottedFormsCapital are the dotted forms that need their last letter in
// capitals: "e.V." and "e.G." are legal forms, "e.g." is not.
var dottedFormsCapital = wordSet("eg ev ek")

// lowerLegalForms are the legal forms written in capitals (legalSuffixesCaps)
// that also count in a text without capitals ("van gils nv"): the others
// are words of their languages ("sa", "as", "se", "co").
var lowerLegalForms = wordSet("ag sas sasu bv nv oy asa kg aps")

// familyForms, after "and", "&", "et", "e", "y", "und" or "en", end a
// firm named after its owners ("Gomez and Sons", "Garnier et Fils",
// "Rossi e figli", "Navarro y asociados"), in either case.
var familyForms = wordSet("sons fils figli filhos hijos zonen sohne brothers bros freres fratelli hermanos irmaos " +
	"co cie compagnie asociados associados associati associes")

// familyConjunctions join a firm's owners to familyForms.
var familyConjunctions = wordSet("and et e y und en")

// runParticles may stand inside a firm's name between two of its words
// ("Wouters van Dijk NV", "Teunissen & van den Berg"): the Dutch and
// Low German ones, which no sentence uses as a preposition before a name.
var runParticles = wordSet("van ten ter den vander")

// orgSuffix finds organisations that end in a legal form ("Civic Impulse
// LLC", "Lambert Rousseau S.A.S.", "Hartmann Vogel GmbH & Co. KG"), a
// family form ("Gomez and Sons", "Rinaldi e figli") or, at a lower
// confidence, a head noun ("Nordvik Solutions", "Bank of Montreal"),
// after a run of names (see orgRunStart). It starts from the candidates
// the tokenizer noted (s.orgCands), in text order.
func (s *scratch) orgSuffix() {
	for _, ci := range s.orgCands {
		c := int(ci)
		if !s.free(c) {
			continue
		}
		fs, fe, head := s.orgForm(c)
		if fe == 0 {
			continue
		}
		from, words := s.orgRunStart(fs, !head)
		if words == 0 {
			continue
		}
		conf := 0.1
		if head {
			conf = -0.1
		}
		s.addOrg(from, fe, s.confidence(conf))
	}
}

// orgForm reads the form that candidate word c opens or ends: a dotted
// form, a legal word, a family form, or a head noun, with what may follow
// it ("& Co. KG", "mbH", "of Montreal", a legal form after a head or a
// family form). It returns the form's first token, its end (exclusive; 0
// when c is none) and whether it is a head noun, weaker evidence.
func (s *scratch) orgForm(c int) (fs, fe int, head bool) {
	t := &s.toks[c]
	switch {
	case t.flags&tfWord != 0 && t.letters == 1 && c+1 < len(s.toks) && s.toks[c+1].r == '.':
		if fe = s.dottedForm(c); fe == 0 {
			return 0, 0, false
		}
		return c, s.legalTail(fe), false
	case t.cls&wcLegal != 0 && s.legalWord(c):
		fe = c + 1
		if fe < len(s.toks) && s.toks[fe].r == '.' && s.toks[fe].flags&tfSpace == 0 && abbrev(t.cls) {
			fe++
		}
		return c, s.legalTail(fe), false
	case t.cls&wcOrgHead == 0:
		return 0, 0, false
	}
	w := s.wordBytes(c)
	if familyForms[string(w)] {
		p := c - 1
		if p <= 0 || t.flags&(tfSpace|tfNL) != tfSpace || s.toks[p].flags&tfNL != 0 {
			return 0, 0, false
		}
		if pt := &s.toks[p]; !(pt.flags&tfWord == 0 && pt.r == '&' || pt.flags&tfWord != 0 && familyConjunctions[string(s.wordBytes(p))]) {
			return 0, 0, false
		}
		fe = c + 1
		if fe < len(s.toks) && s.toks[fe].r == '.' && s.toks[fe].flags&tfSpace == 0 {
			fe++ // "& Co.", "et Cie."
		}
		return p, s.formAfter(s.legalTail(fe)), false
	}
	// A head noun: capitalised, not in a heading unless a legal form
	// follows it (German capitalises every noun: "Ostwald Stiftung & Co.
	// KGaA" reads as a heading).
	if t.shape != shCap {
		return 0, 0, false
	}
	if e := s.formAfter(s.legalTail(c + 1)); e > c+1 {
		return c, e, false
	}
	if t.flags&tfHeading != 0 {
		return 0, 0, false
	}
	fe = c + 1
	// "Bank of Montreal", "University of Oslo".
	if k := s.nextWord(c); k >= 0 && s.wordIs(k, "of") {
		if m := s.nextWord(k); m >= 0 && s.capWord(m) && s.free(m) {
			fe = m + 1
		}
	}
	return c, s.formAfter(s.legalTail(fe)), true
}

// legalWord reports whether word c, of a legal-form class, is a legal
// form as written: the forms that are also words ("SA", "AG", "Co") in
// capitals, "Co" with its dot; in a text without capitals, the legal
// forms and lowerLegalForms.
func (s *scratch) legalWord(c int) bool {
	t := &s.toks[c]
	if t.cls&wcLegalCaps == 0 {
		return t.shape != shOther || s.wordIs(c, "gmbh") || s.wordIs(c, "kgaa") || s.wordIs(c, "mbh")
	}
	switch t.shape {
	case shUpper:
		return true
	case shCap:
		if s.wordIs(c, "co") {
			return c+1 < len(s.toks) && s.toks[c+1].r == '.'
		}
		return s.wordIs(c, "sa") || s.wordIs(c, "oy")
	case shLower:
		return s.noUpper && lowerLegalForms[string(s.wordBytes(c))]
	}
	return false
}

// dottedForm returns the end (exclusive) of the legal form written as
// letters and dots that starts at word c ("S.A.S.", "s.r.l.", "S.L.N.E",
// "e.V.", "S.Coop."), its last dot included, or 0.
func (s *scratch) dottedForm(c int) int {
	var key [12]byte
	n, parts := 0, 0
	k := c
	last := c
	for k < len(s.toks) && n < len(key) {
		t := &s.toks[k]
		if t.flags&tfWord == 0 || t.shape == shOther || t.letters > 4 || k > c && t.flags&(tfSpace|tfNL) != 0 {
			break
		}
		w := s.wordBytes(k)
		if n+len(w) > len(key) {
			break
		}
		n += copy(key[n:], w)
		parts++
		last = k
		if k+1 >= len(s.toks) || s.toks[k+1].r != '.' || s.toks[k+1].flags&(tfSpace|tfNL) != 0 {
			k++
			break
		}
		k += 2 // the dot, then the next part
	}
	if parts < 2 || !dottedForms[string(key[:n])] {
		return 0
	}
	if dottedFormsCapital[string(key[:n])] && s.toks[last].shape != shInitial && s.toks[last].shape != shUpper {
		return 0 // "e.g."
	}
	end := last + 1
	if end < len(s.toks) && s.toks[end].r == '.' && s.toks[end].flags&(tfSpace|tfNL) == 0 {
		end++
	}
	return end
}

// legalTail extends a legal form ending at fe (exclusive) over what
// compound forms add: "mbH" ("OHG mbH") and "& Co." with a legal form
// after it ("GmbH & Co. KG", "Stiftung & Co. KGaA").
func (s *scratch) legalTail(fe int) int {
	for range 2 {
		k := fe
		if k >= len(s.toks) || s.toks[k].flags&tfNL != 0 {
			return fe
		}
		t := &s.toks[k]
		switch {
		case t.flags&tfWord != 0 && s.wordIs(k, "mbh"):
			fe = k + 1
		case t.flags&tfWord == 0 && t.r == '&':
			m := s.nextWord(k)
			if m < 0 || !s.wordIs(m, "co") {
				return fe
			}
			fe = m + 1
			if fe < len(s.toks) && s.toks[fe].r == '.' && s.toks[fe].flags&tfSpace == 0 {
				fe++
			}
			if l := s.nextWordAfter(fe - 1); l >= 0 && s.toks[l].cls&wcLegal != 0 && s.legalWord(l) {
				fe = l + 1
			}
		default:
			return fe
		}
	}
	return fe
}

// formAfter extends a head or a family form ending at fe over a legal
// form right after it ("Navarro y asociados S.L.", "Acme Group Ltd").
func (s *scratch) formAfter(fe int) int {
	l := s.nextWordAfter(fe - 1)
	if l < 0 {
		return fe
	}
	t := &s.toks[l]
	switch {
	case t.letters == 1 && l+1 < len(s.toks) && s.toks[l+1].r == '.':
		if e := s.dottedForm(l); e > 0 {
			return e
		}
	case t.cls&wcLegal != 0 && s.legalWord(l):
		e := l + 1
		if e < len(s.toks) && s.toks[e].r == '.' && s.toks[e].flags&tfSpace == 0 && abbrev(t.cls) {
			e++
		}
		return e
	}
	return fe
}

// nextWordAfter returns the word right after token k (a word or a dot),
// after spaces on the same line, or -1.
func (s *scratch) nextWordAfter(k int) int {
	j := k + 1
	if j < len(s.toks) && s.toks[j].flags&tfWord != 0 && s.toks[j].flags&(tfSpace|tfNL) == tfSpace {
		return j
	}
	return -1
}

// orgRunStart walks left from the form starting at token fs over the
// firm's name, and returns the name's first token and its number of
// words (0: no name). The name is a run of up to six capitalised words
// and initials (any word that names no common thing in a text without
// capitals) on the form's line, joined by spaces, "&", "and" and the like
// or a comma between two names ("Ferri, Bassi e Lombardi"), with Dutch
// particles inside ("Wouters van Dijk"); a number of one to three digits
// may start it ("48 Factoring Inc"). A stopword, a word some rule took,
// or a common word starting the sentence ends it ("Civic Impulse LLC
// signed" names "Impulse LLC"); a German or French noun that an article
// marked may start it ("im Sportverein Hohenfeld e.V."). legal allows
// the comma of "Acme, Inc.".
func (s *scratch) orgRunStart(fs int, legal bool) (from, words int) {
	from = fs
	j := fs
	if legal && j > 0 && s.toks[j-1].r == ',' && s.toks[j-1].flags&tfSpace == 0 {
		j-- // "Acme, Inc."
	}
	if s.toks[j].flags&tfNL != 0 {
		return fs, 0
	}
	for j > 0 && words < 6 {
		k := j - 1
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			// "&", or a comma glued to a name and followed by one.
			if words == 0 || s.toks[j].flags&tfSpace == 0 || t.flags&tfNL != 0 {
				break
			}
			if t.r != '&' && !(t.r == ',' && t.flags&tfSpace == 0) {
				break
			}
			if k == 0 || !s.isWord(k-1) || !s.orgNameWord(k-1) || t.r == ',' && s.joinCommon(k-1) {
				break
			}
			j = k
			continue
		}
		if t.flags&(tfSpace|tfNL) == 0 && s.toks[j].flags&tfWord != 0 && j != fs {
			break // glued words: not a name of spaced words
		}
		if s.toks[j].flags&tfNL != 0 {
			break
		}
		if words > 0 && (t.cls&wcConj != 0 && familyConjunctions[string(s.wordBytes(k))] || runParticles[string(s.wordBytes(k))]) {
			// "Vidal y Serrano", "Wouters van Dijk": a name must stand
			// before it too.
			if k == 0 || !s.isWord(k-1) || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || !s.orgNameWord(k-1) ||
				t.cls&wcConj != 0 && s.joinCommon(k-1) {
				break
			}
			j = k
			continue
		}
		if !s.orgNameWord(k) && !(words == 0 && s.noUpper && s.orgHeadWord(k)) {
			if words > 0 && t.flags&tfDigit != 0 && t.letters == 0 && t.end-t.start <= 3 && (k == 0 || s.toks[k-1].flags&tfDigit == 0) {
				from = k // "3 Round Stones Inc"
			}
			break
		}
		j, from = k, k
		words++
		if t.flags&tfBlocked != 0 {
			break // a noun an article marked starts the name
		}
	}
	return from, words
}

// orgNameWord reports whether word k may be part of a firm's name (see
// orgRunStart).
func (s *scratch) orgNameWord(k int) bool {
	t := &s.toks[k]
	if t.flags&tfUsed != 0 || t.flags&tfBlocked != 0 && t.flags&tfNoun == 0 {
		return false
	}
	if t.cls&wcStopword != 0 && t.attr&nameBits == 0 {
		return false
	}
	switch t.shape {
	case shCap, shUpper, shInitial:
		if t.flags&tfSentStart != 0 && s.common(k, s.d.p.commonMax) && t.attr&nameBits == 0 {
			return false
		}
		return true
	case shLower:
		if !s.noUpper || t.cls&(wcNonName|wcConj|wcParticle) != 0 || functionWords[string(s.wordBytes(k))] {
			return false
		}
		// A known name or place that is no common word, or a rare
		// English word ("stillwater hydraulics llc"); words in no list
		// are as often words of other languages ("appeler").
		a := s.resolved(k)
		if a&(nameBits|placeBits) != 0 && !s.common(k, 2) {
			return true
		}
		return wordLevel(a) > 4
	}
	return false
}

// orgHeadWord reports whether lower-case word k, right before a legal
// form in a text without capitals, may end a firm's name as its head:
// an English word less common than SCOWL level 20 ("stillwater
// hydraulics llc"), no stopword.
func (s *scratch) orgHeadWord(k int) bool {
	t := &s.toks[k]
	return t.shape == shLower && t.cls&(wcNonName|wcConj|wcParticle) == 0 && t.flags&tfUsed == 0 &&
		wordLevel(s.resolved(k)) > 2
}

// joinCommon reports whether word k, before a comma or a conjunction
// inside a firm's name, is rather a common word than a name ("Thanks,
// Hughes & Clarke LLP").
func (s *scratch) joinCommon(k int) bool {
	return s.common(k, s.d.p.commonMax) && s.toks[k].attr&nameBits == 0
}

// addOrg adds an organisation over tokens [from, to), which a noun an
// article marked may start: the organisation unblocks it.
func (s *scratch) addOrg(from, to int, conf float64) {
	if t := &s.toks[from]; t.flags&tfNoun != 0 {
		t.flags &^= tfBlocked
	}
	s.add(from, to, labelOrg, conf)
}
