package gazetteer

// Organisations that a person joins, in the languages whose verb of
// joining takes a preposition ("se unió a Fyfydal", "è entrato in
// Cordor", "wechselt zu Trocor", "ist zu Trocor gewechselt"; English
// "joined" and French "a rejoint" take the firm directly, see orgCues).
// The verb needs a name for its subject ("Joel Redondo se unió a",
// "Giulia si è unita a", "Silke Hendriks ist zu"): without one the
// clause as often joins a group, a region or a department ("Se unió a
// Ventas", "È entrato in Europa"), which no list of Spanish or Italian
// words tells apart. The run after the preposition is read as after any
// cue that also takes people: a known first name stays a person ("se
// unió a María"), a known place a place, a lone common word or German
// noun nothing.

// joinPrep returns the preposition that verb w of joining (moreCueKind)
// takes before the firm: Spanish "unió a", "incorporó a" and Italian
// "unito a" take "a", Italian "entrato in" takes "in", German "wechselt
// zu" takes "zu".
func joinPrep(w []byte) string {
	switch w[0] {
	case 'u', 'i':
		return "a"
	case 'e':
		return "in"
	}
	return "zu"
}

// orgAfterJoin finds the firm that verb c of joining (moreCueKind)
// announces. German "gewechselt" closes the clause: the firm stands
// between "zu" and it.
func (s *scratch) orgAfterJoin(c int) {
	prep := joinPrep(s.wordBytes(c))
	r, v := -1, c
	if s.wordIs(c, "gewechselt") {
		for k, n := s.prevWord(c), 0; k >= 0 && n < 4 && s.capWord(k); k, n = s.prevWord(k), n+1 {
			if p := s.prevWord(k); p >= 0 && s.toks[p].shape == shLower && s.wordIs(p, prep) {
				r, v = k, p
				break
			}
		}
	} else if p := s.nextWord(c); p >= 0 && s.toks[p].shape == shLower && s.wordIs(p, prep) {
		r = s.nextWord(p)
	}
	if r < 0 || !s.capWord(r) || !s.free(r) || s.toks[r].cls&wcTimeWord != 0 || !s.nameSubject(v) {
		return
	}
	s.orgAfterCue(r, false)
}

// nameSubject reports whether a capitalised name (in a text without
// capitals, a known name), no stopword nor common word opening the
// sentence, stands
// before word v of a verb group, past up to two auxiliaries or reflexive
// pronouns in small letters ("Giulia si è unita", "Hendriks ist zu").
func (s *scratch) nameSubject(v int) bool {
	k := s.prevWord(v)
	for n := 0; n < 2 && k >= 0 && s.toks[k].shape == shLower && joinAux(s.wordBytes(k)); n++ {
		k = s.prevWord(k)
	}
	return k >= 0 && (s.capWord(k) || s.noUpper && s.resolved(k)&(attrFirst|attrLast) != 0) && s.toks[k].cls&wcStopword == 0 && !joinAux(s.wordBytes(k)) && // not "Si è unita"
		!(s.toks[k].flags&tfSentStart != 0 && s.common(k, s.d.p.commonMax)) // not "Turn left"
}

// joinAux reports whether w is an auxiliary or a reflexive pronoun of a
// verb of joining ("se", "si", "è", "ist").
func joinAux(w []byte) bool {
	switch string(w) {
	case "se", "si", "e", "ha", "han", "hanno", "sono", "ist", "sind", "hat":
		return true
	}
	return false
}
