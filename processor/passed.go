package processor

import (
	"strings"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/wire"
)

// Upstream's rules rewrite the content of user and assistant messages, the
// args of assistant tool calls and the content of tool results; every
// other string of a message is passed on as it came: system and tool
// messages in model.in, keys the worker does not own (name,
// additional_kwargs...), typed content blocks other than text, the other
// values of a tool.result update. These functions find those strings, for
// strict mode to rewrite them and for the clear-known check to look at
// them.

// leafFunc visits one string node.
type leafFunc func(*envelope.Node) error

// structural keys of a message hold identifiers, never text.
func structural(key string) bool {
	switch key {
	case wire.FieldRole, wire.FieldType, wire.FieldID, wire.FieldToolCallID:
		return true
	}
	return false
}

// passedInMessage visits the strings of a model.in message that upstream's
// rules pass on unchanged; analysed tells whether its content and tool
// calls are rewritten.
func passedInMessage(m *envelope.Node, r role, analysed bool, fn leafFunc) error {
	for i := range m.Len() {
		k, v := m.Entry(i)
		key, _ := k.KeyText()
		var err error
		switch {
		case structural(key), key == wire.FieldName && r == roleTool:
		case key == wire.FieldContent && analysed:
			err = passedInContent(v, fn)
		case key == wire.FieldToolCalls && analysed && r == roleAssistant:
			err = passedInToolCalls(v, fn)
		default:
			err = leaves(v, fn)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// passedInContent visits what rewriteContent leaves: typed blocks other
// than text, and the other keys of text blocks.
func passedInContent(content *envelope.Node, fn leafFunc) error {
	switch content.Kind() {
	case envelope.Array:
		for i := range content.Len() {
			if b := content.Item(i); b.Kind() == envelope.Map {
				if err := passedInBlock(b, fn); err != nil {
					return err
				}
			}
		}
	case envelope.Map:
		return passedInBlock(content, fn)
	}
	return nil
}

// passedInBlock visits a typed block's strings, but its type, its id and
// the text of a text block (which the rules rewrite).
func passedInBlock(b *envelope.Node, fn leafFunc) error {
	isText := false
	if t, _ := b.Get(wire.FieldBlockType).Str(); t == wire.BlockText {
		isText = true
	}
	for i := range b.Len() {
		k, v := b.Entry(i)
		key, _ := k.KeyText()
		if key == wire.FieldBlockType || key == wire.FieldID || (isText && key == wire.FieldBlockText) {
			continue
		}
		if err := leaves(v, fn); err != nil {
			return err
		}
	}
	return nil
}

// passedInToolCalls visits the keys of assistant tool calls other than
// their id, name, type and args (which the rules rewrite): OpenAI's
// function.arguments, for one.
func passedInToolCalls(calls *envelope.Node, fn leafFunc) error {
	if calls.Kind() != envelope.Array {
		return nil
	}
	for i := range calls.Len() {
		call := calls.Item(i)
		for j := range call.Len() {
			k, v := call.Entry(j)
			switch key, _ := k.KeyText(); key {
			case wire.FieldCallID, wire.FieldCallName, wire.FieldType, wire.FieldCallArgs:
				continue
			}
			if err := leaves(v, fn); err != nil {
				return err
			}
		}
	}
	return nil
}

// passedInToolMessage visits what a tool.result leaves in a tool message:
// keys other than its structural keys, name and content (artifact...),
// and, in its content, typed blocks other than text.
func passedInToolMessage(m *envelope.Node, fn leafFunc) error {
	for i := range m.Len() {
		k, v := m.Entry(i)
		key, _ := k.KeyText()
		var err error
		switch {
		case structural(key), key == wire.FieldName:
		case key == wire.FieldContent:
			err = passedInToolContent(v, fn)
		default:
			err = leaves(v, fn)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// passedInToolContent visits what anonymizeToolContent leaves: typed
// blocks, but the text of text blocks.
func passedInToolContent(content *envelope.Node, fn leafFunc) error {
	typed := func(n *envelope.Node) bool { return n.Kind() == envelope.Map && n.Get(wire.FieldBlockType) != nil }
	switch {
	case typed(content):
		return passedInBlock(content, fn)
	case content.Kind() == envelope.Array:
		for i := range content.Len() {
			if b := content.Item(i); typed(b) {
				if err := passedInBlock(b, fn); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// passedInUpdate visits what a tool.result leaves in a state update: every
// value but the parts of tool messages that it rewrites.
func passedInUpdate(u *envelope.Node, fn leafFunc) error {
	visit := func(v *envelope.Node) error {
		if v.Kind() == envelope.Array {
			for i := range v.Len() {
				if err := passedInUpdateValue(v.Item(i), fn); err != nil {
					return err
				}
			}
			return nil
		}
		return passedInUpdateValue(v, fn)
	}
	switch u.Kind() {
	case envelope.Map:
		for i := range u.Len() {
			_, v := u.Entry(i)
			if err := visit(v); err != nil {
				return err
			}
		}
	case envelope.Array:
		for i := range u.Len() {
			if pair := u.Item(i); pair.Kind() == envelope.Array && pair.Len() == 2 {
				if err := visit(pair.Item(1)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func passedInUpdateValue(v *envelope.Node, fn leafFunc) error {
	if v.Kind() == envelope.Map && (v.Get(wire.FieldRole) != nil || v.Get(wire.FieldType) != nil) {
		if r, err := messageRole(v, "update message"); err == nil {
			if r == roleTool {
				return passedInToolMessage(v, fn)
			}
			return passedInMessage(v, r, false, fn)
		}
	}
	return leaves(v, fn)
}

// leaves visits every string of a value, through maps and lists, but the
// type and id of typed blocks, and binary data spelled as text.
func leaves(n *envelope.Node, fn leafFunc) error {
	switch n.Kind() {
	case envelope.String:
		if s, _ := n.Str(); binaryText(s) {
			return nil
		}
		return fn(n)
	case envelope.Array:
		for i := range n.Len() {
			if err := leaves(n.Item(i), fn); err != nil {
				return err
			}
		}
	case envelope.Map:
		_, typed := n.Get(wire.FieldBlockType).Str()
		for i := range n.Len() {
			k, v := n.Entry(i)
			if key, _ := k.KeyText(); typed && (key == wire.FieldBlockType || key == wire.FieldID) {
				continue
			}
			if err := leaves(v, fn); err != nil {
				return err
			}
		}
	}
	return nil
}

// minBinaryText is the length from which a string without spaces made of
// base64 characters is taken for encoded binary data (an image, a file):
// detectors cannot read a value inside it, and a token would corrupt it.
const minBinaryText = 256

// binaryText reports whether s is binary data spelled as text: a data URL
// in base64, or a long base64 run.
func binaryText(s string) bool {
	if strings.HasPrefix(s, "data:") {
		_, payload, ok := strings.Cut(s, ";base64,")
		return ok && isBase64(payload)
	}
	return len(s) >= minBinaryText && isBase64(s)
}

func isBase64(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9',
			c == '+', c == '/', c == '=', c == '-', c == '_':
		default:
			return false
		}
	}
	return true
}
