package gazetteer

import "testing"

func TestGazetteerOwnersWhoseSurnamesAreCommonWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two hyphenated common-word surnames after a verb are a firm", detectCase{"Her father founded Baker-Miller in 1987.", []string{org + "Baker-Miller"}}},
		{"two hyphenated common-word surnames after a preposition are a firm", detectCase{"According to Hall-West, the shipment is delayed.", []string{org + "Hall-West"}}},
		{"a hyphenated first name and surname after a preposition are a firm", detectCase{"Send the samples to Cook-Fuller before Friday.", []string{org + "Cook-Fuller"}}},
		{"three surnames as A, B and C before a comma that ends the clause are a firm", detectCase{"Invoice from Brown, Thompson and Lambert, due in 30 days.", []string{org + "Brown, Thompson and Lambert"}}},
		{"three surnames as A, B and C at the end of a clause after a preposition are a firm", detectCase{"According to Mann, Cooper and Lambert, the shipment is delayed.", []string{org + "Mann, Cooper and Lambert"}}},
		// Ordinary text stays.
		{"a capitalised compound after an article is a thing", detectCase{"We froze the registry before the Code-Freeze started.", nil}},
		{"a capitalised compound after a demonstrative is a thing", detectCase{"Turn off this Read-Only switch first.", nil}},
		{"a capitalised compound opening a sentence is no firm", detectCase{"Self-Service is down again.", nil}},
		{"a compound in small letters is no firm", detectCase{"We need a long-term plan and a self-service portal.", nil}},
		{"a list of four surnames is no firm of three", detectCase{"Invite Mann, Cooper and Lambert, Becker too.", []string{per + "Mann", per + "Cooper", per + "Lambert", per + "Becker"}}},
		{"three first names as A, B and C before a comma are people", detectCase{"I invited Anna, Paul and Marie, then left.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
	})
}

func TestGazetteerAWordThatOnlyOpensTheSentenceLeavesOwnersFirmsAlone(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames after a word of time opening the sentence are a firm", detectCase{"Yesterday Griffin, Stephens and Fisher confirmed the order.", []string{org + "Griffin, Stephens and Fisher"}}},
		{"two hyphenated surnames after a word of time opening the sentence are a firm", detectCase{"Yesterday Smith-Johnson confirmed the order.", []string{org + "Smith-Johnson"}}},
		{"two hyphenated surnames after The opening the sentence are a firm", detectCase{"The Fleming-Hickman team released an update.", []string{org + "Fleming-Hickman"}}},
		// People stay people.
		{"a first name before two hyphenated surnames is a person", detectCase{"Laura Hines-Jacobs called.", []string{per + "Laura Hines-Jacobs"}}},
		{"three first names after a word of time are people", detectCase{"Today Anna, Paul and Marie arrived.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"a hyphenated first name after The is a person", detectCase{"The Anne-Marie case is closed.", []string{per + "Anne-Marie"}}},
		{"German nouns after a German opener are no firm", detectCase{"Bitte Wasser und Zucker verrühren, dann Mehl dazugeben.", nil}},
	})
}

func TestGazetteerOwnersFirmAmongOtherFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames as A, B and C before a comma and more names joined by a conjunction are a firm", detectCase{"The market is led by Baldwin, Haas and Smith, Acme and a few startups.", []string{org + "Baldwin, Haas and Smith", org + "Acme"}}},
		{"three surnames as A, B and C before a comma, a name and a conjunction are a firm", detectCase{"Our sponsors are Hughes, Haas and Pratt, Zentrova and the city council.", []string{org + "Hughes, Haas and Pratt", org + "Zentrova"}}},
		{"three surnames as A, B and C after a list of employers are one firm", detectCase{"Previous employers: Zhang, Haas and Castro, then a short stint freelancing.", []string{org + "Zhang, Haas and Castro"}}},
		// Lists of people and of firms stay as they were.
		{"a list of four surnames is still no firm of three", detectCase{"Invite Mann, Cooper and Lambert, Becker too.", []string{per + "Mann", per + "Cooper", per + "Lambert", per + "Becker"}}},
		{"three first names before more names are still people", detectCase{"I invited Anna, Paul and Marie, Tom and Lisa.", []string{per + "Anna", per + "Paul", per + "Marie", per + "Tom", per + "Lisa"}}},
		{"a list of employers of one name each stays a list", detectCase{"Previous employers: Zentrova, Lucid, Acme.", []string{org + "Zentrova", org + "Lucid", org + "Acme"}}},
		{"common words in a list stay untouched", detectCase{"Colours on offer: Black, White and Grey, Red and Blue.", nil}},
	})
}

func TestGazetteerAFirmKeepsTheElidedParticleOfItsFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Irish O' opening a firm's surname joins the firm", detectCase{"According to the O'Donnell LLC website, tickets are sold out.", []string{org + "O'Donnell LLC"}}},
		{"an Irish O' opening a firm of three owners joins the firm", detectCase{"I just started at O'Connor, Watson and Davison last week.", []string{org + "O'Connor, Watson and Davison"}}},
		{"an Italian D' opening a firm's surname joins the firm", detectCase{"Fornitore: D'Amico S.r.l.", []string{org + "D'Amico S.r.l."}}},
		// Words glued to an apostrophe that are no particle stay out.
		{"a possessive before a firm stays out of it", detectCase{"We're signing with Haas LLC today.", []string{org + "Haas LLC"}}},
		{"an elision in French prose before a firm stays out of it", detectCase{"C'est Dupont SA qui livre.", []string{org + "Dupont SA"}}},
	})
}

