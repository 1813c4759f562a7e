package gazetteer

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/pii"
)

func newGaz(t testing.TB, cfg Config) *Detector {
	t.Helper()
	d, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// found returns the detections of text as "LABEL:text", in text order.
func found(t testing.TB, d *Detector, text string) []string {
	t.Helper()
	dets, err := d.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, x := range dets {
		if x.Text != text[x.Start:x.End] {
			t.Fatalf("%q: detection %+v: Text is not text[Start:End]", text, x)
		}
		out = append(out, x.Label+":"+x.Text)
	}
	return out
}

type detectCase struct {
	text string
	want []string // "LABEL:text"; nil for no detection
}

func checkCases(t *testing.T, d *Detector, cases []detectCase) {
	t.Helper()
	for _, c := range cases {
		if got := found(t, d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

const (
	per = pii.LabelPerson + ":"
	loc = pii.LabelLocation + ":"
	org = pii.LabelOrganization + ":"
)

func TestGazetteerFindsNamesAndPlacesInChat(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Will you call me tomorrow?", nil},
		{"Email Patrick in Paris", []string{per + "Patrick", loc + "Paris"}},
		{"I'm lena andersson", []string{per + "lena andersson"}},
		{"Reading is fun", nil},
	})
}

func TestGazetteerFirstNameOpensPersonSpan(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// Extends over capitalised words, initials and particles.
		{"Send it to Patrick Dubois today", []string{per + "Patrick Dubois"}},
		{"Bot: name? User: Keira E. Forster", []string{per + "Keira E. Forster"}},
		{"a concert by Ludwig van Beethoven tonight", []string{per + "Ludwig van Beethoven"}},
		{"Jean-Pierre est à Paris", []string{per + "Jean-Pierre", loc + "Paris"}},
		// Negative: a first name followed by a lower-case word stops there.
		{"ask Patrick about it", []string{per + "Patrick"}},
	})
}

func TestGazetteerSentenceInitialCommonWordsAreNotNames(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Will you call me tomorrow?", nil},
		{"May I help you?", nil},
		{"Please send it. Mark my words.", nil},
		{"Grace periods apply.", nil},
		// Positive: a common first name with a surname after it.
		{"Will Smith called twice", []string{per + "Will Smith"}},
		{"We met Grace Kelly once", []string{per + "Grace Kelly"}},
	})
}

func TestGazetteerHonorificsOpenPersonSpan(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Mr. Smith and Dr Wells arrived", []string{per + "Smith", per + "Wells"}},
		{"For my take on Mrs. Baker, see below", []string{per + "Baker"}},
		{"Mme Dubois est arrivée avec M. Dupont à Marseille", []string{per + "Dubois", per + "Dupont", loc + "Marseille"}},
		// Negative: "Miss" as a verb, "M." as a middle initial.
		{"Miss you already", nil},
		{"Karin M. Beike", []string{per + "Karin M. Beike"}},
	})
}

func TestGazetteerCuePhrasesOpenPersonSpan(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"my name is vitoria", []string{per + "vitoria"}},
		{"Hello, call me Zorblax", []string{per + "Zorblax"}},
		{"She named him Frank", []string{per + "Frank"}},
		{"What's your last name? Arcuri", []string{per + "Arcuri"}},
		{"Name: Emilie Broberg", []string{per + "Emilie Broberg"}},
		{"Bonjour, je m'appelle Amélie et j'habite à Lyon", []string{per + "Amélie", loc + "Lyon"}},
		{"Salut, je suis camille", []string{per + "camille"}},
		{"Bonjour Hélène, merci", []string{per + "Hélène"}},
		// Negative: the cue is followed by an ordinary word.
		{"I'm fine, call me tomorrow", nil},
		{"je suis content, appelle-moi demain", nil},
		{"This is great", nil},
	})
}

func TestGazetteerKnownSurnameMidSentence(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"I spoke with Jensen yesterday", []string{per + "Jensen"}},
		{"Have you been to a Calquín Cazares concert?", []string{per + "Calquín Cazares"}},
		// Negative: a surname that is a product name.
		{"Deploy it with Jenkins and Kafka on Kubernetes", nil},
	})
}

