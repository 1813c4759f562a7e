package main

import "testing"

func TestEsItWords(t *testing.T) {
	lists := map[string]frequencies{
		"es": {"sido": 650, "carlos": 27, "sean": 106, "rocio": 3},
		"it": {"vero": 1400, "marco": 22, "riccardo": 2.5},
		"en": {"carlos": 17, "sean": 27, "marco": 13, "vero": 0.3, "riccardo": 0.3},
		"de": {"carlos": 23, "marco": 11},
	}
	first := map[string]bool{"sido": true, "carlos": true, "sean": true, "vero": true, "marco": true, "riccardo": true, "rocio": true, "luna": true}
	got := esItWords(first, lists)
	for _, c := range []struct {
		rule string
		word string
		want bool
	}{
		{"a first name that only the Spanish subtitles hold often is a Spanish word", "sido", true},
		{"a first name far more frequent in the Italian subtitles than the English ones is an Italian word", "vero", true},
		{"a frequent Spanish word that English films name people by is a word at a lower ratio", "sean", true},
		{"a first name that subtitles name about as often in every language is no word", "carlos", false},
		{"an Italian first name about as frequent in the English subtitles is no word", "marco", false},
		{"a first name eight times as frequent in the Italian subtitles is a word, though a name", "riccardo", true},
		{"a first name the Spanish and Italian lists lack is no word", "luna", false},
	} {
		if got[c.word] != c.want {
			t.Errorf("%s: %q: got %v, want %v", c.rule, c.word, got[c.word], c.want)
		}
	}
}
