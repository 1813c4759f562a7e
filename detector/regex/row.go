package regex

import (
	"strings"
	"unicode"
)

// Tables and records. A value that is a whole field of a row (CSV,
// semicolon, pipe or tab-separated lines) has no label before it on its
// line: its column's header, the first line of the table, is its label
// ("name;email;phone;date_of_birth" over "…;14 February 1984"). And a
// line that holds an e-mail address, an IBAN or a birth cue is a
// person's record: an unlabelled number there is that person's number.
//
// The scan asks about a line only for a weak candidate, and remembers the
// last line it asked about (lineMemo): the rows of a long table cost a
// line each, not a walk back to the header each, and the values of one
// long line read it once.

// maxHeaderWalk bounds how many rows above a value the header is looked
// for when the scan meets a table for the first time.
const maxHeaderWalk = 64

// lineMemo remembers the last line asked about.
type lineMemo struct {
	known            bool // a line was asked about
	rowStart, rowEnd int  // the line, without its "\n"
	delim            byte // its field separator; 0 when it is no row
	seps             int  // the separators in each row of the table
	// hdrStart and hdrEnd span the table's header line; hdrEnd is -1 when
	// the table has none.
	hdrStart, hdrEnd int
	record           int8 // recordLine of the line: 1 yes, -1 no, 0 not asked yet
	block            int8 // blockRecord of the line: 1 yes, -1 no, 0 not asked yet
	// fieldPos and field count the separators of the line before
	// fieldPos: the values of a line come left to right, and the next
	// one's field is counted from there, not from the line's start.
	fieldPos, field int
}

// rowDelims are the field separators, in the order a row's separator is
// chosen: a semicolon row may hold commas inside its fields ("Clark,
// Linda;…"), not the other way round.
const rowDelims = ";\t|,"

// lineBounds returns the line of s around i, without its "\n" (nor a
// "\r" before it).
func lineBounds(s string, i int) (start, end int) {
	start = strings.LastIndexByte(s[:i], '\n') + 1
	end = len(s)
	if k := strings.IndexByte(s[i:], '\n'); k >= 0 {
		end = i + k
	}
	if end > start && s[end-1] == '\r' {
		end--
	}
	return start, end
}

// rowDelim returns the field separator of a line and how many it holds,
// or 0.
func rowDelim(line string) (byte, int) {
	for k := 0; k < len(rowDelims); k++ {
		if n := strings.Count(line, rowDelims[k:k+1]); n > 0 {
			return rowDelims[k], n
		}
	}
	return 0, 0
}

// fieldStart returns where the field holding the value at start begins
// (past spaces and a quote), and whether the value starts that field: the
// line starts there or delim stands there.
func fieldStart(s string, rowStart, start int, delim byte) (int, bool) {
	p := start
	for p > rowStart && (s[p-1] == ' ' || s[p-1] == '"' || s[p-1] == '\'') {
		p--
	}
	return p, p == rowStart || s[p-1] == delim
}

// fieldMayStart reports whether a field of a row may start at start: the
// text starts there, or a line break or a field separator stands before
// it, past spaces and a quote. It reads a few bytes: most values of prose
// fail it.
func fieldMayStart(s string, start int) bool {
	p := start
	for p > 0 && start-p < 4 && (s[p-1] == ' ' || s[p-1] == '"' || s[p-1] == '\'') {
		p--
	}
	return p == 0 || s[p-1] == '\n' || strings.IndexByte(rowDelims, s[p-1]) >= 0
}

// headerLine reports whether a line reads as a table's header: letters,
// and no digit.
func headerLine(line string) bool {
	return strings.IndexFunc(line, unicode.IsLetter) >= 0 && !strings.ContainsAny(line, "0123456789")
}

// lineOf returns the memo of the line holding start, filled: its bounds,
// its field separator and, for a row, its table's header.
func (sc *scanner) lineOf(start int) *lineMemo {
	s, m := sc.s, &sc.line
	if m.known && start >= m.rowStart && start <= m.rowEnd {
		return m
	}
	ls, le := lineBounds(s, start)
	delim, seps := rowDelim(s[ls:le])
	prevEnd := m.rowEnd
	sameTable := m.known && delim != 0 && m.delim == delim && m.seps == seps && ls > prevEnd &&
		ls <= prevEnd+2 && strings.TrimRight(s[prevEnd:ls], "\r\n") == ""
	m.known, m.rowStart, m.rowEnd, m.record, m.block, m.fieldPos, m.field = true, ls, le, 0, 0, ls, 0
	if !sameTable {
		m.delim, m.seps = delim, seps
		m.hdrStart, m.hdrEnd = -1, -1
		if delim != 0 {
			m.hdrStart, m.hdrEnd = sc.findHeader(ls, le, delim, seps)
		}
	}
	return m
}

