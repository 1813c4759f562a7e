package pipeline

import (
	"slices"
	"sync"
	"time"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

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

	// tiers find the tokenised values again. New values go into a small
	// matcher, and matchers of similar size are merged, like a binary
	// counter: adding a value never rebuilds the whole thread's matcher,
	// and the total build cost stays O(n log n). matched is the number of
	// entries the tiers cover.
	tiers   []tier
	matched int

	// renders caches Anonymize results of this process. An entry is only
	// valid while the log has the length it was rendered at: a longer log
	// may hold values to find again in the text.
	renders map[renderKey]renderEntry
	// counts caches CountKnown results the same way.
	counts map[Digest]countEntry

	// denied remembers which values the deny list finds (DenyForce).
	denied deniedMemo
	// corr is what the thread's corrections decided (corrections.go).
	corr corrections

	// used is the view's last use (ViewTTL), guarded by the pipeline's mu.
	used time.Time
}

type countEntry struct {
	n, count int
}

type renderKey struct {
	digest Digest
	author Author
}

type renderEntry struct {
	n   int
	out Anonymized
}

// maxRenders bounds a view's render cache; a full cache starts over.
const maxRenders = 1024

func (v *view) rendered(d Digest, r Author) (Anonymized, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	e, ok := v.renders[renderKey{d, r}]
	if !ok || e.n != len(v.entries) {
		return Anonymized{}, false
	}
	return e.out, true
}

func (v *view) remember(d Digest, r Author, out Anonymized) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.renders == nil || len(v.renders) >= maxRenders {
		v.renders = map[renderKey]renderEntry{}
	}
	v.renders[renderKey{d, r}] = renderEntry{n: len(v.entries), out: out}
}

func (v *view) counted(d Digest) (int, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	e, ok := v.counts[d]
	if !ok || e.n != len(v.entries) {
		return 0, false
	}
	return e.count, true
}

func (v *view) rememberCount(d Digest, n, count int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.counts == nil || len(v.counts) >= maxRenders {
		v.counts = map[Digest]countEntry{}
	}
	v.counts[d] = countEntry{n: n, count: count}
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
		if e.Kind != EntrySighting {
			v.tokens = append(v.tokens, "")
			v.applyCorrection(idx, e, f)
			continue
		}
		token := ""
		key := entityKey{label: e.Label, value: textfold.ValueKey(e.Text)}
		if _, dup := v.byKey[key]; !dup {
			v.byKey[key] = idx
			if e.Role == pii.RoleUser {
				token = v.nextToken(e, f)
				if _, taken := v.byToken[token]; !taken && token != "" {
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
	for range maxTokenCollisions {
		v.perLabel[e.Label]++
		token := f.Token(e.Label, v.perLabel[e.Label], e.Text)
		if _, taken := v.byToken[token]; !taken {
			return token
		}
	}
	return "" // out of tokens: rendering this value fails closed
}

// maxTokenCollisions bounds the search for a free token; only a short
// label_hash in a huge thread can exhaust it.
const maxTokenCollisions = 1 << 16

func (v *view) lookup(k entityKey) (int, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.byKey[k]
	return idx, ok
}

// provenance returns the role a new entity of this value takes: the role of
// the value's first occurrence under any label, or role when it is new.
func (v *view) provenance(value string, role pii.Role) pii.Role {
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

// preserved reports whether the entry stays in clear on purpose: its value
// was introduced by the assistant.
func (v *view) preserved(idx int) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.entries[idx].Role == pii.RoleAssistant
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

// smallThread is the number of values up to which a thread keeps a single
// known-value matcher.
const smallThread = 64

// tier is one matcher over some tokenised values; idx maps its value
// indexes to entry indexes.
type tier struct {
	m   *textfold.WordMatcher
	idx []int
}

// findKnown returns a detection, at confidence 1, for every whole-word
// occurrence of a tokenised value of the thread.
func (v *view) findKnown(text string) ([]pii.Detection, error) {
	tiers, err := v.knownTiers()
	if err != nil {
		return nil, err
	}
	var out []pii.Detection
	for _, t := range tiers {
		t.m.FindAll(text, func(start, end, value int) bool {
			e := v.entryAt(t.idx[value])
			out = append(out, pii.Detection{Start: start, End: end, Label: e.Label, Text: text[start:end], Confidence: 1})
			return true
		})
	}
	return out, nil
}

func (v *view) entryAt(idx int) Entry {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.entries[idx]
}

// knownTiers returns the matchers over the tokenised values, first adding
// the entries that arrived since the last call.
func (v *view) knownTiers() ([]tier, error) {
	v.mu.RLock()
	if v.matched == len(v.entries) && len(v.corr.promoted) == 0 {
		t := v.tiers
		v.mu.RUnlock()
		return t, nil
	}
	v.mu.RUnlock()

	v.mu.Lock()
	defer v.mu.Unlock()
	fresh := v.corr.takePromoted()
	for i := v.matched; i < len(v.entries); i++ {
		if v.tokens[i] != "" && !slices.Contains(fresh, i) {
			fresh = append(fresh, i)
		}
	}
	if len(fresh) == 0 {
		v.matched = len(v.entries)
		return v.tiers, nil
	}
	t, err := v.tier(fresh)
	if err != nil {
		return nil, err
	}
	tiers := append(v.tiers[:len(v.tiers):len(v.tiers)], t)
	// A small thread keeps one matcher: rebuilding it is cheaper than
	// scanning every text once per tier.
	for n := len(tiers); n >= 2 && (len(tiers[n-1].idx) >= len(tiers[n-2].idx) || len(tiers[n-1].idx)+len(tiers[n-2].idx) <= smallThread); n = len(tiers) {
		merged, err := v.tier(append(append([]int(nil), tiers[n-2].idx...), tiers[n-1].idx...))
		if err != nil {
			return nil, err
		}
		tiers = append(tiers[:n-2], merged)
	}
	v.tiers, v.matched = tiers, len(v.entries)
	return tiers, nil
}

// tier builds a matcher over the entries idx. The caller holds v.mu.
func (v *view) tier(idx []int) (tier, error) {
	values := make([]string, len(idx))
	for i, e := range idx {
		values[i] = v.entries[e].Text
	}
	m, err := textfold.NewWordMatcher(values, false)
	if err != nil {
		// Only a corrupt store holds a blank value: fail closed.
		return tier{}, &pii.Error{Code: pii.CodeUnavailable, Message: "the thread holds a value that cannot be matched", Err: err}
	}
	return tier{m: m, idx: idx}, nil
}
