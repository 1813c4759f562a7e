package gazetteer

// markedNameEnd returns the end of a lower-case name that a mark before
// word i announces in a text without capitals, or 0: a chat handle
// (handleName) or a signature after a dash (dashSignatureEnd).
func (s *scratch) markedNameEnd(i int) int {
	if s.handleName(i) {
		return i + 1
	}
	return s.dashSignatureEnd(i)
}

// handleName reports whether lower-case word i is a first name written
// as a chat handle: glued after an "@" that opens its token (the text's
// start, a space, a line break or an opening bracket before it, so no
// e-mail address), and ending it (the text, a space or a mark of a clause
// after it; not a package's scope, a decorator's call or an address:
// "@types/node", "@patch(", "@app.route"). A handle names a person
// whatever else the word is ("@frank can you review", "fyi @cecilia il
// deploy è fatto", "cc @will"): a first name of the main lists, one only
// the first-name dictionary holds that is no English word, or a
// register's of four letters or more that is no word of any list
// (registerFirstAlone: "@agnolo"); no word of a closed class and no tag
// of a documentation comment counts ("@here", "@all", "@param",
// "@constant").
func (s *scratch) handleName(i int) bool {
	t := &s.toks[i]
	at := i - 1
	if t.flags&(tfSpace|tfNL|tfDigit) != 0 || s.toks[at].r != '@' {
		return false
	}
	if !s.atOpensWord(at) {
		return false
	}
	if n := i + 1; n < len(s.toks) && s.toks[n].flags&(tfSpace|tfNL) == 0 && !s.mentionMarkEnds(n) {
		return false
	}
	if w := s.wordBytes(i); t.cls&(wcStopword|wcTechTerm) != 0 || functionWords.has(w) || docTags[string(w)] {
		return false
	}
	a := s.resolved(i)
	if a&attrFirst != 0 {
		return a&(attrCountry|attrState) == 0 && (a&attrDictFirst == 0 || wordLevel(a) == 0)
	}
	return s.registerFirstAlone(i, true)
}

// docTags are the tags of documentation comments (JSDoc, Javadoc,
// PHPDoc) and the decorators that an "@" opens in code, folded: some are
// first names too ("@param", "@constant").
var docTags = wordSet("param params arg args argument arguments return returns throws throw exception constant const " +
	"property prop type typedef see since author version deprecated example override todo link member " +
	"var field method class interface module package enum event callback default")
