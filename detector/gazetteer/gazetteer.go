package gazetteer

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// The embedded lists are compiled by internal/gazgen from npm packages
// installed beforehand (see its documentation); the result is committed.
//go:generate go run ../../internal/gazgen -npm /tmp/gaz-npm -out gazetteer_data/gazetteer.txt.gz

// DefaultConfidence is the confidence of a gazetteer detection
// when Config.Confidence is 0. It stays below the regex tier's 1.0,
// so that a regex match wins an overlap.
const DefaultConfidence = 0.75

// Config configures New. The zero value is the
// default detector.
type Config struct {
	// Labels renames the detector's labels: keys are "PERSON", "LOCATION"
	// and "ORGANIZATION", values the labels to emit instead.
	Labels map[string]string
	// ExtraNames lists people to find whatever the context (customers,
	// staff): each entry is matched as a whole phrase, case-insensitively,
	// and its words also count as known first and last names. A one-word
	// entry that is a common English word ("Will") must be capitalised in
	// the text to match.
	ExtraNames []string
	// ExtraPlaces lists places to find (office towns, sites), matched like
	// ExtraNames.
	ExtraPlaces []string
	// ExtraOrgs lists organisations to find (customers, suppliers),
	// matched like ExtraNames.
	ExtraOrgs []string
	// Allow lists words and phrases never to mask ("Jenkins", "Grafana"):
	// a detection that contains one of them is dropped. Matched
	// case-insensitively.
	Allow []string
	// Aggressive trades precision for recall with looser rules over the
	// same lists: a capitalised word in no list, alone mid-sentence, is a
	// name ("Unlike the Petersson novel"); fewer English words gate names
	// (SCOWL levels up to 35 instead of 50); and a first name that is a
	// very common word ("Bill") needs no surname after it mid-sentence.
	// Off by default: it costs about 0.1 of PERSON precision on the
	// evaluation corpus (docs/names.md).
	Aggressive bool
	// Confidence is the confidence of an ordinary detection; 0 means
	// DefaultConfidence. It must be below 1 (the regex tier's).
	// Strong evidence (a cue phrase, an honorific, an operator list) adds
	// 0.1 and weak evidence subtracts 0.1, within (0, 0.99].
	Confidence float64
}

// Detector finds PERSON, LOCATION and ORGANIZATION spans with
// embedded name and place lists plus context rules; see docs/names.md. It
// needs no model, no cgo and no network, and is safe for concurrent use.
type Detector struct {
	base *table
	reg  *table // the registers' names (see registerPairs)
	orgs *table // the known organisations (see knownOrgs)
	// esItWords holds the first names that are Spanish or Italian words
	// (see bareLowerNames).
	esItWords *table
	extra     *table // operator lists; nil when there are none
	classes   *classTable
	labels    [4]string
	conf      float64
	p         params
	pool      sync.Pool // *scratch
}

// params are the tunable thresholds of the rules.
type params struct {
	// commonMax: a word at this SCOWL level code or below (1 = level 10 ..
	// 7 = level 60) is a common English word.
	commonMax uint32
	// hardCommon: a first name that is a common word at this level code or
	// below needs a surname after it even mid-sentence ("Will", "Mark").
	hardCommon uint32
	// minCityBucket: smallest population bucket of a city that matches
	// without a locative word (1 <5k, 2 <15k, 3 <50k ...).
	minCityBucket uint32
	// fakerCities: faker's locale city lists count as places.
	fakerCities bool
	// locativeUnknown: an unknown capitalised word after a strong locative
	// is a place.
	locativeUnknown bool
	// unknownPairs: two capitalised words that are in no list ("Irenke
	// Sörös") are a name.
	unknownPairs bool
	// unknownSingles: a capitalised word in no list, mid-sentence, is a
	// name.
	unknownSingles bool
	// englishSingles: in English text, such a word is an organisation.
	englishSingles bool
}

// Indexes of Detector.labels.
const (
	labelPerson = iota
	labelPlace
	labelOrg
	labelStreet
)

// New builds a detector. The embedded lists are decoded
// on the first call in the process (about 0.2 s of CPU, 7 MiB of heap) and
// shared afterwards; later calls are cheap. Errors are *Error with
// CodeConfig.
func New(cfg Config) (*Detector, error) {
	d := &Detector{
		labels: [4]string{pii.LabelPerson, pii.LabelLocation, pii.LabelOrganization, pii.LabelStreetAddress},
		conf:   DefaultConfidence,
		p:      params{commonMax: 5, hardCommon: 2, minCityBucket: 1, fakerCities: true, locativeUnknown: true, unknownPairs: true, englishSingles: true},
	}
	if cfg.Aggressive {
		d.p = params{commonMax: 3, hardCommon: 1, minCityBucket: 1, fakerCities: true, locativeUnknown: true, unknownPairs: true, unknownSingles: true, englishSingles: true}
	}
	for k, v := range cfg.Labels {
		if v == "" {
			return nil, pii.NewConfigError(fmt.Sprintf("gazetteer: label for %q is empty", k))
		}
		switch k {
		case pii.LabelPerson:
			d.labels[labelPerson] = v
		case pii.LabelLocation:
			d.labels[labelPlace] = v
		case pii.LabelOrganization:
			d.labels[labelOrg] = v
		case pii.LabelStreetAddress:
			d.labels[labelStreet] = v
		default:
			return nil, pii.NewConfigError(fmt.Sprintf("gazetteer: unknown label %q (want PERSON, LOCATION, ORGANIZATION or STREET_ADDRESS)", k))
		}
	}
	if c := cfg.Confidence; c != 0 {
		if math.IsNaN(c) || c <= 0 || c >= 1 {
			return nil, pii.NewConfigError(fmt.Sprintf("gazetteer: confidence %v is outside (0, 1)", c))
		}
		d.conf = c
	}
	base, err := sharedGazetteer()
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "gazetteer: embedded data is unreadable", Err: err}
	}
	d.base = base
	d.classes = newGzClassTable(base)
	if d.reg, err = sharedRegister(); err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "gazetteer: embedded data is unreadable", Err: err}
	}
	if d.orgs, err = sharedOrgs(); err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "gazetteer: embedded data is unreadable", Err: err}
	}
	if d.esItWords, err = sharedEsItWords(); err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "gazetteer: embedded data is unreadable", Err: err}
	}
	if n := len(cfg.ExtraNames) + len(cfg.ExtraPlaces) + len(cfg.ExtraOrgs) + len(cfg.Allow); n > 0 {
		b := newGazBuilder(4 * n)
		scratch := make([]byte, 0, 64)
		add := func(list []string, bits uint32, what string) error {
			for i, s := range list {
				if n := b.addPhrase(s, bits, true, &scratch); n == 0 {
					return pii.NewConfigError(fmt.Sprintf("gazetteer: %s[%d] has no word or more than %d words", what, i, maxPlaceWords))
				}
			}
			return nil
		}
		if err := add(cfg.ExtraNames, attrExtraName, "extra_names"); err != nil {
			return nil, err
		}
		if err := add(cfg.ExtraPlaces, attrExtraPlace, "extra_places"); err != nil {
			return nil, err
		}
		if err := add(cfg.ExtraOrgs, attrExtraOrg, "extra_orgs"); err != nil {
			return nil, err
		}
		if err := add(cfg.Allow, attrAllow, "allow"); err != nil {
			return nil, err
		}
		// The words of operator names count as known names.
		for _, s := range cfg.ExtraNames {
			words(s, func(start, end int) bool {
				b.add(appendFold(scratch[:0], s[start:end]), attrFirst|attrLast)
				return true
			})
		}
		d.extra = b.table()
	}
	d.pool.New = func() any { return new(scratch) }
	return d, nil
}

