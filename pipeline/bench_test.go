package pipeline

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/pii"
)

// A 1 KB chat message with three PII values. Each benchmark iteration uses
// a different message (the filler varies), so the message cache never
// answers: every call detects, links and renders.
func ticketMessages(n int) []string {
	filler := "Thanks for the quick answer yesterday, the team reviewed the quarterly numbers and we would like to move forward with the proposal as discussed during the meeting. "
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		fmt.Fprintf(&b, "Hi, this is ticket %d. ", i)
		b.WriteString(filler)
		b.WriteString("Please send the contract to jane.doe@example.com and copy our accountant. ")
		b.WriteString(filler)
		b.WriteString("For the payment use IBAN FR76 3000 6000 0112 3456 7890 189 as before. ")
		b.WriteString(filler)
		b.WriteString("If anything is unclear you can call me on +44 20 7946 0958 any afternoon. ")
		b.WriteString(filler[:len(filler)-40])
		out[i] = b.String()
	}
	return out
}

func defaultRegex(b *testing.B) pii.Detector {
	d, err := regex.New(regex.Config{Groups: regex.Groups()})
	if err != nil {
		b.Fatal(err)
	}
	return d
}

func BenchmarkAnonymize1KBWarmThread(b *testing.B) {
	msgs := ticketMessages(4096)
	p, err := New(Config{Detector: defaultRegex(b), Store: NewMemStore(MemStoreConfig{MaxMessages: 1 << 20})})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if _, err := p.Anonymize(ctx, "t", msgs[0], pii.RoleUser); err != nil { // warm: the thread knows the values
		b.Fatal(err)
	}
	b.SetBytes(int64(len(msgs[1])))
	b.ReportAllocs()
	i := 1
	for b.Loop() {
		if _, err := p.Anonymize(ctx, "t", msgs[i%len(msgs)], pii.RoleUser); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkAnonymize1KBWarmThreadDefaultConfig is the same with the
// default configuration: every regex group, then the gazetteer.
func BenchmarkAnonymize1KBWarmThreadDefaultConfig(b *testing.B) {
	msgs := ticketMessages(4096)
	p, err := New(Config{Detector: defaultDetectors(b), Store: NewMemStore(MemStoreConfig{MaxMessages: 1 << 20})})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if _, err := p.Anonymize(ctx, "t", msgs[0], pii.RoleUser); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(msgs[1])))
	b.ReportAllocs()
	i := 1
	for b.Loop() {
		if _, err := p.Anonymize(ctx, "t", msgs[i%len(msgs)], pii.RoleUser); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// defaultDetectors are the detectors of the default configuration: every
// regex group, then the gazetteer.
func defaultDetectors(t testing.TB) pii.Detector {
	re, err := regex.New(regex.Config{Groups: regex.Groups()})
	if err != nil {
		t.Fatal(err)
	}
	gaz, err := gazetteer.New(gazetteer.Config{})
	if err != nil {
		t.Fatal(err)
	}
	return pii.NewComposite(re, gaz)
}

// naivePatterns are the usual PII shapes as one stdlib alternation: the
// approach a first implementation would take.
var naivePatterns = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}` +
	`|https?://[^\s<>"']*[^\s<>"'.,;:!?)\]]` +
	`|\b(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\b` +
	`|\b(?:\d[ -]?){12,18}\d\b` +
	`|\b\d{3}-\d{2}-\d{4}\b` +
	`|\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}\b` +
	`|\+\d{1,3}(?:[ .-]?\d{2,4}){2,5}` +
	`|\b(?:\+33\s?|0)[1-9](?:[\s.-]?\d{2}){4}\b`)

// BenchmarkAnonymize1KBNaiveBaseline detects with one stdlib alternation
// and replaces through a map, in the same conditions.
func BenchmarkAnonymize1KBNaiveBaseline(b *testing.B) {
	msgs := ticketMessages(4096)
	tokens := map[string]string{}
	b.SetBytes(int64(len(msgs[1])))
	b.ReportAllocs()
	i := 1
	for b.Loop() {
		msg := msgs[i%len(msgs)]
		_ = naivePatterns.ReplaceAllStringFunc(msg, func(v string) string {
			t, ok := tokens[v]
			if !ok {
				t = fmt.Sprintf("<<PII:%d>>", len(tokens)+1)
				tokens[v] = t
			}
			return t
		})
		i++
	}
}

