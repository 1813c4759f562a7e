package gazetteer

import "testing"

func TestGazetteerAStreetTypeInSmallLettersOpensTheStreetFoundAfterIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type and a particle before the name's words open the street", detectCase{"vivo en plaza de nacio rivero 719 puerta 4 , toledo, 31742 desde marzo jaja", []string{street + "plaza de nacio rivero 719 puerta 4 , toledo, 31742"}}},
		{"a type right before the name opens the street", detectCase{"hola, te paso mi dirección: ronda cirino puerta 14, ceuta, 04367, gracias", []string{street + "ronda cirino puerta 14, ceuta, 04367"}}},
		{"a stopword between a type and the street keeps the type out", detectCase{"we walked the avenue to 12 oak lane, springfield before friday", []string{street + "12 oak lane, springfield"}}},
	})
}
