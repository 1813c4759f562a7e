package gazetteer

import "testing"

func TestGazetteerALawsuitFundingPurchaseOrJobNamesTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"common words after a lawsuit against are a firm", detectCase{"The lawsuit against Smart Move was settled.", []string{org + "Smart Move"}}},
		{"common words after a dispute with are a firm", detectCase{"We are in a dispute with Iron Bridge over fees.", []string{org + "Iron Bridge"}}},
		{"common words after claims against are a firm", detectCase{"Several claims against Paper Plane were filed.", []string{org + "Paper Plane"}}},
		{"common words right after sued are a firm", detectCase{"They sued Clear View for breach of contract.", []string{org + "Clear View"}}},
		{"common words after funding from are a firm", detectCase{"The startup raised funding from Open Door.", []string{org + "Open Door"}}},
		{"common words after an investment from are a firm", detectCase{"It got an investment from Second Nature last year.", []string{org + "Second Nature"}}},
		{"common words after a stake in are a firm", detectCase{"The fund took a 40% stake in Happy Hound.", []string{org + "Happy Hound"}}},
		{"common words after bought and its object and from are a firm", detectCase{"We bought the laptops from Paper Plane.", []string{org + "Paper Plane"}}},
		{"common words after purchased and its object and from are a firm", detectCase{"I purchased a subscription from Smart Move.", []string{org + "Smart Move"}}},
		{"common words after fired from are a firm", detectCase{"He was fired from Open Door in May.", []string{org + "Open Door"}}},
		{"common words after resigned from are a firm", detectCase{"She resigned from Lending Club last year.", []string{org + "Lending Club"}}},
		{"common words after an interview at are a firm", detectCase{"I had an interview at Iron Bridge.", []string{org + "Iron Bridge"}}},
		{"common words after a career at are a firm", detectCase{"I started my career at Lending Club.", []string{org + "Lending Club"}}},
		{"common words after bought, a number and its object and from are a firm", detectCase{"We ordered 40 chairs from Paper Plane.", []string{org + "Paper Plane"}}},
		{"common words after years with are a firm", detectCase{"After ten years with Second Nature, she moved to Lisbon.", []string{org + "Second Nature", loc + "Lisbon"}}},
		{"common words after years at are a firm", detectCase{"He spent five years at Happy Hound.", []string{org + "Happy Hound"}}},
		{"common words after investors in are a firm", detectCase{"Investors in Paper Plane include two funds.", []string{org + "Paper Plane"}}},
		{"a known first name after years with stays a person", detectCase{"After ten years with Anna Becker, he left.", []string{per + "Anna Becker"}}},
		{"one common word after years at is no firm", detectCase{"He spent two years at Sea.", nil}},
		{"a first name before a common word that names no one after a lawsuit against is a firm", detectCase{"She settled her lawsuit against Golden Anchor out of court.", []string{org + "Golden Anchor"}}},
		{"a first name before a common word that names no one after a contract with is a firm", detectCase{"Our contract with Amber Lantern ends in May.", []string{org + "Amber Lantern"}}},
		{"a first name before a surname that is a common word after a contract with stays a person", detectCase{"The contract with Grace Hill ends in May.", []string{per + "Grace Hill"}}},
		{"a known first name after a lawsuit against stays a person", detectCase{"The lawsuit against Anna Becker was dropped.", []string{per + "Anna Becker"}}},
		{"a known first name after an interview with stays a person", detectCase{"My interview with Anna Becker went well.", []string{per + "Anna Becker"}}},
		{"a country after a lawsuit against stays a place", detectCase{"The lawsuit against France failed.", []string{loc + "France"}}},
		{"a town after bought from stays a place", detectCase{"We bought the chairs from London.", []string{loc + "London"}}},
		{"one common word after an interview at is no firm", detectCase{"I have an interview at Noon.", nil}},
		{"a month after funding from is no firm", detectCase{"Funding from January onwards is frozen.", nil}},
		{"a word in small letters after sued is no firm", detectCase{"They sued the city over the permit.", nil}},
		{"a capitalised word opening the next sentence is no firm", detectCase{"The claim against. Please check.", nil}},
		{"bought far from its from names nothing", detectCase{"We bought it because it was far from Home.", nil}},
		{"ordered as an adjective in small letters names no seller", detectCase{"create an ordered dictionary with keys from iterable", nil}},
		{"a product after funding from is no firm", detectCase{"Funding from Kafka streams is cheap.", nil}},
	})
}

// The cue words of a dealing are written in four places (dealingPrep,
// suedVerb, purchaseVerb, dealingCue) and pass a filter of first letter
// and length (dealingKeys) before them: every cue word that announces a
// dealing passes the filter and keeps its place inside a firm's name, and
// every word of dealingCue is a cue word of organisations.
func TestEveryCueWordOfADealingPassesItsFilter(t *testing.T) {
	passes := func(w string) bool { return dealingKeys&(1<<((uint(w[0])*8+uint(len(w)))&63)) != 0 }
	cues := wordSet(orgCues)
	for w := range cues {
		b := []byte(w)
		dealing := suedVerb(b) || purchaseVerb(b)
		for _, p := range []string{"against", "with", "from", "in", "at"} {
			dealing = dealing || dealingPrep(b, []byte(p))
		}
		if dealing && (!passes(w) || !dealingCue(b)) {
			t.Errorf("%q announces a dealing but passes the filter %v, is a dealing's cue %v", w, passes(w), dealingCue(b))
		}
		if purchaseVerb(b) && len(w) != 6 && len(w) != 7 && len(w) != 9 || suedVerb(b) && len(w) > 5 {
			t.Errorf("%q has a length dealingParty does not test", w)
		}
	}
	for _, w := range []string{"lawsuit", "lawsuits", "suit", "suits", "litigation", "claims", "complaint", "complaints",
		"proceedings", "dispute", "disputes", "settlement", "funding", "investment", "financing", "bought", "purchased",
		"ordered", "fired", "resigned", "retired", "dismissed", "stake", "stakes", "investor", "investors", "interview",
		"interviews", "interviewed", "career", "years", "sued", "sues", "suing"} {
		if !dealingCue([]byte(w)) || !cues[w] || !passes(w) {
			t.Errorf("%q: a dealing's cue %v, an organisation's cue %v, passes the filter %v", w, dealingCue([]byte(w)), cues[w], passes(w))
		}
	}
}
