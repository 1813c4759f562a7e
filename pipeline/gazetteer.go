package pipeline

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The embedded lists are compiled by internal/gazgen from npm packages
// installed beforehand (see its documentation); the result is committed.
//go:generate go run ../internal/gazgen -npm /tmp/gaz-npm -out gazetteer_data/gazetteer.txt.gz

// The gazetteer's default labels.
const (
	LabelPerson       = "PERSON"
	LabelLocation     = "LOCATION"
	LabelOrganization = "ORGANIZATION"
)

// DefaultGazetteerConfidence is the confidence of a gazetteer detection
// when GazetteerConfig.Confidence is 0. It stays below the regex tier's 1.0,
// so that a regex match wins an overlap.
const DefaultGazetteerConfidence = 0.75

// GazetteerConfig configures NewGazetteerDetector. The zero value is the
// default detector.
type GazetteerConfig struct {
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
	// DefaultGazetteerConfidence. It must be below 1 (the regex tier's).
	// Strong evidence (a cue phrase, an honorific, an operator list) adds
	// 0.1 and weak evidence subtracts 0.1, within (0, 0.99].
	Confidence float64
}

// GazetteerDetector finds PERSON, LOCATION and ORGANIZATION spans with
// embedded name and place lists plus context rules; see docs/names.md. It
// needs no model, no cgo and no network, and is safe for concurrent use.
type GazetteerDetector struct {
	base   *gazTable
	extra  *gazTable // operator lists; nil when there are none
	labels [3]string
	conf   float64
	p      gzParams
	pool   sync.Pool // *gzScratch
}

// gzParams are the tunable thresholds of the rules.
type gzParams struct {
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
}

// Indexes of GazetteerDetector.labels.
const (
	gzPerson = iota
	gzPlace
	gzOrg
)

// NewGazetteerDetector builds a detector. The embedded lists are decoded
// on the first call in the process (about 0.2 s of CPU, 7 MiB of heap) and
// shared afterwards; later calls are cheap. Errors are *Error with
// CodeConfig.
func NewGazetteerDetector(cfg GazetteerConfig) (*GazetteerDetector, error) {
	d := &GazetteerDetector{
		labels: [3]string{LabelPerson, LabelLocation, LabelOrganization},
		conf:   DefaultGazetteerConfidence,
		p:      gzParams{commonMax: 5, hardCommon: 2, minCityBucket: 1, fakerCities: true, locativeUnknown: true, unknownPairs: true},
	}
	if cfg.Aggressive {
		d.p = gzParams{commonMax: 3, hardCommon: 1, minCityBucket: 1, fakerCities: true, locativeUnknown: true, unknownPairs: true, unknownSingles: true}
	}
	for k, v := range cfg.Labels {
		if v == "" {
			return nil, configError(fmt.Sprintf("gazetteer: label for %q is empty", k))
		}
		switch k {
		case LabelPerson:
			d.labels[gzPerson] = v
		case LabelLocation:
			d.labels[gzPlace] = v
		case LabelOrganization:
			d.labels[gzOrg] = v
		default:
			return nil, configError(fmt.Sprintf("gazetteer: unknown label %q (want PERSON, LOCATION or ORGANIZATION)", k))
		}
	}
	if c := cfg.Confidence; c != 0 {
		if math.IsNaN(c) || c <= 0 || c >= 1 {
			return nil, configError(fmt.Sprintf("gazetteer: confidence %v is outside (0, 1)", c))
		}
		d.conf = c
	}
	base, err := sharedGazetteer()
	if err != nil {
		return nil, &Error{Code: CodeConfig, Message: "gazetteer: embedded data is unreadable", Err: err}
	}
	d.base = base
	if n := len(cfg.ExtraNames) + len(cfg.ExtraPlaces) + len(cfg.ExtraOrgs) + len(cfg.Allow); n > 0 {
		b := newGazBuilder(4 * n)
		scratch := make([]byte, 0, 64)
		add := func(list []string, bits uint32, what string) error {
			for i, s := range list {
				if n := b.addPhrase(s, bits, true, &scratch); n == 0 {
					return configError(fmt.Sprintf("gazetteer: %s[%d] has no word or more than %d words", what, i, gazMaxPlaceWords))
				}
			}
			return nil
		}
		if err := add(cfg.ExtraNames, gzExtraName, "extra_names"); err != nil {
			return nil, err
		}
		if err := add(cfg.ExtraPlaces, gzExtraPlace, "extra_places"); err != nil {
			return nil, err
		}
		if err := add(cfg.ExtraOrgs, gzExtraOrg, "extra_orgs"); err != nil {
			return nil, err
		}
		if err := add(cfg.Allow, gzAllow, "allow"); err != nil {
			return nil, err
		}
		// The words of operator names count as known names.
		for _, s := range cfg.ExtraNames {
			gazWords(s, func(start, end int) bool {
				b.add(appendFold(scratch[:0], s[start:end]), gzFirst|gzLast)
				return true
			})
		}
		d.extra = b.table()
	}
	d.pool.New = func() any { return new(gzScratch) }
	return d, nil
}

