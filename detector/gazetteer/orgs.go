package gazetteer

import (
	"unicode"
	"unicode/utf8"
)

// Organisations: a run of names ended by a legal form or a head noun
// (docs/names.md, "Rules, in order of strength").

// dottedForms are the legal forms written as letters and dots ("S.A.S.",
// "s.r.l.", "e.V.", "S.Coop.", the Balkans' "d.o.o."), by their letters
// folded and joined.
var dottedForms = wordSet("sa sas sasu sarl sau sad sl sll slne slu sc scp scoop scom sal sat srl srls spa sapa snc sccl crl " +
	"scrl sca scs sro eg ev ek vof bv nv cv plc inc ltd llc llp lda ltda sprl rl gmbh bvba cvba vzw asbl ac sab sapi spr doo jdoo dd")

// dottedFormsCapital are the dotted forms that need their last letter in
// capitals: "e.V." and "e.G." are legal forms, "e.g." is not; "A.C."
// is, "a.c." is an abbreviation. In a text without capitals, "e.v." and
// "e.k." count: no abbreviation reads so.
var dottedFormsCapital = wordSet("eg ev ek ac")

// lowerLegalForms are the legal forms written in capitals (legalSuffixesCaps)
// that also count in a text without capitals ("van gils nv"): the others
// are words of their languages ("sa", "as", "se", "co").
var lowerLegalForms = wordSet("ag sas sasu bv nv oy asa kg aps")

// familyForm reports whether w, after "and", "&", "et", "e", "y", "und"
// or "en", ends a firm named after its owners or partners ("Gomez and
// Sons", "Garnier et Fils", "Rossi e figli", "Navarro y asociados",
// "Vermeulen & Partners"), in either case.
func familyForm(w []byte) bool {
	switch string(w) {
	case "sons", "fils", "figli", "filhos", "hijos", "zonen", "sohne", "brothers", "bros", "freres",
		"fratelli", "hermanos", "irmaos", "co", "cie", "compagnie", "asociados", "associados",
		"associati", "associes", "associates", "partners", "partner":
		return true
	}
	return false
}

// familyConjunction reports whether w joins a firm's owners to a familyForm.
func familyConjunction(w []byte) bool {
	switch string(w) {
	case "and", "et", "e", "y", "und", "en":
		return true
	}
	return false
}

// runParticle reports whether w may stand inside a firm's name between
// two of its words ("Wouters van Dijk NV", "Teunissen & van den Berg"): the Dutch and
// Low German ones, which no sentence uses as a preposition before a name.
func runParticle(w []byte) bool {
	switch string(w) {
	case "van", "ten", "ter", "den", "vander":
		return true
	}
	return false
}

// fileOrgWord lists word k, just pushed, of a legal form, head noun or
// wcOrgCue class, among orgCands or orgCueWords: a head noun only if not
// in lower case ("the group" heads nothing), a family form ("e figli":
// the only head nouns that are wcOrgCue words too, but "company") or in
// a text with no capital so far ("briqua systems": see lowerFirmName).
//
// It is not inlined: the tokenizer calls it for few words.
//
//go:noinline
func (s *scratch) fileOrgWord(k int) {
	t := &s.toks[k]
	if t.cls&wcLegal != 0 || t.cls&wcOrgHead != 0 && (t.shape != shLower || s.noUpper) || t.cls&(wcOrgHead|wcOrgCue) == wcOrgHead|wcOrgCue {
		s.orgCands = append(s.orgCands, int32(k))
	}
	if t.cls&wcOrgCue != 0 {
		if t.letters == 4 && t.shape == shLower && s.wordIs(k, "from") {
			s.froms = append(s.froms, int32(k)) // no cue: orgAfterPerson reads it
			if p := k - 1; p >= 0 && t.flags&tfSpace != 0 && s.toks[p].flags&tfWord != 0 && s.toks[p].letters >= 3 && (offerDocument(s.wordBytes(p)) || s.wordIs(p, "off")) {
				s.orgCueWords = append(s.orgCueWords, int32(k)) // "Offer from Morstasta", "laid off from": orgAfterOffer
			}
			return
		}
		s.orgCueWords = append(s.orgCueWords, int32(k))
	}
}

// orgSuffix finds organisations that end in a legal form ("Civic Impulse
// LLC", "Lambert Rousseau S.A.S.", "Hartmann Vogel GmbH & Co. KG"), a
// family form ("Gomez and Sons", "Rinaldi e figli") or, at a lower
// confidence, a head noun ("Nordvik Solutions", "Bank of Montreal"),
// after a run of names (see orgRunStart). It starts from the candidates
// the tokenizer noted (s.orgCands), in text order.
func (s *scratch) orgSuffix() {
	for _, ci := range s.orgCands {
		c := int(ci)
		if !s.free(c) && !(s.toks[c].flags&(tfUsed|tfNoun) == tfNoun && institutionHead(s.wordBytes(c))) {
			continue // an article marks an institution's head: "an der Universität Heidelberg"
		}
		fs, fe, head := s.orgForm(c)
		if fe == 0 {
			continue
		}
		from, words := s.orgRunStart(fs, !head)
		if s.noUpper && !head && words < 3 && s.toks[fs].cls&wcLegalCaps == 0 {
			from, words = s.lowerFormFirm(from, words, fs) // "from woods plc"
		}
		if s.noUpper && (words <= 1 || from > 0 && (s.toks[from-1].r == ',' || s.toks[from-1].cls&wcConj != 0)) {
			if st := s.lowerOwners(fs, head); st >= 0 && (words == 0 || st < from) {
				s.addOrg(st, fe, s.confidence(-0.1)) // "scarponi-sanguineti group", "piñol y riba s.l."
				continue
			}
		}
		if words == 0 && head && s.noUpper {
			if from, words = s.lowerFirmName(c); words > 0 {
				s.addOrg(from, fe, s.confidence(-0.1)) // "briqua systems"
				continue
			}
			if st := s.lowerSurnameGroup(c); st >= 0 {
				s.addOrg(st, fe, s.confidence(-0.1)) // "at brown group"
				continue
			}
		}
		if words == 0 && head && institutionHead(s.wordBytes(c)) {
			if end := s.institutionAfter(c); end > 0 {
				s.addOrg(c, end, s.confidence(-0.1)) // "University of Leeds", "Klinikum Augsburg"
			}
			continue
		}
		if words == 0 && head && fe == c+1 && openingHead(s.wordBytes(c)) {
			if end := s.namesAfterHead(c); end > 0 {
				s.addOrg(c, end, s.confidence(-0.1))
			}
			continue
		}
		if words == 0 || head && s.noUpper && !s.allNames(from, fs) {
			continue // "the spa group": in lower case, a head noun needs names
		}
		if head && industryHeads[string(s.wordBytes(c))] && s.commonRun(from, fs) {
			continue // "Human Resources", "the Data Services layer"
		}
		conf := 0.1
		if head {
			conf = -0.1
		}
		s.addOrg(from, fe, s.confidence(conf))
	}
}

// firmAttrs returns attributes a of a word as the firm rules read them:
// a first name that only the first-name dictionary holds (attrDictFirst)
// counts as a word of no list. The firm rules keep people apart by their
// first names ("Anna, Paul and Marie"), and the dictionary's rarer names
// of a country are as often surnames elsewhere, the owners' names of a
// firm ("Hartley, Alby and Pryce", "Grupo Aled", "Moreau et Abram").
func firmAttrs(a uint32) uint32 {
	if a&attrDictFirst != 0 {
		return a &^ (attrFirst | attrDictFirst)
	}
	return a
}

// openingHead reports whether head noun w may open a firm's name, before
// its owners' names ("Grupo Ortega", "Stichting Jansen", "Fratelli
// Bassi", "Hermanos Duran S.A.", "Groupe Renault", "Verlag Schmidt").
func openingHead(w []byte) bool {
	switch string(w) {
	case "grupo", "gruppo", "stichting", "stiftung", "hermanos", "fratelli", "fundacion", "fondazione", "fondation",
		"groupe", "societe", "compagnie", "verlag":
		return true
	}
	return false
}

// namesAfterHead returns the end (exclusive) of the names after opening
// head noun c, with a legal form after them ("Hermanos Duran S.A."), or
// 0: a run of capitalised names on its line (see orgRunEnd), no known
// place or first name first.
func (s *scratch) namesAfterHead(c int) int {
	r := s.nextWordAfter(c)
	if r < 0 || s.noUpper || !s.capWord(r) || !s.orgNameWord(r) {
		return 0
	}
	if a := firmAttrs(s.resolved(r)); a&attrFirst != 0 || a&placeBits != 0 && a&attrLast == 0 {
		return 0 // a first name or a place: people or a place's group
	}
	end := s.orgRunEnd(r)
	if end <= r {
		return 0
	}
	for k := r + 1; k < end; k++ {
		if s.toks[k].letters == 1 && k+1 < len(s.toks) && s.toks[k+1].r == '.' {
			if e := s.dottedForm(k); e > 0 {
				return s.legalTail(e) // the run read "S" of "S.A." as an initial
			}
		}
	}
	return s.formAfter(s.legalTail(end))
}

// orgForm reads the form that candidate word c opens or ends: a dotted
// form, a legal word, a family form, or a head noun, with what may follow
// it ("& Co. KG", "mbH", "of Montreal", a legal form after a head or a
// family form). It returns the form's first token, its end (exclusive; 0
// when c is none) and whether it is a head noun, weaker evidence.
func (s *scratch) orgForm(c int) (fs, fe int, head bool) {
	t := &s.toks[c]
	switch {
	case t.flags&tfWord != 0 && s.dottedStart(c):
		if fe = s.dottedForm(c); fe == 0 {
			if fe = s.spacedFormEnd(c); fe == 0 { // "S. R.L. de C.V."
				return 0, 0, false
			}
		}
		return c, s.legalTail(fe), false
	case t.cls&wcLegal != 0 && s.legalWord(c) && !(c > 0 && s.toks[c-1].r == '&' && s.wordIs(c, "co")):
		fe = c + 1
		if fe < len(s.toks) && s.toks[fe].r == '.' && s.toks[fe].flags&tfSpace == 0 && abbrev(t.cls) {
			fe++
		}
		if n := s.nordicFirmWordAfter(c); n >= 0 {
			fe = n + 1 // "jensen og partnere", "olsen og datter"
		}
		return c, s.legalTail(fe), false
	case t.cls&wcOrgHead == 0:
		return 0, 0, false
	}
	w := s.wordBytes(c)
	if familyForm(w) || t.shape == shCap && string(w) == "company" { // "Bain & Company"
		p := c - 1
		if p > 0 && t.flags&(tfSpace|tfNL) == tfSpace && s.toks[p].flags&tfNL == 0 {
			if pt := &s.toks[p]; pt.flags&tfWord == 0 && pt.r == '&' || pt.flags&tfWord != 0 && familyConjunction(s.wordBytes(p)) &&
				(!s.wordIs(p, "en") || s.wordIs(c, "zonen")) { // Dutch "en" before a Dutch form only: "annabel en hermanos" is Spanish
				fe = c + 1
				if fe < len(s.toks) && s.toks[fe].r == '.' && s.toks[fe].flags&tfSpace == 0 {
					fe++ // "& Co.", "et Cie."
				}
				return p, s.formAfter(s.legalTail(fe)), false
			}
		}
		if string(w) != "associates" && string(w) != "partners" && string(w) != "company" && !openingHead(w) {
			return 0, 0, false
		}
		// "Abt Associates", "Fratelli Bassi": a head noun without its
		// conjunction.
	}
	// A head noun: capitalised, not in a heading unless a legal form
	// follows it (German capitalises every noun: "Ostwald Stiftung & Co.
	// KGaA" reads as a heading).
	if t.shape != shCap && !(s.noUpper && t.shape == shLower) {
		return 0, 0, false
	}
	if e := s.formAfter(s.legalTail(c + 1)); e > c+1 {
		return c, e, false
	}
	if t.flags&tfHeading != 0 && !institutionHead(w) && !s.namedHead(c) {
		return 0, 0, false // institutionAfter reads an institution's name in a title-case line too
	}
	fe = c + 1
	// "Bank of Montreal", "University of Oslo".
	if k := s.nextWord(c); k >= 0 && s.wordIs(k, "of") {
		if m := s.nextWord(k); m >= 0 && s.capWord(m) && s.free(m) {
			fe = m + 1
		}
	}
	// More head nouns join it: "Boston Consulting Group", "Ardent Capital Partners".
	for k := s.nextWord(fe - 1); k >= 0 && s.toks[k].shape == shCap && s.toks[k].cls&wcOrgHead != 0 && s.free(k); k = s.nextWord(k) {
		fe = k + 1
	}
	return c, s.formAfter(s.legalTail(fe)), true
}

