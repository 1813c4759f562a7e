package gazetteer

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// gazetteerData is the compiled gazetteer (see internal/gazgen): a gzip
// text file of sections of sorted entries.
//
//go:embed gazetteer_data/gazetteer.txt.gz
var gazetteerData string

// nounsDEData is the German common nouns, every case and number form, in
// the same format: an adaptation of german-pos-dict's data, kept in a file
// of its own under that data's licence (CC-BY-SA-4.0, see NOTICE).
//
//go:embed gazetteer_data/nouns_de.txt.gz
var nounsDEData string

// registerData is the names of the national registers that the other
// lists lack, in the same format, loaded into a table of their own that
// only registerPairs reads.
//
//go:embed gazetteer_data/register.txt.gz
var registerData string

// firstNamesData is the first names of Jörg Michael's dictionary
// (nam_dict.txt) that the other lists lack, and its names in use in a
// country of English, French, German, Spanish or Italian, in the same
// format: an adaptation of that data, kept in a file of its own under
// its licence (GNU FDL 1.2 or later, see NOTICE): the first into the
// register's table, the second into the embedded one (see loadGazetteer).
//
//go:embed gazetteer_data/firstnames.txt.gz
var firstNamesData string

// worldFirstNamesData is the first names of the same dictionary in use
// in a country outside those of the five languages (the Nordic and
// Baltic countries, Central and Eastern Europe, Turkey, Japan, India…)
// that the other lists lack and that are no common word, in the same
// format and under the same licence, read like firstNamesData's second
// section: "Frederikke", "Guðgeir", "Anikó", "Masaaki".
//
//go:embed gazetteer_data/firstnames_world.txt.gz
var worldFirstNamesData string

// finnishNamesData is the first names and surnames of the Finnish
// population register (the Digital and Population Data Services
// Agency's name data) that the other lists lack and that are no common
// word, in the same format, kept in a file of their own under that
// data's licence (CC BY 4.0, see NOTICE): its first names read like
// firstNamesData's second section, its surnames as the gazetteer's
// ("Ryhänen", "Seppinen", "Vartiainen").
//
//go:embed gazetteer_data/names_fi.txt.gz
var finnishNamesData string

// civilFirstNamesData is the first names of Chile's civil registry and
// of Berlin's registry offices that the other lists lack and that are
// no common word, place or organisation, in the same format, kept in a
// file of their own under those data's licences (CC0 1.0 and CC BY 3.0
// DE, see NOTICE), read like firstNamesData's second section: "Gesine",
// "Nahuel", "Nadeschda", "Andjela".
//
//go:embed gazetteer_data/firstnames_civil.txt.gz
var civilFirstNamesData string

// orgsData is the one-word names of real organisations that no other
// list holds in any role (see internal/gazgen): "Lufthansa", "Criteo",
// "BlackRock", in the same format, loaded into a small table of their
// own that only knownOrgs reads: the tokenizer never looks them up.
//
//go:embed gazetteer_data/orgs.txt.gz
var orgsData string

// orgsCuedData is the one-word names of real organisations that another
// list holds as a surname, a small town or a rare word ("Siemens",
// "Renault", "Airbus"), read only after a firm's cue (see cuedKnownOrg),
// loaded into the organisations' table.
//
//go:embed gazetteer_data/orgs_cued.txt.gz
var orgsCuedData string

// esItWordsData is the first names of the other lists that are common
// Spanish or Italian words ("sido", "vero", "terzo"; see internal/gazgen),
// in the same format, loaded into a small table of their own that only
// bareLowerNames reads: an adaptation of FrequencyWords' data, kept in a
// file of its own under its licence (CC-BY-SA-4.0, see NOTICE).
//
//go:embed gazetteer_data/words_esit.txt.gz
var esItWordsData string

