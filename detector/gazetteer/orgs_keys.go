package gazetteer

// firmKeys finds the organisation that is the value of a key whose name
// says firm, written as the keys of code, forms and data files write
// compound names: joined by "_" or "-", in camelCase, or as two words
// ("supplier_name: Paxata", `"companyName": "Paxata"`, "org_name:",
// "Employer name:", "Raison sociale :", "ragione_sociale:", "Firmenname:",
// "bedrijfsnaam:"). The key is read whole, its letters folded and its
// joints dropped, and looked up in firmKeyNames; the value is read as
// orgAfterKey reads the value of "company:". Only a text with a colon
// pays for it.
func (s *scratch) firmKeys() {
	for ci := 1; ci < len(s.toks); ci++ {
		t := &s.toks[ci]
		if t.flags&tfWord != 0 || t.r != ':' {
			continue
		}
		if !s.firmKeyBefore(ci) {
			continue
		}
		r := ci + 1
		for m := 0; m < 3 && r < len(s.toks) && s.toks[r].flags&(tfWord|tfNL) == 0; m++ {
			if c := s.toks[r].r; c != '"' && c != '\'' && c != '“' && c != '«' {
				break
			}
			r++
		}
		if r < len(s.toks) && s.toks[r].flags&(tfWord|tfNL) == tfWord && s.free(r) {
			s.orgAfterKey(r)
		}
	}
}

// firmKeyBefore reports whether the key that ends right before colon ci
// names a firm (firmKeyNames): the words glued by "_", "-" or nothing
// before it (a quote before the colon skipped), or with the word before
// them after a space ("Employer name"), standing where keys do: first on
// their line or after a quote, a brace, a comma, a bar or a list's dash
// ("the supplier name: …" in prose is none).
func (s *scratch) firmKeyBefore(ci int) bool {
	end := ci - 1
	if end >= 0 && s.toks[end].flags&tfWord == 0 && (s.toks[end].r == '"' || s.toks[end].r == '\'') && s.toks[ci].flags&(tfSpace|tfNL) == 0 {
		end-- // `"companyName":`
	}
	if end < 0 || s.toks[end].flags&tfWord == 0 {
		return false
	}
	start := end
	for start > 0 && s.toks[start].flags&(tfSpace|tfNL) == 0 && (s.toks[start-1].flags&tfWord != 0 || s.toks[start-1].r == '_' || s.toks[start-1].r == '-') {
		start--
	}
	if s.toks[start].flags&tfWord == 0 {
		return false
	}
	if s.keyStart(start) && s.firmKey(start, end) {
		return true
	}
	p := start - 1 // "Employer name", "Raison sociale"
	return p >= 0 && s.toks[start].flags&(tfSpace|tfNL) == tfSpace && s.toks[p].flags&tfWord != 0 && s.keyStart(p) && s.firmKey(p, end)
}

// keyStart reports whether word k stands where a key starts: first in
// the text or on its line, or after a quote, a brace, a comma, a bar or
// a list's dash.
func (s *scratch) keyStart(k int) bool {
	if k == 0 || s.toks[k].flags&tfNL != 0 {
		return true
	}
	p := &s.toks[k-1]
	if p.flags&tfWord != 0 {
		return false
	}
	switch p.r {
	case '"', '\'', '{', ',', '|', '-', '*':
		return true
	}
	return false
}

// firmKey reports whether the words of tokens [from, to], folded and
// joined without their joints, are one of firmKeyNames.
func (s *scratch) firmKey(from, to int) bool {
	var key [40]byte
	n := 0
	for k := from; k <= to; k++ {
		if s.toks[k].flags&tfWord == 0 {
			continue
		}
		for _, b := range s.wordBytes(k) {
			if b == '-' {
				continue // "vendor-name" is one word
			}
			if n == len(key) {
				return false
			}
			key[n], n = b, n+1
		}
	}
	return firmKeyNames[string(key[:n])]
}

// firmKeyNames are the keys, folded and without their joints, whose value
// is a firm's name.
var firmKeyNames = wordSet("companyname employername vendorname suppliername organizationname " +
	"organisationname orgname firmname businessname contractorname subcontractor contractor subcontractorname " +
	"merchantname bankname insurername carriername employercompany " +
	"nomentreprise nomdelentreprise nomsociete raisonsociale nomfournisseur prestataire " +
	"firmenname unternehmensname arbeitgebername lieferantenname auftragnehmer " +
	"nombreempresa nombredelaempresa razonsocial nombreproveedor " +
	"nomeazienda ragionesociale nomefornitore " +
	"bedrijfsnaam werkgevernaam leveranciersnaam " +
	"nomeempresa nomedaempresa razaosocial nomefornecedor")
