package regex

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Cue words: words that announce a value of some kind shortly before it
// ("SIREN 732 829 320", "Ruf mich an: 030 ...", "zip 94105"). They are
// looked up only for a weak candidate, in a window of cueWindow bytes
// before it on the same line, one map lookup per word: no pass over the
// whole text.

// cueKind is a set of kinds of value a word may announce.
type cueKind uint32

const (
	cuePhone cueKind = 1 << iota
	cueZip
	cueSSN
	cueIBAN
	cueNIR
	cueSIREN
	cueCard
	cueIP
	cueVersion
	cueBirth
	// cueProduct: a label of a product code, which card numbers are not.
	cueProduct
	// cueDigits: a label of a value written in digits only, a barcode or
	// a timestamp, which card numbers are not and a value with letters
	// cannot be.
	cueDigits
	// cueRef: a label of an order, part or section number.
	cueRef
	// cueID: a label of a national identifier, of any country ("national
	// id", "DNI", "codice fiscale", "cf", "Steuer-ID", "NINO", "passport").
	cueID
	// cueBSN: a label of the Dutch citizen service number.
	cueBSN
	// cuePTNIF: a label of the Portuguese tax number.
	cuePTNIF
	// cueDETax: a label of the German tax identification number.
	cueDETax
	// cueNumberKey: a key of parts that ends with a German number or
	// part word and whose other parts name nothing ("kunden_nr",
	// "user_cf_nummer", "ersatz_teil"):
	// a reference for a shape that fails its check or has none, no label
	// for a value that passes its check.
	cueNumberKey
)

// cueOther are the labels of other kinds of number.
const cueOther = cueProduct | cueDigits | cueRef

// cueNational are the labels of national identifiers: a national number
// of any country after one of them is masked, whatever its country.
const cueNational = cueSSN | cueNIR | cueID | cueBSN | cuePTNIF | cueDETax

// cueWindow is how far before a candidate its cue may be, in bytes.
const cueWindow = 48

