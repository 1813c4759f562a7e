package gazetteer

import "testing"

func TestGazetteerAnotherStreetsNameAndTypeRightAfterANumberLastStreetsNumberJoinIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and a type after a number with a slash before the sentence goes on", detectCase{"Please ship the package to Jakob-Bucher-Ring 3/5 Köhler Loop\n Suite 412\n DEUTSCHLANDSBERG\n Austria 2946 before Friday.",
			[]string{street + "Jakob-Bucher-Ring 3/5 Köhler Loop\n Suite 412\n DEUTSCHLANDSBERG\n Austria 2946"}}},
		{"a name and a type after a Hungarian number and its dot", detectCase{"Visit us at Tamásifalui tér 122. Varga Gateway\n Suite 591\n VÉG\n Hungary H-1875 or call us.",
			[]string{street + "Tamásifalui tér 122. Varga Gateway\n Suite 591\n VÉG\n Hungary H-1875"}}},
		{"a Dutch particle, a name and a type after a number", detectCase{"Is Noahstraat 07 van den Nieuwenhuijsen Way\n Suite 769\n TER AAR\n Netherlands 6871 UK still your address?",
			[]string{street + "Noahstraat 07 van den Nieuwenhuijsen Way\n Suite 769\n TER AAR\n Netherlands 6871 UK"}}},
		{"a name and a type after a number with a building's letter and a slash", detectCase{"I'm at Weimerweg 88/38 Röhricht Coves\n Suite 967\n PLAUEN\n Germany 62043 right now",
			[]string{street + "Weimerweg 88/38 Röhricht Coves\n Suite 967\n PLAUEN\n Germany 62043"}}},
		{"a town after a number-last street stays out of it", detectCase{"She moved to Lindenstraße 12 Berlin Mitte last year.",
			[]string{street + "Lindenstraße 12", loc + "Berlin", loc + "Mitte"}}},
		{"a version and a product stay untouched", detectCase{"Version 2 Release Notes are online.", nil}},
		{"a page and a chapter's title stay untouched", detectCase{"Page 14 Getting Started explains the setup.", nil}},
	})
}
