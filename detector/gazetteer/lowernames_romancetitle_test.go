package gazetteer

import "testing"

func TestGazetteerLowerCaseRomanceTitleAfterArticle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after la señora is a surname", detectCase{"la señora lobato de contabilidad llamó", []string{per + "lobato"}}},
		{"a known surname after la señora", detectCase{"la señora ponce de contabilidad llamó", []string{per + "ponce"}}},
		{"a word in no list after la signora is a surname", detectCase{"la signora procacci dell'amministrazione ha chiamato", []string{per + "procacci"}}},
		{"a word in no list after le dr is a surname", detectCase{"le dr carlier est absent jusqu'à lundi", []string{per + "carlier"}}},
		{"a word in no list after le prof is a surname", detectCase{"le prof monnier a annulé le cours", []string{per + "monnier"}}},
		{"a word in no list after il signor is a surname", detectCase{"ho parlato con il signor togliatti ieri", []string{per + "togliatti"}}},
		{"a word in no list after el sr is a surname", detectCase{"el sr lobato llamó otra vez", []string{per + "lobato"}}},
		{"a word in no list after le docteur is a surname", detectCase{"le docteur carlier est absent", []string{per + "carlier"}}},
		{"a surname of a trade's ending that a list holds after la señora", detectCase{"la señora batista llamó", []string{per + "batista"}}},
		{"a word in no list after au dr is a surname", detectCase{"demande au dr carlier si les résultats sont arrivés", []string{per + "carlier"}}},
		// Not names.
		{"a verb after la señora is no surname", detectCase{"la señora llamó otra vez", nil}},
		{"a verb after la dottoressa is no surname", detectCase{"la dottoressa dice che va bene", nil}},
		{"a participle after la signora is no surname", detectCase{"la signora ha chiamato stamattina", nil}},
		{"a French verb after le docteur is no surname", detectCase{"le docteur arrive demain", nil}},
		{"a noun after frau and the German article is no surname", detectCase{"die frau kommt morgen.", nil}},
		{"an adjective after la signora is no surname", detectCase{"la signora anziana ha chiamato", nil}},
		{"an adjective after el doctor is no surname", detectCase{"el doctor nuevo empieza el lunes", nil}},
		{"an office after la señora is no surname", detectCase{"habló la señora ministra", nil}},
		{"an office after il signor is no surname", detectCase{"ha parlato il signor sindaco", nil}},
		{"an adjective after el sr without its dot is no surname", detectCase{"el sr nuevo llegó", nil}},
		{"an adjective after el dr without its dot is no surname", detectCase{"el dr nuevo empieza hoy", nil}},
		{"an adjective after le professeur is no surname", detectCase{"le professeur principal arrive demain", nil}},
		{"a particle after le docteur opens no name of a common noun", detectCase{"le docteur de garde arrive", nil}},
		{"a service after la señora is no surname", detectCase{"la señora limpieza viene hoy", nil}},
		{"a trade in -iste after le docteur is no surname", detectCase{"le docteur spécialiste est absent", nil}},
		{"another trade in -iste after le docteur is no surname", detectCase{"le docteur urgentiste est passé", nil}},
		{"a trade in -ista after la dra is no surname", detectCase{"la dra especialista está de guardia", nil}},
		{"the weather after le monsieur is no surname", detectCase{"le monsieur météo annonce de la pluie", nil}},
		{"the canteen after la madame is no surname", detectCase{"la madame cantine est gentille", nil}},
		{"a teacher after la signora is no surname", detectCase{"la signora maestra è malata", nil}},
	})
}
