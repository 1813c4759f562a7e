package regex

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
)

// The PHONE label (group "phone") finds telephone numbers written in the
// ways people write them, in any country, since no pattern of upstream's
// and no in-text matcher of libphonenumber's Go port exists
// (phonenumbers.NewPhoneNumberMatcher is a stub). A candidate is a run of
// digit groups:
//
//	[+CC, (+CC) or 00CC] [(0)] [(area)] group (sep group)* [extension]
//
// where sep is one space (or Unicode space separator), dot or hyphen, and
// the extension is "x123", "ext. 123" or "#123". It is then judged:
//
//   - With an international prefix (+ or 00), the country code must exist
//     and libphonenumber must find the length possible for that country
//     (phonenumbers.IsPossibleNumber, about 0.4 µs). The "PHONE" validator
//     asks for phonenumbers.Parse + IsValidNumber instead (about 50 µs a
//     number, and it refuses numbers in ranges its tables do not list).
//   - Without one (a national number), it must hold 7 to 12 digits (13
//     with a trunk 0) in at least two groups, the first of two or more
//     digits unless it is an area code in parentheses or North America's
//     leading 1 ("1-877-893-2879"), and must not have the shape another label
//     owns (US SSN 3-2-4 with hyphens, ZIP+4, a dotted quad, a date), nor
//     be an amount ("12 500 000 €") or a run of years ("1990-1995-2000");
//     or 8 to 12 digits without a separator. It is then scored
//     (matchPhone): plausible when it fits a numbering plan (a run of
//     digits only with a trunk 0), or when a country code in parentheses
//     starts a valid number of that country ("(351) 962 828 917"); weak
//     otherwise (two bare groups such as "467 3395", numbers written by
//     thousands, runs without a trunk 0), and a weak one needs a telephone
//     cue: a word such as "phone", "tel", "Ruf", "rappel" or "richiamare"
//     shortly before (with no other number in between), a line label such
//     as "office" or "fax" or a German verb ("anrufen") right after, or a
//     phone header over its column. National numbers cannot be validated
//     without knowing the country, so the PHONE validator drops them.
//
// A candidate is never cut out of a longer run of digit groups, and a digit
// group followed by ":", "/", "," or "." and a digit (times, dates, decimal
// numbers) ends no candidate.

const (
	maxPhoneDigits = 17
	maxPhoneGroups = 8
)

// phoneCand is a parsed phone-number candidate.
type phoneCand struct {
	end    int  // end of the candidate, extension included
	intl   bool // written with + or 00
	zeros  bool // written with 00 (not +)
	paren  bool // holds an area code in parentheses
	slash  bool // a slash follows its first group
	nd     int
	digits [maxPhoneDigits]byte // after the international prefix, without a "(0)" trunk
	groups int
	lens   [maxPhoneGroups]int
	seps   [maxPhoneGroups]byte // separator before each group: 0, ' ', '.', '-'
}

// phoneSepWidth matches a separator between digit groups: a space (or
// Unicode space separator), a dot or a hyphen.
func phoneSepWidth(s string, i int) int {
	if c := byteAt(s, i); c == '.' || c == '-' {
		return 1
	}
	return spaceWidth(s, i)
}

// phoneSepKind normalises the separator at s[i:] to ' ', '.' or '-'.
func phoneSepKind(s string, i int) byte {
	if c := s[i]; c == '.' || c == '-' {
		return c
	}
	return ' '
}

// phoneStartOK checks the left boundary of a candidate starting at i: no
// word character or "+" before it, and not the tail of a longer number.
func phoneStartOK(s string, i int) bool {
	if i == 0 {
		return true
	}
	if p := s[i-1]; isASCIIWord(p) || p == '+' || p == ')' {
		return false
	}
	w := sepBefore(s, i, phoneSepWidth)
	if w == 0 && strings.IndexByte(",:/", s[i-1]) >= 0 {
		w = 1
	}
	if w == 0 || i-w == 0 {
		return true
	}
	p := s[i-w-1]
	return !isDigit(p) && p != ')'
}

