// Package processor holds the rules of the agent channels, upstream
// piighost's PIIAnonymizationMiddleware, as plain Go over decoded payloads
// (package envelope): no NATS here, so every rule is unit-testable, and a
// worker only has to move bytes.
//
//	model.in      {thread_id, messages}          → {thread_id, messages, changed}
//	model.out     {thread_id, messages}          → {thread_id, messages, changed}
//	tool.call     {thread_id, tool_call}         → {thread_id, tool_call}
//	tool.result   {thread_id, tool_name, message | update} → same shape
//	stream.chunk  {thread_id, stream_id, seq, text, end} → same shape, text restored
//	thread.forget {thread_id}                    → {thread_id, forgotten}
//	thread.correct {thread_id, corrections: [{action, text, label?}]}
//	                                             → the same, each correction with tokens and changed; changed
//
// Replies are the request rewritten in place: every key the processor does
// not own, and every value it does not rewrite, passes through unchanged
// (byte for byte in msgpack). A failure is a typed *pii.Error with a
// stable code, encoded as {error:{code, message, tokens?}}; on model.in
// and tool.result a failure never lets clear text through.
//
// The three strategies (package strategy) steer the rules: the tool-call
// strategy (per tool name, with a default), the invented-placeholder
// strategy and the assistant strategy. Config.Strict de-identifies what
// upstream's rules pass on in clear (system and tool messages, keys the
// processor does not own); in every mode, Config.OnClearKnown hears of
// model.in messages holding, there, values their thread tokenised.
package processor
