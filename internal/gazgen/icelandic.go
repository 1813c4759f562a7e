package main

import (
	"strings"
	"unicode/utf8"
)

// icelandColumn is the column of nam_dict.txt's frequencies for Iceland.
const icelandColumn = 15

// icelandicPatronymics returns the surnames Icelanders take from their
// father's first name, for the men's names of names in use in Iceland:
// the name's genitive and "son" or "dóttir". The genitive is formed as
// most names form it: a weak name in -i takes -a ("Bjarni": "Bjarnason",
// "Bjarnadóttir"), a name in -ur drops it ("Ólafur": "Ólafsson"), one in
// -nn or -ll drops a letter ("Bergsveinn": "Bergsveinsson", "Páll":
// "Pálsson"), one in -s adds none ("Hannes": "Hannesson"), and the others
// take -s ("Jón": "Jónsson", "Guðgeir": "Guðgeirsson"). The names whose
// genitive differs ("Sigurður": "Sigurðarson") get the regular form too,
// which is no word of any language and so costs nothing; the surnames that
// are words of the languages the detector reads (words, folded by foldAll)
// are left out.
func icelandicPatronymics(names []namName, words map[string]bool) map[string]bool {
	out := map[string]bool{}
	for _, n := range names {
		if !n.male || icelandColumn >= len(n.all) || n.all[icelandColumn] == 0 || utf8.RuneCountInString(n.name) < 3 {
			continue
		}
		stem := n.name
		son, daughter := "sson", "sdóttir"
		switch {
		case strings.HasSuffix(stem, "i"):
			stem = strings.TrimSuffix(stem, "i") + "a"
			son, daughter = "son", "dóttir"
		case strings.HasSuffix(stem, "ur"):
			stem = strings.TrimSuffix(stem, "ur")
		case strings.HasSuffix(stem, "nn"), strings.HasSuffix(stem, "ll"):
			stem = stem[:len(stem)-1]
		case strings.HasSuffix(stem, "s"):
			son, daughter = "son", "dóttir"
		}
		for _, s := range []string{stem + son, stem + daughter} {
			if !words[foldAll(s)] {
				out[s] = true
			}
		}
	}
	return out
}
