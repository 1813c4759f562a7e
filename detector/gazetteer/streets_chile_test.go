package gazetteer

import "testing"

func TestGazetteerChilesOfficeTownAndRegionCloseTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an office's number joins the street", detectCase{"Please ship the parcel to Los Lirios 91 Of. 2041 before Friday.", []string{street + "Los Lirios 91 Of. 2041"}}},
		{"a town and the region after a comma join the street", detectCase{"My address is Los Laureles 7999, Tiltil, Región Metropolitana", []string{street + "Los Laureles 7999, Tiltil, Región Metropolitana"}}},
		{"the town's line with a long region and the postcode joins the street", detectCase{"Send the invoice to:\nCalle Los Cactus 3640 Dpto. 759\nNancagua, Región del Libertador General Bernardo O'Higgins, 4168580\nThanks!", []string{street + "Calle Los Cactus 3640 Dpto. 759\nNancagua, Región del Libertador General Bernardo O'Higgins, 4168580"}}},
		{"an office, a town with particles and a region with y join the street", detectCase{"He lives at Gabriela Mistral 4148 Of. 460, San Pedro de la Paz, Región de Magallanes y de la Antártica Chilena, 2027860.", []string{street + "Gabriela Mistral 4148 Of. 460, San Pedro de la Paz, Región de Magallanes y de la Antártica Chilena, 2027860"}}},
		{"a town and a region after a comma prove a street without a type", detectCase{"I moved to Los Laureles 7999, Tiltil, Región Metropolitana last month.", []string{street + "Los Laureles 7999, Tiltil, Región Metropolitana"}}},
		{"a town and a region on the next line prove a street without a type", detectCase{"Ship the parcel to Ramón Freire 783\nHuasco, Región de Atacama before Friday.", []string{street + "Ramón Freire 783\nHuasco, Región de Atacama"}}},
		{"of in lower case after a street is no office", detectCase{"Ship to Calle Mayor 22 of. 5 pieces", []string{street + "Calle Mayor 22"}}},
	})
}

func TestGazetteerChilesRouteAndKilometre(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a route, its direction, a comma and the kilometre are an address", detectCase{"Please ship the parcel to Ruta 5 Norte, km 467 before Friday.", []string{street + "Ruta 5 Norte, km 467"}}},
		{"a route's code and the kilometre are an address", detectCase{"My address is Ruta U-141, km 19", []string{street + "Ruta U-141, km 19"}}},
		{"a route without its kilometre is no address", detectCase{"Ruta 5 is the longest road.", nil}},
		{"a distance after a comma without a route is no address", detectCase{"We drove Line 5, km 40 in total.", nil}},
	})
}