// tokenisedReply is a 1 KB model reply holding tokens of a warm thread.
func tokenisedReply() string {
	filler := "We reviewed the numbers with the team and everything is in order for the next step of the project. "
	var b strings.Builder
	for b.Len() < 1024 {
		b.WriteString(filler)
		b.WriteString("I wrote to <<EMAIL:1>> and <<PERSON:1>>, ")
	}
	return b.String()
}

// sparseReply is a 1 KB model reply where tokens are about 5% of the
// bytes, the density of the reference figures in pii-peers.md §6b.
func sparseReply() string {
	filler := "We reviewed the numbers with the team and everything is in order for the next step of the project, as planned. "
	var b strings.Builder
	for b.Len() < 1024 {
		b.WriteString(filler)
		b.WriteString(filler)
		b.WriteString("Wrote to <<EMAIL:1>>. ")
	}
	return b.String()
}

func warmRestorePipeline(b *testing.B) *Pipeline {
	p, err := New(Config{Detector: pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
		var out []pii.Detection
		for _, v := range []struct{ v, l string }{{"jane.doe@example.com", "EMAIL"}, {"Jane Doe", "PERSON"}} {
			if i := strings.Index(text, v.v); i >= 0 {
				out = append(out, pii.Detection{Start: i, End: i + len(v.v), Label: v.l, Text: v.v, Confidence: 1})
			}
		}
		return out, nil
	})})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := p.Anonymize(context.Background(), "t", "jane.doe@example.com Jane Doe", pii.RoleUser); err != nil {
		b.Fatal(err)
	}
	return p
}

