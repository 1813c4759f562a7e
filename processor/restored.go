package processor

import (
	"context"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/wire"
)

// towardsModel is the context key of TowardsModel.
type towardsModel struct{}

// TowardsModel returns ctx marked for requests whose reply goes to the
// model side (pipeline mode publishes model.in's output there): on them,
// model.in refuses restore, whose answer holds the values in clear.
func TowardsModel(ctx context.Context) context.Context {
	return context.WithValue(ctx, towardsModel{}, true)
}

// wantsRestored reads model.in's restore flag: absent or null is false,
// anything but a boolean is refused, and so is true on a request whose
// reply goes to the model side (TowardsModel).
func wantsRestored(ctx context.Context, req *envelope.Node) (bool, error) {
	n := req.Get(wire.FieldRestore)
	if n == nil || n.Kind() == envelope.Nil {
		return false, nil
	}
	b, ok := n.BoolValue()
	if !ok {
		return false, badRequest("restore must be a boolean")
	}
	if b && ctx.Value(towardsModel{}) != nil {
		return false, badRequest("restore is refused where the reply goes to the model side (pipeline mode): it answers the values in clear")
	}
	return b, nil
}

// restoredContents returns, for each message of a rewritten model.in
// list, the content model.out would answer for it now: user and
// assistant content restored, with the thread's own tokens only. The
// entry is null for other roles, and where a text holds a token the
// thread never issued or the restoration failed: a token once issued
// never changes its value, so what is given stays model.out's answer for
// that content for the thread's life (until thread.forget), while an
// unknown token could be issued later, by any worker.
func (p *Processor) restoredContents(ctx context.Context, thread string, list *envelope.Node) *envelope.Node {
	items := make([]*envelope.Node, list.Len())
	for i := range list.Len() {
		items[i] = p.restoredContent(ctx, thread, list.Item(i))
	}
	return envelope.NewArray(items...)
}

// restoredContent is one entry of restoredContents.
func (p *Processor) restoredContent(ctx context.Context, thread string, m *envelope.Node) *envelope.Node {
	content := m.Get(wire.FieldContent)
	if r, err := messageRole(m, ""); err != nil || (r != roleUser && r != roleAssistant) || content == nil {
		return envelope.NewNil()
	}
	out := content.Clone()
	certain := true
	_, err := rewriteContent(out, "", func(s string) (string, error) {
		r, err := p.pipe.Deanonymize(ctx, thread, s)
		certain = certain && err == nil && len(r.Invented) == 0
		return r.Text, err
	})
	if err != nil || !certain {
		return envelope.NewNil()
	}
	return out
}

// restoredTokens returns, for each token the messages of a rewritten
// model.in list hold (in their content and their tool calls' args), the
// value a string that is exactly that token restores to (see
// tokenValues).
func (p *Processor) restoredTokens(ctx context.Context, thread string, list *envelope.Node) *envelope.Node {
	visit, out := p.tokenValues(ctx, thread)
	for i := range list.Len() {
		m := list.Item(i)
		if m.Kind() != envelope.Map {
			continue
		}
		if content := m.Get(wire.FieldContent); content != nil {
			_, _ = walkStrings(content, visit)
		}
		calls := m.Get(wire.FieldToolCalls)
		if calls == nil || calls.Kind() != envelope.Array {
			continue
		}
		for j := range calls.Len() {
			if call := calls.Item(j); call.Kind() == envelope.Map {
				if args := call.Get(wire.FieldCallArgs); args != nil {
					_, _ = walkStrings(args, visit)
				}
			}
		}
	}
	return out
}

// tokenValues returns a textFunc that leaves its text as it is and puts
// in the map it returns each token the text holds, with the value a
// string that is exactly that token restores to: what model.out answers
// for it, and tool.call for an argument (no invented token, so the
// invented policy does not apply). A token the thread never issued, or
// whose restoration failed, is left out: an issued token never changes
// its value, so what the map gives holds for the thread's life (until
// thread.forget).
func (p *Processor) tokenValues(ctx context.Context, thread string) (textFunc, *envelope.Node) {
	out := envelope.NewMap()
	seen := map[string]bool{}
	visit := func(s string) (string, error) {
		for _, token := range p.rec.FindTokens(s) {
			if seen[token] {
				continue
			}
			seen[token] = true
			r, err := p.pipe.Deanonymize(ctx, thread, token)
			if err == nil && len(r.Invented) == 0 && r.Text != token {
				out.Set(token, envelope.NewString(r.Text))
			}
		}
		return s, nil
	}
	return visit, out
}
