package jsonargs

import "github.com/piighost/piighost-nats/gateway/internal/jsonobj"

// Leaves returns the decoded string values of a JSON text, in order (keys
// are not values). Rewrite puts values back.
func Leaves(args string) []string {
	var out []string
	for _, p := range scanAll(args) {
		if p.IsText {
			out = append(out, p.Text)
		}
	}
	return out
}

// Rewrite returns args with its i-th string value replaced by values[i],
// escaped; everything else as it was. values must be as long as Leaves
// (args): a missing value keeps the old one.
func Rewrite(args string, values []string) string {
	var b []byte
	i := 0
	for _, p := range scanAll(args) {
		if !p.IsText {
			b = append(b, p.Raw...)
			continue
		}
		v := p.Text
		if i < len(values) {
			v = values[i]
		}
		i++
		b = jsonobj.AppendString(b, v)
	}
	return string(b)
}

// Assemble writes pieces, each text piece escaped (restore their Text
// first).
func Assemble(pieces []Piece) string {
	var b []byte
	for _, p := range pieces {
		if p.IsText {
			b = jsonobj.AppendString(b, p.Text)
		} else {
			b = append(b, p.Raw...)
		}
	}
	return string(b)
}

func scanAll(args string) []Piece {
	s := NewScanner()
	return append(s.Feed(args), s.Close()...)
}
