package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"unicode/utf8"
)

// FakerFile is the Faker corpus as ./faker/generate.py writes it.
const FakerFile = "data/faker.jsonl"

// FakerManifest is the file where the generator records the checksums of
// its inputs and of FakerFile, relative to this package's directory.
const FakerManifest = "faker/manifest.json"

// Labels of the Faker corpus that the positive corpus does not have. The
// others (PERSON, DATE_OF_BIRTH, STREET_ADDRESS, EMAIL, IBAN, CREDIT_CARD)
// mean the same in both.
const (
	LabelOrganization = "ORGANIZATION"
	LabelPhone        = "PHONE" // a number of its locale's numbering plan, in any format
	LabelURL          = "URL"
	LabelIPv4         = "IPV4"
	LabelIPv6         = "IPV6"
	LabelUSSSN        = "US_SSN"
	LabelNationalID   = "NATIONAL_ID" // the locale's own: NIR, BSN, NIF, DNI/NIE, codice fiscale, RV-Nummer, NINO
)

// FakerLabels returns every label of the Faker corpus.
func FakerLabels() []string {
	return []string{
		LabelPerson, LabelOrganization, LabelDateOfBirth, LabelStreetAddress, LabelEmail, LabelURL, LabelPhone,
		LabelIPv4, LabelIPv6, LabelCreditCard, LabelIBAN, LabelUSSSN, LabelNationalID,
	}
}

// FakerLanguages returns the languages of the Faker corpus's templates.
func FakerLanguages() []string { return []string{English, French, German, "es", "it"} }

// FakerLocales returns the Faker locales whose values the corpus holds.
func FakerLocales() []string {
	return []string{"en_US", "en_GB", "nl_NL", "pt_PT", "fr_FR", "de_DE", "es_ES", "it_IT"}
}

// FakerStyles returns the styles of the Faker corpus, in report order.
func FakerStyles() []string {
	return []string{"chat", "chat_lower", "ticket", "csv", "json", "yaml", "log", "code", "email", "legal"}
}

// Example is one message of the Faker corpus: labelled personal data, or
// none at all (Spans empty: any change to it is a false alarm).
type Example struct {
	ID     string `json:"id"`
	Lang   string `json:"lang"`   // the template's language
	Locale string `json:"locale"` // the Faker locale of the values
	Style  string `json:"style"`  // one of FakerStyles
	Group  string `json:"group"`  // the template: the split key
	Split  Split  `json:"split"`  // PartOf(Group)
	Text   string `json:"text"`
	Spans  []Span `json:"spans"` // code-point offsets, in text order
}

// InSplit reports whether the example belongs to split s.
func (e Example) InSplit(s Split) bool { return e.Split == s }

// Labelled returns the example as a labelled message, for ByteRange.
func (e Example) Labelled() Labelled {
	return Labelled{Message: Message{ID: e.ID, Lang: e.Lang, Kind: e.Style, Split: e.Split, Text: e.Text}, Spans: e.Spans}
}

func (e Example) id() string { return e.ID }

// check reports the first field of e that breaks the corpus's rules.
func (e Example) check() error {
	switch {
	case e.ID == "":
		return fmt.Errorf("empty id")
	case !slices.Contains(FakerLanguages(), e.Lang):
		return fmt.Errorf("%s: unknown lang %q", e.ID, e.Lang)
	case !slices.Contains(FakerLocales(), e.Locale):
		return fmt.Errorf("%s: unknown locale %q", e.ID, e.Locale)
	case !slices.Contains(FakerStyles(), e.Style):
		return fmt.Errorf("%s: unknown style %q", e.ID, e.Style)
	case e.Group == "":
		return fmt.Errorf("%s: empty group", e.ID)
	case e.Split != PartOf(e.Group):
		return fmt.Errorf("%s: split %q, want %q (PartOf the group)", e.ID, e.Split, PartOf(e.Group))
	case e.Text == "" || !utf8.ValidString(e.Text):
		return fmt.Errorf("%s: empty or invalid text", e.ID)
	}
	runes := []rune(e.Text)
	prevEnd := 0
	for i, sp := range e.Spans {
		switch {
		case !slices.Contains(FakerLabels(), sp.Label):
			return fmt.Errorf("%s: span %d: unknown label %q", e.ID, i, sp.Label)
		case sp.Start < prevEnd || sp.Start >= sp.End || sp.End > len(runes):
			return fmt.Errorf("%s: span %d: [%d,%d) out of order or out of range", e.ID, i, sp.Start, sp.End)
		case string(runes[sp.Start:sp.End]) != sp.Value:
			return fmt.Errorf("%s: span %d: [%d,%d) is %q, not its value %q", e.ID, i, sp.Start, sp.End, string(runes[sp.Start:sp.End]), sp.Value)
		}
		prevEnd = sp.End
	}
	return nil
}

// Faker returns the Faker corpus, in file order.
func Faker() ([]Example, error) {
	return load(FakerFile, Example.check)
}

// FakerSHA256 returns the hex SHA-256 of the embedded Faker corpus, which
// the generator's manifest records.
func FakerSHA256() (string, error) {
	data, err := files.ReadFile(FakerFile)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]), nil
}
