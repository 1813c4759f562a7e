package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/internal/corpus"
	"github.com/piighost/piighost-nats/pii"
)

// xDetector masks every "X" and the word "Ann".
var xDetector = pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
	var out []pii.Detection
	for i := range len(text) {
		if text[i] == 'X' {
			out = append(out, pii.Detection{Start: i, End: i + 1, Label: "PERSON", Text: "X"})
		}
	}
	if i := strings.Index(text, "Ann"); i >= 0 {
		out = append(out, pii.Detection{Start: i, End: i + 3, Label: "PERSON", Text: "Ann"})
	}
	return out, nil
})

func TestALetterOrDigitOutsideEveryDetectionIsALeak(t *testing.T) {
	dets := []pii.Detection{{Start: 0, End: 3}, {Start: 4, End: 8}}
	for _, c := range []struct {
		name       string
		text       string
		start, end int
		want       bool
	}{
		{"a value covered by two detections and the space between is masked", "abc defg", 0, 8, false},
		{"a digit past the detections leaks", "abc defg9", 0, 9, true},
		{"punctuation outside the detections is no leak", "abc-defg.", 0, 9, false},
		{"a letter before the detections leaks", "Xabc", 0, 4, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := leaked(c.text, dets, c.start, c.end); got != c.want {
				t.Errorf("leaked(%q) = %v, want %v", c.text, got, c.want)
			}
		})
	}
}

func TestEvaluateCorpusCountsPerCellAndListsTheTuningPartOnly(t *testing.T) {
	c := Corpus{Name: "t", NoPII: true, Items: []Item{
		{ID: "1", Lang: "en", Style: "chat", Split: corpus.Tuning, Text: "Ann and bob", Spans: []GoldSpan{{0, 3, TypePerson}, {8, 11, TypePerson}}},
		{ID: "2", Lang: "en", Style: "chat", Split: corpus.Sealed, Text: "see zed", Spans: []GoldSpan{{4, 7, TypePerson}}},
		{ID: "3", Lang: "fr", Style: "log", Split: corpus.Sealed, Text: "build X"},
		{ID: "4", Lang: "fr", Style: "log", Split: corpus.Tuning, Text: "build 7"},
	}}
	r, err := EvaluateCorpus(context.Background(), xDetector, c)
	if err != nil {
		t.Fatal(err)
	}
	want := map[Cell]Count{
		{TypePerson, "en", "chat", corpus.Tuning}:      {2, 1},
		{TypeLowerPerson, "en", "chat", corpus.Tuning}: {1, 1},
		{TypePerson, "en", "chat", corpus.Sealed}:      {1, 1},
		{TypeLowerPerson, "en", "chat", corpus.Sealed}: {1, 1},
		{TypeNoPII, "fr", "log", corpus.Sealed}:        {1, 1},
		{TypeNoPII, "fr", "log", corpus.Tuning}:        {1, 0},
	}
	if len(r.Cells) != len(want) {
		t.Errorf("cells %v", r.Cells)
	}
	for k, w := range want {
		if got := deref(r.Cells[k]); got != w {
			t.Errorf("%v: got %v, want %v", k, got, w)
		}
	}
	if len(r.Leaks) != 1 || r.Leaks[0].Value != "bob" {
		t.Errorf("leaks %v, want the tuning part's bob only", r.Leaks)
	}
	md := r.Markdown(true, true)
	for _, want := range []string{"| PERSON | 50.0 % (1/2) | 100.0 % (1/1) | +50.0 |", "| no PII: messages changed | 0.0 % (0/1) | 100.0 % (1/1) |",
		"| PERSON | en | chat |", `- 1 PERSON: "bob"`} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "zed") || strings.Contains(md, "build X") {
		t.Errorf("markdown shows a sealed example:\n%s", md)
	}
}