// Attribute bits of a gazetteer entry. An entry is a folded key: one word,
// or several words joined by single spaces.
const (
	attrFirst      uint32 = 1 << iota // a first name in some locale
	attrLast                          // a last name in some locale
	attrCountry                       // a country name (any language)
	attrState                         // a state, province or region
	attrCounty                        // a county or district
	attrFakerCity                     // a city name from faker's locale lists
	attrPrefix                        // a word prefix of a longer place name
	attrExtraName                     // operator list: a name
	attrExtraPlace                    // operator list: a place
	attrExtraOrg                      // operator list: an organisation
	attrAllow                         // operator allow-list
	attrPart                          // a part of a name, first or last

	// cityShift: 3 bits, the population bucket (1 <5k, 2 <15k, 3 <50k,
	// 4 <100k, 5 <1M, 6 ≥1M) of the largest city of that name; 0 if none.
	cityShift = 12
	// wordShift: 3 bits, the SCOWL level of an English common word
	// (1 = level 10 .. 7 = level 60); 0 if none.
	wordShift = 15
	// lowerShift: 6 bits, the words of a multi-word place written in
	// lower case in some source ("Novo mesto", "Stratford upon Avon").
	lowerShift = 18
	// attrStreet: a one-word street type ("Avenue", "Rua", "utca").
	attrStreet uint32 = 1 << 24
	// attrFrWord: a French common word that is also a name or a place
	// ("victoire", "salles", "pierre").
	attrFrWord uint32 = 1 << 25
	// attrNounDE: a form of a German common noun ("Kunde", "Zügen",
	// "Müller": the miller).
	attrNounDE uint32 = 1 << 26
	// attrRegFirst, attrRegLast: a first name or a surname of a national
	// register (INSEE, US Census) that no other list holds, in the
	// register's own table (see registerPairs): such a word counts as a
	// name only beside a known name.
	attrRegFirst uint32 = 1 << 27
	attrRegLast  uint32 = 1 << 28
	// attrDictFirst: a first name in use in a country of English,
	// French, German, Spanish or Italian that only the first-name
	// dictionary (firstNamesData) holds, stored with attrFirst in the
	// embedded table. In a text without capitals such a name needs a
	// known surname (see lowerNames).
	attrDictFirst uint32 = 1 << 29
	// attrOrg: the one-word name of a real organisation (orgsData), in
	// the organisations' own table.
	attrOrg uint32 = 1 << 30
	// attrEsItWord: a first name that is a common Spanish or Italian
	// word (esItWordsData), in that file's own table, where it takes the
	// bit of attrFrWord, which that table holds for nothing else.
	attrEsItWord = attrFrWord
	// attrCuedOrg: the name of a real organisation read only after a
	// firm's cue (orgsCuedData), in the organisations' table, on the bit
	// of attrFrWord, which that table holds for nothing else.
	attrCuedOrg = attrFrWord
	// attrNounUmlaut: a known name whose German noun form is spelled
	// only with an umlaut ("Volker": "Völker", "Forster": "Förster"). The
	// tokenizer drops attrNounDE and this bit from such a word written
	// without an umlaut, which is no form of the noun (plainSpelled).
	attrNounUmlaut uint32 = 1 << 31
)

const (
	placeBits = attrCountry | attrState | attrCounty | attrFakerCity | 7<<cityShift
	nameBits  = attrFirst | attrLast | attrPart
)

func cityBucket(a uint32) uint32 { return a >> cityShift & 7 }
func wordLevel(a uint32) uint32  { return a >> wordShift & 7 }
func lowerMask(a uint32) uint32  { return a >> lowerShift & 63 }

// wordLevelCode maps a SCOWL level to its 3-bit code.
func wordLevelCode(level int) uint32 {
	switch {
	case level <= 10:
		return 1
	case level <= 20:
		return 2
	case level <= 35:
		return 3
	case level <= 40:
		return 4
	case level <= 50:
		return 5
	case level <= 55:
		return 6
	default:
		return 7
	}
}

// table is an immutable hash table of folded keys: the keys live in one
// string, and an open-addressing slot array of uint32 indexes them. It holds
// a few hundred thousand entries in a few megabytes, with no per-key
// allocation.
type table struct {
	keys  string   // every key, concatenated
	off   []uint32 // key i is keys[off[i]:off[i+1]]
	attr  []uint32 // attribute bits of key i
	slots []uint32 // entry index + 1; 0 is empty
	mask  uint32
	// lowerNames is a Bloom filter (two probes) of the single-word names
	// that are no English word: a lower-case word outside it needs no
	// lookup to be known as no possible lower-case name.
	lowerNames []uint64
	// Header lines of the data file (sources and versions).
	header []string
}

// builder fills a table.
type builder struct {
	keys  []byte
	off   []uint32
	attr  []uint32
	slots []uint32
	mask  uint32
	// pending holds the one-word names written with ä, ö, ü, å or ø, for
	// addTransliterated.
	pending []string
}