func BenchmarkRestore1KB(b *testing.B) {
	p := warmRestorePipeline(b)
	ctx := context.Background()
	for _, r := range []struct{ name, reply string }{{"dense", tokenisedReply()}, {"sparse", sparseReply()}} {
		b.Run(r.name, func(b *testing.B) {
			b.SetBytes(int64(len(r.reply)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Deanonymize(ctx, "t", r.reply); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

var naiveTokens = regexp.MustCompile(`<<[A-Za-z_][A-Za-z0-9_ -]*:[A-Za-z0-9]+>>`)

// BenchmarkRestore1KBNaiveBaseline restores with regexp.ReplaceAllStringFunc
// and a map, in the same conditions.
func BenchmarkRestore1KBNaiveBaseline(b *testing.B) {
	values := map[string]string{"<<EMAIL:1>>": "jane.doe@example.com", "<<PERSON:1>>": "Jane Doe"}
	for _, r := range []struct{ name, reply string }{{"dense", tokenisedReply()}, {"sparse", sparseReply()}} {
		b.Run(r.name, func(b *testing.B) {
			b.SetBytes(int64(len(r.reply)))
			b.ReportAllocs()
			for b.Loop() {
				_ = naiveTokens.ReplaceAllStringFunc(r.reply, func(t string) string {
					if v, ok := values[t]; ok {
						return v
					}
					return t
				})
			}
		})
	}
}

// streamChunks cuts a reply into chunks of size bytes; an LLM streams
// tokens of about 4 bytes, often batched into larger deltas.
func streamChunks(size int) []string {
	reply := tokenisedReply()
	var out []string
	for i := 0; i < len(reply); i += size {
		out = append(out, reply[i:min(i+size, len(reply))])
	}
	return out
}

func BenchmarkStreamDecoder1KB(b *testing.B) {
	values := map[string]string{"<<EMAIL:1>>": "jane.doe@example.com", "<<PERSON:1>>": "Jane Doe"}
	replace := func(t string) (string, error) { return values[t], nil }
	rec := must(NewRecognizer(Delimiters{}, true))
	for _, size := range []int{4, 16, 64} {
		b.Run(fmt.Sprintf("chunk=%dB", size), func(b *testing.B) {
			chunks := streamChunks(size)
			b.SetBytes(int64(len(tokenisedReply())))
			b.ReportAllocs()
			for b.Loop() {
				d := rec.NewStreamDecoder(replace)
				for _, c := range chunks {
					if _, err := d.Feed(c); err != nil {
						b.Fatal(err)
					}
				}
				d.Flush()
			}
		})
		b.Run(fmt.Sprintf("FeedTo/chunk=%dB", size), func(b *testing.B) {
			chunks := streamChunks(size)
			b.SetBytes(int64(len(tokenisedReply())))
			b.ReportAllocs()
			var out []byte
			for b.Loop() {
				d := rec.NewStreamDecoder(replace)
				for _, c := range chunks {
					var err error
					if out, err = d.FeedTo(out[:0], c); err != nil {
						b.Fatal(err)
					}
				}
				d.Flush()
			}
		})
	}
}

// BenchmarkStreamDecoder1KBNaiveBaseline buffers the stream and restores
// the buffer with a regexp at every chunk, emitting the new part: the
// simple way to never show a cut token.
func BenchmarkStreamDecoder1KBNaiveBaseline(b *testing.B) {
	chunks := streamChunks(4)
	values := map[string]string{"<<EMAIL:1>>": "jane.doe@example.com", "<<PERSON:1>>": "Jane Doe"}
	b.SetBytes(int64(len(tokenisedReply())))
	b.ReportAllocs()
	for b.Loop() {
		var buf strings.Builder
		emitted := 0
		for _, c := range chunks {
			buf.WriteString(c)
			s := buf.String()
			if i := strings.LastIndex(s, "<<"); i >= 0 && !strings.Contains(s[i:], ">>") {
				s = s[:i]
			}
			out := naiveTokens.ReplaceAllStringFunc(s, func(t string) string { return values[t] })
			if len(out) > emitted {
				emitted = len(out)
			}
		}
	}
}

// BenchmarkGuardRail is the cost of the guard rail on a 1 KB message
// (three values, warm thread, every message new), side by side: without
// a guard; with the regex tier as the guard (every group, validators
// off) behind a primary regex detector with validators on; with the
// gazetteer as the guard.
func BenchmarkGuardRail(b *testing.B) {
	strict, err := regex.New(regex.Config{Groups: regex.Groups(), Validators: []string{"CREDIT_CARD", "IBAN", "FR_IBAN", "FR_NIR"}})
	if err != nil {
		b.Fatal(err)
	}
	gaz, err := gazetteer.New(gazetteer.Config{})
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name  string
		guard *Guard
	}{
		{"none", nil},
		{"regex", &Guard{Detector: defaultRegex(b)}},
		{"gazetteer", &Guard{Detector: gaz}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			msgs := ticketMessages(4096)
			p, err := New(Config{Detector: strict, Guard: bc.guard, Store: NewMemStore(MemStoreConfig{MaxMessages: 1 << 20})})
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			if _, err := p.Anonymize(ctx, "t", msgs[0], pii.RoleUser); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(msgs[1])))
			b.ReportAllocs()
			i := 1
			for b.Loop() {
				if _, err := p.Anonymize(ctx, "t", msgs[i%len(msgs)], pii.RoleUser); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// BenchmarkCountKnown1KB measures the clear-known check of model.in on a
// 1 KB text the cache has not seen (each iteration a different message, on
// a thread that knows its three values), side by side with de-identifying
// the same texts with the default detectors: what the check adds to a
// passed-on message against what analysing it would cost. The 4096 texts
// outnumber the view's caches (maxRenders), and the store keeps one message
// record, so neither side is ever answered from a cache, whatever b.N.
func BenchmarkCountKnown1KB(b *testing.B) {
	msgs := ticketMessages(4096)
	setup := func(b *testing.B) (*Pipeline, context.Context) {
		p, err := New(Config{Detector: defaultDetectors(b), Store: NewMemStore(MemStoreConfig{MaxMessages: 1})})
		if err != nil {
			b.Fatal(err)
		}
		ctx := context.Background()
		if _, err := p.Anonymize(ctx, "t", msgs[0], pii.RoleUser); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(msgs[1])))
		b.ReportAllocs()
		return p, ctx
	}
	b.Run("count-known", func(b *testing.B) {
		p, ctx := setup(b)
		i := 1
		for b.Loop() {
			if n, err := p.CountKnown(ctx, "t", msgs[i%len(msgs)]); err != nil || n != 3 {
				b.Fatalf("CountKnown = %d, %v; want 3", n, err)
			}
			i++
		}
	})
	b.Run("anonymize", func(b *testing.B) {
		p, ctx := setup(b)
		i := 1
		for b.Loop() {
			if _, err := p.Anonymize(ctx, "t", msgs[i%len(msgs)], pii.RoleUser); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}
