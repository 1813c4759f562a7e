package gazetteer

import "testing"

func TestGazetteerAWordOfNoListInSmallLettersNamesAFirmBeforeAHeadOrAfterACue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before systems in small letters is a firm", detectCase{"i have an interview with briqua systems tomorrow.", []string{org + "briqua systems"}}},
		{"a word of no list before group after a comma is a firm", detectCase{"our vendor, nukor group, missed the deadline.", []string{org + "nukor group"}}},
		{"a word of no list before labs opening the text is a firm", detectCase{"terez labs headquarters moved to denver.", []string{org + "terez labs", loc + "denver"}}},
		{"a word of no list after employed by is a firm", detectCase{"he is employed by zentrova since may.", []string{org + "zentrova"}}},
		{"a word of no list after works at is a firm", detectCase{"she works at lixbrilix now", []string{org + "lixbrilix"}}},
		// Words of lists, short words and other languages stay.
		{"a common word after works at is no firm", detectCase{"she works at home now", nil}},
		{"a short word after employed by is no firm", detectCase{"he is employed by gcp", nil}},
		{"a word of no list in capitalised text is left to the rules of names", detectCase{"She works at lixbrilix now.", nil}},
		{"a team word before group is no firm", detectCase{"ask the devops group about it", nil}},
		{"a word of no list after a before group is no firm", detectCase{"if we're in a synctest group, always use it", nil}},
		{"a head noun before an article is a verb", detectCase{"addparsetree associates the argument parse tree with the template", nil}},
		{"a word of no list before a head noun of another language is no firm", detectCase{"hablé con el grupo remoto ayer", nil}},
		{"a word of no list before group in capitalised text is left to other rules", detectCase{"Ask the devops group about it.", nil}},
	})
}

func TestGazetteerAWordOfNoListInSmallLettersAfterAnEnglishCueIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list after partnered with is a firm", detectCase{"we partnered with nexvo on the launch.", []string{org + "nexvo"}}},
		{"a word of no list after a person and left is a firm", detectCase{"linda riley left troplex in 2019.", []string{per + "linda riley", org + "troplex"}}},
		{"a word of no list after quit is a firm", detectCase{"i quit lixtix last week", []string{org + "lixtix"}}},
		{"a word of no list and a head noun after shares of are a firm", detectCase{"shares of misol group fell", []string{org + "misol group"}}},
		// Common words, short words and other languages stay.
		{"a common word after quit is no firm", detectCase{"i quit smoking last year", nil}},
		{"a short word after partnered with is no firm", detectCase{"we partnered with qa on it", nil}},
		{"a word of no list after an Italian cue is no firm", detectCase{"abbiamo un accordo con rimorchi", nil}},
	})
}

func TestGazetteerAWordOfNoListInSmallLettersAfterAPersonAndFromIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list after a person and from is a firm", detectCase{"hi, this is michael becker from quinzor.", []string{per + "michael becker", org + "quinzor"}}},
		{"a common word after a person and from is no firm", detectCase{"hi, this is michael becker from home.", []string{per + "michael becker"}}},
	})
}

func TestGazetteerCommonWordsBeforeAHeadNounAfterACueInSmallLettersAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two common words and studios after works for are a firm", detectCase{"she works for silver leaf studios now", []string{org + "silver leaf studios"}}},
		{"two common words and logistics after customers of are a firm", detectCase{"we are customers of blue harbor logistics", []string{org + "blue harbor logistics"}}},
		{"two common words and capital after from are a firm", detectCase{"got an email from red rock capital about the loan", []string{org + "red rock capital"}}},
		{"two common words and media after joined are a firm", detectCase{"i joined harbor light media last month", []string{org + "harbor light media"}}},
		{"two common words and labs after someone from are a firm", detectCase{"can someone from pioneer hill labs call me", []string{org + "pioneer hill labs"}}},
		// One common word, an article or a word of a phrase stays.
		{"one common word before a head noun after from is no firm", detectCase{"i read it on news from social media", nil}},
		{"an article before the words is no firm", detectCase{"she works for the blue harbor group", nil}},
		{"common words before a head noun after no cue are no firm", detectCase{"we need more clean solar energy", nil}},
		{"common words before a head noun after of and a plain noun are no firm", detectCase{"the evaluation of sequence labelling systems with spans", nil}},
		{"a pronoun before the words is no firm", detectCase{"a gift from our local media", nil}},
		{"common words before a head noun in capitalised text are left to other rules", detectCase{"She works for silver leaf studios now.", nil}},
	})
}

