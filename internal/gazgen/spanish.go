package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"strings"
)

// spainColumn is the column of nam_dict.txt's frequencies for Spain.
const spainColumn = 6

// esFrequencyCommit is the commit of github.com/hermitdave/FrequencyWords
// whose content/2018/es/es_50k.txt (word counts of the Spanish subtitles
// of OpenSubtitles 2018, CC-BY-SA-4.0) the committed first-name file was
// filtered with, and esFrequencySHA256 that file's digest.
const (
	esFrequencyCommit = "525f9b560de45753a5ea01069454e72e9aa541c6"
	esFrequencySHA256 = "dcff3ad4316192f4dc4ff7d26e637c6ff314ef1ca0f3f720c5649018a71056c0"
)

// esCommonRank is how many of the Spanish word forms, most frequent
// first, count as common words: a first name among them is as often a
// word of the sentence ("Amor", "Salud", "Valle", "Claro").
const esCommonRank = 20000

// esMaxEnglishLevel is the most common SCOWL level at which an English
// word keeps a Spanish first name out; a rarer English word ("nacho",
// level 50) does not, as the detector weighs a first name's word level
// at run time, as it does for faker's first names that are words.
const esMaxEnglishLevel = 40

// readSpanishCommon reads FrequencyWords' es_50k.txt, one "word count"
// a line, most frequent first, and returns its first esCommonRank words,
// folded.
func readSpanishCommon(path string, anyVersion bool) (map[string]bool, error) {
	return readFrequencyList(path, "es", esFrequencySHA256, anyVersion)
}

// readFrequencyFile returns the bytes of FrequencyWords' list of lang
// (content/2018/LANG/LANG_50k.txt at esFrequencyCommit) at path, checked
// against its SHA-256 digest sum unless anyVersion.
func readFrequencyFile(path, lang, sum string, anyVersion bool) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("FrequencyWords' %s list: %w (git show %s:content/2018/%s/%s_50k.txt > %s)", lang, err, esFrequencyCommit, lang, lang, path)
	}
	if got := sha256.Sum256(b); hex.EncodeToString(got[:]) != sum && !anyVersion {
		return nil, fmt.Errorf("%s is not %s_50k.txt of FrequencyWords at %s", path, lang, esFrequencyCommit)
	}
	return b, nil
}

// readFrequencyList reads a list of FrequencyWords (content/2018/LANG/
// LANG_50k.txt at esFrequencyCommit, whose SHA-256 digest is sum), one
// "word count" a line, most frequent first, and returns its first
// esCommonRank words, folded.
func readFrequencyList(path, lang, sum string, anyVersion bool) (map[string]bool, error) {
	b, err := readFrequencyFile(path, lang, sum, anyVersion)
	if err != nil {
		return nil, err
	}
	common := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() && len(common) < esCommonRank {
		if f := strings.Fields(sc.Text()); len(f) == 2 {
			common[fold(f[0])] = true
		}
	}
	if len(common) < esCommonRank {
		return nil, fmt.Errorf("%s: %d words, not a frequency list", path, len(common))
	}
	return common, nil
}

// spanishFirst reports whether nam_dict.txt's name n is a first name in
// use in Spain that the embedded table lacks: given its frequency there
// (its Spanish, Catalan, Basque and Galician names and their short
// forms: "Ainhoa", "Nacho", "Xoan", "Montse"), no first name of faker's
// lists already, no surname of them (a rare first name that is a
// surname, "Castillo", is read as the surname), no common Spanish word
// (esCommon), no English word of the commonest levels (level, the SCOWL
// levels), no French common word and no German noun (frde, folded).
func spanishFirst(n namName, first, surnames, frde map[string]bool, level map[string]int, esCommon map[string]bool) bool {
	f := fold(n.name)
	if n.es == 0 || first[n.name] || surnames[f] || esCommon[f] || frde[f] {
		return false
	}
	if lv, ok := level[strings.ToLower(n.name)]; ok && lv <= esMaxEnglishLevel {
		return false
	}
	return true
}
