package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakerManifest is what ./faker/generate.py records next to its output.
type fakerManifest struct {
	Seed      int               `json:"seed"`
	SplitSeed string            `json:"split_seed"`
	Faker     string            `json:"faker"`
	Phone     string            `json:"phonenumbers"`
	Inputs    map[string]string `json:"inputs"`
	Output    struct {
		File    string `json:"file"`
		SHA256  string `json:"sha256"`
		Records int    `json:"records"`
	} `json:"output"`
}

func readFakerManifest(t *testing.T) fakerManifest {
	t.Helper()
	raw, err := os.ReadFile(FakerManifest)
	if err != nil {
		t.Fatal(err)
	}
	var m fakerManifest
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("%s: %v", FakerManifest, err)
	}
	return m
}

// TestFakerCorpusIsTheGeneratorsOutput holds the committed Faker corpus to
// what ./faker/generate.py wrote: the manifest the generator writes records
// the SHA-256 of every input (script, templates, pinned requirements) and of
// the output, so editing the data by hand, or a template without
// regenerating, fails here. (generate.py --check regenerates and compares
// byte for byte where Faker is installed; .ci/run does.)
func TestFakerCorpusIsTheGeneratorsOutput(t *testing.T) {
	m := readFakerManifest(t)
	got, err := FakerSHA256()
	if err != nil {
		t.Fatal(err)
	}
	if m.Output.File != FakerFile || got != m.Output.SHA256 {
		t.Errorf("%s has SHA-256 %s, the generator wrote %s %s: regenerate with python internal/corpus/faker/generate.py, never edit it",
			FakerFile, got, m.Output.File, m.Output.SHA256)
	}
	if len(m.Inputs) == 0 {
		t.Fatal("manifest lists no inputs")
	}
	for name, want := range m.Inputs {
		raw, err := os.ReadFile(filepath.Join("faker", name))
		if err != nil {
			t.Errorf("input %s: %v", name, err)
			continue
		}
		sum := sha256.Sum256(raw)
		if hex.EncodeToString(sum[:]) != want {
			t.Errorf("faker/%s changed since the corpus was generated: run python internal/corpus/faker/generate.py", name)
		}
	}
	if m.SplitSeed != SplitSeed {
		t.Errorf("generator split seed %q, PartOf's %q", m.SplitSeed, SplitSeed)
	}
	exs, err := Faker()
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) != m.Output.Records {
		t.Errorf("%d records, manifest says %d", len(exs), m.Output.Records)
	}
}

// TestFakerCorpusCoversEveryCell checks that every language and style has
// labelled messages and messages without personal data in both parts, and
// every label appears in every language.
func TestFakerCorpusCoversEveryCell(t *testing.T) {
	exs, err := Faker()
	if err != nil {
		t.Fatal(err)
	}
	type cell struct {
		lang, style string
		split       Split
		pii         bool
	}
	seen := map[cell]int{}
	labels := map[[2]string]int{}
	locales := map[string]int{}
	for _, e := range exs {
		seen[cell{e.Lang, e.Style, e.Split, len(e.Spans) > 0}]++
		locales[e.Locale]++
		for _, sp := range e.Spans {
			labels[[2]string{sp.Label, e.Lang}]++
		}
	}
	for _, lang := range FakerLanguages() {
		for _, style := range FakerStyles() {
			for _, pii := range []bool{true, false} {
				if seen[cell{lang, style, Tuning, pii}]+seen[cell{lang, style, Sealed, pii}] == 0 {
					t.Errorf("%s %s (personal data %v): no message", lang, style, pii)
				}
			}
		}
		for _, lb := range FakerLabels() {
			if labels[[2]string{lb, lang}] == 0 {
				t.Errorf("%s: no %s span", lang, lb)
			}
		}
	}
	for _, loc := range FakerLocales() {
		if locales[loc] == 0 {
			t.Errorf("no message with values of %s", loc)
		}
	}
	for _, s := range []Split{Tuning, Sealed} {
		if n := len(Select(exs, s)); n < len(exs)/3 {
			t.Errorf("%s part: %d of %d messages", s, n, len(exs))
		}
	}
}

func TestPartOfIsSeededAndStable(t *testing.T) {
	counts := map[Split]int{}
	for i := range 1000 {
		key := "faker/pos/en/chat/" + string(rune('a'+i%26)) + strings.Repeat("x", i/26)
		if PartOf(key) != PartOf(strings.Clone(key)) {
			t.Fatalf("PartOf(%q) is not stable", key)
		}
		counts[PartOf(key)]++
	}
	if counts[Tuning] < 400 || counts[Sealed] < 400 {
		t.Errorf("1,000 keys split %v, want about half each", counts)
	}
	// The rule is SHA-256 of the seed, a zero byte and the key: fixed values
	// keep the Go and Python implementations in step.
	for key, want := range map[string]Split{"faker/pos/en/chat/00": Tuning, "faker/pos/en/chat/01": Sealed} {
		if got := PartOf(key); got != want {
			t.Errorf("PartOf(%q) = %s, want %s", key, got, want)
		}
	}
}
