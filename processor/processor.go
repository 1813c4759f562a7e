package processor

import (
	"context"
	"encoding"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
)

// Channel is one of the agent channels.
type Channel uint8

// The channels, with their wire names.
const (
	ModelIn      Channel = iota // "model.in": history on its way to the model, de-identified
	ModelOut                    // "model.out": the model's reply, restored
	ToolCall                    // "tool.call": tool arguments, restored per strategy
	ToolResult                  // "tool.result": tool output, de-identified per strategy
	StreamChunk                 // "stream.chunk": a streamed reply, restored chunk by chunk
	ThreadForget                // "thread.forget": erase a thread
)

var channelNames = []string{"model.in", "model.out", "tool.call", "tool.result", "stream.chunk", "thread.forget"}

// Channels lists every channel.
func Channels() []Channel {
	return []Channel{ModelIn, ModelOut, ToolCall, ToolResult, StreamChunk, ThreadForget}
}

// String returns the channel's wire name, such as "model.in".
func (c Channel) String() string {
	if int(c) < len(channelNames) {
		return channelNames[c]
	}
	return fmt.Sprintf("channel(%d)", c)
}

// ParseChannel parses a wire name.
func ParseChannel(s string) (Channel, error) {
	for i, n := range channelNames {
		if s == n {
			return Channel(i), nil
		}
	}
	return 0, fmt.Errorf("unknown channel %q; valid: %s", s, strings.Join(channelNames, ", "))
}

// Deidentifies reports whether the channel's output goes towards the model,
// so that a failure must never let clear text through.
func (c Channel) Deidentifies() bool { return c == ModelIn || c == ToolResult }

// Format is a payload encoding.
type Format uint8

// Payload encodings.
const (
	Msgpack Format = iota
	JSON
)

// Config assembles a Processor.
type Config struct {
	// Pipeline does the detection, tokens and restoration. Required; its
	// factory must preserve identity and be recognizable.
	Pipeline *pipeline.Pipeline
	// ToolStrategy is the default ToolCallStrategy (FULL when zero).
	ToolStrategy strategy.ToolCallStrategy
	// ToolStrategies overrides the strategy per tool name.
	ToolStrategies map[string]strategy.ToolCallStrategy
	// Invented is the InventedPlaceholderStrategy (RAISE when zero).
	Invented strategy.InventedPlaceholderStrategy
	// Assistant is the EntityCreateByAssistantStrategy (PRESERVE when zero).
	Assistant strategy.EntityCreateByAssistantStrategy
	// Streams keeps stream.chunk state; nil means an in-memory store.
	Streams pipeline.StreamStore
	// Limits bound decoded payloads.
	Limits envelope.Limits
}

// Processor applies the channel rules of upstream piighost's middleware to
// decoded payloads. It is safe for concurrent use.
type Processor struct {
	pipe      *pipeline.Pipeline
	rec       *pipeline.Recognizer
	tool      strategy.ToolCallStrategy
	tools     map[string]strategy.ToolCallStrategy
	invented  strategy.InventedPlaceholderStrategy
	assistant strategy.EntityCreateByAssistantStrategy
	streams   pipeline.StreamStore
	limits    envelope.Limits
}

// New builds a Processor. It refuses a pipeline whose placeholder factory
// does not both preserve identity and follow a recognizable grammar,
// whatever the strategies: the model's replies are always restored by
// string replacement, which needs both.
func New(cfg Config) (*Processor, error) {
	if cfg.Pipeline == nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "processor needs a pipeline"}
	}
	if err := pipeline.RequireRecognizableIdentity(cfg.Pipeline.Factory()); err != nil {
		return nil, err
	}
	if err := validStrategies(cfg); err != nil {
		return nil, err
	}
	if cfg.Streams == nil {
		cfg.Streams = pipeline.NewMemStreamStore(pipeline.MemStreamConfig{})
	}
	tools := make(map[string]strategy.ToolCallStrategy, len(cfg.ToolStrategies))
	for k, v := range cfg.ToolStrategies {
		tools[k] = v
	}
	return &Processor{
		pipe:      cfg.Pipeline,
		rec:       cfg.Pipeline.Recognizer(),
		tool:      cfg.ToolStrategy,
		tools:     tools,
		invented:  cfg.Invented,
		assistant: cfg.Assistant,
		streams:   cfg.Streams,
		limits:    cfg.Limits,
	}, nil
}

