package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/piighost/piighost-nats/detector/regex"
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
	if d, ok := doc["detector"].(map[string]any); ok {
		u.detector("detector", d)
	}
	if o, ok := doc["override"].(map[string]any); ok {
		u.override(o)
	}
	if g, ok := doc["guard"].(map[string]any); ok {
		u.guard(g)
	}
	if m, ok := doc["memory"].(map[string]any); ok {
		u.memory(m)
	}
	if l, ok := doc["linker"].(map[string]any); ok {
		if t, _ := l["type"].(string); t != "exact" {
			u.add("linker.type", "values link here by label and value key (case and spaces folded), upstream's exact linker: write type = \"exact\" or delete [linker]")
		}
	}
	if e, ok := doc["expander"].(map[string]any); ok {
		if t, _ := e["type"].(string); t != "word_boundary" {
			u.add("expander.type", "every value found is expanded here to its other whole-word occurrences, upstream's word_boundary expander: write type = \"word_boundary\" or delete [expander]")
		}
		if cs, _ := e["case_sensitive"].(bool); cs {
			u.add("expander.case_sensitive", "occurrences are found regardless of case here: delete case_sensitive")
		}
	}
	if _, ok := doc["entity_resolver"]; ok {
		u.add("entity_resolver", "no entity resolver here: values link by label and value key, so case and space variants share one token; delete [entity_resolver]")
	}
	if _, ok := doc["observation_redactor"]; ok {
		u.add("observation_redactor", "this worker traces no content (logs, metrics and error events hold none): delete [observation_redactor]")
	}
}

// modelDetectors are upstream's in-process model detectors; here a model
// runs as a service that an external detector calls.
var modelDetectors = map[string]string{
	"gliner2": "GLiNER2", "spacy": "spaCy", "transformers": "a transformers pipeline", "presidio": "Presidio", "llm": "an LLM",
}

// modelDetectorKeys says what to do with each key of a model detector once
// it is an external one.
var modelDetectorKeys = map[string]string{
	"model":                "the NER service chooses its model: delete model",
	"labels":               "write entities = [...] (the labels to ask the service for; label_map renames what it answers)",
	"threshold":            "write score_threshold",
	"max_concurrency":      "a call is bounded by budget here, not a concurrency limit: delete max_concurrency",
	"max_chars":            "the service reads texts of any length (chunk there if it must): delete max_chars",
	"auto_chunk":           "the service reads texts of any length (chunk there if it must): delete auto_chunk",
	"aggregation_strategy": "the service aggregates its tokens itself: delete aggregation_strategy",
	"prompt":               "the service owns its prompt: delete prompt",
	"provider":             "the service owns its provider: delete provider",
	"confidence":           "the service scores its findings: delete confidence (score_threshold filters them)",
	"fail_open":            "write on_error = \"fail_closed\" (the default) or \"fallback\"",
}

// detector walks a detector table (at path) and every table inside it.
func (u *upstreamWalk) detector(path string, d map[string]any) {
	t, _ := d["type"].(string)
	switch {
	case modelDetectors[t] != "":
		what := "runs " + modelDetectors[t] + " in-process upstream; here a model runs as a service"
		if t == "presidio" {
			what = "runs Presidio in-process upstream; here Presidio Analyzer runs as a service"
		}
		u.add(path+".type", "%q %s: write type = \"presidio_http\" (Presidio Analyzer's POST /analyze, with url) or \"nats\" (an NER service on NATS, with subject)", t, what)
		for _, k := range sortedKeys(d) {
			if msg, ok := modelDetectorKeys[k]; ok {
				u.add(path+"."+k, "%s", msg)
			}
		}
	case t == "chunked":
		u.add(path+".type", "\"chunked\" is not needed here: the built-in detectors read texts of any length, and an NER service chunks itself; put the [%s.detector] table in its place", path)
		for _, k := range []string{"chunk_size", "chunk_overlap"} {
			if _, ok := d[k]; ok {
				u.add(path+"."+k, "goes with the chunked detector: delete %s", k)
			}
		}
		if inner, ok := d["detector"].(map[string]any); ok {
			u.detector(path+".detector", inner)
		}
	case t == "regex":
		if refs, ok := d["catalogs"].([]any); ok {
			u.catalogs(path+".catalogs", refs)
		}
	}
	if list, ok := d["detectors"].([]any); ok {
		for i, c := range list {
			if m, ok := c.(map[string]any); ok {
				u.detector(fmt.Sprintf("%s.detectors[%d]", path, i), m)
			}
		}
	}
	if fb, ok := d["fallback"].(map[string]any); ok {
		u.detector(path+".fallback", fb)
	}
}