// parsePhone reads the candidate starting at i, or reports false.
// national reads a leading "00" as digits, not as an international
// prefix.
func parsePhone(s string, i int, national bool) (c phoneCand, ok bool) {
	j := i
	switch {
	case national: // "00" read as digits
	case s[j] == '+':
		if !digitAt(s, j+1) || s[j+1] == '0' {
			return c, false
		}
		c.intl = true
		j++
	case strings.HasPrefix(s[j:], "00") && digitAt(s, j+2) && s[j+2] != '0':
		c.intl, c.zeros = true, true
		j += 2
	case s[j] == '(' && byteAt(s, j+1) == '+':
		// "(+39) 06 6982 1234": the country code in parentheses.
		n := digitRun(s, j+2)
		if n == 0 || n > 3 || s[j+2] == '0' || byteAt(s, j+2+n) != ')' {
			return c, false
		}
		c.intl = true
		c.addGroup(s[j+2:j+2+n], 0, false)
		j += 3 + n
		j += phoneSepWidth(s, j)
		if !digitAt(s, j) {
			return c, false
		}
	}
	numEnd, sep := -1, byte(0)
	for c.groups < maxPhoneGroups {
		if byteAt(s, j) == '(' {
			k, ok := c.parenGroup(s, j, sep)
			if !ok {
				break
			}
			numEnd, sep, j = k, 0, k
			if w := phoneSepWidth(s, j); w > 0 && digitAt(s, j+w) {
				j += w
			}
			if !digitAt(s, j) {
				return c, false // a number does not end with ")"
			}
			continue
		}
		n := digitRun(s, j)
		if n == 0 || !c.addGroup(s[j:j+n], sep, false) {
			return c, false
		}
		j += n
		numEnd, sep = j, 0
		if w := phoneSepWidth(s, j); w > 0 && (digitAt(s, j+w) || byteAt(s, j+w) == '(') {
			sep = phoneSepKind(s, j)
			j += w
		} else if c.areaSlash(s, j) {
			sep, c.slash = '/', true
			j++
		} else if w := c.areaSpaced(s, j); w > 0 {
			sep = '/'
			j += w
		} else if byteAt(s, j) != '(' {
			break
		}
	}
	if numEnd < 0 || c.groups == 0 || digitAt(s, numEnd) {
		return c, false
	}
	c.end = phoneExtEnd(s, numEnd)
	return c, phoneEndOK(s, c.end)
}

// areaSlash reports whether s[j] is the slash that German numbers write
// after their area code ("030/23125102"): after a first group of two to
// five digits starting with the trunk 0, in a national number, before
// five digits or more; or the one Italian mobiles write after their
// prefix ("333/1234567"): after three digits starting with 3, before six
// to eight digits.
func (c *phoneCand) areaSlash(s string, j int) bool {
	if byteAt(s, j) != '/' || c.intl || c.groups != 1 {
		return false
	}
	n := digitRun(s, j+1)
	if c.digits[0] == '3' {
		return c.lens[0] == 3 && n >= 6 && n <= 8
	}
	return c.digits[0] == '0' && c.lens[0] >= 2 && c.lens[0] <= 5 && n >= 5
}

// areaSpaced returns the width of the spaced slash or hyphen that ends an
// area code at s[j:] (" / ", " - ": "030 / 1234567", "06 - 1234567",
// "+49 (0)30 / 1234567"), or 0: after a national first group of two to
// five digits starting with the trunk 0, or an international number's
// area code of one to five digits after its country code, before three
// digits or more.
func (c *phoneCand) areaSpaced(s string, j int) int {
	if byteAt(s, j) != ' ' || byteAt(s, j+2) != ' ' || byteAt(s, j+1) != '/' && byteAt(s, j+1) != '-' || digitRun(s, j+3) < 3 {
		return 0
	}
	last := c.lens[c.groups-1]
	if c.intl && c.groups == 2 && last <= 5 || !c.intl && c.groups == 1 && c.digits[0] == '0' && last >= 2 && last <= 5 {
		return 3
	}
	return 0
}

// parenGroup reads "(digits)" at s[j:]: the "(0)" a national trunk prefix
// written after a country code, or an area code. It returns the end.
func (c *phoneCand) parenGroup(s string, j int, sep byte) (int, bool) {
	n := digitRun(s, j+1)
	if n == 0 || n > 5 || byteAt(s, j+1+n) != ')' {
		return 0, false
	}
	if c.intl && c.groups == 1 && n == 1 && s[j+1] == '0' {
		return j + 3, true // trunk: not part of the international number
	}
	if c.paren {
		return 0, false
	}
	c.paren = true
	return j + 2 + n, c.addGroup(s[j+1:j+1+n], sep, true)
}

