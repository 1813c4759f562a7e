// Package gateway is an OpenAI- and Anthropic-compatible HTTP gateway in
// front of the piighost worker: point a client's base URL at it, and every
// request is de-identified through the worker's channels before it goes to
// the provider, and every response (whole or streamed) restored before it
// comes back. The model only sees tokens such as <<PERSON:1>>; the client,
// its user and its tools get the values.
//
// Routes:
//
//	POST /v1/chat/completions   OpenAI Chat Completions (stream and not, tools)
//	POST /v1/messages           Anthropic Messages (stream and not, tool use)
//	GET  /v1/models[/{id}]      passed through (Anthropic's when the request
//	                            carries anthropic-version or x-api-key)
//
// Any other path is refused with 404 and never forwarded.
//
// On the way up, the history goes through model.in in order, each tool
// result through tool.result under its tool's strategy, and the request
// is forwarded only once all of it was de-identified: a failure (no worker,
// a detector down, the guard rail) answers the provider's error shape and
// sends nothing upstream. On the way down, texts go through model.out and
// tool-call arguments through tool.call (each string value of the JSON on
// its own, written back escaped), so the invented-placeholder strategy and
// the tool strategies apply as on the channels. Streams are restored event
// by event, holding back only what may still become a token.
//
// A request's thread is named by the X-Piighost-Thread header or the
// metadata field piighost_thread; without either, it is derived from the
// conversation's start (a keyed digest under Config.Secret), so the same
// conversation resent with one more turn keeps its tokens on any gateway
// that shares the secret. docs/gateway.md at the repository root has the
// whole story.
package gateway
