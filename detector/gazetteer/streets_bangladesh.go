package gazetteer

// houseNumberAreas finds the addresses of Bangladesh, which name no
// street: "House No.", "Holding No." or "Building No." and the number,
// maybe a flat before them, then the areas and the district after commas
// and the postcode ("House No. 8, NasirKhali, BakerPur, Barisal, 8690",
// "Flat 96, Building No. 765, East BaliaCorner, GourGan, Barguna,
// 5924"). Two areas or a postcode after the number are needed: "House
// No. 5 is the oldest" and "House No. 5, Dhaka was hot" stay no address.
func (s *scratch) houseNumberAreas() {
	for _, ni := range s.nums {
		n := int(ni)
		if n < 3 || s.toks[n-1].r != '.' || !s.plainNumber(n, 1, 4) || !s.free(n) {
			continue // the common case, tested first: most numbers follow no dot
		}
		no, h := n-2, n-3
		if s.toks[n-1].flags&tfWord != 0 || !s.glued(n-1) || !s.isWord(no) || !s.wordIs(no, "no") || s.prevWord(no) != h {
			continue
		}
		if !s.wordIs(h, "house") && !s.wordIs(h, "holding") && !s.wordIs(h, "building") || !s.capWord(h) && !s.noUpper {
			continue
		}
		end, parts := n+1, 0
		for parts < 5 && end+1 < len(s.toks) && s.toks[end].r == ',' && s.toks[end].flags&(tfWord|tfNL) == 0 {
			m := end + 1
			if s.plainNumber(m, 4, 4) && s.free(m) {
				end, parts = m+1, parts+2 // the postcode closes the address
				break
			}
			e := s.areaWords(m)
			if e == m {
				break
			}
			end, parts = e, parts+1
		}
		if parts < 2 {
			continue
		}
		start := h
		if c := h - 1; c >= 2 && s.toks[c].r == ',' && s.toks[c].flags&tfWord == 0 && s.plainNumber(c-1, 1, 4) {
			if u := s.prevWord(c - 1); u >= 0 && (s.toks[u].cls&wcUnit != 0 || s.wordIs(u, "studio")) && (s.capWord(u) || s.noUpper) && s.free(u) && s.free(c-1) {
				start = u // "Flat 96, Building No. 765"
			}
		}
		if s.allFree(start, end) {
			s.add(start, end, labelStreet, s.confidence(0.2))
		}
	}
}

// areaWords returns the end of an area's or a district's name at word
// k, one to three capitalised words without digits on one line
// ("NasirKhali", "East BaliaCorner", "Cox's Bazar"), or k.
func (s *scratch) areaWords(k int) int {
	end := k
	for m, w := k, 0; w < 3 && s.isWord(m) && (m == k || s.toks[m].flags&tfNL == 0); m, w = m+1, w+1 {
		t := &s.toks[m]
		if t.flags&tfDigit != 0 || t.cls&wcStopword != 0 || !s.free(m) || !s.capWord(m) && !(s.noUpper && t.shape == shLower) {
			break
		}
		end = m + 1
		if m+2 < len(s.toks) && (s.toks[m+1].r == '\'' || s.toks[m+1].r == '’') && s.glued(m+1) && s.glued(m+2) && s.wordIs(m+2, "s") {
			m += 2 // "Cox's": the possessive belongs to the name
			end = m + 1
		}
	}
	return end
}
