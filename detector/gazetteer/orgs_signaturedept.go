package gazetteer

import "bytes"

// A signature's line may give the signer's department before the firm,
// parted by a bar, a middle dot, a slash or a spaced dash ("Compras |
// Babato Group", "Einkauf | Lewis Group", "Adam Wallace | Finance |
// Ferrata Group"): after the department the rest of the line is the firm,
// even a known surname alone (docs/names.md, "Rules, in order of
// strength"). Outside a signature the same shape is a page's title
// ("Sales | Dashboard") and stays untouched; a common word after the
// department is no firm either.

// departmentMark returns the mark that ends a department opening tokens
// [from, to) and comes before more words, or -1: one to three words
// without digits, one naming a department (department, signatureUnit) or
// a single word with the shape of prose ("Buchhaltung", "Contabilidad"),
// then a bar, a middle dot, or a slash or dash between spaces.
func (s *scratch) departmentMark(from, to int) int {
	words, dept := 0, false
	for i := from; i+1 < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord != 0 {
			if words++; words > 3 || t.flags&tfDigit != 0 {
				return -1
			}
			w := s.wordBytes(i)
			dept = dept || department(w) || signatureUnit(w) || words == 1 && s.proseShape(i) && (i+1 >= to || s.toks[i+1].flags&tfWord == 0)
			continue
		}
		if words > 0 && (t.r == '|' || t.r == '·' || t.flags&tfSpace != 0 && (t.r == '/' || t.r == '-' || t.r == '–' || t.r == '—')) {
			if dept {
				return i
			}
			return -1
		}
		return -1
	}
	return -1
}

// signatureUnit reports whether w, folded, names a unit of a firm on a
// signature's line besides the departments that jobs head (department):
// "Procurement", "Customer Success", "Service client", "Buchhaltung".
func signatureUnit(w []byte) bool {
	switch string(w) {
	case "procurement", "purchasing", "accounting", "accounts", "billing", "support", "success", "service", "servicio",
		"servizio", "contabilidad", "contabilita", "comptabilite", "buchhaltung", "personalabteilung", "ufficio", "departamento":
		return true
	}
	return false
}

// firmAfterDepartment adds the firm on the rest of a signature's line
// after department mark m, up to the line's end (exclusive): words a
// firm's name has (firmAfterMark), or one to four capitalised names, each
// a known surname, a word in no list or a word a rule of people took
// ("Compras | Lopez"); a common word that names no one stays
// ("Sales | Dashboard").
func (s *scratch) firmAfterDepartment(m, to int) {
	if s.secondDepartment(m+1, to) {
		return // "Ufficio | Acquisti", "Buchhaltung | Rechnungen"
	}
	if s.firmWords(m+1, to) || s.titledFirm(m+1, to) || s.namesOnly(m+1, to) {
		s.orgLine(m+1, to)
	}
}

// namesOnly reports whether tokens [from, to) hold one to four
// capitalised words, each taken as a person's name, a known surname or a
// word in no list, none a stopword, a time word or a blocked noun.
func (s *scratch) namesOnly(from, to int) bool {
	words := 0
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			continue
		}
		if words++; words > 4 || !s.capWord(i) || t.cls&(wcStopword|wcNonName|wcTimeWord) != 0 || t.flags&tfBlocked != 0 {
			return false
		}
		if t.flags&tfUsed != 0 {
			if int(t.kind) != labelPerson+1 {
				return false
			}
			continue
		}
		if a := s.resolved(i); a&(attrLast|attrPart) == 0 && !s.unlistedWord(i, i+1) {
			return false
		}
	}
	return words > 0
}

// secondDepartment reports whether tokens [from, to) hold one word, no
// known name, that names a second level of the department rather than a
// firm: a word of the Spanish or Italian lists, a French word, a German
// plural noun ("Rechnungen"; "Geisel" names firms), the English plural of
// a listed word of six letters or more ("Rius" names firms) or a
// department's word ("Ufficio | Acquisti", "Departamento | Ventas",
// "Comptabilité | Factures", "Buchhaltung | Rechnungen", "Accounting |
// Payables").
func (s *scratch) secondDepartment(from, to int) bool {
	k := s.nextWord(from - 1)
	if k < 0 || k >= to || s.resolved(k)&nameBits != 0 {
		return false
	}
	if n := s.nextWord(k); n >= 0 && n < to {
		return false
	}
	w := s.wordBytes(k)
	return s.esItWord(k) || s.toks[k].cls&wcFrench != 0 || s.resolved(k)&attrNounDE != 0 && bytes.HasSuffix(w, []byte("en")) ||
		len(w) > 5 && s.pluralOfCommonWord(k) || department(w) || signatureUnit(w)
}