func TestGazetteerAnImperativeOpeningTheSentenceLeavesOwnersFirmsAlone(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames after an imperative opening the sentence are a firm", detectCase{"Call Sutton, Hayward and Rowley before noon.", []string{org + "Sutton, Hayward and Rowley"}}},
		{"two hyphenated surnames after an imperative opening the sentence are a firm", detectCase{"Contact Powell-Miles about the invoice.", []string{org + "Powell-Miles"}}},
		{"three surnames after a French imperative are a firm", detectCase{"Appelez Moreau, Garnier et Lefebvre demain.", []string{org + "Moreau, Garnier et Lefebvre"}}},
		// People stay people.
		{"three first names after an imperative are people", detectCase{"Call Anna, Paul and Marie tonight.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"a first name before two hyphenated surnames after an imperative is a person", detectCase{"Call Laura Hines-Jacobs tonight.", []string{per + "Laura Hines-Jacobs"}}},
		{"a hyphenated first name after an imperative is a person", detectCase{"Call Anne-Marie tonight.", []string{per + "Anne-Marie"}}},
	})
}

func TestGazetteerTwoHyphenatedSurnamesAfterAClauseCommaAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two hyphenated surnames after a year and a comma are a firm", detectCase{"In 2019, Baker-Rivas opened a new office.", []string{org + "Baker-Rivas"}}},
		{"two hyphenated surnames after in, a place in capitals and a comma are a firm", detectCase{"Celebrating its 5th year in LEEDS, Hill-Rivas is a nonprofit for young musicians.", []string{loc + "LEEDS", org + "Hill-Rivas"}}},
		{"two hyphenated surnames after in, a place and a comma are a firm", detectCase{"Founded in Leeds, Hill-Rivas runs a choir.", []string{loc + "Leeds", org + "Hill-Rivas"}}},
		{"two hyphenated surnames after a word in small letters and a comma are a firm", detectCase{"As expected, Hines-Jacobs won the tender.", []string{org + "Hines-Jacobs"}}},
		// Lists and names stay as they were.
		{"a hyphenated name inside a firm of three stays in that firm", detectCase{"Invite Mann, Hines-Jacobs and Lambert today.", []string{org + "Mann, Hines-Jacobs and Lambert"}}},
		{"a hyphenated name after a comma inside a list of names is no firm of its own", detectCase{"Guests: Anna Berg, Marie Hines-Jacobs and Tom Lee.", []string{per + "Anna Berg", per + "Marie Hines-Jacobs", per + "Tom Lee"}}},
		{"a hyphenated first name after a comma is a person", detectCase{"As expected, Anne-Marie won the tender.", []string{per + "Anne-Marie"}}},
		{"a capitalised compound after a comma stays", detectCase{"As expected, Self-Service is down again.", nil}},
		{"two hyphenated common words after a comma stay, surnames or not (Self-Service reads so too)", detectCase{"In 2019, Baker-Weeks opened a new office.", nil}},
	})
}

func TestGazetteerThreeSurnamesAfterAnOpeningPhraseAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames after a comma that ends an opening phrase are a firm", detectCase{"Last spring, Hartley, Pryce and Kowalczyk opened a studio.", []string{org + "Hartley, Pryce and Kowalczyk"}}},
		{"three surnames after a section number and a comma are a firm", detectCase{"Under clause 9, Haas, Lambert and Kowalczyk shall pay the fees.", []string{org + "Haas, Lambert and Kowalczyk"}}},
		{"three surnames after an opening phrase ending in a day's name are a firm", detectCase{"Late on Friday, Haas, Lambert and Kowalczyk confirmed the deal.", []string{org + "Haas, Lambert and Kowalczyk"}}},
		{"three surnames after an opening phrase in capitals are a firm", detectCase{"IN WITNESS WHEREOF, Haas, Lambert and Kowalczyk have signed.", []string{org + "Haas, Lambert and Kowalczyk"}}},
		{"two hyphenated surnames after an opening phrase ending in a month's name are a firm", detectCase{"Since March, Hines-Rivas has doubled its staff.", []string{org + "Hines-Rivas"}}},
		{"three surnames after an opening word in capitals are a firm", detectCase{"WHEREAS Haas, Lambert and Kowalczyk wish to sell the assets;", []string{org + "Haas, Lambert and Kowalczyk"}}},
		// People and lists stay as they were.
		{"three first names after an opening phrase are people", detectCase{"Last spring, Anna, Paul and Marie opened a studio.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"a name in capitals before three surnames is still a name", detectCase{"JOHN Haas, Lambert and Kowalczyk were there.", []string{per + "JOHN Haas", per + "Lambert", per + "Kowalczyk"}}},
	})
}
