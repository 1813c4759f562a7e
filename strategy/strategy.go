package strategy

import (
	"fmt"
	"strings"
)

// ToolCallStrategy decides what crosses the tool boundary.
type ToolCallStrategy uint8

const (
	// ToolFull restores the arguments for the tool and de-identifies its
	// result before the model sees it. The default.
	ToolFull ToolCallStrategy = iota
	// ToolInput restores the arguments only; the model reads the result as
	// the tool returned it.
	ToolInput
	// ToolOutput leaves the arguments as tokens and de-identifies the result.
	ToolOutput
	// ToolPassthrough touches neither direction; the thread id is not even
	// required.
	ToolPassthrough
)

var toolNames = []string{"full", "input", "output", "passthrough"}

// RestoresInput reports whether tool arguments are restored to real values.
func (s ToolCallStrategy) RestoresInput() bool { return s == ToolFull || s == ToolInput }

// AnonymizesOutput reports whether tool results are de-identified.
func (s ToolCallStrategy) AnonymizesOutput() bool { return s == ToolFull || s == ToolOutput }

// String returns the strategy's value: "full", "input", "output" or
// "passthrough".
func (s ToolCallStrategy) String() string { return name(toolNames, uint8(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s ToolCallStrategy) MarshalText() ([]byte, error) { return marshal(toolNames, uint8(s)) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *ToolCallStrategy) UnmarshalText(b []byte) error {
	v, err := ParseToolCallStrategy(string(b))
	*s = v
	return err
}

// ParseToolCallStrategy parses a strategy value, ignoring case.
func ParseToolCallStrategy(v string) (ToolCallStrategy, error) {
	i, err := parse("ToolCallStrategy", toolNames, v)
	return ToolCallStrategy(i), err
}

// InventedPlaceholderStrategy decides the fate of a token the thread never
// issued, found after restoration.
type InventedPlaceholderStrategy uint8

const (
	// InventedRaise fails the call (or ends the stream) with an
	// invented_placeholder error. The default.
	InventedRaise InventedPlaceholderStrategy = iota
	// InventedDrop deletes each occurrence of the invented token.
	InventedDrop
	// InventedKeep leaves the token in place.
	InventedKeep
)

var inventedNames = []string{"raise", "drop", "keep"}

// String returns "raise", "drop" or "keep".
func (s InventedPlaceholderStrategy) String() string { return name(inventedNames, uint8(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s InventedPlaceholderStrategy) MarshalText() ([]byte, error) {
	return marshal(inventedNames, uint8(s))
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *InventedPlaceholderStrategy) UnmarshalText(b []byte) error {
	v, err := ParseInventedPlaceholderStrategy(string(b))
	*s = v
	return err
}

// ParseInventedPlaceholderStrategy parses a strategy value, ignoring case.
func ParseInventedPlaceholderStrategy(v string) (InventedPlaceholderStrategy, error) {
	i, err := parse("InventedPlaceholderStrategy", inventedNames, v)
	return InventedPlaceholderStrategy(i), err
}

// EntityCreateByAssistantStrategy decides the fate of a value whose first
// occurrence in the thread came from the assistant.
type EntityCreateByAssistantStrategy uint8

const (
	// AssistantPreserve analyses assistant messages with role ASSISTANT: a
	// value the assistant introduced stays in clear for the whole thread.
	// The default.
	AssistantPreserve EntityCreateByAssistantStrategy = iota
	// AssistantAnonymize analyses assistant messages with role USER, so
	// their values are de-identified like the user's.
	AssistantAnonymize
	// AssistantIgnore does not analyse assistant messages at all, nor the
	// arguments of their tool calls.
	AssistantIgnore
)

// AssistantEntityStrategy is the former name of
// EntityCreateByAssistantStrategy.
//
// Deprecated: use EntityCreateByAssistantStrategy.
type AssistantEntityStrategy = EntityCreateByAssistantStrategy

var assistantNames = []string{"preserve", "anonymize", "ignore"}

// String returns "preserve", "anonymize" or "ignore".
func (s EntityCreateByAssistantStrategy) String() string { return name(assistantNames, uint8(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s EntityCreateByAssistantStrategy) MarshalText() ([]byte, error) {
	return marshal(assistantNames, uint8(s))
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *EntityCreateByAssistantStrategy) UnmarshalText(b []byte) error {
	v, err := ParseEntityCreateByAssistantStrategy(string(b))
	*s = v
	return err
}

// ParseEntityCreateByAssistantStrategy parses a strategy value, ignoring
// case.
func ParseEntityCreateByAssistantStrategy(v string) (EntityCreateByAssistantStrategy, error) {
	i, err := parse("EntityCreateByAssistantStrategy", assistantNames, v)
	return EntityCreateByAssistantStrategy(i), err
}

// ParseAssistantEntityStrategy parses a strategy value under its former
// name.
//
// Deprecated: use ParseEntityCreateByAssistantStrategy.
func ParseAssistantEntityStrategy(v string) (AssistantEntityStrategy, error) {
	return ParseEntityCreateByAssistantStrategy(v)
}

// Error reports a value that names no member of a strategy.
type Error struct {
	Strategy string
	Value    string
	Valid    []string
}

func (e *Error) Error() string {
	return fmt.Sprintf("unknown %s %q; valid values: %s", e.Strategy, e.Value, strings.Join(e.Valid, ", "))
}

func parse(strategy string, names []string, v string) (uint8, error) {
	for i, n := range names {
		if strings.EqualFold(strings.TrimSpace(v), n) {
			return uint8(i), nil
		}
	}
	return 0, &Error{Strategy: strategy, Value: v, Valid: append([]string(nil), names...)}
}

func name(names []string, i uint8) string {
	if int(i) < len(names) {
		return names[i]
	}
	return fmt.Sprintf("invalid(%d)", i)
}

func marshal(names []string, i uint8) ([]byte, error) {
	if int(i) >= len(names) {
		return nil, fmt.Errorf("strategy: invalid value %d", i)
	}
	return []byte(names[i]), nil
}