func newGazBuilder(capacity int) *builder {
	size := 1024
	for size < capacity+capacity/2 {
		size <<= 1
	}
	return &builder{off: []uint32{0}, slots: make([]uint32, size), mask: uint32(size - 1)}
}

// add ORs bits into key's attributes, inserting the key if new.
func (b *builder) add(key []byte, bits uint32) {
	if len(key) == 0 {
		return
	}
	b.attr[b.entry(key)] |= bits
}

// addNounDE adds a form of a German noun, written as the list writes it:
// a form spelled with an umlaut marks its key attrNounUmlaut unless a form
// without one holds the key, and a form without one clears the mark
// ("Mutter" and "Mütter" fold alike; "Völker" alone folds as "volker").
func (b *builder) addNounDE(key []byte, written string) {
	if len(key) == 0 {
		return
	}
	i := b.entry(key)
	switch {
	case !umlautIn(written):
		b.attr[i] = b.attr[i]&^attrNounUmlaut | attrNounDE
	case b.attr[i]&attrNounDE == 0:
		b.attr[i] |= attrNounDE | attrNounUmlaut
	}
}

// umlautIn reports whether s holds ä, ö or ü in either case.
func umlautIn(s string) bool {
	for {
		i := strings.IndexByte(s, 0xC3)
		if i < 0 || i+1 >= len(s) {
			return false
		}
		switch s[i+1] {
		case 0xA4, 0xB6, 0xBC, 0x84, 0x96, 0x9C:
			return true
		}
		s = s[i+1:]
	}
}

// plainSpelled returns the attributes a of a word written without an
// umlaut: a name whose German noun needs one is no noun here.
func plainSpelled(a uint32) uint32 {
	if a&attrNounUmlaut != 0 {
		return a &^ (attrNounDE | attrNounUmlaut)
	}
	return a
}

// entry returns the index of key's attributes, inserting the key with
// none if new.
func (b *builder) entry(key []byte) uint32 {
	if len(b.attr)*4 >= len(b.slots)*3 {
		b.grow()
	}
	h := hash(key) & b.mask
	for {
		s := b.slots[h]
		if s == 0 {
			b.keys = append(b.keys, key...)
			b.off = append(b.off, uint32(len(b.keys)))
			b.attr = append(b.attr, 0)
			b.slots[h] = uint32(len(b.attr))
			return uint32(len(b.attr) - 1)
		}
		i := s - 1
		if string(b.keys[b.off[i]:b.off[i+1]]) == string(key) {
			return i
		}
		h = (h + 1) & b.mask
	}
}

func (b *builder) grow() {
	size := len(b.slots) * 2
	b.slots = make([]uint32, size)
	b.mask = uint32(size - 1)
	for i := range b.attr {
		h := hash(b.keys[b.off[i]:b.off[i+1]]) & b.mask
		for b.slots[h] != 0 {
			h = (h + 1) & b.mask
		}
		b.slots[h] = uint32(i + 1)
	}
}

// addPhrase adds a name or place written in its canonical case: its folded
// key gets bits, and for a multi-word place the lower-case mask, and its
// word prefixes the attrPrefix bit when prefixes is set. It returns the number of words.
func (b *builder) addPhrase(phrase string, bits uint32, prefixes bool, scratch *[]byte) int {
	buf := (*scratch)[:0]
	var ends [maxPlaceWords]int
	var lowerMask uint32
	n := 0
	tooLong := false
	words(phrase, func(start, end int) bool {
		if n == maxPlaceWords {
			tooLong = true
			return false
		}
		if n > 0 {
			buf = append(buf, ' ')
		}
		r, _ := utf8.DecodeRuneInString(phrase[start:])
		if unicode.IsLower(r) {
			lowerMask |= 1 << n
		}
		buf = appendFold(buf, phrase[start:end])
		ends[n] = len(buf)
		n++
		return true
	})
	*scratch = buf
	if tooLong || n == 0 {
		return 0
	}
	if n > 1 && prefixes {
		bits |= lowerMask << lowerShift
		for k := 0; k < n-1; k++ {
			b.add(buf[:ends[k]], attrPrefix)
		}
	}
	b.add(buf, bits)
	return n
}