// Labels returns the labels the detector emits, for PERSON, LOCATION,
// ORGANIZATION and STREET_ADDRESS in that order.
func (d *Detector) Labels() [4]string { return d.labels }

// Detect returns the names, places and organisations in text, without
// overlaps, in text order. It fails only when ctx is done.
func (d *Detector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	if err := ctx.Err(); err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "gazetteer: canceled", Err: err}
	}
	if text == "" {
		return nil, nil
	}
	s := d.pool.Get().(*scratch)
	defer d.pool.Put(s)
	s.reset(d, text)
	s.tokenize()
	if s.backslashes > 0 {
		var view string
		if view, s.unescaped = escapedBreaks(text, s.unescaped); len(s.unescaped) > 0 {
			s.reset(d, view) // "…72\nAAPAJÄRVI…": read the escaped breaks as lines
			s.tokenize()
		}
	}
	s.run()
	if len(s.spans) == 0 {
		return nil, nil
	}
	sortSpans(s.spans)
	out := make([]pii.Detection, 0, len(s.spans))
	for _, sp := range s.spans {
		out = append(out, pii.Detection{
			Start:      sp.start,
			End:        sp.end,
			Label:      d.labels[sp.kind],
			Text:       text[sp.start:sp.end],
			Confidence: sp.conf,
		})
	}
	return out, nil
}

// sortSpans sorts spans by start as slices.SortFunc does, without its
// calls: the insertion sort that slices.SortFunc itself runs on 12
// elements or fewer (most texts have a few spans), inline; longer lists go
// to slices.SortFunc. The order is the same either way.
func sortSpans(spans []span) {
	if len(spans) > 12 {
		slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
		return
	}
	for i := 1; i < len(spans); i++ {
		for j := i; j > 0 && spans[j].start < spans[j-1].start; j-- {
			spans[j], spans[j-1] = spans[j-1], spans[j]
		}
	}
}

// Token shapes.
const (
	shOther   uint8 = iota // digits, "iPhone", symbols
	shLower                // "paris"
	shCap                  // "Paris", "McCray", "GmbH"
	shUpper                // "PARIS" (two letters or more)
	shInitial              // "J"
)

// Token flags.
const (
	tfWord      uint16 = 1 << iota // a word (else one punctuation rune)
	tfSpace                        // whitespace before
	tfNL                           // a line break before
	tfSentStart                    // first word of a sentence or line
	tfLineStart                    // first word of a line
	tfHeading                      // in a title-case line
	tfUsed                         // inside a detection already
	tfBlocked                      // allow-listed
	tfDigit                        // a word with a digit
	tfTitle                        // one capital, first: "Paris", not "McCray"
	tfLazy                         // a lower-case word not looked up yet
	tfHyphen                       // a word whose folded form holds a '-'
	tfNoun                         // a common noun an article marked (blocked too)
)

type tok struct {
	start, end int    // byte bounds in the text
	fs, fe     int    // folded word in scratch.fold
	attr       uint32 // gazetteer attributes (words only)
	cls        uint32 // closed word classes, wc* bits (words only)
	r          rune   // the rune of a punctuation token
	letters    int32  // int32, not int: the token stays at 56 bytes
	shape      uint8
	kind       int8 // detection kind + 1 once used
	flags      uint16
}

type span struct {
	start, end int
	kind       int
	conf       float64
	from, to   int32 // its tokens, [from, to)
}

