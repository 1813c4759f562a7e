package corpus

import (
	"slices"
	"testing"
)

func TestStrongShapes(t *testing.T) {
	for _, tc := range []struct {
		name string
		text string
		want []Shape // nil: none
	}{
		{"an e-mail address is e-mail-shaped", "write to jo.li@example.com today", []Shape{{"email", "jo.li@example.com"}}},
		{"a Go module version is not an e-mail address", "go install example.com/tool@v1.2.3", nil},
		{"a decorator is not an e-mail address", "@pytest.mark.parametrize", nil},
		{"a valid IBAN in paper form is IBAN-shaped", "IBAN FR76 3000 6000 0112 3456 7890 189.", []Shape{{"iban", "FR76 3000 6000 0112 3456 7890 189"}}},
		{"a valid IBAN in small letters is IBAN-shaped", "gb33bukb20201555555555", []Shape{{"iban", "gb33bukb20201555555555"}}},
		{"an IBAN with a wrong check is not IBAN-shaped", "DE88 3704 0044 0532 0130 00", nil},
		{"an access-log field is not an IBAN", "PO2079228 200 27545", nil},
		{"an IBAN glued to letters is not IBAN-shaped", "xDE89370400440532013000", nil},
		{"a Luhn-valid Visa number is card-shaped", "card 4111 1111 1111 1111 ok", []Shape{{"card", "4111 1111 1111 1111"}}},
		{"a Luhn-valid Amex number is card-shaped", "378282246310005", []Shape{{"card", "378282246310005"}}},
		{"an ISBN-13 is not card-shaped, Luhn or not", "ISBN 978-1-4028-9462-6", nil},
		{"a 13-digit epoch in milliseconds is not card-shaped", "at 1718026843512", nil},
		{"an EAN-13 that fails Luhn is not card-shaped", "EAN 4006381333931", nil},
		{"digits inside a longer run are not a card", "x41111111111111110", nil},
		{"a decimal tail is not a card", "0.4111111111111111", nil},
		{"an international number is phone-shaped", "ring +44 20 7946 0958", []Shape{{"phone", "+44 20 7946 0958"}}},
		{"a signed small number is not a phone", "delta +12 items, +3.5 %", nil},
		{"a number after a telephone word is phone-shaped", "Tel.: 030 23125 678", []Shape{{"phone", "Tel.: 030 23125 678"}}},
		{"a byte count after an unrelated word is not a phone", "wrote 2147483648 bytes", nil},
		{"a URL with a host is URL-shaped", "see https://docs.example.com/a?b=1 now", []Shape{{"url", "https://docs.example.com"}}},
		{"a path without a host is not a URL", "GET /api/v2/orders/48213", nil},
		{"a telephone word far from the digits is not a phone cue", "the phone team closed ticket 20931 and 48213", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := StrongShapes(tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("StrongShapes(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

func FuzzStrongShapes(f *testing.F) {
	for _, s := range []string{"FR76 3000 6000 0112 3456 7890 189", "4111-1111-1111-1111", "a@b.cd", "+33 6 12", "é1 2 3 4 5 6 7 8 9 0 1 2 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, sh := range StrongShapes(s) {
			if sh.Value == "" {
				t.Fatalf("empty %s shape in %q", sh.Kind, s)
			}
		}
	})
}