func TestGazetteerPlacesLongestRunCaseSensitive(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"I flew to New York City last week", []string{loc + "New York City"}},
		{"She lives in Rio de Janeiro", []string{loc + "Rio de Janeiro"}},
		{"WELCOME TO PARIS", []string{loc + "PARIS"}},
		{"He moved to the USA", []string{loc + "USA"}},
		{"Ms. Austin flew to Oslo on Sunday", []string{per + "Austin", loc + "Oslo"}},
		// Negative: lower case in a text with capitals, short capitals.
		{"We signed it in the paris office, said Anna", []string{per + "Anna"}},
		{"The NY team", nil},
	})
}

func TestGazetteerNameThatIsAlsoAPlace(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// A place only after a locative word...
		{"Austin is late again", []string{per + "Austin"}},
		{"I moved to Austin last year", []string{loc + "Austin"}},
		{"Florence called me", []string{per + "Florence"}},
		{"We met in Florence", []string{loc + "Florence"}},
		// ...or when it is a country, a region or a city of a million.
		{"I love Jordan", []string{loc + "Jordan"}},
		// A first name with a surname after it stays a person.
		{"Paris Hilton arrived", []string{per + "Paris Hilton"}},
	})
}

func TestGazetteerReadingIsNotAPlace(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Reading is fun", nil},
		{"Mobile apps are everywhere", nil},
		{"I live in Reading", []string{loc + "Reading"}},
		{"The talk is in English", nil},
	})
}

func TestGazetteerOrganizationSuffix(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"I work for Acme Widgets Inc. now", []string{org + "Acme Widgets Inc."}},
		{"The address of Civic Impulse LLC is secret", []string{org + "Civic Impulse LLC"}},
		{"Contact Müller GmbH or Dupont SA", []string{org + "Müller GmbH", org + "Dupont SA"}},
		{"I work for Rapid Cycle Solutions", []string{org + "Rapid Cycle Solutions"}},
		// Negative: a suffix with nothing capitalised before it, a heading.
		{"our ltd company", nil},
		{"Distributed Systems Group Meeting Notes", nil},
	})
}

func TestGazetteerFrench(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Rendez-vous avec Amélie Lefèvre à Bordeaux", []string{per + "Amélie Lefèvre", loc + "Bordeaux"}},
		{"Je pars demain de Toulouse", []string{loc + "Toulouse"}},
		{"Merci pour votre message", nil},
		{"Je vous souhaite une bonne journée", nil},
	})
}

func TestGazetteerSpeakersAndLists(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Nicole: Remember me?\nJohn: You saved my life!", []string{per + "Nicole", per + "John"}},
		{"They had 3: Matheus, Janet and Terri.", []string{per + "Matheus", per + "Janet", per + "Terri"}},
		{"Note: restart the worker", nil},
	})
}

func TestGazetteerStreetsAreNotPeople(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"He lives at 12 Gordon Terrace", []string{"STREET_ADDRESS:12 Gordon Terrace"}},
		{"The office is on Villacher Strasse", nil},
	})
}

func TestGazetteerUnknownNamePairs(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"I want to add Irenke Sörös as a beneficiary", []string{per + "Irenke Sörös"}},
		{"Please change it to Soib K. Kishiev", []string{per + "Soib K. Kishiev"}},
	})
}

func TestGazetteerOperatorLists(t *testing.T) {
	d := newGaz(t, Config{
		ExtraNames:  []string{"Zorblax Quint", "Will"},
		ExtraPlaces: []string{"Lower Wibbleton"},
		ExtraOrgs:   []string{"Blue Yonder Analytics"},
		Allow:       []string{"Paris", "Grafana Labs"},
	})
	checkCases(t, d, []detectCase{
		{"ping zorblax quint today", []string{per + "zorblax quint"}},
		{"our office in Lower Wibbleton", []string{loc + "Lower Wibbleton"}},
		{"a deal with blue yonder analytics", []string{org + "blue yonder analytics"}},
		// Allow-listed words are never masked.
		{"Email Patrick in Paris", []string{per + "Patrick"}},
		{"we use Grafana Labs tools", nil},
		// A common-word entry must be capitalised.
		{"will you come? Ask Will", []string{per + "Will"}},
	})
	if _, err := New(Config{ExtraNames: []string{"  "}}); pii.CodeOf(err) != pii.CodeConfig {
		t.Errorf("empty operator entry: err = %v, want %s", err, pii.CodeConfig)
	}
}

