package gazetteer

import "strings"

// peopleColumns are the headers of a table's columns that hold people's
// names, as a text without capitals writes them: colFull for a whole
// name, colPart for a first name or a surname alone.
var peopleColumns = map[string]uint8{}

// The kinds of peopleColumns.
const (
	colFull uint8 = 1 + iota
	colPart
	colPairPart // a name's part that heads one only beside its partner: "First", "Last"
)

func init() {
	for _, w := range strings.Split("name names full_name fullname full name customer client contact patient employee owner holder assignee "+
		"nom nom complet nom_complet titulaire employé salarié kunde kundin mitarbeiter inhaber ansprechpartner "+
		"nombre nombre completo cliente contacto paciente empleado titular "+
		"nome nome completo contatto paziente dipendente titolare "+
		// the keys of a person in forms, tickets and registers
		"nome_completo nombre_completo nominativo nominativi intestatario richiedente referente responsabile assegnatario autore "+
		"author reporter requester reviewer solicitante responsable demandeur auteur autor bearbeiter", " ") {
		peopleColumns[w] = colFull
	}
	for _, w := range strings.Split("first_name firstname last_name lastname surname given_name prénom prenom vorname nachname "+
		"apellido apellidos primer_apellido cognome", " ") {
		peopleColumns[w] = colPart
	}
	for _, w := range []string{"full name", "nom complet", "nombre completo", "nome completo"} {
		peopleColumns[w] = colFull
	}
	for _, w := range []string{"first name", "last name", "given name"} {
		peopleColumns[w] = colPart
	}
}

// tableCells is the most cells of people a table may hold for
// peopleTable; the rest of a longer table is left alone.
const tableCells = 32

// lowerTableNames finds, in a text without capitals, the names in a
// table's columns of people: on the first line, cells between separators
// (";", ",", "|"), one of them a header of peopleColumns ("nom",
// "prénom", "vorname", "apellido", "cognome", "name"); on the lines after
// it, up to a line with another number of cells, each cell of such a
// column of one to four lower-case words (two or more unless a column
// holds first names or surnames alone), no digit and no function word,
// is a PERSON when at least half of these cells hold a known name that is
// not among the commonest words ("id;nom;prénom\n3;monnier;alexandrie";
// not "id,name,price\n1,blue widget,3").
func (s *scratch) lowerTableNames() {
	var cells [tableCells][2]int32
	n, known, _ := s.peopleTable(&cells, false)
	if known == 0 || known*2 < n {
		return
	}
	for _, c := range cells[:n] {
		s.add(int(c[0]), int(c[1]), labelPerson, s.confidence(-0.1))
	}
}

