package regex

import "testing"

// National identifiers with a published check are masked in any language
// and layout when they pass it, and after a label of a national
// identifier when they do not.
func TestNationalIdentifiersThatPassTheirCheckNeedNoCue(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"eight digits and the right check letter are a DNI", "Der Ausweis 48215390F liegt vor.", []string{"ES_NIF=48215390F"}},
		{"a DNI with a hyphen before its letter is a DNI", "titular: 48215390-F", []string{"ES_NIF=48215390-F"}},
		{"a DNI in small letters is a DNI", "mi dni es 03423081z, gracias", []string{"ES_NIF=03423081z"}},
		{"X and seven digits and the right letter are an NIE", "{\"doc\": \"X1234567L\"}", []string{"ES_NIE=X1234567L"}},
		{"Z and seven digits and the right letter are an NIE", "Kunde;Z8159144Z;aktiv", []string{"ES_NIE=Z8159144Z"}},
		{"an NIE at the start of the text is an NIE", "X1234567L is mine", []string{"ES_NIE=X1234567L"}},
		{"a National Insurance number at the start of the text is one", "AB 12 34 56 C is mine", []string{"UK_NINO=AB 12 34 56 C"}},
		{"a codice fiscale with its check letter is a codice fiscale", "Le client RSSMRA85T10A562S a appelé", []string{"IT_FISCAL_CODE=RSSMRA85T10A562S"}},
		{"a codice fiscale in small letters is a codice fiscale", "il mio è prgdra28e59f646d ok", []string{"IT_FISCAL_CODE=prgdra28e59f646d"}},
		{"a Versicherungsnummer with its check digit is one", "insured=65121086Z795 status=ok", []string{"DE_SVNR=65121086Z795"}},
		{"a Versicherungsnummer in its groups is one", "Nummer: 65 121086 Z 795", []string{"DE_SVNR=65 121086 Z 795"}},
		{"a Versicherungsnummer in small letters is one", "meine ist 51170366t031.", []string{"DE_SVNR=51170366t031"}},
		{"eleven digits passing the Steuer-ID check are a Steuer-ID", "Je joins 86095742719 au dossier.", []string{"DE_TAX_ID=86095742719"}},
		{"a Steuer-ID in its groups is a Steuer-ID", "IdNr. 86 095 742 719", []string{"DE_TAX_ID=86 095 742 719"}},
		{"a National Insurance number following HMRC's rules is one", "Il numero AB 12 34 56 C è registrato", []string{"UK_NINO=AB 12 34 56 C"}},
		{"a compact National Insurance number is one", "row;AB123456C;x", []string{"UK_NINO=AB123456C"}},
		{"nine digits passing the 11-proof after BSN are a BSN", "BSN: 123456782", []string{"NL_BSN=123456782"}},
		{"nine digits after the Dutch citizen service number are a BSN", "citizen service number (BSN) 958631025.", []string{"NL_BSN=958631025"}},
		{"nine digits after burgerservicenummer are a BSN", "burgerservicenummer 111222333", []string{"NL_BSN=111222333"}},
		{"nine digits with their check digit after NIF are a Portuguese NIF", "tax number (NIF) 123456789", []string{"PT_NIF=123456789"}},
		{"nine digits after contribuinte are a Portuguese NIF", "número de contribuinte: 501234560", []string{"PT_NIF=501234560"}},
	})
}

func TestNationalIdentifiersThatFailTheirCheckNeedTheirLabel(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a DNI with a wrong letter after DNI is still a DNI", "DNI 48215390A", []string{"ES_NIF=48215390A"}},
		{"a DNI with a wrong letter alone is no DNI", "Lieferung 48215390A angekommen", nil},
		{"a National Insurance number with a reserved prefix after NINO is one", "NINO ZZ 779285 T", []string{"UK_NINO=ZZ 779285 T"}},
		{"a National Insurance number in small letters after its label is one", "nino zz 85 38 77 t.", []string{"UK_NINO=zz 85 38 77 t"}},
		{"a reserved National Insurance number after NI number is one", "(NI number ZZ 17 22 91 T)", []string{"UK_NINO=ZZ 17 22 91 T"}},
		{"a reserved National Insurance number after an ssn key is one", `ssn="ZZ 408941 T"`, []string{"UK_NINO=ZZ 408941 T"}},
		{"a reserved National Insurance number alone is none", "Code ZZ 779285 T gesendet", nil},
		{"nine digits failing the 11-proof after BSN are still a BSN", "bsn 123456789", []string{"NL_BSN=123456789"}},
		{"nine digits after NIF failing its check are still a NIF", "NIF 310631819.", []string{"PT_NIF=310631819"}},
		{"nine digits after a national_id key are a national number", "national_id: \"719016981\"", []string{"US_SSN=719016981"}},
		{"nine digits passing the 11-proof after a national_id key are a BSN", "national_id: \"501974684\"", []string{"NL_BSN=501974684"}},
		{"nine digits after a German social insurance key are a national number", "svnr: \"710171878\"", []string{"US_SSN=710171878"}},
		{"nine digits after a NIR key are a national number", `{"nir": "189607543"}`, []string{"NL_BSN=189607543"}},
		{"a Versicherungsnummer with a wrong check digit after RV-Nummer is one", "RV-Nummer 65121086Z794", []string{"DE_SVNR=65121086Z794"}},
		{"eleven digits after Steuer-ID failing its check are a Steuer-ID", "Steuer-ID: 12345678901", []string{"DE_TAX_ID=12345678901"}},
		{"a codice fiscale with a wrong check letter after codice fiscale is one", "codice fiscale RSSMRA85T10A562T", []string{"IT_FISCAL_CODE=RSSMRA85T10A562T"}},
		{"nine digits after an order label are no national number", "order 123456782 shipped", nil},
		{"nine digits alone are no BSN", "Bestellung 123456782 ist raus", nil},
		{"a valid DNI after a product label is a product code", "SKU 48215390F", nil},
		{"a DNI glued to a longer token is none", "ref48215390F", nil},
		{"a National Insurance number in small hexadecimal letters is a hash", "built ab123456c in 4s", nil},
		{"two small letters before six digits and a letter are a word and a number", "on 12 34 56 a, then", nil},
		{"a DNI in small hexadecimal letters is a hash", "commit 48215390f merged", nil},
		{"a National Insurance number in small hexadecimal letters after its label is one", "nino ab123456c", []string{"UK_NINO=ab123456c"}},
	})
}

func TestANIRWithCorsicaInSmallLettersIsANIR(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a NIR with Corsica's 2b in small letters and its key is a NIR", "le nir 281092b03357637 est noté", []string{"FR_NIR=281092b03357637"}},
	})
}
