package gazetteer

// kinCapNames finds, in a text with capitals, a capitalised word in no
// list right after a possessive and a relative or a person's role ("my
// kid Agi", "our CFO Zdravko Quellmann", "mon fils Ilyan", "il mio
// collega Tancredo"), with the name words after it: the relative or the
// role says a person is named. The word is no German noun, product,
// particle, word of time or cue, nor, in English text, two English words
// in one, as products name themselves ("our CTO Roadmap"); a word in
// lower case after the name must be a function word, a stopword, a
// conjunction or a verb of people, not a noun that the name would
// qualify ("my kid Minecraft server"); a word that a list knows is left
// to the other rules.
func (s *scratch) kinCapNames() {
	for _, ci := range s.unknownCaps {
		i := int(ci)
		t := &s.toks[i]
		if !s.free(i) || t.flags&(tfSentStart|tfDigit) != 0 ||
			t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcHonorific|wcLegal|wcOrgHead|wcUnit|wcCueWord|wcParticle) != 0 {
			continue
		}
		k := s.prevWord(i)
		if k < 0 || s.toks[k].shape != shLower && s.toks[k].shape != shUpper {
			continue
		}
		if p := s.prevWord(k); p < 0 || s.nameWordClass(p)&nwPossessive == 0 || !s.kinOrRole(k) || s.germanNoun(i) ||
			s.english() && s.englishCompound(s.wordBytes(i)) {
			continue
		}
		end := s.extendName(i, false)
		if n := s.nextWord(end - 1); n >= 0 && s.toks[n].shape == shLower && s.toks[n].cls&(wcStopword|wcPersonVerb|wcConj) == 0 &&
			s.nameWordClass(n)&nwEnd == 0 {
			continue // a noun after it: "my kid Minecraft server", "our teacher Moodle course"
		}
		s.add(i, end, labelPerson, s.confidence(-0.05))
	}
}

// afterPossessiveKin reports whether word i follows a relative or a
// person's role after a possessive ("my kid Minecraft"), the place of a
// name that kinCapNames reads.
func (s *scratch) afterPossessiveKin(i int) bool {
	k := s.prevWord(i)
	if k < 0 || s.toks[k].shape != shLower && s.toks[k].shape != shUpper {
		return false
	}
	p := s.prevWord(k)
	return p >= 0 && s.nameWordClass(p)&nwPossessive != 0 && s.kinOrRole(k)
}

// kinOrRole reports whether word k names a relative or a person's role
// in lower case, or a role in capitals ("kid", "colleague", "CFO"). A
// German relative is capitalised as every German noun is, and so is the
// noun that may follow it ("Meine Tochter Geburtstagsfeier"): it counts
// in no case.
func (s *scratch) kinOrRole(k int) bool {
	t := &s.toks[k]
	w := s.wordBytes(k)
	if t.shape == shUpper {
		return personRoles[string(w)]
	}
	return s.nameWordClass(k)&nwKin != 0 || kinNouns[string(w)] || personRoles[string(w)]
}

// personRoles are roles that only a person holds, folded: after a
// possessive, the capitalised word after one names that person.
var personRoles = wordSet("ceo cfo cto coo cio colleague coworker manager lawyer attorney doctor dentist teacher tutor " +
	"assistant landlord landlady tenant neighbour neighbor accountant therapist nurse supervisor roommate flatmate")
