package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// The committed files are what the generator writes: regenerate with
// go generate ./internal/corpus after changing a template.
func TestCommittedFilesAreWhatTheGeneratorWrites(t *testing.T) {
	files, _, err := render(defaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generator's output: run go generate ./internal/corpus", name)
		}
	}
}

func TestTheGeneratorIsDeterministic(t *testing.T) {
	a, _, err := render(defaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := render(defaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s: two runs with the same seed differ", name)
		}
	}
	c, _, err := render(defaultSeed + 1)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a[corpus.NoPIIFile], c[corpus.NoPIIFile]) {
		t.Error("another seed writes the same corpus")
	}
}

func TestRunWritesBothFiles(t *testing.T) {
	dir := t.TempDir()
	var log strings.Builder
	if err := run([]string{"-out", dir}, &log); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{corpus.NoPIIFile, corpus.PositiveFile} {
		if _, err := os.Stat(filepath.Join(dir, filepath.Base(name))); err != nil {
			t.Error(err)
		}
	}
	if !strings.Contains(log.String(), "refused") {
		t.Errorf("log: %q", log.String())
	}
}

// Every template of every kind must expand: many draws with other seeds
// reach the templates the committed seed did not pick.
func TestEveryTemplateExpands(t *testing.T) {
	g := newRegistry()
	draws := 400
	if testing.Short() {
		draws = 60
	}
	for _, lang := range corpus.Languages() {
		kinds := append(noPIIKinds(lang), positiveKinds(lang)...)
		for _, k := range kinds {
			r := newRNG(7, "expand", lang, k.name)
			for range draws {
				func() {
					defer func() {
						if e := recover(); e != nil {
							t.Fatalf("%s/%s: %v", lang, k.name, e)
						}
					}()
					c := g.newCtx(r, lang)
					k.draw(c)
					if strings.Contains(c.text.String(), "{{") {
						t.Fatalf("%s/%s: unexpanded field in %q", lang, k.name, c.text.String())
					}
				}()
			}
		}
	}
}

func TestExpand(t *testing.T) {
	g := newRegistry()
	for _, tc := range []struct {
		name, tpl string
		ok        func(string) bool
	}{
		{"a slot with arguments draws in its range", "{{int:7:7}}", func(s string) bool { return s == "7" }},
		{"one alternative is kept", "{{a|a|a}}", func(s string) bool { return s == "a" }},
		{"alternatives may hold fields", "{{x{{int:1:1}}|x{{int:1:1}}}}", func(s string) bool { return s == "x1" }},
		{"a kept value is recalled", "{{n:6>v}}={{$v}}", func(s string) bool { a, b, _ := strings.Cut(s, "="); return a == b && len(a) == 6 }},
		{"braces that open no field stay", `{"a": {"b": {{int:2:2}}}}`, func(s string) bool { return s == `{"a": {"b": 2}}` }},
		{"an empty alternative is allowed", "x{{| }}y", func(s string) bool { return s == "xy" || s == "x y" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := g.newCtx(newRNG(1, tc.name), corpus.English)
			c.emit(tc.tpl)
			if got := c.text.String(); !tc.ok(got) {
				t.Errorf("emit(%q) = %q", tc.tpl, got)
			}
		})
	}
}

func TestAnUnknownSlotIsABugThatPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	newRegistry().newCtx(newRNG(1), corpus.English).emit("{{nosuchslot}}")
}

func TestALabelledSlotRecordsItsSpanInCodePoints(t *testing.T) {
	c := newRegistry().newCtx(newRNG(3), corpus.French)
	c.emit("Né le {{DOB}} à {{time}}, appelez le {{PHONE_FR}}.")
	rs := []rune(c.text.String())
	if len(c.spans) != 2 {
		t.Fatalf("spans %v", c.spans)
	}
	for _, sp := range c.spans {
		if string(rs[sp.Start:sp.End]) != sp.Value {
			t.Errorf("span %v slices %q", sp, string(rs[sp.Start:sp.End]))
		}
	}
	if c.spans[0].Label != corpus.LabelDateOfBirth || c.spans[1].Label != corpus.LabelFRPhone {
		t.Errorf("labels %v", c.spans)
	}
}