func (b *builder) table() *table {
	t := &table{keys: string(b.keys), off: b.off, attr: b.attr, slots: b.slots, mask: b.mask}
	for i, a := range t.attr {
		if a&attrNounUmlaut != 0 && a&nameBits == 0 {
			t.attr[i] &^= attrNounUmlaut // only a name loses its noun when written without the umlaut
		}
		if a&(nameBits|attrRegFirst|attrRegLast) == 0 || wordLevel(a) != 0 {
			continue // the register's table holds its names only: all go in
		}
		key := b.keys[t.off[i]:t.off[i+1]]
		if bytes.IndexByte(key, ' ') >= 0 {
			continue
		}
		if t.lowerNames == nil {
			t.lowerNames = make([]uint64, bloomBits/64) // a table without names has none
		}
		w, mask := bloomProbe(packHash(key))
		t.lowerNames[w] |= mask
	}
	return t
}

// bloomBits is the size of table.lowerNames: 128 KiB, for the
// ~60,000 names that are no English word. With both bits of a key in one
// word, about 1.6% of other words pass (a needless table lookup).
const bloomBits = 1 << 20

// bloomProbe returns the word of table.lowerNames and the two bits in
// it that stand for a key of packHash h. Both bits are in one word, so
// that a query reads memory once.
func bloomProbe(h uint64) (word uint32, mask uint64) {
	return uint32(h) & (bloomBits/64 - 1), 1<<(h>>32&63) | 1<<(h>>40&63)
}

// mayBeLowerName reports whether a word of packHash h may be a name that
// is no English word (false means surely not).
func (t *table) mayBeLowerName(h uint64) bool {
	if len(t.lowerNames) == 0 {
		return true
	}
	w, mask := bloomProbe(h)
	return t.lowerNames[w]&mask == mask
}

// packHash hashes a folded word for the Bloom filter: its 8-byte chunks,
// each packed by pack, mixed in turn. A word of up to 8 bytes, which the
// tokenizer packs as it scans it, costs one mix (packedHash).
func packHash(w []byte) uint64 {
	var h uint64
	for len(w) > 8 {
		h = mix64(h ^ pack(w[:8]))
		w = w[8:]
	}
	return mix64(h ^ pack(w))
}

// packedHash is packHash of a word of up to 8 bytes packed as v.
func packedHash(v uint64) uint64 { return mix64(v) }

// mix64 is splitmix64's finalizer.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// lookup returns the attributes of a folded key, 0 when absent.
func (t *table) lookup(key []byte) uint32 {
	return t.lookupHash(key, hash(key))
}

// lookupHash is lookup with the key's hash already computed.
func (t *table) lookupHash(key []byte, hash uint32) uint32 {
	if t == nil || len(t.attr) == 0 || len(key) == 0 {
		return 0
	}
	h := hash & t.mask
	for {
		s := t.slots[h]
		if s == 0 {
			return 0
		}
		i := s - 1
		if t.keys[t.off[i]:t.off[i+1]] == string(key) {
			return t.attr[i]
		}
		h = (h + 1) & t.mask
	}
}

// hash is the slot hash of a folded key: the low bits of its packHash,
// which the tokenizer computes anyway for most words it looks up (a word
// of up to 8 bytes, packed as it is scanned, costs one mix: packedHash).
func hash(b []byte) uint32 { return uint32(packHash(b)) }

// maxPlaceWords is the longest place name matched, in words.
const maxPlaceWords = 6

// gazetteerState holds the embedded table once decoded. It is written once,
// under once, and immutable afterwards.
var gazetteerState struct {
	once  sync.Once
	table *table
	err   error
}

// sharedGazetteer returns the embedded table, decoded on first use and
// shared by every Detector. A program that never calls it does not
// link the embedded data.
func sharedGazetteer() (*table, error) {
	gazetteerState.once.Do(func() {
		gazetteerState.table, gazetteerState.err = loadBase()
	})
	return gazetteerState.table, gazetteerState.err
}

// registerState holds the register's table, built once per process.
var registerState struct {
	once  sync.Once
	table *table
	err   error
}

// sharedRegister returns the table of register names (see registerData).
func sharedRegister() (*table, error) {
	registerState.once.Do(func() {
		registerState.table, registerState.err = loadRegister()
	})
	return registerState.table, registerState.err
}