// legalWord reports whether word c, of a legal-form class, is a legal
// form as written: the forms that are also words ("SA", "AG", "Co") in
// capitals, "Co" with its dot; in a text without capitals, the legal
// forms, lowerLegalForms, "sa" where it is no possessive (lowerSA) and
// "og" in text that reads as German or after an owner (lowerOG;
// elsewhere slang or the Nordic "and").
func (s *scratch) legalWord(c int) bool {
	t := &s.toks[c]
	if t.cls&wcLegalCaps == 0 {
		return t.shape != shOther || s.wordIs(c, "gmbh") || s.wordIs(c, "kgaa") || s.wordIs(c, "mbh") || s.wordIs(c, "gesbr")
	}
	switch t.shape {
	case shUpper:
		return true
	case shCap:
		if s.wordIs(c, "co") {
			return c+1 < len(s.toks) && s.toks[c+1].r == '.'
		}
		return s.wordIs(c, "sa") || s.wordIs(c, "oy") || s.wordIs(c, "aps") // "ApS", as GmbH
	case shLower:
		return s.noUpper && (lowerLegalForms[string(s.wordBytes(c))] || s.wordIs(c, "sa") && s.lowerSA(c) ||
			s.wordIs(c, "og") && (s.lang == langGerman || s.lowerOG(c) || s.nordicFirmWordAfter(c) >= 0)) // Austria's "og": "maurer og", "kolb og just called"
	}
	return false
}

// lowerSA reports whether "sa" at word c, in a text without capitals, is
// the legal form and not the French possessive: a known surname or name
// part that is no common English word right before it, and no word after
// it but a function word ("lebrun sa, we spoke", "chez leroux bernier sa depuis
// mars"; "dupont sa femme" is a possessive before its noun).
func (s *scratch) lowerSA(c int) bool {
	p := s.prevWord(c)
	if p < 0 || s.resolved(p)&(attrLast|attrPart) == 0 || s.common(p, s.d.p.commonMax) {
		return false
	}
	n := s.nextWordAfter(c)
	return n < 0 || s.toks[n].cls&(wcStopword|wcFrench|wcEnglish) != 0 || functionWords.has(s.wordBytes(n))
}

// lowerOG reports whether "og" at word c, in a text without capitals, is
// Austria's legal form and not slang or the Nordic "and": a known surname
// or name part that is no common English word right before it, or a word
// after "&" ("kolb og just called", "wild &
// koppensteiner og"), and after it the end of the text or a common or
// function word ("hansen og jensen" joins two names, "fisk og skaldyr"
// two nouns, "jordan og colorway" slang).
func (s *scratch) lowerOG(c int) bool {
	p := s.prevWord(c)
	if p < 0 || s.common(p, s.d.p.commonMax) {
		return false
	}
	if s.resolved(p)&(attrLast|attrPart) == 0 && !(p >= 2 && s.toks[p-1].r == '&' && s.isWord(p-2)) {
		return false
	}
	n := s.nextWordAfter(c)
	return n < 0 || s.common(n, s.d.p.commonMax) || s.toks[n].cls&(wcStopword|wcFrench|wcEnglish) != 0 ||
		functionWords.has(s.wordBytes(n))
}

// nordicFirmWordAfter returns the word after "og" at word c, in a text
// without capitals, when "og" joins a known surname or name part that is
// no common word to a Danish or Norwegian firm word ("jensen og
// partnere", "olsen og datter", "hansen og sønner", "lindqvist og co";
// a kin word is none: "mor og datter"), or -1.
func (s *scratch) nordicFirmWordAfter(c int) int {
	if !s.noUpper || s.toks[c].shape != shLower || !s.wordIs(c, "og") {
		return -1
	}
	p, n := s.prevWord(c), s.nextWordAfter(c)
	if p < 0 || n < 0 || s.resolved(p)&(attrLast|attrPart) == 0 || s.common(p, s.d.p.commonMax) {
		return -1
	}
	switch string(s.wordBytes(p)) {
	case "mor", "far", "moder", "fader", "bror", "soster", "mann", "mand", "kone", "onkel", "tante":
		return -1 // kin: "mor og datter"
	}
	switch string(s.wordBytes(n)) {
	case "partner", "partnere", "son", "sonner", "datter", "dotre", "dottre", "co":
		return n
	}
	return -1
}

// dottedLetters joins into key the parts of up to four letters, folded,
// that start at word c and that dots glue together ("s.r.l.", "S.Coop",
// "S/A"), and returns the bytes written, the number of parts and the last
// part's word.
func (s *scratch) dottedLetters(c int, key *[12]byte) (n, parts, last int) {
	last = c
	for k := c; k < len(s.toks) && n < len(key); k += 2 { // the dot, then the next part
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
		if k+1 >= len(s.toks) || s.toks[k+1].r != '.' && !(s.toks[k+1].r == '/' && parts == 1 && t.letters == 1) ||
			s.toks[k+1].flags&(tfSpace|tfNL) != 0 {
			break
		}
	}
	return n, parts, last
}

// dottedForm returns the end (exclusive) of the legal form written as
// letters and dots that starts at word c ("S.A.S.", "s.r.l.", "S.L.N.E",
// "e.V.", "S.Coop."), its last dot included, or 0. Two letters may be
// joined by a slash instead, as Portugal and Brazil write "S/A".
func (s *scratch) dottedForm(c int) int {
	var key [12]byte
	n, parts, last := s.dottedLetters(c, &key)
	if parts < 2 || !dottedForms[string(key[:n])] {
		return 0
	}
	if dottedFormsCapital[string(key[:n])] && s.toks[last].shape != shInitial && s.toks[last].shape != shUpper &&
		!(s.noUpper && string(key[:n]) != "eg") {
		return 0 // "e.g."
	}
	end := last + 1
	if end < len(s.toks) && s.toks[end].r == '.' && s.toks[end].flags&(tfSpace|tfNL) == 0 {
		end++
	}
	return end
}

// dottedStart reports whether word k, of one letter, is followed by a
// dot or a slash, as a legal form written with them starts ("S.A.",
// "S/A").
func (s *scratch) dottedStart(k int) bool {
	return s.toks[k].letters == 1 && k+1 < len(s.toks) && (s.toks[k+1].r == '.' || s.toks[k+1].r == '/')
}

// legalTail extends a legal form ending at fe (exclusive) over what
// compound forms add: "mbH" ("OHG mbH"), "& Co." with a legal form
// after it ("GmbH & Co. KG", "Stiftung & Co. KGaA") and "de" with a
// dotted form after it ("S.A. de C.V.": deFormTail).
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
		case t.flags&tfWord != 0 && s.wordIs(k, "de"):
			e := s.deFormTail(fe) // "S.A. de C.V."
			if e == fe {
				return fe
			}
			fe = e
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
	case s.dottedStart(l):
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
// or an imperative, a greeting or a function word starting the sentence
// ends it ("Contact Acme Labs"; another common word there joins it,
// sentenceOpener); a German or French noun that an article
// marked may start it ("im Sportverein Hohenfeld e.V."). legal allows
// the comma of "Acme, Inc.".
func (s *scratch) orgRunStart(fs int, legal bool) (from, words int) {
	// In a text without capitals a legal form says more than the case
	// can: words no list knows may name the firm ("delahaye s.a.").
	nameOK := func(k int) bool { return s.orgNameWord(k) || legal && s.orgRunWord(k) }
	from = fs
	j := fs
	if legal && j > 0 && s.toks[j-1].r == ',' && s.toks[j-1].flags&tfSpace == 0 {
		j-- // "Acme, Inc."
	}
	if s.toks[j].flags&tfNL != 0 {
		return fs, 0
	}
	// The names listed with commas are one word each: two words before a
	// comma are a person's ("Maria Lopez, Cobo y Coloma S.A."), and the
	// firm starts after the comma (commaFrom, commaWords).
	commaFrom, commaWords, item := -1, 0, 0
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
			if k == 0 || !s.isWord(k-1) || !nameOK(k-1) && !(t.r == '&' && s.startSurname(k-1)) || t.r == ',' && s.joinCommon(k-1) {
				break
			}
			if t.r == ',' && s.townAfterIn(k-1) && s.unlistedWord(k+1, fs) {
				break // "Based in Denver, Quazen Labs": the town stays out
			}
			if t.r == ',' {
				commaFrom, commaWords = from, words
			}
			j, item = k, 0
			continue
		}
		if s.toks[j].flags&tfWord != 0 && s.toks[j].flags&tfSpace == 0 && j != fs {
			break // glued words: not a name of spaced words
		}
		if s.toks[j].flags&tfNL != 0 {
			break
		}
		if legal && words > 0 && t.shape == shLower && (romanceLink(s.wordBytes(k)) || orgArticle(s.wordBytes(k))) {
			if l := s.linkBefore(j, nameOK); l >= 0 {
				// "Restauración del Norte S.A.T.": a Romance link.
				if p := s.prevWord(l); !nameOK(p) {
					from, words = p, words+1 // a trade opening the sentence
					break
				}
				j, item = l, 0
				continue
			}
		}
		if words > 0 && (t.cls&wcConj != 0 && familyConjunction(s.wordBytes(k)) || runParticle(s.wordBytes(k))) {
			// "Vidal y Serrano", "Wouters van Dijk": a name must stand
			// before it too.
			if k == 0 || !s.isWord(k-1) || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || !nameOK(k-1) ||
				t.cls&wcConj != 0 && s.joinCommon(k-1) {
				break
			}
			j, item = k, 0
			continue
		}
		if t.cls&(wcOrgCue|wcOrgHead) == wcOrgCue && !s.cueSurname(k) && !(t.shape != shLower && nameCue(s.wordBytes(k))) &&
			!(words == 0 && legal && t.shape == shCap && s.resolved(k)&attrLast != 0) {
			break // "Der Lieferant Brandt Logistik GmbH": a cue is no name; a surname right before the form is ("Cook Ltd")
		}
		if !nameOK(k) && !(words == 0 && s.noUpper && legal && (s.orgHeadWord(k) || s.lowerSurname(k))) &&
			!(words == 0 && legal && s.startsFirm(k, fs)) && !(s.toks[j].r == '&' && s.startSurname(k)) &&
			!(words > 0 && s.toks[j].flags&tfWord != 0 && s.sentenceOpener(k)) {
			if words > 0 && t.flags&tfDigit != 0 && t.letters == 0 && t.end-t.start <= 3 && (k == 0 || s.toks[k-1].flags&tfDigit == 0) && s.free(k) {
				from = k // "3 Round Stones Inc"; not a street's house number ("Block 0 Apt AB")
			}
			break
		}
		if item++; item == 2 && commaFrom >= 0 {
			from, words = commaFrom, commaWords
			break
		}
		j, from = k, k
		words++
		if t.flags&tfBlocked != 0 {
			break // a noun an article marked starts the name
		}
	}
	if words > 0 && s.toks[from].shape == shCap && orgArticle(s.wordBytes(from)) {
		// "El Grupo de trabajo": an article is no name.
		from, words = s.nextWord(from), words-1
		if words == 0 {
			return fs, 0
		}
	}
	if p := s.prevWord(from); words > 0 && p >= 0 && s.free(p) && (openingHead(s.wordBytes(p)) || legal && tradeOpening(s.wordBytes(p))) &&
		(s.toks[p].shape == shCap || s.noUpper && s.toks[p].shape == shLower) {
		from = p // "hermanos duran s.a."
	}
	if words > 0 {
		from = s.dutchParticles(from, fs)
	}
	return from, words
}

// cueSurname reports whether cue word k, inside a run before a firm's
// form, is a known surname after a known first name ("Thomas Cook
// Group": the job noun is the owner's surname), capitalised inside a
// sentence.
func (s *scratch) cueSurname(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.flags&(tfSentStart|tfNL|tfSpace) != tfSpace || s.resolved(k)&attrLast == 0 {
		return false
	}
	p := s.prevWord(k)
	return p == k-1 && s.toks[p].shape == shCap && s.toks[p].cls&(wcStopword|wcNonName|wcOrgCue) == 0 &&
		firmAttrs(s.resolved(p))&attrFirst != 0
}

// lowerSurname reports whether lower-case word k, right before a legal
// form in a text without capitals, is a known surname, a common word too
// ("smith inc", "baker ltd").
func (s *scratch) lowerSurname(k int) bool {
	t := &s.toks[k]
	return t.shape == shLower && t.flags&tfUsed == 0 && t.cls&(wcStopword|wcNonName|wcConj|wcParticle) == 0 &&
		s.resolved(k)&attrLast != 0
}

// startSurname reports whether word k, a known surname capitalised at
// the start of a sentence, may start a firm's name before "&" ("Smith &
// Jones LLP"), which orgNameWord refuses to common words there.
func (s *scratch) startSurname(k int) bool {
	t := &s.toks[k]
	return t.flags&(tfSentStart|tfUsed) == tfSentStart && t.shape == shCap && t.cls&(wcStopword|wcNonName) == 0 &&
		s.resolved(k)&attrLast != 0
}

