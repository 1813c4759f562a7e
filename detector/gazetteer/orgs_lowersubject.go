package gazetteer

// In a text without capitals, in text the language guess leaves to
// English, one word of no list (lowerUnknown: no name, no English word,
// no typo of one) opening a sentence right before an auxiliary ("is",
// "was", "has", "had") and what
// only firms are or do ("dorrex is hiring again", "trovix has acquired a
// rival", "velmor was founded in 2004") is the firm. A verb alone is
// none: chat opens sentences with jargon and slang that no list holds
// ("hotfix shipped", "devops announced", "lmao announced").

// lowerSubjectFirm adds the firm of word i, in small letters and opening
// a sentence, before such an auxiliary and verb.
func (s *scratch) lowerSubjectFirm(i int) {
	v := s.nextWord(i)
	if v < 0 || s.toks[v].shape != shLower || s.lang != langOther || !auxiliary(s.wordBytes(v)) || s.toks[v].letters > 3 {
		return
	}
	n := s.nextWord(v)
	if n < 0 || !lowerFirmPassive(s.wordBytes(n)) {
		return
	}
	if s.lowerUnknown(i) {
		s.addOrg(i, i+1, s.confidence(-0.1))
	}
}

// lowerFirmPassive reports whether folded w, after an auxiliary, says
// what only firms are or do.
func lowerFirmPassive(w []byte) bool {
	return firmPassive(w) || string(w) == "acquired"
}
