package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// chileNamesSHA256 is the SHA-256 digest of the Chilean civil registry's
// first names the committed data was compiled from:
// data-raw/nombres_registro_civil.xlsx of github.com/rivaquiroga/guaguas
// at commit chileNamesCommit (CC0 1.0), the first names registered in
// Chile from 1920 to May 2020 by the Servicio de Registro Civil e
// Identificación, with their number of births by year and sex.
const (
	chileNamesCommit = "faec89313325cd66512e37d4da832849210eb264"
	chileNamesSHA256 = "93c0c5bc01e2c3a992ef8fc2128e48a20f1da2c788bdc00b8764c36bfd06df4a"
)

// berlinNamesSHA256 is the SHA-256 digest of the Berlin registry
// offices' first names the committed data was compiled from (see
// berlinDigest): data/cleaned of github.com/berlinonline/haeufige-vornamen-berlin
// at commit berlinNamesCommit (CC BY 3.0 DE, Berliner Landesamt für
// Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal
// GmbH & Co. KG), every first name given to a child born in Berlin from
// 2012 to 2023, with its number of children by district.
const (
	berlinNamesCommit = "e8760a76ae719468e7a3804d3e679763085c734d"
	berlinNamesSHA256 = "6fa5f062187a29e17182386364a3b6e69ca716c7f47ca8601f288a288e783f42"
)

// civilMin is the fewest children at which a name of the registries
// joins the file, over all years, districts and positions: a rarer one
// is as often a misspelling or a note written in the name's field.
const civilMin = 5

// readChileNames returns the first names of the xlsx file at path (see
// chileNamesSHA256) with their number of births, written in capitals
// there and here as a capital and small letters ("AÍDA": "Aída").
func readChileNames(path string, anyVersion bool) (map[string]int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("the Chilean registry's names: %w (git show %s:data-raw/nombres_registro_civil.xlsx of github.com/rivaquiroga/guaguas > %s)", err, chileNamesCommit, path)
	}
	if got := sha256.Sum256(b); hex.EncodeToString(got[:]) != chileNamesSHA256 && !anyVersion {
		return nil, fmt.Errorf("%s is not data-raw/nombres_registro_civil.xlsx of rivaquiroga/guaguas at %s", path, chileNamesCommit)
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var sst struct {
		SI []struct {
			T string `xml:"t"`
		} `xml:"si"`
	}
	var sheet struct {
		Rows []struct {
			C []struct {
				T string `xml:"t,attr"`
				V string `xml:"v"`
			} `xml:"c"`
		} `xml:"sheetData>row"`
	}
	for _, f := range []struct {
		name string
		v    any
	}{{"xl/sharedStrings.xml", &sst}, {"xl/worksheets/sheet1.xml", &sheet}} {
		r, err := zr.Open(f.name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		err = xml.NewDecoder(r).Decode(f.v)
		r.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, f.name, err)
		}
	}
	out := map[string]int{}
	for _, row := range sheet.Rows[1:] { // AÑO, SEXO, NOMBRE, CANTIDAD
		if len(row.C) != 4 || row.C[2].T != "s" {
			continue
		}
		i, err := strconv.Atoi(row.C[2].V)
		if err != nil || i >= len(sst.SI) {
			return nil, fmt.Errorf("%s: %q: no shared string", path, row.C[2].V)
		}
		n, err := strconv.Atoi(row.C[3].V)
		if err != nil {
			return nil, fmt.Errorf("%s: %q: not a count", path, row.C[3].V)
		}
		if name := titleName(sst.SI[i].T); name != "" {
			out[name] += n
		}
	}
	if len(out) < 2000 {
		return nil, fmt.Errorf("%s: %d names, not the Chilean registry's names", path, len(out))
	}
	return out, nil
}

// titleName returns the name s, one word of letters, written with a
// capital and small letters, or "" for a name of several words or with
// other signs.
func titleName(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return ""
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return ""
		}
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + strings.ToLower(s[n:])
}

// berlinDigest returns the SHA-256 digest of the CSV files under dir:
// each file's path relative to dir, a zero byte, its content and a zero
// byte, in the order of their paths.
func berlinDigest(dir string) (string, []string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".csv") {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		return "", nil, err
	}
	sort.Strings(paths)
	h := sha256.New()
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return "", nil, err
		}
		rel, _ := filepath.Rel(dir, p)
		io.WriteString(h, filepath.ToSlash(rel))
		h.Write([]byte{0})
		h.Write(b)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), paths, nil
}

// readBerlinNames returns the first names of the CSV files under dir
// (data/cleaned of the repository, see berlinNamesSHA256: vorname,
// anzahl, geschlecht and from 2017 position) with their number of
// children, over all files and positions.
func readBerlinNames(dir string, anyVersion bool) (map[string]int, error) {
	sum, paths, err := berlinDigest(dir)
	if err != nil {
		return nil, fmt.Errorf("the Berlin registry offices' names: %w (git -C haeufige-vornamen-berlin archive %s data/cleaned | tar -x --strip-components=2 -C %s)", err, berlinNamesCommit, dir)
	}
	if sum != berlinNamesSHA256 && !anyVersion {
		return nil, fmt.Errorf("%s is not data/cleaned of berlinonline/haeufige-vornamen-berlin at %s", dir, berlinNamesCommit)
	}
	out := map[string]int{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		r := csv.NewReader(bytes.NewReader(b))
		r.FieldsPerRecord = -1
		r.LazyQuotes = true
		rows, err := r.ReadAll()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		for _, row := range rows {
			if len(row) < 2 || row[0] == "vorname" {
				continue
			}
			n, err := strconv.Atoi(strings.TrimSpace(row[1]))
			if err != nil {
				return nil, fmt.Errorf("%s: %q: not a count", p, row[1])
			}
			if name := titleName(row[0]); name != "" && utf8.RuneCountInString(name) > 1 {
				out[name] += n
			}
		}
	}
	if len(out) < 30000 {
		return nil, fmt.Errorf("%s: %d names, not the Berlin registry offices' names", dir, len(out))
	}
	return out, nil
}

