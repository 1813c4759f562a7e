package gazetteer

import "testing"

func TestGazetteerATownInCapitalsAndItsRegionCodeCloseAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town in capitals and a region code after a street's number join the address", detectCase{"Deliver to 34443 Streljačka 77 PLETERNICA MI before noon.", []string{street + "34443 Streljačka 77 PLETERNICA MI"}}},
		{"a town in capitals and a region code after a typed street join the address", detectCase{"Is Ligetharasztii utca 104 KERESZTNÁDASD MI still your billing address?", []string{street + "Ligetharasztii utca 104 KERESZTNÁDASD MI"}}},
		{"a town of two words in capitals and its region code join the address", detectCase{"Address on file: 9141 Main Street WEST RACHAEL MI", []string{street + "9141 Main Street WEST RACHAEL MI"}}},
		{"a town in capitals after the street's comma and its region code join the address", detectCase{"He grew up at 8 Gastonlei 38, HYON CO with his grandparents.", []string{street + "8 Gastonlei 38, HYON CO"}}},
		{"a town in capitals before an empty field's marker joins the address", detectCase{"Can someone pick me up from Töröktamásii utca 233 KAPOSVÁR nan?", []string{street + "Töröktamásii utca 233 KAPOSVÁR nan"}}},
		{"a word in capitals that is an English word after a street is no town", detectCase{"Meet me at 12 Main Street ASAP please", []string{street + "12 Main Street"}}},
		{"a word in capitals without a region code after a street stays out", detectCase{"Send it to 12 Main Street TODAY please", []string{street + "12 Main Street"}}},
	})
}

func TestGazetteerPostOfficeBoxWrittenInFull(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a post office box written in full is an address", detectCase{"Please forward all my mail to Post Office Box 417 from next week.", []string{street + "Post Office Box 417"}}},
		{"a post office box written in full opens its line", detectCase{"Lawrence Brooks\nPost Office Box 765\nTel: 624.320.2803", []string{per + "Lawrence Brooks", street + "Post Office Box 765"}}},
		{"a post office box in small letters is an address", detectCase{"the courier left the box at post office box 797 yesterday.", []string{street + "post office box 797"}}},
		{"a post office without a box's number is text", detectCase{"The Post Office Box Hill branch closed.", nil}},
	})
}

func TestGazetteerATownInCapitalsAfterAStreetsSecondNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the street's own number before a town in capitals and its code stays in the address", detectCase{"We visited the museum near 6138 Trevo Duarte 286 DIAS DE BARBOSA AT on Sunday.", []string{street + "6138 Trevo Duarte 286 DIAS DE BARBOSA AT"}}},
		{"a town's particles in capitals belong to the town", detectCase{"Can someone pick me up from 0008 Nadin-Haslinger-Weg 253 WAIDHOFEN AN DER YBBS FA?", []string{street + "0008 Nadin-Haslinger-Weg 253 WAIDHOFEN AN DER YBBS FA"}}},
		{"a town's prefix in capitals belongs to the town", detectCase{"71370 Stewart Stravenue NEW MICHAEL NL is where I live now.", []string{street + "71370 Stewart Stravenue NEW MICHAEL NL"}}},
		{"a second number before capitals without a code stays out", detectCase{"Order 6138 Trevo Duarte 286 NOW", []string{street + "6138 Trevo Duarte"}}},
	})
}
