package pipeline

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline/internal/views"
)

// Config assembles a Pipeline.
type Config struct {
	// Detector finds PII in new text. Required.
	Detector pii.Detector
	// Factory renders tokens; nil means label_counter with "<<" ">>".
	Factory Factory
	// Resolver settles overlapping detections; nil means ConfidenceResolver.
	Resolver Resolver
	// Override imposes a deny list and an allow list on what the detector
	// finds; nil means none.
	Override *Override
	// Guard re-checks every de-identified text with a detector of its own;
	// nil means none.
	Guard *Guard
	// Store keeps threads; nil means a MemStore with default bounds.
	Store Store
	// CacheBytes bounds the memory of the threads this pipeline keeps in
	// memory (its one cache in front of the store): their entries,
	// indexes, matchers and rendered messages, and what the store keeps
	// per thread. The least recently used threads go first. 0 means
	// DefaultCacheBytes.
	CacheBytes int64
	// MaxCachedThreads, when positive, also bounds the number of cached
	// threads. 0 means no bound but CacheBytes.
	MaxCachedThreads int
	// ViewTTL, when positive, drops the cached state of a thread this
	// pipeline has not used for that long (upstream's token_memo_ttl): it
	// bounds how long the pipeline keeps a thread's values and tokens in
	// memory after its last use, and the store is released from it too
	// (ThreadCache). The next call reads the thread from the store again.
	// Expired states are dropped lazily, by the next call that touches the
	// cache. 0 keeps them until evicted by the bounds above or the end of
	// their generation.
	ViewTTL time.Duration
	// Now is the clock of ViewTTL; nil means time.Now.
	Now func() time.Time
	// MaxAppendAttempts bounds the retries when other writers keep winning
	// the race for the next entry number; then the call fails with
	// CodeUnavailable. 0 means 32.
	MaxAppendAttempts int
	// MaxNewValues bounds the values one request adds to its thread (see
	// Admit): 0 means DefaultMaxNewValues, negative no bound. A request
	// past it fails with CodeLimitExceeded, and OnNewValuesRefused, when
	// set, is called.
	MaxNewValues       int
	OnNewValuesRefused func()
}

// Default bounds: the cache, 256 MiB; the new values of one request,
// 1,000, ten times what a page of dense text names, far below what fills
// a store (docs/operations.md, "Storage limits").
const (
	DefaultCacheBytes   = 256 << 20
	DefaultMaxNewValues = 1000
)

// Pipeline de-identifies and restores text, thread by thread: the same value
// keeps the same token for the whole thread, across messages, tool calls and
// streamed replies. It is safe for concurrent use.
type Pipeline struct {
	detector pii.Detector
	factory  Factory
	rec      *Recognizer
	resolver Resolver
	override *Override
	guard    *Guard
	store    Store
	attempts int
	maxNew   int
	refused  func()
	// shared is what every view of the pipeline shares (its hash seed,
	// what its factory's tokens are); cache holds the views.
	shared *views.Shared
	cache  viewCache
}

