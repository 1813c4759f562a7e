package gazetteer

import "testing"

func TestGazetteerTwoHyphenatedSurnamesAreAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two words in no list joined by a hyphen, in a German log line", detectCase{"WARN Benutzer Dörr-Noack gesperrt", []string{per + "Dörr-Noack"}}},
		{"two words in no list joined by a hyphen, in a key's value", detectCase{"owner: Ježková-Strnadová\nteam: payments", []string{per + "Ježková-Strnadová"}}},
		{"a common surname and a rarer one open a sentence", detectCase{"Green-Morgan will join the meeting on Monday.", []string{per + "Green-Morgan"}}},
		{"two Spanish surnames after a time word", detectCase{"Ayer Batlle-Noguera llamó a la oficina.", []string{per + "Batlle-Noguera"}}},
		{"two surnames in a string literal", detectCase{`create_user(name="Chowaniak-Balawender", active=True)`, []string{per + "Chowaniak-Balawender"}}},
		{"a compound first name whose first part is also a title needing a dot is a name", detectCase{"Ticket opened by Ing-Britt Persson-Andersson.", []string{per + "Ing-Britt Persson-Andersson"}}},
		{"a first name before two hyphenated surnames joins them", detectCase{"Full name: Josh Khan-Knight", []string{per + "Josh Khan-Knight"}}},
		{"two surnames close a letter", detectCase{"Bonjour Nathalie,\n\nmerci pour votre retour.\n\nCordialement,\nBailly-Techer", []string{per + "Nathalie", per + "Bailly-Techer"}}},
		// Text that must stay untouched.
		{"two common words joined by a hyphen", detectCase{"The Follow-Up call and the Check-In desk moved.", nil}},
		{"a header of a request", detectCase{"Content-Type: application/json\nCache-Control: no-cache", nil}},
		{"German nouns joined by a hyphen", detectCase{"Die Login-Seite und der Backup-Server sind wieder erreichbar.", nil}},
		{"a region joined by a hyphen is a place", detectCase{"Wir fahren nach Baden-Württemberg und dann weiter.", []string{loc + "Baden-Württemberg"}}},
		{"two first names joined by a hyphen are one first name", detectCase{"Merci Jean-Pierre pour ton aide.", []string{per + "Jean-Pierre"}}},
		{"a product's name before a common word", detectCase{"Das Grafana-Dashboard zeigt den Redis-Cluster.", nil}},
		{"a tool and a German noun after an article", detectCase{"We migrated the Bitbucket-Repo and the Linux-Server last week.", nil}},
		{"a brand before a German compound noun, a server and a subscription", detectCase{"- Sepa-Lastschrift\n- Hetzner-Server\n- Netflix-Abo", nil}},
		{"a brand of two common words", detectCase{"Open-Source projects need Read-Only mirrors.", nil}},
	})
}
