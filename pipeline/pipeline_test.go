package pipeline

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// testDetector finds e-mails and a few names and places with regexps, and
// counts its calls.
type testDetector struct {
	calls atomic.Int64
}

var (
	testEmail = regexp.MustCompile(`[\p{L}0-9._%+-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.[A-Za-z]{2,}`)
	testNames = regexp.MustCompile(`(?i)\b(?:patrick|paul[\s\x{a0}]+martin|emma|marie|jean)\b`)
	testPlace = regexp.MustCompile(`\b(?:Paris|Lyon)\b`)
	testIBAN  = regexp.MustCompile(`\bFR\d{2}(?: ?[0-9A-Z]{4}){5}[0-9A-Z ]{0,3}\b`)
)

func (d *testDetector) Detect(_ context.Context, text string) ([]pii.Detection, error) {
	d.calls.Add(1)
	var out []pii.Detection
	add := func(re *regexp.Regexp, label string) {
		for _, m := range re.FindAllStringIndex(text, -1) {
			out = append(out, pii.Detection{Start: m[0], End: m[1], Label: label, Text: text[m[0]:m[1]], Confidence: 1})
		}
	}
	add(testEmail, "EMAIL")
	add(testNames, "PERSON")
	add(testPlace, "LOCATION")
	add(testIBAN, "IBAN")
	return out, nil
}

func newTestPipeline(t testing.TB, opts ...func(*Config)) (*Pipeline, *testDetector) {
	t.Helper()
	det := &testDetector{}
	cfg := Config{Detector: det}
	for _, o := range opts {
		o(&cfg)
	}
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p, det
}

func anon(t testing.TB, p *Pipeline, thread, text string, role pii.Role) string {
	t.Helper()
	a, err := p.Anonymize(context.Background(), thread, text, role)
	if err != nil {
		t.Fatalf("Anonymize(%q): %v", text, err)
	}
	return a.Text
}

func restore(t testing.TB, p *Pipeline, thread, text string) Restored {
	t.Helper()
	r, err := p.Deanonymize(context.Background(), thread, text)
	if err != nil {
		t.Fatalf("Deanonymize(%q): %v", text, err)
	}
	return r
}

func TestSpecExample(t *testing.T) {
	p, _ := newTestPipeline(t)
	if got := anon(t, p, "conv-1", "Email Patrick in Paris", pii.RoleUser); got != "Email <<PERSON:1>> in <<LOCATION:1>>" {
		t.Fatalf("got %q", got)
	}
	if got := restore(t, p, "conv-1", "Sent to <<PERSON:1>>.").Text; got != "Sent to Patrick." {
		t.Fatalf("restore = %q", got)
	}
}

func TestThreadRules(t *testing.T) {
	type step struct {
		role pii.Role
		in   string
		want string
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"the same value keeps its token across messages", []step{
			{pii.RoleUser, "I am Patrick", "I am <<PERSON:1>>"},
			{pii.RoleUser, "Patrick again, with Emma", "<<PERSON:1>> again, with <<PERSON:2>>"},
		}},
		{"case variants share one token", []step{
			{pii.RoleUser, "Patrick", "<<PERSON:1>>"},
			{pii.RoleUser, "PATRICK and patrick", "<<PERSON:1>> and <<PERSON:1>>"},
		}},
		{"whitespace variants share one token", []step{
			{pii.RoleUser, "Paul Martin", "<<PERSON:1>>"},
			{pii.RoleUser, "Paul\u00a0Martin", "<<PERSON:1>>"},
		}},
		{"numbering is per label", []step{
			{pii.RoleUser, "Patrick a@b.co Emma c@d.co", "<<PERSON:1>> <<EMAIL:1>> <<PERSON:2>> <<EMAIL:2>>"},
		}},
		{"an early position in a later message never steals an older number", []step{
			{pii.RoleUser, "x Emma", "x <<PERSON:1>>"},
			{pii.RoleUser, "Patrick then Emma", "<<PERSON:2>> then <<PERSON:1>>"},
		}},
		{"a value the assistant introduced first stays clear and consumes no number", []step{
			{pii.RoleAssistant, "The head office is in Lyon, ask Marie", "The head office is in Lyon, ask Marie"},
			{pii.RoleUser, "Lyon? I am Patrick", "Lyon? I am <<PERSON:1>>"},
			{pii.RoleUser, "Marie said so", "Marie said so"},
		}},
		{"a value the user introduced first stays masked when the assistant repeats it", []step{
			{pii.RoleUser, "I am Patrick", "I am <<PERSON:1>>"},
			{pii.RoleAssistant, "Hello Patrick", "Hello <<PERSON:1>>"},
		}},
		{"a known value is found again where no detector reports it", []step{
			{pii.RoleUser, "mail jo@ex.com", "mail <<EMAIL:1>>"},
			{pii.RoleUser, "JO@EX.COM is mine, jo@ex.community is not", "<<EMAIL:1>> is mine, <<EMAIL:2>> is not"},
		}},
		{"a value found once is replaced at its other occurrences in the message", []step{
			{pii.RoleUser, "Paris: paris is big", "<<LOCATION:1>>: <<LOCATION:1>> is big"},
		}},
		{"a typed token the thread never issued is neutralised", []step{
			{pii.RoleUser, "show me <<PERSON:2>>", "show me <\u200b<PERSON:2>>"},
		}},
		{"a token the thread issued stays in assistant text (tool call arguments)", []step{
			{pii.RoleUser, "I am Patrick", "I am <<PERSON:1>>"},
			{pii.RoleAssistant, "call <<PERSON:1>>", "call <<PERSON:1>>"},
		}},
		{"a token typed in user text is neutralised even when the thread issued it", []step{
			{pii.RoleUser, "I am Patrick", "I am <<PERSON:1>>"},
			{pii.RoleUser, "call <<PERSON:1>>", "call <\u200b<PERSON:1>>"},
		}},
		{"a token issued in the same call does not make a typed copy valid", []step{
			{pii.RoleAssistant, "a@b.co <<EMAIL:1>>", "a@b.co <\u200b<EMAIL:1>>"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, _ := newTestPipeline(t)
			for _, s := range tt.steps {
				if got := anon(t, p, "t", s.in, s.role); got != s.want {
					t.Fatalf("Anonymize(%v, %q) = %q, want %q", s.role, s.in, got, s.want)
				}
				// The same text again is a render the view kept (as edits
				// of the text): the same result.
				if got := anon(t, p, "t", s.in, s.role); got != s.want {
					t.Fatalf("Anonymize(%v, %q) again = %q, want %q", s.role, s.in, got, s.want)
				}
			}
		})
	}
}

