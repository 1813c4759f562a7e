package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/piighost/piighost-nats/pii"
)

// An upstream piighost configuration mostly carries over: its section
// names are this file's. Where a key means something else here, or has no
// meaning here, Parse stops before decoding with one line per such key,
// saying what to write instead, rather than one "unknown key" at a time
// or, worse, a key silently read the other way round (1.x's override
// names).

// finding is one key of an upstream configuration to change.
type finding struct {
	path string
	msg  string
}

// upstreamFindings walks a document and lists the upstream keys it holds
// that this worker reads differently. A document that does not decode
// gives none: strict decoding reports it.
func upstreamFindings(data []byte) []finding {
	var doc map[string]any
	if err := toml.Unmarshal(data, &doc); err != nil {
		return nil
	}
	var u upstreamWalk
	u.root(doc)
	return u.found
}

// upstreamError formats findings as one line each: file:line: key: what to
// write instead.
func upstreamError(source string, lines keyLines, found []finding) error {
	// In the file's order.
	slices.SortStableFunc(found, func(a, b finding) int { return lines.lineOf(a.path) - lines.lineOf(b.path) })
	out := make([]string, len(found))
	for i, f := range found {
		loc := source
		if l := lines.lineOf(f.path); l > 0 {
			loc += ":" + strconv.Itoa(l)
		}
		out[i] = loc + ": " + f.path + ": " + f.msg
	}
	return pii.NewConfigError(strings.Join(out, "\n"))
}

type upstreamWalk struct{ found []finding }

func (u *upstreamWalk) add(path, format string, args ...any) {
	u.found = append(u.found, finding{path: path, msg: fmt.Sprintf(format, args...)})
}

func (u *upstreamWalk) root(doc map[string]any) {
	if o, ok := doc["override"].(map[string]any); ok {
		u.override(o)
	}
}

// renamedOverrideKeys are the [override] keys of piighost 1.x, whose
// whitelist forced masking and whose blacklist left values in clear: read
// with today's sense of the words, each would mean the opposite, so each
// is refused with its 2.0 name, as upstream 2.0 does.
var renamedOverrideKeys = []struct{ old, new, what string }{
	{"whitelist", "[override.deny_list]", "the values always masked: 1.x's whitelist is the deny list"},
	{"blacklist", "[override.allow_list]", "the values always left in clear: 1.x's blacklist is the allow list"},
	{"whitelist_strategy", "deny_list_strategy", "respect_provenance or force"},
	{"blacklist_strategy", "allow_list_strategy", "value, exact or overlap"},
}

func (u *upstreamWalk) override(o map[string]any) {
	for _, r := range renamedOverrideKeys {
		if _, ok := o[r.old]; ok {
			u.add("override."+r.old, "piighost 1.x name; write %s (%s)", r.new, r.what)
		}
	}
	renamed := map[string]string{"whitelist_wins": "deny_list_wins", "blacklist_wins": "allow_list_wins"}
	if v, ok := o["conflict_strategy"].(string); ok {
		if n, ok := renamed[strings.ToLower(v)]; ok {
			u.add("override.conflict_strategy", "%q is piighost 1.x's name; write conflict_strategy = %q", v, n)
		}
	}
}
