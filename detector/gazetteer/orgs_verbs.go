package gazetteer

// The subject of a verb that firms do, in French, Spanish, Italian and
// German ("Vaquo a annoncé", "Stamorva ha anunciado", "Zystama ha
// annunciato", "Vophaki hat den Auftrag erhalten", "Fenmor hat die
// Wartung übernommen"): one word that no list knows at all (no name, no
// place, no English, French or German word, no product, no name of code)
// opening a sentence, right before the auxiliary and, after it, a
// participle that firms do; German puts the participle at the clause's
// end, a few words on. Words that lists know are departments, teams or
// people ("Vertrieb hat den Auftrag erhalten", "Marketing a annoncé",
// "Marie a annoncé") and stay what they are; so do the words of these
// languages that no list holds, which foreignProseWord tells by their shape. In
// a text without capitals the word is one of no list in small letters
// ("vadorma a racheté").

// foreignAux reports whether folded w is the auxiliary of a past tense
// before a firm's participle: French "a", Spanish and Italian "ha",
// German "hat".
func foreignAux(w []byte) bool {
	switch string(w) {
	case "a", "ha", "hat":
		return true
	}
	return false
}

// foreignFirmParticiple reports whether folded w is a participle of what
// firms, rarely people, do (FR, ES, IT after "a" or "ha").
func foreignFirmParticiple(w []byte) bool {
	switch string(w) {
	case "annonce", "rachete", "acquis", "lance", "devoile", "recrute", "fusionne", "leve", "delocalise",
		"anunciado", "adquirido", "lanzado", "contratado", "recaudado", "fusionado", "facturado",
		"annunciato", "acquisito", "lanciato", "assunto", "rilevato", "fatturato", "quotato":
		return true
	}
	return false
}

// germanFirmParticiple reports whether folded w, closing a clause after
// "hat", is a participle of what firms do ("übernommen", "angekündigt");
// "erhalten" and "bekommen" only after "Auftrag" or "Zuschlag" (see
// germanFirmClause).
func germanFirmParticiple(w []byte) bool {
	switch string(w) {
	case "ubernommen", "angekundigt", "erworben", "bekanntgegeben", "aufgekauft", "eingestellt", "ausgeschrieben",
		"gemeldet", "eroffnet", "gegrundet", "investiert", "entlassen", "vorgestellt":
		return true
	}
	return false
}

// germanFirmClause reports whether the clause after "hat" at word a ends,
// within six words on its line, with a participle of what firms do.
func (s *scratch) germanFirmClause(a int) bool {
	order := false
	for k, n := s.nextWord(a), 0; k >= 0 && n < 6; k, n = s.nextWord(k), n+1 {
		w := s.wordBytes(k)
		if s.toks[k].shape == shLower && (germanFirmParticiple(w) || order && (string(w) == "erhalten" || string(w) == "bekommen")) {
			return k+1 >= len(s.toks) || s.toks[k+1].flags&tfWord == 0
		}
		if string(w) == "auftrag" || string(w) == "zuschlag" {
			order = true
		}
	}
	return false
}

// foreignSubjectFirm adds the firm of one word at sentence start i before
// an auxiliary and a participle that firms do, and reports whether it
// did.
func (s *scratch) foreignSubjectFirm(i int) bool {
	a := s.nextWord(i)
	if a < 0 || s.toks[a].shape != shLower || s.toks[a].letters > 3 || !foreignAux(s.wordBytes(a)) {
		return false
	}
	if s.wordIs(a, "hat") {
		if !s.germanFirmClause(a) {
			return false
		}
	} else if v := s.nextWord(a); v < 0 || s.toks[v].shape != shLower || !foreignFirmParticiple(s.wordBytes(v)) {
		return false
	}
	if !s.unlistedSubject(i) && !s.surnameSubject(i) {
		return false
	}
	s.addOrg(i, i+1, s.confidence(-0.1))
	return true
}

// unlistedSubject reports whether word i may be the subject of
// foreignSubjectFirm: free, four letters or more, no digit or hyphen, in
// no list and no class, no function word, no name of code, no word of
// prose (foreignProseWord).
func (s *scratch) unlistedSubject(i int) bool {
	t := &s.toks[i]
	return s.free(i) && t.letters >= 4 && t.flags&(tfDigit|tfHyphen) == 0 && t.cls == 0 && s.resolved(i) == 0 &&
		!functionWords.has(s.wordBytes(i)) && !s.codeName(i, i+1) && !s.foreignProseWord(i)
}