// startsFirm reports whether word k, capitalised at the start of a
// sentence right before legal form fs, names the firm ("Acme Corp.
// signed"): the form is no English word ("Stock Limited to five" is no
// firm).
func (s *scratch) startsFirm(k, fs int) bool {
	t := &s.toks[k]
	if t.flags&(tfSentStart|tfUsed) != tfSentStart || t.shape != shCap && t.shape != shUpper || t.cls&(wcStopword|wcNonName) != 0 {
		return false
	}
	return !s.wordIs(fs, "limited") && !s.wordIs(fs, "incorporated") && !s.wordIs(fs, "corporation")
}

// dutchParticles returns the start of the Dutch particles before a
// firm's name starting at token from, whose form starts at fs: up to
// three in lower case ("van gils nv", "van der Berg BV"); an article
// alone ("de", "het") only before a Dutch form ("de Vries Groep", not
// the French "équipe de Bourdon S.A.").
func (s *scratch) dutchParticles(from, fs int) int {
	start, dutch := from, false
	for n := 0; n < 3; n++ {
		p := s.prevWord(start)
		if p < 0 || s.toks[p].shape != shLower || s.toks[p].flags&tfUsed != 0 {
			break
		}
		w := s.wordBytes(p)
		switch {
		case runParticle(w):
			dutch = true
		case string(w) == "de" || string(w) == "der" || string(w) == "het":
		default:
			n = 3
			continue
		}
		start = p
	}
	if start == from || dutch || dutchForm(s.wordBytes(fs)) {
		return start
	}
	return from
}

// dutchForm reports whether w is a legal form or head noun of Dutch
// firms.
func dutchForm(w []byte) bool {
	switch string(w) {
	case "bv", "nv", "vof", "cv", "groep", "stichting":
		return true
	}
	return false
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
		if t.flags&tfSentStart != 0 && s.common(k, s.d.p.commonMax) && (t.attr&nameBits == 0 || s.common(k, s.d.p.hardCommon)) {
			return false // "Check Quantrix's website": a verb starts it
		}
		return true
	case shLower:
		if !s.noUpper || t.cls&(wcNonName|wcConj|wcParticle) != 0 || functionWords.has(s.wordBytes(k)) {
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
// article marked may start: the organisation unblocks it; a word that
// opens firms' names right before it joins it (openingBefore).
func (s *scratch) addOrg(from, to int, conf float64) {
	if t := &s.toks[from]; t.flags&tfNoun != 0 {
		t.flags &^= tfBlocked
	}
	s.add(s.openingBefore(from), to, labelOrg, conf) // "Club Salcido y Ulibarri", "Le Gall S.A.S."
}

// firmNames finds firms named after their owners, without a legal form:
// three surnames as "A, B and C" ("Clark, Romero and Hall", "Galuppi,
// Orsini e Roncalli", "Ortega, Vidal y Serrano"), two surnames joined by
// "&" ("Teunissen & van den Berg") or by a hyphen, alone
// ("Hines-Jacobs"). See firmWord for the surnames.
func (s *scratch) firmNames() {
	if s.lang == langOther && !s.noUpper {
		defer s.subjectFirms() // which reads foreignSubjectFirm too
	} else {
		s.foreignSubjectFirms()
	}
	for _, ci := range s.nameCaps {
		i := int(ci)
		// Cheap tests first: most capitalised words are followed by
		// none of ",", "&", and hold no hyphen.
		if s.toks[i].flags&tfHyphen == 0 && (i+2 >= len(s.toks) || s.toks[i+1].r != ',' && s.toks[i+1].r != '&' &&
			s.toks[i+1].cls&wcConj == 0) {
			continue
		}
		if s.toks[i].flags&tfHyphen == 0 && s.toks[i+1].cls&wcConj != 0 && s.toks[i+2].shape != shCap {
			if s.noUpper {
				s.lowerOpenedPair(i) // "proyectos soria y heredia"
			}
			continue
		}
		if i+1 < len(s.toks) && s.toks[i+1].r == ',' {
			if st := s.firmsListStart(i); st >= 0 && (st != i || !s.firmWord(i) || s.firmList(i) == 0) && s.listedFirm(st, i+1) {
				continue // "Vendors shortlisted: Venor, Vatropra"; "Clients: Ross, Hale and Dunn" is one firm
			}
		}
		if !s.firmWord(i) && !s.foreignFirmNoun(i) {
			continue
		}
		cell := s.cellStart(i) && s.firmList(i) > 0 // "Teresa Baker,Bailey, Jackson and Anderson,…"
		if !cell && i > 0 && (s.toks[i-1].r == ',' || s.toks[i-1].r == '&') && s.toks[i-1].flags&tfNL == 0 &&
			!(s.toks[i].flags&tfHyphen != 0 && s.clauseComma(i) || s.openingComma(i) && s.firmWord(i) && s.firmList(i) > 0) {
			continue // inside a list; "In 2019, Baker-Rivas opened…" opens a clause
		}
		if p := s.prevWord(i); !cell && p >= 0 && (s.capWord(p) && !s.openerOnly(p) && !s.imperativeOpener(p) && s.openingBefore(i) == i ||
			s.toks[p].cls&wcHonorific != 0) {
			continue // "Laura Hines-Jacobs": more of a name before it; not "Call Sutton, Hayward and Rowley" nor "Club Saldaña, Carvajal y Zamora"
		}
		if end := s.firmList(i); end > 0 {
			s.addOrg(i, s.headAfter(end), s.confidence(-0.1))
			continue
		}
		if end := s.firmPair(i); end > 0 {
			s.add(s.openingBefore(s.dutchParticlesBefore(i)), s.headAfter(end), labelOrg, s.confidence(-0.1))
			continue
		}
		if s.toks[i].flags&tfHyphen != 0 && s.hyphenatedFirm(i) {
			if k := s.nextWord(i); k >= 0 && (s.capWord(k) && !s.noUpper || s.noUpper && s.resolved(k)&(attrLast|attrPart) != 0 && !s.commonEnd(i, k) && !s.lowerNameStop(k) &&
				(s.toks[i].flags&tfSentStart == 0 && !(s.common(k, s.d.p.commonMax) && s.lowerCuedOwners(i)) || !s.common(k, s.d.p.commonMax))) {
				continue // more of a name after it ("karl-jürgen seifert"; a very common word is none, "is miller-diaz still…", but after an article, "a ping-pong pair"; and at a sentence's start or after a cue a common word is none: "morton-hunt still hasn't paid", "from orozco-king call me")
			}
			s.add(s.openingBefore(i), i+1, labelOrg, s.confidence(-0.1))
		}
	}
}

// lowerNameStop reports whether word k, after a hyphenated name in a
// text without capitals, is a stopword or a function word of any of the
// five languages and no more of the name, whatever surname it spells
// ("ya pagó evans-smith la factura", "alguien de cook-murillo esta
// mañana").
func (s *scratch) lowerNameStop(k int) bool {
	return s.toks[k].cls&wcStopword != 0 || functionWords.has(s.wordBytes(k))
}

// commonEnd reports whether word k, one of the commonest English words
// (SCOWL level 20 or below), ends the hyphenated name at word i rather
// than goes on with it ("is miller-diaz still our supplier"): not after
// an article, a possessive or a demonstrative, where the hyphenated word
// is a thing's ("a ping-pong pair", "a per-cu list").
func (s *scratch) commonEnd(i, k int) bool {
	if !s.common(k, 2) {
		return false
	}
	p := s.prevWord(i)
	return p < 0 || !determinerWord(s.wordBytes(p)) && !s.wordIs(p, "the")
}

// subjectFirms finds, in English text, the subject of a verb that firms
// do at the start of a sentence ("Capital Cube announced…", "Lucid
// acquired…"): one to four capitalised words, free,
// none a known name or place but a common English word (people and
// places are left to their rules: "Anna Becker announced"), right before
// such a verb in small letters. The verb is read first: it is rare, and
// the subject's words cost a look-up each.
func (s *scratch) subjectFirms() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		if t := &s.toks[i]; t.flags&tfSentStart == 0 || t.shape != shCap || !s.free(i) {
			continue
		}
		end, v := i, -1
		for k, n := i, 0; k >= 0 && n < 5; k, n = s.nextWord(k), n+1 {
			if s.toks[k].shape == shLower {
				v = k
				break
			}
			if !s.capWord(k) {
				break
			}
			end = k + 1
		}
		if end <= i+2 && v >= 0 && s.toks[v].letters <= 3 && (end == i+1 && s.toks[v].letters == 2 && s.foundingSubject(i, v) || s.foreignAuxWord(v) && s.foreignSentenceFirm(i)) {
			continue // "Founded in 1999, Zenmi makes…"; "Zystama ha annunciato": a text the guess leaves to English
		}
		if v < 0 && end > i {
			v = s.whichAfter(end) // "Quazen, which makes solar panels,"
		}
		if v < 0 || end == i {
			continue
		}
		state := false
		if auxiliary(s.wordBytes(v)) {
			if n := s.nextWord(v); n >= 0 && s.toks[n].shape == shLower {
				if firmVerb(s.wordBytes(n)) && (!s.wordIs(v, "is") && !s.wordIs(v, "was") || firmPassive(s.wordBytes(n))) {
					v = n // "Capital Cube was founded…", "Lucid has acquired…"; not "Readiness is reported"
				} else if s.toks[n].letters >= 5 || s.toks[n].letters == 0 {
					state = s.firmStateAfter(v, n) // "Dridrifen was acquired", "has offices", "has 200 employees"
				}
			}
		}
		verb := firmVerb(s.wordBytes(v))
		if !verb && !state && !firmDeal(s.wordBytes(v)) || !s.subjectWords(i, end) ||
			!verb && (!s.unlistedWord(i, end) || s.codeName(i, end)) {
			continue
		}
		s.addOrg(i, end, s.confidence(-0.1))
	}
}

// subjectWords reports whether words [from, to) may be the subject of a
// verb that firms do: each free, no stopword, product or time word, no
// known name or place but a common English word.
func (s *scratch) subjectWords(from, to int) bool {
	for k := from; k < to; k++ {
		t := &s.toks[k]
		if !s.free(k) || t.cls&(wcStopword|wcNonName|wcTimeWord) != 0 ||
			s.resolved(k)&(nameBits|placeBits) != 0 && !s.common(k, 3) {
			return false
		}
	}
	return true
}

// firmDeal reports whether w is a verb of trade that firms do and
// departments or people also do ("Zentrova offers free shipping", "Users
// offered feedback"): its subject needs a word no list knows
// (unlistedWord).
func firmDeal(w []byte) bool {
	switch string(w) {
	case "offers", "offered", "provides", "provided", "charged", "charges", "billed", "bills", "develops",
		"developed", "produces", "produced", "distributes", "distributed", "supplies", "supplied", "markets",
		"owns", "delivers", "delivered", "invoiced", "specializes", "specialises", "specialized", "specialised",
		"partners", "partnered", "expanded", "expands", "invested", "invests", "agreed", "declined", "recalled",
		"settled", "ranked", "donated", "donates", "relocated", "recalls", "laid", "lays", "makes":
		return true
	}
	return false
}

// codeName reports whether words [from, to) read as a name in code: a
// word with a capital after its first letter ("FieldsFunc", "AppendUint")
// or one right after a dot ("strconv.AppendUint makes…").
func (s *scratch) codeName(from, to int) bool {
	if from > 0 && s.toks[from].flags&tfSpace == 0 && s.toks[from-1].r == '.' {
		return true
	}
	for k := from; k < to; k++ {
		if s.toks[k].shape == shCap && s.toks[k].flags&tfTitle == 0 {
			return true
		}
	}
	return false
}

// unlistedWord reports whether one of words [from, to) is in no list: no
// known name or place, no common English word, no product.
func (s *scratch) unlistedWord(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && s.toks[k].cls&(wcNonName|wcStopword) == 0 && s.resolved(k)&(nameBits|placeBits) == 0 &&
			wordLevel(s.toks[k].attr) == 0 {
			return true
		}
	}
	return false
}

// firmVerb reports whether w is a verb that firms, rarely people, do.
func firmVerb(w []byte) bool {
	switch string(w) {
	case "announced", "announces", "acquired", "acquires", "launched", "launches", "unveiled", "unveils",
		"reported", "raised", "raises", "hired", "hires", "merged", "manufactures", "manufactured", "employs",
		"sponsors", "sponsored", "operates", "sells", "ships", "shipped", "founded", "headquartered",
		"incorporated", "hiring":
		return true
	}
	return false
}

// firmPassive reports whether w, after "is" or "was", says what a firm
// is ("was founded", "is headquartered", "is hiring").
func firmPassive(w []byte) bool {
	switch string(w) {
	case "founded", "headquartered", "incorporated", "hiring":
		return true
	}
	return false
}

// auxiliary reports whether w is an English auxiliary before a verb
// that firms do ("was founded", "has acquired", "is hiring").
func auxiliary(w []byte) bool {
	switch string(w) {
	case "is", "was", "has", "had", "have", "will":
		return true
	}
	return false
}

