package gazetteer

// Forms, registers, account holders and signatures write names surname
// first: "Thies, Ernestine", "van Wassenaar, Michelle", "taylor, matthew".

// invertedNames finds names written surname first: one or two surname
// words (a known surname, or a word in no list; a particle may open them),
// a comma and a space, then a known first name that ends the clause (no
// capitalised name word after it). In a text without capitals the words
// are in lower case, and the surname must be a known one or no English
// word, and not after a greeting ("hallo zusammen, katalin…" greets all,
// then Katalin). A surname right after a first name is that first name's
// (firstNameBefore).
func (s *scratch) invertedNames() {
	for _, ci := range s.nameCaps {
		f := int(ci)
		if f < 2 || !s.free(f) || !s.invertedFirst(f) {
			continue
		}
		w := f - 2
		if !s.isWord(w) || !s.free(w) || !s.invertedSurname(w) || s.openingPlace(w) {
			continue
		}
		if s.resolved(w)&nameBits == 0 && firmStemEnd(s.wordBytes(w)) {
			s.addOrg(w, w+1, s.confidence(-0.1)) // "then Demystdata, Reed": a firm's coined name
			continue
		}
		start := w
		if p := s.prevWord(w); p >= 0 && s.free(p) {
			if s.firstNameBefore(p, w) {
				continue // "4411,ottavio sanudo,pera di fassa": the surname of the first name before it
			}
			switch t := &s.toks[p]; {
			case t.cls&wcParticle != 0 && t.shape == shLower && !s.noUpper && !(s.lang == langGerman && s.wordIs(p, "du")):
				start = p // "van Wassenaar, Michelle"; in German text "du" is the pronoun
			case t.shape == s.toks[w].shape && t.flags&tfSentStart == 0 && s.invertedSurname(p) && s.resolved(p)&(attrLast|attrPart) != 0:
				start = p // "Grein Groth, Sibylla"
			}
		}
		end := s.invertedTail(start, w+1)
		if end == w+1 {
			end = s.compoundInvertedTail(start, w, f) // "carpio, josé manuel"
		}
		if end != f+1 && end != s.nextWord(f)+1 {
			continue // no comma before f, or "Matheus, Janet and Terri": a list, read by the other rules
		}
		if s.streetAround(start, end) || s.noUpper && s.afterGreeting(w) {
			continue // "hallo zusammen, katalin": a greeting's group, then the one addressed
		}
		s.add(start, end, labelPerson, s.confidence(0))
	}
}

// firmStemEnd reports whether folded word w ends with a word that
// firms coin their names with ("demystdata", "zentrasoft",
// "quorvilabs") after three letters or more: a surname never does.
func firmStemEnd(w []byte) bool {
	for _, stem := range [...]string{"data", "soft", "tech", "labs", "ware", "works", "logic", "systems", "media", "cloud", "corp", "tronics", "pharma", "metrics"} {
		if len(w) >= len(stem)+3 && string(w[len(w)-len(stem):]) == stem {
			return true
		}
	}
	return false
}

// openingPlace reports whether word w, before a comma, is a known place
// after a locative that opens the sentence and is no surname's particle
// ("In Leeds, Anne-Marie opened…", "At Boston, Priya…"; not "De Sousa,"):
// the place ends an opening phrase, and a first name after the comma
// stands alone.
func (s *scratch) openingPlace(w int) bool {
	if w+1 >= len(s.toks) || s.toks[w+1].r != ',' || s.toks[w+1].flags&tfWord != 0 {
		return false
	}
	p := s.prevWord(w)
	if p < 0 || s.toks[p].shape != shCap || s.toks[p].flags&tfSentStart == 0 || s.toks[p].cls&wcLocative == 0 || s.toks[p].cls&wcParticle != 0 || s.toks[p].letters < 2 {
		return false
	}
	return s.resolved(w)&placeBits != 0
}

// firstNameBefore reports whether word p, right before the surname w of
// an inverted name, is a first name of the main lists written as w is
// and no surname: w is then that first name's surname, in a row of a
// table or a list of names written first name first ("ottavio
// sanudo,pera di fassa", "Anna Rossi, Marco Bianchi").
func (s *scratch) firstNameBefore(p, w int) bool {
	t := &s.toks[p]
	return t.shape == s.toks[w].shape && t.cls == 0 && t.flags&tfDigit == 0 && s.resolved(p)&(attrFirst|attrLast|attrPart) == attrFirst
}