// scratch is the per-call working memory, pooled.
type scratch struct {
	d *Detector
	// The detector's tables, copied here by reset: the tokenizer reads
	// them for every word, one load instead of two.
	classes     *classTable
	base, extra *table
	text        string
	toks        []tok
	// fold holds the folded words: it starts as a copy of the text, in
	// which an ASCII word is folded in place (lower-cased), so that most
	// words cost no copy; other words are appended after it.
	fold   []byte
	phrase []byte // a key of several words, built by phraseAt
	// unescaped is the copy of a text whose escaped line breaks
	// escapedBreaks turned into whitespace.
	unescaped []byte
	// Indexes of the words the rules start from, collected by tokenize so
	// that no rule walks every token: most words of a chat message are
	// lower-case words that no rule starts at. They hold word tokens only
	// (a token never stops being a word), so a rule that starts from
	// them needs no isWord test.
	caps        []int32 // capitalised words (every word if noUpper)
	nameCaps    []int32 // caps less most stopwords (see addCap)
	cueCands    []int32 // words right after a word that may end a cue (see cues)
	lowerCands  []int32 // lower-case words known as first names (see lowerNames)
	nums        []int32 // words starting with a digit (see streets)
	lowerLasts  []int32 // lower-case known surnames that are no first name (see lowerSurnames)
	regLowers   []int32 // lower-case words of four letters or more, in no list, that a register may hold, in a text without capitals so far (see registerLowerPairs)
	orgCands    []int32 // legal forms, head nouns and dotted letters (see orgSuffix)
	orgCueWords []int32 // words that announce an organisation (see orgCueNames)
	froms       []int32 // "from", which a person's organisation may follow (see orgAfterPerson)
	lines       int     // line breaks (see contactBlocks)
	kinds       [4]int  // spans added, per kind (see orgContexts)
	// linePersons counts the people added whose name opens a line, maybe
	// after an honorific: personLineFirms needs one.
	linePersons int
	lineStarts  []int // first token of each line, for contactBlocks
	spans       []span
	noUpper     bool // the text has no capital letter
	// German and French function words seen, and the language they make
	// the text (see language).
	de, fr, en int
	lang       language
	// Determiners and month or day abbreviations seen: markGermanNouns
	// and markDateWords have nothing to do without them.
	dets, timeAbbrevs int
	detsDE            int // the determiners only German writes (wcDeterminerDE)
	// Address cues and street types written first seen:
	// streetsWithoutNumber needs one of them, or a slash.
	addressCues, streetTypes int
	// Capitalised words of the street list (attrStreet) seen:
	// proseStreets needs one.
	capStreets int
	// looseTails counts the tails of the street at hand that closedTail,
	// proseTown or a town in small letters before a comma read: a weak
	// street that only such a tail extends stays a word; looseFrom is
	// the street's end before the first of them.
	looseTails, looseFrom int
	// townsAfterCaps counts the towns of one word under 50,000 people
	// that places read right after a capitalised word: the second
	// surnames unlistedNeighbours may join to a person.
	townsAfterCaps int
	// unknownCaps lists the capitalised words (shCap) in no list, the
	// only words knownOrgs looks up.
	unknownCaps []int32
	// longUnknownCaps counts those of seven bytes or more: proseCompounds
	// needs one.
	longUnknownCaps int
	// commaCodes counts the words of two or three capitals after a comma: in a
	// text without numbers, townStateLines needs one ("Smithview, WI").
	commaCodes int
	// upperWords counts the words in capitals of three letters or more
	// and upperFirsts those of them a list holds as first names, where
	// shoutedNames and capsSurnameStart start.
	upperWords, upperFirsts int
	// Words holding a digit: markFieldLabels needs a value after its
	// label.
	digitWords int
	// Colons: peopleLists needs one before a list, speakers after a
	// name. Every ':' of the text is a punctuation token.
	colons int
	// Apostrophes (' and ’): relationContext looks for one after a name.
	apostrophes int
	// Equals signs: keywordPartNames reads a string only after one.
	equals int
	// Slashes: streetsWithoutNumber reads "S/N" only in a text with one.
	// Every '/' of the text is a punctuation token.
	slashes int
	// Backslashes: Detect reads the text again with its escaped line
	// breaks turned into whitespace (escapedBreaks) when it holds one.
	backslashes int
	// capCommas counts the commas glued to a capitalised word:
	// dutchParticleTails needs one.
	capCommas int
	// addressed counts the sentence's marks two tokens after a comma, a
	// word between them (", Mark!"): vocatives runs only in a text with
	// one. lastComma is the token index of the last comma plus one.
	addressed, lastComma int
	// jesus counts the capitalised stopwords that may be "Jesus" or
	// "Jesús" (see addCap): jesusInNames runs only in a text with one.
	jesus int
	// angles are the '<' tokens, where an e-mail address may follow its
	// display name (see displayNames).
	angles []int32
	// ats are the '@' tokens, before which a chat mention's name may
	// stand (see handleNames).
	ats []int32
	// honorifics are the words of the honorifics' class, before which a
	// surname may open with its particles (see honorificParticles).
	honorifics []int32
	// quotes are the double quote marks that may close a quotation, after
	// which its speaker may be named (see attributions).
	quotes []int32
	// lastCue is the last word token that may end a cue (wcCueWord), or
	// negative: afterCueWord compares indexes instead of reading tokens.
	lastCue int

	// Sentence and line state of tokenize, which marks sentence starts and
	// title-case lines as it goes instead of in a second pass.
	pending   uint16 // tfSentStart and tfLineStart, for the next word
	lineBegin int    // first token of the current line
	// Title-case evidence of the current line (see endLine).
	lineCaps3, lineWords, lineWordCaps int
}

func (s *scratch) reset(d *Detector, text string) {
	s.d, s.text = d, text
	s.classes, s.base, s.extra = d.classes, d.base, d.extra
	s.noUpper = true
	s.de, s.fr, s.en, s.lang = 0, 0, 0, langOther
	s.dets, s.detsDE, s.timeAbbrevs, s.digitWords, s.colons, s.apostrophes, s.slashes, s.backslashes, s.jesus, s.capCommas = 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	s.equals = 0
	s.addressCues, s.streetTypes, s.capStreets, s.townsAfterCaps, s.addressed, s.lastComma, s.looseTails, s.looseFrom = 0, 0, 0, 0, 0, 0, 0, 0
	s.unknownCaps, s.longUnknownCaps, s.commaCodes, s.linePersons = s.unknownCaps[:0], 0, 0, 0
	s.upperWords, s.upperFirsts = 0, 0
	s.lastCue = -5 // farther than afterCueWord looks
	s.toks = s.toks[:0]
	s.caps = s.caps[:0]
	s.nameCaps = s.nameCaps[:0]
	s.cueCands = s.cueCands[:0]
	s.lowerCands = s.lowerCands[:0]
	s.nums = s.nums[:0]
	s.lowerLasts = s.lowerLasts[:0]
	s.regLowers = s.regLowers[:0]
	s.orgCands = s.orgCands[:0]
	s.orgCueWords = s.orgCueWords[:0]
	s.froms = s.froms[:0]
	s.angles = s.angles[:0]
	s.ats = s.ats[:0]
	s.quotes = s.quotes[:0]
	s.honorifics = s.honorifics[:0]
	s.lines = 0
	s.kinds = [4]int{}
	s.fold = append(s.fold[:0], text...)
	s.spans = s.spans[:0]
	s.pending = tfSentStart | tfLineStart
	s.lineBegin = 0
	s.lineCaps3, s.lineWords, s.lineWordCaps = 0, 0, 0
}

