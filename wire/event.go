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
	// ThreadDigest names the input's thread by its keyed digest, the
	// token the thread store names the thread by (kvstore's
	// Keyring.ThreadDigest; `worker -thread-digest <id>` prints it), never
	// by its id, which may hold personal data. Empty when the thread id
	// could not be read or the worker holds no keys.
	ThreadDigest string `json:"thread_digest,omitempty"`
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
