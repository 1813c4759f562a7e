package main

import (
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// worldColumns are the columns of nam_dict.txt's frequencies for the
// countries outside namCountries whose first names the world file holds:
// Malta, Portugal, the Netherlands, the Nordic and Baltic countries,
// Central and Eastern Europe, the Balkans, Greece, the former Soviet
// Union, Turkey, the Arab countries and Persia, Israel, India and Japan.
// China, Korea and Vietnam (49, 52, 53) are left out: their names of one
// syllable written without the "+" of the others ("Hung", "Long",
// "Minh") are as often abbreviations and words; so is the column of the
// other countries (54).
var worldColumns = func() []int {
	var cols []int
	skip := map[int]bool{49: true, 52: true, 53: true, 54: true}
	for _, c := range namCountries {
		skip[c] = true
	}
	for c := 0; c < 55; c++ {
		if !skip[c] {
			cols = append(cols, c)
		}
	}
	return cols
}()

// worldWordLists are the lists of FrequencyWords (at esFrequencyCommit)
// against which worldWords weighs the world file's first names, by
// language, with their SHA-256 digests: the five languages the detector
// reads, Dutch and Portuguese.
var worldWordLists = map[string]string{
	"en": "5351ff405b1126ef555791dd4d9798a48e3e9a501a9fc481a9da957752cfb458",
	"fr": "f81f7c570b6433764da99aa30f4dfb08d81c5926301377b709af23a13b1f9596",
	"de": "d9e50546fd7e8b6fe6542a2b33c51d1331092b2a3916ec09f80d97856068705b",
	"es": esFrequencySHA256,
	"it": "bb96cdcb56d28342c1e909db6b2525448b7767136b7e86a2ccc649a1be66fc19",
	"nl": "099bd0c27b514d54284360ad9ce2b4ef7b6903b22e848b67ab10f6aa2adb4baa",
	"pt": "f97704382f97273ff59488b1885e7ac90d20f81fd92e5fbad3e3ce43633f495c",
}

// worldWordRatio is how many times more often than in the median of the
// lists of worldWordLists (esItFloor at least) a first name must occur in
// one of them to count as a word of that language. Subtitles name the
// same people in every language ("hiroshi", "stefan", "jenny": within a
// factor of 2 or 3 of the median), while a word of one language is tens
// to hundreds of times as frequent there ("vale", "nice", "ene", "mare").
const worldWordRatio = 8

// worldNotNames are first names of the dictionary that are words no word
// list holds: of programs, the plural of a type ("ints") and of the sign
// '@' ("ats"); of greetings, northern German "moin".
var worldNotNames = map[string]bool{"ints": true, "ats": true, "moin": true}

// worldWords returns the names of names (folded) that are words of one of
// the languages of lists (see worldWordRatio).
func worldWords(names map[string]bool, lists []frequencies) map[string]bool {
	out := map[string]bool{}
	fs := make([]float64, len(lists))
	for k := range names {
		for i, l := range lists {
			fs[i] = l[k]
		}
		sort.Float64s(fs)
		if fs[len(fs)-1] >= worldWordRatio*max(fs[len(fs)/2], esItFloor) {
			out[k] = true
		}
	}
	return out
}

// slavicWordLists are the lists of FrequencyWords (at esFrequencyCommit)
// of Czech, Polish, Slovenian and Croatian, by language, with their
// SHA-256 digests: the world file's first names among the commonest
// words of one of them (esCommonRank) are left out, as the streets and
// places of those countries are named with their words, which the texts
// quote in addresses ("U Nového Dvora", "Velika Gorica"; "Dobre",
// "Nedelja", "Gospodin" are first names of the dictionary too).
var slavicWordLists = map[string]string{
	"cs": "1fb0576ef07cf5a543789d394cde1168573fc9e7adf427fd143249fd5547458d",
	"pl": "50bf8d30d1ed4f5cedceb3e40e74d793ec6bec0f16d9f3dd0a2c9e313402e10f",
	"sl": "00d9dc7a50726e99ab4d5bb50ce8087ce709a1416afad65a9dec0821c03ba442",
	"hr": "725f57e0bd122f46d8e358c3542a4e1d126e468075c5e4d6644fd0d21c47bbc3",
}

// worldMinRunes is the shortest world first name kept, in letters: the
// names of two letters ("Ai", "Bo") are as often abbreviations.
const worldMinRunes = 3

// worldFirst returns nam_dict.txt's first names of frequency minFrequency
// or more in a country of worldColumns (freqs holds each name's highest
// frequency there) that the embedded table lacks as first names (first,
// folded) or as surnames (last, folded: "Hartmann" is a first name in
// Estonia) and that are no common word (words, folded) and no country,
// region, county or town of 100,000 people or more and no town of one
// word (places, folded):
// "Guðgeir", "Anikó", "Masaaki", "Tuğçe".
func worldFirst(freqs map[string]int, first, last, words, places map[string]bool) map[string]bool {
	out := map[string]bool{}
	for name, f := range freqs {
		k := foldAll(name)
		if f < minFrequency || utf8.RuneCountInString(name) < worldMinRunes || first[k] || last[k] || words[k] || places[k] || worldNotNames[k] {
			continue
		}
		out[name] = true
	}
	return out
}

// runWorldFirst writes the file of the first names in use outside the
// countries of the five languages (section freqfirst) and of the
// Icelandic surnames formed from the men's names in use in Iceland
// (section last, see icelandicPatronymics) to out, from
// nam_dict.txt in the unpacked gender-guesser sdist at namdict, the
// committed data in dir and the lists of worldWordLists in freqDir (see
// readKnown).
func runWorldFirst(dir, namdict, freqDir, out string, anyVersion bool) error {
	all, err := readNamDict(namdict, anyVersion)
	if err != nil {
		return err
	}
	nam := namColumns(all, worldColumns)
	candidates := map[string]bool{}
	for n := range nam {
		candidates[n] = true
	}
	k, err := readKnown(dir, freqDir, candidates, anyVersion)
	if err != nil {
		return err
	}
	return write(out, map[string]string{"gender-guesser": genderGuesserVersion, "FrequencyWords (filter only)": esFrequencyCommit},
		[]section{
			{kind: "freqfirst", entries: worldFirst(nam, k.first, k.lastOnly, k.words, k.places)},
			{kind: "last", entries: icelandicPatronymics(all, k.words)},
		},
		"nam_dict.txt (c) 2007-2008 Jörg Michael, GNU Free Documentation License 1.2 or later: this file is an adaptation of it under the same licence (see NOTICE)")
}

// known is what the committed data already tells of a word, folded by
// foldAll: the embedded table's first names and surnames (with the name
// parts), the common words of the five languages, and the places a name
// must not shadow.
type known struct {
	first, last, words, places map[string]bool
	// lastOnly is the surnames of the gazetteer's last section alone,
	// without the name parts, which hold first names too.
	lastOnly map[string]bool
	// regLast is the register's surnames (register.txt.gz), which count
	// only beside a known name.
	regLast map[string]bool
}

// readKnown reads the committed data in dir: the first names of
// gazetteer.txt.gz and firstnames.txt.gz's freqfirst, the surnames and
// name parts of gazetteer.txt.gz, the register's surnames, its English words (every level) and
// French words, the German nouns, the Spanish and Italian words of
// words_esit.txt.gz, the words of its countries, regions, counties
// and towns of 100,000 people or more, and its smaller towns named with
// one word. The candidates (as written) that
// are words of the lists of worldWordLists in freqDir (see worldWords)
// join the words.
func readKnown(dir, freqDir string, candidates map[string]bool, anyVersion bool) (known, error) {
	var k known
	gaz := filepath.Join(dir, "gazetteer.txt.gz")
	first, err := firstNamesOf(gaz, "first")
	if err != nil {
		return k, err
	}
	freq, err := firstNamesOf(filepath.Join(dir, "firstnames.txt.gz"), "freqfirst")
	if err != nil {
		return k, err
	}
	for w := range freq {
		first[w] = true
	}
	last, err := firstNamesOf(gaz, "last", "namepart")
	if err != nil {
		return k, err
	}
	lastOnly, err := firstNamesOf(gaz, "last")
	if err != nil {
		return k, err
	}
	regLast, err := firstNamesOf(filepath.Join(dir, "register.txt.gz"), "reglast")
	if err != nil {
		return k, err
	}
	words, err := firstNamesOf(gaz, "word 10", "word 20", "word 35", "word 40", "word 50", "word 55", "word 60", "frword")
	if err != nil {
		return k, err
	}
	words = foldAllSet(words)
	for _, f := range []struct{ file, kind string }{{"nouns_de.txt.gz", "nounde"}, {"words_esit.txt.gz", "esitword"}} {
		w, err := firstNamesOf(filepath.Join(dir, f.file), f.kind)
		if err != nil {
			return k, err
		}
		for x := range w {
			words[foldAll(x)] = true
		}
	}
	var lists []frequencies
	for _, lang := range []string{"en", "fr", "de", "es", "it", "nl", "pt"} {
		l, err := readFrequencies(filepath.Join(freqDir, lang+"_50k.txt"), lang, worldWordLists[lang], anyVersion)
		if err != nil {
			return k, err
		}
		lists = append(lists, foldAllFrequencies(l))
	}
	for x := range worldWords(foldAllSet(candidates), lists) {
		words[x] = true
	}
	for lang, sum := range slavicWordLists {
		l, err := readFrequencyList(filepath.Join(freqDir, lang+"_50k.txt"), lang, sum, anyVersion)
		if err != nil {
			return k, err
		}
		for x := range l {
			words[foldAll(x)] = true
		}
	}
	places, err := placeWords(gaz, "country", "state", "county", "city 5", "city 6")
	if err != nil {
		return k, err
	}
	towns, err := entriesOf(gaz, "fakercity", "city 1", "city 2", "city 3", "city 4")
	if err != nil {
		return k, err
	}
	for t := range towns {
		if !strings.ContainsAny(t, " -'") {
			places[foldAll(t)] = true // "Soini", "Kokkola": a town of one word keeps its reading as a place
		}
	}
	return known{first: foldAllSet(first), last: foldAllSet(last), words: words, places: places, lastOnly: foldAllSet(lastOnly), regLast: foldAllSet(regLast)}, nil
}

// namColumns returns each first name of names with its highest frequency
// in the columns cols, for the names in use in one of them, but those
// written with an apostrophe or a hyphen, which the tokenizer reads as
// their parts.
func namColumns(names []namName, cols []int) map[string]int {
	out := map[string]int{}
	for _, n := range names {
		f := 0
		for _, c := range cols {
			if c < len(n.all) {
				f = max(f, n.all[c])
			}
		}
		if f > 0 && !strings.ContainsAny(n.name, "'-") {
			out[n.name] = max(out[n.name], f)
		}
	}
	return out
}

// foldAll folds s as the detector does at run time: lower case, every
// combining mark of its canonical decomposition dropped ("Niče", "Valė",
// "Ņina" fold to "nice", "vale", "nina"), and the letters that decompose
// to none written as their base ("ø", "ł", "đ", "ð", "þ", "æ", "œ", "ß").
func foldAll(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'ø':
			b.WriteByte('o')
		case r == 'ł':
			b.WriteByte('l')
		case r == 'đ', r == 'ð':
			b.WriteByte('d')
		case r == 'þ':
			b.WriteString("th")
		case r == 'æ':
			b.WriteString("ae")
		case r == 'œ':
			b.WriteString("oe")
		case r == 'ß':
			b.WriteString("ss")
		case r == 'ı':
			b.WriteByte('i')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// foldAllSet returns the keys of set folded by foldAll.
func foldAllSet(set map[string]bool) map[string]bool {
	out := make(map[string]bool, len(set))
	for k := range set {
		out[foldAll(k)] = true
	}
	return out
}

// foldAllFrequencies returns l with its words folded by foldAll (words
// that fold alike add up).
func foldAllFrequencies(l frequencies) frequencies {
	out := make(frequencies, len(l))
	for w, f := range l {
		out[foldAll(w)] += f
	}
	return out
}

// placeWords returns the words (folded) of the entries of the sections of
// kinds of the committed data file at path: every word of a place of
// several words ("Tel Aviv": "tel", "aviv") as well as the places of one.
func placeWords(path string, kinds ...string) (map[string]bool, error) {
	set, err := entriesOf(path, kinds...)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for e := range set {
		for _, w := range strings.FieldsFunc(e, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) }) {
			out[foldAll(w)] = true
		}
	}
	return out, nil
}
