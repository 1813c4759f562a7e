package regex

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"

	"github.com/piighost/piighost-nats/pii"
)

// regexCase expects the texts a label matches in text (nil: none).
type regexCase struct {
	name string
	text string
	want []string
}

// allGroups returns a detector with every built-in group that reports
// every shape, unscored, as upstream's patterns do: the shape tests use
// it. scored returns the same detector with the default thresholds.
func allGroups(t testing.TB, validators ...string) *Detector {
	t.Helper()
	d := scored(t, validators...)
	d.shapesOnly = true
	return d
}

// scored returns a detector with every built-in group and the default
// thresholds.
func scored(t testing.TB, validators ...string) *Detector {
	t.Helper()
	d, err := New(Config{Groups: Groups(), Validators: validators})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// matchedTexts returns the texts d finds for label in text.
func matchedTexts(t testing.TB, d *Detector, label, text string) []string {
	t.Helper()
	dets, err := d.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, x := range dets {
		if x.Text != text[x.Start:x.End] {
			t.Fatalf("detection text %q is not text[%d:%d]", x.Text, x.Start, x.End)
		}
		if x.Label == label {
			out = append(out, x.Text)
		}
	}
	return out
}

// runRegexCases checks every case for label.
func runRegexCases(t *testing.T, d *Detector, label string, cases []regexCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := matchedTexts(t, d, label, c.text); !slices.Equal(got, c.want) {
				t.Errorf("%s in %q: got %q, want %q", label, c.text, got, c.want)
			}
		})
	}
}

func TestRegexEmail(t *testing.T) {
	runRegexCases(t, allGroups(t), "EMAIL", []regexCase{
		{"a plain address is found", "write to john.doe@example.com today", []string{"john.doe@example.com"}},
		{"the trailing dot of a sentence is not part of it", "mail jane@exemple.fr.", []string{"jane@exemple.fr"}},
		{"accented Latin letters in the local part", "josé.müller@exemple.fr", []string{"josé.müller@exemple.fr"}},
		{"a Greek local part", "γράψε στο αλέξης@example.gr", []string{"αλέξης@example.gr"}},
		{"a Cyrillic address", "пишите иван.петров@почта.рф", []string{"иван.петров@почта.рф"}},
		{"subdomains and plus tags", "a+tag@mail.sub.example.co.uk", []string{"a+tag@mail.sub.example.co.uk"}},
		{"angle brackets bound it", "<john@x.org>", []string{"john@x.org"}},
		{"two addresses", "a@b.io, c@d.io", []string{"a@b.io", "c@d.io"}},
		{"the top-level domain stops at a digit", "x@y.com1", []string{"x@y.com"}},
		{"NBSP before the address", "mail:\u00a0zoë@exemple.fr", []string{"zoë@exemple.fr"}},
		{"no dot in the domain is no address", "user@localhost", nil},
		{"a one-letter top-level domain is no address", "a@b.c", nil},
		{"a numeric domain is no address", "x@1.2.3.4", nil},
		{"an at sign alone is nothing", "see you @ home", nil},
		{"an empty local part is nothing", "@example.com", nil},
	})
}

func TestRegexURL(t *testing.T) {
	runRegexCases(t, allGroups(t), "URL", []regexCase{
		{"https with a path and query", "see https://example.com/a?b=c&d=e", []string{"https://example.com/a?b=c&d=e"}},
		{"plain http", "http://intranet/x", []string{"http://intranet/x"}},
		{"a trailing period is excluded", "go to https://example.com/page.", []string{"https://example.com/page"}},
		{"a closing parenthesis is excluded", "(https://example.com/x)", []string{"https://example.com/x"}},
		{"trailing punctuation run is excluded", "https://example.com/x?!,;:", []string{"https://example.com/x"}},
		{"a quote ends it", `href="https://x.org/y"`, []string{"https://x.org/y"}},
		{"an angle bracket ends it", "<https://x.org/y>", []string{"https://x.org/y"}},
		{"a no-break space ends it", "https://x.org/y\u00a0next", []string{"https://x.org/y"}},
		{"unicode in the path is kept", "https://fr.wikipedia.org/wiki/Éléphant", []string{"https://fr.wikipedia.org/wiki/Éléphant"}},
		{"ftp is not matched", "ftp://x.org/file", nil},
		{"a scheme alone is nothing", "http:// nothing", nil},
		{"only punctuation after the scheme is nothing", "https://...", nil},
	})
}

