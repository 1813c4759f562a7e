package gazetteer

import "testing"

func TestGazetteerLowerCasePeopleListedBeforeTheSpeaker(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before and me is a person", detectCase{"ok so holly and me went there", []string{per + "holly"}}},
		{"a first name before and me that ends the text is a person", detectCase{"tickets for holly and me", []string{per + "holly"}}},
		{"the last of a list before und ich that ends the text is a person", detectCase{"das machen karl-hermann, peter und ich", []string{per + "karl-hermann", per + "peter"}}},
		{"first names joined by commas before und ich are people", detectCase{"karl-hermann, peter und ich machen das", []string{per + "karl-hermann", per + "peter"}}},
		{"first names joined by a comma before e io are people", detectCase{"riccardo, adele e io ce ne occupiamo", []string{per + "riccardo", per + "adele"}}},
		{"first names and surnames before et moi are people", detectCase{"participants : jean evrard, roland seguin et moi", []string{per + "jean evrard", per + "roland seguin"}}},
		// Not names.
		{"common nouns before and i are none", detectCase{"the team, my boss and i", nil}},
		{"a first name among the commonest words before and i is none", detectCase{"summer and i went hiking", nil}},
		{"products before and i are none", detectCase{"linux, windows and i", nil}},
		{"you and me names no one", detectCase{"between you and me", nil}},
		{"an Italian article after e opens no list", detectCase{"pane e i biscotti", nil}},
	})
}