// headAfter extends a firm's name ending at end (exclusive) over a head
// noun right after it, in any case, and a legal form after that
// ("zeffirelli, fischetti e cagnin group").
func (s *scratch) headAfter(end int) int {
	k := s.nextWordAfter(end - 1)
	if k < 0 || s.toks[k].cls&wcOrgHead == 0 || !s.free(k) || familyForm(s.wordBytes(k)) {
		return end
	}
	return s.formAfter(k + 1)
}

// firmList returns the end of "A, B and C" from firm word i (also with
// "&", "e", "y", "et", "und", "en"), or 0: three surnames, at least two
// known, at least one no common word or, in a text with capitals, all
// three surnames of the lists, one no word of the commonest level
// ("Brown, Cox and Smith"; "Black, White and Grey", "Green, Brown and
// White" are no firm), and no longer list of names or more name after it; a list that
// goes on with a conjunction ("Hughes, Haas and Pratt, Zentrova and…")
// holds the firm as one item. A conjunction of another language than the
// text's (foreignConjunction) makes two known surnames one firm, and in a
// German or French text, whatever a comma after them opens; so does a
// contract's role in the singular before them and a comma (roleAfterThe:
// "The Contractor, Cole, Barker and Harding, agrees…").
func (s *scratch) firmList(i int) int {
	if i+2 >= len(s.toks) || s.toks[i+1].r != ',' || s.toks[i+1].flags&tfSpace != 0 {
		return 0
	}
	j := i + 2
	if !s.isWord(j) || !s.firmWord(j) || s.toks[j].flags&tfNL != 0 {
		return 0
	}
	c := j + 1
	if c < len(s.toks) && s.toks[c].r == ',' {
		c++
	}
	if c >= len(s.toks) || s.toks[c].flags&tfNL != 0 ||
		!(s.isWord(c) && familyConjunction(s.wordBytes(c)) || s.toks[c].r == '&') {
		return 0
	}
	k := c + 1
	if !s.isWord(k) || !s.firmWord(k) || s.toks[k].flags&tfNL != 0 {
		return 0
	}
	foreign := s.foreignConjunction(c)
	// A comma after them lists on, but not after "and", "y" or "e" in a
	// German or French text ("Auftraggeber: Brown, Edwards and Moore,
	// Bestellung…"; "Kambs, Patrick und Reichmann, Korbinian" are two
	// names written surname first).
	foreignComma := foreign && !s.wordIs(c, "und") && !s.wordIs(c, "et")
	if k+1 < len(s.toks) && (s.toks[k+1].r == ',' && !foreignComma && !s.listEndsClause(k+1) && !s.commaInList(k+1) && !s.cellComma(k+1) || s.isWord(k+1) && s.toks[k+1].flags&tfNL == 0 &&
		s.toks[k+1].shape == shCap && s.toks[k+1].cls&wcOrgHead == 0) {
		return 0 // a longer list, or more name after it
	}
	known, unknown, rare, first, surnames, top := 0, 0, 0, 0, 0, 0
	for _, m := range [3]int{i, j, k} {
		a := firmAttrs(s.resolved(m))
		switch {
		case a&(attrLast|attrPart) != 0:
			known++
		case a == 0:
			unknown++ // a surname no list knows: "Roncalli"
		}
		if a&attrFirst != 0 {
			first++
		}
		if a&attrLast != 0 {
			surnames++
		}
		if wordLevel(a) == 1 || s.noUpper && cityBucket(a) >= 3 {
			top++ // "Green, Brown and White" are colours; "bath, york and chester" towns
		}
		if !s.common(m, s.d.p.commonMax) {
			rare++
		}
	}
	if top < 3 && known >= 2 && (foreign && first < 3 || i >= 2 && s.toks[i-1].r == ',' && s.roleAfterThe(i-2) && first < 3 || s.ownersField(i, k+1) || s.singularAfter(k+1) || s.oneOwnerFirm(i, k+1) || s.openingBefore(i) < i) {
		return k + 1 // "Sims, Smith and Smith,74308,paid", "Lee, Cruz and Boyd wants…", "Club Saldaña, Carvajal y Zamora": see ownersField
	}
	if rare == 0 && (top == 3 || !s.noUpper && surnames < 3 || s.noUpper && (known < 3 || surnames == 0)) {
		return 0 // "Black, White and Grey"; "Brown, Cox and Smith" are three surnames
	}
	if known == 0 || known+unknown < 3 || first == 3 && !s.oneOwnerFirm(i, k+1) {
		return 0 // "Anna, Paul and Marie" are people
	}
	return k + 1
}

// oneOwnerFirm reports whether the three names of words [i, end), each a
// first name too, are one firm by the grammar around them: a verb in the
// singular right after them ("Heath, Jennings and Stanley is opening…",
// "…whether Thomas, Robinson and Arnold has paid"), as three people take
// the plural ("Anna, Paul and Marie are coming"), or `at` before them, as
// one works or calls at a firm, not at people ("a contact at Winter,
// Johnson and Stewart"), or `the` before them, which names no people
// ("any update on the Lewis, Wilson and Brooks account?"). The lists hold most surnames as first names of
// some language too, so the names alone cannot tell.
func (s *scratch) oneOwnerFirm(i, end int) bool {
	if p := s.prevWord(i); p >= 0 && (s.wordIs(p, "at") || s.wordIs(p, "the")) {
		return true // "a contact at Winter, Johnson and Stewart", "the Lewis, Wilson and Brooks account"
	}
	n := s.nextWordAfter(end - 1)
	if n < 0 || s.toks[n].shape != shLower {
		return false
	}
	switch string(s.wordBytes(n)) {
	case "is", "was", "has", "does", "isn", "wasn", "hasn", "doesn":
		return true
	}
	return false
}

// singularAfter reports whether the word right after token end-1, on its
// line, is a verb of the third person singular that firms do
// (singularVerb), maybe after one adverb in -ly ("Lee, Cruz and Boyd
// wants", "… finally pays").
func (s *scratch) singularAfter(end int) bool {
	n := s.nextWordAfter(end - 1)
	if n < 0 || s.toks[n].shape != shLower {
		return false
	}
	if w := s.wordBytes(n); len(w) > 4 && string(w[len(w)-2:]) == "ly" {
		if n = s.nextWordAfter(n); n < 0 || s.toks[n].shape != shLower {
			return false
		}
	}
	return singularVerb(s.wordBytes(n))
}

// firmPair returns the end of "A & B" from firm word i, particles before
// B allowed ("Teunissen & van den Berg"), or of "A et B", "A y B", "A e
// B", "A und B", "A en B" ("Moreau et Garnier"; English "and" joins
// people as often: "Holmes and Watson"), or 0: two known surnames, no
// first name only, no common word. An "&" between spaces joins firms
// more loosely: two words that no list knows, in a text with capitals
// and neither a German noun ("Perrono & Bolkesteijn"); any word but a
// common one after particles, which make it a surname ("Leguit & van de
// Wal"); and a first name that is a surname too beside a surname with
// particles ("van den Eerenbeemt & Otto").
func (s *scratch) firmPair(i int) int {
	a := i + 1
	if a >= len(s.toks) || s.toks[a].flags&(tfSpace|tfNL) != tfSpace {
		return 0
	}
	conj := s.toks[a].flags&tfWord != 0 && s.toks[a].shape == shLower && familyConjunction(s.wordBytes(a)) && !s.wordIs(a, "and")
	if s.toks[a].r != '&' && !conj {
		return 0
	}
	k := s.skipParticles(s.nextWord(a))
	if !conj {
		k = s.skipDutchParticles(k) // "Leguit & van de Wal", "Jansen & de Vries"
	}
	if k < 0 {
		return 0
	}
	// particled: a surname's particles stand before A or B (only after "&").
	afterParticles := !conj && k != s.nextWord(a)
	if !s.firmWord(k) && !(afterParticles && s.firmParticleSurname(k)) {
		return 0
	}
	particled := afterParticles || !conj && (i > 0 && s.toks[i-1].flags&tfWord != 0 && s.toks[i-1].shape == shLower && dutchParticle(s.wordBytes(i-1)))
	known, unknown := 0, 0
	for _, m := range [2]int{i, k} {
		a := firmAttrs(s.resolved(m))
		first := a&attrFirst != 0
		if conj && m == k || particled {
			first = a&(attrFirst|attrLast) == attrFirst // "Moreau et Garnier": a surname that is a first name too
		}
		if first || s.common(m, 3) || a != 0 && a&(attrLast|attrPart) == 0 && !(m == k && afterParticles) {
			return 0
		}
		switch {
		case a != 0:
			known++
		case !s.germanNoun(m):
			unknown++
		}
	}
	if known == 0 && (conj || unknown < 2 && !particled || s.noUpper || !particled && !s.pairAfterPreposition(s.dutchParticlesBefore(i))) || conj && known < 2 {
		return 0 // after a conjunction, both surnames known; two words in no list after a preposition, a colon or a line's start
	}
	if n := s.nextWord(k); n >= 0 && s.capWord(n) {
		return 0
	}
	return k + 1
}

// skipDutchParticles returns the first word from word k on that is no
// lower-case particle of a Dutch surname ("van", "de", "der", "den",
// "ter", "het"), past two at most, or -1.
func (s *scratch) skipDutchParticles(k int) int {
	for n := 0; k >= 0 && n < 2 && s.toks[k].shape == shLower && dutchParticle(s.wordBytes(k)); n++ {
		k = s.nextWord(k)
	}
	return k
}

// pairAfterPreposition reports whether word i, opening two words in no
// list joined by "&", follows a preposition that takes a firm, a colon or
// a line's start ("naar Perrono & Bolkesteijn", "Bedrijf: Perrono &
// Bolkesteijn"): a department's name follows a word for it ("le service
// Achats & Logistique", "de afdeling Inkoop & Logistiek").
func (s *scratch) pairAfterPreposition(i int) bool {
	if s.toks[i].flags&tfLineStart != 0 {
		return true
	}
	if i > 0 && s.toks[i-1].flags&tfWord == 0 && s.toks[i-1].r == ':' {
		return true
	}
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	switch string(s.wordBytes(p)) {
	case "naar", "met", "bij", "voor", "aan", "door", "with", "to", "for", "from", "at", "by", "chez", "avec", "pour", "par",
		"mit", "bei", "fur", "con", "per", "presso", "da", "com", "para", "por":
		return true
	}
	return false
}

// dutchParticlesBefore returns the first of up to two Dutch particles
// right before word i, the first "van", "ten" or "ter" ("van den
// Eerenbeemt"), or i.
func (s *scratch) dutchParticlesBefore(i int) int {
	st := i
	for n := 0; n < 2; n++ {
		p := s.prevWord(st)
		if p < 0 || s.toks[p].shape != shLower || !dutchParticle(s.wordBytes(p)) {
			break
		}
		st = p
	}
	if w := s.wordBytes(st); st != i && string(w) != "van" && string(w) != "ten" && string(w) != "ter" {
		return i // "de" and "het" alone are articles as often
	}
	return st
}

// dutchParticle reports whether folded w is a particle of Dutch
// surnames.
func dutchParticle(w []byte) bool {
	switch string(w) {
	case "van", "de", "der", "den", "ten", "ter", "het", "vander":
		return true
	}
	return false
}

// firmParticleSurname reports whether capitalised word k, after a
// surname's particles in a firm's name, may be that surname though it is
// a noun too ("van de Wal"): no word of a closed class, country or
// region.
func (s *scratch) firmParticleSurname(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && t.flags&tfUsed == 0 && t.cls&wcNonName == 0 && s.resolved(k)&(attrCountry|attrState) == 0
}

// hyphenatedFirm reports whether hyphenated word i joins two names, one
// a known surname, the other a known name or, in a text with capitals, a
// word no list knows, not both first names but, in a firm's slot
// (ownerSlot), two surnames one of which is an English word of the
// commonest level, SCOWL 10, which compound first names hold none of
// ("Hines-Jacobs", "Fritz-Armstrong", "worked with Brown-Lee",
// "Greyson-Hart"; not "Anne-Marie", "billing-api", "Green-Morgan will
// join", a person's double surname).
func (s *scratch) hyphenatedFirm(i int) bool {
	w := s.wordBytes(i)
	h := twoParts(w)
	if h < 0 {
		return false
	}
	a, b := s.d.base.lookup(w[:h]), s.d.base.lookup(w[h+1:])
	if (a|b)&(attrLast|attrPart) == 0 || a&attrFirst != 0 && b&attrFirst != 0 && !(a&b&attrLast != 0 && (wordLevel(a) == 1 || wordLevel(b) == 1) && s.ownerSlot(i)) {
		return false // "Anne-Marie"
	}
	if a&nameBits == 0 && (a != 0 || h < 3 || s.noUpper) || b&nameBits == 0 && (b != 0 || len(w)-h-1 < 3 || s.noUpper) {
		return false // a word of the lists that is no name, too short to be one, or in small letters ("billing-api")
	}
	// Both parts capitalised ("On-call", "Check-in" are words) in a text
	// with capitals, one no common English word ("Canary-Pool",
	// "Code-Freeze" are names of things; "long-term", "ball-park").
	if c := s.text[s.toks[i].start+h+1]; !s.noUpper && (c < 'A' || c > 'Z') {
		if r, _ := utf8.DecodeRuneInString(s.text[s.toks[i].start+h+1:]); !unicode.IsUpper(r) {
			return false
		}
	}
	common := func(x uint32) bool { l := wordLevel(x); return l != 0 && l <= s.d.p.commonMax }
	if s.noUpper && s.lang == langOther && !s.commonPart(a) && !s.commonPart(b) && (wordLevel(a)-1 > 1 || wordLevel(b)-1 > 1) {
		return true // "smith-gamble", "cooper-hogan": in lower case, surnames or rarer words, one no word of the commonest levels
	}
	return !common(a) || !common(b) || s.ownerSlot(i)
}