func TestUnmark(t *testing.T) {
	for _, tc := range []struct {
		name, in, text string
		spans          []corpus.Span
		err            bool
	}{
		{"a mark becomes its value and a span in code points", "née le [[DATE_OF_BIRTH|2 mai 1991]].", "née le 2 mai 1991.",
			[]corpus.Span{{Label: "DATE_OF_BIRTH", Start: 7, End: 17, Value: "2 mai 1991"}}, false},
		{"two marks keep their order", "[[PERSON|anna]] [[PERSON|jan]]", "anna jan",
			[]corpus.Span{{Label: "PERSON", Start: 0, End: 4, Value: "anna"}, {Label: "PERSON", Start: 5, End: 8, Value: "jan"}}, false},
		{"text without marks is unchanged", "rien", "rien", nil, false},
		{"an unclosed mark is an error", "x [[PERSON|anna", "", nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, spans, err := unmark(tc.in)
			if (err != nil) != tc.err {
				t.Fatalf("err = %v", err)
			}
			if err == nil && (text != tc.text || len(spans) != len(tc.spans)) {
				t.Fatalf("unmark = %q, %v", text, spans)
			}
			for i := range tc.spans {
				if spans[i] != tc.spans[i] {
					t.Errorf("span %d = %v, want %v", i, spans[i], tc.spans[i])
				}
			}
		})
	}
}

func TestDrawnIdentifiersPassTheirChecks(t *testing.T) {
	r := newRNG(11, "ids")
	for range 500 {
		for _, v := range []string{iban(r, "", corpus.English), iban(r, "FR", ""), iban(r, "DE", ""), iban(r, "IT", ""), iban(r, "ES", ""), iban(r, "NL", ""), iban(r, "BE", "")} {
			// Digits inside an IBAN may also pass Luhn; only the IBAN matters here.
			if sh := corpus.StrongShapes(v); !slices.Contains(sh, corpus.Shape{Kind: "iban", Value: v}) {
				t.Fatalf("iban %q: shapes %v", v, sh)
			}
		}
		if v := card(r); len(corpus.StrongShapes(v)) == 0 {
			t.Fatalf("card %q is not card-shaped", v)
		}
		for _, v := range []string{isbn13(r), ean13(r)} {
			if d := strings.ReplaceAll(v, "-", ""); ean13Check(d[:12]) != int(d[12]-'0') {
				t.Fatalf("%q: bad GS1 check digit", v)
			}
		}
	}
}

func TestFrenchIBANsHaveAValidRIBKey(t *testing.T) {
	// FR76 3000 6000 0112 3456 7890 189 is the usual example: key 89.
	if got := ribKey("30006", "00001", "12345678901"); got != "89" {
		t.Errorf("ribKey = %s, want 89", got)
	}
}

func TestPhoneNumbersComeFromTheReservedRanges(t *testing.T) {
	r := newRNG(5, "phones")
	digits := func(s string) string {
		return strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c
			}
			return -1
		}, s)
	}
	for range 300 {
		fr := digits(phoneFR(r))
		fr = strings.TrimPrefix(strings.TrimPrefix(fr, "330"), "33")
		fr = strings.TrimPrefix(fr, "0")
		if !hasAnyPrefix(fr, "19900", "26191", "35301", "46571", "53649", "63998") {
			t.Errorf("FR %s outside the ARCEP fiction ranges", fr)
		}
		de := strings.TrimPrefix(strings.TrimPrefix(digits(phoneDE(r)), "490"), "49")
		de = strings.TrimPrefix(de, "0")
		if !hasAnyPrefix(de, "3023125", "6990009", "4066969", "2214710", "8999998") {
			t.Errorf("DE %s outside the drama ranges", de)
		}
		uk := strings.TrimPrefix(digits(phoneUK(r)), "44")
		uk = strings.TrimPrefix(uk, "0")
		if !hasAnyPrefix(uk, "2079460", "7700900") && !(len(uk) == 10 && uk[3:7] == "4960") {
			t.Errorf("UK %s outside the drama ranges", uk)
		}
		us := strings.TrimPrefix(digits(phoneUS(r)), "1")
		if len(us) != 10 || us[3:8] != "55501" {
			t.Errorf("US %s outside 555-0100..0199", us)
		}
	}
}

func hasAnyPrefix(s string, ps ...string) bool {
	for _, p := range ps {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
