package gazetteer

// lowerWordTitle reports whether honorific j, a title that is also a word
// or a letter (lowerBareHonorific leaves it out), opens the name at word
// i, one space after it, in a text without capitals:
//   - "miss" before a known surname that is none of the commonest English
//     words, no continent, country, region or town larger than a small
//     one (smallTownAtMost), where no pronoun,
//     auxiliary, modal or adverb before it makes a verb of it ("miss
//     booth said thanks", "ask miss jones"; not "we miss smith", "you
//     will miss jones", "miss london", "miss america", "miss work
//     again");
//   - a bare "m" in French text, as lowerFrenchM reads it with its dot,
//     before a known surname that is no common English or French word
//     ("m dupont a appelé"), or a word in no list where "m" opens the
//     text or follows "à" or a preposition of people ("parle à m
//     chevallier"; not "la ligne m roule", "5 m de câble").
//
// Whether word i is a surname is lowerHonorificSurname's question then.
func (s *scratch) lowerWordTitle(j, i int) bool {
	if s.toks[i].start-s.toks[j].end != 1 {
		return false // "il m'a dit"
	}
	switch string(s.wordBytes(j)) {
	case "miss":
		a := s.resolved(i)
		if a&(attrLast|attrPart) == 0 || a&(attrCountry|attrState) != 0 || !smallTownAtMost(a) || s.common(i, 2) ||
			continents.has(s.wordBytes(i)) {
			return false
		}
		p := s.prevWord(j)
		return p < 0 || s.toks[p].flags&tfDigit == 0 && !missVerbBefore.has(s.wordBytes(p))
	case "m":
		if s.lang != langFrench || !s.lowerFrenchM(j, i) {
			return false
		}
		if a := s.resolved(i); a != 0 {
			return a&attrLast != 0 && a&attrFrWord == 0 && !s.common(i, 7)
		}
		p := s.prevWord(j)
		return p < 0 || s.wordIs(p, "a") || personPrepositions.has(s.wordBytes(p)) // "parle à m chevallier"
	}
	return false
}

// missVerbBefore are the words before "miss" that make a verb of it
// (folded): the subject pronouns, the auxiliaries and modals, and the
// adverbs and negations between them and the verb ("i miss", "will
// miss", "don't miss", "really miss").
var missVerbBefore = packedWordSet("i you we they he she it ll will would d don dont didn didnt doesn doesnt not never " +
	"t to gonna can could should must might may shall really so still already also just always ever do does did")

// continents are the continents (folded), which a pageant's "miss" names
// ("miss america") and the place lists hold as small towns at most.
var continents = packedWordSet("america americas asia europe africa oceania antarctica eurasia")

// msProduct reports whether word i after a bare "ms" names a program
// rather than a surname: one of msProducts ("ms word", "ms teams", "ms
// loop"), or "power" before one of its programs ("ms power automate";
// "ms power" is a surname), where a surname that is a common word is one
// ("ms gray", "ms hall").
func (s *scratch) msProduct(i int) bool {
	w := s.wordBytes(i)
	if string(w) != "power" {
		return msProducts.has(w)
	}
	k := s.nextWord(i)
	return k >= 0 && powerProducts.has(s.wordBytes(k))
}

// msProducts are the programs that a bare "ms" names (folded).
var msProducts = packedWordSet("word office excel teams access outlook paint edge project windows store forms flow " +
	"dynamics sql dos visio publisher onenote sharepoint azure exchange defender intune graph build powerpoint " +
	"viva loop stream learn money skype xbox lync kinect zune cortana clipchamp entra dataverse hololens " +
	"frontpage encarta silverlight todo")

// powerProducts are the programs that "ms power" names (folded).
var powerProducts = packedWordSet("bi automate apps app pages platform query fx virtual")