// addGroup appends a digit group; it fails when the number grows too long.
func (c *phoneCand) addGroup(digits string, sep byte, paren bool) bool {
	if c.nd+len(digits) > maxPhoneDigits {
		return false
	}
	copy(c.digits[c.nd:], digits)
	c.nd += len(digits)
	c.lens[c.groups] = len(digits)
	c.seps[c.groups] = sep
	if paren {
		c.seps[c.groups] = '('
	}
	c.groups++
	return true
}

// phoneExtEnd extends a number ending at j over an extension: an optional
// space, then "x", "ext", "ext." or "#", an optional space, and one to six
// digits not followed by a word character.
func phoneExtEnd(s string, j int) int {
	k := j + spaceWidth(s, j)
	switch {
	case byteAt(s, k)|0x20 == 'x':
		k++
	case byteAt(s, k) == '#':
		k++
	case len(s) >= k+3 && strings.EqualFold(s[k:k+3], "ext"):
		k += 3
		if byteAt(s, k) == '.' {
			k++
		}
	default:
		return j
	}
	k += spaceWidth(s, k)
	n := digitRun(s, k)
	if n == 0 || n > 6 || wordAt(s, k+n) {
		return j
	}
	return k + n
}

// phoneEndOK checks the right boundary: no word character, and no
// separator, ":", "/" or "," followed by a digit (a longer run of groups, a
// time, a date, a decimal number).
func phoneEndOK(s string, end int) bool {
	if wordAt(s, end) {
		return false
	}
	w := phoneSepWidth(s, end)
	if w == 0 && strings.IndexByte(":/,", byteAt(s, end)) >= 0 {
		w = 1
	}
	return w == 0 || !digitAt(s, end+w)
}

// matchPhone matches PHONE at i and scores it. strict selects the PHONE
// validator.
//
// A number with its country code is strong ("+" always; "00" when
// grouped, since a run of digits starting "00" is as often a padded
// identifier). A national number is plausible when it fits a numbering
// plan (trunk 0 and an area code, as in France, Germany, the UK and Italy;
// 3-3-4 in North America; an Italian mobile 3xx; a Spanish 3-2-2-2) and
// is not grouped by thousands ("953 780 926", "10.790.387", how counts and
// amounts are written); any other national number needs a telephone cue.
func matchPhone(s string, i int, strict bool) (int, float64) {
	if !phoneStartOK(s, i) {
		return -1, 0
	}
	c, ok := parsePhone(s, i, false)
	if !ok {
		return -1, 0
	}
	if c.intl {
		if c.nd < 7 || c.nd > 15 || !internationalOK(c.digits[:c.nd], strict) {
			if !c.zeros || strict {
				return -1, 0
			}
			// "0096-217257": a "00" that starts no possible international
			// number is a national number's, which needs a cue.
			if c, ok = parsePhone(s, i, true); !ok || !c.nationalOK() {
				return -1, 0
			}
			return c.end, cueScore(phoneCue(s, i, c.end))
		}
		if c.zeros && c.groups == 1 {
			return c.end, cueScore(phoneCue(s, i, c.end))
		}
		return c.end, scoreStrong
	}
	if !strict && c.bare() {
		return c.end, bareScore(s, i, &c)
	}
	if strict || !c.nationalOK() || isAmount(s, i, c.end) {
		return -1, 0
	}
	// The plan first: a plausible number needs no cue, and cue lookups
	// cost more than the shape tests.
	// A mobile's prefix and a slash ("333/1234567") is a path or a
	// fraction as often: it needs a cue.
	if !c.thousands() && (c.groups > 2 || c.paren || c.trunkArea()) && !(c.slash && c.digits[0] != '0') && c.planOK() {
		return c.end, scorePlausible
	}
	if c.parenCountryCode() {
		return c.end, scorePlausible
	}
	return c.end, cueScore(phoneCue(s, i, c.end))
}

// bare reports whether a national candidate is one run of 8 to 12 digits
// without any separator ("0214920706", "3778909780").
func (c *phoneCand) bare() bool {
	return !c.intl && c.groups == 1 && !c.paren && c.nd >= 8 && c.nd <= 12
}

