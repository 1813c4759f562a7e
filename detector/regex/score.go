package regex

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/pii"
)

// Scoring. A shape is a candidate; its score says how sure the detector is
// that it is personal data, and a label's threshold decides whether it is
// reported. A strong shape identifies its value alone (an e-mail address,
// an IBAN that passes mod 97, a Luhn-valid number with a card network's
// prefix, a phone number with its country code, a key prefix such as
// "sk-" or "AKIA"); a weak shape (five digits, nine digits, a dotted quad,
// a national phone number without its trunk prefix) is reported only with
// a cue nearby: a word that announces the value ("SIREN", "phone", "IP"),
// or a state before a ZIP code. A candidate glued to a longer token (a
// letter, a digit, or a hyphen and a letter or digit against it) scores 0
// and is never reported.
//
// docs/detection.md lists, per label, what makes it strong, weak and cued.

// The scores a candidate can get.
const (
	// scoreStrong: the shape alone identifies the value.
	scoreStrong = 1.0
	// scoreCued: a weak shape with its cue. Above the gazetteer's highest
	// confidence (0.85), so a cued value wins an overlap with a name.
	scoreCued = 0.9
	// scorePlausible: a shape of medium strength, reported by default
	// (a French number in pairs, a national number with its trunk prefix).
	scorePlausible = 0.8
	// scoreWeak: a weak shape alone.
	scoreWeak = 0.3
	// scoreNever: a candidate inside a longer token, or a version number.
	scoreNever = 0
)

// DefaultThreshold is the score a built-in label's candidate needs to be
// reported when Config.Thresholds does not name the label: weak shapes
// (0.3) need their cue, plausible ones (0.8) do not.
const DefaultThreshold = 0.5

// checkThresholds validates Config.Thresholds against the labels the
// detector emits: every key must be one of them, every value in (0, 1].
func (d *Detector) checkThresholds(th map[string]float64) error {
	for _, label := range slices.Sorted(maps.Keys(th)) {
		v := th[label]
		if l, ok := builtinByName(label); !ok || !d.enabled[l] {
			var scored []string
			for _, l := range d.labels {
				if b, ok := builtinByName(l); ok && d.enabled[b] {
					scored = append(scored, l)
				}
			}
			return pii.NewConfigError(fmt.Sprintf("regex detector: threshold for %q, which is not a built-in label of this detector (custom patterns are not scored; scored labels: %s)",
				label, strings.Join(scored, ", ")))
		}
		if math.IsNaN(v) || v <= 0 || v > 1 {
			return pii.NewConfigError(fmt.Sprintf("regex detector: threshold for %q is %v; a threshold is in (0, 1]", label, v))
		}
	}
	for l := range numBuiltinLabels {
		d.threshold[l] = DefaultThreshold
		if v, ok := th[builtinNames[l]]; ok {
			d.threshold[l] = v
		}
	}
	return nil
}

// score rates a built-in candidate s[start:end] of label l. PHONE rates its
// candidates itself (matchPhone).
func score(l builtinLabel, s string, start, end int) float64 {
	switch l {
	case labelIPv4:
		return scoreIPv4(s, start, end)
	case labelCard:
		return scoreCard(s, start, end)
	case labelUSPhone:
		return scoreUSPhone(s, start, end)
	case labelUSZip:
		return scoreZip(s, start, end)
	case labelUSSSN:
		return scoreSSN(s, start, end)
	case labelUSITIN:
		return scoreITIN(s, start, end)
	case labelIBAN, labelFRIBAN:
		if glued(s, start, end) {
			return scoreNever
		}
		if ibanValid(s[start:end]) {
			return scoreStrong
		}
		return cuedOr(s, start, cueIBAN)
	case labelFRPhone:
		return scoreFRPhone(s, start, end)
	case labelFRNIR:
		if glued(s, start, end) {
			return scoreNever
		}
		if nirValid(s[start:end]) {
			return scoreStrong
		}
		return cuedOr(s, start, cueNIR)
	case labelFRSIRET, labelFRSIREN:
		return scoreCuedOnly(s, start, end, cueSIREN)
	}
	return scoreStrong
}

// cuedOr rates a candidate that failed its check (or has none) by its
// label: a label of another kind right before it ("ts=", "EAN", "part")
// makes it that kind's, a cue of its own kind right before it or, unless
// a key of its own names it, shortly before it makes it cued; else it is
// weak.
func cuedOr(s string, start int, kind cueKind) float64 {
	label, key := labelBefore(s, start)
	switch {
	case label&kind != 0:
		return scoreCued
	case label&cueVeto != 0:
		return scoreNever
	case key:
		return scoreWeak // "event=card_update id=...": the nearest key names the value
	}
	return cueScore(cueBefore(s, start, kind))
}