// invertedFirst reports whether word f may be the first name of an
// inverted name: a known first name, capitalised (in lower case in a text
// without capitals), no stopword, product or common word at the
// commonest levels.
func (s *scratch) invertedFirst(f int) bool {
	t := &s.toks[f]
	nonName := wcNonName
	if t.attr&attrFirst != 0 {
		nonName = wcStopword | wcDemonym // a product that is a first name is one after a surname and a comma: "Herman, Travis"
	}
	if t.cls&(nonName|wcTimeWord|wcHonorific) != 0 || t.attr&attrFirst == 0 && !s.hyphenatedFirst(f) {
		return false
	}
	if s.noUpper {
		return t.shape == shLower && !s.common(f, s.d.p.hardCommon)
	}
	return t.shape == shCap && (!s.common(f, s.d.p.hardCommon) || s.germanOrFrench() && !s.common(f, 1)) // "Lange, Frank" in German text
}

// hyphenatedFirst reports whether word f is a hyphenated first name made
// of first names ("Wolf-Rüdiger", "karl-jürgen").
func (s *scratch) hyphenatedFirst(f int) bool {
	return s.toks[f].flags&tfHyphen != 0 && s.hyphenatedName(f) && s.resolved(f)&placeBits == 0
}

// invertedSurname reports whether word w may be the surname of an
// inverted name: a known surname, a word in no list, or a small town.
func (s *scratch) invertedSurname(w int) bool {
	t := &s.toks[w]
	if t.cls&(wcNonName|wcTimeWord|wcHonorific|wcCueWord|wcLegal|wcOrgHead) != 0 || t.letters < 2 || t.flags&tfDigit != 0 {
		return false
	}
	a := s.resolved(w)
	known := a&(attrLast|attrPart) != 0
	if a&attrCountry != 0 || cityBucket(a) >= 6 || (a&attrState != 0 || cityBucket(a) >= 5) && !known {
		return false // a region or a city that is also a surname may be one: "Thies, Ernestine"
	}
	// A small town in no name list may be a surname ("Segni, Dorothea"),
	// as surnames are named after towns; not after a locative.
	unknown := a&nameBits == 0 && (a&placeBits == 0 || smallTownAtMost(a) && !s.afterLocative(w, false))
	if s.noUpper {
		return t.shape == shLower && t.letters >= 3 && (known && !s.common(w, 3) || unknown && !s.common(w, 7) || known && s.invertedCommonSurname(w))
	}
	if t.shape != shCap {
		return false
	}
	if s.lang == langGerman && a&attrNounDE != 0 && !known && !s.firstNameInClause(w+2) {
		return false // a noun; a compound that ends with one may be a surname: "Neuschäfer, Thilo"
	}
	return known && !s.common(w, s.d.p.hardCommon) || unknown && a&attrStreet == 0 && !s.common(w, 7) || known && s.invertedCommonSurname(w)
}

// compoundInvertedTail returns the end of a name written surname first
// whose first name has two words, both known first names written alike
// ("carpio, josé manuel", "Bonet, Juan Carlos"), when the item ends after
// the second; or w+1.
func (s *scratch) compoundInvertedTail(start, w, f int) int {
	n := s.nextWord(f)
	if w+1 >= len(s.toks) || s.toks[w+1].flags&tfWord != 0 || s.toks[w+1].r != ',' || s.toks[f].flags&tfNL != 0 ||
		n < 0 || !s.free(n) || s.toks[n].shape != s.toks[f].shape || s.toks[n].start-s.toks[f].end > 2 ||
		s.resolved(n)&attrFirst == 0 || !s.invertedFirst(n) || s.inList(start, n+1) {
		return w + 1
	}
	return n + 1
}

