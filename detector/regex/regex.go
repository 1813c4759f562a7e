package regex

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/pii"
)

// Config configures a Detector.
type Config struct {
	// Groups names built-in pattern groups (see Groups), in order.
	// An unknown name is a configuration error; a name listed twice counts
	// once.
	Groups []string
	// Patterns maps a custom label to a Go regexp (RE2 syntax), applied
	// after the groups. A custom label replaces the built-in label of the
	// same name, at that label's place in the output order. As upstream runs
	// its patterns on space-normalised text, a space or \s in a custom
	// pattern also matches the Unicode space separators (NBSP, NNBSP, ...)
	// and a \n also matches U+0085, U+2028 and U+2029, which the multi-line
	// anchors (?m)^ and (?m)$ also take for line ends.
	Patterns map[string]string
	// Validators names the labels whose checksum is verified: CREDIT_CARD
	// (Luhn), IBAN and FR_IBAN (ISO 7064 mod 97-10), FR_NIR (the INSEE
	// key), and PHONE (libphonenumber's IsValidNumber instead of its
	// possible-length check; national numbers are then dropped). All are
	// off by default: shapes alone still catch mistyped or OCR-damaged
	// values, which is upstream's choice. A validator also applies to a
	// custom pattern of the same label.
	Validators []string
	// Thresholds sets, per built-in label, the score (0 to 1) a candidate
	// needs to be reported; a label not listed needs DefaultThreshold.
	// Strong shapes score 1, weak shapes 0.3 alone and 0.9 with their cue,
	// a candidate glued to a longer token 0 (docs/detection.md lists each
	// label's). A value must be in (0, 1]; 0.1 reports every shape that
	// is not glued, as upstream does. Custom patterns always report.
	Thresholds map[string]float64
}

// Detector finds PII by shape: e-mail addresses, URLs, IP addresses,
// card numbers, phone numbers, national identifiers, bank accounts and API
// secrets, through built-in pattern groups and custom regexps. It is safe
// for concurrent use.
//
// Detections of one text come out grouped by label, in label order (groups
// in configuration order, then custom labels in name order), each label's
// matches from left to right and never overlapping one another, as
// upstream's re.finditer per label. A detection's confidence is its
// score (1 for a strong shape or a custom pattern, 0.9 for a weak shape
// with its cue).
type Detector struct {
	enabled     [numBuiltinLabels]bool
	rank        [numBuiltinLabels]int
	validate    [numBuiltinLabels]func(string) bool
	threshold   [numBuiltinLabels]float64
	shapesOnly  bool // tests: report every shape, unscored, as upstream
	reference   bool // tests: the reference scan (every numeric matcher inside a strong value, FR_IBAN scored alone)
	strictPhone bool
	anyNumeric  bool
	anyWord     bool
	idLetters   bool // a national identifier that starts with a letter is enabled
	custom      []customPattern
	labels      []string
}

// customPattern is a configured label → regexp.
type customPattern struct {
	label    string
	re       *regexp.Regexp
	prefix   string // literal every match starts with, for a quick skip
	lines    bool   // has multi-line anchors ((?m)^, (?m)$)
	rank     int
	validate func(string) bool
}

