package gazetteer

// peopleVerbsInS are English verbs that a person does, and a thing
// seldom, after a name that opens a sentence (folded): the third person
// in -s and a few pasts of reaching someone ("mark hill confirms the
// booking", "crystal white owes us 40", "sarah texted").
var peopleVerbsInS = packedWordSet("confirms wants needs owes handles approves replies agrees knows asks calls emails texts " +
	"works joins leaves signs sends writes says thinks called emailed texted phoned messaged forgot")

// commonWordPairFramed reports whether known first name f and known
// surname or part of names k (of attributes b) one space after it, which
// lowerKnownPairs leaves for English words ("john lane", "crystal
// white", "peter sawyer"), are a person by the frame around them, in a
// text without capitals that is not French or German (commonPairFrame):
// neither has a word class, and k is no word that follows a subject
// before its verb ("just"); a surname that is a street type, or a part
// of names only that is among the commonest words, needs a strong frame
// ("mark hill said…"; not "to camden town", "under david long").
func (s *scratch) commonWordPairFramed(f, k int, b uint32) bool {
	if s.lang != langOther || s.toks[f].cls != 0 || s.toks[k].cls != 0 || s.toks[k].start-s.toks[f].end != 1 ||
		subjectVerbsOfFive[string(s.wordBytes(k))] {
		return false // "reese just joined": an adverb before the verb
	}
	ok, strong := s.commonPairFrame(f, k)
	if !ok || strong {
		return ok
	}
	lv := wordLevel(b)
	return b&attrStreet == 0 && (b&attrLast != 0 || lv == 0 || lv > 2)
}

// commonPairPrepositions and commonPairVerbs take a person for object
// in English (folded): prepositions ("with", "from", "by", "under" of
// a booking), "is" of "who is", and verbs of asking, reaching and
// meeting ("ask", "ping", "cc", "met").
var (
	commonPairPrepositions = packedSetOf(whoIsCopulas.words, wordSet("with from by per under"))
	commonPairVerbs        = packedWordSet("met ask tell ping cc contact remind invite thank notify")
)

// commonPairVerbsAfter are verbs of people without a word class of
// their own (folded): peopleVerbsInS, the verbs of speech and the verbs
// of a ticket ("approved", "replied").
var commonPairVerbsAfter = packedSetOf(peopleVerbsInS.words, speechVerbs.words,
	wordSet("approved reviewed merged closed opened commented replied confirmed submitted requested reported assigned updated accepted rejected"))

// commonPairFrame reports whether words f and k stand where a person
// does, and whether that frame is strong: a verb of asking or meeting
// (commonPairVerbs, strong), a preposition of people or "who is" right
// before the pair where its phrase ends after it ("spoke with peter
// sawyer yesterday", "who is guy kirby?"); a verb of people right after
// it (commonPairVerbsAfter, or one of subjectVerb but "will", strong: "my
// manager crystal white approved it"); an auxiliary or copula that opens
// its sentence as a question does right before it, before a word that
// is no stopword ("is mark martin coming?"); or, where the pair opens its
// sentence or line, follows a mark or a word of subjectOpeners, any verb
// of subjectVerbAt after a known surname ("so heather white will join";
// not "summer sale will start"). "to", which opens an infinitive too, is
// no slot here ("enough to even reach our goal"). Every word of a slot
// has a word class, which it tests before any lookup.
func (s *scratch) commonPairFrame(f, k int) (ok, strong bool) {
	p := s.prevWord(f)
	spaced := p >= 0 && s.toks[f].start-s.toks[p].end == 1
	if spaced && s.toks[p].cls != 0 && s.toks[p].shape == shLower {
		w := s.wordBytes(p)
		switch {
		case len(w) > 8:
		case s.toks[p].flags&tfSentStart != 0 && (invertingVerbs[string(w)] || pastCopulas.has(w) || s.wordIs(p, "is")):
			v := s.nextWord(k)
			return v >= 0 && s.toks[v].shape == shLower && s.toks[v].cls&wcStopword == 0, false // "is mark martin coming?"
		case commonPairVerbs.has(w):
			return s.phraseEndsAfter(k), true
		case whoIsCopulas.has(w):
			q := s.prevWord(p)
			return q >= 0 && interrogativesWho.has(s.wordBytes(q)) && s.phraseEndsAfter(k), false
		case commonPairPrepositions.has(w):
			return s.phraseEndsAfter(k), false
		}
	}
	v := s.nextWord(k)
	if v < 0 || s.toks[v].shape != shLower || s.toks[v].start-s.toks[k].end != 1 {
		return false, false
	}
	if c := s.toks[v].cls; c&wcPersonVerb != 0 && s.subjectVerb(v) && !s.wordIs(v, "will") || commonPairVerbsAfter.has(s.wordBytes(v)) {
		return true, true // "my manager crystal white approved it"
	}
	if spaced && s.toks[f].flags&(tfSentStart|tfLineStart) == 0 && !s.subjectOpening(f) {
		return false, false
	}
	return s.resolved(k)&attrLast != 0 && s.subjectVerbAt(v), false // "so heather white will join"
}
