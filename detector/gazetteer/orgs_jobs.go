package gazetteer

// Top jobs and a firm's documents in the five languages and Dutch and
// Portuguese announce the firm after a preposition ("Geschäftsführer von
// Gertz", "directrice financière de Buisson", "Rechnung von Gerlach";
// docs/names.md, "Rules, in order of strength").

// topJob reports whether w, folded, heads a firm: its firm follows a
// preposition of the Romance or Germanic languages ("directeur de",
// "Geschäftsführer von", "amministratore delegato di", "diretor da",
// "directeur van"), maybe past one adjective of the job ("director
// general de"); English "director of" names a department and is left to
// jobNoun.
func topJob(w []byte) bool {
	switch string(w) {
	case "director", "directora", "directeur", "directrice", "direttore", "direttrice", "diretor", "diretora",
		"gerente", "presidente", "president", "prasident", "prasidentin", "geschaftsfuhrer", "geschaftsfuhrerin",
		"vorstand", "vorstandsvorsitzender", "vorstandsvorsitzende", "pdg", "amministratore", "oprichter":
		return true
	}
	return false
}

// firmDocument reports whether w, folded, is a document that a firm
// sends, in the other languages than English, whose sender follows "de",
// "von", "di", "da", "van" ("facture de", "Rechnung von", "fattura di");
// English text finds the firm after "invoice from" by its other rules.
func firmDocument(w []byte) bool {
	switch string(w) {
	case "facture", "factures", "devis", "rechnung", "angebot", "factura", "facturas",
		"presupuesto", "fattura", "fatture", "preventivo", "factuur", "fatura", "offerte", "orcamento":
		return true
	}
	return false
}

// jobPrep reports whether w introduces the firm after a topJob or a
// firmDocument in a language other than English.
func jobPrep(w []byte) bool {
	switch string(w) {
	case "de", "del", "du", "des", "di", "della", "da", "do", "von", "der", "van":
		return true
	}
	return false
}

// jobFirmStart returns the first word of the firm that topJob word c
// announces past one adjective of the job in small letters and a
// preposition (jobPrep), and past an article ("directrice financière de
// Buisson"), or -1; orgCueRun reads the job or document right before its
// preposition as any cue that takes one.
func (s *scratch) jobFirmStart(c int) int {
	p := s.nextWord(c)
	if p < 0 || s.toks[p].shape != shLower {
		return -1
	}
	doc := firmDocument(s.wordBytes(c))
	if !doc && !jobPrep(s.wordBytes(p)) {
		// "director general de", "directrice financière de"
		if q := s.nextWord(p); q >= 0 && s.toks[q].shape == shLower && s.toks[p].cls&wcStopword == 0 && jobPrep(s.wordBytes(q)) {
			p = q
		} else {
			return -1
		}
	} else if doc && !jobPrep(s.wordBytes(p)) && !s.wordIs(p, "from") {
		return -1
	}
	k := s.nextWord(p)
	if k >= 0 && s.toks[k].shape == shLower && orgArticle(s.wordBytes(k)) {
		k = s.nextWord(k)
	}
	if k < 0 || !s.free(k) && s.toks[k].flags&tfNoun == 0 || s.toks[k].flags&tfUsed != 0 {
		return -1
	}
	if !doc && department(s.wordBytes(k)) {
		return -1 // "director de Recursos Humanos": a department
	}
	if s.toks[k].cls&wcTimeWord != 0 {
		return -1 // "La factura de Enero": a month
	}
	return k
}

// department reports whether w, folded, names a department that a job
// heads in a firm, as the five languages capitalise it ("director de
// Recursos Humanos", "directeur des Ventes", "Vorstand für Finanzen").
func department(w []byte) bool {
	switch string(w) {
	case "recursos", "ressources", "risorse", "human", "ventas", "vendite", "ventes", "vertrieb", "verkauf", "sales",
		"marketing", "finanzas", "finanze", "finanzen", "finances", "finance", "compras", "acquisti", "achats",
		"einkauf", "operaciones", "operations", "operazioni", "produccion", "produzione", "production", "produktion",
		"logistica", "logistique", "logistik", "personal", "personale", "personnel", "tecnologia", "technologie",
		"informatica", "informatique", "sistemas", "systemes", "investigacion", "ricerca", "recherche", "forschung",
		"comunicacion", "comunicazione", "communication", "kommunikation", "calidad", "qualita", "qualite", "qualitat",
		"administracion", "amministrazione", "administration", "verwaltung", "ingenieria", "ingegneria", "ingenierie",
		"innovacion", "innovazione", "innovation", "seguridad", "sicurezza", "securite", "sicherheit", "engineering":
		return true
	}
	return false
}

// jobAdjective reports whether lower-case word p, right after a cue
// word, may be an adjective of a job before a preposition that starts as
// every jobPrep does, with a "d" or a "v" ("directrice financière de",
// "amministratore delegato di"): a cheap test before the word list of
// topJob.
func (s *scratch) jobAdjective(p int) bool {
	if s.toks[p].shape != shLower {
		return false
	}
	q := s.nextWord(p)
	if q < 0 || s.toks[q].shape != shLower {
		return false
	}
	b := s.text[s.toks[q].start]
	return b == 'd' || b == 'v'
}