// tokenize splits the text into words and punctuation runes, folds and
// classifies each word, looks it up, and marks sentences and headings, in
// one pass over the text.
func (s *scratch) tokenize() {
	text := s.text
	var gap uint16
	for i := 0; i < len(text); {
		c := text[i]
		if c == ' ' { // the commonest byte between words
			gap |= tfSpace
			i++
			continue
		}
		r := rune(c)
		if c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z':
				// Most words are lower-case ASCII: such a word, ending at
				// ASCII space or punctuation, is scanned and packed here;
				// any other goes to scanWord.
				j, v := lowerRun(text, i)
				if j == len(text) || endsASCIIWord(text[j]) {
					s.lowerWord(i, j, v, gap)
					i, gap = j, 0
					continue
				}
			case 'A' <= c && c <= 'Z':
				// A capitalised ASCII word ("Paris", "I"), likewise.
				j, v := i+1, uint64(c+'a'-'A')
				for j < len(text) && 'a' <= text[j] && text[j] <= 'z' {
					v = v<<8 | uint64(text[j])
					j++
				}
				if j == len(text) || endsASCIIWord(text[j]) {
					s.titleWord(i, j, v, gap)
					i, gap = j, 0
					continue
				}
			case '0' <= c && c <= '9':
			case c == ' ' || c == '\t' || 0x1c <= c && c <= 0x1f:
				gap |= tfSpace
				i++
				continue
			case c == '\n' || c == '\r' || c == '\v' || c == '\f':
				gap |= tfSpace | tfNL
				s.endLine(len(s.toks))
				i++
				continue
			default:
				s.punct(i, i+1, r, gap)
				gap = 0
				i++
				continue
			}
		} else {
			var size int
			r, size = utf8.DecodeRuneInString(text[i:])
			if textfold.IsSpace(r) {
				gap |= tfSpace
				switch r {
				case 0x85, 0x2028, 0x2029:
					gap |= tfNL
					s.endLine(len(s.toks))
				}
				i += size
				continue
			}
			if !letterOrDigit(r) {
				s.punct(i, i+size, r, gap)
				gap = 0
				i += size
				continue
			}
		}
		i = s.scanWord(i, r, gap)
		gap = 0
	}
	if s.noUpper {
		// In a text with no capital, places and speakers are matched in
		// lower case: every word is a candidate.
		s.lowerCands = s.lowerCands[:0]
		for i := range s.toks {
			if s.toks[i].flags&tfWord != 0 {
				s.resolve(i)
				s.addCap(i)
				if s.toks[i].cls&wcOrgHead != 0 && s.toks[i].cls&wcOrgCue == 0 {
					s.orgCands = append(s.orgCands, int32(i)) // a head noun heads a name in lower case here
				}
				if s.lowerCand(i) {
					s.lowerCands = append(s.lowerCands, int32(i))
				}
			}
		}
	}
	s.endLine(len(s.toks))
}

// endsASCIIWord reports whether ASCII byte c ends a word of ASCII
// letters for sure: not a letter or digit, nor a hyphen (which may join
// two words) nor the first byte of a multi-byte rune. It runs after every
// ASCII word: one load from a table instead of six comparisons.
func endsASCIIWord(c byte) bool { return asciiWordEnd[c] }

// asciiWordEnd is endsASCIIWord's table, read-only once built.
var asciiWordEnd = func() (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = c != '-' && !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9')
	}
	return t
}()

// SWAR constants of lowerRun: a byte repeated in the 8 bytes of a word.
const (
	bytesOf1   = 0x0101010101010101
	bytesHigh  = 0x80 * bytesOf1
	bytesLow7  = 0x7f * bytesOf1
	bytesFromA = (0x80 - 'a') * bytesOf1     // sets bit 7 of a byte >= 'a' (of 7 bits)
	bytesPastZ = (0x80 - 'z' - 1) * bytesOf1 // sets bit 7 of a byte > 'z' (of 7 bits)
)

// lowerRun returns the end of the run of ASCII lower-case letters that
// starts at text[i] (a lower-case letter), and the run packed as pack
// packs it (valid when it is 8 bytes or shorter). Most runs are shorter
// than 8 bytes: it tests 8 bytes at once (SWAR) where the text has them,
// rather than two comparisons and a branch per byte.
func lowerRun(text string, i int) (int, uint64) {
	if len(text)-i >= 8 {
		b := text[i : i+8]
		x := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		y := x & bytesLow7 // no carry between bytes in the sums below
		// Bit 7 is set in each byte that is no lower-case letter: 0x80 or
		// more, below 'a' or above 'z'.
		if other := (x | ^(y + bytesFromA) | (y + bytesPastZ)) & bytesHigh; other != 0 {
			n := bits.TrailingZeros64(other) >> 3 // 1 <= n <= 7: text[i] is a letter
			// The mask changes no shift (8 to 56) and spares the compiler
			// the case of a shift of 64 or more.
			return i + n, bits.ReverseBytes64(x) >> ((64 - 8*n) & 63)
		}
		j, v := i+8, bits.ReverseBytes64(x)
		for j < len(text) && 'a' <= text[j] && text[j] <= 'z' {
			v = v<<8 | uint64(text[j])
			j++
		}
		return j, v
	}
	j, v := i, uint64(0)
	for j < len(text) && 'a' <= text[j] && text[j] <= 'z' {
		v = v<<8 | uint64(text[j])
		j++
	}
	return j, v
}