// fieldIndex returns the index of the field of the row m that starts at
// p, counting on from the last field asked about.
func (sc *scanner) fieldIndex(m *lineMemo, p int) int {
	if p < m.fieldPos {
		m.fieldPos, m.field = m.rowStart, 0
	}
	m.field += strings.Count(sc.s[m.fieldPos:p], string(m.delim))
	m.fieldPos = p
	return m.field
}

// findHeader walks up from the row at rowStart over the rows of the same
// table (as many separators) to its header line, and returns its span, or
// -1, -1.
func (sc *scanner) findHeader(rowStart, rowEnd int, delim byte, seps int) (int, int) {
	s := sc.s
	if headerLine(s[rowStart:rowEnd]) {
		return -1, -1 // the header itself
	}
	end := rowStart - 1
	for walked := 0; end > 0 && walked < maxHeaderWalk; walked++ {
		ls, le := lineBounds(s, end)
		line := s[ls:le]
		if strings.Count(line, string(delim)) != seps {
			return -1, -1
		}
		if headerLine(line) {
			return ls, le
		}
		end = ls - 1
	}
	return -1, -1
}

// headerKinds returns the cue kinds of the header of the column whose
// field the value at start begins, or 0.
func (sc *scanner) headerKinds(start int) cueKind {
	if !fieldMayStart(sc.s, start) {
		return 0
	}
	m := sc.lineOf(start)
	if m.delim == 0 || m.hdrEnd < 0 {
		return 0
	}
	p, ok := fieldStart(sc.s, m.rowStart, start, m.delim)
	if !ok {
		return 0
	}
	k := sc.fieldIndex(m, p)
	h := sc.s[m.hdrStart:m.hdrEnd]
	for ; k > 0; k-- {
		i := strings.IndexByte(h, m.delim)
		if i < 0 {
			return 0
		}
		h = h[i+1:]
	}
	if i := strings.IndexByte(h, m.delim); i >= 0 {
		h = h[:i]
	}
	return fieldKinds(strings.Trim(h, " \"'"))
}

// fieldKinds returns the cue kinds a column header names: the header as a
// whole or as a key ("date_of_birth", "fechaNacimiento"), or its last word
// that is a cue, or a pair of its words ("date of birth").
func fieldKinds(h string) cueKind {
	var buf [48]byte
	n := foldWord(buf[:], h)
	if n < 0 {
		return 0
	}
	if k := cueTable[string(buf[:n])]; k != 0 {
		return k
	}
	if k := keyKinds(h); k != 0 {
		return k
	}
	prev := ""
	var kinds cueKind
	for w := range strings.FieldsFuncSeq(h, func(r rune) bool { return !unicode.IsLetter(r) }) {
		var wb [32]byte
		m := foldWord(wb[:], w)
		if m < 0 {
			continue
		}
		word := string(wb[:m])
		if k := wordKinds(word); k != 0 {
			kinds = k
		} else if k := cueTable[prev+" "+word]; prev != "" && k != 0 {
			kinds = k
		}
		prev = word
	}
	return kinds
}

// inRecord reports whether the value at start is a field of a person's
// record: a field of a row, or the value of a key that names nothing
// ("id=…"; key says labelBefore found one), on a line that holds an
// e-mail address, an IBAN that passes mod 97 or a birth cue ("dob=",
// "nac=", "date_of_birth"), or, for a key's value, in a block of keys one
// of whose sibling lines holds a birth cue (blockRecord). The value itself, a number or
// an identifier's shape, is none of those.
func (sc *scanner) inRecord(start int, key bool) bool {
	m := sc.lineOf(start)
	if !key {
		if m.delim == 0 {
			return false
		}
		if _, ok := fieldStart(sc.s, m.rowStart, start, m.delim); !ok {
			return false
		}
	}
	if m.record == 0 {
		m.record = -1
		if recordLine(sc.s[m.rowStart:m.rowEnd]) {
			m.record = 1
		}
	}
	if m.record > 0 || !key {
		return m.record > 0
	}
	if m.block == 0 {
		m.block = -1
		if blockRecord(sc.s, m.rowStart, m.rowEnd) {
			m.block = 1
		}
	}
	return m.block > 0
}

