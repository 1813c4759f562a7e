package gazetteer

import "testing"

func TestGazetteerASurnameInCapitalsBeforeAFirstNameIsPartOfThePerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname in no list before a first name opening a message", detectCase{"DELAHAYE Christelle a escaladé le ticket.", []string{per + "DELAHAYE Christelle"}}},
		{"a surname in no list after a preposition", detectCase{"Richiesta di rimborso da PIRANDELLO Amalia (ordine 35096)", []string{per + "PIRANDELLO Amalia"}}},
		{"two Spanish surnames in capitals", detectCase{"he quedado con GAYTÁN ORTEGA Florina a las 5", []string{per + "GAYTÁN ORTEGA Florina"}}},
		{"a hyphenated surname in capitals", detectCase{"lunch with HALL-REYNOLDS Kellie tomorrow?", []string{per + "HALL-REYNOLDS Kellie"}}},
		{"a surname that is a small town, in a log's quoted value", detectCase{`INFO login ok user="SEGNI Mattia" id=32272`, []string{per + "SEGNI Mattia"}}},
		{"a surname with its particles in capitals", detectCase{"DELLA FALIER Stefano segnala un errore.", []string{per + "DELLA FALIER Stefano"}}},
		{"the particles in capitals of a surname in capitals before a first name", detectCase{"Contacto: DE LOS SÁENZ Nicolás", []string{per + "DE LOS SÁENZ Nicolás"}}},
		// Text that must stay untouched.
		{"a marker of a note before a first name", detectCase{"TODO Anna fix this", []string{per + "Anna"}}},
		{"an acronym of four letters and one vowel", detectCase{"the USNS Bergman sailed", []string{per + "Bergman"}}},
		{"a log level before a first name", detectCase{"ERROR Julia login failed", []string{per + "Julia"}}},
	})
}