func TestCheckFloorsNamesTheFailingCells(t *testing.T) {
	r := &Result{Corpus: "faker", Cells: map[Cell]*Count{
		{TypeIPv4, "fr", "log", corpus.Sealed}:          {10, 1},
		{TypeIPv4, "en", "log", corpus.Sealed}:          {90, 0},
		{TypeIPv4, "en", "log", corpus.Tuning}:          {100, 0},
		{TypePerson, "de", "chat", corpus.Sealed}:       {100, 2},
		{TypePerson, "de", "chat", corpus.Tuning}:       {100, 1},
		{TypeOrganization, "de", "chat", corpus.Sealed}: {10, 9},
	}}
	fails := CheckFloors(r)
	var got []string
	for _, f := range fails {
		got = append(got, f.String())
	}
	all := strings.Join(got, "\n")
	if !strings.Contains(all, "faker: no validated identifier (SSN, IPv4/IPv6, card, IBAN, e-mail, URL) leaks in any language: IPV4 sealed 1.00 % (1/100), bar 0 %\n    IPV4 × fr × log: 10.0 % (1/10)") {
		t.Errorf("IPv4 failure missing or wrong:\n%s", all)
	}
	if strings.Contains(all, "PERSON sealed") || strings.Contains(all, "ORGANIZATION") {
		t.Errorf("person names within 3 %% and organisations outside presidio-synth fail:\n%s", all)
	}
	if !strings.Contains(all, "tuning vs sealed within 2 points per type: IPV4 tuning 0.0 %, sealed 1.0 %") && len(fails) != 1 {
		t.Errorf("unexpected failures:\n%s", all)
	}
}

func TestPiighostGuardLabelsComeFromThePlaceholders(t *testing.T) {
	path := filepath.Join(t.TempDir(), "texts.jsonl")
	const data = `{"id": "fr-000", "lang": "fr", "genre": "email", "template": 0, "leak": false, "text": "Bonjour <<PERSON:1>>,\nIBAN <<IBAN:1>>. <<PERSON:2>> <<<EMAIL:1>>>", "source": "Bonjour Léa,\nIBAN FR76 1234. Jo Doe <jo@x.fr>"}
{"id": "fr-001", "lang": "fr", "genre": "email", "template": 1, "leak": true, "text": "x", "source": "x"}
{"id": "fr-002", "lang": "fr", "genre": "chat", "template": 2, "leak": false, "text": "<<PERSON:1>><<PHONE:1>>", "source": "Al0612"}
`
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := LoadPiighostGuard(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Items) != 1 {
		t.Fatalf("items %+v, want the one clean record that lines up", c.Items)
	}
	it := c.Items[0]
	var got []string
	for _, s := range it.Spans {
		got = append(got, s.Type+"="+it.Text[s.Start:s.End])
	}
	if strings.Join(got, ",") != "PERSON=Léa,IBAN=FR76 1234,PERSON=Jo Doe,EMAIL=jo@x.fr" || it.Style != "email" || it.Split != corpus.PartOf("piighost-guard/fr/0") {
		t.Errorf("got %v %+v", got, it)
	}
}

func TestTABMentionsToMaskBecomeSpans(t *testing.T) {
	path := filepath.Join(t.TempDir(), "echr.json")
	const data = `[{"doc_id": "001-1", "text": "The applicant, Mr Émile Roux, worked at Acme Ltd in Oslo.",
  "annotations": {"annotator2": {"entity_mentions": []}, "annotator1": {"entity_mentions": [
    {"entity_type": "PERSON", "start_offset": 15, "end_offset": 28, "identifier_type": "DIRECT"},
    {"entity_type": "ORG", "start_offset": 40, "end_offset": 48, "identifier_type": "QUASI"},
    {"entity_type": "LOC", "start_offset": 52, "end_offset": 56, "identifier_type": "QUASI"},
    {"entity_type": "ORG", "start_offset": 0, "end_offset": 3, "identifier_type": "NO_MASK"}]}}}]`
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := LoadTAB(path)
	if err != nil {
		t.Fatal(err)
	}
	it := c.Items[0]
	var got []string
	for _, s := range it.Spans {
		got = append(got, s.Type+"="+it.Text[s.Start:s.End])
	}
	if strings.Join(got, ",") != "PERSON=Émile Roux,ORGANIZATION=Acme Ltd" || it.Split != corpus.PartOf("tab/001-1") {
		t.Errorf("got %v", got)
	}
}