// validStrategies refuses values outside the enums, which would otherwise
// act as some strategy by accident.
func validStrategies(cfg Config) error {
	for _, s := range []encoding.TextMarshaler{cfg.ToolStrategy, cfg.Invented, cfg.Assistant} {
		if _, err := s.MarshalText(); err != nil {
			return &pii.Error{Code: pii.CodeConfig, Message: "processor: a strategy is out of range"}
		}
	}
	for tool, s := range cfg.ToolStrategies {
		if _, err := s.MarshalText(); err != nil {
			return &pii.Error{Code: pii.CodeConfig, Message: "processor: the strategy of tool " + strconv.Quote(tool) + " is out of range"}
		}
	}
	return nil
}

// ToolStrategy returns the strategy for a tool name.
func (p *Processor) ToolStrategy(tool string) strategy.ToolCallStrategy {
	if s, ok := p.tools[tool]; ok {
		return s
	}
	return p.tool
}

// Handle decodes a payload, applies the channel's rules and encodes the
// reply in the same format. On failure it returns the encoded error reply
// together with the typed error (a *pii.Error).
func (p *Processor) Handle(ctx context.Context, ch Channel, payload []byte, f Format) ([]byte, error) {
	req, err := p.Decode(payload, f)
	if err != nil {
		return Encode(ErrorReply(err), f), err
	}
	reply, err := p.Process(ctx, ch, req)
	if err != nil {
		if reply == nil {
			reply = ErrorReply(err)
		}
		return Encode(reply, f), err
	}
	return Encode(reply, f), nil
}

// Decode parses a payload, turning decoding failures into bad_request.
func (p *Processor) Decode(payload []byte, f Format) (*envelope.Node, error) {
	var n *envelope.Node
	var err error
	if f == JSON {
		n, err = envelope.DecodeJSON(payload, p.limits)
	} else {
		n, err = envelope.DecodeMsgpack(payload, p.limits)
	}
	if err != nil {
		return nil, badRequest("cannot decode payload: " + err.Error())
	}
	return n, nil
}

// Encode writes a reply in format f.
func Encode(n *envelope.Node, f Format) []byte {
	if f == JSON {
		return envelope.EncodeJSON(n)
	}
	return envelope.EncodeMsgpack(n)
}

// Process applies the channel's rules to a decoded request, rewriting it in
// place, and returns the reply. On failure the reply is nil, except on
// stream.chunk, where a chunk that fails after emitting text returns a
// reply carrying both the text and the error.
func (p *Processor) Process(ctx context.Context, ch Channel, req *envelope.Node) (*envelope.Node, error) {
	if req.Kind() != envelope.Map {
		return nil, badRequest("payload must be a map")
	}
	switch ch {
	case ModelIn:
		return p.modelIn(ctx, req)
	case ModelOut:
		return p.modelOut(ctx, req)
	case ToolCall:
		return p.toolCall(ctx, req)
	case ToolResult:
		return p.toolResult(ctx, req)
	case StreamChunk:
		return p.streamChunk(ctx, req)
	case ThreadForget:
		return p.threadForget(ctx, req)
	}
	return nil, badRequest("unknown channel")
}

// ErrorReply builds {error:{code, message, tokens?}}.
func ErrorReply(err error) *envelope.Node {
	code := pii.CodeOf(err)
	msg := "internal error"
	var tokens []string
	var e *pii.Error
	if errors.As(err, &e) {
		msg = e.Error()
		tokens = e.Tokens
	}
	body := envelope.NewMap("code", envelope.NewString(string(code)), "message", envelope.NewString(msg))
	if len(tokens) > 0 {
		items := make([]*envelope.Node, len(tokens))
		for i, t := range tokens {
			items[i] = envelope.NewString(t)
		}
		body.Set("tokens", envelope.NewArray(items...))
	}
	return envelope.NewMap("error", body)
}

// threadID reads the required thread_id.
func threadID(req *envelope.Node) (string, error) {
	n := req.Get("thread_id")
	if n == nil || n.Kind() == envelope.Nil {
		return "", pii.ErrMissingThreadID
	}
	s, ok := n.Str()
	if !ok {
		return "", badRequest("thread_id must be a string")
	}
	if s == "" {
		return "", pii.ErrMissingThreadID
	}
	return s, nil
}

func (p *Processor) threadForget(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	thread, err := threadID(req)
	if err != nil {
		return nil, err
	}
	f, err := p.pipe.Forget(ctx, thread)
	if err != nil {
		return nil, err
	}
	req.Set("forgotten", envelope.NewMap(
		"entities", envelope.NewInt(int64(f.Entities)),
		"messages", envelope.NewInt(int64(f.Messages)),
	))
	return req, nil
}

func badRequest(msg string) error {
	return &pii.Error{Code: pii.CodeBadRequest, Message: msg}
}