// otherLabel reports whether the label right before the value s[start:end]
// names another kind of number than kind ("EAN 5901234123457",
// "ts=1720192452335", "part 482-19-3307"): a validated value is masked
// unless the text says so. A label of values written in digits only (a
// timestamp's, a barcode's) names no value with letters ("ts:
// RSSMRA85T10A562S").
func otherLabel(s string, start, end int, kind cueKind) bool {
	label, _ := labelBefore(s, start)
	other := label & (cueOther | cueVersion)
	return label&kind == 0 && other != 0 && (other != cueDigits || !hasLetter(s[start:end]))
}

// scoreCuedOnly rates a shape that is weak whatever it holds.
func scoreCuedOnly(s string, start, end int, kind cueKind) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	return cuedOr(s, start, kind)
}

// glued reports whether s[start:end] is part of a longer token: an ASCII
// letter, digit or underscore against it, or a hyphen joining it to one
// ("INV-51014", "51014-b").
func glued(s string, start, end int) bool {
	if wordBefore(s, start) || wordAt(s, end) {
		return true
	}
	if start >= 2 && s[start-1] == '-' && isAlnum(s[start-2]) {
		return true
	}
	return byteAt(s, end) == '-' && isAlnum(byteAt(s, end+1))
}

// scoreIPv4 rates a dotted quad, which matchIPv4 found with four octets
// of 0 to 255: it is an address in any language and style, unless the
// text says it is a version or another number (versionQuad), or it is an
// amount ("1.000.000.000 €").
func scoreIPv4(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	if c := byteAt(s, end); (c == ':' || c == '/') && digitAt(s, end+1) {
		return scoreStrong // 10.0.0.1:5432, 10.0.0.0/8
	}
	if start > 0 && s[start-1] == '@' {
		return scoreStrong // root@10.0.0.1
	}
	if versionQuad(s, start, end) || isAmount(s, start, end) {
		return scoreNever
	}
	return scoreStrong
}

// versionQuad reports whether the text says that the dotted quad
// s[start:end] is a version or another kind of number: a version, update,
// package or section label right before it ("Firmware-Version: 4.2.1.15",
// "Paket 1.2.10.4", "auf 4.2.1.15 aktualisiert", "Abschnitt 2.1.3.4"), a
// version word right after it ("the 4.2.1.15 changelog"), a product name
// and a slash before it ("Agent/1.2.3.4"), or a range of two quads whose
// first has such a label ("Update von 4.2.1.15 auf 4.2.2.0").
func versionQuad(s string, start, end int) bool {
	if start >= 2 && s[start-1] == '/' && (isUpper(s[start-2]) || isLower(s[start-2])) {
		return true
	}
	l, _ := labelBefore(s, start)
	if l&cueIP != 0 {
		return false // "IP 10.0.0.7 release 4"
	}
	if l&(cueVersion|cueOther) != 0 || versionAfter(s, end) {
		return true
	}
	// A range: "von 4.2.1.15 auf 4.2.2.0", "from 1.2.3.4 to 1.2.3.5".
	if a, b := quadRangeStart(s, start), quadRangeEnd(s, end); a >= 0 || b >= 0 {
		first := start
		if a >= 0 {
			first = a
		}
		k := first - sepBefore(s, first, spaceWidth)
		if w := firstWordBefore(s, k); w != "" && isWordOf(w, rangeFrom[:]) {
			k -= len(w)
		}
		if l, _ := labelBefore(s, k); l&cueIP == 0 && l&(cueVersion|cueOther) != 0 {
			return true
		}
	}
	return false
}

// rangeTo join two versions or addresses (the ends of a range, or two of
// a list), and rangeFrom may open a range.
var (
	rangeTo   = [...]string{"to", "auf", "bis", "vers", "à", "a", "zu", "al", "and", "or", "und", "oder", "et", "ou", "y", "o", "e"}
	rangeFrom = [...]string{"from", "von", "de", "depuis", "desde", "da", "dal"}
)

// quadRangeEnd returns the end of a dotted quad joined to the one ending
// at end by a range word ("4.2.1.15 auf 4.2.2.0"), or -1.
func quadRangeEnd(s string, end int) int {
	k := end + spaceWidth(s, end)
	w := firstWord(s[k:])
	if w == "" || !isWordOf(w, rangeTo[:]) {
		return -1
	}
	k += len(w)
	k += spaceWidth(s, k)
	if e := matchIPv4(s, k); e > k {
		return e
	}
	return -1
}

