package regex

import "testing"

// A block of keys (a YAML mapping, a list item, a pretty-printed JSON
// object) is one record: a key line whose sibling keys, at the same
// indentation and in the same item, hold a birth date is a person's
// record, and a national number under a key that names nothing there is
// that person's. An e-mail address in a sibling line is a maintainer's as
// often and makes no record of the block; a child mapping, the next list
// item and a block without such a sibling are no part of it.
func TestABlockOfKeysIsOneRecord(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits under a bare key beside a birth date key are a national number",
			"dipendente:\n  matricola: 27617\n  nato: \"1975-04-06\"\n  documento: \"362917504\"\n  reparto: vendite\n",
			[]string{"DATE_OF_BIRTH=1975-04-06", "NL_BSN=362917504"}},
		{"nine digits under a bare key above a birth key in a list item are a national number",
			"- id: 412333546\n  nascita: 06/04/1975\n  ruolo: admin\n",
			[]string{"DATE_OF_BIRTH=06/04/1975", "US_SSN=412333546"}},
		{"nine digits in a block beside a maintainer's e-mail key are a number",
			"service:\n  max_bytes: 412333546\n  maintainer: ops@example.com\n", []string{"EMAIL=ops@example.com"}},
		{"a National Insurance number failing its prefix check in a block with a birth key is masked",
			"employee:\n  born: \"16/08/1999\"\n  ident: \"ZZ 79 15 02 T\"\n",
			[]string{"DATE_OF_BIRTH=16/08/1999", "UK_NINO=ZZ 79 15 02 T"}},
		{"nine digits in a pretty-printed JSON object with a birth key are a national number",
			"{\n  \"nascita\": \"1975-04-06\",\n  \"pid\": \"362917504\"\n}",
			[]string{"DATE_OF_BIRTH=1975-04-06", "NL_BSN=362917504"}},
		{"nine digits beside a child mapping's birth key are a number",
			"persona:\n  dati:\n    nato: \"1975-04-06\"\n  size: 362917504\n",
			[]string{"DATE_OF_BIRTH=1975-04-06"}},
		{"nine digits in the list item before a birth date's item are a number",
			"- size: 362917504\n  ruolo: admin\n- nato: \"1975-04-06\"\n",
			[]string{"DATE_OF_BIRTH=1975-04-06"}},
		{"nine digits in a configuration block are a number", "cache:\n  size: 362917504\n  ttl: 60\n", nil},
		{"nine digits past a blank line after a birth key are a number", "nato: \"1975-04-06\"\n\nsize: 362917504\n",
			[]string{"DATE_OF_BIRTH=1975-04-06"}},
	})
}

// A block of keys written with CRLF line ends is read as one written with
// LF.
func TestABlockOfKeysWithCRLFLineEnds(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits under a bare key above a birth key with CRLF ends are a national number",
			"dipendente:\r\n  documento: \"362917504\"\r\n  nato: \"1975-04-06\"\r\n",
			[]string{"DATE_OF_BIRTH=1975-04-06", "NL_BSN=362917504"}},
	})
}
