// Package client is the Go client of the piighost worker: typed requests
// and replies for every channel, msgpack on the wire, over NATS.
//
// The model only ever sees placeholders such as <<PERSON:1>>; tools and
// users get the real values back; a value keeps its placeholder for a whole
// thread. An agent turn goes through the channels in this order:
//
//	c, err := client.New(nc)                     // nc: a *nats.Conn
//	in, err := c.ModelIn(ctx, thread, history)   // what the model may see
//	call, err := c.ToolCall(ctx, thread, tc)     // real values for the tool
//	res, err := c.ToolResult(ctx, thread, tool, client.ToolMessage(id, out))
//	out, err := c.ModelOut(ctx, thread, reply)   // what the user may see
//	s := c.Stream(thread)                        // a streamed reply:
//	text, err := s.Write(ctx, piece)             //   show text as it comes
//	tail, err := s.Close(ctx)                    //   and the held tail
//	_, err = c.Correct(ctx, thread, client.MaskValue("Bluebird", "CODENAME"))
//	                                             // a person's correction
//	_, err = c.Forget(ctx, thread)               // erase the thread
//
// Keep the history with the model's tokens and the tool results as
// ToolResult returned them (never the clear ones), and send the whole of it
// to ModelIn each turn: model.in never rewrites tool messages, a message
// seen before is answered from the worker's cache, and the order of the
// history is the order in which values were first seen.
//
// # Errors
//
// A failure is a *Error (the worker's own error type, pii.Error) carrying
// the stable wire code. Match it with errors.Is and the sentinels
// (ErrInventedPlaceholder, ErrUnavailable, ...); read Code, Message and
// Tokens (the invented tokens) with errors.As:
//
//	_, err := c.ModelOut(ctx, thread, reply)
//	var e *client.Error
//	if errors.As(err, &e) && errors.Is(err, client.ErrInventedPlaceholder) {
//		log.Printf("the model invented %v", e.Tokens)
//	}
//
// A call that no worker answered fails too, with an ErrUnavailable error
// that also matches ErrUnreachable: the client never returns a text
// unchanged. Towards the model, that is what keeps clear text away.
//
// # Retries
//
// Every channel is idempotent, so the client sends a call again, with the
// same bytes, after a timeout, a missing responder (a worker restarting)
// or an unavailable store, up to WithRetries times with a growing delay
// (WithBackoff); never after an answer that will not change (bad_request,
// missing_thread_id, invented_placeholder, detector_failed, out_of_order,
// stream_ended). Why each channel is safe to send twice:
//
//   - model.in and tool.result: the worker records a message once (a text
//     seen before is a cache hit) and the first sighting of a value is
//     decided atomically by the thread store, so a second copy gets the
//     same tokens;
//   - model.out and tool.call restore without writing anything;
//   - stream.chunk: the reply to a chunk is a function of the chunk, the
//     continuation it carries and the thread, so a chunk sent again with
//     the same continuation gets the same reply from any worker; Stream
//     resends a chunk under its own sequence number and continuation until
//     it is answered;
//   - thread.forget of a forgotten thread forgets nothing more (a retry
//     that crosses a new message of the same thread would erase it too);
//   - thread.correct: a correction already in effect changes nothing
//     (Changed is false); a retry that crosses a contrary correction made
//     meanwhile by someone else wins over it, as the latest does;
//   - pipeline mode: every input carries a Nats-Msg-Id, under which
//     JetStream stores it once.
//
// WithTimeout bounds each attempt, the context the whole call.
//
// # Streams
//
// Stream restores a streamed reply chunk by chunk and hides the protocol:
// the stream id, the sequence numbers, the continuations (the stream's
// state, sealed by the worker, which each reply carries for the next
// chunk), the resending of a chunk whose reply was lost, and the final
// flush of the text the worker held because a token was cut between
// chunks. Restore does the same over an iterator.
//
// # Pipeline mode
//
// Pipeline publishes inputs on the routes' input subjects, through
// JetStream, and reads the outputs and the error events; PipelineStream
// publishes a streamed reply from the model side.
//
// # Tracing
//
// Every service request and pipeline input carries the W3C trace context
// (traceparent, tracestate) of the OpenTelemetry span in the call's
// context, so the worker's span of it is a child of the caller's; without
// a span nothing is added.
//
// # Permissions
//
// With deploy/nats-permissions.conf, each identity receives its replies
// under an inbox prefix of its own and nobody may read the shared
// "_INBOX.>", so connect with nats.CustomInboxPrefix:
//
//	agent, _ := nats.Connect(url, nats.UserInfo("agent", pw), nats.CustomInboxPrefix("_INBOX_agent"))
//	model, _ := nats.Connect(url, nats.UserInfo("model", pw), nats.CustomInboxPrefix("_INBOX_model"))
//
// A connection without its prefix may not subscribe to its own replies, so
// its calls fail at once with ErrUnreachable instead of reading on a shared
// subject. What each side may then do:
//
//   - the clear side (agent, tools, UI; user "agent"): every Client method
//     Info and Infos; Pipeline.Publish of model.in, tool.result,
//     thread.forget and thread.correct; Pipeline.Subscribe to model.out,
//     tool.call, stream.chunk, thread.forget and thread.correct outputs;
//     SubscribeErrors;
//   - the model side (the gateway that calls the LLM; user "model"): no
//     Client method (the service endpoints would restore tokens for it);
//     Pipeline.Publish of model.out and tool.call, PipelineStream;
//     Pipeline.Subscribe to model.in and tool.result outputs; never
//     thread.correct (a clear correction shows the model a value).
//
// Pipeline inputs need a suffix of at least one token under those
// permissions (they allow "<input>.>", not the bare input subject).
//
// subjects.md, at the repository root, is the wire reference; package wire
// holds its names, shared with the worker.
package client
