package flow

import (
	"encoding/json"
	"errors"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/wire"
)

// ContentIn reads a message content, as both providers write it, for the
// worker: a string is the text; a list is one block per item (text parts,
// other typed parts, bare strings); null or absent is no text.
func ContentIn(raw json.RawMessage) (string, []client.Block, error) {
	switch jsonobj.Kind(raw) {
	case 0, 'n':
		return "", nil, nil
	case '"':
		s, _ := jsonobj.StringOf(raw)
		return s, nil, nil
	case '[':
	default:
		return "", nil, errors.New("content must be a string, a list or null")
	}
	items, err := jsonobj.Array(raw)
	if err != nil {
		return "", nil, err
	}
	blocks := make([]client.Block, 0, len(items))
	for _, it := range items {
		b, err := BlockIn(it)
		if err != nil {
			return "", nil, err
		}
		blocks = append(blocks, b)
	}
	return "", blocks, nil
}

// BlockIn reads one item of a content list: a string, or an object whose
// "type" and "text" the worker reads, its other keys passed in Extra.
func BlockIn(raw json.RawMessage) (client.Block, error) {
	switch jsonobj.Kind(raw) {
	case '"':
		s, _ := jsonobj.StringOf(raw)
		return client.Block{Text: s}, nil
	case '{':
	default:
		return client.Block{}, errors.New("a content part must be a string or an object")
	}
	o, err := jsonobj.Parse(raw)
	if err != nil {
		return client.Block{}, err
	}
	b := client.Block{}
	b.Type, _ = o.String(wire.FieldBlockType)
	b.Text, _ = o.String(wire.FieldBlockText)
	b.Extra, err = ExtraIn(o, wire.FieldBlockType, wire.FieldBlockText)
	return b, err
}

// ContentOut writes a content back over the original: what the worker
// left as it was keeps its bytes, what it rewrote is written anew.
func ContentOut(orig json.RawMessage, text string, blocks []client.Block) (json.RawMessage, error) {
	switch jsonobj.Kind(orig) {
	case 0, 'n':
		return orig, nil
	case '"':
		if s, ok := jsonobj.StringOf(orig); ok && s == text {
			return orig, nil
		}
		return jsonobj.MarshalString(text), nil
	}
	items, err := jsonobj.Array(orig)
	if err != nil {
		return nil, err
	}
	if len(blocks) != len(items) {
		return nil, internalf("the worker answered %d content parts for %d", len(blocks), len(items))
	}
	for i, it := range items {
		if items[i], err = BlockOut(it, blocks[i]); err != nil {
			return nil, err
		}
	}
	return jsonobj.MarshalArray(items), nil
}

// BlockOut writes one content part back over the original.
func BlockOut(orig json.RawMessage, b client.Block) (json.RawMessage, error) {
	if jsonobj.Kind(orig) == '"' {
		if s, ok := jsonobj.StringOf(orig); ok && s == b.Text {
			return orig, nil
		}
		return jsonobj.MarshalString(b.Text), nil
	}
	o, err := jsonobj.Parse(orig)
	if err != nil {
		return nil, err
	}
	changed := false
	if s, ok := o.String(wire.FieldBlockText); ok && s != b.Text {
		o.SetString(wire.FieldBlockText, b.Text)
		changed = true
	}
	c, err := ExtraOut(o, b.Extra, wire.FieldBlockType, wire.FieldBlockText)
	if err != nil {
		return nil, err
	}
	if !changed && !c {
		return orig, nil
	}
	return o.Marshal(), nil
}

// ExtraIn reads the keys of o but skip as Go values, for Extra.
func ExtraIn(o *jsonobj.Object, skip ...string) (map[string]any, error) {
	var out map[string]any
next:
	for _, k := range o.Keys() {
		for _, s := range skip {
			if k == s {
				continue next
			}
		}
		raw, _ := o.Get(k)
		v, err := jsonobj.Decode(raw)
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = map[string]any{}
		}
		out[k] = v
	}
	return out, nil
}

// ExtraOut writes into o the values of got (the worker's Extra) that
// differ from o's, for every key but skip, and reports whether any did.
func ExtraOut(o *jsonobj.Object, got map[string]any, skip ...string) (bool, error) {
	changed := false
next:
	for _, k := range o.Keys() {
		for _, s := range skip {
			if k == s {
				continue next
			}
		}
		v, ok := got[k]
		if !ok {
			continue
		}
		raw, _ := o.Get(k)
		sent, err := jsonobj.Decode(raw)
		if err != nil {
			return false, err
		}
		if jsonobj.SameValue(sent, v) {
			continue
		}
		if err := o.SetValue(k, v); err != nil {
			return false, err
		}
		changed = true
	}
	return changed, nil
}
