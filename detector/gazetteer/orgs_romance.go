package gazetteer

// Romance firms' names: linked by "de", "del", "di", "du"… and opened by
// a trade noun ("Restauración del Norte S.A.T.", "Transportes de la Costa
// S.L."; docs/names.md, "Rules, in order of strength").

// romanceLink reports whether w, in small letters, links two words of a
// Romance firm's name before its legal form.
func romanceLink(w []byte) bool {
	switch string(w) {
	case "de", "del", "della", "dello", "dei", "degli", "delle", "di", "du", "des", "da", "do", "dos", "das":
		return true
	}
	return false
}

// tradeOpening reports whether w, folded, is a trade or a word for a
// firm that opens a Romance or Dutch firm's name before the rest of it
// and its legal form ("Compañía RN S.C.P", "Talleres Cabrera S.Com.",
// "Construcciones Ortega S.L.", "Koninklijke Jansen NV").
func tradeOpening(w []byte) bool {
	switch string(w) {
	case "compania", "compagnia", "compagnie", "societe", "sociedad", "societa", "sociedade", "groupe", "grupo", "gruppo",
		"comercial", "comercializadora", "construcciones", "construcoes", "costruzioni", "constructions", "servicios",
		"servizi", "servicos", "soluciones", "soluzioni", "solucoes", "instalaciones", "impianti", "talleres",
		"transportes", "trasporti", "transports", "distribuciones", "distribuzioni", "distribuidora", "laboratorios",
		"laboratori", "laboratoires", "industrias", "industrie", "farmaceutica", "consultoria", "consulting",
		"restauracion", "inversiones", "investimenti", "inmobiliaria", "immobiliare", "imobiliaria", "ediciones",
		"edizioni", "editions", "editorial", "hnos", "hermanos", "fratelli", "familia", "famiglia", "koninklijke",
		"atelier", "ateliers", "etablissements", "ets", "officina", "manifattura", "agencia", "agenzia", "agence",
		"banco", "banca", "logistica", "fabrica", "manufacturas":
		return true
	}
	return false
}

// linkBefore returns the first token of a Romance link ending right
// before name word k of a firm's run with a legal form ("del", "de la",
// "di"), when a capitalised word that may name the firm stands before
// it, or -1: inside a sentence any such word, at its start only a trade
// ("Transportes de la Costa S.L."; "Facture de Dupont SA" links nothing).
func (s *scratch) linkBefore(k int, nameOK func(int) bool) int {
	l := s.prevWord(k)
	if l < 0 || s.toks[l].shape != shLower {
		return -1
	}
	if orgArticle(s.wordBytes(l)) {
		if m := s.prevWord(l); m >= 0 && s.toks[m].shape == shLower && romanceLink(s.wordBytes(m)) {
			l = m // "de la"
		} else {
			return -1
		}
	} else if !romanceLink(s.wordBytes(l)) {
		return -1
	}
	p := s.prevWord(l)
	if p < 0 || s.toks[p].shape != shCap && !(s.noUpper && s.toks[p].shape == shLower && tradeOpening(s.wordBytes(p))) ||
		!nameOK(p) && !tradeOpening(s.wordBytes(p)) {
		return -1
	}
	if s.toks[p].flags&tfSentStart != 0 && !tradeOpening(s.wordBytes(p)) {
		return -1
	}
	if a := s.resolved(p); a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3 {
		return -1 // "le bureau de Paris de Dupont SA": a place's office
	}
	return l
}
