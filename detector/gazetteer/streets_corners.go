package gazetteer

// typeAfterNumber reads a street type written after a corner's first
// street's house number, as English speakers add one to a foreign street
// ("the corner of Nieuwe Baan 473 St. and…"), at word k, and returns the
// word after the type and its dot, or -1.
func (s *scratch) typeAfterNumber(k int) int {
	end := k + 1
	if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) {
		end++
	}
	return s.nextWord(end - 1)
}

// cornerNameOnly reads after a corner's "and" at a the second street
// written as its name alone, without a type or a number ("the corner of
// Parcelná 3 and Ľubochnianska"): up to four words, name words
// capitalised or, in a text without capitals, none of the commonest
// English words ("…and kongresni trg"), street types and particles in
// lower case ("…and Juričeva ulica", "…and Travessa de Ferreira"), and
// returns the end of its last name word or type, or -1.
// The corner's first street and its cue say it is a street.
func (s *scratch) cornerNameOnly(a int) int {
	end := -1
	for w, m := 0, s.nextWord(a); w < 4 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		if s.cornerStreetWord(m) {
			if s.toks[m].cls&(wcParticle|wcArticle) == 0 {
				end = m + 1 // "…and Juričeva ulica", "…and rue Barre": a type in lower case
			}
			continue // "…and Travessa de Ferreira": a particle inside the name
		}
		if t := &s.toks[m]; !s.streetNameWord(m) || t.shape == shLower && s.common(m, 4) || t.shape != shLower && t.letters < 2 {
			break
		}
		end = m + 1
	}
	return end
}
