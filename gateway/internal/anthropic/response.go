package anthropic

import (
	"context"
	"encoding/json"

	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/jsonargs"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
)

// RestoreResponse restores a message: its text blocks (model.out) and the
// input of its tool_use blocks (tool.call, under each tool's strategy).
// Thinking blocks, signed by the provider, stay as the model wrote them,
// and so does everything else. It fails, restoring nothing, on an invented
// token under the raise strategy or when the worker does not answer.
func RestoreResponse(ctx context.Context, r *flow.Restorer, body []byte) ([]byte, error) {
	o, err := jsonobj.ParseAnswer(body)
	if err != nil {
		return body, nil
	}
	raw, ok := o.Get("content")
	if !ok || jsonobj.Kind(raw) != '[' {
		return body, nil
	}
	blocks, err := jsonobj.Array(raw)
	if err != nil {
		return body, nil
	}
	b := r.Batch()
	var apply []func()
	for i, br := range blocks {
		blk, err := jsonobj.Parse(br)
		if err != nil {
			continue
		}
		switch typ, _ := blk.String("type"); typ {
		case "text":
			text, ok := blk.String("text")
			if !ok {
				continue
			}
			b.Text(&text)
			apply = append(apply, func() {
				blk.SetString("text", text)
				blocks[i] = blk.Marshal()
			})
		case "tool_use":
			name, _ := blk.String("name")
			input, ok := blk.Get("input")
			if !ok {
				continue
			}
			s := jsonargs.NewScanner()
			pieces := append(s.Feed(string(input)), s.Close()...)
			for k := range pieces {
				if pieces[k].IsText {
					b.Leaf(name, &pieces[k].Text)
				}
			}
			apply = append(apply, func() {
				blk.Set("input", json.RawMessage(jsonargs.Assemble(pieces)))
				blocks[i] = blk.Marshal()
			})
		}
	}
	if b.Empty() {
		return body, nil
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	for _, f := range apply {
		f()
	}
	o.Set("content", jsonobj.MarshalArray(blocks))
	return o.Marshal(), nil
}