func TestGazetteerAggressiveFindsMore(t *testing.T) {
	// In English text the default finds such a word too (see
	// TestGazetteerUnknownWordsInEnglishText); not in French text.
	text := "Je doute que Petersson ait raison, c'est court"
	if got := found(t, newGaz(t, Config{}), text); got != nil {
		t.Errorf("default: got %q, want nothing", got)
	}
	if got := found(t, newGaz(t, Config{Aggressive: true}), text); !slices.Equal(got, []string{per + "Petersson"}) {
		t.Errorf("aggressive: got %q", got)
	}
}

func TestGazetteerLabelsAndConfidence(t *testing.T) {
	d := newGaz(t, Config{Labels: map[string]string{"PERSON": "NAME", "LOCATION": "PLACE"}, Confidence: 0.6})
	dets, err := d.Detect(context.Background(), "Email Patrick in Paris")
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) != 2 || dets[0].Label != "NAME" || dets[1].Label != "PLACE" {
		t.Fatalf("got %+v", dets)
	}
	for _, x := range dets {
		if x.Confidence <= 0 || x.Confidence >= 1 {
			t.Errorf("%+v: confidence outside (0, 1)", x)
		}
	}
	if d.Labels() != [4]string{"NAME", "PLACE", pii.LabelOrganization, pii.LabelStreetAddress} {
		t.Errorf("Labels() = %v", d.Labels())
	}
	for _, cfg := range []Config{
		{Confidence: 1},
		{Confidence: -0.5},
		{Labels: map[string]string{"EMAIL": "X"}},
		{Labels: map[string]string{"PERSON": ""}},
	} {
		if _, err := New(cfg); pii.CodeOf(err) != pii.CodeConfig {
			t.Errorf("%+v: err = %v, want %s", cfg, err, pii.CodeConfig)
		}
	}
}

func TestGazetteerConfidenceBelowRegexTier(t *testing.T) {
	d := newGaz(t, Config{Confidence: 0.95})
	dets, err := d.Detect(context.Background(), "my name is Zorblax, Mr. Smith works at Acme Inc. in Paris")
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) == 0 {
		t.Fatal("no detection")
	}
	for _, x := range dets {
		if x.Confidence >= 1 {
			t.Errorf("%+v: confidence %v, want < 1", x, x.Confidence)
		}
	}
}

func TestGazetteerCanceledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := newGaz(t, Config{}).Detect(ctx, "Email Patrick")
	if !errors.Is(err, pii.ErrDetector) {
		t.Fatalf("err = %v, want %s", err, pii.CodeDetector)
	}
}

