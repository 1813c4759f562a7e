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
		{"a first name that is a region's name under first", detectCase{`{"first": "Virginia", "last": "Woolf"}`, []string{per + "Virginia", per + "Woolf"}}},
		{"a first name in the register under given", detectCase{`{"given": "Ruggero", "family": "Griselda"}`, []string{per + "Ruggero", per + "Griselda"}}},
		{"a surname that is a town's name under last", detectCase{`{"first": "Anna", "last": "Berg"}`, []string{per + "Anna", per + "Berg"}}},
		{"a surname in no list beside a known first name", detectCase{`{"first": "Maxim", "last": "Kuit"}`, []string{per + "Maxim", per + "Kuit"}}},
		{"a surname in no list beside a hyphenated first name", detectCase{"name:\n  first: Anne-Rose\n  last: Liebelt", []string{per + "Anne-Rose", per + "Liebelt"}}},
		{"names in no list written with diacritics", detectCase{"name:\n  first: Şahat\n  last: Eraslan", []string{per + "Şahat", per + "Eraslan"}}},
		{"a surname that is a common word beside a known first name", detectCase{`{"given": ["Leon"], "family": "Hunt"}`, []string{per + "Leon", per + "Hunt"}}},
		// Text that must stay untouched.
		{"days under first and last", detectCase{`{"first": "Monday", "last": "Friday"}`, nil}},
		{"common words under first and last", detectCase{`{"first": "Draft", "last": "Final"}`, nil}},
		{"states under first and last", detectCase{"first: Open\nlast: Closed", nil}},
		{"a font's family without a given key", detectCase{"font-family: Roboto\nfamily: Inter", nil}},
		{"a last key alone", detectCase{`{"last": "Reed", "size": 4}`, nil}},
		{"tools in no list under first and last", detectCase{`{"first": "Kubernetes", "last": "Docker"}`, nil}},
		{"filler words in no list under first and last", detectCase{`{"first": "Lorem", "last": "Ipsum"}`, nil}},
		{"a sort's directions under first and last", detectCase{`{"sort": {"first": "Asc", "last": "Desc"}}`, nil}},
		{"systems in no list under first and last", detectCase{`{"first": "Ubuntu", "last": "Debian"}`, nil}},
		{"cities under first and last stay places", detectCase{`{"first": "Berlin", "last": "Munich"}`, []string{loc + "Berlin", loc + "Munich"}}},
		{"a font in no list under family and given", detectCase{`{"family": "Roboto", "given": "Sans"}`, nil}},
		{"the commonest words under first and last in YAML", detectCase{"pagination:\n first: Page\n last: Page", nil}},
		{"times of day under first and last in YAML", detectCase{"shifts:\n first: Morning\n last: Night", nil}},
	})
}