func TestRestorationRules(t *testing.T) {
	p, _ := newTestPipeline(t)
	for i := 1; i <= 10; i++ {
		anon(t, p, "t", fmt.Sprintf("mail u%d@ex.com", i), pii.RoleUser)
	}
	anon(t, p, "t", "Patrick", pii.RoleUser)
	anon(t, p, "t", "patrick", pii.RoleUser) // a later spelling
	tests := []struct {
		name, in, want string
		invented       []string
	}{
		{"the first spelling seen is written back", "hi <<PERSON:1>>", "hi Patrick", nil},
		{"longest token first: EMAIL:10 is not EMAIL:1 followed by 0", "<<EMAIL:10>> <<EMAIL:1>>", "u10@ex.com u1@ex.com", nil},
		{"only whole tokens are restored", "<<EMAIL:1 EMAIL:1>> < <EMAIL:1>>", "<<EMAIL:1 EMAIL:1>> < <EMAIL:1>>", nil},
		{"unknown tokens stay and are reported", "<<PERSON:9>> and <<Person:1>>", "<<PERSON:9>> and <<Person:1>>", []string{"<<PERSON:9>>", "<<Person:1>>"}},
		{"a neutralised token stays neutralised, not restored and not invented", "<\u200b<PERSON:1>>", "<\u200b<PERSON:1>>", nil},
		{"a token beside a neutralised one is restored", "<\u200b<PERSON:1>><<PERSON:1>>", "<\u200b<PERSON:1>>Patrick", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := restore(t, p, "t", tt.in)
			if r.Text != tt.want {
				t.Errorf("restore = %q, want %q", r.Text, tt.want)
			}
			if strings.Join(r.InventedTokens(), ",") != strings.Join(tt.invented, ",") {
				t.Errorf("invented = %q, want %q", r.InventedTokens(), tt.invented)
			}
			for _, inv := range r.Invented {
				if r.Text[inv.Start:inv.End] != inv.Token {
					t.Errorf("invented offsets %+v do not point at the token", inv)
				}
			}
		})
	}
}

