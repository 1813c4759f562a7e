package gazetteer

// townLineBelow reports whether the street without a type from word start
// to house number n stands over a line that opens with a postcode no year
// could be and a town ("Splavnica 5\n90647 Zagreb", "Kolmeka 8\n1410
// Kolbotn"), as most of Europe writes an address, when none of its words
// is an English word or a German or French noun ("Room 12\n10115 Berlin"
// and "Gleis 4\n10115 Berlin" stay an agenda's lines), nor an Italian,
// Spanish or Croatian noun that numbers a document's parts or a place
// inside a building alone before the number (numberedNouns: "Fattura
// 12\n20121 Milano"; "Paso de la Patria 12" keeps its street), and the
// town is a known one or no English word.
func (s *scratch) townLineBelow(start, n int) bool {
	t := s.postcodeTownStart(s.numberTail(n + 1))
	if t < 0 || wordLevel(s.resolved(t)) != 0 && !s.knownTown(t, s.townWords(t)) {
		return false // "Zorbex 3\n1024 Widgets": a count of things, not a town
	}
	for k := start; k < n; k = s.nextWord(k) {
		if k < 0 {
			return false
		}
		if a := s.resolved(k); wordLevel(a) != 0 || a&(attrNounDE|attrFrWord) != 0 || k == start && s.nextWord(k) == n && numberedNouns[string(s.wordBytes(k))] {
			return false
		}
	}
	return true
}

// numberedNouns are Italian, Spanish and Croatian nouns, folded, that a
// number follows in documents and agendas (invoice, order, chapter,
// section, page, office, building, step, round, match, error…), as no
// street's name is written without its type.
var numberedNouns = wordSet("fattura ordine capitolo sezione pagina ufficio giornata partita articolo paragrafo allegato " +
	"tabella figura esercizio lezione domanda livello stanza aula tavolo sportello binario uscita volume parte fase turno " +
	"pedido factura capitulo seccion edificio paso articulo leccion ejercicio pregunta nivel planta habitacion mesa " +
	"puerta salida anden jornada partido tomo anexo tabla oficina expediente albaran recibo " +
	"runda greska pogreska stranica poglavlje clanak tocka kolo soba ured dvorana razina kat stol izlaz peron " +
	"lekcija vjezba pitanje zadatak tablica prilog racun narudzba utakmica")
