package gazetteer

// openingVerbs are the English words that open a sentence before a
// firm's name without being part of it: imperatives and greetings
// ("Contact Acme Labs", "Ask Quantrix Solutions", "Thanks Acme Inc").
var openingVerbs = wordSet("ask call check contact email mail ping text tell send write visit see try use join meet " +
	"read open find get give let make book pay buy order sign register follow like download install update reset " +
	"cancel confirm review apply remind invite thank thanks welcome dear hi hello hey congratulations congrats " +
	"sorry yes no ok okay so but and also then when why how what where which who did does do is are was were can " +
	"could will would should shall may might must have has had maybe perhaps please today yesterday tomorrow " +
	"last next every each all both many some any most more if as at for from in into of on to with by about " +
	"after before since until while during without via per except like unlike unless because although though " +
	"ensure fix add remove move copy forward reply cc bcc attach note sure great thx ty ask cheers good nice well")

// sentenceOpener reports whether word k, capitalised and opening its
// sentence, joins the firm's name that follows it up to a legal form or
// a head noun: an English common word that is no stopword and no
// opening verb ("Civic Impulse LLC announced…", "Rapid Cycle Solutions
// is hiring"), as a firm's name opens with an adjective or a noun as
// often as with a name.
func (s *scratch) sentenceOpener(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.flags&tfSentStart == 0 || t.flags&(tfUsed|tfBlocked) != 0 || t.cls&wcStopword != 0 ||
		t.cls&wcOrgCue != 0 && !dealingCue(s.wordBytes(k)) {
		return false // "Career Builders Inc" opens with a dealing's word
	}
	return !openingVerbs[string(s.wordBytes(k))] && s.common(k, s.d.p.commonMax)
}

// openingFunctionWord reports whether word j, capitalised, only opens its
// sentence: a stopword there ("Is", "Does", "The") starts no capitalised
// phrase with the word after it ("Is Zentaro open on Sundays?").
func (s *scratch) openingFunctionWord(j int) bool {
	t := &s.toks[j]
	return t.shape == shCap && t.flags&tfSentStart != 0 && t.cls&wcStopword != 0
}

// timeBefore reports whether capitalised word j, right before a name, says
// when and names nothing: a day or a month ("On Monday Paxata
// confirmed…") or an adverb of time opening the sentence ("Yesterday
// Paxata confirmed…", "Today").
func (s *scratch) timeBefore(j int) bool {
	t := &s.toks[j]
	return t.shape == shCap && (t.cls&wcTimeWord != 0 || t.flags&tfSentStart != 0 && t.letters >= 5 && timeOpener(s.wordBytes(j)))
}

// timeOpener reports whether folded w is an adverb of time that opens an
// English sentence.
func timeOpener(w []byte) bool {
	switch string(w) {
	case "yesterday", "today", "tomorrow", "tonight", "recently", "earlier", "meanwhile", "lately", "previously":
		return true
	}
	return false
}
