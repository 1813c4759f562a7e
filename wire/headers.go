package wire

// Headers of requests, replies, pipeline outputs and error events.
const (
	// HeaderContentType selects JSON (ContentTypeJSON, or any "+json"
	// type) instead of msgpack, for a request and its reply; outputs and
	// replies always carry it.
	HeaderContentType = "Content-Type"
	// HeaderErrorCode carries the stable error code (a pii.Code) of a
	// failed reply, and of an error event.
	HeaderErrorCode = "Piighost-Error-Code"
	// HeaderServiceError and HeaderServiceErrorCode are NATS micro's error
	// headers, which the worker sets on a failed reply: the code, and its
	// HTTP-like status (pii.Code.Status) for tools that read only those.
	HeaderServiceError     = "Nats-Service-Error"
	HeaderServiceErrorCode = "Nats-Service-Error-Code"
	// HeaderInputSeq carries the input's stream sequence on pipeline
	// outputs and error events.
	HeaderInputSeq = "Piighost-Input-Seq"
	// HeaderStreamState carries, on every pipeline-mode stream.chunk
	// output, the stream's position after that chunk, sealed as a
	// continuation (opaque to everyone but the workers). The output must
	// be stored before its input is acknowledged anyway, so it is the
	// stream's durable state: whoever takes the stream's next chunk reads
	// it back with one direct get of the last message on the stream's
	// output subject, and no store is written per chunk.
	HeaderStreamState = "Piighost-Stream-State"
	// HeaderChannel names the channel on error events.
	HeaderChannel = "Piighost-Channel"
	// HeaderMsgID is JetStream's deduplication id (Nats-Msg-Id).
	HeaderMsgID = "Nats-Msg-Id"
	// HeaderTraceparent and HeaderTracestate are the W3C trace context,
	// in W3C's lower case: read from requests and inputs, written to
	// replies, outputs and error events when tracing is on, and passed
	// from inputs to outputs when it is off. Compare them without regard
	// to case: NATS keeps a header's name as its sender wrote it.
	HeaderTraceparent = "traceparent"
	HeaderTracestate  = "tracestate"
)

// Content types.
const (
	ContentTypeMsgpack = "application/msgpack"
	ContentTypeJSON    = "application/json"
)