// inList reports whether toks[start:end] is an item of a list: a comma
// or a conjunction right before it (a conjunction after a possible item,
// see itemBefore) or after it, or a name word after it (a
// capitalised known surname, even a common word, continues the first
// name instead; in a text without capitals, a known surname that may
// continue a lower-case name; a function word is no name: "agostinelli,
// toni al 0332…", Italian "at").
func (s *scratch) inList(start, end int) bool {
	if start > 0 {
		if p := &s.toks[start-1]; p.flags&tfWord == 0 && (p.r == ',' || p.r == '&') || p.flags&tfWord != 0 && p.cls&wcConj != 0 && s.itemBefore(start-1) && !s.invertedBefore(start-1) {
			return true
		}
	}
	if end < len(s.toks) {
		if n := &s.toks[end]; n.flags&tfWord == 0 && n.r == '&' || n.flags&tfWord != 0 && n.cls&wcConj != 0 && n.flags&tfNL == 0 && s.itemAfter(end) && !s.invertedAfter(end) {
			return true
		}
		if n := &s.toks[end]; n.flags&tfWord == 0 && n.r == ',' && end+1 < len(s.toks) && s.isWord(end+1) &&
			s.toks[end+1].flags&tfNL == 0 && s.resolved(end+1)&nameBits != 0 && (s.capWord(end+1) || s.noUpper) {
			return true
		}
	}
	if k := s.nextWord(end - 1); k >= 0 && (s.capWord(k) || s.noUpper) && s.resolved(k)&nameBits != 0 &&
		s.toks[k].cls&(wcNonName|wcParticle|wcLocative|wcConj) == 0 && !functionWords.has(s.wordBytes(k)) &&
		!s.common(k, s.d.p.commonMax) {
		return true
	}
	if k := s.nextWord(end - 1); k >= 0 && s.toks[k].cls&wcNonName == 0 && s.resolved(k)&attrLast != 0 &&
		(!s.noUpper && s.toks[k].shape == shCap || s.noUpper && s.toks[k].shape == shLower && s.nameContinues(k, true)) {
		return true // "Vale, Cameron Brown": the first name starts a name of its own, even before a common word
	}
	if k := s.nextWord(end - 1); !s.noUpper && k >= 0 && s.toks[end-1].cls&wcTechTerm == 0 && s.toks[k].shape == shCap && s.free(k) && s.toks[k].start-s.toks[end-1].end <= 2 &&
		s.toks[k].cls&(wcNonName|wcParticle|wcLocative|wcConj|wcPersonVerb|wcTimeWord|wcHonorific|wcLegal|wcOrgHead) == 0 &&
		s.resolved(k)&(attrCountry|attrState) == 0 && s.nameContinues(k, false) {
		return true // "Jason Martinez, Rebecca Weaver": a capitalised name word after the first name makes a name of its own; a product's name that is a first name too opens none ("Papetti, Cassandra Pisani-Monteverdi")
	}
	if k := s.nextWord(end - 1); s.noUpper && k >= 0 && s.resolved(start)&nameBits == 0 && s.afterContentWord(start) && s.toks[k].shape == shLower &&
		s.toks[k].start-s.toks[end-1].end <= 2 && s.toks[k].cls&(wcNonName|wcParticle|wcLocative|wcConj|wcPersonVerb|wcTimeWord) == 0 &&
		!functionWords.has(s.wordBytes(k)) && s.nameContinues(k, true) {
		return true // "riunione spostata, iolanda antonioni": a word in no list ending a clause, a surname after the first name
	}
	return false
}

// afterContentWord reports whether word w follows, in its sentence, a
// word that is no function word, stopword, locative or cue: a word there
// before a comma ends a clause ("riunione spostata, …") rather than
// starting a name written surname first ("a vismara, livia").
func (s *scratch) afterContentWord(w int) bool {
	p := s.prevWord(w)
	if p < 0 || s.toks[w].flags&(tfSentStart|tfLineStart) != 0 || p != w-1 {
		return false
	}
	return s.toks[p].cls&(wcStopword|wcLocative|wcCueWord|wcConj|wcParticle) == 0 && !functionWords.has(s.wordBytes(p))
}

