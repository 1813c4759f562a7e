package gazetteer

import "strings"

// capPeopleColumns are headers of columns of people that peopleColumns
// lacks, in Dutch and Portuguese: colFull for a whole name, colPart for a
// first name or a surname alone; and the bare words for a name's parts,
// colPairPart, which head such a column only when two of them stand in
// the header ("Last,First", "Given|Family"; see peopleTable).
var capPeopleColumns = map[string]uint8{
	"naam": colFull, "volledige naam": colFull, "klant": colFull, "contactpersoon": colFull, "medewerker": colFull,
	"voornaam": colPart, "achternaam": colPart, "apelido": colPart, "sobrenome": colPart,
	"first": colPairPart, "last": colPairPart, "given": colPairPart, "family": colPairPart,
}

// peopleColumn returns the kind of column that header cell text names,
// its ASCII letters in any case ("Name", "nome", "NAAM"), or 0. It
// lowers the cell into a buffer on the stack: no header is longer.
func peopleColumn(text string) uint8 {
	if len(text) > 32 {
		return 0
	}
	h := strings.Trim(strings.TrimSpace(text), `"'`) // a CSV writer's quotes: `"cognome"`
	var buf [24]byte
	if len(h) > len(buf) {
		return 0
	}
	for i := 0; i < len(h); i++ {
		c := h[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	if k := peopleColumns[string(buf[:len(h)])]; k != 0 {
		return k
	}
	return capPeopleColumns[string(buf[:len(h)])]
}

// capTableNames finds, in a text with capitals, the names in a table's
// columns of people, as lowerTableNames does in small letters: on the
// first line, cells between separators (";", ",", "|"), one of them a
// header of a column of people in any case ("Name;Ort", "nome,città",
// "naam;plaats"); on the lines after it, up to a line with another
// number of cells, each cell of such a column of one to four words
// written as names (capitalised, or particles and initials between
// them), no digit, stopword, legal form or firm's head, that reads as a
// name (nameCell) is a PERSON when at least half of these cells do
// ("Name;Ort\nWalther Haering;Freudenstadt"; not
// "name,price\nBlue Widget,3"), and the header's words are then no part
// of any detection.
func (s *scratch) capTableNames() {
	var cells [tableCells][2]int32
	n, known, header := s.peopleTable(&cells, true)
	if known == 0 || known*2 < n {
		return
	}
	for k := 0; k < header; k++ {
		s.toks[k].flags |= tfBlocked // the header's keys name no one ("Name;Ort")
	}
	for _, c := range cells[:known] {
		s.add(int(c[0]), int(c[1]), labelPerson, s.confidence(-0.05))
	}
}

// capTableCell adds cell [from, to) of a column of people to cells, past
// the double quotes a CSV writer puts around it (unquotedCell), when
// its words are written as a name (capitalised, or particles and initials
// between them; one word only in a column of first names or surnames),
// and counts it in known when they read as one (nameCell); it returns
// the new counts. Dots after initials are part of the cell, and so is a
// comma in a table whose separator is another ("Clark, Linda").
func (s *scratch) capTableCell(cells *[tableCells][2]int32, n, known, from, to int, part bool, sep rune) (int, int) {
	from, to = s.unquotedCell(from, to)
	words, comma := 0, -1
	for k := from; k < to; k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			switch {
			case t.r == ',' && sep != ',' && comma < 0:
				comma = k
			case t.r == '.' && k > from && s.toks[k-1].shape == shInitial, t.r == '-', t.r == '\'':
			default:
				return n, known
			}
			continue
		}
		words++
		if t.flags&tfDigit != 0 || !s.free(k) || t.cls&(wcStopword|wcConj|wcLegal|wcOrgHead|wcTechTerm) != 0 && t.cls&wcParticle == 0 {
			return n, known
		}
		if t.shape != shCap && t.shape != shInitial && !(t.shape == shLower && t.cls&wcParticle != 0 && k > from) {
			return n, known
		}
	}
	if words < 1 || words > 4 || words == 1 && !part {
		return n, known
	}
	n++
	if s.nameCell(from, to, comma, part) {
		cells[known] = [2]int32{int32(from), int32(to)}
		known++
	}
	return n, known
}

// nameCell reports whether the capitalised words of a table's cell
// [from, to) read as a person's name: a known name that is no common word
// alone, or any known name alone in a column of first names or surnames
// (part: "first_name,last_name\nRay,Green", where the header says what
// the common words are); a first word that is a known name, no particle ("De Gouden
// Leeuw") and no common word, or a
// known first name before a surname ("Nick Verheuvel"), and no common
// word or German noun after it that no list holds as a surname ("Walther
// Haering"; not "Victoria Station", "Blue Widget", "Lager Nord"); or,
// with a comma inside, a known first name after it ("Clark, Linda").
func (s *scratch) nameCell(from, to, comma int, part bool) bool {
	if comma >= 0 {
		f := s.nextWord(comma)
		return f >= 0 && f < to && s.toks[f].shape == shCap && s.resolved(f)&attrFirst != 0
	}
	a := s.resolved(from)
	if from+1 == to {
		return a&nameBits != 0 && (part || !s.common(from, s.d.p.commonMax)) || a == 0
	}
	if a&nameBits == 0 || s.toks[from].cls&wcParticle != 0 || s.common(from, s.d.p.commonMax) && !(a&attrFirst != 0 && s.surnameLike(from+1)) {
		return false
	}
	for k := from + 1; k < to; k++ {
		if s.isWord(k) && s.toks[k].shape == shCap && (s.common(k, s.d.p.commonMax) || s.germanNoun(k)) && s.resolved(k)&attrLast == 0 {
			return false
		}
	}
	return true
}

// surnameLike reports whether word k is a capitalised word in no list or
// a known surname or name part that is no common word.
func (s *scratch) surnameLike(k int) bool {
	if !s.isWord(k) || s.toks[k].shape != shCap {
		return false
	}
	a := s.resolved(k)
	return a == 0 || a&(attrLast|attrPart) != 0 && !s.common(k, s.d.p.commonMax)
}

// unquotedCell returns cell [from, to) without the double quote that
// opens it and the one that closes it, as a CSV writer quotes a cell
// (`"Job Geneart"`); a cell without both is returned as it is.
func (s *scratch) unquotedCell(from, to int) (int, int) {
	if to-from >= 3 && s.toks[from].flags&tfWord == 0 && s.toks[from].r == '"' &&
		s.toks[to-1].flags&tfWord == 0 && s.toks[to-1].r == '"' {
		return from + 1, to - 1
	}
	return from, to
}
