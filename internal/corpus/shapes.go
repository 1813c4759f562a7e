package corpus

import (
	"regexp"
	"strings"
	"unicode"
)

// Shape is a substring that has the shape of a strong identifier: a value
// no detector could be blamed for masking, whatever its context.
type Shape struct {
	Kind  string // "email", "iban", "card", "phone" or "url"
	Value string
}

// StrongShapes returns the substrings of text that are shaped like an
// e-mail address, an IBAN that passes its mod-97 check, a card number that
// passes Luhn with a card network's leading digit, an international phone
// number (+ and 8 digits or more), a phone number right after a telephone
// word, or a URL with a host. The no-PII corpus holds none: the generator
// draws again when a message has one, and the tests check the committed
// files.
func StrongShapes(text string) []Shape {
	var out []Shape
	for _, m := range emailShape.FindAllString(text, -1) {
		out = append(out, Shape{"email", m})
	}
	for _, m := range ibanShapes(text) {
		out = append(out, Shape{"iban", m})
	}
	for _, m := range cardShapes(text) {
		out = append(out, Shape{"card", m})
	}
	for _, re := range []*regexp.Regexp{intlPhoneShape, cuedPhoneShape} {
		for _, m := range re.FindAllString(text, -1) {
			out = append(out, Shape{"phone", m})
		}
	}
	for _, m := range urlShape.FindAllString(text, -1) {
		out = append(out, Shape{"url", m})
	}
	return out
}

var (
	emailShape     = regexp.MustCompile(`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`)
	intlPhoneShape = regexp.MustCompile(`\+\d(?:[ .()/-]{0,2}\d){7,}`)
	urlShape       = regexp.MustCompile(`(?i)\b(?:https?|ftp|wss?)://[^\s/"'<>]+`)
	cuedPhoneShape = regexp.MustCompile(`(?i)\b(?:phone|tel|tél|téléphone|telefon|handy|mobil|mobile|portable|ruf|rufnummer|appel\w*|call|fax|whatsapp|sms)\b\W{0,12}\(?\d(?:[ .()/-]{0,2}\d){6,}`)
)

// ibanLengths maps the countries of the IBAN registry to their IBAN length.
var ibanLengths = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
	"BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29,
	"ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28,
	"HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20,
	"LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19,
	"MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29,
	"RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28,
	"TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}

// ibanShapes finds, at every word start, a registry country code (in
// either case), two digits and the country's length in letters and digits,
// single spaces or hyphens allowed between them, that passes mod 97.
func ibanShapes(text string) []string {
	var out []string
	rs := []rune(text)
	for i := 0; i+1 < len(rs); i++ {
		if i > 0 && isAlnum(rs[i-1]) {
			continue
		}
		cc := strings.ToUpper(string(rs[i : i+2]))
		n, ok := ibanLengths[cc]
		if !ok {
			continue
		}
		var chars []rune
		j := i
		for j < len(rs) && len(chars) < n {
			switch {
			case isAlnum(rs[j]):
				chars = append(chars, unicode.ToUpper(rs[j]))
			case (rs[j] == ' ' || rs[j] == '-') && j > i && isAlnum(rs[j-1]) && j+1 < len(rs) && isAlnum(rs[j+1]):
			default:
				j = len(rs) // a character an IBAN cannot hold
				continue
			}
			j++
		}
		if len(chars) == n && isDigit(chars[2]) && isDigit(chars[3]) && (j == len(rs) || !isAlnum(rs[j])) && mod97(chars) == 1 {
			out = append(out, string(rs[i:j]))
		}
	}
	return out
}

// mod97 is the ISO 7064 remainder of an IBAN: the first four characters
// moved to the end, letters counted as 10 to 35.
func mod97(chars []rune) int {
	r := 0
	for _, c := range append(append([]rune{}, chars[4:]...), chars[:4]...) {
		switch {
		case isDigit(c):
			r = (r*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			r = (r*100 + int(c-'A'+10)) % 97
		default:
			return -1
		}
	}
	return r
}

// cardShapes finds runs of digit groups (single spaces or hyphens between
// groups, no digit or letter around the run) and reports every stretch of
// whole groups holding 13 to 19 digits (12 for Maestro, which starts with 5
// or 6) that starts with 2 to 6, the leading digits of the card networks,
// and passes Luhn.
func cardShapes(text string) []string {
	var out []string
	rs := []rune(text)
	for i := 0; i < len(rs); {
		if !isDigit(rs[i]) || (i > 0 && (isAlnum(rs[i-1]) || rs[i-1] == '.' || rs[i-1] == ',')) {
			i++
			continue
		}
		// groups[k] = [start, end) of the k-th digit group of the run.
		var groups [][2]int
		j := i
		for {
			s := j
			for j < len(rs) && isDigit(rs[j]) {
				j++
			}
			groups = append(groups, [2]int{s, j})
			if j+1 < len(rs) && (rs[j] == ' ' || rs[j] == '-') && isDigit(rs[j+1]) {
				j++
				continue
			}
			break
		}
		if j < len(rs) && isLetter(rs[j]) {
			i = j
			continue
		}
		for a := range groups {
			digits := 0
			for b := a; b < len(groups); b++ {
				digits += groups[b][1] - groups[b][0]
				if digits > 19 {
					break
				}
				val := string(rs[groups[a][0]:groups[b][1]])
				if cardLike(val, digits) {
					out = append(out, val)
				}
			}
		}
		i = j
	}
	return out
}

func cardLike(val string, digits int) bool {
	var ds []int
	for _, c := range val {
		if isDigit(c) {
			ds = append(ds, int(c-'0'))
		}
	}
	first := ds[0]
	switch {
	case digits >= 13 && digits <= 19 && first >= 2 && first <= 6:
	case digits == 12 && (first == 5 || first == 6):
	default:
		return false
	}
	return luhn(ds)
}

func luhn(ds []int) bool {
	sum := 0
	for i := range ds {
		d := ds[len(ds)-1-i]
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

func isDigit(r rune) bool  { return r >= '0' && r <= '9' }
func isLetter(r rune) bool { return unicode.IsLetter(r) }
func isAlnum(r rune) bool  { return isDigit(r) || unicode.IsLetter(r) }
