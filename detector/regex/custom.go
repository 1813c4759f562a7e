package regex

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
)

// Upstream runs every pattern on normalize_spaces(text), where the Unicode
// space separators have become " " and the line separators "\n". Custom
// patterns here run on the text as given, so widenSpaces rewrites them to
// see those characters the same way: a character class (or literal) that
// accepts " " also accepts the space separators, one that does not accept
// " " refuses them too (\S, [^ ]), and likewise for "\n" and the line
// separators ("." does not match them).

// spaceSeparators are the characters normalize_spaces maps to " ".
var spaceSeparators = []rune{0x00A0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
	0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x202F, 0x205F, 0x3000}

// lineSeparators are the characters normalize_spaces maps to "\n".
var lineSeparators = []rune{0x0085, 0x2028, 0x2029}

// widenSpaces rewrites re in place.
func widenSpaces(re *syntax.Regexp) {
	for _, sub := range re.Sub {
		widenSpaces(sub)
	}
	switch re.Op {
	case syntax.OpCharClass:
		re.Rune = normalizeClass(re.Rune)
	case syntax.OpAnyCharNotNL:
		re.Op = syntax.OpCharClass
		re.Rune = normalizeClass([]rune{0, '\n' - 1, '\n' + 1, unicode.MaxRune})
	case syntax.OpLiteral:
		if slices.ContainsFunc(re.Rune, func(r rune) bool { return r == ' ' || r == '\n' }) {
			splitLiteral(re)
		}
	}
}

// splitLiteral turns a literal holding " " or "\n" into a concatenation in
// which those characters are classes.
func splitLiteral(re *syntax.Regexp) {
	var subs []*syntax.Regexp
	var run []rune
	flush := func() {
		if len(run) > 0 {
			subs = append(subs, &syntax.Regexp{Op: syntax.OpLiteral, Flags: re.Flags, Rune: run})
			run = nil
		}
	}
	for _, r := range re.Rune {
		if r != ' ' && r != '\n' {
			run = append(run, r)
			continue
		}
		flush()
		subs = append(subs, &syntax.Regexp{Op: syntax.OpCharClass, Rune: normalizeClass([]rune{r, r})})
	}
	flush()
	re.Op, re.Rune, re.Sub = syntax.OpConcat, nil, subs
}

// normalizeClass makes a class (pairs of inclusive ranges) agree with " "
// on the space separators and with "\n" on the line separators.
func normalizeClass(ranges []rune) []rune {
	ranges = followRune(ranges, ' ', spaceSeparators)
	return followRune(ranges, '\n', lineSeparators)
}

// followRune adds seps to the class when it holds r, removes them when it
// does not.
func followRune(ranges []rune, r rune, seps []rune) []rune {
	in := classHas(ranges, r)
	var out []rune
	for i := 0; i+1 < len(ranges); i += 2 {
		lo, hi := ranges[i], ranges[i+1]
		for _, sep := range seps {
			if sep < lo || sep > hi || in {
				continue
			}
			if sep > lo {
				out = append(out, lo, sep-1)
			}
			lo = sep + 1
		}
		if lo <= hi {
			out = append(out, lo, hi)
		}
	}
	if in {
		for _, sep := range seps {
			out = append(out, sep, sep)
		}
	}
	return mergeRanges(out)
}

// classHas reports whether the class holds r.
func classHas(ranges []rune, r rune) bool {
	for i := 0; i+1 < len(ranges); i += 2 {
		if ranges[i] <= r && r <= ranges[i+1] {
			return true
		}
	}
	return false
}

// mergeRanges sorts ranges and merges those that overlap or touch.
func mergeRanges(ranges []rune) []rune {
	type span struct{ lo, hi rune }
	spans := make([]span, 0, len(ranges)/2)
	for i := 0; i+1 < len(ranges); i += 2 {
		spans = append(spans, span{ranges[i], ranges[i+1]})
	}
	slices.SortFunc(spans, func(a, b span) int { return int(a.lo - b.lo) })
	out := make([]rune, 0, len(ranges))
	for _, sp := range spans {
		if n := len(out); n > 0 && sp.lo <= out[n-1]+1 {
			out[n-1] = max(out[n-1], sp.hi)
			continue
		}
		out = append(out, sp.lo, sp.hi)
	}
	return out
}

// Go's multi-line anchors know only "\n" as a line end, and RE2 has no
// look-behind to teach them the other separators. A custom pattern with
// such anchors therefore runs on a copy of the text where U+0085, U+2028
// and U+2029 are "\n", as in upstream's normalised text, and its matches
// are mapped back to the original offsets.

// hasLineAnchors reports whether a parsed pattern has a multi-line ^ or $.
func hasLineAnchors(re *syntax.Regexp) bool {
	if re.Op == syntax.OpBeginLine || re.Op == syntax.OpEndLine {
		return true
	}
	return slices.ContainsFunc(re.Sub, hasLineAnchors)
}

// lineText is a text with its line separators replaced by "\n".
type lineText struct {
	text   string
	orig   []int // orig[i] is the offset in the original text of text[i:]
	mapped bool  // the original had a line separator (else text is it)
}

// newLineText builds the "\n" copy of s, when s has a line separator.
func newLineText(s string) *lineText {
	if !strings.Contains(s, "\u2028") && !strings.Contains(s, "\u2029") && !strings.Contains(s, "\u0085") {
		return &lineText{text: s}
	}
	var b strings.Builder
	b.Grow(len(s))
	orig := make([]int, 0, len(s)+1)
	for i := 0; i < len(s); {
		if w := lineSepWidth(s, i); w > 0 {
			b.WriteByte('\n')
			orig = append(orig, i)
			i += w
			continue
		}
		b.WriteByte(s[i])
		orig = append(orig, i)
		i++
	}
	orig = append(orig, len(s))
	return &lineText{text: b.String(), orig: orig, mapped: true}
}
