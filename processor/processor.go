package processor

import (
	"context"
	"encoding"
	"errors"
	"strconv"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/streamstate"
	"github.com/piighost/piighost-nats/wire"
)

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
	// Streams keeps the state of streams whose chunks carry no
	// continuation; nil means an in-memory store.
	Streams streamstate.Store
	// Continuations seals the state stream chunks carry from one reply to
	// the next chunk. Every worker of a deployment needs the same keys
	// (kvstore.Keyring.Sealer); nil means a key of this process's own.
	Continuations *streamstate.Sealer
	// Limits bound decoded payloads.
	Limits envelope.Limits
	// Strict de-identifies, towards the model, what upstream's rules pass
	// on in clear: system and tool messages in model.in, keys the worker
	// does not own (name, additional_kwargs...), typed content blocks other
	// than text, and the other values of a tool.result update. Binary data
	// spelled as base64 is left alone. Off by default (upstream's rules).
	Strict bool
	// OnClearKnown, when set, is called for every model.in request holding,
	// in those parts, values its thread already tokenised (see ClearKnown),
	// whatever Strict says.
	OnClearKnown func(ClearKnown)
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
	streams   streamstate.Store
	sealer    *streamstate.Sealer
	decoder   envelope.Decoder
	// borrower decodes the payloads of the channels that keep none of
	// their long strings (borrows): those share the payload's bytes.
	borrower envelope.Decoder
	strict   bool
	onKnown  func(ClearKnown)
	// checkKnown runs the clear-known check; only benchmarks turn it off,
	// to measure its cost.
	checkKnown bool
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
		cfg.Streams = streamstate.NewMemStore(streamstate.MemConfig{})
	}
	if cfg.Continuations == nil {
		cfg.Continuations = newSealer()
	}
	names := protocolNames()
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
		sealer:    cfg.Continuations,
		decoder:   envelope.Decoder{Limits: cfg.Limits, Names: names},
		borrower:  envelope.Decoder{Limits: cfg.Limits, Names: names, Borrow: borrowFrom},
		strict:    cfg.Strict,
		onKnown:   cfg.OnClearKnown,

		checkKnown: true,
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
func (p *Processor) Handle(ctx context.Context, ch wire.Channel, payload []byte, f Format) ([]byte, error) {
	return p.AppendHandle(ctx, nil, ch, payload, f)
}

// AppendHandle is Handle appending the encoded reply to dst, so that a
// caller can reuse the buffer of a reply it has sent. The reply shares
// nothing with dst's earlier bytes nor with payload.
//
// The payload must not be written to while AppendHandle runs (the
// decoded nodes keep their original bytes in it until the reply is
// encoded); on a channel that keeps none of its long strings (borrows),
// those share its bytes too, and nothing the processor keeps does.
func (p *Processor) AppendHandle(ctx context.Context, dst []byte, ch wire.Channel, payload []byte, f Format) ([]byte, error) {
	req, err := p.decode(payload, f, borrows(ch))
	if err != nil {
		return Append(dst, ErrorReply(err), f), err
	}
	reply, err := p.Process(ctx, ch, req)
	if err != nil {
		if reply == nil {
			reply = ErrorReply(err)
		}
		return Append(dst, reply, f), err
	}
	return Append(dst, reply, f), nil
}

// Decode parses a payload, turning decoding failures into bad_request.
// Its strings share nothing with payload (the nodes keep their original
// bytes, in payload, until they are encoded).
func (p *Processor) Decode(payload []byte, f Format) (*envelope.Node, error) {
	return p.decode(payload, f, false)
}