// Labels returns the labels the detector emits, for PERSON, LOCATION and
// ORGANIZATION in that order.
func (d *GazetteerDetector) Labels() [3]string { return d.labels }

// Detect returns the names, places and organisations in text, without
// overlaps, in text order. It fails only when ctx is done.
func (d *GazetteerDetector) Detect(ctx context.Context, text string) ([]Detection, error) {
	if err := ctx.Err(); err != nil {
		return nil, &Error{Code: CodeDetector, Message: "gazetteer: canceled", Err: err}
	}
	if text == "" {
		return nil, nil
	}
	s := d.pool.Get().(*gzScratch)
	defer d.pool.Put(s)
	s.reset(d, text)
	s.tokenize()
	s.run()
	if len(s.spans) == 0 {
		return nil, nil
	}
	slices.SortFunc(s.spans, func(a, b gzSpan) int { return a.start - b.start })
	out := make([]Detection, 0, len(s.spans))
	for _, sp := range s.spans {
		out = append(out, Detection{
			Start:      sp.start,
			End:        sp.end,
			Label:      d.labels[sp.kind],
			Text:       text[sp.start:sp.end],
			Confidence: sp.conf,
		})
	}
	return out, nil
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
)

type gzTok struct {
	start, end int    // byte bounds in the text
	fs, fe     int    // folded word in gzScratch.fold
	attr       uint32 // gazetteer attributes (words only)
	r          rune   // the rune of a punctuation token
	letters    int
	shape      uint8
	kind       int8 // detection kind + 1 once used
	flags      uint16
}

type gzSpan struct {
	start, end int
	kind       int
	conf       float64
}

// gzScratch is the per-call working memory, pooled.
type gzScratch struct {
	d       *GazetteerDetector
	text    string
	toks    []gzTok
	fold    []byte
	foldStr string  // fold as a string, once tokenized
	caps    []int32 // capitalised words (every word if noUpper)
	spans   []gzSpan
	noUpper bool // the text has no capital letter
}

func (s *gzScratch) reset(d *GazetteerDetector, text string) {
	s.d, s.text = d, text
	s.foldStr = ""
	s.noUpper = true
	s.toks = s.toks[:0]
	s.caps = s.caps[:0]
	s.fold = s.fold[:0]
	s.spans = s.spans[:0]
}