// peopleTable reads a table whose first line heads columns of people:
// cells between separators (";", ",", "|", one of them throughout the
// line), one of them a header of such a column (peopleColumn in a text
// with capitals, caps; else peopleColumns as written; a bare word for a
// name's part, colPairPart, only beside another). On the lines after
// it, up to a line with another number of cells, it passes each cell of
// those columns, up to tableCells of them, to capTableCell or tableCell,
// which keep them in cells; with bare name parts for headers, a row's
// cells stay only when one of them reads as a name (pairRowNamed). It returns their counts, and the end of the
// header's line (0 when the text opens with no such header). The cell
// readers are called by name, not as values: cells stays on the stack.
func (s *scratch) peopleTable(cells *[tableCells][2]int32, caps bool) (n, known, end int) {
	var cols, pairs uint32 // the columns of people, one bit each, and those of colPairPart
	part := false          // a column holds first names or surnames alone
	sep, ncol, cellStart, i := rune(0), 0, 0, 0
	for ; i < len(s.toks) && (i == 0 || s.toks[i].flags&tfNL == 0); i++ {
		t := &s.toks[i]
		if t.flags&tfWord != 0 || t.r != ';' && t.r != ',' && t.r != '|' || sep != 0 && t.r != sep {
			continue
		}
		sep = t.r
		if k := headerKind(s.text[cellStart:t.start], caps); k != 0 && ncol < 32 {
			cols |= 1 << ncol
			part = part || k >= colPart
			if k == colPairPart {
				pairs |= 1 << ncol
			}
		}
		ncol++
		cellStart = t.end
	}
	if sep == 0 || i == len(s.toks) {
		return 0, 0, 0
	}
	if k := headerKind(s.text[cellStart:s.toks[i-1].end], caps); k != 0 && ncol < 32 {
		cols |= 1 << ncol
		part = part || k >= colPart
		if k == colPairPart {
			pairs |= 1 << ncol
		}
	}
	if pairs&(pairs-1) == 0 {
		cols &^= pairs // "Item,Last": a part's bare word heads no column of people without its partner
	}
	ncol++
	if cols == 0 {
		return 0, 0, 0
	}
	end = i
	for i < len(s.toks) {
		col, from, rowStart, rowKnown := 0, i, n, known
		j := i
		for ; j < len(s.toks) && (j == i || s.toks[j].flags&tfNL == 0); j++ {
			t := &s.toks[j]
			if t.flags&tfWord != 0 || t.r != sep {
				continue
			}
			if col < 32 && cols&(1<<col) != 0 && n < tableCells {
				n, known = s.peopleCell(cells, n, known, from, j, part, sep, caps)
			}
			col++
			from = j + 1
		}
		if col+1 != ncol {
			n = rowStart // a line with another number of cells ends the table
			break
		}
		if col < 32 && cols&(1<<col) != 0 && n < tableCells {
			n, known = s.peopleCell(cells, n, known, from, j, part, sep, caps)
		}
		if caps && pairs != 0 && !s.pairRowNamed(cells[rowKnown:known]) {
			known = rowKnown // "Metric,First,Last\nLatency,Low,High": no cell of the row reads as a name
		}
		i = j
	}
	return n, known, end
}

// pairRowNamed reports whether a row's cells of a table headed by bare
// name parts ("First", "Last") hold a name that needs no header to read
// as one: a first name or a surname, a name's part that is none of the
// commonest words, or a word in no list ("Ball,Grace"; not
// "Latency,Low,High", "L1,Miss,Hit", where only a name's part that is one
// of the commonest words stands).
func (s *scratch) pairRowNamed(cells [][2]int32) bool {
	for _, c := range cells {
		f := int(c[0])
		if a := s.resolved(f); a&(attrFirst|attrLast) != 0 || a == 0 || !s.common(f, 2) {
			return true
		}
	}
	return false
}

// headerKind returns the kind of column that header cell text names: in
// a text with capitals (caps) peopleColumn's, in any case; else that of
// peopleColumns, as written ("nom", " prénom ").
func headerKind(text string, caps bool) uint8 {
	if caps {
		return peopleColumn(text)
	}
	return peopleColumns[strings.TrimSpace(text)]
}

// peopleCell passes cell [from, to) of a column of people to capTableCell
// in a text with capitals (caps), else to tableCell.
func (s *scratch) peopleCell(cells *[tableCells][2]int32, n, known, from, to int, part bool, sep rune, caps bool) (int, int) {
	if caps {
		return s.capTableCell(cells, n, known, from, to, part, sep)
	}
	return s.tableCell(cells, n, known, from, to, part)
}

// tableCell adds cell [from, to) of a column of people to cells when it
// may be a name (one word only in a table of first names or surnames:
// "nombre,precio" heads a table of things), and counts it in known when
// it holds a known name that is not among the commonest words; it
// returns the new counts.
func (s *scratch) tableCell(cells *[tableCells][2]int32, n, known, from, to int, part bool) (int, int) {
	if to-from < 1 || to-from > 4 || to-from == 1 && !part {
		return n, known
	}
	named := false
	for k := from; k < to; k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 || t.shape != shLower || t.flags&tfDigit != 0 || !s.free(k) ||
			t.cls&(wcStopword|wcConj) != 0 || functionWords.has(s.wordBytes(k)) {
			return n, known
		}
		if a := s.resolved(k); a&nameBits != 0 && a&(attrCountry|attrState) == 0 && !s.common(k, 2) {
			named = true
		}
	}
	cells[n] = [2]int32{int32(from), int32(to)}
	if named {
		known++
	}
	return n + 1, known
}

