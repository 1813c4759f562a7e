package gazetteer

import "testing"

// A record that splits a person's name under the bare keys first and
// last, or given and family (FHIR's HumanName), names each part: each
// key is one when its partner keys a field of the same record.
func TestGazetteerFirstAndLastOrGivenAndFamilyKeysBesideEachOtherHoldANamesParts(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"first and last keys in JSON", detectCase{`{"first": "Travis", "last": "Gonzales"}`, []string{per + "Travis", per + "Gonzales"}}},
		{"a surname that is a common word under last beside first", detectCase{`{"first": "Abbie", "last": "Reed"}`, []string{per + "Abbie", per + "Reed"}}},
		{"first and last keys nested under name in YAML", detectCase{"name:\n  first: Shannon\n  last: Horn", []string{per + "Shannon", per + "Horn"}}},
		{"given and family keys of a patient", detectCase{`{"patient": {"given": "Dorothy", "family": "Fox"}}`, []string{per + "Dorothy", per + "Fox"}}},
		{"a FHIR name with its given names in a list", detectCase{`{"name": [{"family": "Carter", "given": ["Maria"]}]}`, []string{per + "Carter", per + "Maria"}}},
		// Text that must stay untouched.
		{"days under first and last", detectCase{`{"first": "Monday", "last": "Friday"}`, nil}},
		{"common words under first and last", detectCase{`{"first": "Draft", "last": "Final"}`, nil}},
		{"states under first and last", detectCase{"first: Open\nlast: Closed", nil}},
		{"a font's family without a given key", detectCase{"font-family: Roboto\nfamily: Inter", nil}},
		{"a last key alone", detectCase{`{"last": "Reed", "size": 4}`, nil}},
	})
}
