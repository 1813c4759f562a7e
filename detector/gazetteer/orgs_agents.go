package gazetteer

// The firm after a word that takes its agent, owner or addressee with a
// preposition in French, German, Spanish and Italian ("exploité par
// Zentrova", "propiedad de Zentrova", "gestito da Zentrova", "gehört zu
// Zentrova", "facture à Zentrova", "Rechnung an Zentrova", "Kundenservice
// von Zentrova"), and English "shares in Zentrova" (docs/names.md,
// "Rules, in order of strength").

// agentPrep reports whether prep, folded, introduces the firm after cue
// word cue, folded: each cue takes one preposition of its language.
func agentPrep(cue, prep []byte) bool {
	var want string
	switch string(cue) {
	case "exploite", "exploitee", "gere", "geree", "detenu", "detenue":
		want = "par"
	case "appartient", "facture", "factures", "devis", "factura", "facturas", "fattura", "fatture":
		want = "a"
	case "operado", "operada", "gestionado", "gestionada":
		want = "por"
	case "propiedad":
		want = "de"
	case "gestito", "gestita", "operato", "operata":
		want = "da"
	case "proprieta", "clienti":
		want = "di"
	case "gehort":
		want = "zu"
	case "rechnung":
		want = "an"
	case "kundenservice", "kundendienst":
		want = "von"
	case "shares":
		want = "in"
	default:
		return false
	}
	return string(prep) == want
}

// agentOnly reports whether cue w, folded, announces a firm only through
// the preposition agentPrep gives it: without it the word says nothing of
// a firm ("das Konto gehört Anna Becker").
func agentOnly(w []byte) bool {
	switch string(w) {
	case "exploite", "exploitee", "gere", "geree", "detenu", "detenue", "appartient", "operado", "operada",
		"gestionado", "gestionada", "propiedad", "gestito", "gestita", "operato", "operata", "proprieta", "clienti",
		"gehort", "kundenservice", "kundendienst":
		return true
	}
	return false
}

// orgAfterAgent adds the firm after cue word c and the preposition it
// takes (agentPrep), maybe past an article, and reports whether the cue
// is read: it added a firm, or the cue is agentOnly. A person or a place
// there stays one (see orgAfterCue: "gestito da Marco Rossi", "facture à
// Paris"), for the other rules to read.
func (s *scratch) orgAfterAgent(c int) bool {
	p := s.nextWord(c)
	if p < 0 || s.toks[p].shape != shLower || s.toks[p].letters > 3 || !agentPrep(s.wordBytes(c), s.wordBytes(p)) {
		return agentOnly(s.wordBytes(c))
	}
	r := s.nextWord(p)
	if r >= 0 && s.toks[r].shape == shLower && orgArticle(s.wordBytes(r)) {
		r = s.nextWord(r)
	}
	if r < 0 || !s.capWord(r) || !s.free(r) {
		return agentOnly(s.wordBytes(c))
	}
	orgs := s.kinds[labelOrg]
	s.orgAfterCue(r, false)
	return s.kinds[labelOrg] > orgs || agentOnly(s.wordBytes(c))
}