func (s *gzScratch) tokenize() {
	text := s.text
	var gap uint16
	for i := 0; i < len(text); {
		c := text[i]
		var r rune
		size := 1
		if c < utf8.RuneSelf {
			switch {
			case c == ' ' || c == '\t' || 0x1c <= c && c <= 0x1f:
				gap |= tfSpace
				i++
				continue
			case c == '\n' || c == '\r' || c == '\v' || c == '\f':
				gap |= tfSpace | tfNL
				i++
				continue
			case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
				r = rune(c)
			default:
				s.toks = append(s.toks, gzTok{start: i, end: i + 1, r: rune(c), flags: gap})
				gap = 0
				i++
				continue
			}
		} else {
			r, size = utf8.DecodeRuneInString(text[i:])
			if IsSpace(r) {
				gap |= tfSpace
				switch r {
				case 0x85, 0x2028, 0x2029:
					gap |= tfNL
				}
				i += size
				continue
			}
			if !gazLetterOrDigit(r) {
				s.toks = append(s.toks, gzTok{start: i, end: i + size, r: r, flags: gap})
				gap = 0
				i += size
				continue
			}
		}
		// A word: letters, digits and marks, with single hyphens inside. It
		// is folded as it is scanned.
		start := i
		var letters, upper, lower, digits int
		firstUpper := unicode.IsUpper(r)
		if len(s.fold) > 0 {
			s.fold = append(s.fold, ' ')
		}
		fs := len(s.fold)
		h := uint32(gzFNVOffset) // FNV-1a of the folded word, as gazHash
		for i < len(text) {
			c = text[i]
			if c < utf8.RuneSelf {
				switch {
				case 'a' <= c && c <= 'z':
					letters++
					lower++
				case 'A' <= c && c <= 'Z':
					letters++
					upper++
					c += 'a' - 'A'
				case '0' <= c && c <= '9':
					digits++
				case c == '-' && s.wordRuneAt(i+1):
				default:
					goto done
				}
				s.fold = append(s.fold, c)
				h = (h ^ uint32(c)) * gzFNVPrime
				i++
				continue
			}
			r, size = utf8.DecodeRuneInString(text[i:])
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
			n := len(s.fold)
			s.fold = appendFoldRune(s.fold, r)
			for _, b := range s.fold[n:] {
				h = (h ^ uint32(b)) * gzFNVPrime
			}
			i += size
		}
	done:
		t := gzTok{start: start, end: i, letters: letters, flags: gap | tfWord, fs: fs, fe: len(s.fold)}
		if digits > 0 {
			t.flags |= tfDigit
		}
		if firstUpper && upper == 1 && letters > 1 {
			t.flags |= tfTitle
		}
		if upper > 0 {
			s.noUpper = false
		}
		switch {
		case digits > 0 || letters == 0:
			t.shape = shOther
		case letters == 1 && upper == 1:
			t.shape = shInitial
		case upper == letters:
			t.shape = shUpper
		case firstUpper:
			t.shape = shCap
		case lower == letters:
			t.shape = shLower
		default:
			t.shape = shOther
		}
		if t.shape != shOther {
			key := s.fold[t.fs:t.fe]
			h := gazMix(h)
			if t.shape == shLower && !s.d.base.mayBeLowerName(h) {
				// Most words are lower case and no name: their attributes
				// are looked up only if a rule asks (see resolve).
				t.flags |= tfLazy
			} else {
				t.attr = s.d.base.lookupHash(key, h)
			}
			if s.d.extra != nil {
				t.attr |= s.d.extra.lookup(key)
			}
		}
		if t.shape == shCap || t.shape == shUpper || t.shape == shInitial {
			s.caps = append(s.caps, int32(len(s.toks)))
		}
		s.toks = append(s.toks, t)
		gap = 0
	}
	s.foldStr = string(s.fold)
	if s.noUpper {
		// In a text with no capital, places and speakers are matched in
		// lower case: every word is a candidate.
		for i := range s.toks {
			if s.toks[i].flags&tfWord != 0 {
				s.resolve(i)
				s.caps = append(s.caps, int32(i))
			}
		}
	}
	s.markSentences()
}

// resolve looks up the attributes of word i if tokenize deferred it.
func (s *gzScratch) resolve(i int) {
	if t := &s.toks[i]; t.flags&tfLazy != 0 {
		t.flags &^= tfLazy
		t.attr |= s.d.base.lookup(s.fold[t.fs:t.fe])
	}
}

// wordRuneAt reports whether a letter, digit or mark starts at byte i of
// the text (so that a hyphen before it joins a word).
func (s *gzScratch) wordRuneAt(i int) bool {
	if i >= len(s.text) {
		return false
	}
	if c := s.text[i]; c < utf8.RuneSelf {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
	}
	r, _ := utf8.DecodeRuneInString(s.text[i:])
	return gazLetterOrDigit(r)
}

