package gazetteer

import "testing"

func TestGazetteerInitialsWithTheirDotsBeforeASurnameAreAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an initial before a word in no list, in a chat line", detectCase{"hi, T. Rädel hat das Ticket geschlossen", []string{per + "T. Rädel"}}},
		{"an initial before a known surname", detectCase{"hey, D. Bishop said the deploy is done", []string{per + "D. Bishop"}}},
		{"two initials before a surname", detectCase{"Signed by S. K. Duke on behalf of the board.", []string{per + "S. K. Duke"}}},
		{"three initials before a surname", detectCase{"Signed by J. R. T. Lamch on behalf of the board.", []string{per + "J. R. T. Lamch"}}},
		{"an initial opens a row of a table", detectCase{"nome,città\nA. Sollima,Torino", []string{per + "A. Sollima", loc + "Torino"}}},
		{"an initial opens a key's value", detectCase{"owner: W. Smolorz\nteam: payments", []string{per + "W. Smolorz"}}},
		{"an initial after a greeting", detectCase{"Hi U. Ivarsson, thanks for the update.", []string{per + "U. Ivarsson"}}},
		{"an initial inside a string literal", detectCase{`const author = "T. Carfagna";`, []string{per + "T. Carfagna"}}},
		// Text that must stay untouched.
		{"a letter that numbers a heading before a common word", detectCase{"A. Introduction\nB. Scope of the work", nil}},
		{"a letter after a capitalised word is a label", detectCase{"See Appendix C. Tarvolin dosage is listed there.", nil}},
		{"a letter that closes an abbreviation", detectCase{"Shipped to the U.S. Tarvolin stock ran out.", []string{org + "Tarvolin"}}},
		{"a letter before a German noun", detectCase{"siehe C. Anforderungen an die Software", nil}},
		{"a letter before a common word that is a surname, in a list", detectCase{"He said: A. Simple. B. Fast. C. Cheap.", nil}},
		{"a letter before a month", detectCase{"see note B. March was busy", nil}},
		{"a letter after a number opens no name, though the surname after it is one", detectCase{"Raum 3 B. Kowalczyk kommt später", []string{per + "Kowalczyk"}}},
		{"a letter after a noun in lower case before a word in no list", detectCase{"we compared shipment B. Tarvolin and the rest", nil}},
		{"a letter after a noun that a letter labels", detectCase{"we picked option B. Tarvolin agreed.", nil}},
		{"items of a lettered list", detectCase{"Agenda:\nA. Contoso rollout status\nB. Datadog migration", nil}},
	})
}

func TestGazetteerAnInitialRightBeforeAPersonJoinsIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an M and its dot before a surname in a chat line", detectCase{"can you loop in M. Grubba on this?", []string{per + "M. Grubba"}}},
		{"an M and its dot opening a row", detectCase{"M. Bergström;42;active", []string{per + "M. Bergström"}}},
		{"an M and its dot in English legal text", detectCase{"I, the undersigned M. Davis, declare that the above is true.", []string{per + "M. Davis"}}},
		// Text that must stay untouched.
		{"Monsieur's M. stays out of the name in French text", detectCase{"Entre les soussignés : M. Legendre, demeurant à Lyon, d'une part", []string{per + "Legendre", loc + "Lyon"}}},
	})
}

func TestGazetteerSpanishAndPortugueseTitlesWithTheirDotOpenAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"doña with its dot before a surname", detectCase{"Estimada Dña. Arce, le adjunto la factura de marzo.", []string{per + "Arce"}}},
		{"doctora with its dot before a name", detectCase{"olá, sou Dra. Natália Pinto, preciso de ajuda", []string{per + "Natália Pinto"}}},
		// Text that must stay untouched.
		{"DNA without a dot is a word", detectCase{"The DNA sample was tested.", nil}},
	})
}

func TestGazetteerAnInitialAndACommonWordThatIsASurnameEndingAValueAreAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an initial and a common surname ending a ticket's line", detectCase{"Reporter: V. Cox\nPriority: high", []string{per + "V. Cox"}}},
		{"an initial and a common surname in a quoted value", detectCase{`{"owner": "R. Baker", "id": 4}`, []string{per + "R. Baker"}}},
		{"an initial and a common surname ending a CSV field", detectCase{"customer,amount\nD. Smith,99025.50", []string{per + "D. Smith"}}},
		{"an initial and a common surname ending the text", detectCase{"[WARN] password reset requested by R. Little", []string{per + "R. Little"}}},
		// Text that must stay untouched.
		{"a lettered item before a common word that is no surname", detectCase{"See section A. Introduction\nthen B. Scope", nil}},
		{"a letter that labels a plan before a common surname", detectCase{"We go with plan B. Little, then.", nil}},
	})
}
