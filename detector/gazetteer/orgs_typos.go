package gazetteer

// A word of no list in a text without capitals is as often a typo as an
// invented firm's name ("i worked at teh office", "we partnered with
// recieve team", "quit smokin"): a word one slip away from a common
// English word (two letters swapped; in words of five letters or more one
// letter doubled, of six or more one letter missing) is that word misspelt, and the firm rules of small
// letters leave it. Invented names lie further from the dictionary
// ("zentrova", "nexvo", "lixtix").

// typoWordMax bounds the length of a word that misspelt tries.
const typoWordMax = 24

// misspelt reports whether folded word w, in no list, is one slip away
// from a common English word or a function word, in text the language
// guess leaves to English (the other languages' surnames lie as close to
// English words: "söding", "salom").
func (s *scratch) misspelt(w []byte) bool {
	n := len(w)
	if s.lang != langOther || n < 3 || n > typoWordMax {
		return false
	}
	var buf [typoWordMax + 1]byte
	for i := 0; i+1 < n; i++ { // two letters swapped: "teh", "recieve"
		if w[i] == w[i+1] {
			continue
		}
		copy(buf[:], w)
		buf[i], buf[i+1] = buf[i+1], buf[i]
		if s.commonSpelling(buf[:n]) {
			return true
		}
	}
	if n < 5 {
		return false // short words lie one letter from too many others ("gils", "mude")
	}
	for i := 1; i < n; i++ { // one letter doubled: "startupp", "homee"
		if w[i] != w[i-1] {
			continue
		}
		copy(buf[:i], w[:i])
		copy(buf[i:], w[i+1:])
		if s.commonSpelling(buf[:n-1]) {
			return true
		}
	}
	if n < 6 {
		return false // five letters lie one letter short of too many words ("salom": "slalom")
	}
	for i := 0; i <= n; i++ { // one letter missing: "smokin", "frontnd"
		copy(buf[:i], w[:i])
		copy(buf[i+1:], w[i:])
		for c := byte('a'); c <= 'z'; c++ {
			buf[i] = c
			if s.commonSpelling(buf[:n+1]) {
				return true
			}
		}
	}
	return false
}

// commonSpelling reports whether folded w is a common English word or a
// function word.
func (s *scratch) commonSpelling(w []byte) bool {
	if functionWords.has(w) {
		return true
	}
	c := wordLevel(s.base.lookup(w))
	return c != 0 && c <= s.d.p.commonMax
}