// bareScore rates a national number written as one run of digits: a
// label of another kind of value before it makes it that value ("order
// 0214920706", "card 060454095237"); a trunk 0 and 9 to 12 digits make
// it plausible, as padded identifiers start with more zeros; any other
// run (an identifier, a count, a byte size as often as a phone number)
// needs a telephone cue.
func bareScore(s string, start int, c *phoneCand) float64 {
	if l, _ := labelBefore(s, start); l != 0 && l&cuePhone == 0 {
		return scoreNever // "order 0214920706", "tarjeta=060454095237"
	}
	if c.digits[0] == '0' && c.planOK() {
		return scorePlausible
	}
	return cueScore(phoneCue(s, start, c.end))
}

// cueScore is scoreCued with a cue, scoreWeak without.
func cueScore(cued bool) float64 {
	if cued {
		return scoreCued
	}
	return scoreWeak
}

// parenCountryCode reports whether the number starts with a country
// calling code in parentheses, without its "+", and the rest is a valid
// number of that country ("(351) 962 828 917"), as libphonenumber
// judges it (about 50 µs: only for such numbers).
func (c *phoneCand) parenCountryCode() bool {
	if c.seps[0] != '(' || c.lens[0] > 3 || c.digits[0] == '0' {
		return false
	}
	cc := atoi(string(c.digits[:c.lens[0]]))
	if !callingCodes()[cc] {
		return false
	}
	num, err := phonenumbers.Parse("+"+string(c.digits[:c.nd]), "ZZ")
	return err == nil && int(num.GetCountryCode()) == cc && phonenumbers.IsValidNumber(num)
}

// trunkArea reports whether the number starts with a trunk 0 and an area
// code of two to five digits ("030 23125884", "07700 900483").
func (c *phoneCand) trunkArea() bool {
	return c.digits[0] == '0' && c.digits[1] != '0' && c.lens[0] >= 2 && c.lens[0] <= 5
}

// thousands reports whether the groups are those of a number written by
// thousands: a first group of one to three digits, then groups of three,
// all with the same separator.
func (c *phoneCand) thousands() bool {
	if c.groups < 3 || c.lens[0] > 3 || c.seps[0] == '(' {
		return false
	}
	for k := 1; k < c.groups; k++ {
		if c.lens[k] != 3 || c.seps[k] != c.seps[1] {
			return false
		}
	}
	return c.seps[1] == ' ' || c.seps[1] == '.'
}

// planOK reports whether a national number fits the numbering plan of one
// of the countries the corpus and the users write: a trunk 0 and 9 to 12
// digits, or 13 in groups (France, Germany, Austria, the UK, Italy's fixed
// lines), 3-3-4 digits not starting with 0 or 1, with or without the
// leading 1 (North America), ten digits starting with 3
// (Italian mobiles), nine digits starting with 6 to 9 in 3-2-2-2 (Spain).
func (c *phoneCand) planOK() bool {
	d, l := c.digits[:c.nd], c.lens[:c.groups]
	switch {
	case d[0] == '0':
		return d[1] != '0' && c.nd >= 9 && (c.nd <= 12 || c.nd == 13 && c.groups > 1)
	case c.nanpTrunk():
		return d[1] >= '2'
	case c.nd == 10 && d[0] == '3':
		return true
	case c.nd == 10 && d[0] >= '2' && len(l) == 3 && l[0] == 3 && l[1] == 3 && l[2] == 4:
		return true
	case c.nd == 10 && d[0] >= '2' && c.paren && l[0] == 3:
		return true
	case c.nd == 9 && d[0] >= '6' && slices.Equal(l, []int{3, 2, 2, 2}):
		return true
	}
	return false
}

// nanpTrunk reports whether the number has the shape of a North American
// one written with its leading 1 and no "+": 1, then 3-3-4 digits or an
// area code in parentheses ("1-877-893-2879"). It fits the plan when the
// area code does not start with 0 or 1.
func (c *phoneCand) nanpTrunk() bool {
	return c.nd == 11 && c.digits[0] == '1' && slices.Equal(c.lens[:c.groups], []int{1, 3, 3, 4})
}

// nationalOK applies the shape rules for a number without a country code:
// 7 to 12 digits, or 13 with a trunk 0 (Austria's longer numbers).
func (c *phoneCand) nationalOK() bool {
	if c.nd < 7 || c.nd > 12 && (c.nd > 13 || c.digits[0] != '0') || c.groups < 2 {
		return false
	}
	if c.seps[0] != '(' && c.lens[0] < 2 && !c.nanpTrunk() {
		return false
	}
	for k := 1; k < c.groups; k++ {
		if c.lens[k] < 2 {
			return false
		}
	}
	return !c.ownedShape()
}

