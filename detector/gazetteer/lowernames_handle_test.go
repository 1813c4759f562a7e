package gazetteer

import "testing"

func TestGazetteerLowerCaseFirstNameAsAChatHandle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name after an opening @ is a person", detectCase{"fyi @cecilia il deploy è fatto", []string{per + "cecilia"}}},
		{"a first name that is a common word is a person as a handle", detectCase{"hey @frank thanks for the fix", []string{per + "frank"}}},
		{"handles before a comma are people", detectCase{"cc @margrit, @ekkehard", []string{per + "margrit", per + "ekkehard"}}},
		{"a handle before an exclamation mark is a person", detectCase{"thanks @will!", []string{per + "will"}}},
		{"a handle in brackets is a person", detectCase{"(@jessica) approved the change", []string{per + "jessica"}}},
		// Not names.
		{"a package's scope is no handle", detectCase{"npm install @jessica/ui-kit", nil}},
		{"a decorator's call is no handle", detectCase{"use @patch(target) in the test", nil}},
		{"a decorator's attribute is no handle", detectCase{"pytest @mark.skip on this one", nil}},
		{"a word of a closed class after @ is none", detectCase{"@here the build is red", nil}},
		{"a tag of a documentation comment is no handle", detectCase{"@param name the user name", nil}},
		{"a first name after the @ of an address is no handle", detectCase{"write to support@frank.io", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterChatsWith(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after w/ that ends the text is a person", detectCase{"hanging out w/ kevin", []string{per + "kevin"}}},
		{"a first name after w/ before a word of time is a person", detectCase{"hanging out w/ kevin tonight", []string{per + "kevin"}}},
		// Not names.
		{"a common word after w/ is none", detectCase{"coffee w/ milk", nil}},
		{"a first name that is a common word after w/ is none", detectCase{"see you w/ grace", nil}},
		{"a path's w/ is no preposition", detectCase{"path a/w/ kevin", nil}},
	})
}