// cueLists are the cue words of each kind, in English, French and German
// (and Spanish and Italian for phones), in lower case; a word of two holds
// a space and matches two adjacent words.
var cueLists = map[cueKind][]string{
	cuePhone: {
		"phone", "phones", "telephone", "tel", "tél", "téléphone", "telefon", "telefonnummer", "rufnummer",
		"handynummer", "mobilnummer", "teléfono", "telefono", "mobile", "mobil", "móvil", "movil", "cellulare",
		"cell", "cellphone", "fax", "telefax", "call", "called", "calling", "ring", "rang", "dial", "text",
		"sms", "whatsapp", "signal", "contact", "kontakt", "answer", "answers", "answered", "answering",
		"voicemail", "reach", "reachable", "unreachable", "message", "messages", "texted", "texting",
		"répondeur", "anrufbeantworter", "mailbox", "hotline", "landline", "portable", "handy", "office", "bureau", "büro", "ufficio", "oficina", "desk",
		"joindre", "joignable", "appelle", "appeler", "appelez", "appelle-moi", "rappelle", "rappeler",
		"rappelez", "rappelle-moi", "composez", "ruf", "rufen", "anrufen", "anruf", "rückruf", "erreichbar",
		"llama", "llámame", "llamar", "chiama", "chiamami", "fon", "faxnummer", "festnetz", "festnetznummer",
		"durchwahl", "mobilfunknummer", "telnr", "telefonnr", "handynr", "mobilnr", "faxnr", "celular",
		// calling back and reaching someone, in EN, FR, DE, ES and IT
		"callback", "calls", "rappel", "appel", "appeler", "contacter", "injoignable", "zurückrufen",
		"zurückruf", "erreichst", "erreichen", "erreiche", "telefonisch", "llamada", "llámenos", "llamanos",
		"llamame", "contactar", "chiamare", "chiamata", "richiamare", "richiama", "richiamami",
		"telefonare", "contattare", "contattami",
		// the words of Italian forms and deeds, the verbs with their
		// pronoun, Spanish, Portuguese and Dutch words and abbreviations,
		// and the Belgian and Swiss words for a mobile
		"telefonico", "telefonica", "telefonicamente", "telefónico", "telefónica", "recapito", "recapiti",
		"utenza", "reperibile", "reperibilità", "contattabile", "raggiungibile", "chiamarmi", "contattarmi",
		"contatto", "contatti", "cel", "mob", "llamarme", "llámeme", "llameme", "contáctame", "contactame",
		"contactarme", "contáctenos", "contacto", "localizable", "tlf", "tlfn", "tfno", "telf",
		"telefone", "telemóvel", "telemovel", "contato", "ligar", "telefoon", "telefoonnummer", "mobiel",
		"bel", "bellen", "terugbellen", "bereikbaar", "gsm", "natel", "mobiltelefon",
		// having been called or reached, and a call
		"telefonata", "telefonate", "contattato", "contattata", "contattati", "contactado", "contactada",
		"contacted", "phoned", "contacté", "contactée", "kontaktiert", "angerufen", "gebeld", "opgebeld",
		"ligue",
		// the gerunds of calling, in Italian and Spanish deeds and notices
		"telefonando", "chiamando", "richiamando", "contattando", "llamando", "telefoneando", "contactando",
	},
	cueZip: {"zip", "zipcode", "zip code", "postal code", "postcode"},
	cueSSN: {
		"ssn", "ssns", "social security", "itin", "itins", "taxpayer", "tin", "sozialversicherungsnummer",
		"seguro social", "seguridad social", "previdenza sociale", "versicherungsnummer", "sv-nummer",
	},
	cueIBAN:  {"iban", "bic", "rib", "account", "compte", "konto", "kontonummer", "bankverbindung", "bank", "cuenta", "conto"},
	cueNIR:   {"nir", "insee", "sécurité sociale", "securite sociale", "sécu", "secu", "vitale", "ss"},
	cueSIREN: {"siren", "siret", "sirene", "rcs", "kbis"},
	cueCard:  {"card", "cards", "carte", "cartes", "karte", "kreditkarte", "kartennummer", "cb", "visa", "mastercard", "amex", "maestro", "credit", "debit", "tarjeta", "carta", "pan"},
	cueIP: {
		"ip", "ipv4", "ips", "ip-adresse", "adresse", "address", "addr", "host", "hostname", "server", "serveur", "servidor",
		"gateway", "gw", "dns", "nameserver", "router", "proxy", "client", "peer", "remote", "src", "dst", "connect",
		"connected", "connection", "connexion", "verbindung", "conexión", "connessione", "ping", "ssh", "telnet", "curl",
		"listen", "listening", "bind", "inet", "subnet", "netmask", "route", "firewall", "blocked", "banned", "vpn",
		"lan", "wan", "interface", "forwarded", "indirizzo", "dirección",
	},
	cueVersion: {
		"version", "versions", "v", "ver", "build", "release", "révision", "revision", "firmware", "versión", "versione",
		"changelog", "patch", "hotfix", "paket", "package", "paquet", "paquete", "pacchetto", "driver", "treiber",
		"pilote", "bios", "rev", "update", "updated", "upgrade", "upgraded", "updates",
	},
	cueProduct: {
		"sku", "artikel", "artikelnummer", "artikelnr", "article", "articolo", "artículo", "produkt", "product",
		"produit", "producto", "prodotto",
	},
	cueDigits: {
		"ean", "ean13", "gtin", "upc", "isbn", "issn", "barcode", "strichcode",
		"ts", "timestamp", "time", "epoch", "millis", "ms", "created", "zeitstempel", "horodatage",
	},
	cueRef: {
		// order, invoice, ticket, part, reference, tracking, lot, serial,
		// model, section, chapter, paragraph, in EN, FR, DE, ES and IT
		"order", "invoice", "ticket", "part", "ref", "reference", "tracking", "lot", "batch", "serial", "model",
		"section", "chapter", "paragraph", "clause",
		"commande", "facture", "billet", "pièce", "référence", "suivi", "série", "modèle", "chapitre", "paragraphe",
		"bestellung", "rechnung", "auftrag", "teil", "referenz", "sendung", "charge", "serie", "modell", "abschnitt",
		"kapitel", "absatz", "ziffer",
		"pedido", "factura", "pieza", "referencia", "seguimiento", "lote", "modelo", "sección", "capítulo",
		"ordine", "fattura", "biglietto", "pezzo", "riferimento", "lotto", "modello", "sezione", "capitolo",
	},
	cueID: {
		// generic, then UK, FR, DE, ES, IT, NL, PT
		"national id", "national_id", "nationalid", "national-id", "id number", "id no", "id card", "identity",
		"identity number", "identity card", "personal id", "tax id", "tax_id", "taxid", "tax number", "tax code",
		"fiscal code", "fiscal number", "national insurance", "nino", "ni number", "ni no", "insurance number",
		"identité", "identifiant fiscal", "numéro fiscal", "numero fiscal",
		"steuer-id", "steuerid", "steuer id", "steueridentifikationsnummer", "identifikationsnummer", "idnr",
		"id-nr", "steuernummer", "ausweisnummer", "personalausweisnummer", "personalausweis", "ausweis",
		"rentenversicherungsnummer", "rv-nummer", "rvnr", "svnr", "sv-nr", "sozialversicherungsnummer",
		"versicherungsnummer", "sv-nummer",
		"dni", "nie", "nif", "identidad", "identificación", "identificacion", "documento de identidad",
		"codice fiscale", "codicefiscale", "codice_fiscale", "cod fiscale", "fiscale", "identità",
		"bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "sofi", "citizen service",
		"contribuinte", "nipc", "número fiscal",
		// the abbreviations of records and forms, and identity documents
		"cf", "codfisc", "cod fisc", "codfiscale", "tessera sanitaria", "carta identita", "identita",
		"passport", "passaporto", "passeport", "pasaporte", "reisepass", "reisepassnummer", "paspoort",
		"cédula", "cedula", "nuss", "nin", "id nazionale", "num documento", "numero documento", "nr documento",
	},
	cueBSN:   {"bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "sofi", "citizen service"},
	cuePTNIF: {"nif", "contribuinte", "nipc", "número fiscal"},
	cueDETax: {"steuer-id", "steuerid", "steuer id", "steueridentifikationsnummer", "identifikationsnummer", "idnr", "id-nr", "steuernummer", "tax id", "tax_id", "taxid"},
	cueBirth: {
		"born", "birth", "birthday", "birthdate", "dob", "d.o.b", "b", "né", "née", "né(e", "naissance",
		"ddn", "geboren", "geb", "geburtsdatum", "geburtstag", "nacido", "nacida", "nacimiento", "nato", "nata", "nascita",
		"nac", "nasc", "nascimento", "nascido", "nascida", "geboortedatum", "naiss", "anniversaire", "cumpleaños",
		"compleanno", "verjaardag", "aniversário", "bday",
		// the same written in keys: without accents, or run together
		// ("dateNaissance", "fechaNacimiento", "date_nais")
		"nee", "nais", "ne le", "datenaiss", "datenais", "datenaissance", "datedenaissance", "dateofbirth", "birthdate", "birthday",
		"fechanacimiento", "fechadenacimiento", "datanascita", "datadinascita", "datanascimento", "datadenascimento",
		"cumpleanos", "gebdatum",
		"geburtsdat", "nacim",
	},
}

// cueTable maps each cue word to the kinds it announces. It is built once
// from cueLists and never written again.
var cueTable = func() map[string]cueKind {
	t := map[string]cueKind{}
	for kind, words := range cueLists {
		for _, w := range words {
			t[w] |= kind
		}
	}
	return t
}()

// cueFirst marks the bytes a cue word starts with, and cueMaxLen is the
// longest cue word: a word that fails either is no cue, without a map
// lookup. Built once from cueTable.
var cueFirst, cueMaxLen = func() (t [256]bool, n int) {
	for w := range cueTable {
		t[w[0]] = true
		n = max(n, len(w))
	}
	return t, n
}()

// cueBefore reports whether a cue word of the kind is among the words of
// the cueWindow bytes before start (a form's label may end the line
// before: "Phone:\n467 3395"). For phone numbers the
// cue must come after the last digit of the window: a cue before another
// number announces that one.
func cueBefore(s string, start int, kind cueKind) bool {
	return cueWithin(s, start, kind, cueWindow)
}

// cueWithin is cueBefore over the window bytes before start.
func cueWithin(s string, start int, kind cueKind, window int) bool {
	from := max(0, start-window)
	for from < start && !utf8.RuneStart(s[from]) {
		from++
	}
	var next [32]byte // the word after the current one, folded
	nextLen := -1
	for i := start; i > from; {
		r, w := utf8.DecodeLastRuneInString(s[from:i])
		if kind == cuePhone && isDigit(byte(r)) && r < utf8.RuneSelf {
			return false
		}
		if kind == cueBirth && (r == ';' || r == '!' || r == '?') {
			return false // another clause
		}
		if !unicode.IsLetter(r) {
			i -= w
			if r != ' ' && r != '-' && r != '\'' && (r != '_' || kind != cueBirth) {
				nextLen = -1 // a pair of cue words is written with a space between (an underscore in a birth key: "ne_le")
			}
			continue
		}
		end := i
		for i > from {
			r, w := utf8.DecodeLastRuneInString(s[from:i])
			if !unicode.IsLetter(r) {
				break
			}
			i -= w
		}
		var buf [32]byte
		n := foldWord(buf[:], s[i:end])
		if n < 0 {
			nextLen = -1
			continue
		}
		if n <= cueMaxLen && cueFirst[buf[0]] && cueTable[string(buf[:n])]&kind != 0 {
			return true
		}
		if nextLen > 0 && n+1+nextLen <= len(buf) {
			pair := append(append(buf[:n], ' '), next[:nextLen]...)
			if cueTable[string(pair)]&kind != 0 {
				return true
			}
		}
		copy(next[:], buf[:n])
		nextLen = n
	}
	return false
}

// foldWord writes the lower-case form of word into buf and returns its
// length, or -1 when it does not fit.
func foldWord(buf []byte, word string) int {
	n := 0
	for _, r := range word {
		r = unicode.ToLower(r)
		if n+utf8.RuneLen(r) > len(buf) {
			return -1
		}
		n += utf8.EncodeRune(buf[n:], r)
	}
	return n
}

// usStates are the postal abbreviations of the US states, districts and
// territories.
const usStates = "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP"

// usStateNames are the last words of the names of the US states, in lower
// case; stateBefore checks the word before for two-word names.
var usStateNames = map[string]bool{
	"alabama": true, "alaska": true, "arizona": true, "arkansas": true, "california": true, "colorado": true,
	"connecticut": true, "delaware": true, "florida": true, "georgia": true, "hawaii": true, "idaho": true,
	"illinois": true, "indiana": true, "iowa": true, "kansas": true, "kentucky": true, "louisiana": true,
	"maine": true, "maryland": true, "massachusetts": true, "michigan": true, "minnesota": true,
	"mississippi": true, "missouri": true, "montana": true, "nebraska": true, "nevada": true,
	"hampshire": true, "jersey": true, "mexico": true, "york": true, "carolina": true, "dakota": true,
	"ohio": true, "oklahoma": true, "oregon": true, "pennsylvania": true, "island": true, "tennessee": true,
	"texas": true, "utah": true, "vermont": true, "virginia": true, "washington": true, "wisconsin": true,
	"wyoming": true, "columbia": true,
}

// stateBefore reports whether a US state (its postal abbreviation in
// capitals, or its name) comes right before start, with a space or a
// comma and a space between.
func stateBefore(s string, start int) bool {
	j := start
	for j > 0 && (s[j-1] == ' ' || s[j-1] == ',') && start-j < 3 {
		j--
	}
	if j == start {
		if w := spaceWidthBefore(s, j); w > 0 {
			j -= w
		} else {
			return false
		}
	}
	k := j
	for k > 0 && (isUpper(s[k-1]) || isLower(s[k-1])) {
		k--
	}
	word := s[k:j]
	if k > 0 && isAlnum(s[k-1]) || word == "" {
		return false
	}
	if len(word) == 2 && isUpper(word[0]) && isUpper(word[1]) {
		for i := 0; i+1 < len(usStates); i += 3 {
			if usStates[i] == word[0] && usStates[i+1] == word[1] {
				return true
			}
		}
		return false
	}
	var buf [16]byte
	n := foldWord(buf[:], word)
	return n > 0 && isUpper(word[0]) && usStateNames[string(buf[:n])]
}

// spaceWidthBefore returns the width of a Unicode space separator ending
// at i, or 0.
func spaceWidthBefore(s string, i int) int {
	return sepBefore(s, i, spaceWidth)
}

// fillerWords may stand between a label and its value ("SSN is ...",
// "Firmware wurde auf ...", "numéro de sécurité sociale : ..."): a label
// is looked for past up to three of them. The source prepositions
// ("from", "von", "depuis") are not fillers: an address comes from
// somewhere, a version is updated to something.
var fillerWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"is", "was", "are", "be", "been", "number", "numbers", "no", "nr", "num", "nbr", "nº", "n", "id",
		"ist", "lautet", "wurde", "wird", "est", "été", "sont", "es", "son", "è", "é", "sono", "era",
		"the", "my", "his", "her", "their", "your", "our", "a", "an", "of", "de", "du", "des", "d",
		"le", "la", "les", "l", "el", "il", "lo", "der", "die", "das", "dem", "den",
		"mon", "ma", "mes", "sa", "ses", "votre", "notre", "leur", "mein", "meine", "dein", "sein", "seine",
		"ihr", "ihre", "unser", "mi", "tu", "su", "suo", "sua", "mio", "mia", "us", "u", "usa",
		"américain", "americain", "amerikanische", "amerikanischen", "americano", "estadounidense",
		"numéro", "numero", "número", "nummer", "code", "value", "valeur", "wert", "valor", "valore",
		"new", "neue", "neuen", "nouveau", "nouvelle", "nuevo", "nuova", "nuovo",
		"to", "auf", "zu", "vers", "à", "al", "on", "onto", "now", "jetzt",
	} {
		m[w] = true
	}
	return m
}()