func TestARestoredValueIsNeverRescanned(t *testing.T) {
	p, _ := newTestPipeline(t)
	// The "value" looks like a token itself.
	a, err := p.Anonymize(context.Background(), "t", "x", pii.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	_ = a
	store := p.store.(*MemStore)
	head, _, _ := store.Open(context.Background(), "t", true)
	if err := store.Append(context.Background(), "t", head.Gen, 1, Entry{Label: "NOTE", Text: "<<NOTE:1>> inside", Role: pii.RoleUser}); err != nil {
		t.Fatal(err)
	}
	if got := restore(t, p, "t", "<<NOTE:1>>").Text; got != "<<NOTE:1>> inside" {
		t.Errorf("restore = %q", got)
	}
}

func TestThreadsAreIsolated(t *testing.T) {
	p, _ := newTestPipeline(t)
	anon(t, p, "a", "I am Patrick", pii.RoleUser)
	anon(t, p, "b", "I am Emma", pii.RoleUser)
	if got := restore(t, p, "b", "<<PERSON:1>>").Text; got != "Emma" {
		t.Errorf("thread b restores %q", got)
	}
	r := restore(t, p, "c", "<<PERSON:1>>")
	if r.Text != "<<PERSON:1>>" || len(r.Invented) != 1 {
		t.Errorf("unknown thread restores %+v", r)
	}
}

func TestMissingThreadIDIsRefused(t *testing.T) {
	p, _ := newTestPipeline(t)
	ctx := context.Background()
	_, err1 := p.Anonymize(ctx, "", "x", pii.RoleUser)
	_, err2 := p.Deanonymize(ctx, "", "x")
	_, err3 := p.Forget(ctx, "")
	_, err4 := p.TokenMap(ctx, "")
	for _, err := range []error{err1, err2, err3, err4} {
		if !errors.Is(err, pii.ErrMissingThreadID) {
			t.Errorf("err = %v, want missing_thread_id", err)
		}
	}
}

func TestAMessageAlreadySeenIsNotDetectedAgain(t *testing.T) {
	p, det := newTestPipeline(t)
	msg := strings.Repeat("Patrick writes to jo@ex.com. ", 10)
	first := anon(t, p, "t", msg, pii.RoleUser)
	for range 5 {
		if got := anon(t, p, "t", msg, pii.RoleUser); got != first {
			t.Fatalf("resent message rendered differently: %q", got)
		}
	}
	if n := det.calls.Load(); n != 1 {
		t.Errorf("detector ran %d times, want 1", n)
	}
	anon(t, p, "other", msg, pii.RoleUser)
	if n := det.calls.Load(); n != 2 {
		t.Errorf("another thread must detect on its own; detector ran %d times", n)
	}
}

func TestACachedMessageStillMasksValuesLearnedLater(t *testing.T) {
	p, _ := newTestPipeline(t)
	anon(t, p, "t", "meet Bob at noon", pii.RoleUser)
	// Teach the thread that Bob is a person, as a configured value would.
	store := p.store.(*MemStore)
	head, _, _ := store.Open(context.Background(), "t", true)
	if err := store.Append(context.Background(), "t", head.Gen, 1, Entry{Label: "PERSON", Text: "Bob", Role: pii.RoleUser}); err != nil {
		t.Fatal(err)
	}
	if got := anon(t, p, "t", "meet Bob at noon", pii.RoleUser); got != "meet <<PERSON:1>> at noon" {
		t.Errorf("resent message = %q", got)
	}
}

func TestForgetErasesTheThread(t *testing.T) {
	p, _ := newTestPipeline(t)
	ctx := context.Background()
	anon(t, p, "t", "Patrick and Emma, jo@ex.com", pii.RoleUser)
	f, err := p.Forget(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	if f.Entities != 3 || f.Messages != 1 {
		t.Errorf("forgotten = %+v", f)
	}
	r := restore(t, p, "t", "<<PERSON:1>>")
	if r.Text != "<<PERSON:1>>" || len(r.Invented) != 1 {
		t.Errorf("old token after forget: %+v", r)
	}
	if got := anon(t, p, "t", "Emma", pii.RoleUser); got != "<<PERSON:1>>" {
		t.Errorf("after forget, numbering restarts: %q", got)
	}
	if f, _ := p.Forget(ctx, "never-seen"); f != (Forgotten{}) {
		t.Errorf("unknown thread forgotten = %+v", f)
	}
}

func TestATokenOnceIssuedNeverChanges(t *testing.T) {
	clock := time.Unix(0, 0)
	store := NewMemStore(MemStoreConfig{Now: func() time.Time { return clock }})
	p, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	anon(t, p, "t", "Emma", pii.RoleUser)
	anon(t, p, "t", "Patrick", pii.RoleUser)
	// Another pipeline on the same store (another worker) derives the
	// same tokens, and old replies keep restoring.
	p2, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	if got := anon(t, p2, "t", "Patrick, Emma", pii.RoleUser); got != "<<PERSON:2>>, <<PERSON:1>>" {
		t.Fatalf("second worker: %q", got)
	}
	if got := restore(t, p2, "t", "<<PERSON:1>>").Text; got != "Emma" {
		t.Errorf("restore = %q", got)
	}
}

func TestMemStoreBounds(t *testing.T) {
	clock := time.Unix(0, 0)
	store := NewMemStore(MemStoreConfig{MaxThreads: 2, IdleTTL: time.Hour, Now: func() time.Time { return clock }})
	p, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	anon(t, p, "a", "Patrick", pii.RoleUser)
	anon(t, p, "b", "Emma", pii.RoleUser)
	anon(t, p, "c", "Marie", pii.RoleUser) // evicts a, the least recently used
	if store.Len() != 2 {
		t.Errorf("threads kept = %d", store.Len())
	}
	if r := restore(t, p, "a", "<<PERSON:1>>"); len(r.Invented) != 1 {
		t.Errorf("evicted thread still restores: %+v", r)
	}
	clock = clock.Add(59 * time.Minute)
	if got := restore(t, p, "b", "<<PERSON:1>>").Text; got != "Emma" {
		t.Errorf("thread in use expired: %q", got)
	}
	clock = clock.Add(59 * time.Minute) // b was used a minute... 59 minutes ago
	if got := restore(t, p, "b", "<<PERSON:1>>").Text; got != "Emma" {
		t.Errorf("a thread in use is kept alive: %q", got)
	}
	clock = clock.Add(61 * time.Minute)
	if r := restore(t, p, "b", "<<PERSON:1>>"); len(r.Invented) != 1 {
		t.Errorf("idle thread did not expire: %+v", r)
	}
}

func TestTokenMapListsIssuedTokensOnly(t *testing.T) {
	p, _ := newTestPipeline(t)
	anon(t, p, "t", "Lyon", pii.RoleAssistant)
	anon(t, p, "t", "Patrick in Lyon, jo@ex.com", pii.RoleUser)
	m, err := p.TokenMap(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"<<PERSON:1>>": "Patrick", "<<EMAIL:1>>": "jo@ex.com"}
	if fmt.Sprint(m) != fmt.Sprint(want) {
		t.Errorf("token map = %v, want %v", m, want)
	}
}

func TestLabelHashFactoryRoundTrip(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) { c.Factory = must(NewLabelHashFactory(Delimiters{}, 8)) })
	if got := anon(t, p, "t", "Patrick and Emma", pii.RoleUser); got != "<<PERSON:09ef3b74>> and <<PERSON:c4912b76>>" {
		t.Fatalf("got %q", got)
	}
	if got := restore(t, p, "t", "<<PERSON:c4912b76>>").Text; got != "Emma" {
		t.Errorf("restore = %q", got)
	}
}