// decode is Decode, with msgpack's long strings sharing the payload's
// bytes when borrow is set (see borrows).
func (p *Processor) decode(payload []byte, f Format, borrow bool) (*envelope.Node, error) {
	var n *envelope.Node
	var err error
	switch {
	case f == JSON:
		n, err = p.decoder.JSON(payload)
	case borrow:
		n, err = p.borrower.Msgpack(payload)
	default:
		n, err = p.decoder.Msgpack(payload)
	}
	if err != nil {
		msg := "cannot decode payload: " + err.Error()
		if f == Msgpack && looksLikeJSON(payload) {
			msg += "; the payload looks like JSON: send it with the header " + wire.HeaderContentType + ": " + wire.ContentTypeJSON + " (without it, payloads are msgpack)"
		}
		return nil, badRequest(msg)
	}
	return n, nil
}

// looksLikeJSON reports a payload that starts, after white space, as a
// JSON object or array: as msgpack it would be a small integer (0x7b is
// 123) followed by trailing bytes, an error that says nothing about the
// missing Content-Type header.
func looksLikeJSON(payload []byte) bool {
	for _, b := range payload {
		switch b {
		case ' ', '\t', '\r', '\n':
			continue
		case '{', '[':
			return true
		}
		return false
	}
	return false
}

// Encode writes a reply in format f.
func Encode(n *envelope.Node, f Format) []byte { return Append(nil, n, f) }

// Append appends a reply in format f to b.
func Append(b []byte, n *envelope.Node, f Format) []byte {
	if f == JSON {
		return envelope.AppendJSON(b, n)
	}
	return envelope.AppendMsgpack(b, n)
}

// Process applies the channel's rules to a decoded request, rewriting it in
// place, and returns the reply. On failure the reply is nil, except on
// stream.chunk, where a chunk that fails after emitting text returns a
// reply carrying both the text and the error.
func (p *Processor) Process(ctx context.Context, ch wire.Channel, req *envelope.Node) (*envelope.Node, error) {
	if req.Kind() != envelope.Map {
		return nil, badRequest("payload must be a map")
	}
	if err := checkSpellings(req, "the payload", requestKeys(ch)); err != nil {
		return nil, err
	}
	switch ch {
	case wire.ModelIn:
		return p.modelIn(ctx, req)
	case wire.ModelOut:
		return p.modelOut(ctx, req)
	case wire.ToolCall:
		return p.toolCall(ctx, req)
	case wire.ToolResult:
		return p.toolResult(ctx, req)
	case wire.StreamChunk:
		return p.streamChunk(ctx, req)
	case wire.ThreadForget:
		return p.threadForget(ctx, req)
	case wire.ThreadCorrect:
		return p.threadCorrect(ctx, req)
	}
	return nil, badRequest("unknown channel")
}

// ErrorReply builds the error body of a failed reply,
// {error:{code, message, tokens?}} (see package wire).
func ErrorReply(err error) *envelope.Node {
	code := pii.CodeOf(err)
	msg := "internal error"
	var tokens []string
	var e *pii.Error
	if errors.As(err, &e) {
		msg = e.Error()
		tokens = e.Tokens
	}
	body := envelope.NewMap(wire.FieldErrorCode, envelope.NewString(string(code)), wire.FieldErrorMessage, envelope.NewString(msg))
	if len(tokens) > 0 {
		items := make([]*envelope.Node, len(tokens))
		for i, t := range tokens {
			items[i] = envelope.NewString(t)
		}
		body.Set(wire.FieldErrorTokens, envelope.NewArray(items...))
	}
	return envelope.NewMap(wire.FieldError, body)
}

// threadID reads the required thread_id.
func threadID(req *envelope.Node) (string, error) {
	n := req.Get(wire.FieldThreadID)
	if n == nil || n.Kind() == envelope.Nil {
		return "", pii.ErrMissingThreadID
	}
	s, ok := n.Str()
	if !ok {
		return "", badRequest(wire.FieldThreadID + " must be a string")
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
	req.Set(wire.FieldForgotten, envelope.NewMap(
		wire.FieldForgottenEntities, envelope.NewInt(int64(f.Entities)),
		wire.FieldForgottenMessages, envelope.NewInt(int64(f.Messages)),
	))
	return req, nil
}

func badRequest(msg string) error {
	return &pii.Error{Code: pii.CodeBadRequest, Message: msg}
}
