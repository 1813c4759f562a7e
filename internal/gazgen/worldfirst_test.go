package main

import "testing"

func TestWorldNames(t *testing.T) {
	lists := []frequencies{
		{"hiroshi": 2.5, "vale": 678, "nice": 2},
		{"hiroshi": 2.2, "nice": 559},
		{"hiroshi": 1.8, "vale": 94},
		{"hiroshi": 1.7},
		{"hiroshi": 1.5},
		{"hiroshi": 0.9},
		{"hiroshi": 0.6},
	}
	words := worldWords(map[string]bool{"hiroshi": true, "vale": true, "nice": true, "seppo": true}, lists)
	first := worldFirst(map[string]int{"Seppo": 9, "Niče": 5, "Hiroshi": 9, "Frederikke": 1, "Ai": 8, "Hartmann": 4, "Aviv": 3, "Ints": 3},
		map[string]bool{}, map[string]bool{"hartmann": true}, map[string]bool{"nice": true}, map[string]bool{"aviv": true, "tel": true})
	patronymics := icelandicPatronymics([]namName{
		{name: "Bergsveinn", male: true, all: iceland(3)},
		{name: "Bjarni", male: true, all: iceland(9)},
		{name: "Ólafur", male: true, all: iceland(8)},
		{name: "Hannes", male: true, all: iceland(2)},
		{name: "Guðrún", all: iceland(9)},
		{name: "Pierre", male: true, all: make([]int, 55)},
	}, map[string]bool{})
	for _, c := range []struct {
		rule string
		got  bool
		want bool
	}{
		{"a first name subtitles hold about as often in every language is no word", words["hiroshi"], false},
		{"a first name one language's subtitles hold far more often than the others' is a word", words["vale"], true},
		{"a name no subtitles hold is no word", words["seppo"], false},
		{"a first name frequent in Finland joins the world file", first["Seppo"], true},
		{"a first name that folds to a common word stays out", first["Niče"], false},
		{"a rare first name stays out", first["Frederikke"], false},
		{"a first name of two letters stays out", first["Ai"], false},
		{"a known surname stays out of the first names", first["Hartmann"], false},
		{"a word of a large place's name stays out", first["Aviv"], false},
		{"a word of programs stays out", first["Ints"], false},
		{"a name in -nn drops a letter before -sson", patronymics["Bergsveinsson"], true},
		{"a weak name in -i takes -ason and -adóttir", patronymics["Bjarnason"] && patronymics["Bjarnadóttir"], true},
		{"a name in -ur drops it before -sson", patronymics["Ólafsson"], true},
		{"a name in -s takes -son", patronymics["Hannesson"], true},
		{"a woman's name forms no patronymic", patronymics["Guðrúnsson"] || patronymics["Guðrúnarson"], false},
		{"a name not in use in Iceland forms none", patronymics["Pierresson"], false},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.rule, c.got, c.want)
		}
	}
}

// iceland returns the frequencies of a name in use in Iceland only.
func iceland(f int) []int {
	all := make([]int, 55)
	all[icelandColumn] = f
	return all
}

func TestFinnishSections(t *testing.T) {
	k := known{
		first:    map[string]bool{"anna": true},
		last:     map[string]bool{"korhonen": true},
		words:    map[string]bool{"laine": true},
		places:   map[string]bool{"lahti": true},
		regLast:  map[string]bool{"petersson": true},
		lastOnly: map[string]bool{"korhonen": true},
	}
	first, last := finnishSections([]finnishName{
		{"Ryhänen", 1621, true}, {"Korhonen", 22583, true}, {"Laine", 17990, true}, {"Lahti", 7626, true},
		{"Petersson", 300, true}, {"Repo", 900, true}, {"Anna", 500, true},
		{"Seppo", 34232, false}, {"Anna", 90000, false}, {"Mitja", 40, false}, {"Anna-Liisa", 20000, false}, {"Maj", 900, false},
	}, k)
	for _, c := range []struct {
		rule string
		got  bool
		want bool
	}{
		{"a surname the lists lack is kept", last["Ryhänen"], true},
		{"a known surname is not repeated", last["Korhonen"], false},
		{"a surname that is a common word stays out", last["Laine"], false},
		{"a surname that is a large town stays out", last["Lahti"], false},
		{"a surname of the register keeps its role", last["Petersson"], false},
		{"a surname of four letters stays out", last["Repo"], false},
		{"a surname that is a known first name stays out", last["Anna"], false},
		{"a first name of 100 bearers or more the lists lack is kept", first["Seppo"], true},
		{"a known first name is not repeated", first["Anna"], false},
		{"a rare first name stays out", first["Mitja"], false},
		{"a hyphenated first name stays out", first["Anna-Liisa"], false},
		{"a first name of three letters stays out", first["Maj"], false},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.rule, c.got, c.want)
		}
	}
}

func TestFoldAll(t *testing.T) {
	for in, want := range map[string]string{"Niče": "nice", "Valė": "vale", "Ņina": "nina", "Guðgeir": "gudgeir", "Þór": "thor", "Søren": "soren", "Łukasz": "lukasz"} {
		if got := foldAll(in); got != want {
			t.Errorf("foldAll(%q) = %q, want %q", in, got, want)
		}
	}
}
