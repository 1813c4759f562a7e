package processor

import (
	"context"
	"strconv"
	"strings"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// role is a message's author as the wire names it.
type role uint8

const (
	roleUser role = iota
	roleAssistant
	roleTool
	roleSystem
)

var roleNames = map[string]role{
	wire.RoleUser: roleUser, wire.RoleHuman: roleUser,
	wire.RoleAssistant: roleAssistant, wire.RoleAI: roleAssistant,
	wire.RoleTool:   roleTool,
	wire.RoleSystem: roleSystem,
}

// messageRole reads a message's role from "role", or from LangChain's
// "type". An unknown role is refused rather than guessed, so no message is
// forwarded unexamined; so is a message whose role and type disagree
// ({"type":"human","role":"ai"}), which readers would take either way.
func messageRole(m *envelope.Node, where string) (role, error) {
	if m.Kind() != envelope.Map {
		return 0, badRequest(where + " must be a map")
	}
	if err := checkSpellings(m, where, messageKeys); err != nil {
		return 0, err
	}
	byRole, hasRole, err := roleOf(m.Get(wire.FieldRole), where)
	if err != nil {
		return 0, err
	}
	byType, hasType, err := roleOf(m.Get(wire.FieldType), where)
	if err != nil {
		return 0, err
	}
	switch {
	case hasRole && hasType && byRole != byType:
		return 0, badRequest(where + " has a role and a type that disagree")
	case hasRole:
		return byRole, nil
	case hasType:
		return byType, nil
	}
	return 0, badRequest(where + " has neither role nor type")
}

// roleOf reads one of the role keys; present reports whether it is there.
func roleOf(n *envelope.Node, where string) (r role, present bool, err error) {
	if n == nil {
		return 0, false, nil
	}
	s, ok := n.Str()
	if !ok {
		return 0, true, badRequest(where + " role must be a string")
	}
	r, ok = roleNames[s]
	if !ok {
		return 0, true, badRequest(where + " has an unknown role; valid: user, assistant, tool, system, human, ai")
	}
	return r, true, nil
}

// textFunc rewrites one text and reports whether it changed.
type textFunc func(string) (string, error)

// rewriteContent applies fn to a message's content: a string, or a list
// whose text blocks ({"type":"text","text":…}) and bare strings are
// rewritten; other blocks pass through. Content of another type is refused.
func rewriteContent(content *envelope.Node, where string, fn textFunc) (bool, error) {
	if content == nil {
		return false, nil
	}
	switch content.Kind() {
	case envelope.Nil:
		return false, nil
	case envelope.String:
		return rewriteString(content, fn)
	case envelope.Array:
		changed := false
		for i := range content.Len() {
			c, err := rewriteBlock(content.Item(i), where, fn)
			if err != nil {
				return false, err
			}
			changed = changed || c
		}
		return changed, nil
	}
	return false, badRequest(where + " content must be a string or a list of blocks")
}

// rewriteBlock rewrites one element of a content list. A text block whose
// text is not a string is refused rather than passed on unread.
func rewriteBlock(b *envelope.Node, where string, fn textFunc) (bool, error) {
	switch b.Kind() {
	case envelope.String:
		return rewriteString(b, fn)
	case envelope.Map:
		if err := checkSpellings(b, where, blockKeys); err != nil {
			return false, err
		}
		if t, _ := b.Get(wire.FieldBlockType).Str(); t == wire.BlockText {
			switch text := b.Get(wire.FieldBlockText); {
			case text == nil || text.Kind() == envelope.Nil:
			case text.Kind() == envelope.String:
				return rewriteString(text, fn)
			default:
				return false, badRequest(where + " has a text block whose text is not a string")
			}
		}
	}
	return false, nil
}

func rewriteString(n *envelope.Node, fn textFunc) (bool, error) {
	s, _ := n.Str()
	out, err := fn(s)
	if err != nil {
		return false, err
	}
	if out == s {
		return false, nil
	}
	n.SetStr(out)
	return true, nil
}

// walkStrings applies fn to every string leaf of a value, through nested
// maps and lists. Keys and non-string values are never touched.
func walkStrings(n *envelope.Node, fn textFunc) (bool, error) {
	switch n.Kind() {
	case envelope.String:
		return rewriteString(n, fn)
	case envelope.Array:
		changed := false
		for i := range n.Len() {
			c, err := walkStrings(n.Item(i), fn)
			if err != nil {
				return false, err
			}
			changed = changed || c
		}
		return changed, nil
	case envelope.Map:
		changed := false
		for i := range n.Len() {
			_, v := n.Entry(i)
			c, err := walkStrings(v, fn)
			if err != nil {
				return false, err
			}
			changed = changed || c
		}
		return changed, nil
	}
	return false, nil
}

func (p *Processor) anonymizer(ctx context.Context, thread string, a pipeline.Author) textFunc {
	return func(s string) (string, error) { return p.anonymize(ctx, thread, s, a) }
}

// anonymize de-identifies s (or, under an admission, see admit, answers
// or holds it).
func (p *Processor) anonymize(ctx context.Context, thread, s string, a pipeline.Author) (string, error) {
	out, err := p.pipe.AnonymizeAs(ctx, thread, s, a)
	return out.Text, err
}

// restorer restores a text and applies the invented-token policy; under
// RAISE it records the tokens in *raised instead of failing at once, so
// the error can list every invented token of the payload.
func (p *Processor) restorer(ctx context.Context, thread string, raised *[]string) textFunc {
	return func(s string) (string, error) {
		r, err := p.pipe.Deanonymize(ctx, thread, s)
		if err != nil {
			return "", err
		}
		return p.applyInvented(r, raised), nil
	}
}

// applyInvented applies the invented-token policy to a restored text.
func (p *Processor) applyInvented(r pipeline.Restored, raised *[]string) string {
	if len(r.Invented) == 0 {
		return r.Text
	}
	switch p.invented {
	case strategy.InventedKeep:
		return r.Text
	case strategy.InventedDrop:
		return dropSpans(r.Text, r.Invented)
	}
	*raised = append(*raised, r.InventedTokens()...)
	return r.Text
}

// dropSpans deletes each invented token where it stands; the surrounding
// text, spaces included, stays.
func dropSpans(text string, inv []pipeline.Invented) string {
	out := make([]byte, 0, len(text))
	last := 0
	for _, i := range inv {
		out = append(out, text[last:i.Start]...)
		last = i.End
	}
	return string(append(out, text[last:]...))
}

// threadMessages reads the thread id and the messages list that model.in
// and model.out require.
func threadMessages(req *envelope.Node) (string, *envelope.Node, error) {
	thread, err := threadID(req)
	if err != nil {
		return "", nil, err
	}
	m := req.Get(wire.FieldMessages)
	if m == nil || m.Kind() != envelope.Array {
		return "", nil, badRequest("messages must be a list")
	}
	return thread, m, nil
}

// modelIn de-identifies the history before the model sees it: user
// messages with role USER, assistant messages per the assistant strategy,
// never tool or system messages; the arguments of assistant tool calls
// are de-identified again (BR-TOOL-09) unless IGNORE. Input order is the
// provenance order. What these rules pass on unchanged is checked for the
// thread's known values, and, in strict mode, de-identified too. The
// request is admitted first (see admit): all its new values or none. A
// request with restore set also gets, per message, what model.out would
// answer for its rewritten content (see restoredContents).
func (p *Processor) modelIn(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	thread, list, err := threadMessages(req)
	if err != nil {
		return nil, err
	}
	restore, err := wantsRestored(ctx, req)
	if err != nil {
		return nil, err
	}
	// A second walk finds the texts the first rewrote already rewritten:
	// what changed is what either changed; what it counts is the whole.
	changed := false
	var known []ClearKnownMessage
	err = p.admit(ctx, thread, req, func(ctx context.Context) error {
		c, k, err := p.modelInMessages(ctx, thread, list)
		changed, known = changed || c, k
		return err
	})
	if err != nil {
		return nil, err
	}
	if len(known) > 0 && p.onKnown != nil {
		p.onKnown(ClearKnown{Thread: thread, Messages: known})
	}
	req.SetBoolean(wire.FieldChanged, changed)
	if restore {
		req.Set(wire.FieldRestored, p.restoredContents(ctx, thread, list))
		req.Set(wire.FieldRestoredTokens, p.restoredTokens(ctx, thread, list))
	}
	return req, nil
}

// modelInMessages applies model.in's rules to each message of list, and
// reports whether any changed and which hold known values in clear.
func (p *Processor) modelInMessages(ctx context.Context, thread string, list *envelope.Node) (bool, []ClearKnownMessage, error) {
	changed := false
	var known []ClearKnownMessage
	for i := range list.Len() {
		m := list.Item(i)
		where := "messages[" + strconv.Itoa(i) + "]"
		r, err := messageRole(m, where)
		if err != nil {
			return false, nil, err
		}
		author, analysed := p.analysisAuthor(r)
		if analysed {
			c, err := rewriteContent(m.Get(wire.FieldContent), where, p.anonymizer(ctx, thread, author))
			if err != nil {
				return false, nil, err
			}
			changed = changed || c
			if r == roleAssistant {
				c, err := p.reanonymizeToolCalls(m, where, p.anonymizer(ctx, thread, author))
				if err != nil {
					return false, nil, err
				}
				changed = changed || c
			}
		}
		rep, c, err := p.passedParts(ctx, thread, m, r, author, analysed)
		if err != nil {
			return false, nil, err
		}
		changed = changed || c
		if rep.Values > 0 {
			rep.Index = i
			known = append(known, rep)
		}
	}
	return changed, known, nil
}

// passedParts handles the strings of a model.in message that upstream's
// rules pass on unchanged: it counts the thread's known values in them
// and, in strict mode, de-identifies them (as USER for system and tool
// messages; an assistant message under IGNORE stays as it is).
func (p *Processor) passedParts(ctx context.Context, thread string, m *envelope.Node, r role, author pipeline.Author, analysed bool) (ClearKnownMessage, bool, error) {
	rep := ClearKnownMessage{Role: r.String()}
	rep.Rewritten = p.strict && (analysed || r != roleAssistant)
	if !analysed {
		author = pipeline.Author{Role: pii.RoleUser}
	}
	anonymize := p.anonymizer(ctx, thread, author)
	changed := false
	err := passedInMessage(m, r, analysed, func(n *envelope.Node) error {
		s, _ := n.Str()
		if s == "" {
			return nil
		}
		if p.checkKnown {
			k, err := p.pipe.CountKnown(ctx, thread, s)
			if err != nil {
				return err
			}
			rep.Values += k
		}
		if rep.Rewritten {
			c, err := rewriteString(n, anonymize)
			changed = changed || c
			return err
		}
		return nil
	})
	return rep, changed, err
}

// analysisAuthor maps a message role to the author the pipeline analyses
// it as, or reports that model.in leaves it alone. The assistant strategy
// decides the provenance of the model's values only: whatever it is, the
// model's text is model-written, so the tokens the thread issued stay live
// in it (upstream neutralises them, breaking its own tool calls' args).
func (p *Processor) analysisAuthor(r role) (pipeline.Author, bool) {
	switch r {
	case roleUser:
		return pipeline.Author{Role: pii.RoleUser}, true
	case roleAssistant:
		switch p.assistant {
		case strategy.AssistantPreserve:
			return pipeline.Author{Role: pii.RoleAssistant, Model: true}, true
		case strategy.AssistantAnonymize:
			return pipeline.Author{Role: pii.RoleUser, Model: true}, true
		}
	}
	return pipeline.Author{}, false
}

// reanonymizeToolCalls de-identifies the string leaves of every tool call's
// args: a value the model wrote in clear gets its token back when the
// thread knows it (BR-TOOL-09).
func (p *Processor) reanonymizeToolCalls(m *envelope.Node, where string, fn textFunc) (bool, error) {
	calls := m.Get(wire.FieldToolCalls)
	if calls == nil || calls.Kind() == envelope.Nil {
		return false, nil
	}
	if calls.Kind() != envelope.Array {
		return false, badRequest(where + " tool_calls must be a list")
	}
	changed := false
	for i := range calls.Len() {
		call := calls.Item(i)
		if call.Kind() != envelope.Map {
			return false, badRequest(where + " tool_calls entries must be maps")
		}
		if err := checkSpellings(call, where+" tool_calls", toolCallKeys); err != nil {
			return false, err
		}
		args := call.Get(wire.FieldCallArgs)
		if args == nil {
			continue
		}
		c, err := walkStrings(args, fn)
		if err != nil {
			return false, err
		}
		changed = changed || c
	}
	return changed, nil
}

// modelOut restores user and assistant content for display, then applies
// the invented-token policy. Tool calls and tool messages stay tokenised
// (BR-TOOL-10).
func (p *Processor) modelOut(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	thread, list, err := threadMessages(req)
	if err != nil {
		return nil, err
	}
	thread = own(thread) // the pipeline keeps it (see borrows)
	var raised []string
	restore := p.restorer(ctx, thread, &raised)
	changed := false
	for i := range list.Len() {
		m := list.Item(i)
		where := "messages[" + strconv.Itoa(i) + "]"
		r, err := messageRole(m, where)
		if err != nil {
			return nil, err
		}
		if r != roleUser && r != roleAssistant {
			continue
		}
		c, err := rewriteContent(m.Get(wire.FieldContent), where, restore)
		if err != nil {
			return nil, err
		}
		changed = changed || c
	}
	if len(raised) > 0 {
		for i, t := range raised {
			// The caller keeps the error; a token is a piece of a text
			// that may share the payload's bytes (see borrows).
			raised[i] = strings.Clone(t)
		}
		return nil, pii.NewInventedPlaceholderError(raised)
	}
	req.SetBoolean(wire.FieldChanged, changed)
	return req, nil
}
