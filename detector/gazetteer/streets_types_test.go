package gazetteer

import "testing"

func TestGazetteerStreetTypesOfIndonesiaMalaysiaAndSouthAfrica(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Jalan opens an Indonesian street before its number mark", detectCase{"My address is Jalan Cempaka No. 156\nPekanbaru, JK 58806", []string{street + "Jalan Cempaka No. 156\nPekanbaru, JK 58806"}}},
		{"a Zulu Isitaladi ends a street", detectCase{"I live at 442 Joseph Isitaladi, Bethlehem, 2406.", []string{street + "442 Joseph Isitaladi, Bethlehem, 2406"}}},
		{"a Zulu Indlela ends a street", detectCase{"Send it to 8887 Walter Sisulu Indlela, Boksburg, 7111", []string{street + "8887 Walter Sisulu Indlela, Boksburg, 7111"}}},
	})
}

func TestGazetteerATownLineWithItsProvinceAndPostcodeClosesAnIndonesianAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the town, the province and the postcode on the next line close the address", detectCase{"My address is Jalan Ahmad Yani No. 053\nSabang, Sulawesi Barat 93315", []string{street + "Jalan Ahmad Yani No. 053\nSabang, Sulawesi Barat 93315"}}},
		{"Jl. with its dot opens an Indonesian street", detectCase{"Send it to Jl. Laswi No. 039\nMataram, Kalimantan Tengah 52418", []string{street + "Jl. Laswi No. 039\nMataram, Kalimantan Tengah 52418"}}},
		{"a closing and a name on the next line stay out of the address", detectCase{"Send to 12 Main Street\nRegards, Bob Stone 12345", []string{street + "12 Main Street", per + "Bob Stone"}}},
	})
}

func TestGazetteerAColombianPlateEndsItsStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type, a number and the plate after a number sign are a street", detectCase{"Send it to Carrera 46 # 8-4.", []string{street + "Carrera 46 # 8-4"}}},
		{"a type, a name and the plate with its quadrant are a street", detectCase{"Send it to Avenida Ávila # 4-9 Sur", []string{street + "Avenida Ávila # 4-9 Sur"}}},
		{"an abbreviated type opens the street", detectCase{"Send it to Cl. 162 # 9-3 Este, Yalí", []string{street + "Cl. 162 # 9-3 Este, Yalí"}}},
		{"an order's number and a range are no street", detectCase{"Order 12 # 3-4 was late.", nil}},
		{"a version and a range are no street", detectCase{"Version 46 # 8-4 fixed it.", nil}},
	})
}

func TestGazetteerAColombianPlateTakesItsLettersAndTheStreetsQuadrant(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a letter after the cross street's number stays in the plate", detectCase{"Please post it to Cl. 116 # 88L-9 by Monday.", []string{street + "Cl. 116 # 88L-9"}}},
		{"a lettered plate after a name and its quadrant are a street", detectCase{"we moved to Avenida Ríos # 5R-8 Sur last year", []string{street + "Avenida Ríos # 5R-8 Sur"}}},
		{"the street's own quadrant before the sign joins it", detectCase{"Carrera 9 Este # 18-7 Este is the new office.", []string{street + "Carrera 9 Este # 18-7 Este"}}},
		{"Bis and the street's letter before the sign join it", detectCase{"Deliver to Calle 1 Bis J # 6-3 Sur tomorrow.", []string{street + "Calle 1 Bis J # 6-3 Sur"}}},
		{"a diagonal and a transversal written out or as Tr. open a street", detectCase{"From Diagonal 51 # 8-8 Este to Tr. 165W # 44-1 and back.", []string{street + "Diagonal 51 # 8-8 Este", street + "Tr. 165W # 44-1"}}},
		{"a type that opens its line opens the street", detectCase{"Address on file:\nDg. 74O Bis # 5-23\nPhone pending.", []string{street + "Dg. 74O Bis # 5-23"}}},
		{"three name words after an abbreviated avenue", detectCase{"Ship to Av. Ferney Rodríguez Rodríguez # 3-8 Este today", []string{street + "Av. Ferney Rodríguez Rodríguez # 3-8 Este"}}},
		{"an issue's number and a lettered range are no street", detectCase{"Issue 12 # 3B-4 was closed.", nil}},
		{"a model and a lettered code are no street", detectCase{"Model 7 Bis # 88L-9 ships in May.", nil}},
		{"a diagonal of a matrix and a range are no street", detectCase{"the diagonal 51 # 8-8 of the matrix", nil}},
		{"a diagonal written out needs its number after it", detectCase{"Diagonal matrix D # 2-2 entries.", nil}},
	})
}

func TestGazetteerArgentinasDepartmentIsAFlat(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Dto. after the floor is the flat, and the town's postcode and the province close the address", detectCase{"Send it to Calle Belgrano N° 680 Piso 1 Dto. 2, Santiago del Estero 4200, Santiago del Estero", []string{street + "Calle Belgrano N° 680 Piso 1 Dto. 2, Santiago del Estero 4200, Santiago del Estero"}}},
		{"a department's abbreviation alone is no address", detectCase{"See Dto. 2 for details.", nil}},
	})
}

func TestGazetteerSpanishArticlesNumberMarksAndLongPostcodes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised Spanish article opens the street's name", detectCase{"I live at Los Helechos 31.", []string{street + "Los Helechos 31"}}},
		{"a building number before the article belongs to the address, and Chile's seven-digit postcode after the country", detectCase{"I live at 329 Los Alerces 5\n Apt. 378\n Pinto\n Chile 8421650", []string{street + "329 Los Alerces 5\n Apt. 378\n Pinto\n Chile 8421650"}}},
		{"N° before the house number after a number-first street belongs to it", detectCase{"I live at 7871 Avenida Alvear N° 476\n Suite 219\n Santiago del Estero\n Argentina 63000837", []string{street + "7871 Avenida Alvear N° 476\n Suite 219\n Santiago del Estero\n Argentina 63000837"}}},
		{"a page and a number mark are no street", detectCase{"See page 12 N° 5.", nil}},
	})
}

func TestGazetteerIndonesiasGangAbbreviatedOpensAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Gg. and a name before No. and a number is a street", detectCase{"Customer reports delivery failed at Gg. Ahmad Yani No. 781. Please re-route.", []string{street + "Gg. Ahmad Yani No. 781"}}},
		{"a figure's abbreviation and its number is no street", detectCase{"See Fig. 3 and Gg. 4 in the paper", nil}},
	})
}
