package main

import (
	"slices"
	"strings"
)

// kind says how to draw the messages of one kind in one language.
type kind struct {
	name  string
	count int
	draw  func(c *ctx)
}

// one emits one of the templates.
func one(pool ...string) func(*ctx) {
	return func(c *ctx) { c.emit(pick(c.r, pool)) }
}

// some emits between min and max distinct templates of the pool, joined
// by sep.
func some(min, max int, sep string, pool ...string) func(*ctx) {
	return func(c *ctx) {
		n := c.r.between(min, max)
		for i, t := range shuffled(c.r, pool)[:n] {
			if i > 0 {
				c.write(sep)
			}
			c.emit(t)
		}
	}
}

// inOrder emits between min and max templates of the pool, keeping the
// pool's order (log lines, steps).
func inOrder(min, max int, sep string, pool ...string) func(*ctx) {
	return func(c *ctx) {
		n := c.r.between(min, max)
		idx := shuffled(c.r, seqInts(len(pool)))[:n]
		slices.Sort(idx)
		for i, k := range idx {
			if i > 0 {
				c.write(sep)
			}
			c.emit(pool[k])
		}
	}
}

// seq runs the parts in order.
func seq(parts ...func(*ctx)) func(*ctx) {
	return func(c *ctx) {
		for _, p := range parts {
			p(c)
		}
	}
}

// lit emits a template.
func lit(t string) func(*ctx) { return func(c *ctx) { c.emit(t) } }

// maybe runs f with the given probability.
func maybe(percent int, f func(*ctx)) func(*ctx) {
	return func(c *ctx) {
		if c.r.chance(percent) {
			f(c)
		}
	}
}

// either runs one of the parts.
func either(parts ...func(*ctx)) func(*ctx) {
	return func(c *ctx) { pick(c.r, parts)(c) }
}

func seqInts(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// lines joins templates with newlines, for readability of multi-line
// templates in the tables.
func lines(ls ...string) string { return strings.Join(ls, "\n") }
