package wire

// ErrorEvent is what pipeline mode publishes, as JSON, on
// ErrorSubject(prefix, channel) when an input fails for good: metadata
// only, never content. Its headers are HeaderErrorCode, HeaderChannel and
// HeaderInputSeq.
type ErrorEvent struct {
	// Code is the stable error code (a pii.Code).
	Code string `json:"code"`
	// Message holds no content; for invented_placeholder it counts the
	// tokens rather than listing them.
	Message string `json:"message"`
	// Channel is the channel's wire name.
	Channel string `json:"channel"`
	// ThreadID is the input's thread id, when it could be read.
	ThreadID string `json:"thread_id,omitempty"`
	// Subject is the subject the input was published on.
	Subject string `json:"subject"`
	// Stream and Sequence locate the input, which stays in its stream.
	Stream   string `json:"stream"`
	Sequence uint64 `json:"seq"`
	// Delivered counts the deliveries of the input.
	Delivered uint64 `json:"delivered"`
	// Time is when the worker gave up, RFC 3339 in UTC.
	Time string `json:"time"`
}
