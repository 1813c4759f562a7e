package processor

import (
	"context"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// toolCall restores the arguments of a call the model made, so the tool
// receives real values (FULL, INPUT). Every string leaf of args is restored
// on its own (only whole tokens), then checked against the invented-token
// policy; under RAISE the call fails before the tool could run
// (BR-TOOL-07). PASSTHROUGH returns the call untouched without even a
// thread id; OUTPUT leaves the tokens for the tool.
func (p *Processor) toolCall(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	call := req.Get(wire.FieldToolCall)
	if call == nil || call.Kind() != envelope.Map {
		return nil, badRequest("tool_call must be a map")
	}
	if err := checkSpellings(call, wire.FieldToolCall, toolCallKeys); err != nil {
		return nil, err
	}
	name, ok := call.Get(wire.FieldCallName).Str()
	if !ok {
		return nil, badRequest("tool_call.name must be a string")
	}
	s := p.ToolStrategy(name)
	if s == strategy.ToolPassthrough {
		return req, nil
	}
	thread, err := threadID(req)
	if err != nil {
		return nil, err
	}
	if !s.RestoresInput() {
		return req, nil
	}
	args := call.Get(wire.FieldCallArgs)
	if args == nil {
		return req, nil
	}
	var raised []string
	if _, err := walkStrings(args, p.restorer(ctx, thread, &raised)); err != nil {
		return nil, err
	}
	if len(raised) > 0 {
		return nil, pii.NewInventedPlaceholderError(raised)
	}
	return req, nil
}

// toolResult de-identifies what a tool returned before the model sees it
// (FULL, OUTPUT): full detection with role USER, so a known value gets its
// token back and a new one the next number (BR-TOOL-05, 06). The result is
// a message, or a state update holding messages. INPUT and PASSTHROUGH
// return it as the tool did. A request with restore set also gets the
// value of each token the reply's result holds (see resultTokens).
func (p *Processor) toolResult(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	msg, update := req.Get(wire.FieldMessage), req.Get(wire.FieldUpdate)
	if (msg == nil) == (update == nil) {
		return nil, badRequest("tool.result needs exactly one of message and update")
	}
	name, err := resultToolName(req, msg, update)
	if err != nil {
		return nil, err
	}
	restore, err := wantsRestored(ctx, req)
	if err != nil {
		return nil, err
	}
	s := p.ToolStrategy(name)
	if s == strategy.ToolPassthrough {
		if restore {
			req.Set(wire.FieldRestoredTokens, envelope.NewMap()) // no thread to read
		}
		return req, nil
	}
	thread, err := threadID(req)
	if err != nil {
		return nil, err
	}
	if s.AnonymizesOutput() {
		err = p.admit(ctx, thread, req, func(ctx context.Context) error { return p.anonymizeResult(ctx, thread, msg, update) })
		if err != nil {
			return nil, err
		}
	}
	if restore {
		req.Set(wire.FieldRestoredTokens, p.resultTokens(ctx, thread, msg, update))
	}
	return req, nil
}

// resultTokens returns, for each token a tool result's message or update
// holds in any string, the value a string that is exactly that token
// restores to, as model.in's restored_tokens does (see tokenValues).
func (p *Processor) resultTokens(ctx context.Context, thread string, msg, update *envelope.Node) *envelope.Node {
	visit, out := p.tokenValues(ctx, thread)
	if msg == nil {
		msg = update
	}
	_, _ = walkStrings(msg, visit)
	return out
}

// anonymizeResult de-identifies a tool result's message or update, and in
// strict mode the rest of it.
func (p *Processor) anonymizeResult(ctx context.Context, thread string, msg, update *envelope.Node) error {
	var err error
	fn := p.anonymizer(ctx, thread, pipeline.Author{Role: pii.RoleUser})
	if msg != nil {
		// resultToolName checked the message's role.
		_, err = anonymizeToolContent(msg.Get(wire.FieldContent), fn)
	} else {
		err = anonymizeUpdate(update, fn)
	}
	if err != nil {
		return err
	}
	if p.strict {
		// Everything else the result holds goes towards the model too.
		rewrite := func(n *envelope.Node) error { _, err := rewriteString(n, fn); return err }
		if msg != nil {
			err = passedInToolMessage(msg, rewrite)
		} else {
			err = passedInUpdate(update, rewrite)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// resultToolName names the tool of a result, whose strategy applies: the
// request's tool_name, or else the name its tool messages carry. The two
// spell the same thing, so when they disagree the result is refused:
// strategies differ per tool, and a reader could pick either.
func resultToolName(req, msg, update *envelope.Node) (string, error) {
	name, named := "", false
	agree := func(n *envelope.Node, where string) error {
		if n == nil || n.Kind() == envelope.Nil {
			return nil
		}
		s, ok := n.Str()
		if !ok {
			return badRequest(where + " must be a string")
		}
		if named && s != name {
			return badRequest(where + " names another tool than tool_name")
		}
		name, named = s, true
		return nil
	}
	if err := agree(req.Get(wire.FieldToolName), wire.FieldToolName); err != nil {
		return "", err
	}
	if msg != nil {
		if _, err := messageRole(msg, "message"); err != nil {
			return "", err
		}
		return name, agree(msg.Get(wire.FieldName), "message name")
	}
	var err error
	eachUpdateMessage(update, func(m *envelope.Node) {
		if r, rerr := messageRole(m, "update message"); rerr == nil && r == roleTool && err == nil {
			err = agree(m.Get(wire.FieldName), "update message name")
		}
	})
	return name, err
}

// eachUpdateMessage calls fn on every map of a state update's values (in
// both shapes anonymizeUpdate accepts), messages or not.
func eachUpdateMessage(u *envelope.Node, fn func(*envelope.Node)) {
	visit := func(v *envelope.Node) {
		if v.Kind() == envelope.Array {
			for i := range v.Len() {
				if m := v.Item(i); m.Kind() == envelope.Map {
					fn(m)
				}
			}
		} else if v.Kind() == envelope.Map {
			fn(v)
		}
	}
	switch u.Kind() {
	case envelope.Map:
		for i := range u.Len() {
			_, v := u.Entry(i)
			visit(v)
		}
	case envelope.Array:
		for i := range u.Len() {
			if pair := u.Item(i); pair.Kind() == envelope.Array && pair.Len() == 2 {
				visit(pair.Item(1))
			}
		}
	}
}

// anonymizeToolContent de-identifies a tool message's content. Unlike
// upstream's LangChain middleware, structured results are walked too: a
// string is de-identified, a list's text blocks and bare strings are, other
// typed blocks (images...) pass through, and maps and lists that are not
// typed blocks have every string leaf de-identified.
func anonymizeToolContent(content *envelope.Node, fn textFunc) (bool, error) {
	if content == nil {
		return false, nil
	}
	switch content.Kind() {
	case envelope.String:
		return rewriteString(content, fn)
	case envelope.Map:
		return anonymizeToolBlock(content, fn)
	case envelope.Array:
		changed := false
		for i := range content.Len() {
			var c bool
			var err error
			if item := content.Item(i); item.Kind() == envelope.Map {
				c, err = anonymizeToolBlock(item, fn)
			} else {
				c, err = walkStrings(item, fn)
			}
			if err != nil {
				return false, err
			}
			changed = changed || c
		}
		return changed, nil
	}
	return false, nil
}

// anonymizeToolBlock de-identifies a typed content block (only the text
// of a text block) or, for a map without "type", every string leaf.
func anonymizeToolBlock(m *envelope.Node, fn textFunc) (bool, error) {
	t := m.Get(wire.FieldBlockType)
	if t == nil {
		return walkStrings(m, fn)
	}
	if s, _ := t.Str(); s == wire.BlockText {
		if text := m.Get(wire.FieldBlockText); text != nil {
			return walkStrings(text, fn) // a string, or structured text
		}
	}
	return false, nil
}

// anonymizeUpdate walks a state update, in both shapes LangGraph accepts (a
// map of state keys, or a list of [key, value] pairs); each value is a
// message or a list of messages, and only tool messages are rewritten.
// Values that are not messages are left alone.
func anonymizeUpdate(u *envelope.Node, fn textFunc) error {
	switch u.Kind() {
	case envelope.Map:
		for i := range u.Len() {
			_, v := u.Entry(i)
			if err := anonymizeUpdateValue(v, fn); err != nil {
				return err
			}
		}
		return nil
	case envelope.Array:
		for i := range u.Len() {
			pair := u.Item(i)
			if pair.Kind() != envelope.Array || pair.Len() != 2 {
				return badRequest("update pairs must be [key, value] lists")
			}
			if err := anonymizeUpdateValue(pair.Item(1), fn); err != nil {
				return err
			}
		}
		return nil
	case envelope.Nil:
		return nil
	}
	return badRequest("update must be a map or a list of [key, value] pairs")
}

func anonymizeUpdateValue(v *envelope.Node, fn textFunc) error {
	if v.Kind() == envelope.Array {
		for i := range v.Len() {
			if err := anonymizeIfToolMessage(v.Item(i), fn); err != nil {
				return err
			}
		}
		return nil
	}
	return anonymizeIfToolMessage(v, fn)
}

func anonymizeIfToolMessage(m *envelope.Node, fn textFunc) error {
	if m.Kind() != envelope.Map || (m.Get(wire.FieldRole) == nil && m.Get(wire.FieldType) == nil) {
		return nil // not a message
	}
	r, err := messageRole(m, "update message")
	if err != nil {
		if m.Get(wire.FieldRole) != nil {
			// A "role" key says message: one we cannot classify is refused
			// rather than passed on unread.
			return err
		}
		return nil // a state value that merely has a "type"
	}
	if r != roleTool {
		return nil
	}
	_, err = anonymizeToolContent(m.Get(wire.FieldContent), fn)
	return err
}