// labelBefore returns the cue kinds of the label written right before
// start on its line: the nearest word, past separators (spaces, ":",
// "=", "#", quotes, brackets, "-") and up to three filler words. A key
// ("ssn=", `"ts":`, "client_ip:", "firmwareVersion=") is split at "_",
// "-" and changes from lower to upper case, and its last part that is a
// cue names it. key reports whether a ":" or "=" stands between the
// label and the value, as after a field name. A label that is no cue
// gives 0.
func labelBefore(s string, start int) (kinds cueKind, key bool) {
	from := max(0, start-cueWindow)
	i := start
	keyed := false  // a ":" or "=" stood between a label and the value
	marked := false // a table's bar or a mark of Markdown or XML stood there
	for fillers := 0; ; fillers++ {
		sawKey := false
		for i > from {
			c := s[i-1]
			if c == ':' || c == '=' {
				sawKey = true
			} else if isCellMark(c) {
				marked = true
			} else if !isLabelSep(c) {
				if w := spaceWidthBefore(s, i); w > 0 {
					i -= w
					continue
				}
				if i-3 >= from && (s[i-3:i] == "—" || s[i-3:i] == "–") {
					i -= 3 // a dash of prose: "BSN — 370071128"
					continue
				}
				if i-2 >= from && (s[i-2:i] == "°" || s[i-2:i] == "º") {
					i -= 2 // a number sign: "n°", "n.º"
					continue
				}
				break
			}
			i--
		}
		keyed = keyed || sawKey
		end := i
		for i > from {
			r, w := utf8.DecodeLastRuneInString(s[from:i])
			if !unicode.IsLetter(r) && r != '_' && !(r < utf8.RuneSelf && isDigit(byte(r))) {
				break
			}
			i -= w
		}
		for i < end && s[i] == '_' {
			i++
		}
		if i == end || isDigit(s[i]) {
			return 0, false // no word, or a number ("4.2.1.15 auf"): no label
		}
		token := s[i:end]
		var buf [32]byte
		n := foldWord(buf[:], token)
		if n < 0 {
			return 0, false
		}
		folded := string(buf[:n])
		if k := dottedKinds(s, from, i, end); k != 0 {
			return cellLabel(s, i, k, marked), keyed // "C.F. …", "D.N.I.: …"
		}
		if k := compoundKinds(s, from, i, end); k != 0 {
			return cellLabel(s, i, k, marked), keyed
		}
		// The whole word, then a key's parts ("bsn_nummer" is a BSN's
		// key), then the compounds of a number or version word the whole
		// makes ("kunden_nr", "firmwareVersion").
		if k := cueTable[folded]; k != 0 {
			return cellLabel(s, i, k, marked), keyed
		}
		if k := keyKinds(token); k != 0 {
			return cellLabel(s, i, k, marked), keyed
		}
		if k := wordKinds(folded); k != 0 {
			if k == cueRef && keyParts(token) {
				k = cueNumberKey
			}
			return cellLabel(s, i, k, marked), keyed
		}
		// "social security": the pair of this word and the one before.
		if j := i; j > from+1 && s[j-1] == ' ' {
			k := j - 1
			for k > from {
				r, w := utf8.DecodeLastRuneInString(s[from:k])
				if !unicode.IsLetter(r) {
					break
				}
				k -= w
			}
			if k < j-1 {
				var pb [48]byte
				if m := foldWord(pb[:], s[k:j-1]); m > 0 && m+1+n <= len(pb) {
					pair := append(append(pb[:m], ' '), folded...)
					if kinds := cueTable[string(pair)]; kinds != 0 {
						return cellLabel(s, k, kinds, marked), keyed
					}
				}
			}
		}
		// After a key's ":" only its number word may stand between the
		// key and the value ("BSN nr.: …").
		if sawKey && !isWordOf(folded, numberWords[:]) || fillers == 3 || !fillerWords[folded] {
			return 0, keyed
		}
	}
}

