package gazetteer

// A firm named before its listing: the run of names right before a
// bracket that opens with a stock exchange, a colon and a ticker ("Fybel
// (NASDAQ: FYB) reported earnings", "Nexmi Health (NYSE:NXH)"). The
// listing names a firm whatever its words are ("Apple (NASDAQ: AAPL)");
// a run that opens with a known first name stays a person's.

// stockExchange reports whether w, folded, names a stock exchange as
// tickers are written ("NASDAQ: AAPL", "LSE: VOD").
func stockExchange(w []byte) bool {
	switch string(w) {
	case "nasdaq", "nyse", "lse", "tsx", "asx", "xetra", "hkex":
		return true
	}
	return false
}

// orgBeforeTicker finds the firm before exchange word c written as "(EXCHANGE:
// TICKER)" and reports whether c is such a word (handled, found or not).
func (s *scratch) orgBeforeTicker(c int) bool {
	if c < 2 || s.toks[c-1].r != '(' || s.toks[c-1].flags&tfWord != 0 || !stockExchange(s.wordBytes(c)) {
		return false
	}
	if k := c + 1; k+1 >= len(s.toks) || s.toks[k].r != ':' || s.toks[k].flags&tfWord != 0 {
		return true
	}
	if n := s.nextWordAfter(c + 1); n < 0 || s.toks[n].shape != shUpper && s.toks[n].shape != shInitial {
		return true
	}
	from, words := s.orgRunStart(c-1, false)
	if words == 0 || words > 4 {
		return true
	}
	if firmAttrs(s.toks[from].attr)&attrFirst != 0 && s.toks[from].shape == shCap && words <= 2 && s.resolved(from)&attrOrg == 0 {
		return true // "Anna (NYSE: …)"
	}
	s.addOrg(from, c-1, s.confidence(0))
	return true
}
