package gazetteer

// Three owners' names as "A, B and C" whose words are as often first
// names ("Lee, Cruz and Boyd", "Taylor, Fletcher and Brown") or not all
// in the surname lists ("Sims, Smith and Smith") are one firm where the
// text makes them one thing: the whole value of a field, quoted
// ("company": "Douglas, Gilbert and James") or a cell of a table
// ("Smith, Davies and Evans,74308,paid"), or the subject of a verb in the
// singular ("Lee, Cruz and Boyd wants a discount"), or where the
// grammar around them or a word that opens firms' names makes them a firm
// (oneOwnerFirm: "renew the Cooper, Walker and Ball contract";
// openingBefore: "Club Saldaña, Carvajal y Zamora"). A list of three
// people fills no field alone and takes the plural.

// ownersField reports whether the three names of words [i, end) fill a
// field whole: between the same quotes, or between the start of a line
// or a separator glued to them and a separator glued to them or the end
// of the line (a cell of a comma-, semicolon- or bar-separated line).
func (s *scratch) ownersField(i, end int) bool {
	if i > 0 && end < len(s.toks) && s.toks[i].flags&(tfSpace|tfNL) == 0 && s.toks[end].flags&(tfWord|tfSpace|tfNL) == 0 {
		if q := s.toks[i-1].r; quoteRune(q) && s.toks[end].r == q {
			return true // "Douglas, Gilbert and James"
		}
	}
	if i > 0 && s.toks[i].flags&tfNL == 0 && !(s.toks[i].flags&tfSpace == 0 && cellSeparator(s.toks[i-1].r)) {
		return false
	}
	if end >= len(s.toks) || s.toks[end].flags&tfNL != 0 {
		return true
	}
	return s.toks[end].flags&(tfWord|tfSpace) == 0 && cellSeparator(s.toks[end].r) && s.cellComma(end)
}

// cellSeparator reports whether r parts the cells of a table's line.
func cellSeparator(r rune) bool {
	return r == ',' || r == ';' || r == '|' || r == '\t'
}

// cellComma reports whether the separator at token j, glued to the word
// before it, parts the cells of a table's line rather than the items of
// a list: something glued to it after it ("Evans,74308,paid"; a comma
// before a space or a line break goes on with a list).
func (s *scratch) cellComma(j int) bool {
	n := j + 1
	return n < len(s.toks) && s.toks[n].flags&(tfSpace|tfNL) == 0
}

// singularVerb reports whether w, folded, is an English verb of the
// third person singular that firms are the subject of ("wants", "owes",
// "ships"); three people take its plural.
func singularVerb(w []byte) bool {
	switch string(w) {
	case "wants", "needs", "owes", "pays", "sends", "says", "asks", "offers", "agrees", "charges", "claims", "delivers",
		"ships", "supplies", "provides", "requires", "confirms", "handles", "makes", "sells", "buys", "builds", "uses",
		"keeps", "refuses", "expects", "disputes", "requests", "insists", "plans", "operates", "employs", "manufactures",
		"distributes", "represents", "owns", "holds", "reports", "invoices", "bills", "accepts", "rejects", "announces":
		return true
	}
	return false
}

// cellStart reports whether word i opens a cell of a table's line after
// another cell: a separator glued to the word before it and to word i
// ("Teresa Baker,Bailey, Jackson and Anderson,sales@example.com"), which
// parts cells, not the items of a list, so neither a list nor a name
// before it goes on into word i.
func (s *scratch) cellStart(i int) bool {
	return i > 1 && s.toks[i].flags&(tfSpace|tfNL) == 0 && s.toks[i-1].flags&(tfWord|tfSpace|tfNL) == 0 &&
		cellSeparator(s.toks[i-1].r) && s.toks[i-2].flags&tfWord != 0
}
