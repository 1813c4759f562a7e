package regex

// National identifiers of European countries (group "eu", beside IBAN).
// Each has a published check, and a value that passes it is masked in any
// language and layout, as the other validated identifiers are, unless a
// label of another number stands right before it; one that fails it (a
// mistyped or damaged value) is masked after a label of a national
// identifier (cueNational). The shapes:
//
//	ES_NIF          12345678Z, 12345678-Z   DNI: eight digits and the check letter (number mod 23)
//	ES_NIE          X1234567L               X, Y or Z (0, 1, 2), seven digits, the same check letter
//	IT_FISCAL_CODE  RSSMRA85T10A562S        codice fiscale: 6 letters, 2 digits, month letter, 2 digits, letter, 3 digits, check letter
//	DE_SVNR         65121086Z795            Versicherungsnummer: area, birth date DDMMYY, initial, serial, check digit
//	DE_TAX_ID       86095742719             Steuer-ID: 11 digits, one repeated, ISO 7064 MOD 11,10 check digit
//	UK_NINO         AB 12 34 56 C           National Insurance number: HMRC's prefixes, six digits, suffix A to D
//	NL_BSN          123456782               burgerservicenummer: nine digits passing the 11-proof
//	PT_NIF          123456789               número de contribuinte: nine digits, mod 11 check digit
//
// Nine digits passing a mod-11 check are an order number as often (one in
// eleven does), so NL_BSN and PT_NIF are reported only after a label of a
// national identifier (nineDigitsAt), as nine-digit SSNs are. Letters may
// be written in either case (lower-cased chat keeps its identifiers), but
// a value of small hexadecimal letters and digits only ("ab123456c") is a
// hash as often, and needs the label too.

// dniLetters are the check letters of the Spanish DNI and NIE, indexed by
// the number mod 23.
const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE"

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return isUpper(c) || isLower(c) }

// upper returns the capital of an ASCII letter, c itself otherwise.
func upper(c byte) byte {
	if isLower(c) {
		return c - 'a' + 'A'
	}
	return c
}

// dniValid reports whether eight digits and a letter (a hyphen between
// them is ignored) form a DNI with the right check letter.
func dniValid(v string) bool {
	if len(v) == 10 && v[8] == '-' {
		v = v[:8] + v[9:]
	}
	if len(v) != 9 || !digitsAt(v, 0, 8) || !isLetter(v[8]) {
		return false
	}
	return dniLetters[atoi(v[:8])%23] == upper(v[8])
}

// nieValid reports whether X, Y or Z, seven digits and a letter form an
// NIE with the right check letter.
func nieValid(v string) bool {
	if len(v) != 9 || !digitsAt(v, 1, 7) || !isLetter(v[8]) {
		return false
	}
	p := int(upper(v[0]) - 'X')
	if p < 0 || p > 2 {
		return false
	}
	return dniLetters[(p*10_000_000+atoi(v[1:8]))%23] == upper(v[8])
}

