package gazetteer

import "testing"

func TestGazetteerALowerCaseFirmOfTwoSurnamesBeforeACommonWordIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two hyphenated surnames before a common word that is a surname too are a firm", detectCase{"morton-hunt still hasn't paid us lol", []string{org + "morton-hunt"}}},
		{"two hyphenated surnames opening a chat line are a firm", detectCase{"smith-thompson still hasn't paid us lol", []string{org + "smith-thompson"}}},
		// Text that must stay as it is.
		{"a hyphenated first name before a surname stays a person", detectCase{"karl-jürgen seifert hat angerufen", []string{per + "karl-jürgen seifert"}}},
		{"a service's name stays untouched", detectCase{"billing-api still fails on deploy", nil}},
	})
}

func TestGazetteerALowerCaseHyphenatedPairOfSurnamesAfterACueIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two common surnames after with are a firm", detectCase{"anyone worked with parsons-wright before?", []string{org + "parsons-wright"}}},
		{"two common surnames after from are a firm", detectCase{"the invoice came from bush-brown yesterday", []string{org + "bush-brown"}}},
		{"two surnames after from before a common verb are a firm", detectCase{"can someone from orozco-king call me back", []string{org + "orozco-king"}}},
		{"two common surnames after quit are a firm", detectCase{"i quit petty-martin yesterday lol", []string{org + "petty-martin"}}},
		// Text that must stay as it is.
		{"a hyphenated first name and a surname after from stay a person", detectCase{"a note from karl-jürgen seifert", []string{per + "karl-jürgen seifert"}}},
		{"two common words after from that are no surnames stay untouched", detectCase{"we switched from pay-as-you-go billing", nil}},
		{"two common surnames after an article stay untouched", detectCase{"we got the black-white version", nil}},
		{"a compound of common words after from stays untouched", detectCase{"it is called from low-level routines", nil}},
		{"a compound of common words after for stays untouched", detectCase{"this is useful for long-running jobs", nil}},
		{"two common surnames with no cue before them stay untouched", detectCase{"the long-term plan is fine", nil}},
	})
}

func TestGazetteerALowerCaseFirmOfTwoSurnamesInsideASentenceBeforeAVeryCommonWordIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two hyphenated surnames before still inside a sentence are a firm", detectCase{"is miller-diaz still our supplier?", []string{org + "miller-diaz"}}},
		{"two hyphenated surnames before next are a firm", detectCase{"im interviewing with collins-simmons next week", []string{org + "collins-simmons"}}},
		// Text that must stay as it is.
		{"a hyphenated first name before a rarer surname stays a person", detectCase{"ask karl-jürgen seifert about it", []string{per + "karl-jürgen seifert"}}},
		{"a compound of common words before a common word stays untouched", detectCase{"is long-term still the plan?", nil}},
		{"a compound after an article before a very common word stays untouched", detectCase{"to prevent a ping-pong pair of goroutines from starving", nil}},
	})
}

func TestGazetteerALowerCaseHyphenatedPairOfSurnamesIsAFirmInChatOfEveryLanguage(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two surnames after a Spanish verb are a firm", detectCase{"ya pagó evans-smith la factura?", []string{org + "evans-smith"}}},
		{"two surnames opening a German chat line are a firm", detectCase{"schofield-patterson hat gerade angerufen", []string{org + "schofield-patterson"}}},
		{"two surnames after de in Spanish are a firm", detectCase{"hablé con alguien de cook-murillo esta mañana", []string{org + "cook-murillo"}}},
		{"two surnames after an in German are a firm", detectCase{"kannst du das angebot an hentschel-wagner schicken", []string{org + "hentschel-wagner"}}},
		{"two surnames after con in Spanish are a firm", detectCase{"firmamos con turnbull-evans la semana pasada", []string{org + "turnbull-evans"}}},
		// Text that must stay as it is.
		{"a German region stays untouched", detectCase{"in baden-württemberg ist es heute sonnig", []string{loc + "baden-württemberg"}}},
		{"a compound of prose stays untouched", detectCase{"das ist ein open-source projekt", nil}},
		{"a compound first name stays a person", detectCase{"hablé con marie-claire ayer", []string{per + "marie-claire"}}},
	})
}
