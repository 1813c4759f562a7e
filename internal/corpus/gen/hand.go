package main

import (
	"embed"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// The hand-written messages live in hand/<corpus>_<lang>.txt. A line
// "%% kind" starts a message of that kind; the message is every line up
// to the next such line, blank lines at both ends dropped. Lines before
// the first "%%" are a comment. In positive files, [[LABEL|value]] marks
// a labelled value.
//
//go:embed hand/*.txt
var handFiles embed.FS

// handMessage is a hand-written message before ids are given.
type handMessage struct {
	kind  string
	text  string
	spans []corpus.Span
}

func readHand(name string, labelled bool) ([]handMessage, error) {
	raw, err := handFiles.ReadFile("hand/" + name)
	if err != nil {
		return nil, err
	}
	var out []handMessage
	var cur *handMessage
	var body []string
	flush := func() error {
		if cur == nil {
			return nil
		}
		text := strings.Trim(strings.Join(body, "\n"), "\n")
		if text == "" {
			return fmt.Errorf("%s: empty %s message", name, cur.kind)
		}
		if labelled {
			t, spans, err := unmark(text)
			if err != nil {
				return fmt.Errorf("%s: %v", name, err)
			}
			cur.text, cur.spans = t, spans
		} else {
			if strings.Contains(text, "[[") {
				return fmt.Errorf("%s: markup in a no-PII message: %q", name, text)
			}
			cur.text = text
		}
		out = append(out, *cur)
		return nil
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if k, ok := strings.CutPrefix(line, "%% "); ok {
			if err := flush(); err != nil {
				return nil, err
			}
			k = strings.TrimSpace(k)
			if !kindName.MatchString(k) {
				return nil, fmt.Errorf("%s: %q is not a kind", name, k)
			}
			cur, body = &handMessage{kind: k}, nil
			continue
		}
		if cur != nil {
			body = append(body, line)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

var kindName = regexp.MustCompile(`^[a-z_]+$`)

var markup = regexp.MustCompile(`\[\[([A-Z_]+)\|([^\]]+)\]\]`)

// unmark removes [[LABEL|value]] marks and returns the spans they made,
// in code points.
func unmark(s string) (string, []corpus.Span, error) {
	var b strings.Builder
	var spans []corpus.Span
	runes, last := 0, 0
	for _, m := range markup.FindAllStringSubmatchIndex(s, -1) {
		before := s[last:m[0]]
		b.WriteString(before)
		runes += utf8.RuneCountInString(before)
		label, value := s[m[2]:m[3]], s[m[4]:m[5]]
		n := utf8.RuneCountInString(value)
		spans = append(spans, corpus.Span{Label: label, Start: runes, End: runes + n, Value: value})
		b.WriteString(value)
		runes += n
		last = m[1]
	}
	b.WriteString(s[last:])
	out := b.String()
	if strings.Contains(out, "[[") || strings.Contains(out, "]]") {
		return "", nil, fmt.Errorf("unbalanced markup in %q", s)
	}
	return out, spans, nil
}