// lowerWord emits the lower-case ASCII word text[start:end], packed as v
// by pack if 8 bytes or shorter: what scanWord does, less the work that
// such a word does not need. It runs for most words of a text. Its folded
// form is itself, in place in fold.
func (s *scratch) lowerWord(start, end int, v uint64, gap uint16) {
	n := end - start
	var cls, classAttr uint32
	var h uint64 // packHash of the word, for a long word only so far
	if n <= 8 {
		cls, classAttr = s.classes.lookupPacked(v)
	} else {
		key := s.fold[start:end]
		h = packHash(key)
		cls, classAttr = s.classes.lookupLong(key, h)
	}
	k := len(s.toks)
	flags := s.wordFlags(gap)
	var attr, known uint32 // known: attributes that the candidate lists below do not read
	if mayBeLowerName(n, cls) {
		// Hashed only here: most short words are stopwords, which the
		// Bloom filter never sees.
		if n <= 8 {
			h = packedHash(v)
		}
		if s.base.mayBeLowerName(h) {
			attr = plainSpelled(s.base.lookupHash(s.fold[start:end], uint32(h)))
		} else {
			flags |= tfLazy
			if n >= 4 && s.noUpper && s.d.reg.mayBeLowerName(h) {
				s.regLowers = append(s.regLowers, int32(k))
			}
		}
	} else if cls != 0 {
		// A stopword's attributes come with its classes (no umlaut in
		// an ASCII word): it need not wait for resolve.
		known = plainSpelled(classAttr)
	} else {
		flags |= tfLazy
	}
	if s.extra != nil {
		attr |= s.extra.lookup(s.fold[start:end])
	}
	s.push(start, end, start, end, attr|known, cls, 0, int32(n), shLower, flags)
	if cls&countedClasses != 0 {
		s.countClasses(cls)
	}
	// fileWord, written out for a lower-case word: this path runs for
	// most words, and a call that tests the shape again costs a tenth of
	// the detector's time.
	if mayBeLowerName(n, cls) {
		s.lineWords++
	}
	if attr&attrFirst != 0 && n >= 3 { // lowerCand
		s.lowerCands = append(s.lowerCands, int32(k))
	} else if attr&(attrLast|attrPart) != 0 && n >= 3 {
		s.lowerLasts = append(s.lowerLasts, int32(k))
	}
	if cls&(wcStopword|wcDemonym) == 0 && s.afterCueWord(k) {
		s.cueCands = append(s.cueCands, int32(k))
	}
	if cls&(wcCueWord|wcLegal|wcOrgCue) != 0 {
		// Rare classes, tested together: one test for most words.
		if cls&wcCueWord != 0 {
			s.lastCue = k
		}
		if cls&(wcLegal|wcOrgCue) != 0 {
			s.fileOrgWord(k) // a head noun in lower case heads nothing
		}
	}
}

// titleWord emits the capitalised ASCII word text[start:end] ("Paris",
// "I"), packed as v by pack (once folded) if 8 bytes or shorter: what
// scanWord does, less the work that such a word does not need.
func (s *scratch) titleWord(start, end int, v uint64, gap uint16) {
	n := end - start
	s.fold[start] += 'a' - 'A' // fold in place
	key := s.fold[start:end]
	var cls, attr uint32
	var ph uint64 // packHash of the word
	if n <= 8 {
		cls, attr = s.classes.lookupPacked(v)
		ph = packedHash(v)
	} else {
		ph = packHash(key)
		cls, attr = s.classes.lookupLong(key, ph)
	}
	if cls == 0 { // a class word's attributes came with its classes
		attr = s.base.lookupHash(key, uint32(ph))
	}
	attr = plainSpelled(attr)
	if s.extra != nil {
		attr |= s.extra.lookupHash(key, uint32(ph))
	}
	s.noUpper = false
	k := len(s.toks)
	flags := s.wordFlags(gap)
	shape := shInitial
	if n > 1 {
		shape = shCap
		flags |= tfTitle
	}
	s.push(start, end, start, end, attr, cls, 0, int32(n), shape, flags)
	s.addCap(k)
	if attr == 0 && n > 1 {
		s.unknownCaps = append(s.unknownCaps, int32(k))
		if n >= 7 {
			s.longUnknownCaps++
		}
	} else if attr&attrStreet != 0 {
		s.capStreets++
	}
	// fileWord, written out for a capitalised word (the shape of a word
	// of three letters or more is shCap): no lower-case candidate, and
	// the shape tested once.
	if cls&countedClasses != 0 {
		s.countClasses(cls)
	}
	if n >= 3 {
		if n >= 6 {
			s.countGermanNoun(k)
		}
		s.lineCaps3++
		if cls&wcStopword == 0 {
			s.lineWords++
			s.lineWordCaps++
		}
	}
	if cls&(wcStopword|wcDemonym) == 0 && (s.afterCueWord(k) || k-s.lastCue <= 4 && s.afterQuotedKey(k)) {
		s.cueCands = append(s.cueCands, int32(k))
	}
	if cls&(wcCueWord|wcLegal|wcOrgHead|wcOrgCue) != 0 {
		if cls&wcCueWord != 0 {
			s.lastCue = k
			if cls&wcHonorific != 0 {
				s.honorifics = append(s.honorifics, int32(k))
			}
		}
		if cls&(wcLegal|wcOrgHead|wcOrgCue) != 0 {
			s.fileOrgWord(k)
		}
	}
}

// mayBeLowerName reports whether a lower-case word of n letters and
// classes cls is worth a look in the Bloom filter of lower-case names:
// lowerNames starts only from such words (see lowerCand). The attributes
// of the others are looked up only if a rule asks (see resolve): every
// rule that reads the attributes of a lower-case word resolves it first,
// so which words wait changes no result.
func mayBeLowerName(n int, cls uint32) bool {
	return n >= 3 && cls&wcStopword == 0
}

// scanWord reads the word that starts at byte i with rune r (letters,
// digits and marks, with single hyphens inside), folds, classifies and
// looks it up, and emits its token. It returns the end of the word.
func (s *scratch) scanWord(i int, r rune, gap uint16) int {
	text := s.text
	start := i
	firstUpper := unicode.IsUpper(r)
	var letters, upper, lower, digits int
	ascii := true
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z':
				letters++
				lower++
			case 'A' <= c && c <= 'Z':
				letters++
				upper++
			case '0' <= c && c <= '9':
				digits++
			case c == '-' && s.wordRuneAt(i+1):
			default:
				goto done
			}
			i++
			continue
		}
		ascii = false
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsLetter(r):
			letters++
			if unicode.IsUpper(r) {
				upper++
			} else if unicode.IsLower(r) {
				lower++
			}
		case unicode.IsDigit(r):
			digits++
		case unicode.In(r, unicode.Mn, unicode.Mc):
		case isHyphen(r) && s.wordRuneAt(i+size):
		default:
			goto done
		}
		i += size
	}