// labelAbove returns the cue kinds of the label that ends the line above
// the value at start, when the value opens its line or follows a key that
// names nothing of its own ("value:", "Wert:"): a form's label over its
// field ("BSN\n209259061"), a record's type over its value ("- type:
// bsn\n  value: 209259061"). Else 0.
func labelAbove(s string, start int) cueKind {
	k := start
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '"' || s[k-1] == '\'') {
		k--
	}
	if k > 0 && (s[k-1] == ':' || s[k-1] == '=') {
		e := k - 1
		k = e
		for k > 0 && isLetter(s[k-1]) {
			k--
		}
		var buf [16]byte
		if n := foldWord(buf[:], s[k:e]); n <= 0 || !fillerWords[string(buf[:n])] {
			return 0
		}
		for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t' || s[k-1] == '-') {
			k--
		}
	}
	if k == 0 || s[k-1] != '\n' {
		return 0
	}
	k--
	if k > 0 && s[k-1] == '\r' {
		k--
	}
	kinds, _ := labelBefore(s, k)
	return kinds
}

// compoundKinds returns the cue kinds of the hyphenated compound that
// ends with the word s[i:end] ("RV-Nummer", "Steuer-ID"), when cueTable
// names it, or those of its first word when the compound ends with a
// number word ("BSN-nummer", "SSN-Number"), or 0.
func compoundKinds(s string, from, i, end int) cueKind {
	if i-1 <= from || s[i-1] != '-' {
		return 0
	}
	k := i - 1
	for k > from {
		r, w := utf8.DecodeLastRuneInString(s[from:k])
		if !unicode.IsLetter(r) {
			break
		}
		k -= w
	}
	if k == i-1 {
		return 0
	}
	var buf [40]byte
	n := foldWord(buf[:], s[k:end])
	if n < 0 {
		return 0
	}
	if kinds := cueTable[string(buf[:n])]; kinds != 0 {
		return kinds
	}
	if isWordOf(s[i:end], numberWords[:]) {
		if n := foldWord(buf[:], s[k:i-1]); n > 0 {
			return cueTable[string(buf[:n])]
		}
	}
	return 0
}