// surnameSubject reports whether capitalised word i, the subject before
// an auxiliary and what firms do (foreignSubjectFirm: "hat" and a firm's
// clause, "a", "ha" and a firm's participle), is a known surname alone
// or name part that may name a firm of its family: free, no first name,
// German noun, common word, region or town of 50,000 people or more, nor
// a word of a closed class ("Gestern hat Brinkmann den Auftrag
// erhalten", "Dumont a annoncé"); a first name before it makes it a
// person's ("Anna Brinkmann hat…").
func (s *scratch) surnameSubject(i int) bool {
	t := &s.toks[i]
	if !s.free(i) || t.shape != shCap || t.cls != 0 {
		return false
	}
	a := s.resolved(i)
	if a&(attrLast|attrPart) == 0 || a&(attrFirst|attrCountry|attrState) != 0 || cityBucket(a) >= 4 || s.common(i, s.d.p.hardCommon) || s.germanNoun(i) {
		return false
	}
	p := s.prevWord(i)
	return p < 0 || !s.capWord(p) || s.toks[p].flags&tfSentStart != 0 && proseOpener(s.wordBytes(p))
}

// foreignSubjectFirms finds the subjects of foreignSubjectFirm at the
// start of sentences: capitalised words, or in a text without capitals
// every sentence's first word, which lowerSubjectFirm reads too.
func (s *scratch) foreignSubjectFirms() {
	if !s.noUpper {
		for _, ci := range s.nameCaps {
			if i := int(ci); s.toks[i].flags&tfSentStart != 0 && s.toks[i].shape == shCap && s.foreignAuxNear(i) {
				s.foreignSentenceFirm(i)
			}
		}
		return
	}
	for i := range s.toks {
		if t := &s.toks[i]; t.flags&(tfWord|tfSentStart) == tfWord|tfSentStart && !(s.foreignAuxNear(i) && s.foreignSentenceFirm(i)) && s.auxAfter(i) {
			s.lowerSubjectFirm(i) // "dorrex is hiring again"
		}
	}
}

// foreignSentenceFirm adds the firm of foreignSubjectFirm in the sentence
// that word i opens: i itself, or after an opening adverb (proseOpener)
// and maybe a comma the word after it ("Ieri Quenfar ha annunciato",
// "Hier, Loquen a annoncé"), or after such an adverb and "hat" the word
// after "hat" ("Gestern hat Graplex neue Filialen angekündigt"). It
// reports whether it added one.
func (s *scratch) foreignSentenceFirm(i int) bool {
	if s.foreignAuxAfter(i) {
		if s.foreignSubjectFirm(i) {
			return true
		}
		if a := i + 1; s.wordIs(a, "hat") && proseOpener(s.wordBytes(i)) {
			if r := s.nextWord(a); r >= 0 && s.germanFirmClause(a) && (s.unlistedSubject(r) || s.surnameSubject(r)) {
				s.addOrg(r, r+1, s.confidence(-0.1))
				return true
			}
		}
		return false
	}
	if j := s.afterOpener(i); j >= 0 {
		return s.foreignSubjectFirm(j)
	}
	return false
}

// afterOpener returns the word after opening adverb i and maybe a comma
// when "a", "ha" or "hat" follows that word, or -1.
func (s *scratch) afterOpener(i int) int {
	j := i + 1
	if j < len(s.toks) && s.toks[j].flags&tfWord == 0 && s.toks[j].r == ',' {
		j++
	}
	if j >= len(s.toks) || s.toks[j].flags&tfWord == 0 || !s.foreignAuxAfter(j) || !proseOpener(s.wordBytes(i)) {
		return -1
	}
	return j
}

// auxAfter reports whether the token after word i is a word in small
// letters that may be an auxiliary: "a", "ha", "hat", or for
// lowerSubjectFirm "is", "was", "has", "had" (the cheap test before
// foreignSubjectFirm and lowerSubjectFirm, by length and first letter).
func (s *scratch) auxAfter(i int) bool {
	n := i + 1
	if n >= len(s.toks) || s.toks[n].flags&tfWord == 0 || s.toks[n].letters > 3 || s.toks[n].shape != shLower {
		return false
	}
	switch s.fold[s.toks[n].fs] {
	case 'a', 'h', 'i', 'w':
		return true
	}
	return false
}

