package regex

import "testing"

// A key made of parts is named by its parts: a part that names a personal
// value wins over the number word the key ends with ("bsn_nummer",
// "codice_fiscale_nr", "telefon_nr"), two adjacent parts may be one cue
// ("sv_nummer", "securite_sociale"), and a key whose parts name nothing
// but that ends with a German number word stays a reference for a shape
// that fails its check ("kunden_nr", "auftrags_nummer"), though not for a
// value that passes it ("user_cf_nummer").
func TestKeyPartsNameTheirValue(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits passing the 11-proof after a bsn_nummer key are a BSN", "bsn_nummer: 571343922", []string{"NL_BSN=571343922"}},
		{"nine digits after a camel-case bsnNummer key are a BSN", `{"bsnNummer": "571343922"}`, []string{"NL_BSN=571343922"}},
		{"a codice fiscale after a codice_fiscale_nr key is a codice fiscale", "codice_fiscale_nr: SCRMTT81L50E512Q", []string{"IT_FISCAL_CODE=SCRMTT81L50E512Q"}},
		{"a Versicherungsnummer after an sv_nummer key is one", "sv_nummer: 23311009J701", []string{"DE_SVNR=23311009J701"}},
		{"a Versicherungsnummer after an SV_NR key is one", "SV_NR=23311009J701", []string{"DE_SVNR=23311009J701"}},
		{"nine digits after a numero_securite_sociale key are a national number", "numero_securite_sociale: 189607543", []string{"NL_BSN=189607543"}},
		{"an IBAN failing mod 97 after an iban_nr key is still an IBAN", "iban_nr: DE89370400440532013001", []string{"IBAN=DE89370400440532013001"}},
		{"a trunk 0 run after a telefon_nr key is a phone number", "telefon_nr=02214920706", []string{"PHONE=02214920706"}},
		{"a codice fiscale after a user_cf_nummer key is a codice fiscale", "user_cf_nummer: MTUGNT72T43E566Y", []string{"IT_FISCAL_CODE=MTUGNT72T43E566Y"}},
		{"a DNI after a documentoNr key is a DNI", `"documentoNr": "11852322P"`, []string{"ES_NIF=11852322P"}},
		{"a DNI with a wrong letter after a documentoNr key is a reference", `"documentoNr": "11852322A"`, nil},
		{"nine digits after a kunden_nr key are a customer number", "kunden_nr: 571343922", nil},
		{"a DNI after the German compound Kundennummer is a customer number", "Kundennummer 11852322P", nil},
		{"a trunk 0 run after an auftrags_nummer key is an order number", "auftrags_nummer=0214920706", nil},
		{"a valid DNI after an artikel_nr key is an article number", "artikel_nr: 48215390F", nil},
	})
}

// A label is found past the marks that LLM answers, markup and forms put
// around it: a Markdown bold key ("**BSN**: …"), an XML element's name
// ("<bsn_nummer>…"), a hyphenated label ending with a number word
// ("BSN-nummer:"), and the Portuguese "é" between a label and its value;
// the marks alone name nothing.
func TestLabelsPastMarkupAndNumberWords(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits after a Markdown bold BSN key are a BSN", "- **BSN**: 307369742", []string{"NL_BSN=307369742"}},
		{"nine digits in an XML element named bsn_nummer are a BSN", "<bsn_nummer>307369742</bsn_nummer>", []string{"NL_BSN=307369742"}},
		{"nine digits after BSN-nummer are a BSN", "BSN-nummer: 307369742", []string{"NL_BSN=307369742"}},
		{"nine digits after SSN-Number are an SSN", "SSN-Number: 401582291", []string{"US_SSN=401582291"}},
		{"nine digits after o meu NIF é are a Portuguese NIF", "olá, o meu nif é 107369745", []string{"PT_NIF=107369745"}},
		{"nine digits after número fiscal are a Portuguese NIF", "número fiscal: 171408799", []string{"PT_NIF=171408799"}},
		{"nine digits after a Markdown bold order key are an order number", "**Order**: 307369742", nil},
		{"nine digits in an XML element of a count are a count", "<total>307369742</total>", nil},
		{"nine digits after Kunden-Nummer are a customer number", "Kunden-Nummer: 307369742", nil},
		{"nine digits after an arrow alone are a number", "-> 307369742", nil},
	})
}

// A national number that opens its line, or follows a key that names
// nothing of its own ("value:", "Wert:"), takes the label that ends the
// line above: a form's label over its field, a record's type over its
// value; a number under any other line stays a number.
func TestALabelAboveItsValue(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits under a BSN line are a BSN", "BSN\n209259061", []string{"NL_BSN=209259061"}},
		{"nine digits under a NIF: line are a Portuguese NIF", "NIF:\n  290560748\n", []string{"PT_NIF=290560748"}},
		{"nine digits in a value key under a type bsn line are a BSN", "contacts:\n  - type: bsn\n    value: 209259061\n",
			[]string{"NL_BSN=209259061"}},
		{"nine digits under an SSN line in a Wert key are an SSN", "Typ: SSN\nWert: 401582291", []string{"US_SSN=401582291"}},
		{"nine digits under an order line are an order number", "Bestellung\n123456782", nil},
		{"nine digits after words under a BSN line are a number", "bsn\nbatch 123456782 shipped", nil},
		{"nine digits in a named key under a BSN line are that key's", "type: bsn\ncount: 123456782", nil},
	})
}

