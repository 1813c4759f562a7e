package gazetteer

// germanGreetedFirst reports whether lower-case word i, which a greeting
// or a closing opens on its line in a text without capitals, is the one
// greeted in German: a German greeting or closing stands right before it
// (germanGreetings, or a leave-taking, thanks or wish of two words: "bis
// gleich, noel!", "danke dir, dieter")
// or the text reads as German, and it ends the address
// (vocativeEnd: a comma, an exclamation mark, the line's end). A known
// first name that is an English or French word counts there, as German
// reads neither ("hallo tom, hast du kurz zeit?", "gruß robin"), and so
// does a first name that only a national register holds ("moin
// wladimir!", "lg aysel"), of four letters or more. The word is no German
// noun ("gruß mark", "hallo team"), word of the commonest English level
// ("hallo summer!"), function word, country, region, town of 100,000
// people or more, technical term or word of a class that is never a name
// alone.
func (s *scratch) germanGreetedFirst(i int) bool {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || t.cls&(wcNotAlone|wcTechTerm) != 0 || !s.vocativeEnd(i) {
		return false
	}
	if p := s.prevWord(i); s.lang != langGerman && (p < 0 || !germanGreetings.has(s.wordBytes(p))) && !s.afterLeaveTaking(i) {
		return false
	}
	a := s.resolved(i)
	if a&(attrCountry|attrState|attrNounDE) != 0 || cityBucket(a) >= 5 || functionWords.has(s.wordBytes(i)) || s.germanNoun(i) {
		return false
	}
	if a&attrFirst != 0 {
		return wordLevel(a) != 1
	}
	return a == 0 && t.cls == 0 && t.letters >= 4 && s.d.reg.lookup(s.fold[t.fs:t.fe])&attrRegFirst != 0
}

// afterLeaveTaking reports whether a German leave-taking, thanks or wish
// of two words stands right before word i, maybe with a comma between:
// "bis" and a word of germanUntilWords, "danke dir", or "schönen",
// "gute" or "guten" and the word twoWordGreeting pairs with it ("bis
// gleich, noel!", "danke dir, dieter", "schönen urlaub, mats!").
func (s *scratch) afterLeaveTaking(i int) bool {
	p := i - 1
	if p > 0 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == ',' {
		p--
	}
	if p < 0 || !s.isWord(p) {
		return false
	}
	q := s.prevWord(p)
	if q < 0 {
		return false
	}
	c, d := s.wordBytes(q), s.wordBytes(p)
	switch string(c) {
	case "bis":
		return germanUntilWords.has(d)
	case "danke":
		return string(d) == "dir"
	case "schonen", "gute", "guten":
		return twoWordGreeting(c, d)
	}
	return false
}

// germanGreetings are the greetings and closings that only German writes
// (folded): "hallo", "moin", "servus", "liebe", "gruß", "grüße", "lg"…
var germanGreetings = packedWordSet("hallo moin servus liebe lieber gruss grusse grussen danke tschuss lg vg mfg")
