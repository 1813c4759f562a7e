// Package regex finds PII by shape: e-mail addresses, URLs, IP addresses,
// card numbers, phone numbers, national identifiers, bank accounts, API
// secrets and dates of birth, in built-in pattern groups (Groups: generic, us, eu, fr,
// secrets, phone, dob), plus custom Go regexps per label.
//
// The built-in patterns are upstream piighost's. Go's regexp has no
// look-around, so each built-in label is a hand-written scanner that
// reproduces its upstream pattern, look-arounds included (a differential
// test checks each against the verbatim pattern); checksum validators
// (Luhn, ISO 7064, the INSEE key, libphonenumber) are opt-in per label.
//
// Each candidate is scored: a strong shape (an e-mail address, an IBAN
// passing mod 97, a Luhn-valid card number with a network prefix) counts
// alone, a weak one (five digits, nine digits, a dotted quad, a date) only
// with a cue nearby (a US state, "SIREN", "IP", "born on"), and none glued
// to a longer token; Config.Thresholds sets the score each label needs.
// docs/detection.md lists every label, its shape, its cues and the
// deviations.
//
//	d, err := regex.New(regex.Config{Groups: regex.Groups()})
//	dets, err := d.Detect(ctx, text)
package regex