// ownedShape reports whether the groups have a shape another label owns:
// a US SSN, a ZIP+4, a dotted quad (IPV4) or a date.
func (c *phoneCand) ownedShape() bool {
	l, sp := c.lens[:c.groups], c.seps[:c.groups]
	switch {
	case c.groups == 3 && l[0] == 3 && l[1] == 2 && l[2] == 4 && sp[1] == '-' && sp[2] == '-':
		return true
	case c.groups == 2 && l[0] == 5 && l[1] == 4 && sp[1] == '-':
		return true
	case c.groups == 4 && sp[1] == '.' && sp[2] == '.' && sp[3] == '.' && l[0] <= 3 && l[1] <= 3 && l[2] <= 3 && l[3] <= 3:
		return c.octets() // "347.123.45.67" is an Italian mobile, no address
	case c.groups == 3 && sp[1] == sp[2] && sp[1] != 0 && c.isDate():
		return true
	}
	return c.isYearRun()
}

// octets reports whether every group is a number from 0 to 255.
func (c *phoneCand) octets() bool {
	d := c.digits[:c.nd]
	for _, l := range c.lens[:c.groups] {
		v := 0
		for _, x := range d[:l] {
			v = v*10 + int(x-'0')
		}
		if v > 255 {
			return false
		}
		d = d[l:]
	}
	return true
}

// isYearRun reports whether every group is a year from 1900 to 2099
// ("1990-1995-2000").
func (c *phoneCand) isYearRun() bool {
	d := c.digits[:c.nd]
	for _, l := range c.lens[:c.groups] {
		if l != 4 || !(d[0] == '1' && d[1] == '9' || d[0] == '2' && d[1] == '0') {
			return false
		}
		d = d[4:]
	}
	return true
}

// currencyWords follow an amount, which a number grouped by thousands
// ("12 500 000 euros") often is.
var currencyWords = [...]string{"eur", "euro", "euros", "usd", "dollar", "dollars", "gbp", "chf", "francs", "pounds"}

// isAmount reports whether the candidate s[start:end] has a currency sign
// right before or after it, or a currency word after it (one space apart at
// most).
func isAmount(s string, start, end int) bool {
	k := end + spaceWidth(s, end)
	if r, _ := utf8.DecodeRuneInString(s[k:]); k < len(s) && unicode.Is(unicode.Sc, r) {
		return true
	}
	if isWordOf(firstWord(s[k:]), currencyWords[:]) {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:start-sepBefore(s, start, spaceWidth)])
	return unicode.Is(unicode.Sc, r)
}

// isDate reports whether three groups read as a date: YYYY-MM-DD or
// DD-MM-YYYY (or MM-DD-YYYY), with a year from 1900 to 2099.
func (c *phoneCand) isDate() bool {
	d := c.digits[:c.nd]
	num := func(b []byte) int {
		v := 0
		for _, x := range b {
			v = v*10 + int(x-'0')
		}
		return v
	}
	year := func(v int) bool { return v >= 1900 && v <= 2099 }
	switch l := c.lens; {
	case l[0] == 4 && l[1] == 2 && l[2] == 2:
		m, dd := num(d[4:6]), num(d[6:8])
		return year(num(d[:4])) && m >= 1 && m <= 12 && dd >= 1 && dd <= 31
	case l[0] == 2 && l[1] == 2 && l[2] == 4:
		a, b := num(d[:2]), num(d[2:4])
		return year(num(d[4:8])) && a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12)
	}
	return false
}

// phoneLabelWords name a telephone line right after its number ("555
// 1234 office", "351739336 cellulare", "918 927 411 (tel)"), or are the
// verbs German puts after it ("unter 030 1234 anrufen").
var phoneLabelWords = [...]string{"office", "fax", "mobile", "cell", "home", "work", "phone", "tel", "desk",
	"anrufen", "zurückrufen", "erreichbar", "erreichen",
	"cellulare", "telefono", "ufficio", "handy", "mobil", "festnetz", "büro", "portable", "fixe", "móvil", "movil",
	"fijo", "telemóvel", "telemovel", "telefone", "mobiel", "telefoon", "gsm", "natel"}

