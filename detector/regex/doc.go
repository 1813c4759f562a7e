// Package regex finds PII by shape: e-mail addresses, URLs, IP addresses,
// card numbers, phone numbers, national identifiers, bank accounts and API
// secrets, in built-in pattern groups (Groups: generic, us, eu, fr,
// secrets, phone, dob), plus custom Go regexps per label.
//
// The built-in patterns are upstream piighost's. Go's regexp has no
// look-around, so each built-in label is a hand-written scanner that
// reproduces its upstream pattern, look-arounds included (a differential
// test checks each against the verbatim pattern); checksum validators
// (Luhn, ISO 7064, the INSEE key, libphonenumber) are opt-in per label.
// docs/detection.md lists every label, its shape and the deviations.
//
//	d, err := regex.New(regex.Config{Groups: regex.Groups()})
//	dets, err := d.Detect(ctx, text)
package regex