done:
	// Fold: an ASCII word in place, any other after the text.
	fs, fe := start, i
	if !ascii {
		fs = len(s.fold)
		s.fold = appendFold(s.fold, text[start:i])
		fe = len(s.fold)
	} else if upper > 0 {
		for p, c := range s.fold[start:i] {
			if 'A' <= c && c <= 'Z' {
				s.fold[start+p] = c + 'a' - 'A'
			}
		}
	}
	k := len(s.toks)
	flags := s.wordFlags(gap)
	if digits > 0 {
		flags |= tfDigit
		s.digitWords++
	}
	if firstUpper && upper == 1 && letters > 1 {
		flags |= tfTitle
	}
	if upper > 0 {
		s.noUpper = false
	}
	var shape uint8
	switch {
	case digits > 0 || letters == 0:
		shape = shOther
	case letters == 1 && upper == 1:
		shape = shInitial
	case upper == letters:
		shape = shUpper
	case firstUpper:
		shape = shCap
	case lower == letters:
		shape = shLower
	default:
		shape = shOther
	}
	key := s.fold[fs:fe]
	if bytes.IndexByte(key, '-') >= 0 {
		flags |= tfHyphen // only scanWord's words can have one
	}
	cls := s.classes.lookup(key)
	var attr uint32
	if shape != shOther {
		ph := packHash(key)
		h := uint32(ph) // hash(key)
		if shape != shLower {
			attr = s.base.lookupHash(key, h)
		} else if !mayBeLowerName(letters, cls) {
			flags |= tfLazy
		} else if s.base.mayBeLowerName(ph) {
			attr = s.base.lookupHash(key, h)
		} else {
			flags |= tfLazy
			if letters >= 4 && s.noUpper && s.d.reg.mayBeLowerName(ph) {
				s.regLowers = append(s.regLowers, int32(k))
			}
		}
		if s.extra != nil {
			attr |= s.extra.lookupHash(key, h)
		}
		if attr&attrNounUmlaut != 0 && !umlautIn(text[start:i]) {
			attr = plainSpelled(attr)
		}
		if flags&tfHyphen != 0 && attr&nameBits == 0 && s.compoundFirstName(key) {
			attr |= attrFirst
			flags &^= tfLazy
		}
		if cls&wcDemonym != 0 && !ascii && attr&attrFirst != 0 && shape == shCap {
			cls &^= wcDemonym // "Germán": the demonym "German" has no accent
		}
	}
	s.push(start, i, fs, fe, attr, cls, 0, int32(letters), shape, flags)
	if shape == shCap || shape == shUpper || shape == shInitial {
		s.addCap(k)
		if attr == 0 && shape == shCap {
			s.unknownCaps = append(s.unknownCaps, int32(k))
			if letters >= 7 {
				s.longUnknownCaps++
			}
		} else if shape == shUpper {
			if (letters == 2 || letters == 3) && k > 0 && s.toks[k-1].r == ',' {
				s.commaCodes++
			}
			s.countUpper(letters, attr)
		}
	}
	if c := text[start]; '0' <= c && c <= '9' {
		s.nums = append(s.nums, int32(k))
	}
	s.fileWord(k)
	return i
}

// compoundFirstName reports whether hyphenated folded word key is a first
// name made of first names, as French and German write many
// ("jean-pierre", "karl-heinz", "anne-marie"): two or three parts, each a
// known first name that is no common English word of the commonest
// levels, no month or day and no country, region or large city; a month
// that is a first name may follow the first part, though, which no month
// is ("karl-august", "ernst-august"; not "juni-august"). A list holds few
// of them, but the rules read one like any known first name.
func (s *scratch) compoundFirstName(key []byte) bool {
	parts := 0
	for start := 0; start <= len(key); {
		end := start
		for end < len(key) && key[end] != '-' {
			end++
		}
		if end-start < 2 || parts == 3 {
			return false
		}
		part := key[start:end]
		a := s.base.lookup(part)
		if a&attrFirst == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 {
			return false
		}
		if c := s.classes.lookup(part); c&wcTimeWord != 0 {
			if parts == 0 {
				return false // "juni-august", "may-june"
			}
		} else if c&wcStopword != 0 || wordLevel(a) != 0 && wordLevel(a) <= 2 {
			return false
		}
		parts++
		start = end + 1
	}
	return parts >= 2
}

// push appends a token of the given fields, not yet used by a detection.
// It writes every field in place, once: a token built in a local variable
// and copied would be written in small pieces and read back in wide ones,
// which stalls the CPU's store forwarding on every word, and a token
// zeroed first would be written twice. The slot past the end of toks
// may hold a token of an earlier text, which this overwrites whole.
func (s *scratch) push(start, end, fs, fe int, attr, cls uint32, r rune, letters int32, shape uint8, flags uint16) {
	n := len(s.toks)
	if n == cap(s.toks) {
		s.toks = append(s.toks, tok{})
	} else {
		s.toks = s.toks[:n+1]
	}
	t := &s.toks[n]
	t.start, t.end, t.fs, t.fe = start, end, fs, fe
	t.attr, t.cls, t.r, t.letters = attr, cls, r, letters
	t.shape, t.kind, t.flags = shape, 0, flags
}

// wordFlags returns the flags of a word token, about to be pushed, whose
// gap flags are gap: it marks the word as the first of its sentence or
// line.
func (s *scratch) wordFlags(gap uint16) uint16 {
	flags := gap | tfWord | s.pending
	s.pending = 0
	return flags
}

