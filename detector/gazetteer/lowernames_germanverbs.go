package gazetteer

// German chat without capitals puts the verb right after its subject
// ("anna vertritt mich morgen", "lothar kommen heute nicht") and the
// participle right after its object ("hast du ben erreicht"), where a
// surname stands too. After a lower-case first name in German text, a
// word of a verb's shape or of a list of verbs is that verb, not the
// person's surname: the first name is the person alone and the verb stays
// in clear. Surnames end as verbs do ("schmitt", "ernst", "hagen",
// "mergen"), so a word the lists or a register hold as a name keeps
// being one unless it is a listed verb ("sabine weiß das schon").

// germanNameVerbs are German verbs that follow a person's first name as
// often as a surname does, and that no shape tells (folded): irregular
// presents and pasts ("weiß", "kam", "sagte"), and the forms of "haben"
// that chat writes after the object it opens with ("hrn. haering hab ich
// geschrieben").
var germanNameVerbs = packedWordSet("weiss tut sieht gibt nimmt liest isst lasst hab habe hast " +
	"kam ging rief sagte meinte fragte schrieb hatte wollte konnte musste sollte wurde blieb fuhr nahm gab sah erinnern")

// germanModalVerbs are the German modals of the third person (folded),
// verbs after a first name even where a surname is spelt alike ("anna
// will kommen").
var germanModalVerbs = packedWordSet("kann will muss soll darf mag")

// germanNotVerbs are German prepositions and adverbs that end as a verb
// does and that the German nouns hold as a plural (folded): "wegen",
// "unten".
var germanNotVerbs = packedWordSet("wegen gegen neben oben unten hinten innen aussen draussen drinnen zwischen")

// germanVerbAfterName reports whether lower-case word k, after a first
// name in German-like text without capitals (see the file comment), is a
// verb: a modal (germanModalVerbs); a word of germanNameVerbs,
// germanChatVerbs or germanContactVerbs; or, unless the lists or a
// register hold it as a name, a verb by its form (germanVerbForm). A
// participle after it closes the clause, and so does a verb after a
// listed verb that is a name too, which then is the surname ("mit jana
// geiselt gesprochen", "bei siegried holt liegt noch mein schirm").
func (s *scratch) germanVerbAfterName(k int) bool {
	if k < 0 || !s.noUpper || !s.germanLike() && (s.en != 0 || s.fr != 0) {
		return false // German, or a text with no English or French word ("tim antwortet morgen")
	}
	w := s.wordBytes(k)
	if len(w) < 3 || s.toks[k].cls&(wcStopword|wcTimeWord) != 0 || functionWords.has(w) || relativeDays.has(w) {
		return false // "gestern", "morgen": words of time
	}
	if germanModalVerbs.has(w) {
		return true
	}
	listed := germanNameVerbs.has(w) || germanChatVerbs.has(w) || germanContactVerbs.has(w)
	if !listed && germanNotVerbs.has(w) {
		return false
	}
	name := s.resolved(k)&nameBits != 0 || s.d.reg.lookup(w)&(attrRegLast|attrRegFirst) != 0
	if name && !listed {
		return false // "schmitt", "hagen", "mergen": a surname the lists know
	}
	if n := s.nextWord(k); n >= 0 && s.toks[n].shape == shLower {
		v := s.wordBytes(n)
		if germanParticiple(v) || separableParticiple(v) || name && (germanChatVerbs.has(v) || s.germanVerbForm(n, v)) {
			return false // "mit jana geiselt gesprochen", "bei siegried holt liegt…": the verb after the surname
		}
	}
	return listed || s.germanVerbForm(k, w)
}

// germanVerbForm reports whether folded word w, of four letters or
// more, is a German verb by its form: a past participle (ge- and -t or
// -en, or a separable prefix before them: "getroffen", "angerufen"), an
// infinitive or plural in "-en", "-ern" or "-eln" that the German nouns
// hold, as they hold every infinitive ("kommen", "vertreten"), or a
// present in "-t" or "-st" whose infinitive they hold ("spielt",
// "arbeitet", "kümmert", "kommst"). A surname in no list that ends so is
// none of these ("mato mülichen", "jana geiselt").
func (s *scratch) germanVerbForm(k int, w []byte) bool {
	n := len(w)
	if n < 4 {
		return false
	}
	if germanParticiple(w) || separableParticiple(w) {
		return true
	}
	if w[n-1] == 'n' {
		return (w[n-2] == 'e' || (w[n-2] == 'r' || w[n-2] == 'l') && w[n-3] == 'e') && s.resolved(k)&attrNounDE != 0
	}
	if w[n-1] != 't' || n > 30 {
		return false
	}
	var buf [32]byte
	stem := w[:n-1]
	if w[n-2] == 's' || w[n-2] == 'e' {
		stem = w[:n-2] // "kommst", "arbeitet"
	}
	if s.base.lookup(append(append(buf[:0], stem...), 'e', 'n'))&attrNounDE != 0 {
		return true
	}
	return (w[n-2] == 'r' || w[n-2] == 'l') && w[n-3] == 'e' && s.base.lookup(append(append(buf[:0], w[:n-1]...), 'n'))&attrNounDE != 0 // "kümmert", "wechselt"
}

// endBeforeGermanVerb returns the end of the lower-case name from first
// name i to end (exclusive) cut before its first word that is a verb
// (germanVerbAfterName: "ruben wartet unten", "anna maria vertritt
// mich"), and whether that verb follows the first name right away: then
// lowerNames tests the first name as it would with that word as its
// surname, and takes it alone.
func (s *scratch) endBeforeGermanVerb(i, end int) (int, bool) {
	for k := s.nextWord(i); k >= 0 && k < end; k = s.nextWord(k) {
		if s.germanVerbAfterName(k) {
			return k, k == s.nextWord(i)
		}
	}
	return end, false
}
