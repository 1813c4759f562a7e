package gazetteer

import "testing"

func TestGazetteerAPlaceAfterAFirstNameAndDutchParticlesIsTheSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town after van de", detectCase{"Jasper van de Ven approved the change request.", []string{per + "Jasper van de Ven"}}},
		{"a province after van", detectCase{"Hi Kick van Drenthe, thanks for the update.", []string{per + "Kick van Drenthe"}}},
		{"a village after van in a row of a table", detectCase{"63563;Ivy van Noordeloos;Lekkerkerk", []string{per + "Ivy van Noordeloos"}}},
		// Places.
		{"a town after van and another town is a place", detectCase{"De trein van Utrecht naar Amsterdam", []string{loc + "Utrecht", loc + "Amsterdam"}}},
	})
}