func TestShortHashCollisionsNeverShareAToken(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) { c.Factory = must(NewLabelHashFactory(Delimiters{}, 4)) })
	seen := map[string]bool{}
	for i := range 2000 {
		a, err := p.Anonymize(context.Background(), "t", fmt.Sprintf("u%d@ex.com", i), pii.RoleUser)
		if err != nil {
			t.Fatal(err)
		}
		if seen[a.Text] {
			t.Fatalf("token %s issued twice", a.Text)
		}
		seen[a.Text] = true
	}
}

// oneToken is a factory with room for one token per label only.
type oneToken struct{ Factory }

func (oneToken) Token(label string, _ int, _ string) string { return "<<" + label + ":x>>" }

func TestAThreadOutOfTokensFailsClosed(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) { c.Factory = oneToken{must(NewLabelCounterFactory(Delimiters{}))} })
	anon(t, p, "t", "a@ex.com", pii.RoleUser)
	_, err := p.Anonymize(context.Background(), "t", "b@ex.com", pii.RoleUser)
	if !errors.Is(err, pii.ErrUnavailable) || strings.Contains(err.Error(), "b@ex.com") {
		t.Fatalf("err = %v", err)
	}
}

func TestMaskFactoryRestoresByReplacement(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) { c.Factory = must(NewMaskFactory(1, '*')) })
	if got := anon(t, p, "t", "Patrick wrote", pii.RoleUser); got != "P****** wrote" {
		t.Fatalf("got %q", got)
	}
	if got := restore(t, p, "t", "P****** wrote").Text; got != "Patrick wrote" {
		t.Errorf("restore = %q", got)
	}
}

func TestConcurrentWritersAgreeOnEveryToken(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	const workers = 8
	var wg sync.WaitGroup
	results := make([]map[string]string, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
			got := map[string]string{}
			for i := range 40 {
				v := fmt.Sprintf("u%d@ex.com", (i*7+w)%25)
				a, err := p.Anonymize(context.Background(), "shared", "to "+v, pii.RoleUser)
				if err != nil {
					t.Error(err)
					return
				}
				got[v] = a.Tokens[0]
			}
			results[w] = got
		}()
	}
	wg.Wait()
	tokenOf := map[string]string{}
	valueOf := map[string]string{}
	for _, r := range results {
		for v, tok := range r {
			if prev, ok := tokenOf[v]; ok && prev != tok {
				t.Fatalf("value %s got tokens %s and %s", v, prev, tok)
			}
			if prev, ok := valueOf[tok]; ok && prev != v {
				t.Fatalf("token %s names %s and %s", tok, prev, v)
			}
			tokenOf[v], valueOf[tok] = tok, v
		}
	}
	for i := 1; i <= len(valueOf); i++ {
		if _, ok := valueOf[fmt.Sprintf("<<EMAIL:%d>>", i)]; !ok {
			t.Fatalf("numbering has a gap at %d: %v", i, valueOf)
		}
	}
}