// commonPart reports whether part attributes x, of a hyphenated word,
// are those of one of the commonest English words (SCOWL level 20 or
// below) that no surname list holds ("long-term", "rock-solid").
func (s *scratch) commonPart(x uint32) bool {
	l := wordLevel(x)
	return l != 0 && l <= 2 && x&attrLast == 0
}

// firmWord reports whether word i may be an owner's surname in a firm's
// name: capitalised (or any word in a text without capitals), free, no
// stopword or product, no country, region or large city that is no
// surname.
func (s *scratch) firmWord(i int) bool {
	t := &s.toks[i]
	if !s.free(i) || s.nonName(i) || t.attr&(attrCountry|attrState) != 0 {
		return false
	}
	if t.shape != shCap && !(s.noUpper && t.shape == shLower) {
		return false
	}
	a := s.resolved(i)
	return cityBucket(a) < 5 || a&(attrLast|attrPart) != 0
}

// orgCueNeedsPrep reports whether orgCue w takes a preposition before the
// organisation ("works for", "team at", "travaille chez", "arbeitet bei");
// the others take it directly, maybe past a colon ("company: Acme",
// "chez Buisson", "bei Kuhl", "presso Rinaldi").
func orgCueNeedsPrep(w []byte) bool {
	switch string(w) {
	case "address", "adresse", "indirizzo", "direccion", "anschrift", "work", "works", "worked", "working", "employed", "employee", "employees", "job", "intern",
		"internship", "team", "staff", "office", "offices", "premises", "headquarters", "travaille",
		"travailler", "travaillait", "employe", "arbeitet", "arbeite", "arbeiten", "arbeitete",
		"beschaftigt", "angestellt", "ansprechpartner", "trabaja", "trabajo", "trabajar", "trabajaba",
		"empleado", "empleada", "lavora", "lavoro", "lavorare", "lavorava", "impiegato", "impiegata",
		"referente", "interned", "stock", "equipo", "equipe", "squadra", "buro", "buros", "bureau", "oficina", "ufficio",
		"subsidiary", "acquired", "sponsored", "spokesperson", "spokesman", "spokeswoman", "shares",
		"founder", "cofounder", "filiale", "filial", "tochtergesellschaft", "tochterfirma", "fondateur", "fondatrice",
		"grunder", "grunderin", "fundador", "fundadora", "fondatore",
		"salarie", "salariee", "embauche", "embauchee", "recrute", "recrutee", "mitarbeiter", "mitarbeiterin",
		"eingestellt", "dipendente", "dipendenti", "assunto", "assunta", "contratado", "contratada",
		// topJob and firmDocument, in this switch: it runs for every cue word.
		"directora", "directeur", "directrice", "direttore", "direttrice", "diretor", "diretora", "gerente",
		"presidente", "prasident", "prasidentin", "geschaftsfuhrer", "geschaftsfuhrerin", "vorstand",
		"vorstandsvorsitzender", "vorstandsvorsitzende", "pdg", "amministratore", "oprichter", "facture", "factures",
		"devis", "rechnung", "angebot", "factura", "facturas", "presupuesto", "fattura", "fatture", "preventivo",
		"factuur", "fatura", "offerte", "orcamento", "trabalho", "trabalha", "trabalhar", "trabalhava", "werkt", "werkte",
		"gewerkt":
		return true
	}
	return byFirm(w) || jobNoun(w) || accountNoun(w) // "analyst at Capital Cube", "an account with Capital Cube"
}

// byFirm reports whether w is a participle of what firms do to a thing,
// before "by" and its owner or maker ("owned by Karvelo", "operated by
// karvelo"; a person's name after it stays a person's).
func byFirm(w []byte) bool {
	switch string(w) {
	case "owned", "operated", "published", "manufactured", "distributed", "funded", "financed", "backed",
		"developed", "licensed", "issued", "insured", "underwritten", "administered", "hosted", "organized",
		"organised", "produced", "released", "marketed", "supplied", "audited", "hired", "commissioned",
		"bankrolled", "catered":
		return true
	}
	return false
}

// accountNoun reports whether w is what a customer holds with a firm or
// buys from one: its firm follows "with", "at" or "from" only, or stands
// between a possessive and it ("my Capital Cube account").
func accountNoun(w []byte) bool {
	switch string(w) {
	case "account", "policy", "mortgage", "loan", "subscription", "membership", "card", "order", "bought",
		"ordered", "purchased":
		return true
	}
	return false
}

// jobNoun reports whether w is a job that orgCueNeedsPrep lists (or a jobHead): its
// firm follows "at", "for" or "with" only.
func jobNoun(w []byte) bool {
	switch string(w) {
	case "engineer", "manager", "director", "analyst", "developer", "designer", "consultant", "accountant",
		"researcher", "scientist", "programmer", "technician", "recruiter", "cashier", "clerk", "lawyer", "attorney",
		"contractor", "specialist", "executive", "nurse", "teacher", "student", "professor", "lecturer", "doctor",
		"physician", "surgeon", "pharmacist", "chef", "cook", "waiter", "waitress", "driver", "pilot", "mechanic",
		"electrician", "receptionist", "secretary", "assistant", "trainee", "apprentice", "advisor", "adviser",
		"architect", "auditor", "banker", "broker", "editor", "journalist", "reporter", "writer", "librarian",
		"photographer", "supervisor", "therapist", "translator", "volunteer", "ceo", "cto", "cfo", "coo",
		"president", "chairman", "chairwoman", "vp":
		return true
	}
	return jobHead(w)
}

// orgPrep reports whether w, after an orgCueNeedsPrep word, introduces an organisation.
func orgPrep(w []byte) bool {
	switch string(w) {
	case "for", "at", "by", "of", "von", "chez", "bei", "fur", "pour", "para", "en", "per", "presso", "da",
		"de", "di", "dans", "par", "por", "van", "del", "della", "do", "du", "des", "der", "voor", "na", "pela", "pelo":
		return true
	}
	return false
}

// orgArticle reports whether w may stand between a cue and an organisation ("works for the
// Acme Group", "bei der Kabus e.G.").
func orgArticle(w []byte) bool {
	switch string(w) {
	case "the", "der", "dem", "den", "die", "la", "le", "el", "il", "lo", "l":
		return true
	}
	return false
}

// orgCueNames finds organisations after a word that announces one (see
// orgCues): the run of names after it (see orgRunEnd), with a legal form
// after it if any. Not a known place ("trabaja en Madrid"), a German noun
// in German text ("bei Regen"), a product ("works for Kafka"); after a
// preposition that also takes people ("chez", "bei", "presso", "for",
// "client"), not a run that opens with a known first name ("chez Marie
// Dubois" is a person).
func (s *scratch) orgCueNames() {
	for _, ci := range s.orgCueWords {
		c := int(ci)
		if s.lines >= 2 && s.csvColumn(c) {
			continue
		}
		if s.toks[c].letters == 4 && s.fold[s.toks[c].fs] == 'f' && s.orgAfterOffer(c) || s.orgAfterDeal(c) || s.orgAfterMoreCues(c) || s.orgAppositive(c) || s.rareCueShape(c) && s.orgAfterRareCue(c) ||
			s.behalfNounShape(c) && s.orgAfterForeignBehalf(c) || dealingOnlyCue(s.wordBytes(c)) {
			continue
		}
		if !s.orgCueShape(c) || s.orgAfterAgent(c) {
			continue
		}
		if orgCueBefore(s.wordBytes(c)) || s.possessiveBefore(c) || c >= 4 && s.toks[c-2].letters == 1 && s.possessiveBeforeAdjective(c) {
			orgs := s.kinds[labelOrg]
			s.orgBefore(c)
			if s.kinds[labelOrg] > orgs || !orgCueNeedsPrep(s.wordBytes(c)) {
				continue
			}
			// "shares of Zentrova", "a spokesperson for Lucid": the firm
			// follows.
		}
		if n := c + 1; n < len(s.toks) && int(s.toks[n].kind) == labelOrg+1 {
			s.personAtFirm(c) // "louis chez delahaye s.a.": the firm is found already
			continue
		}
		if r, strong := s.orgCueRun(c); r >= 0 {
			orgs := s.kinds[labelOrg]
			s.orgAfterCueOrKey(c, r, strong)
			if s.kinds[labelOrg] > orgs {
				s.personAtFirm(c)
			}
		} else if accountNoun(s.wordBytes(c)) {
			s.orgBeforeAccount(c)
		}
	}
}

// orgBeforeAccount finds the firm between a possessive and what a
// customer holds ("my Capital Cube account", "our Harrison policy"): one
// to four capitalised words, free, no stopword.
func (s *scratch) orgBeforeAccount(c int) {
	from := c
	for k, n := s.prevWord(c), 0; k >= 0 && n < 4; k, n = s.prevWord(k), n+1 {
		if !s.capWord(k) || !s.free(k) || s.toks[k].cls&(wcStopword|wcNonName) != 0 {
			break
		}
		from = k
	}
	p := s.prevWord(from)
	if from == c || p < 0 || s.toks[p].shape != shLower && !(s.toks[p].shape == shCap && s.toks[p].flags&tfSentStart != 0) ||
		!possessive(s.wordBytes(p)) {
		return // "my Capital Cube account", "Your Zentrova account"
	}
	s.addOrg(from, c, s.confidence(0))
}

// possessive reports whether w is a possessive determiner of the five
// languages ("my", "notre", "meine", "mi", "mio").
func possessive(w []byte) bool {
	switch string(w) {
	case "my", "our", "your", "his", "her", "their", "mon", "ma", "mes", "notre", "votre", "nos", "vos",
		"mein", "meine", "meinem", "meinen", "unser", "unsere", "unserem", "mi", "mis", "nuestra", "nuestro",
		"mio", "mia", "nostro", "nostra":
		return true
	}
	return false
}

// orgAfterCueOrKey adds the organisation after cue word c, whose name
// starts at word r (orgAfterCue), or else, when c is a key naming a firm,
// its value (orgAfterKey).
func (s *scratch) orgAfterCueOrKey(c, r int, strong bool) {
	orgs := s.kinds[labelOrg]
	s.orgAfterCue(r, strong)
	if s.kinds[labelOrg] == orgs && strong && s.keyBefore(c, r) {
		s.orgAfterKey(r)
	}
}

// keyBefore reports whether cue word c is a key whose value starts at
// word r: a colon or an equals sign between them ("company: …",
// `"employer": "…"`, "org=…").
func (s *scratch) keyBefore(c, r int) bool {
	for k := c + 1; k < r; k++ {
		if s.toks[k].flags&tfWord == 0 && (s.toks[k].r == ':' || s.toks[k].r == '=') {
			return true
		}
	}
	return false
}

// orgAfterKey adds the organisation that is the value of a key naming a
// firm, which orgAfterCue did not take ("company: Larkspur Ventures",
// "employer: oakridge systems"): up to six words from word r on its
// line, to a comma, a quote or any other mark but "&", with a legal form
// after them; capitalised words, common ones too, in a text with
// capitals (no German noun in German text), words in small letters in a
// text without capitals; never a function word, a stopword, a word of
// one letter or with a digit, nor a word for no value ("company: none",
// "employer: n/a"); the first word no very common English word, and no
// French or German word but a name ("company: see below").
func (s *scratch) orgAfterKey(r int) {
	end := r
	for j, n := r, 0; j < len(s.toks) && n < 6; j++ {
		t := &s.toks[j]
		if j > r && t.flags&(tfNL|tfSpace) != tfSpace {
			break // a new line, or glued to the word before
		}
		if t.flags&tfWord == 0 {
			if t.r == '&' {
				continue
			}
			break
		}
		if t.flags&(tfUsed|tfDigit) != 0 || t.letters < 2 || t.cls&(wcStopword|wcNonName) != 0 ||
			functionWords.has(s.wordBytes(j)) {
			break
		}
		if s.noUpper {
			if t.shape != shLower {
				break
			}
		} else if t.shape != shCap && t.shape != shUpper || s.germanNounHere(j) {
			break
		}
		end, n = j+1, n+1
	}
	if end == r || noValue(s.wordBytes(r)) {
		return
	}
	if a := s.resolved(r); (s.common(r, 2) || a&nameBits == 0 && a&(attrFrWord|attrNounDE) != 0) &&
		(end-r < 2 || s.toks[end-1].cls&wcOrgHead == 0) && !s.titledValue(r, end) {
		return // "company: see below", "Société : voir ci-dessous"; not "employer: White Group"
	}
	s.addOrg(r, s.formAfter(s.legalTail(end)), s.confidence(0))
}