// civilPatronymicEndings are the endings of the Russian, Ukrainian and
// Bulgarian patronymics and surnames that Berlin's lists hold as the
// second or third given name of a child ("Sergeevna", "Ivanovič",
// "Stoyanova"): no first name alone, they stay out.
var civilPatronymicEndings = []string{"ovič", "evič", "ovich", "evich", "ovna", "evna", "ivna", "ïvna", "ìvna", "eev", "ič", "ov", "ova", "iev", "ieva", "aev", "aeva", "lev", "leva"}

// civilPatronymic reports whether name, of six letters or more, has an
// ending of civilPatronymicEndings.
func civilPatronymic(name string) bool {
	if utf8.RuneCountInString(name) < 6 {
		return false
	}
	for _, e := range civilPatronymicEndings {
		if strings.HasSuffix(name, e) {
			return true
		}
	}
	return false
}

// civilNotNames are names of the registries that are more often words
// of programs and their documentation: a standard ("fips"), an image
// channel ("luma"), frameworks and tools ("django", "loki", "astro",
// "bento") and a folded identifier ("maxin").
var civilNotNames = map[string]bool{"fips": true, "luma": true, "django": true, "loki": true, "astro": true, "bento": true, "maxin": true}

// civilFirst returns the names of counts given civilMin times or more
// that the committed data lacks as first names (k.first and world, both
// folded) and as surnames, that are no common word, no place and no
// organisation (orgs, folded), no word of programs (civilNotNames), no patronymic (civilPatronymic) and of
// more than worldMinRunes letters (a name of three, "Aws", "Roc", is as
// often an abbreviation): "Gesine", "Nahuel", "Nadeschda", "Andjela".
func civilFirst(counts map[string]int, k known, world, orgs map[string]bool) map[string]bool {
	out := map[string]bool{}
	for name, n := range counts {
		f := foldAll(name)
		if n < civilMin || utf8.RuneCountInString(name) <= worldMinRunes || civilPatronymic(name) || k.first[f] || world[f] || k.lastOnly[f] || (k.regLast[f] && k.last[f]) || k.words[f] || k.places[f] || orgs[f] || worldNotNames[f] || civilNotNames[f] {
			continue
		}
		out[name] = true
	}
	return out
}

// runCivilFirst writes the file of the first names of the Chilean civil
// registry (chile, see readChileNames) and of the Berlin registry
// offices (berlin, see readBerlinNames) that no other list holds
// (section freqfirst, see civilFirst) to out, from the committed data in
// dir and the lists of worldWordLists in freqDir (see readKnown).
func runCivilFirst(dir, chile, berlin, freqDir, out string, anyVersion bool) error {
	cl, err := readChileNames(chile, anyVersion)
	if err != nil {
		return err
	}
	de, err := readBerlinNames(berlin, anyVersion)
	if err != nil {
		return err
	}
	counts := map[string]int{}
	for _, m := range []map[string]int{cl, de} {
		for name, n := range m {
			counts[name] += n
		}
	}
	candidates := map[string]bool{}
	for name := range counts {
		candidates[name] = true
	}
	k, err := readKnown(dir, freqDir, candidates, anyVersion)
	if err != nil {
		return err
	}
	world := map[string]bool{}
	for _, f := range []string{"firstnames_world.txt.gz", "names_fi.txt.gz"} {
		w, err := firstNamesOf(filepath.Join(dir, f), "freqfirst")
		if err != nil {
			return err
		}
		for x := range w {
			world[foldAll(x)] = true
		}
	}
	orgs, err := firstNamesOf(filepath.Join(dir, "orgs.txt.gz"), "org")
	if err != nil {
		return err
	}
	return write(out, map[string]string{
		"Registro Civil de Chile (rivaquiroga/guaguas data-raw/nombres_registro_civil.xlsx)": chileNamesCommit,
		"LABO Berlin (berlinonline/haeufige-vornamen-berlin data/cleaned)":                   berlinNamesCommit,
		"FrequencyWords (filter only)":                                                       esFrequencyCommit,
	},
		[]section{{kind: "freqfirst", entries: civilFirst(counts, k, world, foldAllSet(orgs))}},
		"Servicio de Registro Civil e Identificación de Chile via rivaquiroga/guaguas, CC0 1.0; Berliner Landesamt für Bürger- und Ordnungsangelegenheiten (LABO) / BerlinOnline Stadtportal GmbH & Co. KG, https://github.com/berlinonline/haeufige-vornamen-berlin, CC BY 3.0 DE: this file is an adaptation of them (see NOTICE)")
}