// loadBase decodes the embedded table: the gazetteer, the German nouns,
// the frequent first names of firstNamesData and the first-name files of
// the world, the Finnish register and the civil registries.
func loadBase() (*table, error) {
	return loadGazetteer(false, gazetteerData, nounsDEData, firstNamesData, worldFirstNamesData, finnishNamesData, civilFirstNamesData)
}

// orgsState holds the organisations' table, built once per process.
var orgsState struct {
	once  sync.Once
	table *table
	err   error
}

// sharedOrgs returns the table of known organisations (see orgsData).
func sharedOrgs() (*table, error) {
	orgsState.once.Do(func() {
		orgsState.table, orgsState.err = loadGazetteer(false, orgsData, orgsCuedData)
	})
	return orgsState.table, orgsState.err
}

// esItWordsState holds the table of esItWordsData, built once per process.
var esItWordsState struct {
	once  sync.Once
	table *table
	err   error
}

// sharedEsItWords returns the table of the first names that are Spanish
// or Italian words (see esItWordsData).
func sharedEsItWords() (*table, error) {
	esItWordsState.once.Do(func() {
		esItWordsState.table, esItWordsState.err = loadGazetteer(false, esItWordsData)
	})
	return esItWordsState.table, esItWordsState.err
}

// loadRegister decodes the register's table: the registers' names and
// the first names of firstNamesData that the other lists lack.
func loadRegister() (*table, error) {
	return loadGazetteer(true, registerData, firstNamesData)
}

// loadGazetteer decodes the data files written by internal/gazgen into
// one table. A file of first names (firstNamesData) has a section for
// each table: its frequent first names are first names of the embedded
// table (register false), its others names of the register's (register
// true); each table skips the other's section.
func loadGazetteer(register bool, files ...string) (*table, error) {
	raws := make([]string, len(files))
	lines := 0
	for i, data := range files {
		raw, err := gunzip(data)
		if err != nil {
			return nil, err
		}
		raws[i] = raw
		lines += strings.Count(raw, "\n")
	}
	b := newGazBuilder(lines + lines/8)
	var header []string
	scratch := make([]byte, 0, 128)
	for _, raw := range raws {
		h, err := b.addFile(raw, register, &scratch)
		if err != nil {
			return nil, err
		}
		header = append(header, h...)
	}
	b.addTransliterated(b.pending, &scratch)
	t := b.table()
	t.header = header
	return t, nil
}

// gunzip returns the text of a gzip file.
func gunzip(data string) (string, error) {
	zr, err := gzip.NewReader(strings.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("gazetteer data: %w", err)
	}
	// The gzip trailer holds the decompressed size (mod 2^32).
	var size int
	if n := len(data); n >= 4 {
		size = int(uint32(data[n-4]) | uint32(data[n-3])<<8 | uint32(data[n-2])<<16 | uint32(data[n-1])<<24)
	}
	var buf strings.Builder
	buf.Grow(size + 1)
	if _, err := io.Copy(&buf, zr); err != nil {
		return "", fmt.Errorf("gazetteer data: %w", err)
	}
	return buf.String(), nil
}

// addFile adds the sections of a decompressed data file, and returns its
// header lines.
func (b *builder) addFile(raw string, register bool, scratch *[]byte) ([]string, error) {
	var header []string
	var bits uint32
	var err error
	skip := false
	for len(raw) > 0 {
		line := raw
		if i := strings.IndexByte(raw, '\n'); i >= 0 {
			line, raw = raw[:i], raw[i+1:]
		} else {
			raw = ""
		}
		switch {
		case line == "":
		case line[0] == '#':
			header = append(header, strings.Clone(strings.TrimSpace(line[1:]))) // not a view of raw
		case line[0] == '@':
			if bits, err = sectionBits(line[1:]); err != nil {
				return nil, err
			}
			switch {
			case register && bits == attrDictFirst, !register && bits&(attrRegFirst|attrRegLast) != 0:
				skip = true
			case bits == attrDictFirst:
				bits, skip = attrFirst|attrDictFirst, false
			default:
				skip = false
			}
		case skip:
		default:
			if bits == 0 {
				return nil, fmt.Errorf("gazetteer data: entry before any section")
			}
			if bits&(7<<wordShift|attrFrWord|attrNounDE) != 0 {
				// Words are single words: no phrase analysis.
				*scratch = appendFold((*scratch)[:0], line)
				if bits == attrNounDE {
					b.addNounDE(*scratch, line)
				} else {
					b.add(*scratch, bits)
				}
				continue
			}
			b.addPhrase(line, bits, bits&placeBits != 0, scratch)
			if bits&nameBits != 0 && transliterable(line) && strings.IndexByte(line, ' ') < 0 {
				b.pending = append(b.pending, line)
			}
		}
	}
	return header, nil
}

