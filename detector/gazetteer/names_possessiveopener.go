package gazetteer

// possessiveOpener reports whether word i, of attributes a, opening a
// sentence of English text (openingWord), is a person's name before an
// English possessive and a noun that only a person owns: a known first
// name that is no country, region or city of 100,000 people or more, no
// word of the two commonest levels and no product's name, though the
// rarer English word it is ("tony") keeps it alone at a sentence's start,
// before a noun of ownedNouns or "PR" ("Tony's laptop is broken",
// "Rushil's PR is merged"); a word in no list only before a noun of
// personalNouns, as products and firms that no list holds own laptops,
// flights and families too ("Krish's mother called"; "Netflix's family
// plan"). A known firm is taken before (knownOrgs), and a day, a pronoun
// or a common word is none ("Monday's flight", "Everyone's leave",
// "Mother's birthday").
func (s *scratch) possessiveOpener(i int, a uint32) bool {
	if !s.possessive(i) {
		return false
	}
	if a != 0 && (a&attrFirst == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) > 4 || s.common(i, s.d.p.hardCommon) ||
		productFirst(s.wordBytes(i))) {
		return false
	}
	if !s.openingWord(i) {
		return false
	}
	n := i + 3
	if !s.isWord(n) || s.toks[n].flags&(tfSpace|tfNL) != tfSpace || s.toks[n].start-s.toks[i+2].end != 1 {
		return false
	}
	w := string(s.wordBytes(n))
	switch {
	case s.toks[n].shape == shLower && personalNouns[w]:
		return true
	case a == 0:
		return false
	case s.toks[n].shape == shUpper:
		return w == "pr" // "Tony's PR"
	}
	return s.toks[n].shape == shLower && ownedNouns[w]
}

// personalNouns are the nouns, folded, that only a person owns: kin, a
// wedding or a funeral, a person's health and pay ("Netflix's birthday",
// "Schengen's visa" are said of firms and treaties).
var personalNouns = wordSet("mother father mom mum dad wife husband son daughter sister brother girlfriend boyfriend " +
	"fiance fiancee wedding funeral surgery diagnosis medication prescription payslip timesheet appraisal")

// ownedNouns are the nouns, folded, that a person owns as often as a firm
// does: a known first name before them is a person.
var ownedNouns = wordSet("birthday visa passport resignation retirement laptop flight badge desk kids kid children parents family partner leave vacation holiday " +
	"salary promotion manager boss mentor talk car bike apartment flat lunch shift doctor")