// New builds a pipeline.
func New(cfg Config) (*Pipeline, error) {
	if cfg.Detector == nil {
		return nil, pii.NewConfigError("pipeline needs a detector")
	}
	if cfg.Factory == nil {
		f, err := NewLabelCounterFactory(Delimiters{})
		if err != nil {
			return nil, err
		}
		cfg.Factory = f
	}
	if cfg.Resolver == nil {
		cfg.Resolver = ConfidenceResolver{}
	}
	if cfg.Guard != nil && cfg.Guard.Detector == nil {
		return nil, pii.NewConfigError("pipeline: a guard rail needs a detector")
	}
	if cfg.Store == nil {
		cfg.Store = NewMemStore(MemStoreConfig{})
	}
	if cfg.CacheBytes <= 0 {
		cfg.CacheBytes = DefaultCacheBytes
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxAppendAttempts <= 0 {
		cfg.MaxAppendAttempts = 32
	}
	if cfg.MaxNewValues == 0 {
		cfg.MaxNewValues = DefaultMaxNewValues
	}
	return &Pipeline{
		detector: cfg.Detector,
		factory:  cfg.Factory,
		rec:      cfg.Factory.Recognizer(),
		resolver: cfg.Resolver,
		override: nonEmpty(cfg.Override),
		guard:    copyGuard(cfg.Guard),
		store:    cfg.Store,
		attempts: cfg.MaxAppendAttempts,
		maxNew:   cfg.MaxNewValues,
		refused:  cfg.OnNewValuesRefused,
		shared:   views.NewShared(!cfg.Factory.Capabilities().PreservesIdentity, tokenTraits(cfg.Factory)&distinct != 0, cfg.Factory),
		cache:    newViewCache(cfg),
	}, nil
}

// nonEmpty returns o, or nil when it has no list.
func nonEmpty(o *Override) *Override {
	if o == nil || o.DenyList == nil && o.AllowList == nil {
		return nil
	}
	c := *o
	return &c
}

func copyGuard(g *Guard) *Guard {
	if g == nil {
		return nil
	}
	c := *g
	return &c
}

// Factory returns the placeholder factory.
func (p *Pipeline) Factory() Factory { return p.factory }

// Recognizer returns the token grammar, or nil when the factory has none.
func (p *Pipeline) Recognizer() *Recognizer { return p.rec }

// Anonymized is the result of Anonymize.
type Anonymized struct {
	// Text is the de-identified text.
	Text string
	// Tokens lists the distinct tokens written into Text, in order of first
	// appearance.
	Tokens []string
}

// Author says who wrote a text handed to AnonymizeAs. Provenance and
// authorship are two questions: under the assistant strategy "anonymize"
// the model's values are the user's (Role user), yet the model's text
// still holds the thread's own tokens, which must stay live (Model).
type Author struct {
	// Role is the provenance the text gives the values it introduces:
	// RoleAssistant keeps them in clear for the whole thread.
	Role pii.Role
	// Model marks text the model wrote (assistant content, the args of its
	// tool calls): the tokens the thread issued before this call stay in
	// it, and only strings that merely look like tokens are neutralised.
	// In any other text every token is neutralised.
	Model bool
}

// Anonymize de-identifies text in a thread. role is the author of the text:
// a value whose first occurrence in the thread comes from the assistant
// stays in clear for the whole thread. Every token typed in user text is
// neutralised (see Recognizer); in assistant text, tokens the thread issued
// before this call stay, others are neutralised. It is AnonymizeAs with
// Author{Role: role, Model: role == pii.RoleAssistant}.
func (p *Pipeline) Anonymize(ctx context.Context, thread, text string, role pii.Role) (Anonymized, error) {
	return p.AnonymizeAs(ctx, thread, text, Author{Role: role, Model: role == pii.RoleAssistant})
}

// AnonymizeAs de-identifies text in a thread, written by author.
func (p *Pipeline) AnonymizeAs(ctx context.Context, thread, text string, author Author) (Anonymized, error) {
	if thread == "" {
		return Anonymized{}, pii.ErrMissingThreadID
	}
	if err := CheckBlocking(ctx); err != nil {
		return Anonymized{}, err // de-identification is never tried inline
	}
	a := views.AdmissionOf[detected](ctx)
	if a.Skip() || a.Held(text) {
		return Anonymized{Text: text}, nil // answered by the first walk, or held for the second (see Begin)
	}
	v, err := p.view(ctx, thread, !a.Walking()) // a first walk creates no thread
	if err != nil {
		return Anonymized{}, err
	}
	if v == nil { // nothing rendered: the first walk holds text
		v = newView(thread, 0, p.shared)
		a.FoundNoThread()
	}
	it := a.Take(text)
	digest := Digest(it.DigestOf(text))
	if r, ok := v.Rendered(digest, views.Author(author)); a.Walked(ok, text, views.Digest(digest)) || ok {
		return Anonymized{Text: r.Apply(text), Tokens: r.Tokens}, nil
	}
	found, err := p.detect(ctx, v, text, digest, it)
	if err != nil {
		return Anonymized{}, err
	}
	var keyBuf, knownBuf = [8]entityKey{}, [8]pii.Detection{} // most messages have fewer values: no allocation
	spans, keys, err := p.resolve(ctx, text, v, &found, keyBuf[:0], knownBuf[:0])
	if err != nil {
		return Anonymized{}, err
	}
	refs, created, err := p.link(ctx, v, spans, keys, author.Role, a.Room(p.maxNew))
	if err != nil {
		return Anonymized{}, err
	}
	a.Add(len(created))
	r, err := p.render(ctx, v, text, spans, refs, created, author.Model)
	if err != nil {
		return Anonymized{}, err
	}
	out := Anonymized{Text: r.Apply(text), Tokens: r.Tokens}
	if err := p.checkGuard(ctx, v, text, &found, out.Text); err != nil {
		return Anonymized{}, err
	}
	v.Remember(digest, views.Author(author), r, found.dets)
	return out, nil
}

// Restored is the result of Deanonymize.
type Restored struct {
	// Text is the restored text.
	Text string
	// Invented lists, in order, the grammar-valid tokens left in Text
	// because the thread never issued them, with their byte offsets in Text.
	Invented []Invented
}

// Invented is a token found in restored text that its thread never issued.
type Invented struct {
	Token      string
	Start, End int
}

// InventedTokens returns the invented tokens, in order, duplicates included.
func (r Restored) InventedTokens() []string {
	out := make([]string, len(r.Invented))
	for i, inv := range r.Invented {
		out[i] = inv.Token
	}
	return out
}

// Deanonymize restores every token the thread issued, in one pass: only
// whole tokens are restored, a restored value is never scanned again, and
// tokens of other threads are not restored. Unknown tokens are left in place
// and reported in Invented; neutralised tokens stay as they are, so a token a
// user typed never becomes live again (see Recognizer).
func (p *Pipeline) Deanonymize(ctx context.Context, thread, text string) (Restored, error) {
	if thread == "" {
		return Restored{}, pii.ErrMissingThreadID
	}
	if p.rec == nil {
		return p.deanonymizeByReplacement(ctx, thread, text)
	}
	first, ok := p.rec.next(text, 0)
	if !ok {
		return Restored{Text: text}, nil
	}
	v, err := p.view(ctx, thread, false)
	if err != nil {
		return Restored{}, err
	}
	var stack [32]restoreItem
	items, missing := resolveTokens(v, p.rec, text, first, stack[:0])
	if missing && v != nil {
		// A token missing from the cache is looked up in the store before
		// anything calls it invented.
		if err := p.syncConfirmed(ctx, v); err != nil {
			return Restored{}, err
		}
		items, _ = resolveTokens(v, p.rec, text, first, items[:0])
	}
	return writeRestored(text, items), nil
}

// restoreItem is one match of a restoration scan and its replacement.
type restoreItem struct {
	m     match
	value string
	found bool
}

// resolveTokens finds every token of text, with the value each restores
// to in v (nil: none), under one read lock; neutralised tokens are
// skipped whole, and stay as they are. It reports whether a token was not
// found.
func resolveTokens(v *view, rec *Recognizer, text string, first match, items []restoreItem) ([]restoreItem, bool) {
	if v != nil {
		v.RLock()
		defer v.RUnlock()
	}
	missing := false
	for m, ok := first, true; ok; m, ok = rec.next(text, m.End) {
		if m.Neutralised > 0 {
			continue
		}
		it := restoreItem{m: m}
		if v != nil {
			it.value, it.found = v.ValueOfLocked(text[m.Start:m.End])
		}
		missing = missing || !it.found
		items = append(items, it)
	}
	return items, missing
}

// writeRestored writes the restored text in one exactly sized buffer, and
// reports the tokens left in place.
func writeRestored(text string, items []restoreItem) Restored {
	size := len(text)
	for _, it := range items {
		if it.found {
			size += len(it.value) - (it.m.End - it.m.Start)
		}
	}
	var out strings.Builder
	out.Grow(size)
	var invented []Invented
	last := 0
	for _, it := range items {
		out.WriteString(text[last:it.m.Start])
		last = it.m.End
		if it.found {
			out.WriteString(it.value)
		} else {
			token := text[it.m.Start:it.m.End]
			invented = append(invented, Invented{Token: token, Start: out.Len(), End: out.Len() + len(token)})
			out.WriteString(token)
		}
	}
	out.WriteString(text[last:])
	return Restored{Text: out.String(), Invented: invented}
}

// deanonymizeByReplacement restores tokens that have no grammar (mask
// factory): every known token, longest first, in one pass.
func (p *Pipeline) deanonymizeByReplacement(ctx context.Context, thread, text string) (Restored, error) {
	tm, err := p.TokenMap(ctx, thread)
	if err != nil || len(tm) == 0 {
		return Restored{Text: text}, err
	}
	tokens := make([]string, 0, len(tm))
	for t := range tm {
		tokens = append(tokens, t)
	}
	slices.SortFunc(tokens, func(a, b string) int { return len(b) - len(a) })
	pairs := make([]string, 0, 2*len(tokens))
	for _, t := range tokens {
		pairs = append(pairs, t, tm[t])
	}
	return Restored{Text: strings.NewReplacer(pairs...).Replace(text)}, nil
}

// TokenMap returns every token the thread issued, with the value it
// restores to. Values introduced by the assistant have no token.
func (p *Pipeline) TokenMap(ctx context.Context, thread string) (map[string]string, error) {
	if thread == "" {
		return nil, pii.ErrMissingThreadID
	}
	v, err := p.view(ctx, thread, false)
	if err != nil || v == nil {
		return map[string]string{}, err
	}
	if err := p.sync(ctx, v); err != nil {
		return nil, err
	}
	return v.TokenMap(), nil
}

// CountKnown counts the whole-word occurrences in text of values the thread
// tokenised, without detecting or recording anything: it tells whether a
// text that is passed on unchanged holds, in clear, a value the thread
// masks elsewhere. Values the allow list or a correction leaves in clear
// do not count. A thread the store does not hold knows none.
func (p *Pipeline) CountKnown(ctx context.Context, thread, text string) (count int, err error) {
	if thread == "" {
		return 0, pii.ErrMissingThreadID
	}
	a := views.AdmissionOf[detected](ctx)
	if n, ok := a.Recount(); ok {
		return n, nil // counted in the first walk, or to be in the second (see Begin)
	}
	defer func() { a.Counted(count) }()
	if err := CheckBlocking(ctx); err != nil {
		return 0, err // never tried inline
	}
	v, err := p.view(ctx, thread, false)
	if err != nil || v == nil {
		return 0, err
	}
	// A history is resent every turn: a text counted before, while the
	// thread held as many entries, is answered from the view.
	digest := digestOf(text)
	if n, ok := v.Counted(digest); ok {
		return n, nil
	}
	n := v.len()
	known, err := v.FindKnown(text)
	if err != nil {
		return 0, err
	}
	// What the allow list or a correction leaves in clear is meant to
	// reach the model in clear, as Anonymize would leave it.
	if known, err = p.allowKnown(ctx, text, known, &detected{}); err != nil {
		return 0, err
	}
	if known, _, err = p.dropCleared(ctx, v, known, nil); err != nil {
		return 0, err
	}
	// A known "Patrick" inside a known "patrick@example.com" is one value.
	count = len(views.DropStrictlyInside(known, known))
	v.RememberCount(digest, n, count)
	return count, nil
}

// IsIssued reports whether the thread issued token.
func (p *Pipeline) IsIssued(ctx context.Context, thread, token string) (bool, error) {
	if thread == "" {
		return false, pii.ErrMissingThreadID
	}
	v, err := p.view(ctx, thread, false)
	if err != nil || v == nil {
		return false, err
	}
	if _, ok := v.ValueOf(token); ok {
		return true, nil
	}
	if err := p.syncConfirmed(ctx, v); err != nil {
		return false, err
	}
	_, ok := v.ValueOf(token)
	return ok, nil
}

// Forget erases the thread: its tokens no longer restore, and its values
// get new tokens if they come back.
func (p *Pipeline) Forget(ctx context.Context, thread string) (Forgotten, error) {
	if thread == "" {
		return Forgotten{}, pii.ErrMissingThreadID
	}
	if err := CheckBlocking(ctx); err != nil {
		return Forgotten{}, err
	}
	v := p.cache.drop(thread, false)
	f, err := p.store.Forget(ctx, thread)
	if err != nil {
		return Forgotten{}, storeError("forget thread", err)
	}
	p.cache.drop(thread, true)
	if v != nil {
		// A store that keeps no message records (the pipeline's renders
		// hold them) counts none: the messages this process rendered are
		// erased with the view.
		f.Messages = max(f.Messages, v.Messages())
	}
	return f, nil
}

// detected is what detect found in a text: the detections (after the
// overrides), and the allow list's hits when it ran.
type detected struct {
	dets     []pii.Detection
	allowed  []pii.Detection
	allowRan bool
}

// detect returns the detector's findings for text, with the overrides
// imposed: those Admit found, or of the last time this process rendered
// it, or the store's message record when the thread saw this exact text
// before (a message already in the thread keeps the detections it was
// stored with), or the detector's, which it records.
func (p *Pipeline) detect(ctx context.Context, v *view, text string, digest Digest, it *views.Admitted[detected]) (detected, error) {
	found, fresh, err := p.find(ctx, v, text, digest, it, true)
	if err != nil || !fresh {
		return found, err
	}
	if err := p.store.RememberMessage(ctx, v.Thread(), v.gen, digest, found.dets); err != nil {
		return detected{}, storeError("remember message", err)
	}
	return found, nil
}

// find is detect without the record, which it reports due (fresh). Of a
// thread the store does not hold (stored false) it runs the detector.
func (p *Pipeline) find(ctx context.Context, v *view, text string, digest Digest, it *views.Admitted[detected], stored bool) (found detected, fresh bool, err error) {
	if it != nil && it.Found != nil {
		return *it.Found, it.Fresh, nil
	}
	if text == "" {
		return detected{}, false, nil
	}
	if dets, ok := v.Detections(digest, text); ok {
		return detected{dets: dets}, false, nil
	}
	if stored {
		dets, ok, err := p.store.RecallMessage(ctx, v.Thread(), v.gen, digest)
		if err != nil {
			return detected{}, false, storeError("recall message", err)
		}
		if ok {
			return detected{dets: dets}, false, nil
		}
	}
	dets, err := p.detector.Detect(ctx, text)
	if err != nil {
		return detected{}, false, detectorError(ctx, "detector failed", err)
	}
	if found.dets, err = checkDetections(text, dets); err != nil {
		return detected{}, false, err
	}
	if p.override != nil {
		if found.dets, found.allowed, err = p.override.apply(ctx, text, found.dets); err != nil {
			return detected{}, false, err
		}
		found.allowRan = true
	}
	return found, true, nil
}

// checkDetections refuses spans outside the text and re-slices every
// detection's text from the source.
func checkDetections(text string, dets []pii.Detection) ([]pii.Detection, error) {
	if len(dets) == 0 {
		return nil, nil
	}
	out := make([]pii.Detection, 0, len(dets))
	for _, d := range dets {
		if d.Start < 0 || d.End > len(text) || d.Start >= d.End {
			return nil, &pii.Error{Code: pii.CodeDetector, Message: "detector returned a span outside the text"}
		}
		d.Text = text[d.Start:d.End]
		if d.Label == "" || !textfold.HasNonSpace(d.Text) {
			continue
		}
		out = append(out, d)
	}
	return out, nil
}

// resolve merges the thread's known values found again in text with the
// detector's findings, settles overlaps, then adds the other whole-word
// occurrences of this message's new values, the known ones found in known's
// memory. The keys it returns, when not nil, are the spans' entity keys,
// appended to keys (see expandOccurrences).
func (p *Pipeline) resolve(ctx context.Context, text string, v *view, found *detected, keys []entityKey, known []pii.Detection) ([]pii.Detection, []entityKey, error) {
	known, err := v.FindKnownTo(known, text)
	if err != nil {
		return nil, nil, err
	}
	if known, err = p.allowKnown(ctx, text, known, found); err != nil {
		return nil, nil, err
	}
	raw := found.dets
	if known, raw, err = p.dropCleared(ctx, v, known, raw); err != nil {
		return nil, nil, err
	}
	// The resolver is given a slice of its own: raw may be the cached
	// detections of a message seen before.
	others := raw
	if len(known) > 0 {
		// The longer span wins where one contains the other: a known
		// "Marie" must not cut "Marie Curie" short (leaving "Curie" in
		// clear), and a known "Paris Hilton" must not be cut to "Paris".
		known = views.DropStrictlyInside(known, raw)
		others = views.DropStrictlyInside(raw, known)
	}
	all := slices.Concat(known, others)
	if len(all) == 0 {
		return nil, nil, nil
	}
	resolved := p.resolver.Resolve(text, all)
	spans, keys := expandOccurrences(text, resolved, v, keys)
	return spans, keys, nil
}

// allowKnown drops the known values found again that the allow list
// clears: a value allow-listed after the thread tokenised it is no longer
// masked in new text (its token still restores).
func (p *Pipeline) allowKnown(ctx context.Context, text string, known []pii.Detection, found *detected) ([]pii.Detection, error) {
	if len(known) == 0 || p.override == nil || p.override.AllowList == nil {
		return known, nil
	}
	allowed, err := p.allowHits(ctx, text, found)
	if err != nil {
		return nil, err
	}
	return p.override.clear(known, allowed), nil
}

// allowHits returns the allow list's hits on text: those detect found, or
// else (detections recalled from a cache) the list's, run once for the
// whole anonymisation and kept in found, as the known values and the
// guard rail may both need them.
func (p *Pipeline) allowHits(ctx context.Context, text string, found *detected) ([]pii.Detection, error) {
	if !found.allowRan {
		allowed, err := runList(ctx, p.override.AllowList, text, "allow list")
		if err != nil {
			return nil, err
		}
		found.allowed, found.allowRan = allowed, true
	}
	return found.allowed, nil
}

// expandOccurrences adds every whole-word occurrence of a value detected in
// this text that no detection covers yet, longest values first. Values the
// thread already tokenised need no search: findKnown found them all.
//
// When every value is known (the usual case) it also returns each
// detection's entity key, which it had to build to tell, so that link
// does not build them again (a value with spaces or capitals, such as an
// IBAN or a phone number, costs an allocation each time); otherwise the
// keys are nil and link builds them. The keys are appended to keys, the
// caller's buffer.
func expandOccurrences(text string, dets []pii.Detection, v *view, keys []entityKey) ([]pii.Detection, []entityKey) {
	known := true
	for _, d := range dets {
		k := entityKey{label: d.Label, value: textfold.ValueKey(d.Text)}
		if !v.isTokenised(k) {
			known = false
			break
		}
		keys = append(keys, k)
	}
	if known {
		return dets, keys // every value is known: findKnown found all occurrences
	}
	return expandNew(text, dets, v), nil
}

// expandNew is expandOccurrences for detections of which at least one
// value the thread has not tokenised.
func expandNew(text string, dets []pii.Detection, v *view) []pii.Detection {
	byLen := slices.Clone(dets)
	slices.SortStableFunc(byLen, func(a, b pii.Detection) int { return len(b.Text) - len(a.Text) })
	var values []string
	var sources []pii.Detection
	seen := map[entityKey]bool{}
	for _, d := range byLen {
		k := entityKey{label: d.Label, value: textfold.ValueKey(d.Text)}
		if seen[k] || v.isTokenised(k) {
			continue
		}
		seen[k] = true
		values = append(values, d.Text)
		sources = append(sources, d)
	}
	if len(values) == 0 {
		return dets
	}
	m, err := textfold.NewMatcher(values, false)
	if err != nil {
		return dets
	}
	covered := newSpanSet(2 * len(dets))
	for _, d := range dets {
		covered.add(d.Start, d.End)
	}
	// Longest value first, as upstream's expander visits them.
	hits := make([][]int, len(values))
	m.FindAll(text, func(start, end, value int) bool {
		hits[value] = append(hits[value], start, end)
		return true
	})
	out := dets
	for vi, h := range hits {
		for i := 0; i < len(h); i += 2 {
			start, end := h[i], h[i+1]
			if covered.overlaps(start, end) {
				continue
			}
			covered.add(start, end)
			d := sources[vi]
			out = append(out, pii.Detection{Start: start, End: end, Label: d.Label, Text: text[start:end], Confidence: d.Confidence})
		}
	}
	if len(out) > len(dets) {
		sortByPosition(out)
	}
	return out
}

// link finds or creates the entity of every span, in order of position,
// and returns each span's entry index and the set of entries this call
// created. keys, when not nil, are the spans' entity keys, built already.
// The values the thread does not know are appended together
// (createAll), in the order of their first spans, so a text that
// introduces several values costs the store one write, not one each;
// at most room of them.
func (p *Pipeline) link(ctx context.Context, v *view, spans []pii.Detection, keys []entityKey, role pii.Role, room int) ([]int, map[int]bool, error) {
	refs := make([]int, len(spans))
	var created map[int]bool
	var pend []sighting
	flush := func() error {
		if len(pend) == 0 {
			return nil
		}
		idx, fresh, err := p.createAll(ctx, v, pend, role, room-len(created))
		if err != nil {
			return err
		}
		for i := range pend {
			for _, j := range pend[i].spans {
				refs[j] = idx[i]
			}
			if fresh[i] {
				if created == nil {
					created = map[int]bool{}
				}
				created[idx[i]] = true
			}
		}
		pend = pend[:0]
		return nil
	}
	forcing := p.override != nil && p.override.DenyList != nil && p.override.DenyStrategy == DenyForce
	for i, d := range spans {
		var key entityKey
		if keys != nil {
			key = keys[i]
		} else {
			key = entityKey{label: d.Label, value: textfold.ValueKey(d.Text)}
		}
		if j := pendingIndex(pend, key); j >= 0 {
			pend[j].spans = append(pend[j].spans, i)
			continue
		}
		idx, ok := v.lookup(key)
		if !ok {
			force, err := p.forced(ctx, v, key, d.Text, role)
			if err != nil {
				return nil, nil, err
			}
			pend = append(pend, sighting{key: key, d: d, force: force, spans: []int{i}})
			continue
		}
		if forcing {
			// A promotion appends a correction: the entries before it
			// are written first, so the log keeps the order of the spans.
			if err := flush(); err != nil {
				return nil, nil, err
			}
			if err := p.promoteForced(ctx, v, idx, key, d); err != nil {
				return nil, nil, err
			}
		}
		refs[i] = idx
	}
	if err := flush(); err != nil {
		return nil, nil, err
	}
	return refs, created, nil
}

// sighting is a value a text introduces, waiting for its entry: its key,
// its first detection, whether the deny list forces it, and the spans
// that name it.
type sighting struct {
	key   entityKey
	d     pii.Detection
	force bool
	spans []int
}

func pendingIndex(pend []sighting, key entityKey) int {
	for i := range pend {
		if pend[i].key == key {
			return i
		}
	}
	return -1
}

// createAll appends the first sightings of values to the thread's log, in
// order, in one store call when the store takes batches (BatchAppender).
// A value another writer appended meanwhile is adopted; when another
// writer took the numbers, it reads the log again and writes what is
// still new after it. It returns each value's entry index and whether
// this call wrote it; past room new values it writes none of them.
func (p *Pipeline) createAll(ctx context.Context, v *view, pend []sighting, role pii.Role, room int) ([]int, []bool, error) {
	if err := CheckBlocking(ctx); err != nil {
		return nil, nil, err
	}
	v.appendMu.Lock()
	defer v.appendMu.Unlock()
	thread := v.Thread()
	idx := make([]int, len(pend))
	fresh := make([]bool, len(pend))
	done := make([]bool, len(pend))
	todo := make([]int, 0, len(pend))
	es := make([]Entry, 0, len(pend))
	for attempt := 0; attempt < p.attempts; attempt++ {
		todo, es = todo[:0], es[:0]
		for i := range pend {
			if done[i] {
				continue
			}
			if j, ok := v.lookup(pend[i].key); ok {
				idx[i], done[i] = j, true
				continue
			}
			es = append(es, sightingEntry(v, pend, todo, es, i, role))
			todo = append(todo, i)
		}
		if len(todo) == 0 {
			return idx, fresh, nil
		}
		if len(es) > room {
			return nil, nil, p.tooManyNewValues()
		}
		seq := v.len() + 1
		n, err := p.appendEntries(ctx, thread, v.gen, seq, es)
		room -= n
		if n > 0 {
			v.apply(seq, es[:n], p.factory)
			for k, i := range todo[:n] {
				idx[i], fresh[i], done[i] = seq-1+k, true, true
			}
		}
		switch {
		case err == nil:
			return idx, fresh, nil
		case errors.Is(err, ErrSeqTaken):
			read, err := p.syncLocked(ctx, v)
			if err != nil {
				return nil, nil, err
			}
			if read == 0 && n == 0 {
				// A lagging replica: let it catch up.
				if err := backoff(ctx, attempt); err != nil {
					return nil, nil, storeError("append entry", err)
				}
			}
		default:
			if errors.Is(err, ErrGenerationGone) {
				p.cache.drop(thread, false)
			}
			return nil, nil, storeError("append entry", err)
		}
	}
	return nil, nil, pii.Unavailable("too many concurrent writers on one thread; retry later", nil)
}

// sightingEntry is the log entry of pend[i]'s first sighting. Its
// provenance is the value's as the thread gives it, or, for a value the
// thread does not know under any label, as an entry written before it in
// the same call gives it (es, of the values pend[todo[k]]): what
// appending them one by one gives.
func sightingEntry(v *view, pend []sighting, todo []int, es []Entry, i int, role pii.Role) Entry {
	s := pend[i]
	e := Entry{Label: s.d.Label, Text: s.d.Text, Role: v.provenance(s.key.value, unknownRole)}
	if e.Role == unknownRole {
		e.Role = role
		for k, j := range todo {
			if pend[j].key.value == s.key.value {
				e.Role = es[k].Role
				break
			}
		}
	}
	if s.force {
		e.Role = pii.RoleUser
	}
	return e
}

// unknownRole is no role: what provenance returns for a value the view
// does not know when asked with it.
const unknownRole = pii.Role(255)

// appendEntries writes es as entries seq, seq+1, …: in one call to a
// BatchAppender, else one Append after the other. It returns how many it
// wrote from the first on, and what stopped it.
func (p *Pipeline) appendEntries(ctx context.Context, thread string, gen Gen, seq int, es []Entry) (int, error) {
	if b, ok := p.store.(BatchAppender); ok && len(es) > 1 {
		return b.AppendBatch(ctx, thread, gen, seq, es)
	}
	for i := range es {
		if err := p.store.Append(ctx, thread, gen, seq+i, es[i]); err != nil {
			return i, err
		}
	}
	return len(es), nil
}

func backoff(ctx context.Context, attempt int) error {
	t := time.NewTimer(time.Duration(attempt+1) * 200 * time.Microsecond)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// render writes tokens over the spans of tokenised entities and neutralises
// typed tokens in the literal text between them.
func (p *Pipeline) render(ctx context.Context, v *view, text string, spans []pii.Detection, refs []int, created map[int]bool, model bool) (views.Render, error) {
	var r views.Render
	if len(spans) > 0 { // an edit per span, more for neutralised tokens; room for a message's few tokens at once
		r.Edits, r.Tokens = make([]views.Edit, 0, len(spans)), make([]string, 0, min(len(spans), 8))
	}
	var keep func(string) bool // nil: neutralise every typed token
	if model {
		keep = p.keepTypedToken(ctx, v, created)
	}
	last := 0
	for i, d := range spans {
		if d.Start < last {
			// Only a custom resolver can get here; writing both spans
			// would garble the text, so fail closed.
			return views.Render{}, &pii.Error{Code: pii.CodeOverlappingSpans, Message: fmt.Sprintf("Overlapping spans at offset %d", d.Start)}
		}
		token := v.TokenAt(refs[i])
		if token == "" {
			if !v.Preserved(refs[i]) {
				return views.Render{}, &pii.Error{Code: pii.CodeUnavailable, Message: "no token left for label " + strconv.Quote(d.Label) + " in this thread"}
			}
			continue // assistant-introduced value: stays in clear
		}
		p.literal(&r, text, last, d.Start, keep)
		r.Edits = append(r.Edits, views.Edit{Start: int32(d.Start), End: int32(d.End), With: token})
		last = d.End
		if !slices.Contains(r.Tokens, token) {
			r.Tokens = append(r.Tokens, token)
		}
	}
	p.literal(&r, text, last, len(text), keep)
	return r, nil
}

// literal adds to r the edit that neutralises what looks like a token in
// text[start:end], if any.
func (p *Pipeline) literal(r *views.Render, text string, start, end int, keep func(string) bool) {
	if p.rec == nil || start == end {
		return
	}
	s := text[start:end]
	if n := p.rec.Neutralise(s, keep); n != s {
		r.Edits = append(r.Edits, views.Edit{Start: int32(start), End: int32(end), With: n})
		r.Own += int32(len(n))
	}
}

// keepTypedToken decides whether a token in model-written text may stay:
// only if the thread issued it before this call (the model writes the thread's
// tokens, in its replies and tool call arguments). A token missing from the
// cached state is looked up in the store once before it is neutralised.
// User and tool text keeps no token at all: a token a user typed is
// neutralised, always, so that it cannot go live once the thread issues it
// (history is re-sent every turn).
func (p *Pipeline) keepTypedToken(ctx context.Context, v *view, created map[int]bool) func(string) bool {
	synced := false
	return func(token string) bool {
		idx, ok := v.IndexOfToken(token)
		if !ok && !synced {
			synced = true
			if p.syncConfirmed(ctx, v) == nil {
				idx, ok = v.IndexOfToken(token)
			}
		}
		return ok && !created[idx]
	}
}

// view returns the cached state of a thread, loading it from the store when
// it is not cached or its generation ended. With create false, a thread the
// store does not hold gives a nil view.
func (p *Pipeline) view(ctx context.Context, thread string, create bool) (*view, error) {
	if attemptOf(ctx) != nil {
		return p.heldView(ctx, thread)
	}
	head, ok, err := p.store.Open(ctx, thread, create)
	if err != nil {
		return nil, storeError("open thread", err)
	}
	if !ok { // a first walk leaves the store's thread to the creation that follows
		p.cache.drop(thread, !views.AdmissionOf[detected](ctx).Walking())
		return nil, nil
	}
	if v := p.cache.get(thread, head.Gen); v != nil {
		if head.Len > v.len() {
			// Another writer added values: learn them before looking for
			// them in new text.
			if err := p.sync(ctx, v); err != nil {
				return nil, err
			}
		}
		return v, nil
	}
	// Load the thread before anyone can see its view: a view published
	// empty would let a concurrent call miss every known value.
	v := newView(thread, head.Gen, p.shared)
	if err := p.sync(ctx, v); err != nil {
		return nil, err
	}
	if other := p.cache.put(v); other != v {
		// Another call loaded it meanwhile; it may have read less.
		if other.len() < v.len() {
			if err := p.sync(ctx, other); err != nil {
				return nil, err
			}
		}
		return other, nil
	}
	return v, nil
}

// sync reads the entries the view has not seen yet.
func (p *Pipeline) sync(ctx context.Context, v *view) error {
	if err := CheckBlocking(ctx); err != nil {
		return err // before the lock: an append holds it across a round trip
	}
	v.appendMu.Lock()
	defer v.appendMu.Unlock()
	_, err := p.syncLocked(ctx, v)
	return err
}

// syncConfirmed is sync before a decision that a token was never issued:
// on a Confirmer, the entries the view lacks are read from the store's
// source of truth, so that whatever replica answers the store's other
// reads, the view then holds every entry appended before the call. A
// store whose reads all answer as it stands (MemStore) syncs as usual.
func (p *Pipeline) syncConfirmed(ctx context.Context, v *view) error {
	c, ok := p.store.(Confirmer)
	if !ok {
		return p.sync(ctx, v)
	}
	if err := CheckBlocking(ctx); err != nil {
		return err // before the lock: an append holds it across a round trip
	}
	v.appendMu.Lock()
	defer v.appendMu.Unlock()
	from := v.len() + 1
	entries, err := c.EntriesConfirmed(ctx, v.Thread(), v.gen, from)
	if err != nil {
		if errors.Is(err, ErrGenerationGone) {
			p.cache.drop(v.Thread(), false)
		}
		return storeError("read thread", err)
	}
	return v.load(from, entries, p.factory, false)
}

// syncLocked is sync for a caller that holds v.appendMu. It returns the
// number of entries it read.
func (p *Pipeline) syncLocked(ctx context.Context, v *view) (int, error) {
	thread, read := v.Thread(), 0
	for more := true; more; {
		from := v.len() + 1
		var entries []Entry
		var err error
		if pr, ok := p.store.(PartReader); ok {
			entries, more, err = pr.EntriesPart(ctx, thread, v.gen, from)
		} else {
			entries, err = p.store.Entries(ctx, thread, v.gen, from)
			more = false
		}
		if err != nil {
			if errors.Is(err, ErrGenerationGone) {
				p.cache.drop(thread, false)
			}
			return 0, storeError("read thread", err)
		}
		if err := v.load(from, entries, p.factory, more); err != nil {
			return 0, err
		}
		read += len(entries)
	}
	return read, nil
}

// storeError wraps a store failure as CodeUnavailable, keeping a typed
// *Error from the store as it is.
func storeError(op string, err error) error {
	var e *pii.Error
	if errors.As(err, &e) {
		return err
	}
	if errors.Is(err, ErrGenerationGone) {
		return pii.Unavailable(op+": the thread was forgotten or expired meanwhile; retry", err)
	}
	return pii.Unavailable(op, err)
}