func sectionBits(s string) (uint32, error) {
	kind, arg, _ := strings.Cut(s, " ")
	n, _ := strconv.Atoi(arg)
	switch kind {
	case "first":
		return attrFirst, nil
	case "last":
		return attrLast, nil
	case "namepart":
		return attrPart, nil
	case "regfirst":
		return attrRegFirst, nil
	case "reglast":
		return attrRegLast, nil
	case "freqfirst":
		return attrDictFirst, nil
	case "country":
		return attrCountry, nil
	case "state":
		return attrState, nil
	case "county":
		return attrCounty, nil
	case "fakercity":
		return attrFakerCity, nil
	case "street":
		return attrStreet, nil
	case "frword":
		return attrFrWord, nil
	case "esitword":
		return attrEsItWord, nil
	case "nounde":
		return attrNounDE, nil
	case "org":
		return attrOrg, nil
	case "cuedorg":
		return attrCuedOrg, nil
	case "city":
		if n >= 1 && n <= 6 {
			return uint32(n) << cityShift, nil
		}
	case "word":
		if n > 0 {
			return wordLevelCode(n) << wordShift, nil
		}
	}
	return 0, fmt.Errorf("gazetteer data: unknown section %q", s)
}

// words calls fn with the byte bounds of each word of s, in order, until
// fn returns false. A word is a run of letters, digits and combining marks,
// with single hyphens inside ("Jean-Pierre", "Saint-Étienne"); apostrophes,
// dots and other punctuation separate words ("d'Anne", "St. Louis").
func words(s string, fn func(start, end int) bool) {
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !letterOrDigit(r) {
			i += size
			continue
		}
		start := i
		i += size
		for i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
			if letterOrDigit(r) {
				i += size
				continue
			}
			if isHyphen(r) && i+size < len(s) {
				r2, _ := utf8.DecodeRuneInString(s[i+size:])
				if letterOrDigit(r2) {
					i += size
					continue
				}
			}
			break
		}
		if !fn(start, i) {
			return
		}
	}
}

func letterOrDigit(r rune) bool {
	if r < utf8.RuneSelf {
		return ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9')
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc)
}

func isHyphen(r rune) bool {
	switch r {
	case '-', 0x2010, 0x2011:
		return true
	}
	return false
}

// appendFold appends the folded form of a word: lower case, Latin
// diacritics removed (é→e, ø→o, ß→ss), hyphen variants as '-', combining
// marks dropped, Greek tonos removed and final sigma as sigma.
func appendFold(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		dst = appendFoldRune(dst, r)
	}
	return dst
}

func appendFoldRune(dst []byte, r rune) []byte {
	var cell string
	switch {
	case r >= 0xC0 && r < 0x250:
		k := int(r-0xC0) * 2
		cell = latinFoldA[k : k+2]
	case r >= 0x1E00 && r < 0x1F00:
		k := int(r-0x1E00) * 2
		cell = latinFoldB[k : k+2]
	case r == 0x2010 || r == 0x2011:
		return append(dst, '-')
	case unicode.Is(unicode.Mn, r):
		return dst
	default:
		return utf8.AppendRune(dst, greekFold(unicode.ToLower(r)))
	}
	switch {
	case cell[0] == ' ':
		return utf8.AppendRune(dst, unicode.ToLower(r))
	case cell[1] == ' ':
		return append(dst, cell[0])
	default:
		return append(dst, cell...)
	}
}

// greekFold removes the tonos and dialytika from a lower-case Greek letter
// and maps final sigma to sigma.
func greekFold(r rune) rune {
	switch r {
	case 'ά':
		return 'α'
	case 'έ':
		return 'ε'
	case 'ή':
		return 'η'
	case 'ί', 'ϊ', 'ΐ':
		return 'ι'
	case 'ό':
		return 'ο'
	case 'ύ', 'ϋ', 'ΰ':
		return 'υ'
	case 'ώ':
		return 'ω'
	case 'ς':
		return 'σ'
	}
	return r
}
