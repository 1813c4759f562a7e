package gazetteer

import (
	"strings"
	"testing"
)

func TestGazetteerANamedEnglishStreetAfterAPrepositionIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and a street type after on are a street", detectCase{"The bakery on Harrison Course sells rye bread.", []string{street + "Harrison Course"}}},
		{"a first name and a street type after at are a street", detectCase{"meet me at Inna Loop tomorrow", []string{street + "Inna Loop"}}},
		{"a name and a street type alone in a field after an address cue are a street", detectCase{"Shipping to: Phillip Street | Billing to: same", []string{street + "Phillip Street"}}},
		{"a name and a street type in brackets are a street", detectCase{"Our new warehouse (Wood Road) opens next week.", []string{street + "Wood Road"}}},
		{"a name and a street type as a log's value are a street", detectCase{"INFO shipment created dest=Pamela Avenue carrier=UPS", []string{street + "Pamela Avenue", org + "UPS"}}},
		{"a name and a street type after outside are a street", detectCase{"Meet me outside Hess Lane in ten minutes", []string{street + "Hess Lane"}}},
		{"a name and a street type after a French preposition of destination are a street", detectCase{"Merci d'envoyer le colis à Garcia Drive, s'il vous plaît.", []string{street + "Garcia Drive"}}},
		{"a name and a street type after an Italian copula are a street", detectCase{"Il mio indirizzo è Daniel Passage.", []string{street + "Daniel Passage"}}},
		{"a person's name and a park in quotes stay a person's", detectCase{`The reviewer was "Laura Park".`, []string{per + "Laura Park"}}},
		{"a person's key before a name and a park keeps the person", detectCase{"name: Dorothea Park", []string{per + "Dorothea Park"}}},
		{"a first name and a surname that is a street type after a German preposition of destination are a person", detectCase{"Bitte senden Sie die Unterlagen an Alexandra Lane, danke.", []string{per + "Alexandra Lane"}}},
		{"a first name and a surname that is a street type after a Spanish a are a person", detectCase{"La empresa contrató a Sabrina Parks el año pasado.", []string{per + "Sabrina Parks"}}},
		{"a first name and a surname that is a street type after a French à are a person", detectCase{"Veuillez livrer le colis à Christopher Lane demain.", []string{per + "Christopher Lane"}}},
		{"an honorific before a name and a street type opens no street", detectCase{"Bitte senden Sie die Unterlagen an Mr Leonard Wall, danke.", []string{per + "Leonard Wall"}}},
		{"a surname and a mall after on are a street", detectCase{"I found the shop on Martinez Mall.", []string{street + "Martinez Mall"}}},
		{"a surname and an avenue after off are a street", detectCase{"he lives off Kingsley Avenue", []string{street + "Kingsley Avenue"}}},
		{"a preposition that opens the sentence counts", detectCase{"On Kingsley Avenue the traffic is slow.", []string{street + "Kingsley Avenue"}}},
		{"an address cue before the name counts", detectCase{"She resides Kingsley Avenue now.", []string{street + "Kingsley Avenue"}}},
		{"a surname that is an ordinal and an avenue after on are a street", detectCase{"She lives on Second Avenue.", []string{street + "Second Avenue"}}},
		// A street after a preposition is masked whatever else bears its
		// name: the album after the street is masked with it.
		{"a street that names an album is masked as a street", detectCase{"I listened to Abbey Road twice.", []string{street + "Abbey Road"}}},
		{"two name words and a street type are one street", detectCase{"Turn left onto Harrison Kingsley Drive.", []string{street + "Harrison Kingsley Drive"}}},
	})
}

func TestGazetteerAStreetTypeInAPhraseOfCommonWordsOrATitleIsNoStreet(t *testing.T) {
	d := newGaz(t, Config{})
	for _, c := range []struct{ rule, text string }{
		{"a street type before another capitalised word is part of a title", "I read it in the Wall Street Journal today."},
		{"a street type opening a phrase names no street", "Switch the car to Drive Mode now."},
		{"a court before of names a court of law", "The case went to Court of Appeal."},
		{"a hall and its number are a room", "The stand is in Hall 4."},
		{"a park before a brand is a hotel", "We stayed at Park Hyatt."},
		{"a French street written type first is no English street", "We walked on Place de la Concorde."},
		{"a circus is no street type of this rule", "Meet at Oxford Circus."},
		{"a track and its number are a platform", "The train leaves on Track 5."},
		{"common words before a street type name no street", "a walk down Memory Lane"},
		{"a determiner before the name makes it no street of this rule", "the ruling of the Supreme Court"},
		{"a street type without a preposition or cue before its name stays untouched", "Harrison Course was long."},
		{"a cloud drive is no street", "I saved the file on Google Drive."},
	} {
		t.Run(c.rule, func(t *testing.T) {
			for _, f := range found(t, d, c.text) {
				if strings.HasPrefix(f, street) {
					t.Errorf("%q: got %q, want no street", c.text, f)
				}
			}
		})
	}
}

func TestGazetteerANameAndAPlaceNounAfterAPrepositionAreAStreetWhenTheNameIsNoWord(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is no English word and a summit after along are a street", detectCase{"We walked along Sean Summit yesterday.", []string{street + "Sean Summit"}}},
		{"a surname that is no English word and springs after near are a street", detectCase{"There's a new cafe near Kowalski Springs.", []string{street + "Kowalski Springs"}}},
	})
}

func TestGazetteerANameAndAPlaceNounAfterInAreNoStreet(t *testing.T) {
	d := newGaz(t, Config{})
	for _, text := range []string{"He grew up in Shelly Park.", "She moved to Kowalski Springs last year."} {
		for _, f := range found(t, d, text) {
			if strings.HasPrefix(f, street) {
				t.Errorf("%q: got %q, want no street", text, f)
			}
		}
	}
}

func TestGazetteerAStreetNamedInProseTakesTheTownAfterItsComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a postcode after a street named without a number are its address", detectCase{"Please ship it to Jason Square, Brownborough 9368 by Friday.", []string{street + "Jason Square, Brownborough 9368"}}},
		{"a town and a UK postcode after a street named without a number are its address", detectCase{"He lives off Kingsley Avenue, Leeds LS6 4EF since 2019.", []string{street + "Kingsley Avenue, Leeds LS6 4EF"}}},
		{"a clause after the comma of a street named without a number stays untouched", detectCase{"Meet me at Inna Loop, then we go home.", []string{street + "Inna Loop"}}},
		{"a relative clause after the comma of a street stays untouched", detectCase{"The bakery on Harrison Course, which opened in May, sells bread.", []string{street + "Harrison Course"}}},
	})
}
