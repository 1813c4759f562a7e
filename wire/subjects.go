package wire

// Service mode.
const (
	// DefaultPrefix starts every subject unless [worker] prefix says
	// otherwise.
	DefaultPrefix = "piighost"
	// ServiceName is the NATS micro service name of the default prefix, as
	// `nats micro ls` shows it; the service's info is on
	// InfoSubject(ServiceName). Another prefix names its service
	// NamesOf(prefix).Service.
	ServiceName = "piighost"
	// DefaultQueueGroup is the queue group every service endpoint joins.
	DefaultQueueGroup = "piighost"
)

// ServiceSubject is the request/reply subject of a channel:
// "<prefix>.model.in", ...
func ServiceSubject(prefix string, ch Channel) string { return prefix + "." + string(ch) }

// InfoSubject is where a micro service answers info requests
// ("$SRV.INFO.piighost"), with its metadata (see the Meta keys).
func InfoSubject(service string) string { return "$SRV.INFO." + service }

// Pipeline mode: the streams the worker creates for the default prefix.
// Another prefix names its own after it: NamesOf(prefix).
const (
	// InputStream holds every input subject except stream chunks.
	InputStream = "PIIGHOST_IN"
	// ChunkStream holds stream chunk inputs, one partition per stream id.
	ChunkStream = "PIIGHOST_CHUNKS"
	// SafeOutputStream holds the outputs the model side reads (model.in,
	// tool.result), ClearOutputStream those the clear side reads, and
	// ErrorStream the error events. Each captures StoreSubject(side, …),
	// stores a message under its output subject and republishes it there
	// once stored: a copy it drops as a duplicate is never delivered.
	SafeOutputStream  = "PIIGHOST_SAFE_OUT"
	ClearOutputStream = "PIIGHOST_CLEAR_OUT"
	ErrorStream       = "PIIGHOST_ERRORS"
	// LegacyOutputStream is the single output stream of earlier versions,
	// which captured the output subjects themselves.
	LegacyOutputStream = "PIIGHOST_OUT"
)

// Sides of pipeline-mode outputs, as StoreSubject names them.
const (
	SideSafe   = "safe"   // the model side's outputs: model.in, tool.result
	SideClear  = "clear"  // the clear side's: model.out, tool.call, stream.chunk, thread.forget, thread.correct
	SideErrors = "errors" // error events
)

// StoreSubjectPrefix starts the subjects the worker of the default prefix
// publishes pipeline outputs on, StoreSubject(side, output): only the
// side's output stream captures them, and it republishes each stored
// message on its output subject. Nobody but the worker may publish or
// subscribe there. Another prefix has its own: NamesOf(prefix).
const StoreSubjectPrefix = "_PIIGHOST_OUT"

// StoreSubject is where the worker of the default prefix publishes an
// output of side for its output stream to store and republish on subject:
// "_PIIGHOST_OUT.<side>.<subject>".
func StoreSubject(side, subject string) string {
	return NamesOf(DefaultPrefix).StoreSubject(side, subject)
}

// OutputStreamOf names the output stream of a side for the default prefix.
func OutputStreamOf(side string) string { return NamesOf(DefaultPrefix).OutputStream(side) }

// Namespaces of pipeline mode: the clear side (agent and tools) and the
// model side publish and read under separate subject trees, so that NATS
// permissions can keep the model side away from clear text.
const (
	ClearNamespace = "clear"
	SafeNamespace  = "safe"
)

// Route is a pipeline-mode route: a message published on Input, or on a
// subject below it, is processed by Channel and republished on Output
// with the same trailing tokens.
type Route struct {
	Channel Channel
	Input   string
	Output  string
}

// DefaultRoutes are the routes the worker runs unless [[routes]] says
// otherwise: model.in and tool.result go from the clear side to the model
// side, thread.forget and thread.correct from the clear side back to it,
// model.out, tool.call and stream.chunk from the model side to the clear
// side.
func DefaultRoutes(prefix string) []Route {
	clear, safe := prefix+"."+ClearNamespace, prefix+"."+SafeNamespace
	return []Route{
		{Channel: ModelIn, Input: clear + ".model.in", Output: safe + ".model.in"},
		{Channel: ModelOut, Input: safe + ".model.out", Output: clear + ".model.out"},
		{Channel: ToolCall, Input: safe + ".tool.call", Output: clear + ".tool.call"},
		{Channel: ToolResult, Input: clear + ".tool.result", Output: safe + ".tool.result"},
		{Channel: StreamChunk, Input: safe + ".stream.chunk", Output: clear + ".stream.chunk"},
		{Channel: ThreadForget, Input: clear + ".thread.forget", Output: clear + ".thread.forgotten"},
		{Channel: ThreadCorrect, Input: clear + ".thread.correct", Output: clear + ".thread.corrected"},
	}
}

// ErrorSubject is where pipeline mode publishes the error events of a
// channel: "<prefix>.errors.<channel>". ErrorSubject(prefix, ">") is every
// channel's (a channel name is two subject tokens).
func ErrorSubject(prefix string, ch Channel) string { return prefix + ".errors." + string(ch) }

// OutputMsgID is the Nats-Msg-Id of a pipeline output: derived from the
// input's own Nats-Msg-Id towards the clear side, and from "<stream>:<seq>"
// of the input when it had none or towards the model side (model.in,
// tool.result), where the client's own id, its text, could hold a clear
// value. Either way a redelivered input republishes under the same id and
// the output stream drops the copy.
func OutputMsgID(ch Channel, inputID string) string { return "piighost:" + string(ch) + ":" + inputID }

// ErrorEventMsgID is the Nats-Msg-Id of the error event of an input whose
// output would have had outputID.
func ErrorEventMsgID(outputID string) string { return "piighost:error:" + outputID }

// DefaultMaxPayload is the largest request the worker accepts unless
// [worker] max_payload says otherwise, in bytes; the service metadata
// (MetaMaxPayload) gives the effective one.
const DefaultMaxPayload = 1 << 20