// phoneCue reports whether the candidate s[start:end] has a telephone cue:
// a cue word (cueLists[cuePhone]) shortly before it, after the last digit
// there, or a line label right after it.
func phoneCue(s string, start, end int) bool {
	if cueBefore(s, start, cuePhone) {
		return true
	}
	k := end
	if c := byteAt(s, k); c == '-' || c == ',' {
		k++
	} else {
		k += spaceWidth(s, k)
	}
	if byteAt(s, k) == '(' {
		k++ // "918 927 411 (tel)"
	}
	return isWordOf(firstWord(s[k:]), phoneLabelWords[:])
}

// isWordOf reports whether word equals one of words, ignoring case.
func isWordOf(word string, words []string) bool {
	for _, w := range words {
		if strings.EqualFold(word, w) {
			return true
		}
	}
	return false
}

// firstWord returns the run of letters at the start of text.
func firstWord(text string) string {
	for i, r := range text {
		if !unicode.IsLetter(r) {
			return text[:i]
		}
	}
	return text
}

// callingCodes marks the country calling codes libphonenumber knows. It is
// built once and never written again.
var callingCodes = sync.OnceValue(func() *[1000]bool {
	var t [1000]bool
	for cc := range phonenumbers.GetSupportedCallingCodes() {
		if cc > 0 && cc < len(t) {
			t[cc] = true
		}
	}
	return &t
})

// internationalOK checks a number written with an international prefix;
// digits start with the country code.
func internationalOK(digits []byte, strict bool) bool {
	if strict {
		num, err := phonenumbers.Parse("+"+string(digits), "ZZ")
		return err == nil && phonenumbers.IsValidNumber(num)
	}
	cc, n := 0, 0
	codes := callingCodes()
	for n < 3 && n < len(digits) {
		cc = cc*10 + int(digits[n]-'0')
		n++
		if codes[cc] {
			break
		}
	}
	if !codes[cc] || n == len(digits) {
		return false
	}
	nsn := digits[n:]
	if possibleNumber(cc, nsn) {
		return true
	}
	// "+44 020 ...": the national trunk 0 written after the country code.
	return nsn[0] == '0' && len(nsn) > 1 && possibleNumber(cc, nsn[1:])
}

// possibleNumber tells whether a national significant number has a
// possible length for the country code, as libphonenumber's
// IsPossibleNumber judges it: that judgement reads only the number's
// length, so it is looked up in a table libphonenumber filled once
// (possibleLengths), without the strings IsPossibleNumber builds (three
// allocations per candidate). A number of zeros only, or longer than the
// table, is asked of libphonenumber itself.
func possibleNumber(cc int, nsn []byte) bool {
	if len(nsn) < maxTabledNSN && slices.ContainsFunc(nsn, func(d byte) bool { return d != '0' }) {
		return possibleLengths()[cc]>>len(nsn)&1 != 0
	}
	return possibleNumberLib(cc, nsn)
}

// maxTabledNSN bounds the lengths possibleLengths holds: libphonenumber's
// longest national significant number is 17 digits.
const maxTabledNSN = 18

// possibleLengths has bit n of entry cc set when libphonenumber holds a
// national significant number of n digits possible for calling code cc.
// It is built once, from possibleNumberLib, and never written again.
var possibleLengths = sync.OnceValue(func() *[1000]uint32 {
	var t [1000]uint32
	codes := callingCodes()
	nsn := make([]byte, 0, maxTabledNSN)
	for cc := range t {
		if !codes[cc] {
			continue
		}
		for n := 1; n < maxTabledNSN; n++ {
			nsn = append(nsn[:0], '1') // no leading zero: its length is n
			for range n - 1 {
				nsn = append(nsn, '0')
			}
			if possibleNumberLib(cc, nsn) {
				t[cc] |= 1 << n
			}
		}
	}
	return &t
})

// possibleNumberLib asks libphonenumber whether a national significant
// number has a possible length for the country code. It builds the
// PhoneNumber directly: phonenumbers.Parse costs about 25 µs.
func possibleNumberLib(cc int, nsn []byte) bool {
	var national uint64
	zeros := 0
	for k, d := range nsn {
		if d == '0' && zeros == k {
			zeros++
		}
		national = national*10 + uint64(d-'0')
	}
	code := int32(cc)
	num := phonenumbers.PhoneNumber{CountryCode: &code, NationalNumber: &national}
	if zeros > 0 && national != 0 {
		lead, count := true, int32(zeros)
		num.ItalianLeadingZero, num.NumberOfLeadingZeros = &lead, &count
	}
	return phonenumbers.IsPossibleNumber(&num)
}
