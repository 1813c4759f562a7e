package regex

import (
	"unicode"
	"unicode/utf8"
)

// Cue words: words that announce a value of some kind shortly before it
// ("SIREN 732 829 320", "Ruf mich an: 030 ...", "zip 94105"). They are
// looked up only for a weak candidate, in a window of cueWindow bytes
// before it on the same line, one map lookup per word: no pass over the
// whole text.

// cueKind is a set of kinds of value a word may announce.
type cueKind uint16

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
)

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
		"llama", "llámame", "llamar", "chiama", "chiamami", "fon",
	},
	cueZip:     {"zip", "zipcode", "zip code", "postal code", "postcode"},
	cueSSN:     {"ssn", "ssns", "social security", "itin", "taxpayer", "tin", "sozialversicherungsnummer"},
	cueIBAN:    {"iban", "bic", "rib", "account", "compte", "konto", "kontonummer", "bankverbindung", "bank"},
	cueNIR:     {"nir", "insee", "sécurité sociale", "securite sociale", "sécu", "secu", "vitale", "ss"},
	cueSIREN:   {"siren", "siret", "sirene", "rcs", "kbis"},
	cueCard:    {"card", "cards", "carte", "cartes", "karte", "kreditkarte", "kartennummer", "cb", "visa", "mastercard", "amex", "maestro", "credit", "debit", "tarjeta", "carta", "pan"},
	cueIP:      {"ip", "ipv4", "ips", "ip-adresse", "adresse", "address", "addr", "host", "hostname", "server", "serveur", "gateway", "gw", "dns", "nameserver", "router", "proxy", "client", "peer", "remote", "src", "source", "dst", "destination", "from", "von", "connect", "connected", "connection", "ping", "ssh", "telnet", "curl", "listen", "listening", "bind", "inet", "subnet", "netmask", "route", "firewall", "blocked", "banned", "vpn", "lan", "wan", "node", "machine", "interface", "forwarded"},
	cueVersion: {"version", "versions", "v", "ver", "build", "release", "révision", "revision", "firmware"},
	cueBirth: {
		"born", "birth", "birthday", "birthdate", "dob", "d.o.b", "b", "né", "née", "né(e", "naissance",
		"ddn", "geboren", "geb", "geburtsdatum", "geburtstag", "nacido", "nacida", "nacimiento", "nato", "nata", "nascita",
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
	from := max(0, start-cueWindow)
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
			if r != ' ' && r != '-' && r != '\'' {
				nextLen = -1 // a pair of cue words is written with a space between
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
