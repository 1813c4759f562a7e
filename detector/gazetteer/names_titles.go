package gazetteer

import "bytes"

// titleAfterNameComma reports whether capitalised word i, right after the
// comma that follows a name ("Anna Becker, Head of Sales", "Marc Dupont,
// Responsable commercial", "Anna Becker, Leiterin Vertrieb"), opens a
// job title: the title describes the person before the comma, so it is
// no name part and no name on its own, though the lists hold its word as
// a surname ("Head", "Senior", "Leiter").
func (s *scratch) titleAfterNameComma(i int) bool {
	if i < 2 || s.toks[i-1].r != ',' || s.toks[i-1].flags&tfWord != 0 || !s.isWord(i-2) {
		return false
	}
	if s.toks[i-2].flags&tfUsed == 0 && s.resolved(i-2)&nameBits == 0 {
		return false
	}
	w := s.wordBytes(i)
	return seniorityWord(w) || jobTitleWord(w) || germanLeaderTitle(w)
}

// germanLeaderTitle reports whether folded word w is a German compound
// that names the head of something ("Abteilungsleiterin", "Teamleiter",
// "Projektleiterin").
func germanLeaderTitle(w []byte) bool {
	return bytes.HasSuffix(w, []byte("leiter")) || bytes.HasSuffix(w, []byte("leiterin"))
}

// seniorityWord reports whether folded word w is a rank that opens a job
// title ("Senior Engineer", "Chief Technology Officer", "Capo reparto"),
// or a title that jobTitleWord leaves out as it names no firm's job
// ("Gérant").
func seniorityWord(w []byte) bool {
	switch string(w) {
	case "senior", "junior", "chief", "principal", "capo", "gerant", "gerante":
		return true
	}
	return false
}
