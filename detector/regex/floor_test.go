package regex

import "testing"

// A value that passes its type's own check is masked whatever the language
// and the style around it (prose, CSV rows, JSON, key=value logs, code),
// and a cue word right before a value counts in every supported language.
func TestValidatedIdentifiersAreMaskedInEveryLanguageAndStyle(t *testing.T) {
	runScoredCases(t, []scoredCase{
		// US social security numbers.
		{"nine digits after the word SSN are an SSN", "The caller gave SSN 401582291 twice before hanging up", []string{"US_SSN=401582291"}},
		{"nine digits in parentheses after SSN are an SSN", "Rückfrage zu Herrn Ortiz (SSN 239504871) offen", []string{"US_SSN=239504871"}},
		{"the value of an ssn key is an SSN", "user=dortiz ssn=501273864 status=active", []string{"US_SSN=501273864"}},
		{"the value of an ssn field of JSON is an SSN", `{"name":"D. Ortiz","ssn":"501273864"}`, []string{"US_SSN=501273864"}},
		{"nine digits after social security number is are an SSN", "her social security number is 301228457.", []string{"US_SSN=301228457"}},
		{"an SSN in groups of 3-2-4 with spaces after its cue is an SSN", "SSN: 301 22 8457", []string{"US_SSN=301 22 8457"}},
		{"nine digits after a German SSN label are an SSN", "Seine US-Sozialversicherungsnummer lautet 401582291.", []string{"US_SSN=401582291"}},
		{"nine digits after an Italian SSN label are an SSN", "Il suo SSN è 401582291, verificato.", []string{"US_SSN=401582291"}},
		{"a mistyped SSN right after its cue is still masked", "SSN 000582291", []string{"US_SSN=000582291"}},
		{"a dashed SSN in a semicolon row needs no cue", "Lior Brandt;233-41-7790;DE89 3704 0044 0532 0130 00",
			[]string{"US_SSN=233-41-7790", "IBAN=DE89 3704 0044 0532 0130 00"}},
		{"a dashed SSN in a CSV row needs no cue", "17,Theo Brandt,401-58-2291,active", []string{"US_SSN=401-58-2291"}},
		{"a dashed SSN in French prose needs no cue", "Le dossier de M. Dubois porte le numéro 401-58-2291.", []string{"US_SSN=401-58-2291"}},
		{"a dashed SSN in a JSON value needs no cue", `{"id":"c-17","tax":"401-58-2291"}`, []string{"US_SSN=401-58-2291"}},
		{"an ITIN after its cue without dashes is an ITIN", "ITIN 912785678 on file", []string{"US_ITIN=912785678"}},
		// IPv4 addresses.
		{"an IPv4 address in French prose is an address", "connecté depuis 77.8.207.37 ce matin", []string{"IPV4=77.8.207.37"}},
		{"an IPv4 address in a French log line is an address", "Échec de connexion depuis 81.64.12.200 à 03h12", []string{"IPV4=81.64.12.200"}},
		{"an IPv4 address after the German von is an address", "Anmeldung von 93.184.216.34 fehlgeschlagen", []string{"IPV4=93.184.216.34"}},
		{"an IPv4 address in Spanish prose is an address", "conexión rechazada desde 190.12.8.44", []string{"IPV4=190.12.8.44"}},
		{"an IPv4 address in Italian prose is an address", "accesso da 151.38.2.17 alle 9:40", []string{"IPV4=151.38.2.17"}},
		{"an IPv4 address as a log field is an address", "2024-07-05T10:12:01Z WARN auth failed src=203.0.113.77 user=jdoe", []string{"IPV4=203.0.113.77"}},
		{"an IPv4 address in a JSON value is an address", `{"remote":"145.12.9.3","ok":false}`, []string{"IPV4=145.12.9.3"}},
		{"an IPv4 address in a semicolon row is an address", "jdoe;145.12.9.3;login", []string{"IPV4=145.12.9.3"}},
		{"an IPv4 address alone on its line is an address", "46.101.7.250", []string{"IPV4=46.101.7.250"}},
		{"an IPv4 address near an unrelated version word is an address", "after the update, server 46.101.7.250 refused us", []string{"IPV4=46.101.7.250"}},
		// Cards, IBANs, IPv6, e-mail.
		{"a Luhn-valid card in a German CSV row is a card", "Kunde;4111111111111111;12/27", []string{"CREDIT_CARD=4111111111111111"}},
		{"an IPv6 address in French prose is an address", "connexion depuis 2001:db8:85a3::8a2e:370:7334 refusée", []string{"IPV6=2001:db8:85a3::8a2e:370:7334"}},
		{"a Luhn-valid card after an unrelated key is a card", "acct=5555555555554444", []string{"CREDIT_CARD=5555555555554444"}},
		{"a Luhn-valid card after an order label is still a card", "order 4111111111111111 paid", []string{"CREDIT_CARD=4111111111111111"}},
		{"an IPv4 address before an unrelated version word is an address", "The server logged 10.0.0.7 version 2 errors", []string{"IPV4=10.0.0.7"}},
		{"two IPv4 addresses joined by and are addresses", "blocked 10.0.0.1 and 10.0.0.2 yesterday", []string{"IPV4=10.0.0.1", "IPV4=10.0.0.2"}},
		{"an IPv4 address updated from is an address", "Updates from 46.101.7.250 were refused", []string{"IPV4=46.101.7.250"}},
		{"ten digits after a German fax label are a phone number", "Faxnummer 4155550132", []string{"US_PHONE=4155550132"}},
		{"nine digits after an SSN label and a country are an SSN", "Il numero di previdenza sociale USA è 401582291", []string{"US_SSN=401582291"}},
	})
}