// foreignProseWord reports whether word i, in no list, reads as a word of
// French, Spanish, Italian or German prose rather than an invented name:
// a letter with a diacritic ("Contabilità", "Zusätzlich"), a German
// compound whose tail is a German noun ("Buchhaltung"), a suffix of
// nouns and adverbs ("Amministrazione", "Gerencia", "Finalmente",
// "Changelog"), or a pronoun or adverb that opens sentences ("Nadie",
// "Inzwischen").
func (s *scratch) foreignProseWord(i int) bool {
	t := &s.toks[i]
	for j := t.start; j < t.end; j++ {
		if s.text[j] >= 0x80 {
			return true
		}
	}
	return s.proseShape(i)
}

// proseShape reports whether word i, in no list, has the shape of a word
// of prose of the five languages: a German compound whose tail is a
// German noun, a pronoun or adverb that opens sentences, a suffix of
// nouns and adverbs (foreignProseWord without its test of diacritics).
func (s *scratch) proseShape(i int) bool {
	w := s.wordBytes(i)
	if s.germanNoun(i) || proseOpener(w) {
		return true
	}
	if len(w) < 7 {
		return false
	}
	for _, suf := range proseSuffixes {
		if len(w) > len(suf) && string(w[len(w)-len(suf):]) == suf {
			return true
		}
	}
	return false
}

// proseSuffixes end nouns and adverbs of the five languages in words of
// seven letters or more.
var proseSuffixes = [...]string{"zione", "zioni", "cion", "tion", "sion", "ique", "ica", "ncia", "mente", "ment",
	"ung", "heit", "keit", "schaft", "lich", "weise", "ismo", "ismus", "dad", "log", "eria", "enza", "anza", "ite"}

// proseOpener reports whether folded w is a pronoun or an adverb that
// opens sentences in French, Spanish, Italian or German and that no list
// holds.
func proseOpener(w []byte) bool {
	switch string(w) {
	case "nadie", "alguien", "nessuno", "qualcuno", "personne", "chacun", "niemand", "jemand", "ognuno", "ciascuno",
		"ninguno", "nobody", "anyone", "someone",
		// Adverbs and connectives that open sentences.
		"quindi", "adesso", "allora", "oggi", "ieri", "domani", "infine", "inoltre", "intanto", "dunque", "comunque",
		"ancora", "sempre", "spesso", "anche", "invece", "dopo", "prima", "subito", "finora", "tuttavia",
		"entonces", "luego", "ahora", "ayer", "manana", "despues", "antes", "tambien", "todavia", "siempre",
		"nunca", "ademas", "pues", "entretanto", "ensuite", "puis", "alors", "hier", "demain", "enfin", "deja",
		"toujours", "jamais", "aussi", "ainsi", "donc", "pourtant", "cependant", "apres", "avant", "maintenant",
		"danach", "dann", "jetzt", "heute", "gestern", "morgen", "bereits", "schon", "inzwischen", "mittlerweile",
		"damals", "zuerst", "endlich", "also", "trotzdem", "deshalb", "daher", "sofort", "immer", "auch":
		return true
	}
	return false
}

// foreignAuxAfter reports whether the token after word i is "a", "ha" or
// "hat" (foreignAux) by its bytes, the cheap test before
// foreignSubjectFirm.
func (s *scratch) foreignAuxAfter(i int) bool {
	return i+1 < len(s.toks) && s.foreignAuxWord(i+1)
}

// foreignAuxWord reports whether token n is the word "a", "ha" or "hat"
// by its bytes.
func (s *scratch) foreignAuxWord(n int) bool {
	t := &s.toks[n]
	if t.flags&tfWord == 0 || t.letters > 3 {
		return false
	}
	w := s.fold[t.fs:t.fe]
	return len(w) == 1 && w[0] == 'a' || len(w) >= 2 && w[0] == 'h' && w[1] == 'a' && (len(w) == 2 || w[2] == 't')
}

// foreignAuxNear reports whether "a", "ha" or "hat" is one of the two
// tokens after word i, or the third after a comma: the cheap test before
// foreignSentenceFirm.
func (s *scratch) foreignAuxNear(i int) bool {
	return s.foreignAuxAfter(i) || i+2 < len(s.toks) && s.foreignAuxWord(i+2) ||
		i+3 < len(s.toks) && s.toks[i+1].r == ',' && s.foreignAuxWord(i+3)
}