// titledValue reports whether the key's value [r, end) is a firm's name
// of common words written as one ("Employer: Capital Cube", "company: Can
// Capital"): two words or more, each capitalised, in a text with capitals,
// alone on their line, none a word of status ("Employer: Currently
// Unemployed").
func (s *scratch) titledValue(r, end int) bool {
	if s.noUpper || end-r < 2 || end < len(s.toks) && s.toks[end].flags&tfNL == 0 {
		return false
	}
	for k := r; k < end; k++ {
		if s.isWord(k) && (s.toks[k].shape != shCap || statusWords[string(s.wordBytes(k))]) {
			return false
		}
	}
	return true
}

// statusWords say what a key's value is instead of a firm: a state of
// work, a pointer or a placeholder ("Currently Unemployed", "Same
// Above").
var statusWords = wordSet("employed unemployed retired student homemaker currently self not applicable same above below " +
	"available provided given withheld confidential undisclosed none unknown")

// noValue reports whether w, folded, says that a key has no value or no
// firm ("company: none", "Arbeitgeber: keiner", "employer: self", "N/A")
// or points elsewhere ("Firma: siehe Anhang", "Société : voir annexe").
func noValue(w []byte) bool {
	switch string(w) {
	case "none", "null", "nil", "unknown", "tbd", "tba", "tbc", "self", "freelance", "freelancer", "private", "various",
		"keine", "keiner", "kein", "unbekannt", "aucun", "aucune", "inconnu", "inconnue", "ninguna", "ninguno",
		"desconocido", "desconocida", "nessuna", "nessuno", "sconosciuto", "sconosciuta", "n", "na", "nd", "pending",
		"see", "siehe", "voir", "ver", "vease", "vedi", "offen", "ausstehend":
		return true
	}
	return false
}

// personAtFirm finds the person right before "chez", "bei" or "presso"
// and the firm after it ("louis chez delahaye s.a.", "Anna bei Kuhl"): a
// known first name that is no common word.
func (s *scratch) personAtFirm(c int) {
	switch string(s.wordBytes(c)) {
	case "chez", "bei", "presso":
	default:
		return
	}
	p := s.prevWord(c)
	if p < 0 || !s.free(p) || s.toks[p].cls != 0 || s.resolved(p)&attrFirst == 0 || s.common(p, s.d.p.commonMax) {
		return
	}
	if s.toks[p].shape != shLower && !s.capWord(p) {
		return
	}
	s.add(p, p+1, labelPerson, s.confidence(-0.1))
}

// orgCueShape reports whether the tokens around cue word c may hold an
// organisation, before its words are compared: a capitalised word or a
// colon or quote after it, maybe past one lower-case word (a preposition,
// an article), or a name or an article before it. Most cue words of a
// chat ("the team", "my job") fail at once.
func (s *scratch) orgCueShape(c int) bool {
	for k, n := c+1, 0; k < len(s.toks) && n < 5; k, n = k+1, n+1 {
		t := &s.toks[k]
		if t.flags&tfNL != 0 {
			break
		}
		if t.flags&tfWord == 0 {
			if t.r == ':' || t.r == '"' || t.r == '\'' || t.r == '=' || t.r == '«' || t.r == '“' {
				continue
			}
			break
		}
		if t.shape != shLower || s.noUpper {
			return true
		}
	}
	p := c - 1
	if p >= 0 && s.capWord(p) && accountNoun(s.wordBytes(c)) {
		return true // "my Capital Cube account"
	}
	if p < 0 || !orgCueBefore(s.wordBytes(c)) && !s.possessiveBefore(c) {
		return false // only a word for a firm or what one has looks back
	}
	if s.capWord(p) || p > 0 && s.wordIs(p, "s") && (s.toks[p-1].r == '\'' || s.toks[p-1].r == '’') {
		return true // "the Zentrova website", "Quantrix's CEO"
	}
	if s.toks[p].shape == shLower && s.possessiveBefore(p) {
		return true // "Zentrova's new CEO"
	}
	return s.toks[p].shape == shLower && s.copulaBefore(c) >= 0 // "is a design agency"
}

// orgAfterCue adds the organisation whose name starts at word r, after a
// cue (see orgCueNames); strong says the cue names no person.
func (s *scratch) orgAfterCue(r int, strong bool) {
	end := s.orgRunEnd(r)
	nounSurname := end <= r && strong && s.germanNounSurname(r)
	if nounSurname {
		end = r + 1 // "Die Firma Zobel"
	}
	if end <= r && s.noUpper && s.lowerFirmStart(r) {
		end = s.headAfter(r + 1) // "employed by zentrova", "shares of misol"
	}
	if end <= r+1 && s.employerAt(r) {
		s.addOrg(r, r+1, s.confidence(0)) // "works at Oracle", "an engineer at Slack"
		return
	}
	if end <= r+1 && s.cuedKnownOrg(r) {
		s.addOrg(r, r+1, s.confidence(0)) // "arbeitet bei Siemens", "chez Renault"
		return
	}
	if end <= r {
		return
	}
	if s.noUpper {
		end = s.headAfter(end) // "chez bondumier group"
		if e := s.lowerCooperative(end); e > end {
			end = e // "bei kabus e.g."
		}
	}
	if fe := s.formAfter(end); fe > end {
		end = fe
	} else {
		if noValue(s.wordBytes(r)) {
			return // "company: TBD", "employer: N/A", "Firma: siehe Anhang"
		}
		if !s.noUpper && end-r >= 2 && jobTitleWord(s.wordBytes(end-1)) {
			return // a job's title: "Customer Success Manager", "Client Services Director"
		}
		if s.noUpper && s.lowerNounRun(r, end) {
			return // "chez le médecin", "bei fragen", "der kunde möchte die rechnung"
		}
		if end-r <= 3 && (firmAttrs(s.toks[r].attr)&attrFirst != 0 || s.dictFirstAndSurname(r, end)) && !strong ||
			end == r+1 && !strong && s.noUpper && s.cuedFirstName(r) {
			return // a person: "chez Marie", "presso Luca Rossi", "der Kunde Ilka Seifert", "der kunde willibald"
		}
		if !strong && s.honorificOrFirstPair(r, end) {
			return // "Rechnung von Herrn Müller", "Kundin Jolanthe Bärwald"
		}
		if !strong && end-r <= 2 && s.firstNameAfterComma(end) {
			return // a person written surname first: "adresse de renault, emmanuelle"
		}
		if pe, a := s.phraseAt(s.d.base, r, placeBits); pe == end && a != 0 &&
			(a&nameBits == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3) && !s.chezTown(r, a) {
			return // a place: "trabaja en Madrid"
		}
		if end == r+1 && !nounSurname && (s.toks[r].cls&wcNonName != 0 || s.germanNounHere(r) ||
			(s.toks[r].flags&tfSentStart != 0 || !strong) && s.common(r, s.d.p.commonMax) && s.toks[r].attr&nameBits == 0) {
			return // "bei Epoch", "works for Kafka"
		}
	}
	s.addOrg(r, end, s.confidence(0))
}

// germanNounSurname reports whether word r, a German noun, is a known
// surname too ("Zobel", "Geisel", "Ernst"): after a word for a firm
// ("Firma", "Arbeitgeber:", "Lieferant") it names one; after a weaker cue
// ("bei Fragen") it stays a noun.
func (s *scratch) germanNounSurname(r int) bool {
	return s.lang == langGerman && s.resolved(r)&(attrLast|attrPart) != 0 && s.toks[r].cls&(wcStopword|wcNonName) == 0 && s.free(r) && s.germanNounHere(r)
}

// firstNameAfterComma reports whether a comma glued to word end-1 is
// followed by a known first name written in the same case, as a person's
// name is written surname first ("renault, emmanuelle", "Peron, Élise").
func (s *scratch) firstNameAfterComma(end int) bool {
	if end >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&(tfWord|tfSpace|tfNL) != 0 {
		return false
	}
	k := s.nextWord(end)
	if k < 0 || s.toks[k].flags&tfNL != 0 || s.toks[k].shape != s.toks[end-1].shape || !s.free(k) ||
		firmAttrs(s.resolved(k))&attrFirst == 0 {
		return false
	}
	// The first name ends the person: no name after it ("chez Peron, Élise
	// Rocher" is a firm and a person).
	n := s.nextWord(k)
	return n < 0 || s.toks[n].flags&tfNL != 0 || !s.noUpper && !s.capWord(n) ||
		s.noUpper && s.resolved(n)&nameBits == 0 && s.toks[n].cls&wcStopword != 0
}

// lowerCooperative returns the end of "e.g." right after token end-1 in
// a text without capitals, the German cooperative's form "e.G." after a
// firm's name that a cue announced ("bei kabus e.g."), or end: anywhere
// else it reads as "for example".
func (s *scratch) lowerCooperative(end int) int {
	k := s.nextWordAfter(end - 1)
	if k < 0 || k+3 >= len(s.toks) || !s.wordIs(k, "e") || s.toks[k+1].r != '.' || !s.wordIs(k+2, "g") || s.toks[k+3].r != '.' {
		return end
	}
	for j := k + 1; j <= k+3; j++ {
		if s.toks[j].flags&(tfSpace|tfNL) != 0 {
			return end
		}
	}
	return k + 4
}

// orgCueRun returns the first word of the organisation that cue word c
// announces, or -1, and whether the cue names a firm and no person
// ("company", "works for", "employed by").
func (s *scratch) orgCueRun(c int) (int, bool) {
	k := c + 1
	w := string(s.wordBytes(c))
	if familyForm([]byte(w)) {
		return -1, false // a wcOrgCue word so that lowerWord counts it, no cue
	}
	strong, romance := true, false
	if orgCueNeedsPrep([]byte(w)) {
		p := s.nextWord(c)
		if p >= 0 && teamWord(w) {
			p = s.pastKind(p) // "equipo de seguridad de", "équipe sécurité de"
		}
		if p < 0 || !orgPrep(s.wordBytes(p)) && !((jobNoun(s.wordBytes(c)) || accountNoun(s.wordBytes(c))) && (s.wordIs(p, "with") || s.wordIs(p, "from"))) {
			if p >= 0 && s.jobAdjective(p) && topJob([]byte(w)) {
				if r := s.jobFirmStart(c); r >= 0 {
					return r, false // "directrice financière de Buisson": a person's too
				}
			}
			return -1, false
		}
		switch string(s.wordBytes(p)) {
		case "chez", "bei", "presso", "da", "de", "di", "en", "von", "par", "por", "van", "del", "della", "do", "du",
			"des", "der", "voor", "na", "pela", "pelo":
			strong = false
		}
		romance = jobPrep(s.wordBytes(p))
		switch w {
		case "address", "adresse", "indirizzo", "direccion", "anschrift":
			strong = false // "the address of Anna Becker": a person's too
		case "acquired", "sponsored":
			strong = false // "acquired by Anna Becker": a person's too
		case "spokesperson", "spokesman", "spokeswoman":
			// "a spokesperson for John Smith": a person's too when a known
			// first name follows; "a spokesperson for Lucid" is a firm's.
			if n := s.nextWord(p); n >= 0 && s.capWord(n) && firmAttrs(s.resolved(n))&attrFirst != 0 {
				strong = false
			}
		}
		if byFirm([]byte(w)) {
			if !s.wordIs(p, "by") {
				return -1, false // "owned for years"
			}
			strong = false // "owned by Anna Becker": a person's too
		}
		if jobNoun(s.wordBytes(c)) {
			if !s.wordIs(p, "at") && !s.wordIs(p, "for") && !s.wordIs(p, "with") && !(romance && topJob([]byte(w))) {
				return -1, false // "Director of Engineering"; "director de Rotaga" names the firm
			}
			if n := s.nextWord(p); n >= 0 && pluralJob(s.wordBytes(c)) && s.capWord(n) {
				if end := s.orgRunEnd(n); end > n && s.titleWordsOnly(n, end) {
					return -1, false // "Engineers at Work", "Engineers at Large Companies": a title
				}
			}
			strong = false // "consultant for Anna Becker"
		}
		if accountNoun(s.wordBytes(c)) {
			if !s.wordIs(p, "at") && !s.wordIs(p, "with") && !s.wordIs(p, "from") {
				return -1, false // "an account for Anna Becker"
			}
			strong = false
		}
		k = p + 1
	} else {
		switch w {
		case "chez", "bei", "bij", "presso", "client", "customer", "cliente", "kunde", "kundin", "klant", "ansprechpartner", "referente",
			"rejoint", "leverancier", "fornecedor", "aannemer", "onderaannemer", "contratista", "subcontratista", "appaltatore",
			"subappaltatore", "empreiteiro", "subempreiteiro", "subunternehmer", "auftragnehmer", "prestataire":
			strong = false // "a rejoint Marie", "onze aannemer Pieter": a person's too
		}
		// A customer's or supplier's firm past a preposition ("client de
		// Zentrova", "Kunde bei Zentrova", "a supplier of Zentrova").
		if p := s.nextWord(c); p >= 0 && s.toks[p].shape == shLower && tradePrep(s.wordBytes(p)) && tradeWord(w) {
			k, strong = p+1, false
		}
		// Past a colon, quotes or an equals sign ("company: Acme",
		// `"employeur": "Poirier"`).
		for n := 0; n < 3 && k < len(s.toks) && s.toks[k].flags&(tfWord|tfNL) == 0; n++ {
			switch s.toks[k].r {
			case ':', '"', '\'', '=', '«', '“':
				k++
				continue
			}
			break
		}
		// Past "is" after a word for a firm that names no person, maybe
		// past one adjective ("my employer is Capital Cube", "Mein
		// Arbeitgeber ist Lorenz", "Mon employeur actuel est Potier").
		if strong && k == c+1 && k+1 < len(s.toks) && s.toks[k+1].shape == shLower && s.isWord(k+1) && s.toks[k+1].flags&(tfSpace|tfNL) == tfSpace &&
			isCopula(s.wordBytes(k+1)) && s.isWord(k) && s.toks[k].shape == shLower && s.toks[k].cls&wcStopword == 0 && !isCopula(s.wordBytes(k)) {
			k++
		}
		if strong && (k == c+1 || k == c+2 && s.toks[c+1].flags&tfWord != 0) && s.isWord(k) && s.toks[k].shape == shLower && isCopula(s.wordBytes(k)) {
			if n := s.nextWord(k); n >= 0 && s.capWord(n) {
				k = n
			}
		}
	}
	if k >= len(s.toks) || s.toks[k].flags&(tfWord|tfNL) != tfWord {
		return -1, false
	}
	if s.toks[k].shape == shLower && orgArticle(s.wordBytes(k)) {
		if k = s.nextWord(k); k < 0 {
			return -1, false
		}
	}
	if !s.free(k) && s.toks[k].flags&tfNoun == 0 || s.toks[k].flags&tfUsed != 0 {
		return -1, false
	}
	if romance && (s.toks[k].cls&wcTimeWord != 0 || department(s.wordBytes(k))) {
		return -1, false // "directora de Marketing", "la factura de Enero": a department, a month
	}
	if s.initialBeforeName(k) {
		return -1, false // "customer P. Bell": a person's initial
	}
	return k, strong
}

