package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// A template is text with fields in double braces:
//
//	{{name}}          a slot: a function of the language that draws a value
//	{{name:a:b}}      a slot with arguments, e.g. {{int:10:99}}
//	{{a|b|c}}         one of the alternatives, each a template itself
//	{{name>v}}        a slot whose value is also kept as v
//	{{$v}}            the value kept as v
//
// Slots named in capitals (PERSON, DOB, ...) draw personal data and record
// a labelled span; they only appear in positive templates.

// ctx is the state of one message being drawn.
type ctx struct {
	reg   *registry
	r     *rng
	lang  string
	vars  map[string]string
	text  strings.Builder
	runes int // code points written so far
	spans []corpus.Span
	// person is the person a positive message is about, drawn on first
	// use, so that an e-mail address can follow from the name.
	person *person
}

func (g *registry) newCtx(r *rng, lang string) *ctx {
	return &ctx{reg: g, r: r, lang: lang, vars: map[string]string{}}
}

// slot draws a plain value.
type slot func(c *ctx, args []string) string

// piiSlot draws a labelled value.
type piiSlot struct {
	label string
	draw  func(c *ctx, args []string) string
}

// registry holds the slots. Plain slots are looked up by language first,
// then in common; labelled ones by language, then under "*".
type registry struct {
	langSlots map[string]map[string]slot
	common    map[string]slot
	piiSlots  map[string]map[string]piiSlot
}

// newRegistry returns the registry with every slot of the generator.
func newRegistry() *registry {
	g := &registry{
		langSlots: map[string]map[string]slot{},
		common:    map[string]slot{},
		piiSlots:  map[string]map[string]piiSlot{},
	}
	g.register("", commonSlots())
	g.register(corpus.English, englishSlots())
	g.register(corpus.French, frenchSlots())
	g.register(corpus.German, germanSlots())
	g.registerPII("*", commonPIISlots())
	g.registerPII(corpus.English, englishPIISlots())
	g.registerPII(corpus.French, frenchPIISlots())
	g.registerPII(corpus.German, germanPIISlots())
	return g
}

func (c *ctx) write(s string) {
	c.text.WriteString(s)
	c.runes += utf8.RuneCountInString(s)
}

// emit expands tpl into the message.
func (c *ctx) emit(tpl string) {
	for {
		i := strings.Index(tpl, "{{")
		if i < 0 {
			c.write(tpl)
			return
		}
		c.write(tpl[:i])
		j := closing(tpl, i+2)
		if j < 0 {
			panic(fmt.Sprintf("template %q: unclosed {{", tpl))
		}
		c.field(tpl[i+2 : j])
		tpl = tpl[j+2:]
	}
}

// plain expands tpl to a string, outside the message.
func (c *ctx) plain(tpl string) string {
	sub := &ctx{reg: c.reg, r: c.r, lang: c.lang, vars: c.vars, person: c.person}
	sub.emit(tpl)
	if len(sub.spans) > 0 {
		panic(fmt.Sprintf("template %q: labelled slot in a plain expansion", tpl))
	}
	c.person = sub.person
	return sub.text.String()
}

// closing returns the index of the "}}" that closes a field opened before
// i, skipping nested fields, or -1.
func closing(s string, i int) int {
	depth := 0
	for i < len(s)-1 {
		switch {
		case s[i] == '{' && s[i+1] == '{':
			depth++
			i += 2
		case s[i] == '}' && s[i+1] == '}':
			if depth == 0 {
				return i
			}
			depth--
			i += 2
		default:
			i++
		}
	}
	return -1
}

// alternatives splits a field at its top-level bars.
func alternatives(f string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(f); i++ {
		switch {
		case strings.HasPrefix(f[i:], "{{"):
			depth++
			i++
		case strings.HasPrefix(f[i:], "}}"):
			depth--
			i++
		case f[i] == '|' && depth == 0:
			out = append(out, f[start:i])
			start = i + 1
		}
	}
	return append(out, f[start:])
}

func (c *ctx) field(f string) {
	if alts := alternatives(f); len(alts) > 1 {
		c.emit(pick(c.r, alts))
		return
	}
	if strings.HasPrefix(f, "$") {
		v, ok := c.vars[f[1:]]
		if !ok {
			panic(fmt.Sprintf("field {{%s}}: nothing kept under that name", f))
		}
		c.write(v)
		return
	}
	keep := ""
	if i := strings.IndexByte(f, '>'); i >= 0 {
		f, keep = f[:i], f[i+1:]
	}
	parts := strings.Split(f, ":")
	name, args := parts[0], parts[1:]
	if p, ok := c.pii(name); ok {
		start := c.runes
		v := p.draw(c, args)
		c.write(v)
		c.spans = append(c.spans, corpus.Span{Label: p.label, Start: start, End: c.runes, Value: v})
		if keep != "" {
			c.vars[keep] = v
		}
		return
	}
	s, ok := c.reg.langSlots[c.lang][name]
	if !ok {
		s, ok = c.reg.common[name]
	}
	if !ok {
		panic(fmt.Sprintf("field {{%s}}: no slot %q for %s", f, name, c.lang))
	}
	v := s(c, args)
	if strings.Contains(v, "{{") { // a vocabulary entry may be a template
		v = c.plain(v)
	}
	if keep != "" {
		c.vars[keep] = v
	}
	c.write(v)
}

func (c *ctx) pii(name string) (piiSlot, bool) {
	if p, ok := c.reg.piiSlots[c.lang][name]; ok {
		return p, true
	}
	p, ok := c.reg.piiSlots["*"][name]
	return p, ok
}

// atoi parses a template argument; a bad one is a bug in a template.
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(fmt.Sprintf("template argument %q: %v", s, err))
	}
	return n
}

// register adds slots for a language ("" for common).
func (g *registry) register(lang string, m map[string]slot) {
	dst := g.common
	if lang != "" {
		if g.langSlots[lang] == nil {
			g.langSlots[lang] = map[string]slot{}
		}
		dst = g.langSlots[lang]
	}
	for k, v := range m {
		if _, dup := dst[k]; dup {
			panic("slot registered twice: " + lang + "/" + k)
		}
		dst[k] = v
	}
}

// registerPII adds labelled slots for a language ("*" for all).
func (g *registry) registerPII(lang string, m map[string]piiSlot) {
	if g.piiSlots[lang] == nil {
		g.piiSlots[lang] = map[string]piiSlot{}
	}
	for k, v := range m {
		if _, dup := g.piiSlots[lang][k]; dup {
			panic("PII slot registered twice: " + lang + "/" + k)
		}
		g.piiSlots[lang][k] = v
	}
}

// list makes a slot that picks from a fixed vocabulary.
func list(words ...string) slot {
	return func(c *ctx, _ []string) string { return pick(c.r, words) }
}

// tpls makes a slot that expands one of several templates.
func tpls(ts ...string) slot {
	return func(c *ctx, _ []string) string { return c.plain(pick(c.r, ts)) }
}