func TestDetectorFailureIsTypedAndCarriesNoText(t *testing.T) {
	p, err := New(Config{Detector: pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) {
		return nil, errors.New("model server down")
	})})
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Anonymize(context.Background(), "t", "secret jo@ex.com", pii.RoleUser)
	if !errors.Is(err, pii.ErrDetector) || strings.Contains(err.Error(), "jo@ex.com") {
		t.Fatalf("err = %v", err)
	}
	bad, _ := New(Config{Detector: pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) {
		return []pii.Detection{{Start: 3, End: 99, Label: "X"}}, nil
	})})
	if _, err := bad.Anonymize(context.Background(), "t", "short", pii.RoleUser); !errors.Is(err, pii.ErrDetector) {
		t.Fatalf("out-of-range span: err = %v", err)
	}
}

func TestInventedPlaceholderErrorMessageMatchesUpstream(t *testing.T) {
	err := pii.NewInventedPlaceholderError([]string{"<<PERSON:9>>"})
	if err.Error() != "Deanonymized text holds tokens the pipeline never issued: ['<<PERSON:9>>']" {
		t.Errorf("message = %q", err.Error())
	}
	if !errors.Is(err, pii.ErrInventedPlaceholder) || pii.CodeOf(err) != pii.CodeInventedPlaceholder {
		t.Errorf("not matched by code")
	}
}

func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{
		"Email Patrick in Paris", "a@b.co <<EMAIL:1>>", "<\u200b<PERSON:1>> Patrick",
		"<<<<Patrick:1>>>>", "cout << x >> y", "PATRICK patrick Paul\u00a0Martin", "\xff\xfe <<A:1>>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, _ := newTestPipeline(t)
		a, err := p.Anonymize(context.Background(), "t", text, pii.RoleUser)
		if err != nil {
			t.Fatal(err)
		}
		r, err := p.Deanonymize(context.Background(), "t", a.Text)
		if err != nil {
			t.Fatal(err)
		}
		if want := firstSpellings(t, p, text); r.Text != want {
			t.Fatalf("round trip:\n in   %q\n anon %q\n out  %q\n want %q", text, a.Text, r.Text, want)
		}
	})
}

// firstSpellings is what restoring text anonymised in a fresh thread must
// give: text itself, except that every occurrence of a value is written with
// the value's first spelling (the one restoration writes back), and that
// every token typed between values stays neutralised.
func firstSpellings(t *testing.T, p *Pipeline, text string) string {
	raw, err := p.detector.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ = checkDetections(text, raw)
	spans, _, err := p.resolve(context.Background(), text, newView("ref", 0, p.shared), &detected{dets: raw}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	first := map[entityKey]string{}
	var b strings.Builder
	last := 0
	for _, d := range spans {
		k := entityKey{d.Label, textfold.ValueKey(d.Text)}
		if _, ok := first[k]; !ok {
			first[k] = d.Text
		}
		b.WriteString(p.rec.Neutralise(text[last:d.Start], nil))
		b.WriteString(first[k])
		last = d.End
	}
	b.WriteString(p.rec.Neutralise(text[last:], nil))
	return b.String()
}

// overlapping is a broken custom resolver that keeps overlapping spans.
type overlapping struct{}

func (overlapping) Resolve(_ string, dets []pii.Detection) []pii.Detection {
	return append(dets, pii.Detection{Start: dets[0].Start + 1, End: dets[0].End + 1, Label: "X", Text: "x", Confidence: 1})
}

func TestOverlappingSpansFailClosed(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) { c.Resolver = overlapping{} })
	_, err := p.Anonymize(context.Background(), "t", "mail jo@ex.com now", pii.RoleUser)
	if !errors.Is(err, pii.ErrOverlappingSpans) || strings.Contains(err.Error(), "jo@ex.com") {
		t.Fatalf("err = %v", err)
	}
}

// FuzzRoundTripDefault is FuzzRoundTrip with the default detectors (every
// regex group and the gazetteer).
func FuzzRoundTripDefault(f *testing.F) {
	for _, s := range []string{
		"Email Patrick in Paris at pat@ex.com", "Call +44 20 7946 0958 or 555-123-4567", "IBAN FR76 3000 6000 0112 3456 7890 189",
		"Mr. Jean-Luc Picard of Starfleet Inc. <<PERSON:1>>", "4111 1111 1111 1111 / 123-45-6789 / 192.168.0.1",
	} {
		f.Add(s)
	}
	p, err := New(Config{Detector: defaultDetectors(f)})
	if err != nil {
		f.Fatal(err)
	}
	var n atomic.Int64
	f.Fuzz(func(t *testing.T, text string) {
		thread := fmt.Sprint("t", n.Add(1)) // a fresh thread per input
		a, err := p.Anonymize(context.Background(), thread, text, pii.RoleUser)
		if err != nil {
			t.Fatal(err)
		}
		r, err := p.Deanonymize(context.Background(), thread, a.Text)
		if err != nil {
			t.Fatal(err)
		}
		if want := firstSpellings(t, p, text); r.Text != want {
			t.Fatalf("round trip:\n in   %q\n anon %q\n out  %q\n want %q", text, a.Text, r.Text, want)
		}
	})
}

