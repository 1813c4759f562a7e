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
