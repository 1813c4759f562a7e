package regex

import "strings"

// Checksum validators. They are opt-in per label (Config.Validators):
// upstream matches shapes only, on purpose, so that an OCR-damaged or
// mistyped real value is still masked.

// luhnValid reports whether the digits of s (other characters are ignored)
// pass the Luhn check. A text with fewer than two digits fails.
func luhnValid(s string) bool {
	sum, n := 0, 0
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if !isDigit(c) {
			continue
		}
		d := int(c - '0')
		if n%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		n++
	}
	return n >= 2 && sum%10 == 0
}

// ibanValid reports whether the letters and digits of s (separators are
// ignored, letters in either case) form an IBAN whose ISO 7064 mod-97-10
// check holds: the first four characters moved to the end, letters
// replaced by 10..35, the number taken mod 97 must be 1.
func ibanValid(s string) bool {
	var buf [34]byte
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c) || isUpper(c):
		case isLower(c):
			c -= 'a' - 'A'
		default:
			continue
		}
		if n == len(buf) {
			return false
		}
		buf[n] = c
		n++
	}
	if n < 5 {
		return false
	}
	// The country and check digits move to the end; letters count as two
	// digits (A = 10). The remainder is reduced only when it could
	// overflow at the next step, not at every character: the same value
	// mod 97, without a division per character (which was most of the
	// check's cost on every IBAN-shaped candidate).
	var rem uint64
	for _, c := range buf[4:n] {
		rem = ibanStep(rem, c)
	}
	for _, c := range buf[:4] {
		rem = ibanStep(rem, c)
	}
	return rem%97 == 1
}

// ibanStep appends character c (a digit or an upper-case letter) to the
// number rem, kept below 10^16 (times 100 plus 35, it fits in 64 bits).
func ibanStep(rem uint64, c byte) uint64 {
	if rem >= 1e16 {
		rem %= 97
	}
	if isDigit(c) {
		return rem*10 + uint64(c-'0')
	}
	return rem*100 + uint64(c-'A') + 10
}

// nirValid reports whether a French NIR (13 characters and a 2-digit key,
// separators ignored) has the right key: 97 - (number mod 97), where the
// Corsican departments 2A and 2B (in either case) count as 19 and 18
// (INSEE's rule).
func nirValid(s string) bool {
	var buf [15]byte
	n := 0
	for i := 0; i < len(s); i++ {
		c := upper(s[i])
		if !isDigit(c) && c != 'A' && c != 'B' {
			continue
		}
		if n == len(buf) {
			return false
		}
		buf[n] = c
		n++
	}
	if n != len(buf) {
		return false
	}
	body := string(buf[:13])
	switch body[5:7] {
	case "2A":
		body = body[:5] + "19" + body[7:]
	case "2B":
		body = body[:5] + "18" + body[7:]
	}
	if strings.ContainsAny(body, "AB") || strings.ContainsAny(string(buf[13:]), "AB") {
		return false
	}
	var num uint64
	for k := 0; k < 13; k++ {
		num = num*10 + uint64(body[k]-'0')
	}
	key := int(buf[13]-'0')*10 + int(buf[14]-'0')
	return 97-int(num%97) == key
}

// ibanCountries lists the country codes of the SWIFT IBAN registry (and the
// few countries that use IBAN-shaped numbers outside it). It is only used to
// accept an IBAN written in small letters, where a shape alone would be too
// loose.
const ibanCountries = "AD AE AL AO AT AZ BA BE BF BG BH BI BJ BR BY CF CG CH CI CM CR CV CY CZ DE DJ DK DO DZ EE EG ES FI FK FO FR GA GB GE GI GL GQ GR GT GW HN HR HU IE IL IQ IR IS IT JO KM KW KZ LB LC LI LT LU LV LY MA MC MD ME MG MK ML MN MR MT MU MZ NE NI NL NO OM PK PL PS PT QA RO RS RU SA SC SD SE SI SK SM SN SO ST SV TD TG TL TN TR UA VA VG XK YE"

// isIBANCountry reports whether the capital letters a, b name an IBAN
// country.
func isIBANCountry(a, b byte) bool {
	for i := 0; i+1 < len(ibanCountries); i += 3 {
		if ibanCountries[i] == a && ibanCountries[i+1] == b {
			return true
		}
	}
	return false
}

// ssnDigits returns the nine digits of an SSN or ITIN written with or
// without separators, or false.
func ssnDigits(s string) (d [9]byte, ok bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			if n == 9 {
				return d, false
			}
			d[n] = s[i] - '0'
			n++
		}
	}
	return d, n == 9
}

// ssnValid applies the Social Security Administration's rules to a
// nine-digit number: the area (first three digits) is not 000, 666 or
// 900-999, the group (next two) is not 00, the serial (last four) is not
// 0000.
func ssnValid(s string) bool {
	d, ok := ssnDigits(s)
	if !ok {
		return false
	}
	area := int(d[0])*100 + int(d[1])*10 + int(d[2])
	return area != 0 && area != 666 && area < 900 && d[3]|d[4] != 0 && d[5]|d[6]|d[7]|d[8] != 0
}

// itinValid applies the IRS's rules to a nine-digit ITIN: it starts with
// 9 and its fourth and fifth digits are 50-65, 70-88, 90-92 or 94-99.
func itinValid(s string) bool {
	d, ok := ssnDigits(s)
	if !ok || d[0] != 9 {
		return false
	}
	g := int(d[3])*10 + int(d[4])
	return g >= 50 && g <= 65 || g >= 70 && g <= 88 || g >= 90 && g <= 92 || g >= 94
}