// rowCells is the most cells of a row that lowerRowNames reads; the
// rest of a longer row is left alone.
const rowCells = 16

// lowerRowNames finds, in a text without capitals, the names in the rows
// of a table without a header of people (lowerTableNames): on a line of
// three cells or more between separators (";", ",", "|", the first on
// the line, no space after it), two cells side by side of one word each, one a known first
// name that is no common word and none of wordFirstNames (kinFirstName),
// the other a known surname that is none of the commonest words or a
// word in no list (lowerInvertedSurname), are a PERSON each, in either
// order ("1042;lefebvre;mathilde;actif", "7,beatriz,carrasco,pendiente";
// not "violet;apple;small"). The first line of a text of several lines
// counts only with a digit: without one it is a header
// ("data;ordini;resi;ricavi").
func (s *scratch) lowerRowNames() {
	var cells [rowCells][2]int32
	n, sep, from, digit := 0, rune(0), 0, false
	for i := 0; i <= len(s.toks); i++ {
		if i == len(s.toks) || i > 0 && s.toks[i].flags&tfNL != 0 {
			if n < rowCells && n >= 2 && (s.toks[cells[0][0]].flags&tfNL != 0 || digit || i == len(s.toks)) {
				cells[n] = [2]int32{int32(from), int32(i)}
				s.rowPairs(cells[:n+1])
			}
			n, sep, from, digit = 0, 0, i, false
			continue
		}
		t := &s.toks[i]
		digit = digit || t.flags&tfDigit != 0
		if t.flags&tfWord != 0 || t.r != ';' && t.r != ',' && t.r != '|' || sep != 0 && t.r != sep {
			continue
		}
		sep = t.r
		if n < rowCells {
			cells[n] = [2]int32{int32(from), int32(i)}
		}
		n++
		from = i + 1
	}
}

// rowPairs adds the names of two cells side by side in a row's cells
// (see lowerRowNames).
func (s *scratch) rowPairs(cells [][2]int32) {
	for j := 0; j+1 < len(cells); j++ {
		a, b := cells[j], cells[j+1]
		if a[1]-a[0] != 1 || b[1]-b[0] != 1 {
			continue
		}
		x, y := int(a[0]), int(b[0])
		if !s.isWord(x) || !s.isWord(y) || !s.free(x) || !s.free(y) || s.toks[y].flags&tfSpace != 0 ||
			s.toks[x].flags&(tfSpace|tfNL) == tfSpace && x != 0 {
			continue // "sal, pimienta, aceite": a list in a sentence spaces its items
		}
		if !(s.rowFirstName(x) && s.rowSurname(y) || s.rowSurname(x) && s.rowFirstName(y)) {
			continue
		}
		s.add(x, x+1, labelPerson, s.confidence(-0.15))
		s.add(y, y+1, labelPerson, s.confidence(-0.15))
		j++
	}
}

// rowFirstName reports whether cell word i is a first name for
// lowerRowNames.
func (s *scratch) rowFirstName(i int) bool {
	return s.toks[i].shape == shLower && s.toks[i].flags&tfDigit == 0 && !wordFirstNames.has(s.wordBytes(i)) && s.kinFirstName(i)
}

// rowSurname reports whether cell word i is a surname for lowerRowNames.
func (s *scratch) rowSurname(i int) bool {
	return s.toks[i].flags&tfDigit == 0 && s.lowerInvertedSurname(i) && !s.common(i, 4) && !functionWords.has(s.wordBytes(i))
}