// TestSealedFloors runs the default configuration on the sealed part of
// every corpus and holds it to the bars:
//
//   - no validated identifier (SSN, IPv4/IPv6, card, IBAN, e-mail, URL)
//     leaks in any language;
//   - person names ≤ 3 %; lower-case names ≤ 5 %;
//   - national phones, dates of birth, street addresses ≤ 2 %;
//   - organisations ≤ 0.30 on presidio-synth;
//   - messages without PII changed ≤ 1 %;
//   - tuning vs sealed within 2 points per type.
//
// A bar that the committed corpora miss today is listed, with today's
// figure, in testdata/standing.json: the test logs it and fails only when
// that figure gets worse (a ratchet). A bar missed that is not listed, or
// listed but met, fails the test; `-update-standing` rewrites the list.
// `go run ./cmd/pii-eval -floors` holds every bar strictly. The failures
// list the type × language × style cells that miss a bar, with their
// rates; never a sealed example. External sets join, strictly, when
// PIIGHOST_GUARD_CORPUS or PIIGHOST_TAB_CORPUS name them.
//
//	go test ./cmd/pii-eval -run SealedFloors -v
func TestSealedFloors(t *testing.T) {
	src := generalSources{presidio: labelledCorpusPath(), guard: os.Getenv("PIIGHOST_GUARD_CORPUS"), tab: os.Getenv("PIIGHOST_TAB_CORPUS")}
	cs, err := LoadCorpora(src)
	if err != nil {
		t.Fatal(err)
	}
	standing, err := readStanding(standingPath)
	if err != nil {
		t.Fatal(err)
	}
	d := defaultDetector(t)
	now := map[string]float64{}
	evaluated := map[string]bool{}
	for _, c := range cs {
		r, err := EvaluateCorpus(context.Background(), d, c)
		if err != nil {
			t.Fatal(err)
		}
		evaluated[r.Corpus] = true
		for _, f := range CheckFloors(r) {
			was, listed := standing[f.Key()]
			now[f.Key()] = f.Value // missed, better or worse
			switch {
			case r.Corpus == "piighost-guard" || r.Corpus == "tab":
				t.Error(f.String())
			case *updateStanding:
			case !listed:
				t.Errorf("a bar missed that testdata/standing.json does not list: %s", f)
			case f.Value > was+1e-9:
				t.Errorf("worse than its standing figure %.4f: %s", was, f)
			default:
				t.Logf("bar not met yet (standing %.4f): %s", was, f)
			}
		}
	}
	if *updateStanding {
		if err := writeStanding(standingPath, now); err != nil {
			t.Fatal(err)
		}
		return
	}
	for k := range standing {
		if _, missed := now[k]; !missed && evaluated[strings.SplitN(k, " | ", 2)[0]] {
			t.Errorf("bar met, remove it from testdata/standing.json (-update-standing): %s", k)
		}
	}
}

// standingPath lists the bars the committed corpora miss today, with the
// figure each is held to until it is met.
const standingPath = "testdata/standing.json"

var updateStanding = flag.Bool("update-standing", false, "rewrite "+standingPath+" with the bars the committed corpora miss today")

func readStanding(path string) (map[string]float64, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]float64{}, nil
	}
	if err != nil {
		return nil, err
	}
	m := map[string]float64{}
	return m, json.Unmarshal(data, &m)
}

func writeStanding(path string, m map[string]float64) error {
	for k, v := range m {
		m[k] = math.Ceil(v*1e4) / 1e4 // rounded up: today's figure never reads as worse
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
