package gazetteer

import "testing"

func TestGazetteerAStreetInSmallLettersAfterToOrAtInATextWithCapitalsIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number, names and a type in small letters after to are a street with the town after its comma", detectCase{"Please ship to 12 oak lane, springfield before Friday.", []string{street + "12 oak lane, springfield"}}},
		{"a number, names and a type in small letters that end the sentence are a street", detectCase{"The parcel went to 42 willow drive.", []string{street + "42 willow drive"}}},
		{"a compound street in small letters keeps its town in small letters", detectCase{"The parcel went to skolvägen 58, halmstad yesterday.", []string{street + "skolvägen 58, halmstad"}}},
		{"a town in small letters before a comma and an English word is the street's", detectCase{"please forward my mail from the old place to 74038 idrottsgatan 0, lund, thanks!", []string{street + "74038 idrottsgatan 0, lund"}}},
		{"an English word before a comma after the street's comma stays out", detectCase{"please ship to 12 oak lane, today, thanks!", []string{street + "12 oak lane"}}},
		{"a street in small letters after on before a stopword is a street", detectCase{"He lives on 31 seneca place with his family.", []string{street + "31 seneca place"}}},
		{"a street in small letters after to before a time is a street", detectCase{"Please send the parcel to 138 consul place before Friday.", []string{street + "138 consul place"}}},
		{"English words and a type after on with no cue are no street", detectCase{"The team is on 3 different way of working.", nil}},
		{"English words and a type after from with no cue are no street", detectCase{"Results from 2 test drive in march were good.", nil}},
		{"a street in small letters after from before a time is a street", detectCase{"She moved from 216 menzies street last year.", []string{street + "216 menzies street"}}},
		{"a count of lanes after on before a stopword is no street", detectCase{"Traffic was slow on 3 main lanes and the bridge.", nil}},
		{"a count of things after from before a stopword is no street", detectCase{"We picked from 12 fresh road trips and the rest.", nil}},
		{"a street in small letters after an address cue is a street", detectCase{"Billing address - 138 consul place", []string{street + "138 consul place"}}},
		{"a street in small letters with an abbreviated type after an address cue is a street", detectCase{"My address is 2437 main st and the door is blue.", []string{street + "2437 main st"}}},
		{"a French type written first in small letters after the number and an address cue is a street", detectCase{"Address: 20 rue hsine eloued", []string{street + "20 rue hsine eloued"}}},
		{"a French type written first in small letters after from is a street", detectCase{"She moved from 137 avenue teboulbi last year.", []string{street + "137 avenue teboulbi"}}},
		{"via and an English word after a number is no street", detectCase{"Please reply to 2 via slack before noon.", nil}},
		{"a count of things before a type's word is no street", detectCase{"We went to 3 more road trips last summer.", nil}},
		{"a count of vendors after a type's word is no street", detectCase{"I talked to 5 main street vendors in Paris.", []string{loc + "Paris"}}},
		{"a plural type is no street", detectCase{"He moved to 3 different streets before settling down.", nil}},
		{"a count of trees and an English word after the comma are no street", detectCase{"I got to 12 oak trees, then stopped counting.", nil}},
		{"a street in capitals keeps an English word after its comma out", detectCase{"Please ship to 12 oak lane, thanks!", []string{street + "12 oak lane"}}},
	})
}