// nerLike finds the given names at confidence 0.7, like an NER model or
// the gazetteer (below the regex tier).
func nerLike(names ...string) pii.Detector {
	return pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
		return namesIn(text, names, 0.7), nil
	})
}

// namesIn finds every occurrence of each name in text, as PERSON at
// confidence.
func namesIn(text string, names []string, confidence float64) []pii.Detection {
	var out []pii.Detection
	for _, n := range names {
		for at := 0; ; {
			i := strings.Index(text[at:], n)
			if i < 0 {
				break
			}
			start := at + i
			out = append(out, pii.Detection{Start: start, End: start + len(n), Label: "PERSON", Text: n, Confidence: confidence})
			at = start + len(n)
		}
	}
	return out
}

func TestALongerDetectionWinsOverTheKnownValueItContains(t *testing.T) {
	tests := []struct {
		name                string
		first, second       string
		firstNER, secondNER []string // what the detector finds in each message
		want                string
	}{
		{"a known first name inside a full name", "Marie said hello.", "Dear Marie Curie, welcome.",
			[]string{"Marie"}, []string{"Marie Curie"}, "Dear <<PERSON:2>>, welcome."},
		{"a known surname inside a full name", "Contact Dupont today.", "Contact Jean Dupont today.",
			[]string{"Dupont"}, []string{"Jean Dupont"}, "Contact <<PERSON:2>> today."},
		{"a known full name wins over a shorter detection", "Hi Paris Hilton.", "Paris Hilton is here.",
			[]string{"Paris Hilton"}, []string{"Paris"}, "<<PERSON:1>> is here."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := NewMemStore(MemStoreConfig{})
			first, _ := New(Config{Detector: nerLike(tt.firstNER...), Store: store})
			second, _ := New(Config{Detector: nerLike(tt.secondNER...), Store: store})
			anon(t, first, "t", tt.first, pii.RoleUser)
			if got := anon(t, second, "t", tt.second, pii.RoleUser); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// laggingHead is a store whose Open never reports entries, as a store that
// has just loaded a thread's head may; the contract allows Len to lag.
type laggingHead struct{ *MemStore }

func (s laggingHead) Open(ctx context.Context, thread string, create bool) (Head, bool, error) {
	h, ok, err := s.MemStore.Open(ctx, thread, create)
	h.Len = 0
	return h, ok, err
}

// Entries is slow, like a network round trip, which widens the window in
// which a cache being loaded could be seen empty.
func (s laggingHead) Entries(ctx context.Context, thread string, gen Gen, from int) ([]Entry, error) {
	time.Sleep(2 * time.Millisecond)
	return s.MemStore.Entries(ctx, thread, gen, from)
}

func TestConcurrentCallsOnAColdCacheFindKnownValues(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	teacher, _ := New(Config{Detector: nerLike("lena"), Store: store})
	anon(t, teacher, "t", "my name is lena", pii.RoleUser)
	for round := range 20 {
		// A fresh worker: nothing cached; its detector does not know lena.
		p, _ := New(Config{Detector: nerLike(), Store: laggingHead{store}})
		var wg sync.WaitGroup
		for i := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got := anon(t, p, "t", fmt.Sprintf("ask lena (round %d, call %d)", round, i), pii.RoleUser)
				if strings.Contains(got, "lena") {
					t.Errorf("known value in clear: %q", got)
				}
			}()
		}
		wg.Wait()
	}
}

func TestATypedTokenStaysNeutralisedWhenItIsIssuedLater(t *testing.T) {
	p, _ := newTestPipeline(t)
	msg := "what is <<EMAIL:2>>? my address is me@example.com"
	first := anon(t, p, "t", msg, pii.RoleUser)
	if first != "what is <\u200b<EMAIL:2>>? my address is <<EMAIL:1>>" {
		t.Fatalf("first = %q", first)
	}
	anon(t, p, "t", "the boss is boss@corp.example", pii.RoleUser) // now <<EMAIL:2>>
	if again := anon(t, p, "t", msg, pii.RoleUser); again != first {
		t.Fatalf("the history re-sent renders %q: the typed token went live", again)
	}
}

// TestATypedTokenNeverRestoresIntoAValueOverAnyNumberOfTurns plays a
// client that does what the LangChain middleware does every turn: send the
// whole history, restored, to be de-identified, let the model echo what it
// saw, restore every message (whole, and streamed character by character),
// and keep the restored text as the next turn's history. Two pipelines over
// one store take turns, as two workers would. Each turn also introduces a
// new person, so the typed tokens' numbers get issued one after another.
func TestATypedTokenNeverRestoresIntoAValueOverAnyNumberOfTurns(t *testing.T) {
	typed := "I am Patrick; who are <<PERSON:2>>, <<PERSON:3>> and <<PERSON:4>>?"
	newcomers := []string{"Emma", "Marie", "Jean", "Paul Martin"}
	tests := []struct {
		name string
		echo Author // how the model's echo of the typed text is read back
	}{
		{"the model's echo resent as its own text (assistant strategy preserve)", Author{Role: pii.RoleAssistant, Model: true}},
		{"the model's echo resent as the user's values (assistant strategy anonymize)", Author{Role: pii.RoleUser, Model: true}},
		{"the echo resent as user text", Author{Role: pii.RoleUser}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := NewMemStore(MemStoreConfig{})
			workers := []*Pipeline{}
			for range 2 {
				p, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
				workers = append(workers, p)
			}
			ctx := context.Background()
			type msg struct {
				text   string
				author Author
			}
			history := []msg{{typed, Author{Role: pii.RoleUser}}}
			for turn, name := range newcomers {
				p := workers[turn%2]
				// model.in: the whole history, then the model echoes the
				// typed message as it saw it.
				var seen []string
				for _, m := range history {
					a, err := p.AnonymizeAs(ctx, "t", m.text, m.author)
					if err != nil {
						t.Fatal(err)
					}
					seen = append(seen, a.Text)
				}
				seen = append(seen, "You asked: "+seen[0])
				// model.out: every message restored, by the other worker. A
				// restored message is what was sent, its typed tokens
				// neutralised, turn after turn; the typed tokens never
				// restore into a person.
				restorer := workers[(turn+1)%2]
				want := make([]string, 0, len(seen))
				for _, m := range history {
					want = append(want, p.Recognizer().Neutralise(m.text, nil))
				}
				want = append(want, "You asked: "+want[0])
				next := make([]msg, 0, len(seen)+1)
				for i, s := range seen {
					r := restore(t, restorer, "t", s)
					if r.Text != want[i] || len(r.Invented) > 0 {
						t.Fatalf("turn %d: %q restored to %q (invented %q), want %q", turn, s, r.Text, r.InventedTokens(), want[i])
					}
					if streamed := streamRestore(t, restorer, "t", s); streamed != r.Text {
						t.Fatalf("turn %d: streamed %q, whole %q", turn, streamed, r.Text)
					}
					author := tt.echo
					if i < len(history) {
						author = history[i].author
					}
					next = append(next, msg{r.Text, author})
				}
				// The next user message brings a new person, who takes the
				// next PERSON number.
				history = append(next, msg{"I met " + name, Author{Role: pii.RoleUser}})
			}
			tm, err := workers[0].TokenMap(ctx, "t")
			if err != nil {
				t.Fatal(err)
			}
			if tm["<<PERSON:4>>"] == "" {
				t.Fatalf("the thread never issued <<PERSON:4>>: %v", tm)
			}
		})
	}
}

