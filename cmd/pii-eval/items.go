package main

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// The types the generalisation report scores. A gold span of a corpus maps
// to one of them; TypeLowerPerson is counted besides TypePerson for a name
// written all in lower case.
const (
	TypePerson        = "PERSON"
	TypeLowerPerson   = "PERSON (lower case)"
	TypeOrganization  = "ORGANIZATION"
	TypeDateOfBirth   = "DATE_OF_BIRTH"
	TypeStreetAddress = "STREET_ADDRESS"
	TypePhone         = "PHONE"
	TypeEmail         = "EMAIL"
	TypeURL           = "URL"
	TypeIPv4          = "IPV4"
	TypeIPv6          = "IPV6"
	TypeCreditCard    = "CREDIT_CARD"
	TypeIBAN          = "IBAN"
	TypeUSSSN         = "US_SSN"
	TypeNationalID    = "NATIONAL_ID"
)

// Types returns the scored types, in report order.
func Types() []string {
	return []string{
		TypeUSSSN, TypeIPv4, TypeIPv6, TypeCreditCard, TypeIBAN, TypeEmail, TypeURL,
		TypePerson, TypeLowerPerson, TypePhone, TypeDateOfBirth, TypeStreetAddress, TypeOrganization, TypeNationalID,
	}
}

// GoldSpan is a labelled value of an Item, in byte offsets (half-open).
type GoldSpan struct {
	Start, End int
	Type       string
}

// Item is one example of any corpus, as the generalisation report scores
// it: labelled values (none for a message without personal data), its
// language, style and part.
type Item struct {
	ID    string
	Lang  string
	Style string
	Split corpus.Split
	Text  string
	Spans []GoldSpan
}

// A Corpus is a named set of items. NoPII says whether its items without
// spans hold no personal data at all (so any change to one is a false
// alarm); a corpus that labels only some types says false.
type Corpus struct {
	Name  string
	NoPII bool
	Items []Item
}

// positiveTypes maps the positive and Faker corpora's labels to the types.
var positiveTypes = map[string]string{
	corpus.LabelPerson: TypePerson, corpus.LabelDateOfBirth: TypeDateOfBirth, corpus.LabelStreetAddress: TypeStreetAddress,
	corpus.LabelEmail: TypeEmail, corpus.LabelIBAN: TypeIBAN, corpus.LabelCreditCard: TypeCreditCard,
	corpus.LabelFRPhone: TypePhone, corpus.LabelDEPhone: TypePhone, corpus.LabelUKPhone: TypePhone,
	corpus.LabelUSPhone: TypePhone, corpus.LabelESPhone: TypePhone, corpus.LabelITPhone: TypePhone,
	corpus.LabelPhone: TypePhone, corpus.LabelOrganization: TypeOrganization, corpus.LabelURL: TypeURL,
	corpus.LabelIPv4: TypeIPv4, corpus.LabelIPv6: TypeIPv6, corpus.LabelUSSSN: TypeUSSSN,
	corpus.LabelNationalID: TypeNationalID,
}

// labelledItem converts a labelled message of the repository's corpora.
func labelledItem(l corpus.Labelled, style string) Item {
	it := Item{ID: l.ID, Lang: l.Lang, Style: style, Split: l.Split, Text: l.Text}
	for _, sp := range l.Spans {
		start, end, ok := l.ByteRange(sp)
		if !ok {
			continue // the loader's checks rule this out
		}
		it.Spans = append(it.Spans, GoldSpan{start, end, positiveTypes[sp.Label]})
	}
	return it
}

// RepositoryCorpora loads the repository's own corpora: Faker, positive and
// no-PII.
func RepositoryCorpora() ([]Corpus, error) {
	fk, err := corpus.Faker()
	if err != nil {
		return nil, err
	}
	pos, err := corpus.Positive()
	if err != nil {
		return nil, err
	}
	np, err := corpus.NoPII()
	if err != nil {
		return nil, err
	}
	out := []Corpus{{Name: "faker", NoPII: true}, {Name: "positive"}, {Name: "no-PII", NoPII: true}}
	for _, e := range fk {
		out[0].Items = append(out[0].Items, labelledItem(e.Labelled(), e.Style))
	}
	for _, l := range pos {
		out[1].Items = append(out[1].Items, labelledItem(l, l.Kind))
	}
	for _, m := range np {
		out[2].Items = append(out[2].Items, Item{ID: m.ID, Lang: m.Lang, Style: m.Kind, Split: m.Split, Text: m.Text})
	}
	return out, nil
}

// presidioTypes maps presidio-research's entity types to the types.
var presidioTypes = map[string]string{
	"PERSON": TypePerson, "ORGANIZATION": TypeOrganization, "STREET_ADDRESS": TypeStreetAddress,
	"PHONE_NUMBER": TypePhone, "CREDIT_CARD": TypeCreditCard, "IBAN_CODE": TypeIBAN, "US_SSN": TypeUSSSN,
	"EMAIL_ADDRESS": TypeEmail,
}

// PresidioCorpus converts presidio-synth: English, one style ("synth"),
// split by template. IP_ADDRESS becomes IPV4 or IPV6 by its shape.
func PresidioCorpus(samples []Sample) Corpus {
	c := Corpus{Name: "presidio-synth"}
	for n, s := range samples {
		it := Item{ID: "presidio-" + strconv.Itoa(n), Lang: corpus.English, Style: "synth", Split: s.Split, Text: s.Text}
		for _, sp := range s.Spans {
			typ, ok := presidioTypes[sp.Type]
			if sp.Type == "IP_ADDRESS" {
				typ, ok = TypeIPv4, true
				if strings.Contains(s.Text[sp.Start:sp.End], ":") {
					typ = TypeIPv6
				}
			}
			if ok {
				it.Spans = append(it.Spans, GoldSpan{sp.Start, sp.End, typ})
			}
		}
		c.Items = append(c.Items, it)
	}
	return c
}

// isLowerName reports whether a name is written all in lower case.
func isLowerName(v string) bool {
	letters := false
	for _, r := range v {
		if unicode.IsUpper(r) {
			return false
		}
		letters = letters || unicode.IsLetter(r)
	}
	return letters
}
