package main

import (
	"fmt"
	"strings"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// stats counts what the generator refused, for its log.
type stats struct {
	shaped int // draws redrawn because they held a strong identifier shape
}

// maxDraws bounds the draws for one message: a draw is refused when it
// repeats an earlier message or holds a strong identifier shape.
const maxDraws = 500

func noPIIKinds(lang string) []kind {
	switch lang {
	case corpus.French:
		return frenchKinds()
	case corpus.German:
		return germanKinds()
	}
	return englishKinds()
}

// buildNoPII draws the generated no-PII messages of every language, then
// appends the hand-written ones.
func buildNoPII(g *registry, seed uint64, st *stats) ([]corpus.Message, error) {
	var out []corpus.Message
	for _, lang := range corpus.Languages() {
		seen := map[string]bool{}
		for _, k := range noPIIKinds(lang) {
			r := newRNG(seed, "nopii", lang, k.name)
			for i := 1; i <= k.count; i++ {
				text, _, err := draw(g, r, lang, k, seen, false, &st.shaped)
				if err != nil {
					return nil, fmt.Errorf("no-PII %s/%s #%d: %w", lang, k.name, i, err)
				}
				out = append(out, message(fmt.Sprintf("np-gen-%s-%s-%03d", lang, k.name, i), lang, k.name, corpus.Generated, text))
			}
		}
		hand, err := readHand("nopii_"+lang+".txt", false)
		if err != nil {
			return nil, err
		}
		n := map[string]int{}
		for _, h := range hand {
			n[h.kind]++
			out = append(out, message(fmt.Sprintf("np-hand-%s-%s-%03d", lang, h.kind, n[h.kind]), lang, h.kind, corpus.Hand, h.text))
		}
	}
	return out, nil
}

// buildPositive draws the generated positive messages of every language,
// then appends the hand-written ones.
func buildPositive(g *registry, seed uint64, st *stats) ([]corpus.Labelled, error) {
	var out []corpus.Labelled
	for _, lang := range corpus.Languages() {
		seen := map[string]bool{}
		for _, k := range positiveKinds(lang) {
			r := newRNG(seed, "positive", lang, k.name)
			for i := 1; i <= k.count; i++ {
				text, spans, err := draw(g, r, lang, k, seen, true, &st.shaped)
				if err != nil {
					return nil, fmt.Errorf("positive %s/%s #%d: %w", lang, k.name, i, err)
				}
				id := fmt.Sprintf("pos-gen-%s-%s-%03d", lang, k.name, i)
				out = append(out, corpus.Labelled{Message: message(id, lang, k.name, corpus.Generated, text), Spans: spans})
			}
		}
		hand, err := readHand("positive_"+lang+".txt", true)
		if err != nil {
			return nil, err
		}
		n := map[string]int{}
		for _, h := range hand {
			n[h.kind]++
			id := fmt.Sprintf("pos-hand-%s-%s-%03d", lang, h.kind, n[h.kind])
			out = append(out, corpus.Labelled{Message: message(id, lang, h.kind, corpus.Hand, h.text), Spans: h.spans})
		}
	}
	return out, nil
}

func message(id, lang, kind string, src corpus.Source, text string) corpus.Message {
	return corpus.Message{ID: id, Lang: lang, Kind: kind, Split: corpus.SplitOf(id), Source: src, Text: text}
}

// draw draws one message of kind k that is new and, outside its labelled
// spans, holds no strong identifier shape. A positive message must hold
// at least one span.
func draw(g *registry, r *rng, lang string, k kind, seen map[string]bool, positive bool, shaped *int) (string, []corpus.Span, error) {
	for range maxDraws {
		c := g.newCtx(r, lang)
		k.draw(c)
		text := c.text.String()
		if seen[text] || (positive && len(c.spans) == 0) {
			continue
		}
		if len(corpus.StrongShapes(outside(text, c.spans))) > 0 {
			*shaped++
			continue
		}
		seen[text] = true
		return text, c.spans, nil
	}
	return "", nil, fmt.Errorf("no acceptable message in %d draws", maxDraws)
}

// outside returns text with the code points of the spans replaced by
// spaces, so that shape checks see only the unlabelled part.
func outside(text string, spans []corpus.Span) string {
	if len(spans) == 0 {
		return text
	}
	rs := []rune(text)
	for _, sp := range spans {
		for i := sp.Start; i < sp.End; i++ {
			rs[i] = ' '
		}
	}
	return strings.TrimSpace(string(rs))
}
