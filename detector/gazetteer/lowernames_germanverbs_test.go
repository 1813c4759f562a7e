package gazetteer

import "testing"

func TestGazetteerGermanVerbsAfterLowerFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a known surname before a verb are a person", detectCase{"anna becker kommt morgen", []string{per + "anna becker"}}},
		{"a known surname in -t after a first name is a surname", detectCase{"frag mal anna schmitt wegen dem schlüssel", []string{per + "anna schmitt"}}},
		{"a known surname in -dt after a first name is a surname", detectCase{"ich hab mit jonas brandt gesprochen", []string{per + "jonas brandt"}}},
		{"a known surname in -st after a first name is a surname", detectCase{"termin mit lothar ernst um 14 uhr", []string{per + "lothar ernst"}}},
		{"a known surname in -en after a first name is a surname", detectCase{"grüße an tom hagen", []string{per + "tom hagen"}}},
		{"a register's surname in -en after a first name is a surname", detectCase{"ich hab mit anna mergen gesprochen", []string{per + "anna mergen"}}},
		{"a present in -t after a first name is no surname", detectCase{"anna vertritt mich morgen", []string{per + "anna"}}},
		{"a present in -t after a greeting's group and a first name is no surname", detectCase{"hallo zusammen, anna vertritt mich", []string{per + "anna"}}},
		{"a plural present in -en after a first name is no surname", detectCase{"lothar kommen heute nicht", []string{per + "lothar"}}},
		{"a participle after a first name is no surname", detectCase{"hast du ben erreicht", []string{per + "ben"}}},
		{"a separable participle after a first name is no surname", detectCase{"heute hat anna angerufen", []string{per + "anna"}}},
		{"a participle in ge- after a first name is no surname", detectCase{"ich hab jonas gestern getroffen", []string{per + "jonas"}}},
		{"an infinitive in -eln after a first name is no surname", detectCase{"klaus wechseln wir morgen aus", []string{per + "klaus"}}},
		{"a listed verb that is a surname too after a first name is the verb", detectCase{"ich glaube sabine weiß das schon", []string{per + "sabine"}}},
		{"a plural verb after two first names joined by und is no surname", detectCase{"jonas und lothar vertreten uns", []string{per + "jonas", per + "lothar"}}},
		{"a surname in no list that no verb's form matches stays a surname", detectCase{"grüße an mato mülichen", []string{per + "mato mülichen"}}},
		{"a listed verb that is a known surname before another verb is the surname", detectCase{"bei siegried holt liegt noch mein schirm", []string{per + "siegried holt"}}},
		{"a modal after a first name is no surname", detectCase{"anna will kommen", []string{per + "anna"}}},
		{"a verb after a first name ends the name before the words after it", detectCase{"ruben wartet unten am eingang", []string{per + "ruben"}}},
		{"a verb after two first names ends the name", detectCase{"anna maria vertritt mich", []string{per + "anna maria"}}},
		{"a participle of contact after a first name that a verb takes is no surname", detectCase{"hab britta erreicht, alles gut", []string{per + "britta"}}},
		{"a verb after a greeted first name is no surname", detectCase{"moin, nelly übernimmt heute die frühschicht", []string{per + "nelly"}}},
		{"a plural verb in -ern after a first name joined by und to a person is no surname", detectCase{"helmar und eggert kümmern sich um die deko", []string{per + "helmar", per + "eggert"}}},
		{"a plural noun and a verb name no one", detectCase{"die rosen blühen schon", nil}},
		{"a greeting that goes on into its sentence names no one", detectCase{"hallo tom kommt später", nil}},
	})
}
