package regex

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// chatMessage1KB is a realistic 1 KB English chat message holding three PII
// values: an IBAN, an e-mail address and an international phone number,
// among the ordinary numbers of such a message (dates, amounts, "Q3").
const chatMessage1KB = "Hi team, following up on yesterday's call about the Q3 onboarding. I went through " +
	"the checklist with the new contractor and most of it is done: the laptop was shipped on Monday, " +
	"the VPN profile works, and the shared drive permissions were granted this morning. Two things are " +
	"still open. First, payroll needs her bank details before the 25th, otherwise the first payment slips " +
	"to next month; she sent them over as DE89 3704 0044 0532 0130 00, can someone in finance confirm " +
	"they went into the system? Second, her badge for the Berlin office hasn't arrived, so security " +
	"asked that she calls them directly. Her contact details are anna.schmidt@example.com and " +
	"+49 30 901820 for urgent matters. I also reminded her about the compliance training, which has to " +
	"be finished within the first 2 weeks, and about the expense policy (receipts over 25 euros must be " +
	"attached to the claim, and travel is booked through the portal, not directly with the airlines). " +
	"Let me know if I missed anything, otherwise I'll close ticket 4471 on Friday, 14:30 at the latest. " +
	"Thanks again, and have a good weekend!"

// naiveAlternation is the baseline: the built-in shapes as one stdlib
// regexp alternation, without the look-around checks (RE2 has none), which
// is what a straightforward port would run.
const naiveAlternation = `(?:[\w.%+-]+@(?:[\w-]+\.)+[A-Za-z]{2,})` +
	`|(?:https?://[^\s<>"']*[^\s<>"'.,;:!?)\]])` +
	`|(?:(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))` +
	`|(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){2,7})` +
	`|(?:\b(?:\d[ -]?){12,18}\d\b)` +
	`|(?:(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4})` +
	`|(?:\b\d{5}(?:-\d{4})?\b)` +
	`|(?:9\d{2}-[7-8]\d-\d{4})` +
	`|(?:\b\d{3}-\d{2}-\d{4}\b)` +
	`|(?:\b[A-Z]{2}\d{2}(?:[\s-]?[A-Z0-9]){11,30}\b)` +
	`|(?:(?:\+33\s?(?:\(0\)\s?)?|0)[1-9](?:[\s.-]?\d{2}){4})` +
	`|(?:\bFR\d{2}(?:[\s-]?[A-Z0-9]){23}\b)` +
	`|(?:\b[12][\s.-]?\d{2}[\s.-]?(?:0[1-9]|1[0-2])[\s.-]?(?:2A|2B|\d{2})[\s.-]?\d{3}[\s.-]?\d{3}[\s.-]?\d{2}\b)` +
	`|(?:\b\d{3}[\s-]?\d{3}[\s-]?\d{3}[\s-]?\d{5}\b)` +
	`|(?:\b\d{3}[\s-]?\d{3}[\s-]?\d{3}\b)` +
	`|(?:sk-(?:proj-)?[A-Za-z0-9_-]{20,})` +
	`|(?:\bAKIA[0-9A-Z]{16}\b)` +
	`|(?:\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{82})\b)` +
	`|(?:\b[sr]k_(?:live|test)_[A-Za-z0-9]{24,}\b)` +
	`|(?:(?:\+|00)[1-9]\d{0,2}[\s.-]?(?:\(0\)[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d+(?:[\s.-]\d+)*)`

// BenchmarkRegexDetector1KB measures detection with all built-in groups on
// chatMessage1KB.
//
//	go test -run '^$' -bench 'RegexDetector1KB|RegexNaiveAlternation1KB' ./detector/regex/
func BenchmarkRegexDetector1KB(b *testing.B) {
	d, err := New(Config{Groups: Groups()})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	dets, _ := d.Detect(ctx, chatMessage1KB)
	for _, label := range []string{"IBAN", "EMAIL", "PHONE"} {
		if !slices.ContainsFunc(dets, func(d pii.Detection) bool { return d.Label == label }) {
			b.Fatalf("no %s among %v", label, dets)
		}
	}
	b.SetBytes(int64(len(chatMessage1KB)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.Detect(ctx, chatMessage1KB); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRegexNaiveAlternation1KB is the baseline for
// BenchmarkRegexDetector1KB: the same shapes as one stdlib regexp
// alternation.
func BenchmarkRegexNaiveAlternation1KB(b *testing.B) {
	re := regexp.MustCompile(naiveAlternation)
	if n := len(re.FindAllStringIndex(chatMessage1KB, -1)); n < 3 {
		b.Fatalf("baseline finds %d matches", n)
	}
	b.SetBytes(int64(len(chatMessage1KB)))
	b.ReportAllocs()
	for b.Loop() {
		re.FindAllStringIndex(chatMessage1KB, -1)
	}
}

// BenchmarkRegexDetectorProse measures the scan alone on 64 KB of text with
// no PII (the cost every message pays).
func BenchmarkRegexDetectorProse(b *testing.B) {
	d, err := New(Config{Groups: Groups()})
	if err != nil {
		b.Fatal(err)
	}
	text := strings.Repeat("The quick brown fox jumps over the lazy dog; 3 dogs, 12 cats and 2024 birds. ", 840)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		d.Detect(context.Background(), text)
	}
}

// BenchmarkRegexAdversarial runs adversarial repetitions at 32 KiB and
// 128 KiB: linear scanning shows as equal MB/s at both sizes, a quadratic
// path as a 4x drop. Compare the two sizes within one run.
func BenchmarkRegexAdversarial(b *testing.B) {
	d, err := New(Config{Groups: Groups()})
	if err != nil {
		b.Fatal(err)
	}
	units := []struct{ name, unit string }{
		{"url-schemes", "http://"}, {"at-signs", "a@"}, {"domain-labels", "a."}, {"digit-groups", "1 "},
		{"hyphenated-digits", "12-"}, {"colons", "a:"}, {"double-colons", "::"}, {"plus-signs", "+1"},
		{"parentheses", "(1)"}, {"iban-like", "GB12"}, {"key-prefixes", "sk-"}, {"email-local-part", "a.b"},
		{"nine-digit-fields", "401582291;"}, {"table-rows", "x;401582291;01.02.68\n"}, {"id-keys", " id=401582291 dob"},
		{"letters-and-digits", "AB 12 34 56 C "},
	}
	for _, u := range units {
		for _, size := range []int{32 << 10, 128 << 10} {
			text := strings.Repeat(u.unit, size/len(u.unit))
			b.Run(fmt.Sprintf("%s/%dKiB", u.name, size>>10), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					if _, err := d.Detect(context.Background(), text); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
