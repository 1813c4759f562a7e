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
