// Package wire is the worker's wire contract in Go: the names both sides
// of a NATS connection must agree on, defined once and imported by the
// worker (packages processor, worker, config) and by its clients (package
// client), so that the two cannot drift.
//
// It holds:
//
//   - the channels (Channel, ParseChannel) and their service subjects,
//     endpoint names and pipeline-mode routes (DefaultRoutes);
//   - the JetStream stream names of pipeline mode, the subjects the
//     worker stores outputs on (StoreSubject) and the error-event subject;
//   - the header names and content types;
//   - the payload field names, roles and content-block types of every
//     request and reply, including the replies the worker builds itself
//     (the error body, the stream chunk reply, the forget reply);
//   - the keys of the service metadata;
//   - the error event of pipeline mode (ErrorEvent).
//
// The error codes and their statuses live one layer below, in package pii
// (pii.Code, pii.Code.Status), which the worker's errors are made of.
//
// subjects.md at the repository root is the prose reference of the same
// contract. Nothing here encodes or decodes a payload: the worker works on
// byte-preserving trees (package envelope), and the client on typed values.
package wire