// New builds a detector from cfg. It fails with a CodeConfig
// *Error on an unknown group or validator, an invalid label, or a pattern
// that does not compile or matches the empty string; the message names the
// group, validator or label, never a pattern's text.
func New(cfg Config) (*Detector, error) {
	d := &Detector{}
	order, err := groupLabels(cfg.Groups)
	if err != nil {
		return nil, err
	}
	validators, err := checkValidators(cfg.Validators)
	if err != nil {
		return nil, err
	}
	for _, l := range order {
		d.enabled[l] = true
		d.rank[l] = len(d.labels)
		d.labels = append(d.labels, builtinNames[l])
	}
	if err := d.addCustom(cfg.Patterns, validators); err != nil {
		return nil, err
	}
	if len(d.labels) == 0 {
		return nil, pii.NewConfigError("regex detector: no pattern group and no pattern configured")
	}
	for l := range numBuiltinLabels {
		d.validate[l] = validators[builtinNames[l]]
	}
	if err := d.checkThresholds(cfg.Thresholds); err != nil {
		return nil, err
	}
	d.strictPhone = slices.Contains(cfg.Validators, "PHONE")
	if d.enabled[labelPhone] && !d.strictPhone {
		possibleLengths() // built here (a few milliseconds, once per process) rather than on a request
	}
	for _, l := range []builtinLabel{labelIPv4, labelCard, labelUSPhone, labelUSZip, labelUSITIN, labelUSSSN,
		labelFRPhone, labelFRNIR, labelFRSIRET, labelFRSIREN, labelPhone, labelDOB, labelNLBSN, labelPTNIF, labelESNIF,
		labelDESVNR, labelDETaxID} {
		d.anyNumeric = d.anyNumeric || d.enabled[l]
	}
	d.idLetters = d.enabled[labelESNIE] || d.enabled[labelUKNINO] || d.enabled[labelITFiscalCode]
	d.anyNumeric = d.anyNumeric || d.idLetters // asked from the digits after the letters (numberAt)
	for _, l := range []builtinLabel{labelIBAN, labelFRIBAN, labelOpenAI, labelAWS, labelGitHub, labelStripe} {
		d.anyWord = d.anyWord || d.enabled[l]
	}
	return d, nil
}

// groupLabels resolves group names to built-in labels, in order, once each.
func groupLabels(groups []string) ([]builtinLabel, error) {
	var order []builtinLabel
	for _, name := range groups {
		g := findGroup(name)
		if g == nil {
			return nil, pii.NewConfigError(fmt.Sprintf("regex detector: unknown pattern group %q (valid groups: %s)",
				name, strings.Join(Groups(), ", ")))
		}
		for _, l := range g.labels {
			if !slices.Contains(order, l) {
				order = append(order, l)
			}
		}
	}
	return order, nil
}

// checkValidators maps each named validator to its check.
func checkValidators(names []string) (map[string]func(string) bool, error) {
	out := make(map[string]func(string) bool, len(names))
	for _, name := range names {
		f, ok := validatorFuncs[name]
		if !ok {
			return nil, pii.NewConfigError(fmt.Sprintf("regex detector: unknown validator %q (valid validators: %s)",
				name, strings.Join(validatorNames(), ", ")))
		}
		out[name] = f
	}
	return out, nil
}

// addCustom compiles the custom patterns, in label order.
func (d *Detector) addCustom(patterns map[string]string, validators map[string]func(string) bool) error {
	names := make([]string, 0, len(patterns))
	for label := range patterns {
		names = append(names, label)
	}
	slices.Sort(names)
	for _, label := range names {
		re, lines, err := compileCustom(label, patterns[label])
		if err != nil {
			return err
		}
		prefix, _ := re.LiteralPrefix()
		cp := customPattern{label: label, re: re, prefix: prefix, lines: lines,
			rank: len(d.labels), validate: validators[label]}
		if l, ok := builtinByName(label); ok && d.enabled[l] {
			d.enabled[l] = false
			cp.rank = d.rank[l]
		} else {
			d.labels = append(d.labels, label)
		}
		d.custom = append(d.custom, cp)
	}
	return nil
}

