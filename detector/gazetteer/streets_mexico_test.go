package gazetteer

import "testing"

func TestGazetteerMexicosQuadrantAfterTheTypeAndTheInteriorNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a quadrant between the type and the name joins the street", detectCase{"Please ship the parcel to Pasaje Sur Escalante 792 Edif. 174 , Depto. 218 before Friday.", []string{street + "Pasaje Sur Escalante 792 Edif. 174 , Depto. 218"}}},
		{"Eje vial and a quadrant open the street", detectCase{"My address is Eje vial Norte Posada 950 032", []string{street + "Eje vial Norte Posada 950 032"}}},
		{"Eje vial opens the street", detectCase{"Our new office: Eje vial Oquendo 773. Come by anytime.", []string{street + "Eje vial Oquendo 773"}}},
		{"an interior number before a stopword joins the street", detectCase{"I moved to Calzada Cortés 045 539 last month.", []string{street + "Calzada Cortés 045 539"}}},
		{"an interior number after Eje vial joins the street", detectCase{"I moved to Eje vial Oquendo 773 068 last month.", []string{street + "Eje vial Oquendo 773 068"}}},
		{"an interior number before a word of quantity is a count", detectCase{"I walked along Calle Mayor 123 150 metros.", []string{street + "Calle Mayor 123"}}},
		{"a second number before a noun stays out", detectCase{"Ship to Calle Mayor 123 456 boxes.", []string{street + "Calle Mayor 123"}}},
	})
}
