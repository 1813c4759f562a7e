package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// Number shapes and their spelling per language.

// digits returns an n-digit number without a leading zero.
func digits(r *rng, n int) string {
	var b strings.Builder
	b.WriteByte(byte('1' + r.intn(9)))
	for i := 1; i < n; i++ {
		b.WriteByte(byte('0' + r.intn(10)))
	}
	return b.String()
}

// zdigits returns n digits, leading zeros allowed.
func zdigits(r *rng, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(byte('0' + r.intn(10)))
	}
	return b.String()
}

func hexdigits(r *rng, n int) string {
	const hex = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = hex[r.intn(16)]
	}
	return string(b)
}

// group writes n with the thousands separator sep.
func group(n int, sep string) string {
	s := strconv.Itoa(n)
	if len(s) <= 3 {
		return s
	}
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	return s + sep + strings.Join(parts, sep)
}

// thousandsSep draws a thousands separator used in the language.
func thousandsSep(c *ctx) string {
	switch c.lang {
	case corpus.French:
		return pick(c.r, []string{" ", "\u00a0", "\u202f", " "})
	case corpus.German:
		return pick(c.r, []string{".", ".", "\u00a0", "."})
	}
	return ","
}

func decimalSep(lang string) string {
	if lang == corpus.English {
		return "."
	}
	return ","
}

// decimal writes v/10^places in the language's spelling, grouped above
// 9999 when group is true.
func decimal(c *ctx, v, places int, grouped bool) string {
	ip := v
	frac := ""
	if places > 0 {
		p := 1
		for i := 0; i < places; i++ {
			p *= 10
		}
		ip = v / p
		frac = decimalSep(c.lang) + fmt.Sprintf("%0*d", places, v%p)
	}
	is := strconv.Itoa(ip)
	if grouped && ip > 9999 || grouped && ip > 999 && c.r.chance(50) {
		is = group(ip, thousandsSep(c))
	}
	return is + frac
}

// isbn13 returns a valid ISBN-13 (978/979 prefix), hyphenated or not.
func isbn13(r *rng) string {
	prefix := pick(r, []string{"978", "978", "979"})
	group := pick(r, []string{"0", "1", "2", "3", "84", "88", "90"})
	pubLen := r.between(2, 5)
	body := prefix + group + zdigits(r, 9-len(group))
	d := body + strconv.Itoa(ean13Check(body))
	if r.chance(50) {
		return d
	}
	rest := d[3+len(group) : 12]
	return d[:3] + "-" + group + "-" + rest[:pubLen] + "-" + rest[pubLen:] + "-" + d[12:]
}

// ean13 returns a valid EAN-13 with a GS1 prefix of the languages' markets.
func ean13(r *rng) string {
	prefix := pick(r, []string{"40", "41", "42", "43", "44", "30", "31", "35", "37", "50", "00", "01", "03", "06", "76", "80", "84", "87", "54"})
	body := prefix + zdigits(r, 12-len(prefix))
	return body + strconv.Itoa(ean13Check(body))
}

// ean8 returns a valid EAN-8.
func ean8(r *rng) string {
	body := zdigits(r, 7)
	sum := 0
	for i, ch := range body {
		d := int(ch - '0')
		if i%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return body + strconv.Itoa((10-sum%10)%10)
}

// ean13Check is the GS1 check digit of 12 digits.
func ean13Check(body string) int {
	sum := 0
	for i, ch := range body {
		d := int(ch - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return (10 - sum%10) % 10
}

// uuid returns a random version-4 UUID.
func uuid(r *rng) string {
	h := hexdigits(r, 32)
	variant := string("89ab"[r.intn(4)])
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + variant + h[17:20] + "-" + h[20:]
}
