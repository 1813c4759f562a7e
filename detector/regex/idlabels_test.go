package regex

import "testing"

// The labels of national identifiers include the abbreviations and the
// words of identity documents that records and forms use: the Italian
// "cf" (also as a key's part: "cf_paziente", "cfCliente"), "cod_fisc",
// "id_nazionale", "num_documento",
// "tessera sanitaria", the passport and the Spanish "cédula"; after one of
// them a nine-digit national number or a National Insurance number that
// fails its check is masked, as after "codice fiscale". The same words
// elsewhere name nothing.
func TestIdentityLabelsOfRecordsAndForms(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits passing the 11-proof after a cf key are a national number", "cf: \"362917504\"", []string{"NL_BSN=362917504"}},
		{"nine digits after a cf_paziente key are a national number", `{"cf_paziente": "362917504"}`, []string{"NL_BSN=362917504"}},
		{"nine digits after a camel-case cfCliente key are a national number", "cfCliente: 362917504", []string{"NL_BSN=362917504"}},
		{"nine digits after a cod_fisc key are a national number", "cod_fisc=362917504", []string{"NL_BSN=362917504"}},
		{"a Portuguese NIF after the Italian tessera sanitaria is a national number", "tessera sanitaria 412333546",
			[]string{"US_SSN=412333546"}},
		{"a National Insurance number failing its prefix check after a cf key is masked", "cf: \"ZZ 79 15 02 T\"", []string{"UK_NINO=ZZ 79 15 02 T"}},
		{"nine digits after a passport key are a national number", "passport: 362917504", []string{"NL_BSN=362917504"}},
		{"nine digits after the Spanish cédula are a national number", "cédula 362917504", []string{"NL_BSN=362917504"}},
		{"a National Insurance number failing its check after an id_nazionale key is masked", "- id_nazionale: \"ZZ 248343 T\"",
			[]string{"UK_NINO=ZZ 248343 T"}},
		{"nine digits after a num_documento key are a national number", "num_documento: '362917504'", []string{"NL_BSN=362917504"}},
		{"nine digits after a key whose parts name nothing stay a number", "cluster_size: 362917504", nil},
		{"nine digits after an order label near cf stay an order number", "cf. order 362917504", nil},
	})
}

// A label written as a dotted abbreviation ("C.F.", "D.N.I.", "N.I.F.")
// is read as its letters run together ("cf", "dni", "nif"); other dotted
// abbreviations name nothing.
func TestDottedAbbreviationsOfIdentityLabels(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits after C.F. are a national number", "Firmato: Rossi\nC.F. 362917504\n", []string{"NL_BSN=362917504"}},
		{"a National Insurance number failing its check after c.f. is masked", "c.f. ZZ 889826 T", []string{"UK_NINO=ZZ 889826 T"}},
		{"nine digits after D.N.I.: are a national number", "D.N.I.: 362917504", []string{"NL_BSN=362917504"}},
		{"nine digits after e.g. are a number", "e.g. 362917504", nil},
		{"nine digits after p.m. are a number", "alle 5 p.m. 362917504", nil},
	})
}
