package gazetteer

import "testing"

func TestGazetteerDutchParticlesAfterANameWrittenSurnameFirstArePartOfIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two particles after the first name", detectCase{"Naam: Berg, Jan van den", []string{per + "Berg, Jan van den"}}},
		{"one particle after the first name", detectCase{"Contact: Vries, Anna de", []string{per + "Vries, Anna de"}}},
		{"particles before a full stop", detectCase{"Klant: Jansen, Piet van der.", []string{per + "Jansen, Piet van der"}}},
		{"a particle after a comma at the line's end", detectCase{"Aimée Werl-Arnsberg, van", []string{per + "Aimée Werl-Arnsberg, van"}}},
		{"a surname the rules left apart before the comma", detectCase{"Klant: Dijk, Renske van", []string{per + "Dijk, Renske van"}}},
		{"a surname in no list before the comma", detectCase{"Behandelaar: Loon, Alex van\nAfdeling: IT", []string{per + "Loon, Alex van"}}},
		// Text that must stay untouched.
		{"a particle and a noun after a name", detectCase{"Ik heb Piet Bakker gesproken, de rest volgt morgen.", []string{per + "Piet Bakker"}}},
		{"a preposition and an article before a noun", detectCase{"Contact: Vries, Anna in de tuin", []string{per + "Vries, Anna"}}},
		{"a word in small letters, a comma, a first name and a particle", detectCase{"Tot ziens, Anna van", []string{per + "Anna"}}},
		{"a name written first name first", detectCase{"Ik sprak Jan van den Berg.", []string{per + "Jan van den Berg"}}},
	})
}