// dottedKinds returns the cue kinds of the dotted abbreviation that ends
// with the one-letter word s[i:end] ("C.F", "D.N.I"), its letters run
// together and looked up in cueTable ("cf", "dni"), or 0: single letters
// with a dot after each but the last (labelBefore has passed that one).
func dottedKinds(s string, from, i, end int) cueKind {
	if end-i != 1 || i-2 < from || s[i-1] != '.' || !isLetter(s[i-2]) {
		return 0
	}
	var buf [8]byte
	n := len(buf)
	k := i + 1
	for k-1 >= from && isLetter(s[k-1]) && (k-2 < from || !isLetter(s[k-2])) && n > 0 {
		n--
		buf[n] = s[k-1] | 0x20
		if k-3 < from || s[k-2] != '.' || !isLetter(s[k-3]) {
			break
		}
		k -= 2
	}
	if len(buf)-n < 2 {
		return 0
	}
	return cueTable[string(buf[n:])]
}

// numberWords end a label that the word before them names ("BSN-nummer",
// "SSN-Number").
var numberWords = [...]string{"nummer", "number", "nr", "no", "num", "numero", "número", "numéro", "n", "nº"}

// cueVeto are the kinds of label that say a value is another number.
const cueVeto = cueOther | cueVersion | cueNumberKey

