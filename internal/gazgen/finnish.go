package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"
)

// finnishNamesSHA256 is the SHA-256 digest of the file of Finnish first
// names and surnames the committed data was compiled from:
// data-raw/people_names.txt of github.com/JouniVatanen/jmisc at commit
// finnishNamesCommit, a copy of the Digital and Population Data Services
// Agency's (DVV, formerly the Population Register Centre) name data of
// the Finnish population register, published under CC BY 4.0.
const (
	finnishNamesCommit = "9c8a3a229c924b36f1b267e8faaba82d46386b3c"
	finnishNamesSHA256 = "775045d6866d3bb30abfaef0c95e774fbb74cc974d60f1b2464469fac476d94d"
)

// finnishFirstMin is the fewest bearers at which a first name of the
// register joins the file: 100, as a rarer one is as often a spelling
// of a foreign name or a word. Its first names of three letters are
// left out too ("Maj", "Anh"), and so are the names joined by a hyphen,
// which the tokenizer reads as their parts ("Anna-Liisa").
const finnishFirstMin = 100

// finnishSurnameMinRunes is the shortest surname of the register kept,
// in letters: the shorter ones are as often words of Swedish or of
// programs ("Allt", "Repo", "Fri", "Lyra").
const finnishSurnameMinRunes = 5

// finnishName is one row of the register's data: the name, its number of
// bearers and whether it is a surname.
type finnishName struct {
	name    string
	n       int
	surname bool
}

// readFinnishNames reads the tab-separated file at path: a header, then
// the name, its number of bearers (digits grouped by spaces), a sex (M or
// F, empty for a surname) and the type (F: first name, L: surname).
func readFinnishNames(path string, anyVersion bool) ([]finnishName, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("the Finnish register's names: %w (git show %s:data-raw/people_names.txt of github.com/JouniVatanen/jmisc > %s)", err, finnishNamesCommit, path)
	}
	if got := sha256.Sum256(b); hex.EncodeToString(got[:]) != finnishNamesSHA256 && !anyVersion {
		return nil, fmt.Errorf("%s is not data-raw/people_names.txt of JouniVatanen/jmisc at %s", path, finnishNamesCommit)
	}
	var out []finnishName
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 4 || strings.TrimPrefix(f[0], "\ufeff") == "name" {
			continue
		}
		n, err := strconv.Atoi(strings.ReplaceAll(f[1], " ", ""))
		if err != nil {
			return nil, fmt.Errorf("%s: %q: not a count", path, f[1])
		}
		if name := cleanName(f[0]); name != "" {
			out = append(out, finnishName{name, n, f[3] == "L"})
		}
	}
	if len(out) < 30000 {
		return nil, fmt.Errorf("%s: %d names, not the register's name data", path, len(out))
	}
	return out, nil
}

// finnishSections returns the register's first names of finnishFirstMin
// bearers or more and its surnames (all of 20 bearers or more, as DVV
// publishes them) that the embedded table lacks in that role, that are no
// common word and no large place (k), and, for the surnames, no first
// name of the embedded table, no surname of the register (which counts
// only beside a known name: "Petersson") and of finnishSurnameMinRunes
// letters or more: "Ryhänen", "Seppinen", "Vartiainen".
func finnishSections(names []finnishName, k known) (first, last map[string]bool) {
	first, last = map[string]bool{}, map[string]bool{}
	for _, n := range names {
		f := foldAll(n.name)
		if k.words[f] || k.places[f] || worldNotNames[f] || strings.ContainsAny(n.name, " .-") {
			continue
		}
		switch {
		case n.surname && !k.last[f] && !k.regLast[f] && !k.first[f] && utf8.RuneCountInString(n.name) >= finnishSurnameMinRunes:
			last[n.name] = true
		case !n.surname && n.n >= finnishFirstMin && !k.first[f] && utf8.RuneCountInString(n.name) > worldMinRunes:
			first[n.name] = true
		}
	}
	return first, last
}

// runFinnishNames writes the file of the Finnish register's names
// (sections freqfirst and last) to out, from the file at path (see
// readFinnishNames), the committed data in dir and the lists of
// worldWordLists in freqDir (see readKnown).
func runFinnishNames(dir, path, freqDir, out string, anyVersion bool) error {
	names, err := readFinnishNames(path, anyVersion)
	if err != nil {
		return err
	}
	candidates := map[string]bool{}
	for _, n := range names {
		candidates[n.name] = true
	}
	k, err := readKnown(dir, freqDir, candidates, anyVersion)
	if err != nil {
		return err
	}
	first, last := finnishSections(names, k)
	return write(out, map[string]string{"DVV name data (JouniVatanen/jmisc data-raw/people_names.txt)": finnishNamesCommit, "FrequencyWords (filter only)": esFrequencyCommit},
		[]section{{kind: "freqfirst", entries: first}, {kind: "last", entries: last}},
		"Digital and Population Data Services Agency (DVV), Finnish population register name data, CC BY 4.0: this file is an adaptation of it (see NOTICE)")
}
