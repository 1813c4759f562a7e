package gazetteer

// What closes Chile's addresses after the street: the office's number
// ("Of. 512"), and the town with its region and maybe its postcode of
// seven digits ("…, Tiltil, Región Metropolitana", "…\nNancagua, Región
// del Libertador General Bernardo O'Higgins, 4168580").

// oficina reads Chile's office, "Of." and its number, at word k, and
// returns its end, or k.
func (s *scratch) oficina(k int) int {
	if k+2 >= len(s.toks) || s.toks[k].shape != shCap || !s.wordIs(k, "of") || s.toks[k+1].r != '.' || !s.glued(k+1) {
		return k
	}
	if n := k + 2; s.toks[n].flags&(tfSpace|tfNL) == tfSpace && s.plainNumber(n, 1, 5) && s.free(n) {
		return n + 1
	}
	return k
}

// chileRegion reads a town, a comma and Chile's region after it at word
// k ("Tiltil, Región Metropolitana", "San Pedro de la Paz, Región del
// Biobío"), with the postcode of seven digits after another comma, and
// returns its end, or k. The word "Región" shows the line is an
// address's.
func (s *scratch) chileRegion(k int) int {
	e := s.townWords(k)
	if e == k || e+2 >= len(s.toks) || s.toks[e].r != ',' || s.toks[e].flags&(tfWord|tfNL) != 0 {
		return k
	}
	r := e + 1
	if !s.isWord(r) || s.toks[r].shape != shCap || !s.wordIs(r, "region") && !s.wordIs(r, "región") || !s.free(r) {
		return k
	}
	end := -1
	for m, w := r+1, 0; w < 12 && m < len(s.toks) && s.toks[m].flags&tfNL == 0 && s.free(m); m, w = m+1, w+1 {
		t := &s.toks[m]
		switch {
		case t.flags&tfWord == 0:
			if (t.r != '\'' && t.r != '’') || !s.glued(m) || m+1 >= len(s.toks) || !s.glued(m+1) {
				w = 12 // the region ends before the mark
				continue
			}
		case t.flags&tfDigit != 0:
			w = 12
			continue
		case t.shape == shCap || t.shape == shUpper || t.shape == shInitial && m+1 < len(s.toks) && s.toks[m+1].r == '\'':
			end = m + 1
		case t.shape == shLower && regionParticles[string(s.wordBytes(m))]:
		default:
			w = 12
			continue
		}
	}
	if end < 0 {
		return k
	}
	if end+1 < len(s.toks) && s.toks[end].r == ',' && s.toks[end].flags&(tfWord|tfNL) == 0 && s.plainNumber(end+1, 7, 7) && s.free(end+1) {
		return end + 2 // "…, 4168580"
	}
	return end
}

// regionParticles are the words in lower case inside the name of Chile's
// regions ("Región de Magallanes y de la Antártica Chilena").
var regionParticles = wordSet("de del la las los y")

// chileRegionAfter reports whether a town and Chile's region
// (chileRegion) follow token k, after a comma or on the next line: the
// proof that a street without a type before k is an address ("Los
// Laureles 7999, Tiltil, Región Metropolitana").
func (s *scratch) chileRegionAfter(k int) bool {
	if k < len(s.toks) && s.toks[k].r == ',' && s.toks[k].flags&(tfWord|tfNL) == 0 {
		k++
	}
	return k < len(s.toks) && s.isWord(k) && s.free(k) && s.toks[k].shape == shCap && s.chileRegion(k) > k
}

// chileRoutes finds Chile's addresses on a highway: "Ruta", the route's
// number or code, maybe its direction, a comma and the kilometre ("Ruta 5
// Norte, km 467", "Ruta U-141, km 19"), with the tail after it. "km"
// after a comma shows the address: "Ruta 5 is long" stays a road.
func (s *scratch) chileRoutes() {
	for _, ni := range s.nums {
		km := int(ni) - 1
		if km < 3 || !s.isWord(km) || !s.wordIs(km, "km") || s.toks[km+1].flags&(tfSpace|tfNL) != tfSpace || !s.plainNumber(km+1, 1, 4) {
			continue // the common case, tested first: most numbers follow no "km"
		}
		c := km - 1
		if s.toks[c].r != ',' || s.toks[c].flags&(tfWord|tfNL) != 0 || !s.glued(c) {
			continue
		}
		k := c - 1
		if s.wordIs(k, "norte") || s.wordIs(k, "sur") {
			k = s.prevWord(k)
		}
		if k < 0 {
			continue
		}
		if k >= 2 && s.toks[k-1].r == '-' && s.glued(k-1) && s.glued(k) && s.isWord(k-2) && s.toks[k-2].letters == 1 {
			k -= 2 // "U-141"
		}
		if !s.isWord(k) || s.toks[k].flags&tfDigit == 0 && s.toks[k].letters != 1 {
			continue
		}
		r := s.prevWord(k)
		if r < 0 || s.toks[r].shape != shCap || !s.wordIs(r, "ruta") || !s.allFree(r, km+2) {
			continue
		}
		s.add(r, s.addressTail(km+2), labelStreet, s.confidence(0.2))
	}
}