// fiscalOdd are the values of the characters in the odd positions (first,
// third, ...) of a codice fiscale, digits 0-9 then letters A-Z.
var fiscalOdd = [36]byte{1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
	1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

// fiscalMonths are the letters of the months in a codice fiscale.
const fiscalMonths = "ABCDEHLMPRST"

// fiscalCodeShape reports whether v has the layout of a codice fiscale:
// six letters, two digits, a month letter, two digits (the day, plus 40
// for women), a letter, three digits and a letter.
func fiscalCodeShape(v string) bool {
	if len(v) != 16 {
		return false
	}
	for k := 0; k < 16; k++ {
		switch k {
		case 6, 7, 9, 10, 12, 13, 14:
			if !isDigit(v[k]) {
				return false
			}
		default:
			if !isLetter(v[k]) {
				return false
			}
		}
	}
	day := atoi(v[9:11])
	return indexByte(fiscalMonths, upper(v[8])) >= 0 && (day >= 1 && day <= 31 || day >= 41 && day <= 71)
}

// fiscalCodeValid reports whether a codice fiscale's last letter is its
// check character: the sum of the odd positions' values (fiscalOdd) and
// the even positions' (0-9, A-Z as 0-25), mod 26, as a letter.
func fiscalCodeValid(v string) bool {
	if !fiscalCodeShape(v) {
		return false
	}
	sum := 0
	for k := 0; k < 15; k++ {
		c := upper(v[k])
		x := int(c - '0')
		if isUpper(c) {
			x = int(c-'A') + 10
		}
		if k%2 == 0 {
			sum += int(fiscalOdd[x])
		} else if isUpper(c) {
			sum += x - 10
		} else {
			sum += x
		}
	}
	return byte('A'+sum%26) == upper(v[15])
}

// indexByte is strings.IndexByte for a constant table.
func indexByte(s string, c byte) int {
	for k := 0; k < len(s); k++ {
		if s[k] == c {
			return k
		}
	}
	return -1
}

// svnrDigits returns the twelve characters of a German Versicherungsnummer
// written compact (65121086Z795) or in its groups (65 121086 Z 795), or
// false.
func svnrDigits(v string) (d [12]byte, ok bool) {
	n := 0
	for k := 0; k < len(v); k++ {
		if v[k] == ' ' {
			continue
		}
		if n == 12 {
			return d, false
		}
		d[n] = v[k]
		n++
	}
	return d, n == 12
}

// svnrValid reports whether a Versicherungsnummer has a possible birth
// date (DDMMYY, the day plus 50 for a second number of the same date)
// and its check digit: the letter becomes its place in the alphabet (two
// digits), the twelve digits are weighted 2 1 2 5 7 1 2 1 2 1 2 1, and the
// sum of the products' digit sums mod 10 is the last digit.
func svnrValid(v string) bool {
	c, ok := svnrDigits(v)
	if !ok || !digitsAt(string(c[:8]), 0, 8) || !isLetter(c[8]) || !digitsAt(string(c[9:]), 0, 3) {
		return false
	}
	day, month := atoi(string(c[2:4])), atoi(string(c[4:6]))
	if month < 1 || month > 12 || !(day >= 1 && day <= 31 || day >= 51 && day <= 81) {
		return false
	}
	letter := int(upper(c[8])-'A') + 1
	digits := [12]int{}
	for k := 0; k < 8; k++ {
		digits[k] = int(c[k] - '0')
	}
	digits[8], digits[9] = letter/10, letter%10
	digits[10], digits[11] = int(c[9]-'0'), int(c[10]-'0')
	weights := [12]int{2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1}
	sum := 0
	for k, x := range digits {
		p := x * weights[k]
		sum += p/10 + p%10
	}
	return sum%10 == int(c[11]-'0')
}

// taxIDValid reports whether eleven digits (spaces ignored) form a German
// Steuer-ID: no leading 0; in the first ten digits one digit appears twice
// or three times (not three times in a row) and the others at most once;
// the last is the ISO 7064 MOD 11,10 check digit.
func taxIDValid(v string) bool {
	var d [11]int
	n := 0
	for k := 0; k < len(v); k++ {
		if v[k] == ' ' {
			continue
		}
		if !isDigit(v[k]) || n == 11 {
			return false
		}
		d[n] = int(v[k] - '0')
		n++
	}
	if n != 11 || d[0] == 0 {
		return false
	}
	var count [10]int
	for _, x := range d[:10] {
		count[x]++
	}
	repeated := 0
	for x, c := range count {
		switch {
		case c == 2:
			repeated++
		case c == 3:
			repeated++
			for k := 0; k+2 < 10; k++ {
				if d[k] == x && d[k+1] == x && d[k+2] == x {
					return false
				}
			}
		case c > 3:
			return false
		}
	}
	if repeated != 1 {
		return false
	}
	product := 10
	for _, x := range d[:10] {
		sum := (x + product) % 10
		if sum == 0 {
			sum = 10
		}
		product = sum * 2 % 11
	}
	check := 11 - product
	if check == 10 {
		check = 0
	}
	return check == d[10]
}

// ninoParts returns the two prefix letters, six digits and suffix letter
// of a National Insurance number written compact (AB123456C) or with
// spaces (AB 12 34 56 C, AB 123456 C), or false.
func ninoParts(v string) (p [9]byte, ok bool) {
	n := 0
	for k := 0; k < len(v); k++ {
		if v[k] == ' ' {
			continue
		}
		if n == 9 {
			return p, false
		}
		p[n] = upper(v[k])
		n++
	}
	if n != 9 || !isUpper(p[0]) || !isUpper(p[1]) || !digitsAt(string(p[2:8]), 0, 6) || !isUpper(p[8]) {
		return p, false
	}
	return p, true
}

// ninoValid reports whether a National Insurance number follows HMRC's
// rules: the first letter is not D, F, I, Q, U or V, the second not D, F,
// I, O, Q, U or V, the prefix is none of BG, GB, KN, NK, NT, TN and ZZ,
// and the suffix is A, B, C or D.
func ninoValid(v string) bool {
	p, ok := ninoParts(v)
	if !ok {
		return false
	}
	if indexByte("DFIQUV", p[0]) >= 0 || indexByte("DFIOQUV", p[1]) >= 0 || p[8] < 'A' || p[8] > 'D' {
		return false
	}
	switch string(p[:2]) {
	case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
		return false
	}
	return true
}

// bsnValid reports whether nine digits pass the Dutch 11-proof: the first
// eight weighted 9 down to 2, minus the last, is a multiple of 11.
func bsnValid(v string) bool {
	d, ok := ssnDigits(v)
	if !ok {
		return false
	}
	sum := -int(d[8])
	for k := 0; k < 8; k++ {
		sum += int(d[k]) * (9 - k)
	}
	return sum%11 == 0 && d != [9]byte{}
}

// ptNIFValid reports whether nine digits form a Portuguese tax number: not
// starting with 0 or 4, the first eight weighted 9 down to 2, and the last
// 11 minus the sum mod 11 (0 when that is 10 or 11).
func ptNIFValid(v string) bool {
	d, ok := ssnDigits(v)
	if !ok || d[0] == 0 || d[0] == 4 {
		return false
	}
	sum := 0
	for k := 0; k < 8; k++ {
		sum += int(d[k]) * (9 - k)
	}
	check := 11 - sum%11
	if check >= 10 {
		check = 0
	}
	return int(d[8]) == check
}

// The matchers below return the end of the identifier at i, or -1; they
// check the shape and its boundaries, not the check.

// matchDNIOrSVNR matches at i, eight digits followed by a letter: a DNI
// (the letter, after an optional hyphen) or a Versicherungsnummer (the
// letter and three digits). It returns the label and the end.
func matchDNIOrSVNR(s string, i int) (builtinLabel, int) {
	if wordBefore(s, i) || digitRun(s, i) != 8 {
		return 0, -1
	}
	j := i + 8
	if byteAt(s, j) == '-' {
		j++
	}
	if !isLetter(byteAt(s, j)) {
		return 0, -1
	}
	if j == i+8 && digitRun(s, j+1) == 3 && !wordAt(s, j+4) {
		return labelDESVNR, j + 4
	}
	if wordAt(s, j+1) {
		return 0, -1
	}
	return labelESNIF, j + 1
}

// matchSVNRGroups matches a Versicherungsnummer written in its groups at
// i: "65 121086 Z 795".
func matchSVNRGroups(s string, i int) int {
	if wordBefore(s, i) || digitRun(s, i) != 2 || byteAt(s, i+2) != ' ' || digitRun(s, i+3) != 6 ||
		byteAt(s, i+9) != ' ' || !isLetter(byteAt(s, i+10)) || byteAt(s, i+11) != ' ' ||
		digitRun(s, i+12) != 3 || wordAt(s, i+15) {
		return -1
	}
	return i + 15
}

// matchTaxID matches a Steuer-ID at i: eleven digits, compact or in the
// groups 2 3 3 3 with spaces, not part of a longer chain.
func matchTaxID(s string, i int) int {
	if wordBefore(s, i) {
		return -1
	}
	end := -1
	switch digitRun(s, i) {
	case 11:
		end = i + 11
	case 2:
		j := i + 2
		for _, n := range [...]int{3, 3, 3} {
			if byteAt(s, j) != ' ' || digitRun(s, j+1) != n {
				return -1
			}
			j += 1 + n
		}
		end = j
	default:
		return -1
	}
	if wordAt(s, end) || (byteAt(s, end) == ' ' || byteAt(s, end) == '-') && digitAt(s, end+1) {
		return -1
	}
	return end
}

// matchNIE matches an NIE at i: X, Y or Z, seven digits, a letter.
func matchNIE(s string, i int) int {
	if wordBefore(s, i) || indexByte("XYZxyz", s[i]) < 0 || digitRun(s, i+1) != 7 || !isLetter(byteAt(s, i+8)) ||
		wordAt(s, i+9) {
		return -1
	}
	return i + 9
}

// matchFiscalCode matches a codice fiscale at i.
func matchFiscalCode(s string, i int) int {
	if wordBefore(s, i) || len(s) < i+16 || wordAt(s, i+16) || !fiscalCodeShape(s[i:i+16]) {
		return -1
	}
	return i + 16
}

// matchNINO matches a National Insurance number at i: two letters, six
// digits (compact, in pairs or in one group after a space), a letter.
func matchNINO(s string, i int) int {
	if wordBefore(s, i) || !isLetter(byteAt(s, i+1)) {
		return -1
	}
	j := i + 2
	switch {
	case digitRun(s, j) == 6:
		j += 6
	case byteAt(s, j) == ' ' && digitRun(s, j+1) == 6:
		j += 7
	case byteAt(s, j) == ' ' && digitRun(s, j+1) == 2 && byteAt(s, j+3) == ' ' && digitRun(s, j+4) == 2 &&
		byteAt(s, j+6) == ' ' && digitRun(s, j+7) == 2:
		j += 9
	default:
		return -1
	}
	spaced := j-i > 8
	if spaced && byteAt(s, j) == ' ' {
		j++
	}
	if !isLetter(byteAt(s, j)) || wordAt(s, j+1) {
		return -1
	}
	return j + 1
}

// scoreNational rates a national identifier whose shape matched: strong
// when it passes its check, unless a label of another number stands right
// before it; cued after a label of a national identifier when it fails it.
func scoreNational(valid bool, s string, start, end int) float64 {
	if glued(s, start, end) {
		return scoreNever
	}
	if valid {
		if otherLabel(s, start, end, cueNational) {
			return scoreNever
		}
		return scoreStrong
	}
	return cuedOr(s, start, cueNational)
}

// hasLetter reports whether v holds an ASCII letter.
func hasLetter(v string) bool {
	for i := 0; i < len(v); i++ {
		if isLetter(v[i]) {
			return true
		}
	}
	return false
}

// nationalDigitsAt tries the national identifiers that start with a digit
// at i (run digits there, chain in the chain of groups): a DNI or a
// Versicherungsnummer (eight digits and a letter), a Steuer-ID (eleven
// digits, or two, three, three and three), a Versicherungsnummer in groups
// (two, six, a letter, three). numberAt calls it for runs of eight and
// eleven digits and for two digits and a space.
func (sc *scanner) nationalDigitsAt(i, run, chain int) {
	s := sc.s
	if run == 2 {
		if n := digitRun(s, i+3); chain < 8 || n != 3 && n != 6 {
			return
		}
	}
	switch {
	case run == 8 && (isLetter(byteAt(s, i+8)) || byteAt(s, i+8) == '-'):
		l, end := matchDNIOrSVNR(s, i)
		if end < 0 {
			return
		}
		valid := dniValid(s[i:end])
		if l == labelDESVNR {
			valid = svnrValid(s[i:end])
		}
		sc.emitNational(l, i, end, valid)
	case run == 11 || run == 2 && digitRun(s, i+3) == 3:
		if end := matchTaxID(s, i); end > 0 {
			sc.emitNational(labelDETaxID, i, end, taxIDValid(s[i:end]))
		}
	case run == 2:
		if end := matchSVNRGroups(s, i); end > 0 {
			sc.emitNational(labelDESVNR, i, end, svnrValid(s[i:end]))
		}
	}
}

// nationalLettersBefore tries the national identifiers that start with a
// run of ASCII letters right before the digits at i, or before a space
// there: an NIE (one letter), a National Insurance number (two), a codice
// fiscale (six). The scan asks from the digits, which few words are
// followed by, rather than from every word.
func (sc *scanner) nationalLettersBefore(i int) {
	s := sc.s
	e := i
	if s[i-1] == ' ' {
		e--
	}
	j := e
	for j > 0 && e-j < 7 && isLetter(s[j-1]) {
		j--
	}
	if n := e - j; (n == 1 || n == 2 || n == 6) && (e == i || n == 2) && (j == 0 || !isAlnum(s[j-1])) {
		sc.nationalLettersAt(j, n)
	}
}

// nationalLettersAt tries the national identifiers that start with the
// run of n ASCII letters at i: an NIE (one letter), a National Insurance
// number (two), a codice fiscale (six).
func (sc *scanner) nationalLettersAt(i, n int) {
	s := sc.s
	switch {
	case n == 1 && digitAt(s, i+1):
		if end := matchNIE(s, i); end > 0 {
			sc.emitNational(labelESNIE, i, end, nieValid(s[i:end]))
		}
	case n == 2 && (digitAt(s, i+2) || byteAt(s, i+2) == ' ' && digitAt(s, i+3)):
		if end := matchNINO(s, i); end > 0 {
			// In small letters, two letters before a number are a word
			// ("on 12 34 56 a"): HMRC writes capitals.
			sc.emitNational(labelUKNINO, i, end, ninoValid(s[i:end]) && isUpper(s[i]) && isUpper(s[i+1]) &&
				isUpper(s[end-1]))
		}
	case n == 6 && digitAt(s, i+6):
		if end := matchFiscalCode(s, i); end > 0 {
			sc.emitNational(labelITFiscalCode, i, end, fiscalCodeValid(s[i:end]))
		}
	}
}

// hexHash reports whether v is written in small letters and hexadecimal
// digits only ("ab123456c", "12345678b"): a hash or an abbreviated commit
// as often as an identifier, so its check alone does not make it one.
func hexHash(v string) bool {
	lower := false
	for k := 0; k < len(v); k++ {
		switch c := v[k]; {
		case c >= 'a' && c <= 'f':
			lower = true
		case isDigit(c) || c == ' ':
		default:
			return false
		}
	}
	return lower
}

// emitNational scores and emits a national identifier of label l.
func (sc *scanner) emitNational(l builtinLabel, start, end int, valid bool) {
	valid = valid && !hexHash(sc.s[start:end])
	if !sc.d.enabled[l] || start < sc.next[l] || sc.inStrongValue(start, end) {
		return
	}
	sco := -1.0
	if !sc.d.shapesOnly {
		sco = scoreNational(valid, sc.s, start, end)
		if sco == scoreWeak {
			if _, key := labelBefore(sc.s, start); sc.headerKinds(start)&cueNational != 0 || sc.inRecord(start, key) {
				sco = scoreCued // a column of national identifiers, a person's record
			}
		}
	}
	sc.emitScored(l, start, end, sco)
}
