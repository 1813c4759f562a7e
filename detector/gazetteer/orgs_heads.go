package gazetteer

// industryHeads are the head nouns of orgHeads that name a trade and also
// title a department, a layer or a module ("Human Resources", "the Data
// Services layer", "the Identity Systems team"): they make a firm only
// after a run holding a word that is no common English word ("Halcyon
// Data Services", "Kestrel Systems", "Ravenna Software").
var industryHeads = wordSet("systems software services networks resources research media movers foods electronics " +
	"telecom therapeutics biosciences diagnostics robotics aerospace devices properties advisors advisory " +
	"productions pictures outfitters")

// commonRun reports whether every word of tokens [from, to) is among the
// commonest English words (SCOWL level 35 or below), whatever names the
// lists hold so too ("Human", "Payment", "Data").
func (s *scratch) commonRun(from, to int) bool {
	for k := from; k < to; k++ {
		if s.toks[k].flags&tfWord == 0 {
			continue
		}
		if !s.common(k, 3) {
			return false
		}
	}
	return true
}