// teamWord reports whether cue w names a team, which may say its kind
// before the firm's preposition (pastKind).
func teamWord(w string) bool {
	switch w {
	case "team", "equipo", "equipe", "squadra":
		return true
	}
	return false
}

// pastKind returns the preposition after the kind of a team that starts
// at word p ("de seguridad de", "sécurité de", "sicurezza di"): one word
// in small letters, maybe after a preposition, then a preposition; or p.
func (s *scratch) pastKind(p int) int {
	k := p
	if orgPrep(s.wordBytes(k)) {
		if k = s.nextWord(k); k < 0 {
			return p
		}
	}
	t := &s.toks[k]
	if t.shape != shLower || t.letters < 4 || t.cls&wcStopword != 0 {
		return p
	}
	if q := s.nextWord(k); q >= 0 && s.toks[q].shape == shLower && orgPrep(s.wordBytes(q)) {
		return q
	}
	return p
}

// tradeWord reports whether cue w names a customer or a supplier, whose
// firm may follow a preposition (tradePrep).
func tradeWord(w string) bool {
	switch w {
	case "client", "customer", "cliente", "kunde", "kundin", "supplier", "vendor", "fournisseur", "lieferant",
		"proveedor", "fornitore", "klant", "leverancier", "fornecedor":
		return true
	}
	return false
}

// tradePrep reports whether w, after a tradeWord, introduces the firm
// ("of", "de", "du", "di", "del", "bei", "von", "at", "chez", "presso").
func tradePrep(w []byte) bool {
	switch string(w) {
	case "of", "de", "du", "di", "del", "bei", "von", "at", "chez", "presso":
		return true
	}
	return false
}

// orgRunEnd returns the end (exclusive) of the run of names that starts
// at word r: up to six words that orgNameWord takes (capitalised words,
// initials, hyphenated surnames; known names in a text without
// capitals; no German noun first in German text), joined by spaces,
// "&", a conjunction or Dutch particles
// before a name ("Rodriguez and Sons" ends at the family form, which
// formAfter does not need: family forms are orgHead words).
func (s *scratch) orgRunEnd(r int) int {
	if runParticle(s.wordBytes(r)) && s.toks[r].shape == shLower {
		if n := s.nextWord(r); n >= 0 && s.orgRunWord(n) {
			return s.orgRunEnd(n) // "van gils nv"
		}
	}
	if !s.orgRunWord(r) && s.toks[r].flags&tfNoun == 0 && !s.capStopwordInName(r) || s.germanNounHere(r) {
		return r // "bei Glätte und Schnee": German nouns
	}
	end := r + 1
	for words := 1; words < 6; words++ {
		j := end
		if j < len(s.toks) && s.toks[j].r == ',' && s.toks[j].flags&(tfWord|tfSpace) == 0 && s.commaInList(j) {
			end = j + 2 // "vasari, riccati e borsellino"
			continue
		}
		if j >= len(s.toks) || s.toks[j].flags&tfNL != 0 || s.toks[j].flags&tfSpace == 0 && s.toks[j].r != '&' {
			break
		}
		if s.toks[j].flags&tfWord == 0 {
			if s.toks[j].r != '&' {
				break
			}
		} else if s.orgRunWord(j) {
			end = j + 1
			continue
		} else if !familyConjunction(s.wordBytes(j)) && !runParticle(s.wordBytes(j)) {
			break
		}
		// A joining word or "&": a name must follow.
		n := s.skipParticles(s.nextWordAfter(j))
		if n < 0 {
			break
		}
		if familyForm(s.wordBytes(n)) && s.toks[j].flags&tfWord != 0 || s.toks[j].r == '&' && s.wordIs(n, "co") {
			end = n + 1 // "Rodriguez and Sons", "Müller & Co."
			if end < len(s.toks) && s.toks[end].r == '.' && s.toks[end].flags&tfSpace == 0 {
				end++
			}
			break
		}
		if !s.orgRunWord(n) {
			break
		}
		end = n + 1
	}
	return end
}

// allNames reports whether every word of tokens [from, to) is a known
// name.
func (s *scratch) allNames(from, to int) bool {
	for k := from; k < to; k++ {
		if s.toks[k].flags&tfWord != 0 && s.resolved(k)&nameBits == 0 {
			return false
		}
	}
	return true
}

// orgRunWord reports whether word j may be part of a firm's name after a
// cue: orgNameWord, or in a text without capitals any word that no list
// knows (but as a German or French common noun), no closed class holds
// and is no misspelt common word ("chez delahaye s.a.": the cue says what
// follows; "at teh office" is a typo).
func (s *scratch) orgRunWord(j int) bool {
	if s.orgNameWord(j) {
		return true
	}
	t := &s.toks[j]
	return s.noUpper && t.shape == shLower && t.letters >= 3 && t.flags&tfUsed == 0 &&
		t.cls == 0 && s.resolved(j)&^(attrNounDE|attrFrWord) == 0 && !functionWords.has(s.wordBytes(j)) &&
		!s.misspelt(s.wordBytes(j))
}

// commaInList reports whether the comma at token j joins two names of a
// list that a conjunction ends ("Vasari, Riccati e Borsellino"): a name
// after it, then a conjunction or another comma.
func (s *scratch) commaInList(j int) bool {
	n := s.nextWordAfter(j)
	if n < 0 || !s.orgRunWord(n) || n+1 >= len(s.toks) {
		return false
	}
	m := &s.toks[n+1]
	return m.flags&tfWord == 0 && m.r == ',' || m.flags&tfWord != 0 && familyConjunction(s.wordBytes(n+1))
}

// spacedLine reports whether a space or a line break stands before a
// token of [from, to) after the first.
func (s *scratch) spacedLine(from, to int) bool {
	for k := from + 1; k < to; k++ {
		if s.toks[k].flags&(tfSpace|tfNL) != 0 {
			return true
		}
	}
	return false
}

// csvColumn finds the organisations of a table's column whose header is
// cue word c ("id;holder;iban;company", "id_cliente,azienda"): on the
// first line, between separators (";", ",", "|"), the values of that
// column on the lines after it, up to a line with another number of
// separators. It reports whether c is such a header.
func (s *scratch) csvColumn(c int) bool {
	switch string(s.wordBytes(c)) {
	case "company", "firm", "employer", "organisation", "organization", "empresa", "compania", "azienda", "ditta",
		"societa", "firma", "unternehmen", "arbeitgeber", "employeur", "entreprise", "societe", "supplier", "vendor",
		"fournisseur", "lieferant", "proveedor", "fornitore", "leverancier", "fornecedor", "werkgever", "bedrijf",
		"empregador":
	default:
		return false // "client", "employee": people as often
	}
	for i := c - 1; i >= 0; i-- {
		if s.toks[i].flags&tfNL != 0 {
			return false // a header is on the first line
		}
	}
	sep, col, seps := rune(0), 0, 0
	i := 0
	for ; i < len(s.toks) && (i == 0 || s.toks[i].flags&tfNL == 0); i++ {
		t := &s.toks[i]
		if t.flags&tfWord != 0 {
			continue
		}
		switch t.r {
		case ';', ',', '|':
			if sep == 0 {
				sep = t.r
			}
			if t.r == sep {
				seps++
				if i < c {
					col++
				}
			}
		}
	}
	if seps < 2 && (seps == 0 || s.spacedLine(0, i)) {
		return false // two cells, "company,amount", only in a header without spaces
	}
	ce := c // the header cell's last token: "vendor_name"
	if c+2 < len(s.toks) && s.toks[c+1].r == '_' && s.toks[c+1].flags&(tfWord|tfSpace|tfNL) == 0 && s.isWord(c+2) &&
		s.toks[c+2].flags&(tfSpace|tfNL) == 0 && nameWords[string(s.wordBytes(c+2))] {
		ce = c + 2
	}
	if b := c - 1; b >= 0 && s.toks[b].r != sep || ce+1 < len(s.toks) && s.toks[ce+1].flags&tfNL == 0 && s.toks[ce+1].r != sep {
		return false // "company" must fill its header cell
	}
	for i < len(s.toks) {
		// One data line: count its separators and find column col.
		start, n, from, to := i, 0, -1, -1
		for ; i < len(s.toks) && (i == start || s.toks[i].flags&tfNL == 0); i++ {
			t := &s.toks[i]
			if t.flags&tfWord == 0 && t.r == sep {
				n++
				continue
			}
			if n == col && t.flags&tfWord != 0 {
				if from < 0 {
					from = i
				}
				to = i + 1
			}
		}
		if n != seps {
			break
		}
		if from >= 0 && s.toks[from].flags&tfDigit == 0 {
			if e := to; e < len(s.toks) && s.toks[e].r == '.' && s.toks[e].flags&tfSpace == 0 {
				to++ // "Cobo y Coloma S.A."
			}
			ok := true
			for k := from; k < to; k++ {
				if !s.free(k) {
					ok = false
				}
			}
			if ok {
				s.addOrg(from, to, s.confidence(0))
			}
		}
	}
	return true
}

// skipParticles returns the word after the Dutch particles that start at
// word k ("van den Berg": "Berg"), k itself when it is none, or -1.
func (s *scratch) skipParticles(k int) int {
	for n := 0; k >= 0 && n < 2 && s.toks[k].shape == shLower && runParticle(s.wordBytes(k)); n++ {
		k = s.nextWord(k)
	}
	return k
}

// capStopwordInName reports whether word r, a stopword, is capitalised
// inside a sentence before another capitalised word: part of a name
// ("works for Us News Schools").
func (s *scratch) capStopwordInName(r int) bool {
	t := &s.toks[r]
	if t.cls&wcStopword == 0 || t.shape != shCap || t.flags&tfSentStart != 0 {
		return false
	}
	n := s.nextWord(r)
	return n >= 0 && s.capWord(n) && s.toks[n].cls&wcStopword == 0
}

