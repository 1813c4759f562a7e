package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// esItWordLists are the lists of FrequencyWords (at esFrequencyCommit)
// that esItWords reads, by language, with their SHA-256 digests: Spanish
// and Italian, whose common words it finds, and English and German,
// against which it weighs them.
var esItWordLists = map[string]string{
	"es": esFrequencySHA256,
	"it": "bb96cdcb56d28342c1e909db6b2525448b7767136b7e86a2ccc649a1be66fc19",
	"en": "5351ff405b1126ef555791dd4d9798a48e3e9a501a9fc481a9da957752cfb458",
	"de": "d9e50546fd7e8b6fe6542a2b33c51d1331092b2a3916ec09f80d97856068705b",
}

// esItWordRatio is how many times more often a word must occur in the
// Spanish or Italian subtitles than in the English and German ones to
// count as a word of that language. Subtitles name the same people in
// every language: a first name occurs about as often in each ("marco",
// "carlos", "andrea": 1 to 3 times as often), a word of the language
// tens to thousands of times as often ("sido", "ella", "vero", "terzo").
const esItWordRatio = 8

// esItFrequentRatio and esItFrequent: a word of the Spanish or Italian
// subtitles that occurs esItFrequent times per million words or more is a
// word of the language at a lower ratio, esItFrequentRatio: subtitles
// name the people of English films as often in every language, and a
// frequent Spanish word can be one of their names ("sean", "linda",
// "stella").
const (
	esItFrequentRatio = 3
	esItFrequent      = 30
)

// esItFloor is the frequency, per million words, below which a word of
// the English and German lists counts as that rare: about that of the
// last words of their 50,000, so that a word none of them holds weighs as
// one that is barely in them.
const esItFloor = 0.3

// frequencies is one FrequencyWords list: each folded word's count per
// million words of the subtitles.
type frequencies map[string]float64

// readFrequencies reads FrequencyWords' LANG_50k.txt at path (whose
// SHA-256 digest is sum), one "word count" a line, and returns the
// frequency per million of each folded form (forms that fold alike add up).
func readFrequencies(path, lang, sum string, anyVersion bool) (frequencies, error) {
	b, err := readFrequencyFile(path, lang, sum, anyVersion)
	if err != nil {
		return nil, err
	}
	counts := map[string]float64{}
	total := 0.0
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 2 {
			continue
		}
		n, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			return nil, fmt.Errorf("%s: %q: not a count", path, f[1])
		}
		counts[fold(f[0])] += n
		total += n
	}
	if len(counts) < esCommonRank || total == 0 {
		return nil, fmt.Errorf("%s: %d words, not a frequency list", path, len(counts))
	}
	for w, n := range counts {
		counts[w] = n / total * 1e6
	}
	return counts, nil
}

// esItWords returns the first names of first (folded) that are words of
// Spanish or Italian: esItWordRatio times as frequent in the Spanish or
// the Italian subtitles as in the English and the German ones (with
// esItFloor for a word they lack).
func esItWords(first map[string]bool, lists map[string]frequencies) map[string]bool {
	out := map[string]bool{}
	for w := range first {
		other := max(lists["en"][w], lists["de"][w], esItFloor)
		if f := max(lists["es"][w], lists["it"][w]); f >= esItWordRatio*other || f >= esItFrequent && f >= esItFrequentRatio*other {
			out[w] = true
		}
	}
	return out
}

// firstNamesOf returns the single-word first names (folded) of the
// sections of kinds of the committed data file at path.
func firstNamesOf(path string, kinds ...string) (map[string]bool, error) {
	all, err := entriesOf(path, kinds...)
	if err != nil {
		return nil, err
	}
	names := map[string]bool{}
	for e := range all {
		if !strings.Contains(e, " ") {
			names[fold(e)] = true
		}
	}
	return names, nil
}

// entriesOf returns the entries, as written, of the sections of kinds of
// the committed data file at path.
func entriesOf(path string, kinds ...string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	names := map[string]bool{}
	in := false
	for _, line := range strings.Split(string(raw), "\n") {
		switch {
		case line == "" || line[0] == '#':
		case line[0] == '@':
			in = false
			for _, k := range kinds {
				in = in || line[1:] == k
			}
		case in:
			names[line] = true
		}
	}
	return names, nil
}

// committedFirstNames returns the first names of the committed data in
// dir: gazetteer.txt.gz's first section and firstnames.txt.gz's
// freqfirst (see firstNamesOf).
func committedFirstNames(dir string) (map[string]bool, error) {
	first, err := firstNamesOf(filepath.Join(dir, "gazetteer.txt.gz"), "first")
	if err != nil {
		return nil, err
	}
	freq, err := firstNamesOf(filepath.Join(dir, "firstnames.txt.gz"), "freqfirst")
	if err != nil {
		return nil, err
	}
	for w := range freq {
		first[w] = true
	}
	return first, nil
}

// runEsItWords writes the file of the first names that are Spanish or
// Italian words (section esitword) to out, from the committed first names
// in dir (gazetteer.txt.gz's first section, firstnames.txt.gz's
// freqfirst) and the lists of esItWordLists in freqDir.
func runEsItWords(dir, freqDir, out string, anyVersion bool) error {
	first, err := committedFirstNames(dir)
	if err != nil {
		return err
	}
	lists := map[string]frequencies{}
	for lang, sum := range esItWordLists {
		if lists[lang], err = readFrequencies(filepath.Join(freqDir, lang+"_50k.txt"), lang, sum, anyVersion); err != nil {
			return err
		}
	}
	return write(out, map[string]string{"FrequencyWords (es, it, en, de)": esFrequencyCommit},
		[]section{{kind: "esitword", entries: esItWords(first, lists)}},
		"CC-BY-SA-4.0 (FrequencyWords' content, derived from OpenSubtitles 2018)")
}
