// Package envelope decodes agent payloads, msgpack or JSON, into a tree of
// Nodes that the processor rewrites in place, and encodes them back.
//
// The msgpack codec is hand-written so that it can be strict where the
// processor needs it and opaque everywhere else: it bounds payload size and
// nesting depth before allocating, refuses invalid UTF-8 in strings and
// malformed input with a typed *Error (never a panic), and keeps the
// original bytes of every node. A node that was not changed is written back
// byte for byte, so the keys and values users put in their messages
// (metadata, numbers, extension types, non-string keys) pass through
// exactly as they came.
package envelope