// fileWord files word token k, just pushed: it counts the word as
// title-case evidence for its line (see endLine), and notes it as a
// candidate for lowerNames and for cues.
func (s *scratch) fileWord(k int) {
	t := &s.toks[k]
	if t.cls&countedClasses != 0 {
		s.countClasses(t.cls)
	}
	if t.shape == shCap && t.letters >= 6 {
		s.countGermanNoun(k)
	}
	if t.letters >= 3 {
		if t.shape == shCap {
			s.lineCaps3++
		}
		if t.shape != shUpper && t.shape != shOther && t.cls&wcStopword == 0 {
			s.lineWords++
			if t.shape == shCap {
				s.lineWordCaps++
			}
		}
	}
	if s.lowerCand(k) {
		s.lowerCands = append(s.lowerCands, int32(k))
	} else if t.shape == shLower && t.attr&(attrLast|attrPart) != 0 && t.letters >= 3 {
		s.lowerLasts = append(s.lowerLasts, int32(k))
	}
	// cues skips the words that can be no name.
	if t.shape != shOther && t.cls&(wcStopword|wcDemonym) == 0 && (s.afterCueWord(k) || k-s.lastCue <= 4 && s.afterQuotedKey(k)) {
		s.cueCands = append(s.cueCands, int32(k))
	}
	if t.cls&(wcCueWord|wcLegal|wcOrgHead|wcOrgCue) != 0 {
		if t.cls&wcCueWord != 0 {
			s.lastCue = k
			if t.cls&wcHonorific != 0 {
				s.honorifics = append(s.honorifics, int32(k))
			}
		}
		if t.cls&(wcLegal|wcOrgHead|wcOrgCue) != 0 {
			s.fileOrgWord(k)
		}
	}
}

// afterCueWord reports whether word k, just pushed, follows a word that
// may end a cue, right before it or before a dot, colon, comma or
// question mark between them (see cueBefore). The tokenizer keeps the last
// such word in s.lastCue: most words are far from one, and are told so
// without reading a token.
func (s *scratch) afterCueWord(k int) bool {
	switch k - s.lastCue {
	case 1:
		return true
	case 2:
		if p := &s.toks[k-1]; p.flags&tfWord == 0 {
			switch p.r {
			case '.', ':', ',', '?':
				return true
			}
		}
	}
	return false
}

// afterQuotedKey reports whether word k, just pushed, follows a key and a
// colon with quotes around them, as JSON writes a key and its value
// ("nom": "Nacho, "nom": Nacho, nom: "Nacho): three or four tokens after
// a word that may end a cue. It is apart from afterCueWord, which stays
// small enough to inline.
func (s *scratch) afterQuotedKey(k int) bool {
	switch k - s.lastCue {
	case 3:
		p, q := &s.toks[k-2], &s.toks[k-1]
		return (p.flags|q.flags)&tfWord == 0 && (quoteRune(p.r) && q.r == ':' || p.r == ':' && quoteRune(q.r))
	case 4:
		o, p, q := &s.toks[k-3], &s.toks[k-2], &s.toks[k-1]
		return (o.flags|p.flags|q.flags)&tfWord == 0 && quoteRune(o.r) && p.r == ':' && quoteRune(q.r)
	}
	return false
}

// addCap lists word k among the capitalised words, where most rules
// start. Every rule but speakers skips a stopword that is no month or day,
// legal form or organisation head ("The", "I", "Hi") at once, so such a
// word goes to caps only, not to nameCaps; speakers counts them, and so
// does jesus those that may be "Jesus".
func (s *scratch) addCap(k int) {
	s.caps = append(s.caps, int32(k))
	if cls := s.toks[k].cls; cls&wcStopword == 0 || cls&(wcTimeWord|wcLegal|wcOrgHead) != 0 {
		s.nameCaps = append(s.nameCaps, int32(k))
	} else if t := &s.toks[k]; t.end-t.start >= 5 && s.text[t.start] == 'J' {
		s.jesus++ // "Jesus", "Jesús", or another stopword of its shape
	}
}

// lowerCand reports whether word i may open a lower-case name (see
// lowerNames). A word whose lookup was deferred is no candidate: the Bloom
// filter that deferred it holds every name that is no English word, and
// lowerNames wants no English word.
func (s *scratch) lowerCand(i int) bool {
	t := &s.toks[i]
	return t.shape == shLower && t.attr&attrFirst != 0 && t.letters >= 3
}

// punct appends the punctuation token r at text[start:end], ending the
// sentence at a full stop that ends no abbreviation or initial, and at
// other sentence marks.
func (s *scratch) punct(start, end int, r rune, gap uint16) {
	i := len(s.toks)
	s.push(start, end, 0, 0, 0, 0, r, 0, shOther, gap)
	switch r {
	case '.':
		if i > 0 && s.toks[i-1].flags&tfWord != 0 && gap&tfSpace == 0 {
			p := &s.toks[i-1]
			if p.letters == 1 && (i < 2 || s.toks[i-2].r != '.') {
				s.orgCands = append(s.orgCands, int32(i-1)) // "S.A.", "s.r.l.": see dottedForm
			}
			if p.shape == shInitial || abbrev(p.cls) {
				return // "J. Smith", "Mr. Smith", "etc."
			}
		}
		if s.lastComma == i-1 {
			s.addressed++ // ", Mark." (vocatives)
		}
		s.pending |= tfSentStart
	case ':':
		s.colons++
		s.pending |= tfSentStart
	case '\'', '’':
		s.apostrophes++
	case '=':
		s.equals++
	case ',':
		s.lastComma = i + 1
		if i > 0 && gap&tfSpace == 0 && s.toks[i-1].flags&tfWord != 0 && s.toks[i-1].shape == shCap {
			s.capCommas++ // "Berg, Jan van den": see dutchParticleTails
		}
	case '\\':
		s.backslashes++
	case '/':
		s.slashes++
		if i > 0 && gap&tfSpace == 0 && s.toks[i-1].flags&tfWord != 0 && s.toks[i-1].letters == 1 {
			s.orgCands = append(s.orgCands, int32(i-1)) // "S/A": see dottedForm
		}
	case '<':
		s.angles = append(s.angles, int32(i))
	case '@':
		s.ats = append(s.ats, int32(i))
	case '"', '”', '“', '»':
		s.quotes = append(s.quotes, int32(i))
	case '!', '?', ';', '…', '。', '¡', '¿', '|', '•', '*':
		if s.lastComma == i-1 {
			s.addressed++ // ", Mark!" (vocatives)
		}
		s.pending |= tfSentStart
	}
}

