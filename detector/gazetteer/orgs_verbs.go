package gazetteer

// Verbs that firms do, in French, German, Spanish and Italian, after the
// subject that opens a sentence ("Zentrova a annoncé…", "Kalbri anunció…",
// "Risol ha annunciato…", "Bexga eröffnet…"; docs/names.md, "Rules, in
// order of strength"). subjectFirms reads them beside the English ones.

// foreignFirmVerb reports whether w, folded, is a verb that firms, rarely
// people, do: a finite form right after the subject, or a participle after
// an auxiliary (foreignAuxiliary). Forms that are also common nouns of
// their language are left out ("contrato", "lancio").
func foreignFirmVerb(w []byte) bool {
	switch string(w) {
	// French: present and participle.
	case "annonce", "rachete", "acquiert", "acquis", "recrute", "lance", "licencie", "fusionne", "devoile",
		"commercialise", "fabrique", "emploie", "leve", "delocalise", "racheter":
		return true
	// Spanish: preterite and participle.
	case "anuncio", "anuncia", "anunciado", "adquirio", "adquiere", "adquirido", "lanzo", "lanzado", "despidio",
		"despedido", "fusiono", "fabrica", "comercializa", "emplea", "recaudo":
		return true
	// Italian: present and participle.
	case "annuncia", "annunciato", "acquisisce", "acquisito", "lancia", "lanciato", "licenziato", "assume",
		"assunto", "fabbrica", "commercializza", "impiega", "rilevato":
		return true
	// German: present, the verb second.
	case "ubernimmt", "eroffnet", "kundigt", "entlasst", "erwirbt", "beschaftigt", "vertreibt", "produziert":
		return true
	}
	return false
}

// foreignAuxiliary reports whether w, folded, is the auxiliary of a
// perfect before a participle that foreignFirmVerb lists ("a annoncé",
// "ha anunciado", "ha annunciato").
func foreignAuxiliary(w []byte) bool {
	switch string(w) {
	case "a", "ont", "ha", "han", "hanno":
		return true
	}
	return false
}

// afterOpeningTime reports whether capitalised word i follows a time word
// that opens its sentence, maybe after "last" or "this" ("Yesterday
// Quorvenal acquired…", "Last week Quorvenal announced…"): the subject
// starts there.
func (s *scratch) afterOpeningTime(i int) bool {
	p := s.prevWord(i)
	if p < 0 || !s.openingTime(p) {
		return false
	}
	if s.toks[p].flags&tfSentStart != 0 {
		return true
	}
	q := s.prevWord(p)
	return q >= 0 && s.toks[q].flags&tfSentStart != 0 && (s.wordIs(q, "last") || s.wordIs(q, "this"))
}

// openingTime reports whether word k says when, as the first words of an
// English sentence do before its subject ("Yesterday", "Last week").
func (s *scratch) openingTime(k int) bool {
	if s.toks[k].cls&wcTimeWord != 0 {
		return true
	}
	switch string(s.wordBytes(k)) {
	case "yesterday", "today", "tonight", "earlier", "recently", "meanwhile", "week", "month", "year", "quarter":
		return true
	}
	return false
}