// itemAfter reports whether conjunction c precedes a word that may be
// an item of a list of names: no pronoun, stopword or function word
// ("Adler, Ercan und ich", "neto, brian and i", "gonzales, stacey and to
// the legal team" end a name written surname first).
func (s *scratch) itemAfter(c int) bool {
	k := s.nextWord(c)
	return k < 0 || s.toks[k].cls&wcStopword == 0 && !functionWords.has(s.wordBytes(k)) && !pronounsOfFive.has(s.wordBytes(k))
}

// pronounsOfFive are the subject pronouns of English, French, German,
// Spanish and Italian, folded.
var pronounsOfFive = packedWordSet("i you he she we they je tu il elle nous vous ils elles ich du er sie wir ihr yo el ella nosotros vosotros ellos ellas io lui lei noi voi loro")

// itemBefore reports whether conjunction c follows a word that may be
// an item of a list of names: capitalised, or in lower case in a text
// without capitals; not a number ("Lindenweg 12 und Wieloch, Augusta")
// nor a lower-case word in a text with capitals ("the tenant and
// Quandtke, Dorothea").
func (s *scratch) itemBefore(c int) bool {
	p := s.prevWord(c)
	return p >= 0 && s.toks[p].flags&tfDigit == 0 && (s.capWord(p) || s.noUpper && s.toks[p].shape == shLower)
}

// invertedTail returns the end of a name whose surname ends before token
// end when a comma and a first name follow it ("Prat, Obdulia"), or end.
func (s *scratch) invertedTail(start, end int) int {
	f := end + 1
	if f >= len(s.toks) || s.toks[end].flags&tfWord != 0 || s.toks[end].r != ',' || s.toks[end].flags&(tfSpace|tfNL) != 0 ||
		!s.isWord(f) || s.toks[f].flags&(tfSpace|tfNL) != tfSpace || !s.free(f) || !s.invertedFirst(f) || s.inList(start, f+1) {
		return end
	}
	return f + 1
}

// afterGreeting reports whether a greeting stands right before word w:
// "hallo zusammen", "hola equipo".
func (s *scratch) afterGreeting(w int) bool {
	p := s.prevWord(w)
	return p >= 0 && cueAt(nil, nil, s.wordBytes(p), false) == cueGreet
}

// firstNameInClause reports whether word f, the first name after the
// comma of an inverted name, goes on with its clause: a word in small
// letters that is no conjunction follows it on its line ("Ring, Tilman
// hat sich gemeldet", "Hast du Ring, Tilman schon angerufen?"). Before
// it, a German noun is a surname, as a noun set off by a comma before the
// one addressed ends the sentence with the name ("Gute Besserung,
// Tilman!") or goes on after another comma.
func (s *scratch) firstNameInClause(f int) bool {
	if f >= len(s.toks) || !s.isWord(f) {
		return false
	}
	n := s.nextWord(f)
	return n >= 0 && s.toks[n].shape == shLower && s.toks[n].cls&wcConj == 0
}

// invertedAfter reports whether conjunction c comes before another name
// written surname first: a capitalised word, a comma and a first name
// ("Kambs, Patrick und Reichmann, Korbinian"), the capitalised word no
// first name ("Anna, Paul and Marie, Tom" lists first names). The
// names on both sides of it are then whole names, not items of a list of
// single words.
func (s *scratch) invertedAfter(c int) bool {
	k := s.nextWord(c)
	return k >= 0 && s.capWord(k) && s.resolved(k)&attrFirst == 0 && k+2 < len(s.toks) && s.toks[k+1].flags&tfWord == 0 && s.toks[k+1].r == ',' &&
		s.isWord(k+2) && s.toks[k+2].flags&tfNL == 0 && s.invertedFirst(k+2)
}

// invertedBefore reports whether conjunction c comes after a name written
// surname first: a capitalised word, a comma and a first name before it
// ("Kambs, Patrick und Reichmann, Korbinian").
func (s *scratch) invertedBefore(c int) bool {
	p := s.prevWord(c)
	return p >= 2 && s.toks[p].shape == shCap && s.invertedFirst(p) && s.toks[p-1].flags&tfWord == 0 && s.toks[p-1].r == ',' &&
		s.isWord(p-2) && s.capWord(p-2) && s.resolved(p-2)&attrFirst == 0
}