func TestRegexIPv4(t *testing.T) {
	runRegexCases(t, allGroups(t), "IPV4", []regexCase{
		{"a private address", "host 192.168.0.1 is down", []string{"192.168.0.1"}},
		{"255 is the largest octet", "mask 255.255.255.0", []string{"255.255.255.0"}},
		{"leading zeros are allowed", "010.001.000.001", []string{"010.001.000.001"}},
		{"the period of a sentence is excluded", "my IP is 10.0.0.1.", []string{"10.0.0.1"}},
		{"an octet above 255 is no address", "256.1.1.1", nil},
		{"a last octet above 255 is no address", "1.1.1.256", nil},
		{"a version with five parts is no address", "version 1.2.3.4.5", nil},
		{"letters glued to it", "v1.2.3.4", nil},
		{"three parts are not enough", "1.2.3", nil},
	})
}

func TestRegexIPv6(t *testing.T) {
	runRegexCases(t, allGroups(t), "IPV6", []regexCase{
		{"the full form", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", []string{"2001:0db8:85a3:0000:0000:8a2e:0370:7334"}},
		{"a compressed form", "ping 2001:db8::1 now", []string{"2001:db8::1"}},
		{"the loopback", "bind to ::1", []string{"::1"}},
		{"a link-local address", "fe80::1ff:fe23:4567:890a.", []string{"fe80::1ff:fe23:4567:890a"}},
		{"an IPv4 tail", "::ffff:192.0.2.128", []string{"::ffff:192.0.2.128"}},
		{"after a label colon", "ip:fe80::1", []string{"fe80::1"}},
		{"upper case hex", "2001:DB8::A", []string{"2001:DB8::A"}},
		{"a time is no address", "at 12:30 or 12:30:45", nil},
		{"a MAC address is no address", "00:1A:2B:3C:4D:5E", nil},
		{"C++ scope is no address", "std::vector and a::b", nil},
		{"nine groups are no address", "1:2:3:4:5:6:7:8:9", nil},
		{"two double colons are no address", "2001:db8::1::2", nil},
		{"letters glued to it", "x2001:db8::1", nil},
	})
}

func TestRegexCreditCard(t *testing.T) {
	runRegexCases(t, allGroups(t), "CREDIT_CARD", []regexCase{
		{"16 digits in groups of four", "card 4111 1111 1111 1111 ok", []string{"4111 1111 1111 1111"}},
		{"hyphens as separators", "4111-1111-1111-1111", []string{"4111-1111-1111-1111"}},
		{"no separator", "4111111111111111", []string{"4111111111111111"}},
		{"13 digits", "4222222222222", []string{"4222222222222"}},
		{"19 digits", "4000 0000 0000 0000 006", []string{"4000 0000 0000 0000 006"}},
		{"a no-break space separator", "4111\u00a01111\u00a01111\u00a01111", []string{"4111\u00a01111\u00a01111\u00a01111"}},
		{"shape only: a Luhn-invalid number still matches", "4111 1111 1111 1112", []string{"4111 1111 1111 1112"}},
		{"a 12-digit Maestro number that passes Luhn", "maestro 501800000009", []string{"501800000009"}},
		{"a 12-digit number that fails Luhn is no card", "501800000001", nil},
		{"a 12-digit number outside Maestro's range is no card", "123456789015", nil},
		{"12 digits after a plus are a phone, not a card", "+501800000009", nil},
		{"20 glued digits are no card", "12345678901234567890", nil},
		{"letters glued before it", "A4111111111111111", nil},
		{"letters glued after it", "4111111111111111B", nil},
		{"12 digits in groups are no card", "4111 1111 1111", nil},
	})
}

func TestRegexUS(t *testing.T) {
	d := allGroups(t)
	t.Run("US_SSN", func(t *testing.T) {
		runRegexCases(t, d, "US_SSN", []regexCase{
			{"the dashed form", "SSN 123-45-6789.", []string{"123-45-6789"}},
			{"an SSN inside a longer digit run is not an SSN", "1123-45-6789", nil},
			{"a longer last group is not an SSN", "123-45-67890", nil},
			{"spaces are not SSN separators", "123 45 6789", nil},
		})
	})
	t.Run("US_ZIP", func(t *testing.T) {
		runRegexCases(t, d, "US_ZIP", []regexCase{
			{"five digits", "Beverly Hills, CA 90210", []string{"90210"}},
			{"ZIP+4", "90210-1234", []string{"90210-1234"}},
			{"ZIP+4 with an extra digit falls back to five digits", "90210-12345", []string{"90210", "12345"}},
			{"six digits are no ZIP", "123456", nil},
			{"a letter glued to it", "A90210", nil},
		})
	})
	t.Run("US_ITIN", func(t *testing.T) {
		runRegexCases(t, d, "US_ITIN", []regexCase{
			{"a 9xx-7x ITIN", "ITIN 912-78-1234", []string{"912-78-1234"}},
			{"a 9xx-8x ITIN", "999-88-0000", []string{"999-88-0000"}},
			{"the fourth digit must be 7 or 8", "912-65-1234", nil},
			{"the first digit must be 9", "812-78-1234", nil},
			{"a word character glued after it", "912-78-1234_", nil},
		})
	})
	t.Run("US_PHONE", func(t *testing.T) {
		runRegexCases(t, d, "US_PHONE", []regexCase{
			{"area code in parentheses", "call (415) 555-0132", []string{"(415) 555-0132"}},
			{"dashes", "415-555-0132", []string{"415-555-0132"}},
			{"dots", "415.555.0132", []string{"415.555.0132"}},
			{"country code with plus", "+1 415 555 0132", []string{"+1 415 555 0132"}},
			{"country code without plus", "1-415-555-0132", []string{"1-415-555-0132"}},
			{"ten glued digits", "4155550132", []string{"4155550132"}},
			{"an extension is left to PHONE", "415-555-0132x12", []string{"415-555-0132"}},
			{"an area code cannot start with 1", "115-555-0132", nil},
			{"a digit glued after it", "415-555-01321", nil},
			{"a letter glued before it", "x415-555-0132", nil},
		})
	})
}

func TestRegexIBAN(t *testing.T) {
	runRegexCases(t, allGroups(t), "IBAN", []regexCase{
		{"a German IBAN in groups", "pay DE89 3704 0044 0532 0130 00 now", []string{"DE89 3704 0044 0532 0130 00"}},
		{"a British IBAN without spaces", "GB29NWBK60161331926819", []string{"GB29NWBK60161331926819"}},
		{"an IBAN in small letters (a lower-cased text)", "iban: gb29nwbk60161331926819", []string{"gb29nwbk60161331926819"}},
		{"shape only: a wrong check digit still matches", "DE88 3704 0044 0532 0130 00", []string{"DE88 3704 0044 0532 0130 00"}},
		{"small letters need a registry country", "zz12abcd12345678901234", nil},
		{"mixed case is no IBAN", "Gb29nwbk60161331926819", nil},
		{"too short", "DE89 3704 0044", nil},
		{"letters glued before it", "XDE89370400440532013000", nil},
	})
}

func TestRegexFrance(t *testing.T) {
	d := allGroups(t)
	t.Run("FR_PHONE", func(t *testing.T) {
		runRegexCases(t, d, "FR_PHONE", []regexCase{
			{"pairs with spaces", "appelez le 06 12 34 56 78", []string{"06 12 34 56 78"}},
			{"pairs with dots", "06.12.34.56.78", []string{"06.12.34.56.78"}},
			{"glued", "0612345678", []string{"0612345678"}},
			{"international", "+33 6 12 34 56 78", []string{"+33 6 12 34 56 78"}},
			{"international with (0)", "+33 (0)6 12 34 56 78", []string{"+33 (0)6 12 34 56 78"}},
			{"narrow no-break spaces", "06\u202f12\u202f34\u202f56\u202f78", []string{"06\u202f12\u202f34\u202f56\u202f78"}},
			{"00 is no French number", "00 12 34 56 78", nil},
			{"a digit glued after it", "06 12 34 56 789", nil},
			{"a digit glued before it", "106 12 34 56 78", nil},
			{"digits glued between letters are no phone number", "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD", nil},
			{"letters glued before it", "ref0612345678", nil},
			{"letters glued after it", "0612345678abc", nil},
			{"an underscore glued to it", "id_0612345678", nil},
		})
	})
	t.Run("FR_IBAN", func(t *testing.T) {
		runRegexCases(t, d, "FR_IBAN", []regexCase{
			{"in groups of four", "FR76 3000 6000 0112 3456 7890 189", []string{"FR76 3000 6000 0112 3456 7890 189"}},
			{"with a letter in the account", "FR1420041010050500013M02606", []string{"FR1420041010050500013M02606"}},
			{"in small letters", "fr1420041010050500013m02606", []string{"fr1420041010050500013m02606"}},
			{"one character too many", "FR1420041010050500013M026061", nil},
			{"another country", "DE89370400440532013000", nil},
		})
	})
	t.Run("FR_NIR", func(t *testing.T) {
		runRegexCases(t, d, "FR_NIR", []regexCase{
			{"with spaces", "NIR 1 85 05 78 006 084 91", []string{"1 85 05 78 006 084 91"}},
			{"glued", "185057800608491", []string{"185057800608491"}},
			{"a Corsican department", "2 69 05 2A 006 084 90", []string{"2 69 05 2A 006 084 90"}},
			{"month 13 is no NIR", "1 85 13 78 006 084 91", nil},
			{"sex 3 is no NIR", "3 85 05 78 006 084 91", nil},
			{"a digit glued after it", "1850578006084911", nil},
		})
	})
	t.Run("FR_SIRET", func(t *testing.T) {
		runRegexCases(t, d, "FR_SIRET", []regexCase{
			{"with spaces", "SIRET 732 829 320 00074", []string{"732 829 320 00074"}},
			{"glued", "73282932000074", []string{"73282932000074"}},
			{"a digit too many", "732829320000741", nil},
		})
	})
	t.Run("FR_SIREN", func(t *testing.T) {
		runRegexCases(t, d, "FR_SIREN", []regexCase{
			{"with spaces", "SIREN 732 829 320.", []string{"732 829 320"}},
			{"glued", "732829320", []string{"732829320"}},
			{"a SIREN is not taken out of a SIRET", "SIRET 732 829 320 00074", nil},
			{"nor out of a glued SIRET", "73282932000074", nil},
		})
	})
}

func TestRegexSecrets(t *testing.T) {
	d := allGroups(t)
	alnum36 := "abcdefghijklmnopqrstuvwxyz0123456789"
	t.Run("OPENAI_API_KEY", func(t *testing.T) {
		runRegexCases(t, d, "OPENAI_API_KEY", []regexCase{
			{"a project key", "key=sk-proj-abcdefghijklmnopqrstuvwxyz", []string{"sk-proj-abcdefghijklmnopqrstuvwxyz"}},
			{"a legacy key", "sk-ABCDEFGHIJKLMNOPQRST1234", []string{"sk-ABCDEFGHIJKLMNOPQRST1234"}},
			{"an Anthropic key is not an OpenAI key", "sk-ant-api03-abcdefghijklmnopqrstuvwxyz", nil},
			{"too short", "sk-abc123", nil},
			{"a letter glued before it", "ask-abcdefghijklmnopqrstuvwxyz", nil},
		})
	})
	t.Run("AWS_ACCESS_KEY", func(t *testing.T) {
		runRegexCases(t, d, "AWS_ACCESS_KEY", []regexCase{
			{"an access key id", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE", []string{"AKIAIOSFODNN7EXAMPLE"}},
			{"one character too many", "AKIAIOSFODNN7EXAMPLEX", nil},
			{"small letters are no key", "AKIAiosfodnn7example", nil},
		})
	})
	t.Run("GITHUB_TOKEN", func(t *testing.T) {
		runRegexCases(t, d, "GITHUB_TOKEN", []regexCase{
			{"a personal token", "token ghp_" + alnum36, []string{"ghp_" + alnum36}},
			{"a fine-grained token", "github_pat_" + strings.Repeat("A1_", 27) + "x", []string{"github_pat_" + strings.Repeat("A1_", 27) + "x"}},
			{"an underscore glued after it", "ghp_" + alnum36 + "_", nil},
			{"too short", "ghp_abc", nil},
		})
	})
	t.Run("STRIPE_KEY", func(t *testing.T) {
		runRegexCases(t, d, "STRIPE_KEY", []regexCase{
			{"a live secret key", "sk_live_abcdefghijklmnopqrstuvwx", []string{"sk_live_abcdefghijklmnopqrstuvwx"}},
			{"a restricted test key", "rk_test_ABCDEFGHIJKLMNOPQRSTUVWX12", []string{"rk_test_ABCDEFGHIJKLMNOPQRSTUVWX12"}},
			{"too short", "sk_live_short", nil},
			{"an unknown mode", "sk_prod_abcdefghijklmnopqrstuvwx", nil},
		})
	})
}

func TestRegexPhone(t *testing.T) {
	runRegexCases(t, scored(t), "PHONE", []regexCase{
		{"United Kingdom", "call +44 20 7946 0958 today", []string{"+44 20 7946 0958"}},
		{"Germany", "Tel +49 30 123456", []string{"+49 30 123456"}},
		{"France", "+33 1 23 45 67 89", []string{"+33 1 23 45 67 89"}},
		{"United States with an area code in parentheses", "+1 (415) 555-0132", []string{"+1 (415) 555-0132"}},
		{"Japan", "+81 3-1234-5678", []string{"+81 3-1234-5678"}},
		{"Australia", "+61 2 9876 5432", []string{"+61 2 9876 5432"}},
		{"India", "+91 98765 43210", []string{"+91 98765 43210"}},
		{"Sweden with the trunk (0)", "+46 (0)8 928 571 38", []string{"+46 (0)8 928 571 38"}},
		{"the 00 international prefix", "0044 20 7946 0958", []string{"0044 20 7946 0958"}},
		{"the trunk 0 written after the country code", "+44 020 7946 0958", []string{"+44 020 7946 0958"}},
		{"no separators", "+447946095800", []string{"+447946095800"}},
		{"an extension", "+1 415 555 0132 ext. 12", []string{"+1 415 555 0132 ext. 12"}},
		{"a glued extension", "345-899-3560x4587", []string{"345-899-3560x4587"}},
		{"a national number in three groups", "ring 020 7946 0958", []string{"020 7946 0958"}},
		{"a national number with an area code in parentheses", "(02) 9876 5432", []string{"(02) 9876 5432"}},
		{"two groups after a telephone cue", "Phone:\n467 3395", []string{"467 3395"}},
		{"two groups before a line label", "781 1704 office", []string{"781 1704"}},
		{"two groups without a cue are a house number", "17151 2450 Crown St", nil},
		{"a cue before another number does not count", "Phone: 5551234\nAddress: 224 4966 Bond Street", nil},
		{"an unknown country code", "+999 1234 5678", nil},
		{"too short for its country", "+44 12", nil},
		{"too long", "+1 555 0123 4567 8901 2345", nil},
		{"a dotted quad is an IP address", "12.34.56.78", nil},
		{"a date", "2021-12-13 and 13.12.2021", nil},
		{"a timestamp", "2021-12-13 12:20:39", nil},
		{"an amount with a one-digit first group", "1 250 000 euros", nil},
		{"an amount with a currency word", "un budget de 12 500 000 euros", nil},
		{"an amount with a currency sign after it", "12 500 000 €", nil},
		{"an amount with a currency sign before it", "$ 12 500 000 and €12 500 000", nil},
		{"a run of years", "the seasons 1990-1995-2000", nil},
		{"an SSN shape", "123-45-6789", nil},
		{"a ZIP+4 shape", "90210-1234", nil},
		{"a card number is too long", "4111 1111 1111 1111", nil},
		{"a plus glued to a word", "C+44 20 7946 0958", nil},
	})
}

func TestRegexPhoneNationalNeedsNoValidatorOff(t *testing.T) {
	// The PHONE validator asks libphonenumber for a valid number, which
	// only an international number can be checked for.
	d := allGroups(t, "PHONE")
	if got := matchedTexts(t, d, "PHONE", "call +44 20 7946 0958 or 020 7946 0958"); !slices.Equal(got, []string{"+44 20 7946 0958"}) {
		t.Errorf("with the validator, got %q", got)
	}
	if got := matchedTexts(t, d, "PHONE", "+44 7700 900123"); got != nil {
		t.Errorf("a drama-range number (not allocated) passed the validator: %q", got)
	}
}

func TestRegexPhonePossibleMatchesParse(t *testing.T) {
	// possibleNumber builds the PhoneNumber itself; it must judge as
	// libphonenumber's Parse + IsPossibleNumber does.
	for _, n := range []string{"442079460958", "4930123456", "33123456789", "14155550132", "390612345678",
		"8131234567", "61298765432", "919876543210", "46892857138", "41964710795", "4412", "999123456"} {
		got := internationalOK([]byte(n), false)
		num, err := phonenumbers.Parse("+"+n, "ZZ")
		want := err == nil && phonenumbers.IsPossibleNumber(num)
		if got != want {
			t.Errorf("+%s: fast check %v, Parse + IsPossibleNumber %v", n, got, want)
		}
	}
}

// The possible lengths are libphonenumber's own judgement: for every
// calling code it knows (and some it does not) and every length up to
// past the table's, with and without leading zeros, and for numbers of
// zeros only, possibleNumber answers as IsPossibleNumber on the number
// built as before the table (possibleNumberLib).
func TestRegexPossibleLengthsAgreeWithLibphonenumber(t *testing.T) {
	codes := callingCodes()
	for cc := range 1000 {
		if !codes[cc] && cc%97 != 0 {
			continue
		}
		for n := 1; n <= maxTabledNSN+2; n++ {
			for _, nsn := range [][]byte{
				[]byte(strings.Repeat("7", n)),
				[]byte("0" + strings.Repeat("5", n-1)),
				[]byte(strings.Repeat("0", n)),
				[]byte(strings.Repeat("0", n-1) + "9"),
			} {
				if got, want := possibleNumber(cc, nsn), possibleNumberLib(cc, nsn); got != want {
					t.Fatalf("+%d %s: table %v, libphonenumber %v", cc, nsn, got, want)
				}
			}
		}
	}
}

func TestRegexValidators(t *testing.T) {
	cases := []struct {
		name, validator, label, text string
		wantOff, wantOn              bool
	}{
		{"Luhn keeps a valid card", "CREDIT_CARD", "CREDIT_CARD", "4111 1111 1111 1111", true, true},
		{"Luhn drops an invalid card", "CREDIT_CARD", "CREDIT_CARD", "4111 1111 1111 1112", true, false},
		{"mod 97 keeps a valid IBAN", "IBAN", "IBAN", "DE89 3704 0044 0532 0130 00", true, true},
		{"mod 97 drops an invalid IBAN", "IBAN", "IBAN", "DE88 3704 0044 0532 0130 00", true, false},
		{"mod 97 keeps a valid IBAN in small letters", "IBAN", "IBAN", "gb29nwbk60161331926819", true, true},
		{"mod 97 keeps a valid French IBAN", "FR_IBAN", "FR_IBAN", "FR76 3000 6000 0112 3456 7890 189", true, true},
		{"mod 97 drops an invalid French IBAN", "FR_IBAN", "FR_IBAN", "FR76 3000 6000 0112 3456 7890 188", true, false},
		{"the NIR key keeps a valid NIR", "FR_NIR", "FR_NIR", "1 85 05 78 006 084 91", true, true},
		{"the NIR key drops a wrong key", "FR_NIR", "FR_NIR", "1 85 05 78 006 084 92", true, false},
		{"Corsica 2A counts as 19", "FR_NIR", "FR_NIR", "2 69 05 2A 006 084 90", true, true},
		{"Corsica 2B counts as 18, so 2A's key is wrong for it", "FR_NIR", "FR_NIR", "2 69 05 2B 006 084 90", true, false},
		{"Corsica 2B with its own key", "FR_NIR", "FR_NIR", "2 69 05 2B 006 084 20", true, true},
	}
	off := allGroups(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			on := allGroups(t, c.validator)
			if got := len(matchedTexts(t, off, c.label, c.text)) > 0; got != c.wantOff {
				t.Errorf("validator off: found %v, want %v", got, c.wantOff)
			}
			if got := len(matchedTexts(t, on, c.label, c.text)) > 0; got != c.wantOn {
				t.Errorf("validator on: found %v, want %v", got, c.wantOn)
			}
		})
	}
}

