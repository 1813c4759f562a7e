package regex

import "testing"

// National phone numbers written as one run of digits are phone numbers
// after a telephone cue of any supported language, and with a trunk 0
// alone; a country code in parentheses is a country code when the rest is
// a valid number of that country.
func TestPhoneNumbersWrittenAsOneRunOfDigits(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"eleven bare digits after call back on are a phone number", "can you call Mia back on 01514960746? thanks", []string{"PHONE=01514960746"}},
		{"ten bare digits after the French rappel are a phone number", "message en file, rappel au 0359132776",
			[]string{"FR_PHONE=0359132776"}},
		{"eleven bare digits after the Italian richiamare are a phone number", "puoi richiamare Ubaldo al 33115183486?",
			[]string{"PHONE=33115183486"}},
		{"ten bare digits before the German zurückrufen are a phone number", "kannst du sie unter 3214920706 zurückrufen?",
			[]string{"PHONE=3214920706"}},
		{"nine bare digits after erreichst du mich unter are a phone number", "erreichst du mich unter 961913517 oder per Mail",
			[]string{"PHONE=961913517"}},
		{"nine bare digits after reach me at are a phone number", "reach me at 912852053 or by mail", []string{"PHONE=912852053"}},
		{"nine bare digits in a telefono field are a phone number", `{"nome": "X", "telefono": "351967576"}`, []string{"PHONE=351967576"}},
		{"nine bare digits in parentheses after al telefono are a phone number", "Verificare al telefono (350990138).", []string{"PHONE=350990138"}},
		{"a trunk 0 and ten digits alone are a phone number", "Die Parteien erreichen ihn unter 05597944299.", []string{"PHONE=05597944299"}},
		{"a trunk 0 and nine digits in prose are a phone number", "sent from 089783225 yesterday", []string{"PHONE=089783225"}},
		{"a Portuguese number with its country code in parentheses is a phone number", "Hi, (351) 962 828 917 ist die Nummer",
			[]string{"PHONE=(351) 962 828 917"}},
		{"ten bare digits without a cue are a number", "heap limit 3221225472 bytes", nil},
		{"a trunk 0 run after an order label is an order number", "order 0214920706 shipped", nil},
		{"a run starting with two zeros is a padded identifier", "id 00214920706", nil},
		{"an area code in parentheses that is no country code stays a weak shape", "(415) 962 828 917 rows", nil},
	})
}

// Twelve digits passing Luhn after a card label are a card number, whatever
// issuer they start with (a Maestro number may be twelve digits long).
func TestTwelveDigitsAfterACardLabelAreACard(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"twelve Luhn-valid digits after a Spanish card key are a card", "pago.captura tarjeta=060454095237 importe=1",
			[]string{"CREDIT_CARD=060454095237"}},
		{"twelve Luhn-valid digits without a card label are a number", "lote 060454095237 listo", nil},
	})
}

// The telephone cues are words of every supported language: the
// adjectives and nouns of Italian forms and deeds ("recapito telefonico",
// "utenza", "reperibile al"), the verbs with their pronoun ("llamarme",
// "chiamarmi", "contáctame"), the Spanish, Portuguese and Dutch words
// ("tfno.", "telemóvel", "bel me op"), the participles of calling
// ("contattato al", "contacted on") and the Belgian and Swiss words for
// a mobile ("GSM", "Natel"); a number a cue does not announce stays a
// number.
func TestPhoneCuesOfEveryLanguage(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"eleven bare digits after recapito telefonico are a phone number", "recapito telefonico 37725131333", []string{"PHONE=37725131333"}},
		{"eleven bare digits after utenza n. are a phone number", "intestatario dell'utenza n. 37725131333, sig. Rossi", []string{"PHONE=37725131333"}},
		{"eleven bare digits after reperibile al are a phone number", "il difensore, reperibile al 37725131333, chiede", []string{"PHONE=37725131333"}},
		{"eleven bare digits after the Italian recapiti are a phone number", "recapiti: 37725131333", []string{"PHONE=37725131333"}},
		{"nine bare digits after the Italian contattabile are a phone number", "contattabile al 351739336 dalle 9", []string{"PHONE=351739336"}},
		{"eleven bare digits after chiamarmi are a phone number", "puoi chiamarmi al 37725131333 domani", []string{"PHONE=37725131333"}},
		{"eleven bare digits after the Italian cel. are a phone number", "cel. 37725131333", []string{"PHONE=37725131333"}},
		{"a dotted number after llamarme is a phone number", "Puede llamarme al 178.147.5701 por la tarde.", []string{"PHONE=178.147.5701"}},
		{"nine digits by thousands after the Spanish tfno. are a phone number", "tfno. 912 345 678", []string{"PHONE=912 345 678"}},
		{"nine digits after the Spanish contáctame are a phone number", "contáctame al 612345678", []string{"PHONE=612345678"}},
		{"nine digits after the Portuguese telemóvel are a phone number", "telemóvel: 918 927 411", []string{"PHONE=918 927 411"}},
		{"nine digits after the Portuguese contacto are a phone number", "contacto 918927411", []string{"PHONE=918927411"}},
		{"nine digits after the Dutch bel me op are a phone number", "bel me op 612 345 678", []string{"PHONE=612 345 678"}},
		{"two groups after the Belgian GSM are a phone number", "GSM 475 123456", []string{"PHONE=475 123456"}},
		{"two groups after the Swiss Natel are a phone number", "Natel 791 234567", []string{"PHONE=791 234567"}},
		{"ten bare digits after contattato al are a phone number", "chiede di essere contattato al 3306317616.", []string{"US_PHONE=3306317616"}},
		{"nine bare digits after a telefonata from a number are a phone number", "la Sua telefonata dal numero 351190222 del 30/09/2025",
			[]string{"PHONE=351190222"}},
		{"nine bare digits after the Portuguese ligue para are a phone number", "Ligue para Yara Moreira pelo 910287856.", []string{"PHONE=910287856"}},
		{"eleven bare digits in an Italian deed without a cue are a number", "protocollo 37725131333 del tribunale", nil},
		{"nine digits by thousands after recapito and a street number are no phone number", "recapito in via Po 12, scala B, 912 345 678 euro", nil},
		{"a count after the Dutch bellen is a count", "we bellen 1.250 klanten per dag", nil},
	})
}

// A line label after a number may stand in parentheses and be a word of
// any supported language ("918 927 411 (tel)", "351739336 cellulare"); a
// number before another word stays a number.
func TestPhoneLabelsAfterTheNumber(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits by thousands before a tel in parentheses are a phone number", "918 927 411 (tel)", []string{"PHONE=918 927 411"}},
		{"nine bare digits before the Italian cellulare are a phone number", "351739336 cellulare, 0612 fisso", []string{"PHONE=351739336"}},
		{"nine bare digits before a Handy in parentheses are a phone number", "Jana, 151739336 (Handy)", []string{"PHONE=151739336"}},
		{"nine digits by thousands before a word in parentheses are a number", "918 927 411 (total)", nil},
	})
}
