package wire

import (
	"fmt"
	"strings"
)

// Channel is one of the worker's channels, by its wire name.
type Channel string

// The channels.
const (
	// ModelIn de-identifies a history before the model sees it.
	ModelIn Channel = "model.in"
	// ModelOut restores the model's reply for display.
	ModelOut Channel = "model.out"
	// ToolCall restores a tool call's arguments, per tool-call strategy.
	ToolCall Channel = "tool.call"
	// ToolResult de-identifies what a tool returned, per strategy.
	ToolResult Channel = "tool.result"
	// StreamChunk restores a streamed reply chunk by chunk.
	StreamChunk Channel = "stream.chunk"
	// ThreadForget erases a thread.
	ThreadForget Channel = "thread.forget"
	// ThreadCorrect records a person's corrections of a thread (the clear
	// side only: a clear correction shows a value to the model).
	ThreadCorrect Channel = "thread.correct"
)

// Channels lists every channel, in the order subjects.md gives them.
func Channels() []Channel {
	return []Channel{ModelIn, ModelOut, ToolCall, ToolResult, StreamChunk, ThreadForget, ThreadCorrect}
}

// ParseChannel parses a wire name such as "model.in".
func ParseChannel(s string) (Channel, error) {
	for _, c := range Channels() {
		if string(c) == s {
			return c, nil
		}
	}
	names := make([]string, 0, len(Channels()))
	for _, c := range Channels() {
		names = append(names, string(c))
	}
	return "", fmt.Errorf("unknown channel %q; valid: %s", s, strings.Join(names, ", "))
}

// String returns the wire name.
func (c Channel) String() string { return string(c) }

// Valid reports whether c is one of the channels.
func (c Channel) Valid() bool {
	_, err := ParseChannel(string(c))
	return err == nil
}

// Deidentifies reports whether the channel's output goes towards the
// model (model.in, tool.result): a failure there must never let clear
// text through.
func (c Channel) Deidentifies() bool { return c == ModelIn || c == ToolResult }

// Endpoint is the name of the channel's NATS micro endpoint, as `nats
// micro info` shows it: "model_in", ...
func (c Channel) Endpoint() string { return strings.ReplaceAll(string(c), ".", "_") }

// Direction is the endpoint metadata "direction": "de-identify" for
// model.in and tool.result, "erase" for thread.forget, "correct" for
// thread.correct, "restore" otherwise.
func (c Channel) Direction() string {
	switch c {
	case ModelIn, ToolResult:
		return "de-identify"
	case ThreadForget:
		return "erase"
	case ThreadCorrect:
		return "correct"
	}
	return "restore"
}