func TestGazetteerSaAfterASurnameInSmallLettersIsALegalFormWhereNoNounFollows(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"sa after a surname before a comma is a legal form", detectCase{"hi, i'm from lebrun sa, we spoke yesterday", []string{org + "lebrun sa"}}},
		{"sa after a surname at the end is a legal form", detectCase{"customer: maillet sa", []string{org + "maillet sa"}}},
		{"sa after two surnames before a French preposition is a legal form", detectCase{"je travaille chez leroux bernier sa depuis mars", []string{org + "leroux bernier sa"}}},
		// The French possessive stays untouched.
		{"sa after a surname before a noun is a possessive", detectCase{"il a vu dupont sa femme hier", nil}},
		{"sa after a common word is a possessive", detectCase{"elle range sa chambre", nil}},
	})
}

func TestGazetteerCommonWordsBeforeALegalFormInSmallLettersAfterACueAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"one common word after from before plc is a firm", detectCase{"we buy from woods plc every month", []string{org + "woods plc"}}},
		{"two common words after for before ltd are a firm", detectCase{"i work for blue river ltd now", []string{org + "blue river ltd"}}},
		{"two common words after a contract with before gmbh are a firm", detectCase{"contract with stone bridge gmbh signed", []string{org + "stone bridge gmbh"}}},
		{"two common words after from before b.v. are a firm", detectCase{"job offer from tall oak b.v., should i take it?", []string{org + "tall oak b.v."}}},
		{"a unit after from stays a unit", detectCase{"convert from metric kg to pounds", nil}},
		{"a form that needs capitals takes no common words", detectCase{"5 years experience with base sas and sql", nil}},
		{"two common words after to before llc are a firm", detectCase{"we are a vendor to green field llc since may", []string{org + "green field llc"}}},
		{"an article after the cue keeps the words out", detectCase{"i bought it from the junk kg pile", nil}},
		{"a number before kg is a weight", detectCase{"we ordered 40 kg from the farm", nil}},
		{"a possessive before the form keeps the words out", detectCase{"a letter from our legal ltd", nil}},
	})
}

func TestGazetteerOgAfterASurnameInSmallLettersIsAustriasLegalFormInEveryLanguage(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"og after a surname before an English verb is a legal form", detectCase{"kolb og just called, they want the report", []string{org + "kolb og"}}},
		{"og after a surname in Spanish chat is a legal form", detectCase{"hablé con alguien de kolb og esta mañana", []string{org + "kolb og"}}},
		{"og after two owners joined by & is a legal form", detectCase{"we signed with wild & koppensteiner og last week", []string{org + "wild & koppensteiner og"}}},
		{"og after a surname at the end is a legal form", detectCase{"i work at hofer og", []string{org + "hofer og"}}},
		{"og after a surname before partnere is a firm", detectCase{"jensen og partnere as", []string{org + "jensen og partnere"}}},
		{"og after a surname before datter is a firm", detectCase{"olsen og datter", []string{org + "olsen og datter"}}},
		{"og after a surname before partnere and a noun is a firm", detectCase{"møller og partnere advokatfirma", []string{org + "møller og partnere"}}},
		{"og after a surname before sønner is a firm", detectCase{"we ordered from hansen og sønner yesterday", []string{org + "hansen og sønner"}}},
		{"og after a surname before co is a firm", detectCase{"vi har bestilt fra lindqvist og co", []string{org + "lindqvist og co"}}},
		// The slang and the Nordic "and" stay untouched.
		{"og after an article is slang", detectCase{"the og version was better", nil}},
		{"og alone is slang", detectCase{"he is an og, trust me", nil}},
		{"og after a common word is slang", detectCase{"that beat is so og lol", nil}},
		{"og between two Norwegian or Danish words is and", detectCase{"brun og hvid", nil}},
		{"og between two Norwegian points of the compass is and", detectCase{"nord og sør", nil}},
		{"og before a Norwegian noun in no list is and", detectCase{"fisk og skaldyr", nil}},
		{"og between a kin word and datter is and", detectCase{"min mor og datter kommer", nil}},
		{"og after a player's first name before a word in no list is slang", detectCase{"jordan og colorway is fire", []string{loc + "jordan"}}},
	})
}
