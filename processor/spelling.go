package processor

import (
	"strings"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/wire"
)

// The keys the processor reads, per map. A key that differs from one of
// them only by case ("Content") is refused: readers such as Go's
// encoding/json match keys case-insensitively, so they would read text
// that the worker never saw. Exact duplicates, and a binary key next to
// the string it spells, are refused by the decoder already.
var (
	messageKeys  = []string{wire.FieldRole, wire.FieldType, wire.FieldContent, wire.FieldToolCalls, wire.FieldName}
	toolCallKeys = []string{wire.FieldCallName, wire.FieldCallArgs}
	blockKeys    = []string{wire.FieldBlockType, wire.FieldBlockText}
	// correctionKeys: a reader of the reply that matches keys without
	// case would see another correction than the one the thread recorded.
	correctionKeys = []string{wire.FieldCorrectionAction, wire.FieldCorrectionText, wire.FieldCorrectionLabel}
)

// requestKeys are the top-level keys the processor reads on a channel.
func requestKeys(ch wire.Channel) []string {
	switch ch {
	case wire.ModelIn:
		return []string{wire.FieldThreadID, wire.FieldMessages, wire.FieldRestore}
	case wire.ModelOut:
		return []string{wire.FieldThreadID, wire.FieldMessages}
	case wire.ToolCall:
		return []string{wire.FieldThreadID, wire.FieldToolCall}
	case wire.ToolResult:
		return []string{wire.FieldThreadID, wire.FieldToolName, wire.FieldMessage, wire.FieldUpdate, wire.FieldRestore}
	case wire.StreamChunk:
		return []string{wire.FieldThreadID, wire.FieldStreamID, wire.FieldSeq, wire.FieldText, wire.FieldEnd}
	case wire.ThreadCorrect:
		return []string{wire.FieldThreadID, wire.FieldCorrections}
	}
	return []string{wire.FieldThreadID}
}

// checkSpellings refuses a map holding a key that spells one of owned
// with other letter cases. The error names the owned key, never the
// payload's own.
func checkSpellings(m *envelope.Node, where string, owned []string) error {
	for i := range m.Len() {
		k, _ := m.Entry(i)
		key, ok := k.KeyText()
		if !ok {
			continue
		}
		for _, o := range owned {
			if key != o && strings.EqualFold(key, o) {
				return badRequest(where + " has a key that spells " + o + " with other letter cases; keys are case-sensitive")
			}
		}
	}
	return nil
}
