package gazetteer

// lowerTownCode reads, in a text without capitals, the postcode right
// after the town of words k to end that follows an address's comma: four
// digits that no year reads, as New Zealand and Australia write them, or
// six, as India writes its PIN, that end the clause or the line or come
// before a word in lower case ("…, wekapuke 9353 by friday", "…, navi
// mumbai 400706"). It returns the end, or end when no such postcode
// follows ("…, summer 2019 was hot", "…, room 305").
func (s *scratch) lowerTownCode(k, end int) int {
	if end <= k || k == 0 || s.toks[k-1].r != ',' || s.toks[k-1].flags&tfWord != 0 || end >= len(s.toks) ||
		!s.isWord(end) || s.toks[end].flags&tfNL != 0 || !s.free(end) {
		return end
	}
	if (s.plainNumber(end, 6, 6) || s.plainNumber(end, 4, 4) && !s.yearLike(end)) && s.lineEndsAtOrLower(end+1) {
		return end + 1
	}
	return end
}