// quadRangeStart returns the start of a dotted quad joined to the one
// starting at start by a range word, or -1.
func quadRangeStart(s string, start int) int {
	k := start - sepBefore(s, start, spaceWidth)
	w := firstWordBefore(s, k)
	if w == "" || !isWordOf(w, rangeTo[:]) {
		return -1
	}
	k -= len(w)
	k -= sepBefore(s, k, spaceWidth)
	j := k
	for j > 0 && (isDigit(s[j-1]) || s[j-1] == '.') {
		j--
	}
	if j < k && matchIPv4(s, j) == k {
		return j
	}
	return -1
}

// firstWordBefore returns the run of letters that ends at k.
func firstWordBefore(s string, k int) string {
	j := k
	for j > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:j])
		if !unicode.IsLetter(r) {
			break
		}
		j -= w
	}
	return s[j:k]
}

// scoreCard rates a card-shaped number: strong when it passes Luhn and
// starts like a card network's number (2 to 6, or JCB's 1800), weak
// otherwise (ISBNs, EANs, epoch milliseconds), unless a card cue precedes
// it.
func scoreCard(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	v := s[start:end]
	if luhnValid(v) && cardNetworkPrefix(v) {
		if l, _ := labelBefore(s, start); l&cueCard == 0 && l&(cueProduct|cueDigits|cueVersion) != 0 {
			return scoreNever // "EAN 5901234123457": a product code that passes Luhn
		}
		return scoreStrong
	}
	return cuedOr(s, start, cueCard)
}

// cardNetworkPrefix reports whether a card number starts like one of the
// card networks' (Visa 4, Mastercard 2 and 5, Amex, Diners and JCB 3,
// Discover and Maestro 6 and 5, JCB's 15-digit 1800).
func cardNetworkPrefix(v string) bool {
	c := v[0]
	if c >= '2' && c <= '6' {
		return true
	}
	return strings.HasPrefix(v, "1800") && digitCount(v) == 15
}

// digitCount counts the digits of v.
func digitCount(v string) int {
	n := 0
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			n++
		}
	}
	return n
}

// scoreSSN rates a dashed SSN (3-2-4): one that passes the SSN rules
// (ssnValid) is an SSN in any language and style, unless a label of
// another number stands right before it ("part 482-19-3307"); one that
// fails them needs its cue.
func scoreSSN(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	if ssnValid(s[start:end]) {
		if otherLabel(s, start, end, cueSSN) {
			return scoreNever
		}
		return scoreStrong
	}
	return cuedOr(s, start, cueSSN)
}

// scoreITIN rates a dashed ITIN (9xx-7x-xxxx or 9xx-8x-xxxx), as
// scoreSSN an SSN.
func scoreITIN(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	if itinValid(s[start:end]) {
		if otherLabel(s, start, end, cueSSN) {
			return scoreNever
		}
		return scoreStrong
	}
	return cuedOr(s, start, cueSSN)
}

// scoreUSPhone rates a North American number: strong with "+1", an area
// code in parentheses or separators between its three groups; ten bare
// digits (byte counts, identifiers) need a phone cue.
func scoreUSPhone(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	v := s[start:end]
	if v[0] == '+' || strings.IndexByte(v, ')') > 0 && v[0] == '(' {
		return scoreStrong
	}
	if v[0] == '(' {
		return scoreNever // "(8257443947": an opening parenthesis with no area code closed
	}
	if digitGroups(v) >= 3 {
		return scoreStrong // 415-555-0132, 1-415-555-0132, 415.555.0132
	}
	return cuedOr(s, start, cuePhone)
}

// digitGroups counts the runs of digits of v.
func digitGroups(v string) int {
	n := 0
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) && (i == 0 || !isDigit(v[i-1])) {
			n++
		}
	}
	return n
}

// inPairs reports whether the digits of v after its first two come in
// groups of two ("06 12 34 56 78", "06.12.34.56.78").
func inPairs(v string) bool {
	if digitRun(v, 0) != 2 {
		return false
	}
	for i := 2; i < len(v); {
		if !isDigit(v[i]) {
			i++
			continue
		}
		if n := digitRun(v, i); n != 2 {
			return false
		}
		i += 2
	}
	return true
}

// scoreZip rates a ZIP code: five digits are ZIP codes only after a US
// state ("CA 94105", "Texas 75001") or a ZIP cue ("zip", "postal code").
func scoreZip(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	if stateBefore(s, start) || cueBefore(s, start, cueZip) {
		return scoreCued
	}
	return scoreWeak
}

// scoreFRPhone rates a French number: strong with +33 or written in
// pairs, as the French write them; ten bare digits, or digits grouped
// otherwise ("0532 0130 00", the middle of an IBAN), need a phone cue.
func scoreFRPhone(s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	v := s[start:end]
	if v[0] == '+' || inPairs(v) {
		return scoreStrong
	}
	return cuedOr(s, start, cuePhone)
}
