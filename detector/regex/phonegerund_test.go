package regex

import "testing"

// The gerunds of calling in Italian and Spanish deeds and notices
// ("telefonando al", "chiamando il", "llamando al") announce a phone
// number as the verbs do; a count after them stays a count.
func TestPhoneCuesOfGerunds(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"ten bare digits after telefonando al are a phone number", "segnalati telefonando al 3247503801 entro otto giorni",
			[]string{"US_PHONE=3247503801"}},
		{"nine bare digits after llamando al are a phone number", "puede reclamar llamando al 935545652 de lunes a viernes",
			[]string{"PHONE=935545652"}},
		{"nine bare digits after contattando il are a phone number", "contattando il 935545652 dalle 9 alle 18", []string{"PHONE=935545652"}},
		{"a count after chiamando stays a count", "chiamando 1.250 clienti al giorno", nil},
	})
}