// Ordinary numbers keep their meaning when the text says what they are: a
// label right before a value (EAN, ISBN, ts=, version, part) names
// something else, and a version string is no address.
func TestNumbersTheTextNamesAreNotIdentifiers(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"epoch milliseconds after ts= are a timestamp, whatever the line says of cards", "event=card_update ts=1720192452335", nil},
		{"epoch milliseconds in a JSON ts field are a timestamp", `{"event":"card.declined","ts":1720192452335}`, nil},
		{"a Luhn-valid number after EAN is a product code", "EAN 5901234123457, Menge 3", nil},
		{"a Luhn-valid number after GTIN is a product code", "GTIN: 5901234123457", nil},
		{"a Luhn-valid number after a product label is a product code", "Produkt 5901234123457 im Lager", nil},
		{"a Luhn-valid number after an ean key is a product code", `{"sku":"A-17","ean":"5901234123457"}`, nil},
		{"a 13-digit number after ISBN is a book", "ISBN 9783161484100", nil},
		{"JCB's 1800 prefix makes a card of fifteen digits only", "created 1800012345676 ms", nil},
		{"a dotted quad after a German version word is a version", "Softwareversion 2.1.0.4 installiert", nil},
		{"a dotted quad updated to in German is a version", "Die Firmware wurde auf 4.2.1.15 aktualisiert", nil},
		{"both dotted quads of an update from one to the other are versions", "Update von 4.2.1.15 auf 4.2.2.0 abgeschlossen", nil},
		{"a dotted quad after a French version label is a version", "mise à jour vers la version 3.1.0.12 terminée", nil},
		{"a dotted quad after a package word is a version", "Paket 1.2.10.4 installiert", nil},
		{"two dotted quads joined by et after versions are versions", "Les versions 1.2.3.4 et 1.2.3.5 sont sorties", nil},
		{"a dotted quad of an amount is an amount", "Kosten: 1.000.000.000 € im Jahr", nil},
		{"a dotted quad after a product and a slash is a version", "Mozilla/5.0 AppleWebKit/537.36 Agent/1.2.3.4", nil},
		{"a dotted quad before changelog is a version", "see the 4.2.1.15 changelog", nil},
		{"a dotted quad after a section word is a section number", "siehe Abschnitt 2.1.3.4 der Norm", nil},
		{"a dashed SSN shape after a part label is a part number", "Teil 482-19-3307 ist wieder da", nil},
		{"a dashed SSN shape after an order label is an order number", "order 482-19-3307 shipped", nil},
		{"a dashed SSN shape after a German compound of a number is that number", "Auftragsnummer 482-19-3307 erfasst", nil},
		{"a dashed SSN shape after a Spanish part label is a part number", "pieza 482-19-3307 agotada", nil},
		{"a dashed SSN shape after an Italian order label is an order number", "ordine 482-19-3307 spedito", nil},
		{"a dashed number that breaks the SSN rules needs a cue", "lot 666-12-3456 and 000-12-3456 and 123-00-4567", nil},
		{"nine digits without an SSN label are no SSN", "commande 401582291 expédiée", nil},
	})
}
