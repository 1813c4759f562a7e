package gazetteer

// The cue words of the rules that read one fixed phrase around a firm's
// name: a verb of joining with its preposition (orgAfterJoin), a stock
// exchange before a ticker (orgBeforeTicker), the phrase that gives a
// contract's party its role or its representative (orgBeforeParty) and "between" before one
// (partyBetween). One switch sorts them, so
// that each other cue word pays for one look-up only.

// Kinds of moreCueKind.
const (
	mcNone = iota
	mcJoin
	mcTicker
	mcParty
	mcBetween
)

// moreCueKind returns the kind of cue word w, folded, or mcNone.
func moreCueKind(w []byte) int {
	switch string(w) {
	case "unio", "unieron", "incorporo", "incorporaron", "unito", "unita", "uniti", "entrato", "entrata", "entrati",
		"entrate", "wechselt", "wechselte", "wechselten", "gewechselt":
		return mcJoin
	case "nasdaq", "nyse", "lse", "tsx", "asx", "xetra", "hkex":
		return mcTicker
	case "hereinafter", "nachfolgend", "ci-apres", "adelante", "seguito", "folgenden", "nachstehend", "vertreten",
		"eingetragen", "represented", "representada", "representado", "representee", "represente", "rappresentata",
		"rappresentato":
		return mcParty
	case "between", "zwischen", "entre", "tra", "fra":
		return mcBetween
	}
	return mcNone
}

// orgAfterMoreCues applies the rule of cue word c if it is one of
// moreCueKind's and reports whether it is (handled, found or not).
func (s *scratch) orgAfterMoreCues(c int) bool {
	switch moreCueKind(s.wordBytes(c)) {
	case mcJoin:
		s.orgAfterJoin(c)
	case mcTicker:
		s.orgBeforeTicker(c)
	case mcParty:
		s.orgBeforeParty(c)
	case mcBetween:
		s.partyBetween(c)
	default:
		return false
	}
	return true
}
