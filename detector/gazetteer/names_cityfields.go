package gazetteer

// cityFields finds the town that fills a field whose key names one
// ("City: Kimberly Ville", "Woonplaats: Anna Paulowna", "Stadt: Edgar
// Ville, Land: …"): two or three capitalised words after the key and its
// colon, to the field's end, one no common English word, are a LOCATION,
// so that a town named after a person ("Edgar Ville") is no person there.
// No word may be a stopword, honorific, legal form or organisation head.
// A lone word is left to the other rules ("ville: Lecoq").
func (s *scratch) cityFields() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.afterColon(i) || i < 2 || s.toks[i].flags&tfNL != 0 || !s.free(i) || !s.isWord(i-2) || !cityKeys[string(s.wordBytes(i-2))] {
			continue
		}
		end, common := i, 0
		for k := i; k >= 0 && end-i < 3 && s.cityFieldWord(k); k = s.nextWord(k) {
			end = k + 1
			if s.common(k, s.d.p.commonMax) {
				common++
			}
		}
		if end-i < 2 || !s.fieldEnd(end) || common == end-i {
			continue
		}
		s.add(i, end, labelPlace, s.confidence(0))
	}
}

// cityFieldWord reports whether word k may be a word of a town's name in
// cityFields: capitalised, free, of no closed class.
func (s *scratch) cityFieldWord(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && s.free(k) && t.flags&tfDigit == 0 && t.cls&(wcStopword|wcNonName|wcHonorific|wcLegal|wcOrgHead|wcTimeWord) == 0
}

// cityKeys are the keys, folded, of a field that holds a town in English,
// French, German, Spanish, Italian, Dutch and Portuguese ("Ort" is as
// often a meeting room's key).
var cityKeys = wordSet("city town stadt wohnort ville localite commune ciudad localidad poblacion citta comune localita " +
	"plaats woonplaats cidade localidade")
