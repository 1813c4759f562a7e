package gazetteer

// A firm named before its listing: the run of names right before a
// bracket that opens with a stock exchange, a colon and a ticker ("Fybel
// (NASDAQ: FYB) reported earnings", "Nexmi Health (NYSE:NXH)"). The
// listing names a firm whatever its words are ("Apple (NASDAQ: AAPL)");
// a run that opens with a known first name stays a person's.

// orgBeforeTicker finds the firm before stock exchange word c
// (moreCueKind) written as "(EXCHANGE: TICKER)".
func (s *scratch) orgBeforeTicker(c int) {
	if c < 2 || s.toks[c-1].r != '(' || s.toks[c-1].flags&tfWord != 0 {
		return
	}
	if k := c + 1; k+1 >= len(s.toks) || s.toks[k].r != ':' || s.toks[k].flags&tfWord != 0 {
		return
	}
	if n := s.nextWordAfter(c + 1); n < 0 || s.toks[n].shape != shUpper && s.toks[n].shape != shInitial {
		return
	}
	from, words := s.orgRunStart(c-1, false)
	if words == 0 || words > 4 {
		return
	}
	if firmAttrs(s.toks[from].attr)&attrFirst != 0 && s.toks[from].shape == shCap && words <= 2 && s.resolved(from)&attrOrg == 0 {
		return // "Anna (NYSE: …)"
	}
	s.addOrg(from, c-1, s.confidence(0))
}
