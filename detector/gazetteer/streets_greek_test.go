package gazetteer

import "testing"

func TestGazetteerGreekScriptStreets(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Greek word and a year on their line in English text are no street", detectCase{"The logo read:\nΑθήνα 2004\nand everyone cheered.", nil}},
		{"a Greek name that is no genitive and its number after a preposition in English text are a street", detectCase{"The new clinic opened at Μεγάλη Άμμος 184 last month.", []string{street + "Μεγάλη Άμμος 184"}}},
		{"a Greek title and a count in English text stay untouched", detectCase{"I read it at Καθημερινή 2 days ago.", nil}},
		{"a Greek noun and its number in Greek text stay a noun and its number", detectCase{"Διάβασε το Κεφάλαιο 3 αύριο.", nil}},
		{"an abbreviated Greek type, a name and a number between two numbers are a street with its block", detectCase{"She lives at 928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝ∆ΡΙΑ\n Cyprus (Greek) 51034", []string{street + "928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝ∆ΡΙΑ\n Cyprus (Greek) 51034"}}},
		{"a Greek street takes the ΤΚ postcode line and its town", detectCase{"Deliver to Πλ. Καυκωνίας 3,\nΤΚ 433 19 Χαλκίδα by noon.", []string{street + "Πλ. Καυκωνίας 3,\nΤΚ 433 19 Χαλκίδα"}}},
		{"a Greek type written in full opens a street", detectCase{"Αποστολή: Οδός Ερμού 25, ΤΚ 105 63 Αθήνα", []string{street + "Οδός Ερμού 25, ΤΚ 105 63 Αθήνα"}}},
		{"a Greek name without a type before its ΤΚ line is a street", detectCase{"Billing address\nΚωτούλα 5,\nΤΚ 152 15 Κόρινθος", []string{street + "Κωτούλα 5,\nΤΚ 152 15 Κόρινθος"}}},
		{"a Greek genitive and its number after a preposition of place are a street", detectCase{"Her flat is at Μακροπούλου 9.", []string{street + "Μακροπούλου 9"}}},
		{"a Greek genitive after a Greek preposition is a street", detectCase{"Μένω στην Αλεξάνδρας 14 με τη μητέρα μου.", []string{street + "Αλεξάνδρας 14"}}},
		{"a Greek type in lower case opens a street in a text without capitals", detectCase{"our shop is at πλ. ανάβατου 3, next to the bakery.", []string{street + "πλ. ανάβατου 3"}}},
		{"a Greek noun and its number are no street", detectCase{"Ο Πίνακας 4 δείχνει τα αποτελέσματα.", nil}},
		{"Greek chapters and sections are no streets", detectCase{"Δες το Κεφάλαιο 4 και την Ενότητα 2.", nil}},
		{"a Greek version number is no street", detectCase{"Η Έκδοση 2 κυκλοφόρησε.", nil}},
	})
}