// streamRestore restores text through a stream decoder fed one character
// at a time, tokens restored as processor's streams do.
func streamRestore(t *testing.T, p *Pipeline, thread, text string) string {
	t.Helper()
	d := p.Recognizer().NewStreamDecoder(func(tok string) (string, error) {
		r, err := p.Deanonymize(context.Background(), thread, tok)
		return r.Text, err
	})
	var b strings.Builder
	for _, c := range text {
		s, err := d.Feed(string(c))
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(s)
	}
	b.WriteString(d.Flush())
	return b.String()
}

func TestInventedTokenErrorsAreBounded(t *testing.T) {
	tokens := make([]string, 100_000)
	for i := range tokens {
		tokens[i] = fmt.Sprintf("<<A:%d>>", i)
	}
	err := pii.NewInventedPlaceholderError(tokens)
	if len(err.Tokens) > pii.MaxReportedTokens || len(err.Error()) > 2048 || !strings.Contains(err.Error(), "99980 more") {
		t.Fatalf("%d tokens, message of %d bytes: %.200s", len(err.Tokens), len(err.Error()), err.Error())
	}
}

func TestEveryKnownValueIsFoundAgainAsTheThreadGrows(t *testing.T) {
	p, _ := newTestPipeline(t)
	const n = 300
	for i := range n {
		anon(t, p, "t", fmt.Sprintf("write to user%d@ex.com", i), pii.RoleUser)
	}
	// An undetectable spelling: only the known-value matchers find them.
	for _, i := range []int{0, 1, 2, 127, 128, 255, 299} {
		v := fmt.Sprintf("USER%d@EX.COM", i)
		if got := anon(t, p, "t", "("+v+")", pii.RoleUser); got != fmt.Sprintf("(<<EMAIL:%d>>)", i+1) {
			t.Errorf("%s: %q", v, got)
		}
	}
}