// catalogs maps upstream's catalog references to the built-in groups.
func (u *upstreamWalk) catalogs(path string, refs []any) {
	var groups, unknown []string
	for _, r := range refs {
		ref, _ := r.(string)
		name := ref
		for _, scheme := range []string{"catalog:", "hub:"} {
			name = strings.TrimPrefix(name, scheme)
		}
		name, _, _ = strings.Cut(name, ":") // a selector
		ns, group, _ := strings.Cut(name, "/")
		if ns == "piighost" && slices.Contains(regex.Groups(), group) {
			if !slices.Contains(groups, group) {
				groups = append(groups, group)
			}
			continue
		}
		unknown = append(unknown, strconv.Quote(ref))
	}
	msg := "catalog references are not fetched here (nothing downloads at run time); the patterns are built in, as groups (" + strings.Join(regex.Groups(), ", ") + ")"
	if len(groups) > 0 {
		quoted := make([]string, len(groups))
		for i, g := range groups {
			quoted[i] = strconv.Quote(g)
		}
		msg += ": write groups = [" + strings.Join(quoted, ", ") + "]"
	}
	if len(unknown) > 0 {
		msg += "; no built-in group for " + strings.Join(unknown, ", ") + ": write their patterns under patterns"
	}
	u.add(path, "%s", msg)
}

// modelGuards are upstream's guard types that call a model.
var modelGuards = map[string]bool{"llm": true, "moderation": true, "gliner2": true}

func (u *upstreamWalk) guard(g map[string]any) {
	t, _ := g["type"].(string)
	if modelGuards[t] {
		u.add("guard.type", "%q calls a model upstream; here the guard is a detector: write type = \"detector\" with a [guard.detector] table, a presidio_http or nats detector for a model behind a service", t)
		for _, k := range sortedKeys(g) {
			if k != "type" && k != "detector" && k != "ignore_placeholders" {
				u.add("guard."+k, "goes with the %s guard: delete %s", t, k)
			}
		}
	}
	if d, ok := g["detector"].(map[string]any); ok {
		u.detector("guard.detector", d)
	}
}

func (u *upstreamWalk) memory(m map[string]any) {
	t, _ := m["type"].(string)
	switch t {
	case "redis", "sqlalchemy":
		u.add("memory.type", "%q: threads live in JetStream KV here, shared by every worker on the bucket, encrypted: write type = \"nats_kv\"", t)
	}
	if _, ok := m["url"]; ok {
		u.add("memory.url", "the thread store is the NATS server's JetStream KV, reached through [nats] url: delete memory.url")
	}
	if ns, ok := m["namespace"].(string); ok {
		u.add("memory.namespace", "write bucket = %q (the JetStream KV bucket)", ns)
	}
	for _, k := range []string{"url_env", "table_name"} {
		if _, ok := m[k]; ok {
			u.add("memory."+k, "goes with the sqlalchemy memory: delete %s", k)
		}
	}
	if _, ok := m["hasher"]; ok {
		u.add("memory.hasher", "key names are always HMAC-SHA256 under the worker's key file ([keys] file, PIIGHOST_KEYS_FILE or PIIGHOST_KEYS; generate one with -gen-keys): delete [memory.hasher]")
	}
	if _, ok := m["cipher"]; ok {
		u.add("memory.cipher", "values are always encrypted (AES-256-GCM) under the worker's key file ([keys] file, PIIGHOST_KEYS_FILE or PIIGHOST_KEYS; generate one with -gen-keys): delete [memory.cipher]")
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
	for _, l := range []string{"deny_list", "allow_list"} {
		if d, ok := o[l].(map[string]any); ok {
			u.detector("override."+l, d)
		}
	}
	renamed := map[string]string{"whitelist_wins": "deny_list_wins", "blacklist_wins": "allow_list_wins"}
	if v, ok := o["conflict_strategy"].(string); ok {
		if n, ok := renamed[strings.ToLower(v)]; ok {
			u.add("override.conflict_strategy", "%q is piighost 1.x's name; write conflict_strategy = %q", v, n)
		}
	}
}

// sortedKeys returns a table's keys in order.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