// markSentences sets tfSentStart on the first word of each sentence or
// line, and tfHeading on the words of title-case lines.
func (s *gzScratch) markSentences() {
	atStart, atLine := true, true
	lineBegin := 0
	for i := range s.toks {
		t := &s.toks[i]
		if t.flags&tfNL != 0 {
			s.markHeading(lineBegin, i)
			lineBegin = i
			atStart, atLine = true, true
		}
		if t.flags&tfWord != 0 {
			if atStart {
				t.flags |= tfSentStart
			}
			if atLine {
				t.flags |= tfLineStart
			}
			atStart, atLine = false, false
			continue
		}
		switch t.r {
		case '.':
			if i > 0 && s.toks[i-1].flags&tfWord != 0 && t.flags&tfSpace == 0 {
				p := &s.toks[i-1]
				if p.shape == shInitial || gzAbbrev(s.word(i-1)) {
					continue
				}
			}
			atStart = true
		case '!', '?', ':', ';', '…', '。', '¡', '¿', '|', '•', '*':
			atStart = true
		}
	}
	s.markHeading(lineBegin, len(s.toks))
}

// markHeading flags the words of toks[from:to] when the line is in title
// case: three or more words of three letters or more (stopwords aside), at
// least four in five of them capitalised.
func (s *gzScratch) markHeading(from, to int) {
	caps := 0
	for i := from; i < to && caps < 3; i++ {
		if t := &s.toks[i]; t.shape == shCap && t.letters >= 3 {
			caps++
		}
	}
	if caps < 3 {
		return
	}
	words := 0
	caps = 0
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.letters < 3 || t.shape == shUpper || t.shape == shOther || gzStopword(s.word(i)) {
			continue
		}
		words++
		if t.shape == shCap {
			caps++
		}
	}
	if words < 3 || caps*5 < words*4 {
		return
	}
	for i := from; i < to; i++ {
		s.toks[i].flags |= tfHeading
	}
}

// word returns the folded form of word token i.
func (s *gzScratch) word(i int) string {
	t := &s.toks[i]
	return s.foldStr[t.fs:t.fe]
}

// wordBytes returns the folded form of word token i without copying.
func (s *gzScratch) wordBytes(i int) []byte {
	t := &s.toks[i]
	return s.fold[t.fs:t.fe]
}

func (s *gzScratch) isWord(i int) bool {
	return i >= 0 && i < len(s.toks) && s.toks[i].flags&tfWord != 0
}

func (s *gzScratch) free(i int) bool {
	return s.toks[i].flags&(tfUsed|tfBlocked) == 0
}

func (s *gzScratch) common(i int, max uint32) bool {
	s.resolve(i)
	c := gzWord(s.toks[i].attr)
	return c != 0 && c <= max
}

// capWord reports whether word i is capitalised or in capitals.
func (s *gzScratch) capWord(i int) bool {
	sh := s.toks[i].shape
	return sh == shCap || sh == shUpper
}

// nextWord returns the word after token i on the same line, separated by
// spaces only, or -1.
func (s *gzScratch) nextWord(i int) int {
	j := i + 1
	if j < len(s.toks) && s.toks[j].flags&tfWord != 0 && s.toks[j].flags&tfSpace != 0 && s.toks[j].flags&tfNL == 0 {
		return j
	}
	return -1
}

// prevWord returns the word before token i on the same line, separated by
// spaces only, or -1.
func (s *gzScratch) prevWord(i int) int {
	if i <= 0 || s.toks[i].flags&tfNL != 0 || s.toks[i].flags&tfSpace == 0 {
		return -1
	}
	if s.toks[i-1].flags&tfWord != 0 {
		return i - 1
	}
	return -1
}

// prevWords fills the folded words before token i (same sentence, across
// apostrophes and single spaces), oldest first.
func (s *gzScratch) prevWords(i int) (w [4]string) {
	k := 3
	for j := i - 1; j >= 0 && k >= 0; j-- {
		t := &s.toks[j]
		if t.flags&tfWord != 0 {
			w[k] = s.word(j)
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
	return w
}

func (s *gzScratch) add(from, to int, kind int, conf float64) {
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
		s.toks[i].flags |= tfUsed
		s.toks[i].kind = int8(kind + 1)
	}
	s.spans = append(s.spans, gzSpan{start: start, end: end, kind: kind, conf: conf})
}

func (s *gzScratch) confidence(delta float64) float64 {
	c := s.d.conf + delta
	return math.Min(0.99, math.Max(0.01, c))
}