func TestChecksums(t *testing.T) {
	if !luhnValid("4111-1111-1111-1111") || luhnValid("4111111111111112") || luhnValid("0") {
		t.Error("luhnValid")
	}
	if !ibanValid("FR14 2004 1010 0505 0001 3M02 606") || ibanValid("FR14") || ibanValid(strings.Repeat("1", 40)) {
		t.Error("ibanValid")
	}
	if nirValid("2 69 05 2A 006 084 9A") || nirValid("1 85 05 78 006 084") {
		t.Error("nirValid accepts a malformed NIR")
	}
}

func TestRegexConfigErrors(t *testing.T) {
	cases := []struct {
		name    string
		cfg     Config
		mention string
		absent  string
	}{
		{"an unknown group lists the valid ones", Config{Groups: []string{"generic", "uk"}}, `"uk" (valid groups: generic, us, eu, fr, secrets, phone, dob)`, ""},
		{"an unknown validator lists the valid ones", Config{Groups: []string{"generic"}, Validators: []string{"LUHN"}}, `"LUHN" (valid validators: CREDIT_CARD, FR_IBAN, FR_NIR, IBAN, PHONE)`, ""},
		{"a bad pattern names its label, not its text", Config{Patterns: map[string]string{"EMPLOYEE_ID": `E(12345`}}, `"EMPLOYEE_ID" is not a valid Go regexp: missing closing )`, "12345"},
		{"a Perl look-ahead is refused", Config{Patterns: map[string]string{"X": `a(?!b)`}}, `"X" is not a valid Go regexp`, ""},
		{"a pattern matching the empty string", Config{Patterns: map[string]string{"OPT": `\d*`}}, `"OPT" matches the empty string`, ""},
		{"an invalid label", Config{Patterns: map[string]string{"1BAD": `x`}}, `invalid label "1BAD"`, ""},
		{"an empty label", Config{Patterns: map[string]string{"": `x`}}, `invalid label ""`, ""},
		{"nothing configured", Config{}, "no pattern group and no pattern", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := New(c.cfg)
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("got %v, want a config error", err)
			}
			if !strings.Contains(err.Error(), c.mention) {
				t.Errorf("message %q does not mention %q", err, c.mention)
			}
			if c.absent != "" && strings.Contains(err.Error(), c.absent) {
				t.Errorf("message %q leaks %q", err, c.absent)
			}
		})
	}
}

