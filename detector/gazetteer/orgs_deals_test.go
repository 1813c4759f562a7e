package gazetteer

import "testing"

func TestGazetteerADealingNamesTheOtherFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"common words after a contract with are a firm", detectCase{"The contract with Bright Harbor was renewed.", []string{org + "Bright Harbor"}}},
		{"a common word after an agreement with is a firm", detectCase{"We have an agreement with Lantern until May.", []string{org + "Lantern"}}},
		{"a German contract with names a firm", detectCase{"Der Vertrag mit Kabus läuft aus.", []string{org + "Kabus"}}},
		{"a rival before a name names a firm", detectCase{"Our competitor Lantern lowered prices.", []string{org + "Lantern"}}},
		{"a known first name after a merger with stays a person", detectCase{"The merger with Anna Becker failed.", []string{per + "Anna Becker"}}},
		{"a country after an agreement with stays a place", detectCase{"an agreement with France was signed", []string{loc + "France"}}},
		{"a word in small letters after a contract with is no firm", detectCase{"a contract with the landlord", nil}},
	})
}

func TestGazetteerAnAdjectiveOpeningTheSentenceJoinsTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common word opening the sentence joins a firm with a legal form", detectCase{"Silent Meadow LLC announced layoffs today.", []string{org + "Silent Meadow LLC"}}},
		{"a common word opening the sentence joins a firm with a head noun", detectCase{"Bright Cedar Solutions is hiring.", []string{org + "Bright Cedar Solutions"}}},
		{"an imperative opening the sentence stays out of the firm", detectCase{"Contact Acme Labs for details.", []string{org + "Acme Labs"}}},
		{"a thanks opening the sentence stays out of the firm", detectCase{"Thanks Acme Inc for the help.", []string{org + "Acme Inc"}}},
	})
}

func TestGazetteerAQuestionsOpeningWordIsNoPartOfTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an unknown word after a question's opening verb is a firm", detectCase{"Is Zentaro open on Sundays?", []string{org + "Zentaro"}}},
		{"an unknown word after an opening article is a firm", detectCase{"The Zentaro office is closed.", []string{org + "Zentaro"}}},
		{"an English word after a question's opening verb is none", detectCase{"Is Python good?", nil}},
	})
}

func TestGazetteerMoreDealingsNameTheOtherFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"common words after laid off from are a firm", detectCase{"I was laid off from Clear Water in March.", []string{org + "Clear Water"}}},
		{"common words after a job offer from are a firm", detectCase{"I got a job offer from Tall Oak yesterday.", []string{org + "Tall Oak"}}},
		{"common words after applied to are a firm", detectCase{"I applied to Paper Plane for the analyst role.", []string{org + "Paper Plane"}}},
		{"common words after a vendor to are a firm", detectCase{"We are a vendor to Bright Path Group since 2019.", []string{org + "Bright Path Group"}}},
		{"common words after a supplier to are a firm", detectCase{"As a supplier to Iron Gate we pass their audit.", []string{org + "Iron Gate"}}},
		{"common words after a round led by are a firm", detectCase{"Our seed round, led by Iron Gate, closed last week.", []string{org + "Iron Gate"}}},
		{"common words after a round that was led by are a firm", detectCase{"The Series B round was led by Harbor Light.", []string{org + "Harbor Light"}}},
		{"common words after a partnership proposal's dash are a firm", detectCase{"Re: Partnership proposal - Open Door", []string{org + "Open Door"}}},
		{"a word of no list after laid off from in small letters is a firm", detectCase{"i was laid off from zentrova in march", []string{org + "zentrova"}}},
		{"a word of no list after applied to in small letters is a firm", detectCase{"i applied to nexvora last week", []string{org + "nexvora"}}},
		{"a known person after a job offer from stays a person", detectCase{"I got a job offer from Anna Becker.", []string{per + "Anna Becker"}}},
		{"a sentence led by a person is no firm", detectCase{"The meeting was led by Anna Becker.", []string{per + "Anna Becker"}}},
		{"a team led by common words is no firm", detectCase{"The team was led by Open Source advocates.", nil}},
		{"applied to a common noun is no firm", detectCase{"The patch applied to Linux kernels only.", nil}},
		{"a title that opens with Applied names no firm", detectCase{"See Handbook of Applied Cryptography, p. 139.", nil}},
		{"a subject after a capitalised led names no firm", detectCase{"We sell LED Lighting for offices.", nil}},
		{"one common word after laid off from is no firm", detectCase{"She was laid off from Monday on.", nil}},
		{"a proposal without a partnership is no firm", detectCase{"Re: Budget proposal - Final Draft", nil}},
		{"one common word after a partnership proposal's dash is no firm", detectCase{"Re: Partnership proposal - Draft v2", nil}},
		{"laid off from in small letters and a common word is no firm", detectCase{"i was laid off from work today", nil}},
	})
}

func TestGazetteerAKnownSurnameAloneInSmallLettersAfterADealingIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after an offer from is a firm", detectCase{"got an offer from perrin, valid until friday", []string{org + "perrin"}}},
		{"a known surname after a job offer from is a firm", detectCase{"i got a job offer from lefebvre yesterday", []string{org + "lefebvre"}}},
		{"a known surname after a contract with is a firm", detectCase{"the contract with kowalczyk ends soon", []string{org + "kowalczyk"}}},
		{"a known surname after laid off from is a firm", detectCase{"i was laid off from kowalczyk in march", []string{org + "kowalczyk"}}},
		{"a first name and a surname after an offer from stay a person", detectCase{"got an offer from anna perrin today", []string{per + "anna perrin"}}},
		{"a common word after a contract with is no firm", detectCase{"the contract with baker street ends soon", nil}},
		{"a surname that is a common word after an offer from is no firm", detectCase{"an offer from young people", nil}},
	})
}