// labelPattern is the label grammar of placeholder tokens (piighost-core.md
// §7.3): a label must fit in a token.
var labelPattern = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_ -]*$`)

// compileCustom validates a label and compiles its pattern; lines reports
// whether the pattern has multi-line anchors (see lineText).
func compileCustom(label, pattern string) (re *regexp.Regexp, lines bool, err error) {
	if !labelPattern.MatchString(label) {
		return nil, false, pii.NewConfigError(fmt.Sprintf("regex detector: invalid label %q (a label starts with a letter or _, then letters, digits, _, - or spaces)", label))
	}
	tree, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		reason := "syntax error"
		var se *syntax.Error
		if errors.As(err, &se) {
			reason = string(se.Code)
		}
		return nil, false, pii.NewConfigError(fmt.Sprintf("regex detector: the pattern of label %q is not a valid Go regexp: %s", label, reason))
	}
	lines = hasLineAnchors(tree)
	widenSpaces(tree)
	if re, err = regexp.Compile(tree.String()); err != nil {
		return nil, false, pii.NewConfigError(fmt.Sprintf("regex detector: the pattern of label %q cannot be compiled", label))
	}
	if re.MatchString("") {
		return nil, false, pii.NewConfigError(fmt.Sprintf("regex detector: the pattern of label %q matches the empty string", label))
	}
	return re, lines, nil
}

// Labels returns the labels the detector can emit, in output order.
func (d *Detector) Labels() []string {
	return slices.Clone(d.labels)
}

// Detect implements Detector.
func (d *Detector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sc := scanner{d: d, s: text}
	sc.scanBuiltins()
	for i := range d.custom {
		sc.scanCustom(&d.custom[i])
	}
	return sc.detections(), nil
}

// hit is a match before it becomes a Detection.
type hit struct {
	rank       int
	start, end int
	label      string
	conf       float64
}

// scanner holds the state of one Detect call.
type scanner struct {
	d    *Detector
	s    string
	next [numBuiltinLabels]int // where each label's next match may start (finditer)
	ipv6 int                   // end of the last run examined for IPV6
	// strongStart and strongEnd span the last strong (score 1) hit: a
	// shorter candidate inside it is a part of it (the digits of an
	// IBAN), which the resolver would drop, so it is not scored.
	strongStart, strongEnd int
	chain                  chainMemo // of chainDigits
	line                   lineMemo  // of lineOf
	cuts                   int       // numberAt calls inside a strong value (insideStrong), for tests
	// lines is the text with its line separators made "\n", for custom
	// patterns with multi-line anchors; built on first use.
	lines *lineText
	// The hits: the first ones in a fixed array, so that a typical text
	// costs no allocation but its result, the rest in more.
	fixed [16]hit
	n     int
	more  []hit
}

// add records a hit.
func (sc *scanner) add(h hit) {
	if sc.n < len(sc.fixed) {
		sc.fixed[sc.n] = h
		sc.n++
		return
	}
	sc.more = append(sc.more, h)
}

// emit records a built-in match unless its label's validator refuses it
// or its score is below the label's threshold.
func (sc *scanner) emit(l builtinLabel, start, end int) {
	sc.emitScored(l, start, end, -1)
}

// emitScored is emit with the candidate's score, or -1 to compute it.
// It returns the score it computed, or -1 when it computed none.
func (sc *scanner) emitScored(l builtinLabel, start, end int, sco float64) (computed float64) {
	computed = -1
	if f := sc.d.validate[l]; f != nil && !f(sc.s[start:end]) {
		return
	}
	conf := 1.0
	if !sc.d.shapesOnly {
		if sco < 0 {
			if start >= sc.strongStart && end <= sc.strongEnd && end-start < sc.strongEnd-sc.strongStart {
				// Inside a strong value, which wins the overlap; the same
				// span under another label is scored, for the group order
				// to choose (IBAN or FR_IBAN).
				return
			}
			sco = score(l, sc.s, start, end)
			computed = sco
		}
		if sco < sc.d.threshold[l] {
			// Not reported, and not consumed either: a shorter shape of the
			// label may still start inside it.
			return
		}
		conf = sco
		if sco >= scoreStrong && end > sc.strongEnd {
			sc.strongStart, sc.strongEnd = start, end
		}
	}
	sc.add(hit{rank: sc.d.rank[l], start: start, end: end, label: builtinNames[l], conf: conf})
	sc.next[l] = end
	return
}

// Byte classes of the scanning loop.
const (
	clsOther = iota
	clsLetter
	clsDigit
	clsNumberStart // "+" or "(": a phone number may start there
	clsColon
)

// byteClass classifies bytes for scanBuiltins. Built at init, never written.
var byteClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = clsLetter, clsLetter
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = clsDigit
	}
	t['+'], t['('], t[':'] = clsNumberStart, clsNumberStart, clsColon
	return t
}()

// scanBuiltins runs the enabled built-in scanners over the text: e-mails
// from each "@", URLs from each "://", and everything else in one pass
// that stops only where a match can start.
func (sc *scanner) scanBuiltins() {
	d, s := sc.d, sc.s
	if d.enabled[labelEmail] {
		sc.scanAnchor("@", labelEmail, matchEmailAt)
	}
	if d.enabled[labelURL] {
		sc.scanAnchor("://", labelURL, matchURLAt)
	}
	// The anchored labels were found out of text order: only the hits of
	// the pass below, in order, hide the candidates inside them.
	sc.strongStart, sc.strongEnd = 0, 0
	if !d.anyNumeric && !d.anyWord && !d.enabled[labelIPv6] {
		return
	}
	for i := 0; i < len(s); {
		switch byteClass[s[i]] {
		case clsLetter:
			// Every word label has two digits, "k-", "k_", "AK", "gh" or
			// "gi" right after its first letter; test that before the call.
			if d.anyWord && i+3 < len(s) {
				if w := s[i : i+3]; (isDigit(w[2]) || w[1] == 'k' || w[1] == 'K' || w[0] == 'g') && (i == 0 || !isAlnum(s[i-1])) {
					sc.wordAt(i)
				}
			}
			for i++; i < len(s) && byteClass[s[i]] == clsLetter; i++ {
			}
			// A word mostly ends at a space or a punctuation mark, where
			// nothing starts: step over it here (clsOther) rather than
			// through the switch.
			if i < len(s) && byteClass[s[i]] == clsOther {
				i++
			}
		case clsDigit:
			if d.anyNumeric {
				sc.numberAt(i)
			}
			i += digitRun(s, i)
		case clsNumberStart:
			if d.anyNumeric {
				sc.numberAt(i)
			}
			i++
		case clsColon:
			if d.enabled[labelIPv6] {
				sc.ipv6At(i)
			}
			i++
		default:
			i++
		}
	}
}

// scanAnchor finds every occurrence of anchor and asks match for the span
// around it. A span may not start before the previous match of the label
// ends (re.finditer would never have started it); match gets that bound so
// that it can give up before scanning, which keeps a text full of anchors
// linear.
func (sc *scanner) scanAnchor(anchor string, l builtinLabel, match func(s string, at, from int) (int, int)) {
	s := sc.s
	for off := 0; ; {
		k := strings.Index(s[off:], anchor)
		if k < 0 {
			return
		}
		at := off + k
		off = at + 1
		if start, end := match(s, at, sc.next[l]); end > start {
			sc.emit(l, start, end)
		}
	}
}

// try runs one enabled label's matcher at i.
func (sc *scanner) try(l builtinLabel, i int, match func(string, int) int) {
	if sc.d.enabled[l] && i >= sc.next[l] {
		if end := match(sc.s, i); end > i {
			sc.emit(l, i, end)
		}
	}
}

// numberAt tries the numeric labels at i (a digit not preceded by one, "+"
// or "("). Cheap gates on the digit run and on the number of digits in the
// chain of digit groups starting here skip the matchers that cannot
// succeed, so that the numbers of ordinary prose cost little.
//
// Inside a strong value already emitted (the digit groups of an IBAN, or of
// a phone number after its "+"), the matchers whose candidates emitScored
// would drop are skipped when none can end past the value (see insideStrong).
func (sc *scanner) numberAt(i int) {
	s, d := sc.s, sc.d
	// An NIE or a codice fiscale has letters right before its digits, a
	// National Insurance number two letters and a space.
	if d.idLetters && i > 0 && (isLetter(s[i-1]) && isDigit(s[i]) || i > 2 && s[i-1] == ' ' && isLetter(s[i-2]) &&
		isLetter(s[i-3]) && (i == 3 || !isAlnum(s[i-4]))) {
		sc.nationalLettersBefore(i)
	}
	run, chain := digitRun(s, i), sc.chainDigits(i)
	if sc.insideStrong(i) {
		// NIR's "2A" or "2B" is the one letter a numeric matcher below
		// takes, and the chain's walk stops at it.
		if c := byteAt(s, sc.chain.end) &^ 0x20; chain >= 6 && (c == 'A' || c == 'B') {
			sc.try(labelFRNIR, i, matchNIR)
		}
		if run == 8 || run == 11 || run == 2 && byteAt(s, i+2) == ' ' {
			// They take letters too, which the chain's walk stops at:
			// they may end past the value.
			sc.nationalDigitsAt(i, run, chain)
		}
		sc.dateAndPhoneAt(i, run, chain)
		sc.cuts++
		return
	}
	if run > 0 && run <= 3 && byteAt(s, i+run) == '.' {
		sc.try(labelIPv4, i, matchIPv4)
	}
	if chain >= 12 {
		sc.try(labelCard, i, matchCard)
		if run == 12 && sc.next[labelCard] <= i {
			sc.cardAfterLabelAt(i)
		}
	}
	if chain >= 10 {
		sc.try(labelUSPhone, i, matchUSPhone)
	}
	if run == 5 {
		sc.try(labelUSZip, i, matchZip)
	}
	if run == 3 && byteAt(s, i+3) == '-' {
		sc.try(labelUSITIN, i, matchITIN)
		sc.try(labelUSSSN, i, matchSSN)
	}
	if (run == 9 || run == 3 && chain >= 9) && !d.shapesOnly {
		sc.nineDigitsAt(i, run)
	}
	if run == 8 || run == 11 || run == 2 && byteAt(s, i+2) == ' ' {
		sc.nationalDigitsAt(i, run, chain)
	}
	if chain >= 9 {
		sc.try(labelFRPhone, i, matchFRPhone)
		sc.try(labelFRSIREN, i, matchSIREN)
	}
	if chain >= 6 {
		sc.try(labelFRNIR, i, matchNIR)
	}
	if chain >= 14 {
		sc.try(labelFRSIRET, i, matchSIRET)
	}
	sc.dateAndPhoneAt(i, run, chain)
}

// cardAfterLabelAt finds a card number of twelve digits passing Luhn
// right after a card label ("tarjeta=060454095237"), whatever issuer they
// start with: matchCard takes twelve digits with a Maestro prefix only.
func (sc *scanner) cardAfterLabelAt(i int) {
	s := sc.s
	end := i + 12
	if !sc.d.enabled[labelCard] || sc.d.shapesOnly || glued(s, i, end) || !luhnValid(s[i:end]) || sc.inStrongValue(i, end) {
		return
	}
	if c := byteAt(s, end); (c == ' ' || c == '-') && digitAt(s, end+1) {
		return // part of a longer chain
	}
	if w := sepBefore(s, i, spaceDashWidth); w > 0 && i-w > 0 && isDigit(s[i-w-1]) {
		return
	}
	if l, _ := labelBefore(s, i); l&cueCard != 0 {
		sc.emitScored(labelCard, i, end, scoreCued)
	}
}

// nineDigitsAt finds a national number written as nine digits at i, bare
// or in the SSN's 3-2-4 groups with spaces or dots ("401582291", "301 22
// 8457"), after a label of a national identifier ("SSN 401582291",
// "ssn=401582291", "BSN: 123456782", `"nif": "123456789"`): nine digits
// alone are as often an order number, so the label must say it. The label
// names the number's kind: an SSN or ITIN label, a BSN label, a NIF
// label; after a label of another country's identifier (a NIR, a
// Sozialversicherungsnummer, "national_id"), the checks choose: the
// 11-proof a BSN, the SSA's rules an SSN. A value that fails its check
// is still masked there (a mistyped or damaged one), as cued; one that
// passes it is strong. Without a label, the column's header may be one
// (headerKinds); and nine digits in a person's record (inRecord: a row or
// a log line that holds an e-mail address, an IBAN or a date of birth)
// are that person's number, labelled by the checks (cued).
func (sc *scanner) nineDigitsAt(i, run int) {
	s := sc.s
	end := -1
	switch {
	case run == 9:
		end = i + 9
	case run == 3:
		if c := byteAt(s, i+3); (c == ' ' || c == '.') && digitRun(s, i+4) == 2 && byteAt(s, i+6) == c && digitRun(s, i+7) == 4 {
			end = i + 11
		}
	}
	if end < 0 || glued(s, i, end) {
		return
	}
	if c := byteAt(s, end); (c == ' ' || c == '.' || c == '-') && digitAt(s, end+1) {
		return // part of a longer chain
	}
	label, key := labelBefore(s, i)
	v := s[i:end]
	inRecord := false
	if label == 0 {
		if k := labelAbove(s, i); k&cueNational != 0 {
			label = k // "BSN\n209259061"; another number's word ending the line above is a cell of a record, no label
		}
	}
	if label == 0 {
		label = sc.headerKinds(i)
		if label == 0 && sc.inRecord(i, key) {
			label, inRecord = cueID, true
		}
	}
	if label&cueNational == 0 {
		return
	}
	l, sco := labelUSSSN, scoreCued
	switch {
	case inRecord:
		// The checks choose the label; the number is masked whichever.
		switch {
		case itinValid(v):
			l = labelUSITIN
		case run == 9 && bsnValid(v):
			l = labelNLBSN
		case run == 9 && !ssnValid(v) && ptNIFValid(v):
			l = labelPTNIF
		}
	case label&cueSSN != 0 && itinValid(v):
		l, sco = labelUSITIN, scoreStrong
	case label&cueSSN != 0:
		if ssnValid(v) {
			sco = scoreStrong
		}
	case label&cueBSN != 0 && run == 9:
		l = labelNLBSN
		if bsnValid(v) {
			sco = scoreStrong
		}
	case label&cuePTNIF != 0 && run == 9:
		l = labelPTNIF
		if ptNIFValid(v) {
			sco = scoreStrong
		}
	case run == 9 && bsnValid(v):
		l = labelNLBSN
	case itinValid(v):
		l = labelUSITIN
	}
	if sc.d.enabled[l] && i >= sc.next[l] && !sc.inStrongValue(i, end) {
		sc.emitScored(l, i, end, sco)
	}
}

// inStrongValue reports whether s[start:end] is a shorter span inside the
// last strong value, which wins the overlap (see emitScored).
func (sc *scanner) inStrongValue(start, end int) bool {
	return !sc.d.shapesOnly && start >= sc.strongStart && end <= sc.strongEnd && end-start < sc.strongEnd-sc.strongStart
}

// insideStrong reports whether no candidate of the matchers numberAt runs
// before dateAndPhoneAt (IPV4 to FR_SIRET) starting at i can be reported,
// because emitScored would drop it as a part of the strong value around i,
// except FR_NIR with a letter (numberAt checks that one). Each of those
// matchers takes, from i, a "+", then only digits and single separators
// of the chain's kinds (white space, ".", "-", and "(" or ")" next to at
// most one other), so that it ends at a digit of the chain walked from i,
// at or before the chain's last digit; FR_NIR also takes a letter after
// a "2", where the chain's walk stops. When that last digit is at or
// before the strong value's end and i is after its start, every such
// candidate is strictly inside the value and shorter, which emitScored
// drops unscored, with no other effect (its validator is a pure check,
// and a dropped candidate moves no next). It needs chainDigits(i) first.
// The dates and phone numbers are scored by their matchers and are never
// dropped there (a date or an extension may also end past the value): they
// always run.
func (sc *scanner) insideStrong(i int) bool {
	return !sc.d.reference && !sc.d.shapesOnly && i > sc.strongStart && i < sc.strongEnd &&
		sc.chain.last <= sc.strongEnd
}

// dateAndPhoneAt is the end of numberAt: the DOB and PHONE labels, whose
// matchers score their candidates.
func (sc *scanner) dateAndPhoneAt(i, run, chain int) {
	s := sc.s
	// matchDate's first tests, inline: most numbers of prose ("3 dogs",
	// "2024 birds") are no date, and a byte or two tells them.
	if c := byteAt(s, i+run); (run <= 4 || run == 8) && sc.d.enabled[labelDOB] && (c == '.' || c == '/' || c == '-' || run == 8 ||
		run <= 2 && (c != ' ' || byteAt(s, i+run+1) == 'o' || byteAt(s, i+run+1) == 'd' || monthPrefixAt(s, i+run+1) || monthMayEndBefore(s, i))) {
		if start, end := matchDate(s, i); end > 0 && start >= sc.next[labelDOB] {
			sco := scoreBirth(s, start, end)
			if sco < sc.d.threshold[labelDOB] && sc.headerKinds(start)&cueBirth != 0 {
				sco = scoreCued // a column of dates of birth
			}
			sc.emitScored(labelDOB, start, end, sco)
		}
	}
	if chain >= 7 && sc.d.enabled[labelPhone] && i >= sc.next[labelPhone] {
		if end, sco := matchPhone(s, i, sc.d.strictPhone); end > i {
			if sco == scoreWeak && sc.headerKinds(i)&cuePhone != 0 {
				sco = scoreCued // a column of phone numbers
			}
			if run == end-i && (sc.next[labelUSPhone] == end || sc.next[labelFRPhone] == end) {
				return // bare digits that US_PHONE or FR_PHONE reported already
			}
			sc.emitScored(labelPhone, i, end, sco)
		}
	}
}

// maxChainGate is the largest gate on chainDigits: counting further
// would change no decision.
const maxChainGate = 14

// chainDigits counts, up to maxChainGate, the digits of the chain of digit
// groups starting at i (after a leading "+" or "(+"): digits joined by at
// most three consecutive separators (white space, ".", "-", "(", ")", "/":
// "030 / 1234567"). It
// over-counts rather than under-counts: it only gates matchers.
//
// The scan asks at every group of a chain in turn (an IBAN's or a phone
// number's), and the walk from a digit inside a chain already walked is
// the rest of that walk (at a digit the walk's state is the same, however
// it got there): that walk's digits after i answer, and the text between
// two questions is read once more, not the whole chain again.
func (sc *scanner) chainDigits(i int) int {
	s, m := sc.s, &sc.chain
	if i > m.pos && i < m.end && isDigit(s[i]) {
		for k := m.pos; k < i; k++ {
			if isDigit(s[k]) {
				m.left--
			}
		}
		m.pos = i
		return min(m.left, maxChainGate)
	}
	j := i
	if s[j] == '+' {
		j++
	} else if s[j] == '(' && byteAt(s, j+1) == '+' {
		j += 2 // "(+39) 06 …"
	}
	n, end, last := walkChain(s, j)
	sc.chain = chainMemo{pos: i, end: end, last: last, left: n}
	return min(n, maxChainGate)
}

// chainMemo is what the scanner knows of the last chain walked.
type chainMemo struct {
	pos  int // the last position asked about
	end  int // where the walk stopped
	last int // the end of the chain's last digit (where it started if none)
	left int // the chain's digits from pos on
}

// walkChain walks the chain of digit groups starting at j to its end:
// its digits, where it stopped, and the end of its last digit (j if it
// has none).
func walkChain(s string, j int) (n, end, last int) {
	last = j
	for gap := 0; j < len(s); {
		if isDigit(s[j]) {
			n++
			gap = 0
			j++
			last = j
			continue
		}
		w := wsWidth(s, j)
		if w == 0 && strings.IndexByte(".-()/", s[j]) >= 0 {
			w = 1
		}
		if w == 0 || gap == 3 {
			break
		}
		gap++
		j += w
	}
	return n, j, last
}

// wordAt tries the labels that start with a letter at i (not preceded by an
// ASCII letter or digit). Each needs two digits, "k-", "k_", "AK", "gh" or
// "gi" right after its first letter, which ordinary words rarely have.
func (sc *scanner) wordAt(i int) {
	s := sc.s
	if len(s)-i < 15 {
		return // shorter than the shortest IBAN
	}
	c, c1, c2 := s[i], s[i+1], s[i+2]
	switch {
	case isDigit(c2) && isDigit(s[i+3]):
		sc.ibanAt(i)
	case c1 == 'k' && c2 == '-':
		sc.try(labelOpenAI, i, matchOpenAI)
	case c1 == 'k' && c2 == '_':
		sc.try(labelStripe, i, matchStripe)
	case c == 'A' && c1 == 'K':
		sc.try(labelAWS, i, matchAWS)
	case c == 'g':
		sc.try(labelGitHub, i, matchGitHub)
	}
}

// ibanAt tries IBAN and FR_IBAN at i, in that order, from one walk of
// the characters after the check digits (ibanEnds).
func (sc *scanner) ibanAt(i int) {
	s := sc.s
	iban := sc.d.enabled[labelIBAN] && i >= sc.next[labelIBAN]
	fr := sc.d.enabled[labelFRIBAN] && i >= sc.next[labelFRIBAN]
	if !iban && !fr {
		return
	}
	ibanEnd, frEnd := ibanEnds(s, i, fr)
	if iban && ibanEnd > i && !sc.d.shapesOnly {
		ibanEnd = ibanCheckedEnd(s, i, ibanEnd)
	}
	sco := -1.0
	if iban && ibanEnd > i {
		sco = sc.emitScored(labelIBAN, i, ibanEnd, -1)
	}
	if fr && frEnd > i {
		// The two labels score a span alike (the check digits, the cue):
		// IBAN's score of the same span serves. It was computed, so the
		// span was not inside a strong value then, nor is it now: IBAN's
		// emit may only have made the span itself the strong value.
		if frEnd != ibanEnd || sc.d.reference {
			sco = -1
		}
		sc.emitScored(labelFRIBAN, i, frEnd, sco)
	}
}

// ibanCheckedEnd returns where the IBAN matched at s[i:end] ends: at end
// when it passes mod 97, else at the first space or hyphen after its last
// digit when the rest, words without digits, made it fail and the part
// before passes, as an IBAN in small letters followed by words ("ch75…0526
// diesbach-sur-bourquard") or one in capitals followed by a BIC ("… 0130
// 00 BIC COBADEFFXXX") does. The IBAN's shape takes one space and an
// alphanumeric character at a time, so words after the number continue
// its chain; one cut only, so that a chain failing its check passes at
// another length no more often than a chain of its own length.
func ibanCheckedEnd(s string, i, end int) int {
	if ibanValid(s[i:end]) {
		return end
	}
	e := end
	for e > i && !isDigit(s[e-1]) {
		e--
	}
	for e < end && s[e] != ' ' && s[e] != '-' {
		e++
	}
	if e < end && e >= i+15 && ibanValid(s[i:e]) {
		return e
	}
	return end
}

// ipv6At examines the run of hex digits, colons and dots around the colon
// at c, once per run.
func (sc *scanner) ipv6At(c int) {
	s := sc.s
	if c < sc.ipv6 {
		return
	}
	a, b := c, c+1
	for a > 0 && (isHex(s[a-1]) || s[a-1] == ':') {
		a--
	}
	for b < len(s) && (isHex(s[b]) || s[b] == ':' || s[b] == '.') {
		b++
	}
	sc.ipv6 = b
	if start, end, ok := ipv6Span(s, a, b); ok && start >= sc.next[labelIPv6] {
		sc.emit(labelIPv6, start, end)
	}
}

// scanCustom runs a custom pattern.
func (sc *scanner) scanCustom(cp *customPattern) {
	s := sc.s
	if cp.prefix != "" && !strings.Contains(s, cp.prefix) {
		return
	}
	if cp.lines {
		if sc.lines == nil {
			sc.lines = newLineText(s)
		}
		if sc.lines.mapped {
			sc.scanCustomLines(cp)
			return
		}
	}
	for _, m := range cp.re.FindAllStringIndex(s, -1) {
		if m[1] > m[0] && (cp.validate == nil || cp.validate(s[m[0]:m[1]])) {
			sc.add(hit{rank: cp.rank, start: m[0], end: m[1], label: cp.label, conf: 1})
		}
	}
}

// scanCustomLines runs a custom pattern with multi-line anchors on the text
// whose line separators are "\n", and maps the matches back.
func (sc *scanner) scanCustomLines(cp *customPattern) {
	lt := sc.lines
	for _, m := range cp.re.FindAllStringIndex(lt.text, -1) {
		start, end := lt.orig[m[0]], lt.orig[m[1]]
		if end > start && (cp.validate == nil || cp.validate(sc.s[start:end])) {
			sc.add(hit{rank: cp.rank, start: start, end: end, label: cp.label, conf: 1})
		}
	}
}

// detections sorts the hits by label rank, then position, and builds the
// detections.
func (sc *scanner) detections() []pii.Detection {
	hits := sc.fixed[:sc.n]
	if len(sc.more) > 0 {
		hits = append(slices.Clone(hits), sc.more...)
	}
	if len(hits) == 0 {
		return nil
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		return a.start - b.start
	})
	out := make([]pii.Detection, len(hits))
	for i, h := range hits {
		out[i] = pii.Detection{Start: h.start, End: h.end, Label: h.label, Text: sc.s[h.start:h.end], Confidence: h.conf}
	}
	return out
}

// InProcess implements pii.InProcess: detection reads only tables held in
// memory, so a pipeline may run it where waiting is not allowed.
func (d *Detector) InProcess() bool { return true }