func TestRegexCustomPatterns(t *testing.T) {
	ctx := context.Background()
	t.Run("custom labels come after the groups, in name order", func(t *testing.T) {
		d, err := New(Config{Groups: []string{"secrets", "phone"}, Patterns: map[string]string{"ZED": `z+`, "ALPHA": `a+`}})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"OPENAI_API_KEY", "AWS_ACCESS_KEY", "GITHUB_TOKEN", "STRIPE_KEY", "PHONE", "ALPHA", "ZED"}
		if got := d.Labels(); !slices.Equal(got, want) {
			t.Errorf("Labels() = %q, want %q", got, want)
		}
	})
	t.Run("a custom label replaces the built-in one in its place", func(t *testing.T) {
		d, err := New(Config{Groups: []string{"generic"}, Patterns: map[string]string{"EMAIL": `[a-z]+@corp`}})
		if err != nil {
			t.Fatal(err)
		}
		if got := d.Labels(); !slices.Equal(got, []string{"EMAIL", "URL", "IPV4", "IPV6", "CREDIT_CARD"}) {
			t.Errorf("Labels() = %q", got)
		}
		dets, _ := d.Detect(ctx, "bob@corp and bob@example.com at 10.0.0.1")
		var got []string
		for _, x := range dets {
			got = append(got, x.Label+"="+x.Text)
		}
		if want := []string{"EMAIL=bob@corp", "IPV4=10.0.0.1"}; !slices.Equal(got, want) {
			t.Errorf("got %q, want %q", got, want)
		}
	})
	t.Run("a space in a custom pattern matches a no-break space", func(t *testing.T) {
		d, err := New(Config{Patterns: map[string]string{"PROJECT": `Project Falcon`, "CODE": `\bK\s\d+`}})
		if err != nil {
			t.Fatal(err)
		}
		for text, want := range map[string][]string{
			"Project\u00a0Falcon":       {"Project\u00a0Falcon"},
			"Project\u202fFalcon":       {"Project\u202fFalcon"},
			"ProjectFalcon":             nil,
			"code K\u00a042 and K\t7":   {"K\u00a042", "K\t7"},
			"code K\u200b42 (no space)": nil,
		} {
			dets, _ := d.Detect(ctx, text)
			var got []string
			for _, x := range dets {
				got = append(got, x.Text)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%q: got %q, want %q", text, got, want)
			}
		}
	})
	t.Run("a negated class and the dot refuse the separators like a space and a newline", func(t *testing.T) {
		d, err := New(Config{Patterns: map[string]string{"WORD": `#[^ ]+`, "LINE": `>.+`}})
		if err != nil {
			t.Fatal(err)
		}
		dets, _ := d.Detect(ctx, "#tag\u00a0rest >quote\u2028next")
		var got []string
		for _, x := range dets {
			got = append(got, x.Text)
		}
		if want := []string{">quote", "#tag"}; !slices.Equal(got, want) {
			t.Errorf("got %q, want %q", got, want)
		}
	})
	t.Run("multi-line anchors treat the line separators like a newline", func(t *testing.T) {
		d, err := New(Config{Patterns: map[string]string{"PIN": `(?m)^\d{4}$`}})
		if err != nil {
			t.Fatal(err)
		}
		for text, want := range map[string][]string{
			"1234\n5678":         {"1234", "5678"},
			"1234\u20285678":     {"1234", "5678"},
			"é\u20291234\u0085":  {"1234"},
			"x\u00859999\u2028é": {"9999"},
			"12345\u202867890":   nil,
		} {
			dets, _ := d.Detect(ctx, text)
			var got []string
			for _, x := range dets {
				if x.Text != text[x.Start:x.End] {
					t.Fatalf("%q: detection %q is not text[%d:%d]", text, x.Text, x.Start, x.End)
				}
				got = append(got, x.Text)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%q: got %q, want %q", text, got, want)
			}
		}
	})
	t.Run("the validator of a label applies to its custom pattern", func(t *testing.T) {
		d, err := New(Config{Patterns: map[string]string{"CREDIT_CARD": `\d{16}`}, Validators: []string{"CREDIT_CARD"}})
		if err != nil {
			t.Fatal(err)
		}
		dets, _ := d.Detect(ctx, "4111111111111111 4111111111111112")
		if len(dets) != 1 || dets[0].Text != "4111111111111111" {
			t.Errorf("got %v", dets)
		}
	})
	t.Run("a literal prefix absent from the text skips the pattern", func(t *testing.T) {
		d, err := New(Config{Patterns: map[string]string{"TICKET": `TCK-\d+`}})
		if err != nil {
			t.Fatal(err)
		}
		if dets, _ := d.Detect(ctx, "no ticket here"); dets != nil {
			t.Errorf("got %v", dets)
		}
		if dets, _ := d.Detect(ctx, "see TCK-42"); len(dets) != 1 || dets[0].Text != "TCK-42" {
			t.Errorf("got %v", dets)
		}
	})
}