func TestGazetteerConcurrentUse(t *testing.T) {
	d := newGaz(t, Config{})
	texts := []string{"Email Patrick in Paris", "I'm lena andersson", "Mr. Smith flew to Oslo", "Reading is fun"}
	want := make([][]string, len(texts))
	for i, s := range texts {
		want[i] = found(t, d, s)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; n < 200; n++ {
				i := n % len(texts)
				dets, err := d.Detect(context.Background(), texts[i])
				if err != nil {
					t.Error(err)
					return
				}
				var got []string
				for _, x := range dets {
					got = append(got, x.Label+":"+x.Text)
				}
				if !slices.Equal(got, want[i]) {
					t.Errorf("%q: got %q, want %q", texts[i], got, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
}

// checkSpans verifies the detector's output invariants.
func checkSpans(t *testing.T, text string, dets []pii.Detection) {
	t.Helper()
	prevEnd := 0
	valid := utf8.ValidString(text)
	for i, x := range dets {
		if x.Start < 0 || x.End > len(text) || x.Start >= x.End {
			t.Fatalf("detection %d: span [%d,%d) out of range", i, x.Start, x.End)
		}
		// In valid UTF-8, a span never splits a character.
		if valid && (x.Start < len(text) && !utf8.RuneStart(text[x.Start]) || x.End < len(text) && !utf8.RuneStart(text[x.End])) {
			t.Fatalf("detection %d: span [%d,%d) splits a UTF-8 sequence", i, x.Start, x.End)
		}
		if x.Text != text[x.Start:x.End] {
			t.Fatalf("detection %d: Text is not text[Start:End]", i)
		}
		if x.Start < prevEnd {
			t.Fatalf("detection %d overlaps or is out of order", i)
		}
		if x.Confidence <= 0 || x.Confidence >= 1 || x.Label == "" {
			t.Fatalf("detection %d: label %q confidence %v", i, x.Label, x.Confidence)
		}
		prevEnd = x.End
	}
}

func FuzzGazetteerDetect(f *testing.F) {
	for _, s := range []string{
		"Email Patrick in Paris", "I'm lena andersson", "Mr. Smith, Dr. J. R. R. Tolkien & Co. Ltd.",
		"> Alma Jensen\n> Imedicare\n> 12 Gordon Terrace\n> SEINÄJOKI\n> Finland 38524",
		"je m'appelle Amélie, j'habite à Saint-Étienne", "ΠΑΦΟΣ Λευκωσία", "\xff\xfeMr.\x00", "M. . . D'Angelo O'Brien-Smith",
		"Jean-\u2010Pierre\u00a0van\u200bder Berg", strings.Repeat("Anna ", 50),
		"Appelle ba\x89", // invalid UTF-8 after a word: found by fuzzing
		"founders: Kowalczyk, Becker and Vasquez", "Zdravka's kid", "the Hrabal novel", "early Vysotsky?",
		", but Oduya just has", "Lima", "to Florence Lima.", "Gründer: Müller, Schmidt und",
		"de Vries Groep", ", and Zentrova", "company: ", "my Capital Cube account", "Lucid, a", "the CEO of",
		"Grupo", "hermanos duran s.", ">A B\n>C\n>A B\n>1 x", "x@\nA B\nC\na@b",
		"6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677", "nom;prénom\ndupont;marie\n", "J. R. Smith-Jones",
		"From: Jesús Viña <a@b.c>\nSubject: invoice", "smith, jonathan (j@x.io)", "Vophaki hat den Auftrag erhalten",
		"FieldsFunc makes", "Wohnt in Prelčeva ulica 4c, Novo mesto, Slovenia.", "ask mark eelman", "Offer from",
	} {
		f.Add(s)
	}
	d := newGaz(f, Config{})
	agg := newGaz(f, Config{Aggressive: true, ExtraNames: []string{"Zorblax Quint"}, Allow: []string{"Paris"}})
	f.Fuzz(func(t *testing.T, text string) {
		checkTokenizerFolding(t, d, text)
		for _, det := range []*Detector{d, agg} {
			dets, err := det.Detect(context.Background(), text)
			if err != nil {
				t.Fatal(err)
			}
			checkSpans(t, text, dets)
		}
	})
}

func ExampleNew() {
	d, err := New(Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	dets, _ := d.Detect(context.Background(), "Email Patrick in Paris")
	for _, x := range dets {
		fmt.Printf("%s %q [%d,%d)\n", x.Label, x.Text, x.Start, x.End)
	}
	// Output:
	// PERSON "Patrick" [6,13)
	// LOCATION "Paris" [17,22)
}

// The words and folds that Detect sees must be those the data was built
// with (words + appendFold), or lookups would miss.
func TestGazetteerTokenizerMatchesDataFolding(t *testing.T) {
	d := newGaz(t, Config{})
	for _, text := range []string{
		"Saint-Étienne, Jean-Pierre et l'Haÿ-les-Roses", "Côte d'Ivoire", "ΠΑΦΟΣ Πάφος", "Straße STRASSE",
		"Nguyễn Thị Minh Khai", "Łódź Ærøskøbing Þórshöfn", "a--b -x- y- 3-4 x\u2010y", "İstanbul ǅemal",
		"Ol\u0301ga d\u0308e", "日本 東京", "",
	} {
		checkTokenizerFolding(t, d, text)
	}
}

func checkTokenizerFolding(t *testing.T, d *Detector, text string) {
	t.Helper()
	var want []string
	words(text, func(start, end int) bool {
		want = append(want, string(appendFold(nil, text[start:end])))
		return true
	})
	s := &scratch{}
	s.reset(d, text)
	s.tokenize()
	var got []string
	for i := range s.toks {
		if s.toks[i].flags&tfWord != 0 {
			got = append(got, s.word(i))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("%q: tokenizer words %q, data words %q", text, got, want)
	}
}