// cellLabel returns the kinds of the label k found at s[i:] for a value
// that a table's bar or a mark of Markdown or XML sets apart from it
// (marked): a label that says the value is another number counts only
// when it opens its line, as a key/value table's key does ("| EAN |
// 4006381333931 |", "**Product** …"); another cell of a row, a code span
// or a tag is a value of its own, no label ("| Alice | updated | 4111 1111
// 1111 1111 |", "[updated] …"), so the value is judged as if it had none.
func cellLabel(s string, i int, k cueKind, marked bool) cueKind {
	if !marked || k&cueVeto == 0 {
		return k
	}
	for j := i; j > 0 && s[j-1] != '\n'; j-- {
		switch s[j-1] {
		case ' ', '\t', '|', '*', '`', '<', '-', '\r':
		default:
			return k &^ cueVeto
		}
	}
	return k
}

// isCellMark reports whether c is a table's bar or a mark of Markdown or
// XML that may stand between a label and its value ("| BSN | 370071128
// |", "**SSN**: …", "`ssn`: …", "<ssn>…", "[SSN] …"). A label that says
// the value is another number counts past one only at its line's start,
// and never past a bracket (cellLabel).
func isCellMark(c byte) bool {
	switch c {
	case '|', '`', ']', '*', '>':
		return true
	}
	return false
}