func TestRegexGroups(t *testing.T) {
	if got := Groups(); !slices.Equal(got, []string{"generic", "us", "eu", "fr", "secrets", "phone", "dob"}) {
		t.Errorf("Groups() = %q", got)
	}
	want := map[string][]string{
		"generic": {"EMAIL", "URL", "IPV4", "IPV6", "CREDIT_CARD"},
		"us":      {"US_PHONE", "US_ZIP", "US_ITIN", "US_SSN"},
		"eu":      {"IBAN", "UK_NINO", "NL_BSN", "PT_NIF", "ES_NIF", "ES_NIE", "IT_FISCAL_CODE", "DE_SVNR", "DE_TAX_ID"},
		"fr":      {"FR_PHONE", "FR_IBAN", "FR_NIR", "FR_SIRET", "FR_SIREN"},
		"secrets": {"OPENAI_API_KEY", "AWS_ACCESS_KEY", "GITHUB_TOKEN", "STRIPE_KEY"},
		"phone":   {"PHONE"},
		"dob":     {"DATE_OF_BIRTH"},
	}
	for g, labels := range want {
		if got := GroupLabels(g); !slices.Equal(got, labels) {
			t.Errorf("GroupLabels(%q) = %q, want %q", g, got, labels)
		}
	}
	if GroupLabels("nope") != nil {
		t.Error("an unknown group has labels")
	}
	d, err := New(Config{Groups: []string{"us", "generic", "us"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Labels(); !slices.Equal(got, []string{"US_PHONE", "US_ZIP", "US_ITIN", "US_SSN", "EMAIL", "URL", "IPV4", "IPV6", "CREDIT_CARD"}) {
		t.Errorf("a group listed twice counts once, in first place: %q", got)
	}
	only, _ := New(Config{Groups: []string{"us"}})
	if dets, _ := only.Detect(context.Background(), "a@b.io 10.0.0.1 SSN 123-45-6789"); len(dets) != 1 || dets[0].Label != "US_SSN" {
		t.Errorf("a detector emits only its groups' labels: %v", dets)
	}
}

func TestRegexDetectionsComeByLabelThenPosition(t *testing.T) {
	d := allGroups(t)
	dets, err := d.Detect(context.Background(), "ssn 123-45-6789, mail b@x.io, ip 10.0.0.1, mail a@x.io")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range dets {
		got = append(got, x.Label+"="+x.Text)
	}
	want := []string{"EMAIL=b@x.io", "EMAIL=a@x.io", "IPV4=10.0.0.1", "US_SSN=123-45-6789"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, x := range dets {
		if x.Confidence != 1 {
			t.Errorf("%v: confidence %v", x, x.Confidence)
		}
	}
}

func TestRegexDetectHonoursContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := allGroups(t).Detect(ctx, "a@b.io"); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v", err)
	}
}

func TestRegexEmptyAndTinyTexts(t *testing.T) {
	d := allGroups(t)
	for _, s := range []string{"", "@", "://", "+", "(", ":", "::", "0", "sk-", "\xff", "a@", "@b.co"} {
		if dets, err := d.Detect(context.Background(), s); err != nil || dets != nil {
			t.Errorf("%q: %v %v", s, dets, err)
		}
	}
}

// FuzzRegexDetector checks that detection never panics and that every
// detection is a well-formed span of the text; on valid UTF-8 it must also
// agree with the reference patterns.
func FuzzRegexDetector(f *testing.F) {
	for _, s := range piiExamples {
		f.Add(s)
	}
	f.Add(chatMessage1KB)
	f.Add("+44 (0)20 7946 0958 x12, 2001:db8::1, gb29nwbk60161331926819\u00a0josé@exemple.fr")
	d := allGroups(f)
	refs := referencePatterns()
	f.Fuzz(func(t *testing.T, text string) {
		dets, err := d.Detect(context.Background(), text)
		if err != nil {
			t.Fatal(err)
		}
		valid := utf8.ValidString(text)
		for _, x := range dets {
			if x.Start < 0 || x.Start >= x.End || x.End > len(text) || x.Text != text[x.Start:x.End] {
				t.Fatalf("bad span %+v in %q", x, text)
			}
			if valid && !utf8.ValidString(x.Text) {
				t.Fatalf("span %+v cuts a character in %q", x, text)
			}
		}
		if !valid || len(text) > 300 {
			return
		}
		for _, label := range referenceLabels {
			want := referenceFind(refs, label, text)
			got := detectorSpans(t, d, label, text)
			if !slices.Equal(got, want) {
				t.Fatalf("%s in %q:\n got %s\nwant %s", label, text, spansText(text, got), spansText(text, want))
			}
		}
	})
}
