package gazetteer

import "testing"

func TestGazetteerAStreetOnTheLineAfterAFlatBeforeTheSentenceGoesOn(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street after a flat's line and before words in lower case joins the flat", detectCase{"Please ship the parcel to Flat 3\nJean Tunnel before Friday.", []string{street + "Flat 3\nJean Tunnel"}}},
		{"a studio's number with a letter opens the street on the next line", detectCase{"I moved to Studio 59C\nTucker Bypass last month.", []string{street + "Studio 59C\nTucker Bypass"}}},
		{"a street after a flat's line that ends its line joins the flat", detectCase{"Ship to Flat 14\nHughes Mission\nThanks", []string{street + "Flat 14\nHughes Mission"}}},
		{"a flat's number and a line of words without a street type are no street", detectCase{"We have Flat 3\nJean went home early.", []string{per + "Jean"}}},
	})
}