// isLabelSep reports whether c may stand between a label and its value:
// spaces, quotes, brackets, the marks of a Markdown bold key ("**SSN**:
// …"), inline code and table cell ("| SSN | `…` |") and of an XML element
// ("<ssn>…").
func isLabelSep(c byte) bool {
	switch c {
	case ' ', '\t', '#', '"', '\'', '(', ')', '[', ']', '{', '-', '.', '*', '>', '`', '|':
		return true
	}
	return false
}

// wordKinds returns the cue kinds of a folded word: its entry in
// cueTable, the version kind for the compounds of version words
// ("softwareversion", "firmware-update", "aktualisiert"), and the
// reference kind for the other German compounds of a number or a part
// ("Teilenummer", "Auftragsnr", "Ersatzteil"): the compounds that name
// a personal number are in cueTable ("Telefonnummer", "Kontonummer").
func wordKinds(w string) cueKind {
	k := cueTable[w]
	if k == 0 && len(w) > 6 {
		for _, stem := range versionStems {
			if strings.Contains(w, stem) {
				return cueVersion
			}
		}
		if stem, ok := strings.CutSuffix(w, "nr"); ok {
			if k := nummerKinds(stem); k != 0 {
				return k // "versicherungsnr", the abbreviation of a cue
			}
		}
		if strings.HasSuffix(w, "nummer") || strings.HasSuffix(w, "nr") || strings.HasSuffix(w, "teil") {
			return cueRef
		}
	}
	return k
}

