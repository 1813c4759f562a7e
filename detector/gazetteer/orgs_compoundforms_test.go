package gazetteer

import "testing"

func TestGazetteerCompoundLegalFormsEndTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"S.A. de C.V. ends the firm whole", detectCase{"Ticket 7730: el cliente Montañez S.A. de C.V. reporta fallos.", []string{org + "Montañez S.A. de C.V."}}},
		{"S. de R.L. de C.V. ends the firm whole", detectCase{"Proveedor: Ibarra Quiroz S. de R.L. de C.V.", []string{org + "Ibarra Quiroz S. de R.L. de C.V."}}},
		{"S. R.L. de C.V. with a space ends the firm whole", detectCase{"mi hermana entró a trabajar en Marroquín S. R.L. de C.V. el lunes", []string{org + "Marroquín S. R.L. de C.V."}}},
		{"two owners before S.A. de C.V. are the firm", detectCase{"Incidencia 20264 - Navarro y Castillo S.A. de C.V. no puede descargar facturas", []string{org + "Navarro y Castillo S.A. de C.V."}}},
		{"A.C. in capitals is a legal form", detectCase{"Asunto: factura de Aparicio A.C.", []string{org + "Aparicio A.C."}}},
		{"S.A.B. de C.V. ends the firm whole", detectCase{"Compramos acciones de Vitro S.A.B. de C.V. ayer.", []string{org + "Vitro S.A.B. de C.V."}}},
		{"the Austrian OG is a legal form", detectCase{"Die Hofstätter OG haftet nur für Vorsatz.", []string{org + "Hofstätter OG"}}},
		{"the Austrian GesbR is a legal form", detectCase{"Hast du was von Geiger Füreder GesbR gehört?", []string{org + "Geiger Füreder GesbR"}}},
		{"a Croatian or Slovenian d.o.o. ends a firm", detectCase{"Novak d.o.o. je podjetje iz Kranja.", []string{org + "Novak d.o.o."}}},
		{"the Austrian KEG is a legal form", detectCase{"Rechnung an Pichler KEG geschickt.", []string{org + "Pichler KEG"}}},
		{"two owners and & before OG are the firm", detectCase{"ruf bitte Redl & Siegl OG an", []string{org + "Redl & Siegl OG"}}},
		// Text that stays untouched.
		{"a.c. in small letters is an abbreviation", detectCase{"The room has a.c. and a fridge.", nil}},
		{"de before a word that is no dotted form stays out", detectCase{"Hablé con Montañez S.A. de nuevo.", []string{org + "Montañez S.A."}}},
		{"a lone S. before a name is an initial", detectCase{"Signed by S. R. Holt yesterday.", []string{per + "S. R. Holt"}}},
		{"og in small letters is no legal form", detectCase{"that was og content, keg stands at the party", nil}},
		{"a beer keg stays a keg", detectCase{"Bring the Keg to the Party.", nil}},
	})
}

func TestGazetteerAustriasOGInSmallLettersInGermanText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"og after a surname in German text without capitals is a firm", detectCase{"schick das bitte an rottensteiner og", []string{org + "rottensteiner og"}}},
		{"og after two owners in German text without capitals is a firm", detectCase{"wir haben gestern mit schwarzl & zeller og unterschrieben, die liefern morgen", []string{org + "schwarzl & zeller og"}}},
		// Elsewhere og is a word.
		{"og in English text without capitals is slang", detectCase{"that track is og, the remix is not", nil}},
	})
}
