package gazetteer

import "testing"

func TestGazetteerANameAndACommonWordAfterACuedHouseNumberAreAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and an Australian type after a French parcel's preposition are a street", detectCase{"Envoyez le colis à 428 Hansen Quadrant, merci.", []string{street + "428 Hansen Quadrant"}}},
		{"a surname and a type that is an English word after a house's by are a street", detectCase{"The house is by 428 Hansen Quadrant.", []string{street + "428 Hansen Quadrant"}}},
		{"a surname and a common word after a parcel sent to them are a street", detectCase{"Por favor, envia el paquete a 12 Hansen Retreat, gracias.", []string{street + "12 Hansen Retreat"}}},
		{"a number and a common word after an address cue are still no street", detectCase{"My sister lives at home with 3 Cats.", nil}},
		{"a count of common words after a preposition without a cue stays untouched", detectCase{"We sold it to 3 Johnson Brothers yesterday.", nil}},
	})
}