// nummerKinds returns the cue kinds of stem + "nummer" ("versicherungs"
// gives those of "versicherungsnummer"), without building the string.
func nummerKinds(stem string) cueKind {
	var buf [40]byte
	if len(stem)+6 > len(buf) {
		return 0
	}
	n := copy(buf[:], stem)
	n += copy(buf[n:], "nummer")
	return cueTable[string(buf[:n])]
}

// versionStems mark the words, compounds included, that name a
// software version or a change of one.
var versionStems = [...]string{"version", "release", "firmware", "update", "upgrade", "aktualis", "actualiz", "aggiorn"}

// keyParts reports whether a key is made of parts: an "_" or a change
// from lower to upper case ("user_cf_nr", "docNr").
func keyParts(key string) bool {
	for k := 1; k < len(key); k++ {
		if key[k] == '_' || isLower(key[k-1]) && isUpper(key[k]) {
			return true
		}
	}
	return false
}

// keyKinds returns the cue kinds of a key's last part that is a cue
// ("client_ip", "user-ssn", "firmwareVersion"), or of two adjacent parts
// that are one cue written with a hyphen or a space ("sv_nummer",
// "securite_sociale").
func keyKinds(key string) cueKind {
	end := len(key)
	var right [32]byte // the part after the current one, folded
	rightLen := 0
	for end > 0 {
		start := end - 1
		for start > 0 && key[start-1] != '_' && key[start-1] != '-' &&
			!(isLower(key[start-1]) && isUpper(key[start])) && !isDigit(key[start-1]) {
			start--
		}
		if start == 0 && end == len(key) {
			return 0 // one part: the whole word, looked up already
		}
		var buf [32]byte
		n := foldWord(buf[:], key[start:end])
		if n > 0 {
			if k := wordKinds(string(buf[:n])); k != 0 {
				return k
			}
			if rightLen > 0 && n+1+rightLen <= 64 {
				var pb [64]byte
				pair := append(append(append(pb[:0], buf[:n]...), ' '), right[:rightLen]...)
				if k := cueTable[string(pair)]; k != 0 {
					return k
				}
				pair[n] = '-'
				if k := cueTable[string(pair)]; k != 0 {
					return k
				}
			}
			rightLen = copy(right[:], buf[:n])
		} else {
			rightLen = 0
		}
		end = start
		for end > 0 && (key[end-1] == '_' || key[end-1] == '-' || isDigit(key[end-1])) {
			end--
		}
	}
	return 0
}

// versionAfter reports whether the word right after end (past spaces)
// says that a version precedes it: "4.2.1.15 changelog", "auf 4.2.1.15
// aktualisiert".
func versionAfter(s string, end int) bool {
	k := end
	for k < len(s) && s[k] == ' ' {
		k++
	}
	w := firstWord(s[k:])
	var buf [32]byte
	n := foldWord(buf[:], w)
	if n <= 0 {
		return false
	}
	f := string(buf[:n])
	if isWordOf(f, afterVersionWords[:]) {
		return true
	}
	for _, stem := range [...]string{"update", "upgrade", "aktualis", "actualiz", "aggiorn"} {
		if strings.HasPrefix(f, stem) {
			return true
		}
	}
	return false
}

// afterVersionWords follow a version ("the 4.2.1.15 changelog").
var afterVersionWords = [...]string{"changelog", "release", "released", "build", "patch", "hotfix", "installiert", "installed", "installé", "instalado", "installato"}