// endLine ends the line before token to, and starts a new one there:
// tokenize calls it at each line break. It flags the words of the line
// when the line is in title case: three or more words of three letters or
// more (stopwords aside), at least four in five of them capitalised.
func (s *scratch) endLine(to int) {
	if s.lineCaps3 >= 3 && s.lineWords >= 3 && s.lineWordCaps*5 >= s.lineWords*4 {
		for i := s.lineBegin; i < to; i++ {
			s.toks[i].flags |= tfHeading
		}
	}
	s.lineCaps3, s.lineWords, s.lineWordCaps = 0, 0, 0
	s.lineBegin = to
	s.lines++
	s.pending = tfSentStart | tfLineStart
}

// resolve looks up the attributes of word i if tokenize deferred it. It
// is small enough to inline: the rules call it for many words, most of
// them looked up already.
func (s *scratch) resolve(i int) {
	if t := &s.toks[i]; t.flags&tfLazy != 0 {
		s.lookUpLazy(t)
	}
}

// lookUpLazy looks up the attributes of word token t, which tokenize
// deferred (see resolve). It stays a call, so that resolve inlines.
//
//go:noinline
func (s *scratch) lookUpLazy(t *tok) {
	t.flags &^= tfLazy
	w := s.fold[t.fs:t.fe]
	var a uint32
	if t.cls != 0 {
		// t.cls holds the word's bits in the class table, which keeps a
		// class word's attributes with them.
		_, a = s.classes.lookupAttr(w)
	} else {
		a = s.base.lookup(w)
	}
	if a&attrNounUmlaut != 0 && !umlautIn(s.text[t.start:t.end]) {
		a = plainSpelled(a)
	}
	t.attr |= a
}

// wordRuneAt reports whether a letter, digit or mark starts at byte i of
// the text (so that a hyphen before it joins a word).
func (s *scratch) wordRuneAt(i int) bool {
	if i >= len(s.text) {
		return false
	}
	if c := s.text[i]; c < utf8.RuneSelf {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
	}
	r, _ := utf8.DecodeRuneInString(s.text[i:])
	return letterOrDigit(r)
}

// word returns the folded form of word token i as a string (it copies:
// the rules use wordBytes or the class bits).
func (s *scratch) word(i int) string {
	return string(s.wordBytes(i))
}

// wordBytes returns the folded form of word token i without copying.
func (s *scratch) wordBytes(i int) []byte {
	t := &s.toks[i]
	return s.fold[t.fs:t.fe]
}

// wordIs reports whether word token i folds to w.
func (s *scratch) wordIs(i int, w string) bool {
	return string(s.wordBytes(i)) == w
}

func (s *scratch) isWord(i int) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].flags&tfWord != 0
}

func (s *scratch) free(i int) bool {
	return s.toks[i].flags&(tfUsed|tfBlocked) == 0
}

func (s *scratch) common(i int, max uint32) bool {
	a := s.resolved(i)
	c := wordLevel(a)
	if c == 0 || c > max {
		return false
	}
	// A capitalised first name written with a diacritic that its English
	// homograph lacks, before a capitalised surname, is no English word
	// ("Ángel Juárez"; "Rosé wine" keeps its word): folding shortened it.
	// (One that folding lengthens, "ß" to "ss", stays one.)
	t := &s.toks[i]
	if a&attrFirst == 0 || t.shape != shCap || t.end-t.start == t.fe-t.fs {
		return true
	}
	n := s.nextWord(i)
	return n < 0 || s.toks[n].shape != shCap || s.resolved(n)&(attrLast|attrPart) == 0
}

// capWord reports whether word i is capitalised or in capitals.
func (s *scratch) capWord(i int) bool {
	sh := s.toks[i].shape
	return sh == shCap || sh == shUpper
}

// nextWord returns the word after token i on the same line, separated by
// spaces only, or -1.
func (s *scratch) nextWord(i int) int {
	j := i + 1
	if j < len(s.toks) && s.toks[j].flags&tfWord != 0 && s.toks[j].flags&tfSpace != 0 && s.toks[j].flags&tfNL == 0 {
		return j
	}
	return -1
}

// prevWord returns the word before token i on the same line, separated by
// spaces only, or -1.
func (s *scratch) prevWord(i int) int {
	if i <= 0 || s.toks[i].flags&tfNL != 0 || s.toks[i].flags&tfSpace == 0 {
		return -1
	}
	if s.toks[i-1].flags&tfWord != 0 {
		return i - 1
	}
	return -1
}

// prevWords returns the three folded words before token i (same
// sentence, across apostrophes and single spaces), oldest first: the
// longest cue phrase cueAt reads. Three slices go in registers, where an
// array of them would go through memory.
func (s *scratch) prevWords(i int) (b, c, d []byte) {
	var w [3][]byte
	k := 2
	for j := i - 1; j >= 0 && k >= 0; j-- {
		t := &s.toks[j]
		if t.flags&tfWord != 0 {
			w[k] = s.wordBytes(j)
			k--
			if t.flags&tfSentStart != 0 {
				break
			}
			continue
		}
		if t.r != '\'' && t.r != '’' && t.r != '-' {
			break
		}
	}
	return w[0], w[1], w[2]
}

func (s *scratch) add(from, to int, kind int, conf float64) {
	if from >= to {
		return
	}
	start, end := s.toks[from].start, s.toks[to-1].end
	// An allow-listed word anywhere in the span drops it.
	for i := from; i < to; i++ {
		if s.toks[i].flags&tfBlocked != 0 {
			return
		}
	}
	for i := from; i < to; i++ {
		s.take(i, kind)
	}
	s.spans = append(s.spans, span{start: start, end: end, kind: kind, conf: conf, from: int32(from), to: int32(to)})
	s.kinds[kind]++
	if kind == labelPerson && (s.toks[from].flags&tfLineStart != 0 || from > 0 && s.toks[from-1].cls&wcHonorific != 0 ||
		from > 1 && s.toks[from-2].cls&wcHonorific != 0) {
		s.linePersons++
	}
}

func (s *scratch) confidence(delta float64) float64 {
	c := s.d.conf + delta
	return min(0.99, max(0.01, c)) // c is never NaN: conf is in (0, 1)
}

// InProcess implements pii.InProcess: detection reads only tables held in
// memory, so a pipeline may run it where waiting is not allowed.
func (d *Detector) InProcess() bool { return true }
