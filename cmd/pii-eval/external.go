package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// External data sets measure the product from outside the repository: they
// are read from a path given on the command line and never committed.

// guardPlaceholder is a placeholder of piighost's de-identified texts.
var guardPlaceholder = regexp.MustCompile(`<<([A-Z_]+):\d+>>`)

// guardTypes maps piighost's placeholder labels to the types.
var guardTypes = map[string]string{
	"PERSON": TypePerson, "EMAIL": TypeEmail, "PHONE": TypePhone, "IBAN": TypeIBAN,
	"ADDRESS": TypeStreetAddress, "ID_NUMBER": TypeNationalID,
}

// LoadPiighostGuard reads the texts of upstream piighost's decision-guard
// benchmark (benchmarks/decision_guard/data/texts.jsonl, MIT): each record
// holds an original document ("source") and its de-identified text
// ("text"), whose placeholders give the labels. Only the records without a
// planted leak are kept, and only those whose placeholders line up with
// the source. Items are split by language and template.
func LoadPiighostGuard(path string) (Corpus, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Corpus{}, err
	}
	c := Corpus{Name: "piighost-guard"}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(nil, 1<<22)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var rec struct {
			ID       string `json:"id"`
			Lang     string `json:"lang"`
			Genre    string `json:"genre"`
			Template int    `json:"template"`
			Leak     bool   `json:"leak"`
			Text     string `json:"text"`
			Source   string `json:"source"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return Corpus{}, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if rec.Leak {
			continue
		}
		spans, ok := alignPlaceholders(rec.Text, rec.Source)
		if !ok {
			continue
		}
		c.Items = append(c.Items, Item{ID: rec.ID, Lang: rec.Lang, Style: rec.Genre, Text: rec.Source, Spans: spans,
			Split: corpus.PartOf(fmt.Sprintf("piighost-guard/%s/%d", rec.Lang, rec.Template))})
	}
	if err := sc.Err(); err != nil {
		return Corpus{}, err
	}
	if len(c.Items) == 0 {
		return Corpus{}, fmt.Errorf("%s: no usable record", path)
	}
	return c, nil
}

// alignPlaceholders finds, in source, the value each placeholder of masked
// stands for: the text between the literal pieces around it. It reports
// false when the pieces do not line up (two placeholders side by side, or
// a piece missing from the source).
func alignPlaceholders(masked, source string) ([]GoldSpan, bool) {
	locs := guardPlaceholder.FindAllStringSubmatchIndex(masked, -1)
	var spans []GoldSpan
	pos, prev := 0, 0
	for i, l := range locs {
		lit := masked[prev:l[0]]
		if !strings.HasPrefix(source[pos:], lit) {
			return nil, false
		}
		pos += len(lit)
		next := len(masked)
		if i+1 < len(locs) {
			next = locs[i+1][0]
		}
		after := masked[l[1]:next]
		var end int
		switch {
		case after == "" && i+1 < len(locs):
			return nil, false
		case after == "":
			end = len(source)
		default:
			k := strings.Index(source[pos+1:], after)
			if k < 0 {
				return nil, false
			}
			end = pos + 1 + k
		}
		if typ, ok := guardTypes[masked[l[2]:l[3]]]; ok {
			spans = append(spans, GoldSpan{pos, end, typ})
		}
		pos, prev = end, l[1]
	}
	return spans, source[pos:] == masked[prev:]
}

// tabTitles are the courtesy titles TAB's PERSON mentions may begin with;
// they are not the name.
var tabTitles = []string{"Mr ", "Mrs ", "Ms ", "Miss ", "Dr ", "Mr. ", "Mrs. ", "Ms. ", "Dr. "}

// LoadTAB reads a file of the Text Anonymization Benchmark (echr_*.json,
// MIT): English court judgments whose PERSON and ORG mentions marked
// DIRECT or QUASI (to be masked) become gold spans, as the first annotator
// of each document marked them, without a leading courtesy title. Items
// are split by document.
func LoadTAB(path string) (Corpus, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Corpus{}, err
	}
	var docs []struct {
		DocID       string `json:"doc_id"`
		Text        string `json:"text"`
		Annotations map[string]struct {
			Mentions []struct {
				Type       string `json:"entity_type"`
				Start      int    `json:"start_offset"`
				End        int    `json:"end_offset"`
				Identifier string `json:"identifier_type"`
			} `json:"entity_mentions"`
		} `json:"annotations"`
	}
	if err := json.Unmarshal(raw, &docs); err != nil {
		return Corpus{}, fmt.Errorf("%s: %w", path, err)
	}
	c := Corpus{Name: "tab"}
	for _, d := range docs {
		names := make([]string, 0, len(d.Annotations))
		for a := range d.Annotations {
			names = append(names, a)
		}
		if len(names) == 0 {
			continue
		}
		slices.Sort(names)
		byteAt := codePointOffsets(d.Text)
		it := Item{ID: d.DocID, Lang: corpus.English, Style: "legal", Text: d.Text, Split: corpus.PartOf("tab/" + d.DocID)}
		for _, m := range d.Annotations[names[0]].Mentions {
			typ := map[string]string{"PERSON": TypePerson, "ORG": TypeOrganization}[m.Type]
			if typ == "" || (m.Identifier != "DIRECT" && m.Identifier != "QUASI") || m.Start < 0 || m.End > len(byteAt)-1 || m.Start >= m.End {
				continue
			}
			start, end := byteAt[m.Start], byteAt[m.End]
			if typ == TypePerson {
				for _, t := range tabTitles {
					if strings.HasPrefix(d.Text[start:end], t) && end-start > len(t) {
						start += len(t)
						break
					}
				}
			}
			it.Spans = append(it.Spans, GoldSpan{start, end, typ})
		}
		slices.SortFunc(it.Spans, func(a, b GoldSpan) int { return a.Start - b.Start })
		c.Items = append(c.Items, it)
	}
	if len(c.Items) == 0 {
		return Corpus{}, fmt.Errorf("%s: no document", path)
	}
	return c, nil
}

// codePointOffsets returns the byte offset of every code point of s, and
// len(s) last.
func codePointOffsets(s string) []int {
	out := make([]int, 0, len(s)+1)
	for i := range s {
		out = append(out, i)
	}
	return append(out, len(s))
}