// maxBlockWalk bounds how many lines above and below a key line its
// sibling keys are looked for.
const maxBlockWalk = 12

// blockRecord reports whether a sibling line of the key line
// s[rowStart:rowEnd] holds a birth cue (birthLine): a line of the same
// indentation in the same block of keys (a YAML mapping or list item, a
// pretty-printed JSON object). The block ends at a blank line, at a line
// indented less, and at the start of another list item ("- "); lines
// indented more are a child's and are skipped. An e-mail address beside
// the key does not make the block a person's record, as it makes its own
// line one: a package's or a service's block names its maintainer's.
func blockRecord(s string, rowStart, rowEnd int) bool {
	ind, item := lineIndent(s[rowStart:rowEnd])
	for k, ls := 0, rowStart; !item && k < maxBlockWalk && ls > 0; k++ {
		var le int
		ls, le = lineBounds(s, ls-1)
		i, it := lineIndent(s[ls:le])
		if i < 0 || i < ind {
			break
		}
		if i == ind && birthLine(s[ls:le]) {
			return true
		}
		if i == ind && it {
			break
		}
	}
	for k, le := 0, rowEnd; k < maxBlockWalk; k++ {
		ls := le + strings.IndexByte(s[le:], '\n') + 1
		if ls <= le || ls >= len(s) {
			break
		}
		ls, le = lineBounds(s, ls)
		i, it := lineIndent(s[ls:le])
		if i < 0 || i < ind || i == ind && it {
			break
		}
		if i == ind && birthLine(s[ls:le]) {
			return true
		}
	}
	return false
}

// lineIndent returns the indentation of a line, counting the "- " that
// opens a list item as indentation, and whether it opens one; -1 for a
// blank line.
func lineIndent(line string) (int, bool) {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	item := false
	if i+1 < len(line) && line[i] == '-' && line[i+1] == ' ' {
		item = true
		for i += 2; i < len(line) && line[i] == ' '; i++ {
		}
	}
	if i == len(line) || line[i] == '\r' {
		return -1, false
	}
	return i, item
}

// recordLine reports whether line holds an e-mail address, an IBAN that
// passes mod 97, or a birth cue word. Chunks are split at the separators
// of fields and keys (isRecordSep), words of a chunk at spaces.
func recordLine(line string) bool {
	for i := 0; i < len(line); {
		j := i
		for j < len(line) && !isRecordSep(line[j]) {
			j++
		}
		if recordChunk(line[i:j]) {
			return true
		}
		i = j + 1
	}
	return false
}

// recordChunk reports whether a chunk of a record line is or holds an
// e-mail address, an IBAN that passes mod 97 (in groups or not), or a
// birth cue word.
func recordChunk(c string) bool {
	if len(c) >= 15 && isLetter(c[0]) && isLetter(c[1]) && isDigit(c[2]) && isDigit(c[3]) && ibanValid(c) {
		return true
	}
	for w := range strings.SplitSeq(c, " ") {
		if w != "" && recordToken(w) {
			return true
		}
	}
	return false
}

// isRecordSep reports whether c separates the chunks of a record line.
func isRecordSep(c byte) bool {
	switch c {
	case '\t', ';', ',', '|', '=', ':', '"', '\'', '(', ')', '<', '>', '{', '}', '[', ']':
		return true
	}
	return false
}

// recordToken reports whether a word of a record line is an e-mail
// address or a birth cue, alone or as the last part of a key
// ("fecha_nac").
func recordToken(t string) bool {
	if at := strings.IndexByte(t, '@'); at > 0 && strings.IndexByte(t[at:], '.') > 0 {
		return true
	}
	return birthToken(t)
}

// birthLine reports whether a line holds a birth cue word (birthToken),
// its chunks and words split as recordLine splits them.
func birthLine(line string) bool {
	for c := range strings.FieldsFuncSeq(line, func(r rune) bool { return r < 0x80 && (r == ' ' || isRecordSep(byte(r))) }) {
		if birthToken(c) {
			return true
		}
	}
	return false
}

// birthToken reports whether a word is a birth cue, alone or as the last
// part of a key ("fecha_nac").
func birthToken(t string) bool {
	if len(t) > 48 || !isLetter(t[0]) {
		return false
	}
	var buf [48]byte
	n := foldWord(buf[:], t)
	return n > 0 && (cueTable[string(buf[:n])]|keyKinds(t))&cueBirth != 0
}
