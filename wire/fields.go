package wire

// Fields every request and reply shares.
const (
	// FieldThreadID names the thread (required, non-empty; optional on
	// tool.call and tool.result under the passthrough strategy).
	FieldThreadID = "thread_id"
	// FieldError holds the error body of a failed reply:
	// {error: {code, message, tokens?}}. On stream.chunk it sits beside
	// the chunk's fields.
	FieldError = "error"
)

// The error body: {code, message, tokens}.
const (
	// FieldErrorCode is the stable code, a pii.Code.
	FieldErrorCode = "code"
	// FieldErrorMessage is the message; it never holds clear PII.
	FieldErrorMessage = "message"
	// FieldErrorTokens lists the invented tokens of an
	// invented_placeholder error (at most pii.MaxReportedTokens).
	FieldErrorTokens = "tokens"
)

// model.in and model.out: request {thread_id, messages}, reply {thread_id,
// messages, changed}.
const (
	FieldMessages = "messages"
	// FieldChanged tells whether any message was rewritten.
	FieldChanged = "changed"
	// FieldRestore, true on a model.in request, asks for FieldRestored
	// and FieldRestoredTokens in the reply; on a tool.result request, for
	// FieldRestoredTokens.
	FieldRestore = "restore"
	// FieldRestored lists, per message of a model.in reply, the content
	// model.out would answer for it, or null where that answer could
	// change (a token the thread never issued).
	FieldRestored = "restored"
	// FieldRestoredTokens maps, in a model.in reply asked with
	// FieldRestore, each token the rewritten messages hold (in a
	// tool.result reply, the result) to the value model.out and tool.call
	// restore a string that is exactly that token to; tokens the thread
	// never issued are left out.
	FieldRestoredTokens = "restored_tokens"
)

// A message.
const (
	// FieldRole (or FieldType, LangChain's key) holds the author: one of
	// the Role values. The reply keeps the key the request used.
	FieldRole = "role"
	FieldType = "type"
	// FieldContent is a string, a list of blocks and bare strings, or null.
	FieldContent    = "content"
	FieldToolCalls  = "tool_calls"
	FieldToolCallID = "tool_call_id"
	FieldName       = "name"
	FieldID         = "id"
)

// Roles, as FieldRole spells them.
const (
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleTool      = "tool"
	RoleSystem    = "system"
	// RoleHuman and RoleAI are LangChain's names of RoleUser and
	// RoleAssistant, which the worker accepts too.
	RoleHuman = "human"
	RoleAI    = "ai"
)

// A content block: {type, text} for text (rewritten); other types pass
// through.
const (
	FieldBlockType = "type"
	FieldBlockText = "text"
	// BlockText is the type of a text block.
	BlockText = "text"
)

// A tool call: {id, name, args}.
const (
	FieldCallID   = "id"
	FieldCallName = "name"
	// FieldCallArgs is any nested map or list; every string leaf is
	// restored, whole tokens only.
	FieldCallArgs = "args"
)

// tool.call: request and reply {thread_id, tool_call}.
const FieldToolCall = "tool_call"

// tool.result: request {thread_id, tool_name, message, restore?} or
// {thread_id, tool_name, update, restore?}, reply the same with
// restored_tokens when restore is true.
const (
	FieldToolName = "tool_name"
	FieldMessage  = "message"
	// FieldUpdate is a state update: a map of state keys, or a list of
	// [key, value] pairs, whose values are messages or lists of messages.
	FieldUpdate = "update"
)

// stream.chunk: request {thread_id, stream_id, seq, text, end}, reply the
// same fields with the restored text, plus duplicate and error.
const (
	FieldStreamID = "stream_id"
	// FieldSeq is 0 for a stream's first chunk, then 1, 2, ...
	FieldSeq = "seq"
	// FieldText is the chunk as the model produced it, and in the reply
	// the restored text that can be shown now.
	FieldText = "text"
	// FieldEnd marks the last chunk, and in the reply the end of the
	// stream.
	FieldEnd = "end"
	// FieldDuplicate marks the reply to a chunk already processed.
	FieldDuplicate = "duplicate"
	// FieldContinuation carries the stream's sealed state: in a reply,
	// what to send with the next chunk; in a request, "" on the first
	// chunk, then the previous reply's, unchanged (service mode).
	FieldContinuation = "continuation"
)

// thread.forget: request {thread_id}, reply {thread_id, forgotten:
// {entities, messages}}.
const (
	FieldForgotten         = "forgotten"
	FieldForgottenEntities = "entities"
	FieldForgottenMessages = "messages"
)

// thread.correct: request {thread_id, corrections: [{action, text,
// label?}]}, reply the same, each correction with tokens and changed,
// and changed overall.
const (
	FieldCorrections = "corrections"
	// FieldCorrectionAction is ActionMask or ActionClear.
	FieldCorrectionAction = "action"
	// FieldCorrectionText is the value, as it appears in the conversation.
	FieldCorrectionText = "text"
	// FieldCorrectionLabel is the value's label: required to mask; to
	// clear, absent means under every label.
	FieldCorrectionLabel = "label"
	// FieldCorrectionTokens lists, in the reply, the token that stands
	// for a masked value, or the tokens a cleared value had (they keep
	// restoring).
	FieldCorrectionTokens = "tokens"
	// FieldCorrectionChanged tells, in the reply, whether the correction
	// changed the thread (false: it was in effect already); FieldChanged
	// says the same of the whole request.
	FieldCorrectionChanged = "changed"
)

// Correction actions, as FieldCorrectionAction spells them.
const (
	// ActionMask: a value the detectors missed, masked from now on.
	ActionMask = "mask"
	// ActionClear: a value masked wrongly, left in clear from now on.
	ActionClear = "clear"
)
