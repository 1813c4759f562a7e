package gazetteer

import "testing"

func TestGazetteerAWordForAFirmOpensTheOwnersFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Club before two owners joins the firm", detectCase{`{"company": "Club Salcido y Ulibarri", "status": "active"}`, []string{org + "Club Salcido y Ulibarri"}}},
		{"Despacho before three owners in small letters joins the firm", detectCase{"mañana me reúno con la gente de despacho díaz, gallardo y ferrer", []string{org + "despacho díaz, gallardo y ferrer"}}},
		{"Grupo before a hyphenated firm in small letters joins the firm", detectCase{"el pedido de grupo ayala-alejandro llegó tarde otra vez", []string{org + "grupo ayala-alejandro"}}},
		{"a capitalised particle after a first name stays in the person's name", detectCase{"Bitte senden Sie die Unterlagen an Joris Le Brun-Hofstede, Kanaalweg 4, Delft.", []string{per + "Joris Le Brun-Hofstede", street + "Kanaalweg 4, Delft"}}},
		{"a capitalised article before an institution's head noun is no surname particle", detectCase{"FYI: La Universidad de Granada abre el plazo.", []string{org + "Universidad de Granada"}}},
		{"a capitalised particle inside a sentence opens the firm's owner", detectCase{`log.info("synced account for Le Gall S.A.S.")`, []string{org + "Le Gall S.A.S."}}},
		{"a capitalised particle after a dash opens the firm's owner", detectCase{"Incident 42639 – Le Roux Ruiz S.A. ne peut plus télécharger ses factures", []string{org + "Le Roux Ruiz S.A."}}},
		// Words that open no firm stay out.
		{"an article opening a sentence stays out of the firm", detectCase{"Le client Dupont SA a payé.", []string{org + "Dupont SA"}}},
		{"a word of a family before people keeps them people", detectCase{"Saludos de la Familia Ana García.", []string{per + "Ana García"}}},
		{"a verb before owners stays out of the firm", detectCase{"Please call Salcido y Ulibarri today.", []string{org + "Salcido y Ulibarri"}}},
	})
}

func TestGazetteerAWordForAFirmMakesTwoOwnersInSmallLettersAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a gerund before two names joined by English and opens no firm", detectCase{"after consulting smith and jones we decided", nil}},
		{"proyectos before two owners joined by y is a firm", detectCase{"firmamos con proyectos soria y heredia la semana pasada", []string{org + "proyectos soria y heredia"}}},
		{"despacho before two owners joined by y is a firm", detectCase{"mi primo hace prácticas en despacho valles y holguín", []string{org + "despacho valles y holguín"}}},
		{"laboratorios before two owners at the end is a firm", detectCase{"mañana me reúno con la gente de laboratorios otero y badillo", []string{org + "laboratorios otero y badillo"}}},
		// Two names without such a word stay as they were.
		{"two first names joined by y are no firm", detectCase{"mañana viene con ana y luis a la oficina", []string{per + "ana y luis"}}},
		{"common words after a trade word stay untouched", detectCase{"el club abre y cierra a las ocho", nil}},
	})
}