// A label is found past Markdown's inline code and table bars ("| BSN |
// `370071128` |") and past a dash of prose ("BSN — 370071128"); a cell
// or a dash after a word that names nothing stays a number.
func TestLabelsPastCodeMarksBarsAndDashes(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits in inline code in a BSN row are a BSN", "| BSN | `370071128` |", []string{"NL_BSN=370071128"}},
		{"nine digits after a BSN cell are a BSN", "| burgerservicenummer | 312211429 |", []string{"NL_BSN=312211429"}},
		{"nine digits after BSN and an em dash are a BSN", "BSN — 370071128", []string{"NL_BSN=370071128"}},
		{"nine digits after NIF and an en dash are a Portuguese NIF", "NIF – 290560748", []string{"PT_NIF=290560748"}},
		{"nine digits in inline code after a count are a count", "rows: `370071128`", nil},
		{"nine digits after an order cell are an order number", "| order | 370071128 |", nil},
		{"nine digits after a word and an em dash are a number", "Lieferung — 370071128", nil},
	})
}

// A label of values written in digits only (a timestamp, a barcode) says
// nothing of a value with letters: a codice fiscale after the Italian
// health card's "TS" key is a codice fiscale; digits after it, and a
// value with letters after a label of codes that hold letters (SKU,
// order), stay what the label says.
func TestLabelsOfDigitsOnlyNameNoValueWithLetters(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a codice fiscale after a ts key is a codice fiscale", "ts: RSSMRA85T10A562S", []string{"IT_FISCAL_CODE=RSSMRA85T10A562S"}},
		{"a DNI after an EAN label is a DNI", "EAN 48215390F", []string{"ES_NIF=48215390F"}},
		{"eleven digits passing the Steuer-ID check after ts are a timestamp", "ts=86095742719", nil},
		{"a codice fiscale after an order key is an order code", "ordine: RSSMRA85T10A562S", nil},
	})
}

// Abbreviated labels name their value: a German compound in -nr whose
// -nummer form is a cue ("Versicherungsnr."), a label followed by its
// number word after the key's colon ("BSN nr.:"), the number signs "n.º"
// and "n°", and a label in square brackets ("[BSN nr.]"); an order's
// abbreviation stays an order's.
func TestAbbreviatedLabelsNameTheirValue(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a Versicherungsnummer after Versicherungsnr. is one", "Versicherungsnr. 95271001G352", []string{"DE_SVNR=95271001G352"}},
		{"nine digits after BSN nr.: are a BSN", "• BSN nr.: 756146641", []string{"NL_BSN=756146641"}},
		{"nine digits after NIF n.º are a Portuguese NIF", "NIF n.º 256146640 thx", []string{"PT_NIF=256146640"}},
		{"nine digits after BSN n° are a BSN", "BSN n° 756146641", []string{"NL_BSN=756146641"}},
		{"nine digits after a bracketed BSN nr. are a BSN", "[BSN nr.] 756146641", []string{"NL_BSN=756146641"}},
		{"a Versicherungsnummer after Auftragsnr. is an order number", "Auftragsnr. 95271001G352", nil},
		{"nine digits after order no.: are an order number", "order no.: 756146641", nil},
	})
}

// Another cell of a table's row, a code span or a bracketed tag before a
// value is a value of its own, no label: a word there that would name
// another number ("updated", "product", "time", "version") leaves a value
// that passes its check masked, while a key/value table's key, which
// opens its line, still names its value; and a word ending the line above
// counts as a label only when it names a national identifier, so a
// record's last cell names nothing of the next row.
func TestCellsOfARowAreNoLabels(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a card after a status cell of a table's row is a card", "| Name | Status | Card |\n|---|---|---|\n| Alice | updated | 4111 1111 1111 1111 |", []string{"CREDIT_CARD=4111 1111 1111 1111"}},
		{"an SSN after a plan cell of a table's row is an SSN", "| Name | Plan | SSN |\n|---|---|---|\n| Alice | product | 401-58-2291 |", []string{"US_SSN=401-58-2291"}},
		{"a BSN after a login cell of a table's row is a BSN", "| Name | Last login | BSN |\n|---|---|---|\n| Alice | time | 209259061 |", []string{"NL_BSN=209259061"}},
		{"an IPv4 address after an upgrade cell is an address", "| Alice | upgrade | 192.168.1.20 |", []string{"IPV4=192.168.1.20"}},
		{"a codice fiscale after a version cell is a codice fiscale", "| Alice | version | RSSMRA85T10A562S |", []string{"IT_FISCAL_CODE=RSSMRA85T10A562S"}},
		{"a card after a bracketed tag is a card", "[updated] 4111 1111 1111 1111", []string{"CREDIT_CARD=4111 1111 1111 1111"}},
		{"a card after a code span of a status is a card", "status: `updated` `4111111111111111`", []string{"CREDIT_CARD=4111111111111111"}},
		{"nine digits after an order key opening a table's row are an order number", "| order | 370071128 |", nil},
		{"SSNs in rows whose last cell names another number are SSNs", "ssn,name,status\n401582291,Alice,active\n209259061,Bob,updated\n350421987,Carol,updated\n",
			[]string{"US_SSN=401582291", "US_SSN=209259061", "US_SSN=350421987"}},
		{"a BSN in a row under a row ending with time is a BSN", "bsn,email,note\n209259061,a@b.nl,time\n307369742,c@d.nl,time\n",
			[]string{"NL_BSN=209259061", "NL_BSN=307369742", "EMAIL=a@b.nl", "EMAIL=c@d.nl"}},
	})
}
