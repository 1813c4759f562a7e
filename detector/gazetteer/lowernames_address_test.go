package gazetteer

import "testing"

func TestGazetteerLowerCaseAddressOwners(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two words with a known first name between adresse de and a colon are the address's owner", detectCase{"nouvelle adresse de stéphanie bigot : rue dupuy, 80805 besnardville", []string{per + "stéphanie bigot", street + "rue dupuy, 80805 besnardville"}}},
		{"a surname, a comma and a first name before the colon are the owner written surname first", detectCase{"nouvelle adresse de bigot, stéphanie : à venir", []string{per + "bigot, stéphanie"}}},
		{"a surname, a comma and a first name after address for are the owner", detectCase{"new address for smith, karin: tba", []string{per + "smith, karin"}}},
		{"a first name alone between el número de and a copula before a number is the number's holder", detectCase{"el número de dorotea es +34 886 117 589", []string{per + "dorotea"}}},
		{"a first name and a surname between il numero di and è before a number", detectCase{"il numero di giulia fontana è 0122537198", []string{per + "giulia fontana"}}},
		{"a surname, a comma and a first name after le numéro de", detectCase{"le numéro de bigot, stéphanie est 0612345678", []string{per + "bigot, stéphanie"}}},
		{"a first name only the dictionary holds between l'iban de and a copula before the IBAN", detectCase{"l'iban de jeannine est fr5160214214813320578312664", []string{per + "jeannine"}}},
		// Not names.
		{"a word after the number of is no holder", detectCase{"the number of users is 42", nil}},
		{"a first name that is a Spanish word is no holder", detectCase{"el número de luna es 42", nil}},
		{"two words no list holds before the colon are no owner", detectCase{"nouvelle adresse de livraison principale : rue dupuy", []string{street + "rue dupuy"}}},
		{"a determiner after adresse de opens no owner", detectCase{"nouvelle adresse de la société : à venir", nil}},
		{"an owner in a text with capitals is left to the other rules", detectCase{"Nouvelle adresse de stéphanie bigot : à venir", nil}},
	})
}