// orgCueBefore reports whether orgCue w announces an organisation before
// it: a word for one after "is a" ("agency", "company", "société") or
// what one has ("website", "headquarters", "CEO").
func orgCueBefore(w []byte) bool {
	switch string(w) {
	case "company", "firm", "agency", "startup", "nonprofit", "non-profit", "charity", "consultancy", "manufacturer", "retailer",
		"provider", "publisher", "organisation", "organization", "societe", "entreprise", "empresa", "azienda",
		"societa", "ditta", "compania", "unternehmen", "firma", "konzern", "pme", "start-up",
		"sitz", "sede", "siege", "domicilio", "headquartered", "registered",
		// firmHas, in one switch: this runs for every cue word.
		"website", "homepage", "app", "headquarters", "ceo", "cto", "cfo", "founders", "employees",
		"stock", "shares", "shareholders", "stockholders", "revenue", "revenues", "earnings", "profits",
		"spokesperson", "spokesman", "spokeswoman", "subsidiary", "subsidiaries", "workforce", "products",
		"stores", "factory", "factories", "customers", "clients", "board", "brand", "logo", "careers", "mission":
		return true
	}
	return false
}

// firmHas reports whether w is what a firm has and a person rarely does:
// a name right before it, after "the" or before "'s", or opening a
// sentence, is a firm's ("the Zentrova website", "Quantrix's CEO",
// "Zentrova shares fell").
func firmHas(w []byte) bool {
	switch string(w) {
	case "website", "homepage", "app", "headquarters", "ceo", "cto", "cfo", "founders", "employees":
		return true
	}
	return firmAssets(w)
}

// firmAssets reports whether w is what a firm owns or earns, which titles
// also name ("Net Sales Revenue", "Cloud Storage Products"): the name
// before it holds no common English word (rareRun).
func firmAssets(w []byte) bool {
	switch string(w) {
	case "stock", "shares", "shareholders", "stockholders", "revenue", "revenues", "earnings", "profits",
		"spokesperson", "spokesman", "spokeswoman", "subsidiary", "subsidiaries", "workforce", "products",
		"stores", "factory", "factories", "customers", "clients", "board", "brand", "logo", "careers", "mission":
		return true
	}
	return false
}

// marketSector reports whether w, folded, names a sector of the market
// that the word lists lack ("Tech shares rose", "Biotech stocks fell"):
// what a sector owns is no firm's.
func marketSector(w []byte) bool {
	switch string(w) {
	case "tech", "biotech", "fintech", "medtech", "healthtech", "edtech", "proptech", "insurtech", "cleantech",
		"greentech", "agritech", "pharma", "biopharma", "crypto", "telco", "telcos", "telecom", "telecoms", "semis":
		return true
	}
	return false
}

// rareRun reports whether words [from, to) hold no common English word
// that is no known name ("Zentrova", "Bertolini Rinaldi"; not "Net
// Sales").
func (s *scratch) rareRun(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && s.common(k, s.d.p.commonMax) && s.toks[k].attr&nameBits == 0 {
			return false
		}
	}
	return true
}

// orgBefore finds the organisation before cue word c: the subject of "is
// a" and up to two adjectives before a word for a firm ("Zentrova is a
// small design agency", "Quantrix est une société", "X ist eine Firma"),
// or the name before what a firm has, after "the", before "'s" and maybe
// an adjective, or opening a sentence ("the Zentrova website",
// "Quantrix's new CEO", "Zentrova shares"; what a firm owns or earns
// only after a name of no common word: firmAssets). A word for a firm may also take
// its name after it ("company: Zentrova"): orgCueNames tries that when
// nothing comes before.
func (s *scratch) orgBefore(c int) {
	w := s.wordBytes(c)
	has, seat := false, false
	switch {
	case firmHas(w):
		has = true
	case string(w) == "sitz" || string(w) == "sede" || string(w) == "siege" || string(w) == "domicilio" ||
		string(w) == "headquartered" || string(w) == "registered":
		seat = true
	default:
		has = s.possessiveNear(c) // "Zentrova's office", "Zentrova's new office"
	}
	fs := c
	if seat {
		if fs = s.seatBefore(c); fs < 0 {
			return
		}
	} else if has {
		// "Quantrix's website", "the Zentrova website", "Zentrova's new CEO".
		q := c
		if a := c - 1; has && a > 0 && s.isWord(a) && s.toks[a].shape == shLower && s.toks[a].cls&wcStopword == 0 &&
			s.possessiveBefore(a) {
			q = a
		}
		if p := q - 1; p >= 2 && s.toks[p].flags&tfWord != 0 && s.wordIs(p, "s") && s.toks[p-1].flags&tfWord == 0 &&
			(s.toks[p-1].r == '\'' || s.toks[p-1].r == '’') {
			fs = p - 1
			if s.productBeforeRole(fs-1, w) {
				s.addOrg(fs-1, fs, s.confidence(0)) // "Slack's new CEO"
				return
			}
		} else if r := s.hasOf(c); r >= 0 {
			s.orgAfterCue(r, true) // "the CEO of Capital Cube"
			return
		} else if s.toks[c].shape == shCap {
			return // "Dorle Brand": a capitalised word after a name is its surname or a noun
		}
	} else {
		v := s.copulaBefore(c)
		if v < 0 {
			if r, strong := s.orgCueRun(c); r >= 0 {
				s.orgAfterCueOrKey(c, r, strong) // "company: Zentrova"
			}
			return
		}
		if s.toks[v].flags&tfWord == 0 {
			if from := s.capRunBefore(v); from < v {
				s.addOrg(from, v, s.confidence(0)) // "Lucid, a small design agency,"
			}
			return
		}
		fs = v
	}
	from, words := s.orgRunStart(fs, false)
	if words == 0 || words > 4 {
		return
	}
	if !has && !seat {
		from = s.subjectStart(from)
	}
	if firmAttrs(s.toks[from].attr)&attrFirst != 0 && fs-from <= 2 && !(seat && fs-from == 1 && seatNoun(w)) || has && s.titledName(from) {
		return // "Anna's website", "Dr. Hill's office": a person's; one name before a seat is a firm's ("tra Paul, con sede legale in")
	}
	if fs-from == 1 && (s.toks[from].cls&wcNonName != 0 || s.common(from, s.d.p.commonMax) && s.toks[from].attr&nameBits == 0) {
		if has {
			s.cuedOrgBefore(fs) // "the Amazon website"
		}
		return // "the Python website", "The company"
	}
	if firmAssets(w) && (!s.rareRun(from, fs) || fs-from == 1 && marketSector(s.wordBytes(from))) {
		return // "Net Sales revenue", "Cloud Storage products", "Tech shares"
	}
	s.addOrg(from, fs, s.confidence(0))
}

// titledName reports whether word from is an honorific ("Dr Hill") or
// follows one, maybe with its dot ("Dr. Hill", "Ms. Young").
func (s *scratch) titledName(from int) bool {
	if s.toks[from].cls&wcHonorific != 0 {
		return true
	}
	p := from - 1
	if p >= 0 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == '.' {
		p--
	}
	return p >= 0 && s.toks[p].flags&tfWord != 0 && s.toks[p].cls&wcHonorific != 0
}

// subjectStart extends the subject of "is a" starting at word from back
// to the start of its sentence over up to three capitalised words or
// "&" ("Standard And Poors is a design agency"), or returns from when
// the sentence starts elsewhere.
func (s *scratch) subjectStart(from int) int {
	k := from
	for n := 0; n < 3 && s.toks[k].flags&tfSentStart == 0; n++ {
		p := k - 1
		if p < 0 || s.toks[k].flags&tfNL != 0 || s.toks[k].flags&tfSpace == 0 {
			return from
		}
		if t := &s.toks[p]; t.flags&tfWord == 0 && t.r == '&' && t.flags&tfSpace != 0 {
			p--
		}
		if p < 0 || !s.capWord(p) || s.toks[p].flags&tfUsed != 0 {
			return from
		}
		k = p
	}
	if s.toks[k].flags&tfSentStart == 0 {
		return from
	}
	return k
}

// possessiveBefore reports whether cue word c follows a name and "'s"
// ("Zentrova's office"): whatever a firm has or does then names it.
func (s *scratch) possessiveBefore(c int) bool {
	p := c - 1
	if p < 2 || s.toks[p].letters != 1 || s.toks[p].flags&(tfSpace|tfNL) != 0 {
		return false
	}
	q := &s.toks[p-1]
	return q.flags&(tfWord|tfSpace|tfNL) == 0 && (q.r == '\'' || q.r == '’') && s.toks[p-2].flags&tfWord != 0 && s.wordIs(p, "s")
}

// possessiveAfter reports whether "'s" is glued to word c ("the
// company's").
func (s *scratch) possessiveAfter(c int) bool {
	return c+2 < len(s.toks) && s.possessiveBefore(c+3)
}

// capRunBefore returns the first of up to four capitalised words right
// before token e, free, no stopword, none a known name or place but a
// common English word, or e when there is none.
func (s *scratch) capRunBefore(e int) int {
	from := e
	for k, n := s.prevWordOf(e), 0; k >= 0 && n < 4; k, n = s.prevWord(k), n+1 {
		t := &s.toks[k]
		if !s.capWord(k) || !s.free(k) || t.cls&(wcStopword|wcNonName) != 0 ||
			s.resolved(k)&(nameBits|placeBits) != 0 && !s.common(k, 3) {
			break
		}
		from = k
		if t.flags&tfSentStart != 0 {
			break
		}
	}
	return from
}

// prevWordOf returns the word right before token e (a mark glued to it),
// or -1.
func (s *scratch) prevWordOf(e int) int {
	if e > 0 && s.isWord(e-1) && s.toks[e].flags&(tfSpace|tfNL) == 0 {
		return e - 1
	}
	return -1
}

// hasOf returns the first word after what a firm has and "of" ("the CEO
// of Capital Cube", "the founders of Lucid", "the headquarters of Harbor
// Freight"), in a text with capitals, or -1.
func (s *scratch) hasOf(c int) int {
	p := s.nextWord(c)
	if p < 0 || s.noUpper || s.toks[p].shape != shLower {
		return -1
	}
	switch string(s.wordBytes(p)) {
	case "of", "de", "du", "des", "di", "del", "della", "von", "der":
	default:
		return -1
	}
	r := s.nextWord(p)
	if r < 0 || !s.capWord(r) || !s.free(r) {
		return -1
	}
	return r
}

// seatBefore returns the token after the name of a firm that seat word c
// follows, across the words that introduce a seat and a comma ("Kuhl mit
// Sitz", "Bertolini, con sede", "Poirier, ayant son siège", "Zentrova,
// headquartered", "Acme, with its registered office"), or -1.
func (s *scratch) seatBefore(c int) int {
	k := c
	for n := 0; n < 3; n++ {
		if k > 0 && s.toks[k-1].flags&tfWord == 0 && s.toks[k-1].r == ',' {
			return k - 1
		}
		p := s.prevWord(k)
		if p < 0 {
			return -1
		}
		switch string(s.wordBytes(p)) {
		case "mit", "con", "ayant", "son", "sa", "dont", "le", "la", "with", "its", "whose", "having", "avec":
			k = p
			continue
		}
		if s.capWord(p) && k != c {
			return k // "Kuhl mit Sitz"
		}
		return -1
	}
	return -1
}

// copulaBefore returns the copula before word c across an indefinite
// article and up to two adjectives ("is a small design agency"), or -1;
// or the comma of an apposition before the article or "the" ("Lucid, a
// small design agency,", "Lucid, the startup behind…").
func (s *scratch) copulaBefore(c int) int {
	k := c
	for n := 0; n < 3; n++ {
		p := s.prevWord(k)
		if p < 0 || s.toks[p].shape != shLower {
			return -1
		}
		k = p
		if s.wordIs(p, "the") && !s.possessiveAfter(c) {
			if m := p - 1; m > 0 && s.toks[m].flags&(tfWord|tfNL) == 0 && s.toks[m].r == ',' && s.isWord(m-1) {
				return m // "Zentrova, the company behind the app,": an apposition
			}
			return -1
		}
		if isIndefinite(s.wordBytes(p)) {
			if v := s.prevWord(k); v >= 0 && isCopula(s.wordBytes(v)) {
				return v
			}
			if m := p - 1; m > 0 && s.toks[m].flags&(tfWord|tfNL) == 0 && s.toks[m].r == ',' && s.isWord(m-1) {
				return m // "Lucid, a small design agency,": an apposition
			}
			return -1
		}
	}
	return -1
}

// isIndefinite reports whether w is an indefinite article of the five
// languages.
func isIndefinite(w []byte) bool {
	if len(w) > 5 {
		return false
	}
	switch string(w) {
	case "a", "an", "un", "une", "ein", "eine", "einer", "una", "uno":
		return true
	}
	return false
}

// isCopula reports whether w is "is" or "was" in the five languages.
func isCopula(w []byte) bool {
	switch string(w) {
	case "is", "was", "est", "etait", "ist", "war", "es", "era", "e":
		return true
	}
	return false
}

// twoParts returns the place of the one hyphen that splits folded word w
// into two parts, neither empty, or -1 (none, three parts or more).
func twoParts(w []byte) int {
	h := -1
	for p, c := range w {
		if c == '-' {
			if h >= 0 {
				return -1 // three parts
			}
			h = p
		}
	}
	if h <= 0 || h == len(w)-1 {
		return -1
	}
	return h
}
