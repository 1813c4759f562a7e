package pipeline

import "sync"

// entityKey links the detections of one value: same label, same ValueKey.
type entityKey struct {
	label string
	value string
}

// view is a pipeline's cached state of one thread generation, derived from
// the store's log: entities by key and by token, per-label numbering, and a
// matcher over the tokenised values. The log only grows, so the view only
// grows too; a new generation gets a new view.
type view struct {
	thread string
	gen    Gen

	// appendMu serialises this process's writers of the thread, so they do
	// not race each other for entry numbers.
	appendMu sync.Mutex

	mu       sync.RWMutex
	entries  []Entry
	tokens   []string // "" for an entry without token
	byKey    map[entityKey]int
	byValue  map[string]int // ValueKey → first entry with that value (provenance)
	byToken  map[string]int
	perLabel map[string]int // tokens issued per label

	// matcher finds the tokenised values again; rebuilt lazily when
	// matched < len(entries).
	matcher    *WordMatcher
	matcherIdx []int
	matched    int

	// renders caches Anonymize results of this process. An entry is only
	// valid while the log has the length it was rendered at: a longer log
	// may hold values to find again in the text.
	renders map[renderKey]renderEntry
}

type renderKey struct {
	digest Digest
	role   Role
}

type renderEntry struct {
	n   int
	out Anonymized
}

// maxRenders bounds a view's render cache; a full cache starts over.
const maxRenders = 1024

func (v *view) rendered(d Digest, r Role) (Anonymized, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	e, ok := v.renders[renderKey{d, r}]
	if !ok || e.n != len(v.entries) {
		return Anonymized{}, false
	}
	return e.out, true
}

func (v *view) remember(d Digest, r Role, out Anonymized) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.renders == nil || len(v.renders) >= maxRenders {
		v.renders = map[renderKey]renderEntry{}
	}
	v.renders[renderKey{d, r}] = renderEntry{n: len(v.entries), out: out}
}

// isTokenised reports whether the thread holds k with a token.
func (v *view) isTokenised(k entityKey) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.byKey[k]
	return ok && v.tokens[idx] != ""
}

func newView(thread string, gen Gen) *view {
	return &view{
		thread:   thread,
		gen:      gen,
		byKey:    map[entityKey]int{},
		byValue:  map[string]int{},
		byToken:  map[string]int{},
		perLabel: map[string]int{},
	}
}

func (v *view) len() int {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return len(v.entries)
}

// apply adds entries numbered from `from`; entries the view already holds
// are skipped, so concurrent syncs are harmless.
func (v *view) apply(from int, entries []Entry, f Factory) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for i, e := range entries {
		seq := from + i
		if seq <= len(v.entries) {
			continue
		}
		idx := len(v.entries)
		v.entries = append(v.entries, e)
		token := ""
		key := entityKey{label: e.Label, value: ValueKey(e.Text)}
		if _, dup := v.byKey[key]; !dup {
			v.byKey[key] = idx
			if e.Role == RoleUser {
				token = v.nextToken(e, f)
				if _, taken := v.byToken[token]; !taken {
					v.byToken[token] = idx
				}
			}
		}
		if _, seen := v.byValue[key.value]; !seen {
			v.byValue[key.value] = idx
		}
		v.tokens = append(v.tokens, token)
	}
}

// nextToken numbers the next tokenised entity of e's label. An ordinal whose
// token is already taken (a short label_hash colliding) is skipped, so a
// token never names two values; every reader applies the same log in the
// same order and skips the same ordinals. The caller holds v.mu.
func (v *view) nextToken(e Entry, f Factory) string {
	if !f.Capabilities().PreservesIdentity {
		// Tokens are shared by design (<<PERSON>>, <<REDACT>>, masks):
		// the first entity keeps the restoration.
		v.perLabel[e.Label]++
		return f.Token(e.Label, v.perLabel[e.Label], e.Text)
	}
	for {
		v.perLabel[e.Label]++
		token := f.Token(e.Label, v.perLabel[e.Label], e.Text)
		if _, taken := v.byToken[token]; !taken {
			return token
		}
	}
}

func (v *view) lookup(k entityKey) (int, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.byKey[k]
	return idx, ok
}

// provenance returns the role a new entity of this value takes: the role of
// the value's first occurrence under any label, or role when it is new.
func (v *view) provenance(value string, role Role) Role {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if idx, ok := v.byValue[value]; ok {
		return v.entries[idx].Role
	}
	return role
}

func (v *view) tokenAt(idx int) string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.tokens[idx]
}

func (v *view) indexOfToken(token string) (int, bool) {
	if v == nil {
		return 0, false
	}
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.byToken[token]
	return idx, ok
}

// valueOf returns the value a token restores to. A nil view knows nothing.
func (v *view) valueOf(token string) (string, bool) {
	if v == nil {
		return "", false
	}
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.byToken[token]
	if !ok {
		return "", false
	}
	return v.entries[idx].Text, true
}

func (v *view) tokenMap() map[string]string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	m := make(map[string]string, len(v.byToken))
	for t, idx := range v.byToken {
		m[t] = v.entries[idx].Text
	}
	return m
}

// findKnown returns a detection, at confidence 1, for every whole-word
// occurrence of a tokenised value of the thread.
func (v *view) findKnown(text string) []Detection {
	m, idx := v.knownMatcher()
	if m == nil {
		return nil
	}
	var out []Detection
	m.FindAll(text, func(start, end, value int) bool {
		e := v.entryAt(idx[value])
		out = append(out, Detection{Start: start, End: end, Label: e.Label, Text: text[start:end], Confidence: 1})
		return true
	})
	return out
}

func (v *view) entryAt(idx int) Entry {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.entries[idx]
}

// knownMatcher returns a matcher over the tokenised values, rebuilding it
// when entries arrived since it was built.
func (v *view) knownMatcher() (*WordMatcher, []int) {
	v.mu.RLock()
	if v.matched == len(v.entries) {
		m, idx := v.matcher, v.matcherIdx
		v.mu.RUnlock()
		return m, idx
	}
	v.mu.RUnlock()

	v.mu.Lock()
	defer v.mu.Unlock()
	if v.matched == len(v.entries) {
		return v.matcher, v.matcherIdx
	}
	var values []string
	var idx []int
	for i, e := range v.entries {
		if v.tokens[i] != "" {
			values = append(values, e.Text)
			idx = append(idx, i)
		}
	}
	v.matcher, v.matcherIdx = nil, nil
	if len(values) > 0 {
		if m, err := NewWordMatcher(values, false); err == nil {
			v.matcher, v.matcherIdx = m, idx
		}
	}
	v.matched = len(v.entries)
	return v.matcher, v.matcherIdx
}