// A pipeline that never saw a large thread (a worker after a restart)
// loads it and finds every value again, in any case.
func TestAColdLargeThreadFindsEveryValueAgain(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	warm, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	const n = 512
	for i := range n {
		anon(t, warm, "t", fmt.Sprintf("write to user%d@ex.com", i), pii.RoleUser)
	}
	cold, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	for _, i := range []int{0, 1, 256, n - 1} {
		v := fmt.Sprintf("USER%d@EX.COM", i)
		if got := anon(t, cold, "t", "("+v+")", pii.RoleUser); got != fmt.Sprintf("(<<EMAIL:%d>>)", i+1) {
			t.Errorf("%s: %q", v, got)
		}
	}
}

// BenchmarkNewValueInALargeThread adds one value to a thread that already
// holds 10,000: the cost must not grow with the thread.
func BenchmarkNewValueInALargeThread(b *testing.B) {
	p, _ := newTestPipeline(b)
	ctx := context.Background()
	for i := range 10_000 {
		if _, err := p.Anonymize(ctx, "t", fmt.Sprintf("u%d@ex.com", i), pii.RoleUser); err != nil {
			b.Fatal(err)
		}
	}
	i := 10_000
	for b.Loop() {
		if _, err := p.Anonymize(ctx, "t", fmt.Sprintf("u%d@ex.com", i), pii.RoleUser); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func TestModelWrittenTextKeepsIssuedTokensWhateverItsProvenance(t *testing.T) {
	p, _ := newTestPipeline(t)
	anon(t, p, "t", "I am Patrick", pii.RoleUser)
	modelAsUser := Author{Role: pii.RoleUser, Model: true}
	a, err := p.AnonymizeAs(context.Background(), "t", "call <<PERSON:1>> and <<PERSON:4>> in Lyon", modelAsUser)
	if err != nil {
		t.Fatal(err)
	}
	if want := "call <<PERSON:1>> and <\u200b<PERSON:4>> in <<LOCATION:1>>"; a.Text != want {
		t.Errorf("got %q, want %q: issued tokens stay, lookalikes are neutralised, a new value takes the user's provenance", a.Text, want)
	}
	if got := anon(t, p, "t", "call <<PERSON:1>>", pii.RoleUser); got != "call <\u200b<PERSON:1>>" {
		t.Errorf("the same text typed by the user = %q: a typed token is always neutralised", got)
	}
}

// A thread's cached state lives at most ViewTTL after its last use
// (upstream's token_memo_ttl): then it is read from the store again.
func TestViewTTLDropsTheStateOfAnIdleThread(t *testing.T) {
	now := time.Unix(1000, 0)
	p, _ := newTestPipeline(t, func(c *Config) {
		c.ViewTTL = 5 * time.Minute
		c.Now = func() time.Time { return now }
	})
	anon(t, p, "idle", "I am Patrick", pii.RoleUser)
	anon(t, p, "busy", "I am Emma", pii.RoleUser)
	for range 3 {
		now = now.Add(3 * time.Minute)
		anon(t, p, "busy", "Emma again", pii.RoleUser)
	}
	if idle, busy := p.cache.holds("idle"), p.cache.holds("busy"); idle || !busy {
		t.Errorf("cached: idle %v (unused for 9 min), busy %v", idle, busy)
	}
	if got := restore(t, p, "idle", "<<PERSON:1>>").Text; got != "Patrick" {
		t.Errorf("the idle thread, read again from the store: %q", got)
	}
}

// partStore gives its logs in two parts, the second on a later call, as
// the kvstore's cold reads do (PartReader).
type partStore struct {
	*MemStore
	parts *atomic.Int64
}

func (s partStore) EntriesPart(ctx context.Context, thread string, gen Gen, from int) ([]Entry, bool, error) {
	all, err := s.MemStore.Entries(ctx, thread, gen, from)
	if err != nil || from > 1 || len(all) < 2 {
		return all, false, err
	}
	s.parts.Add(1)
	return all[:len(all)/2], true, nil
}

func TestAViewReadInPartsHoldsTheWholeLogBeforeMatching(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	teacher, _ := New(Config{Detector: nerLike("lena", "omar", "ines", "paul"), Store: store})
	anon(t, teacher, "t", "lena, omar, ines and paul", pii.RoleUser)
	parts := &atomic.Int64{}
	// A fresh worker whose detector knows none of them.
	p, _ := New(Config{Detector: nerLike(), Store: partStore{store, parts}})
	got := anon(t, p, "t", "ask paul and lena", pii.RoleUser)
	if got != "ask <<PERSON:4>> and <<PERSON:1>>" {
		t.Fatalf("got %q", got)
	}
	if parts.Load() != 1 {
		t.Fatalf("%d first parts read", parts.Load())
	}
}
