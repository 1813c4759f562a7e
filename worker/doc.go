// Package worker puts the processor on NATS. One worker process offers:
//
//   - service mode: a NATS micro service named "piighost" with one
//     request/reply endpoint per channel (<prefix>.model.in, ...), balanced
//     over every worker by a queue group; payloads are msgpack, or JSON
//     with Content-Type: application/json;
//   - pipeline mode: per channel, a route from an input subject to an output
//     subject, consumed durably through JetStream so that a crash loses
//     nothing and a redelivery never publishes twice;
//   - operations: JSON logs without content (the embedded server's
//     included), Prometheus metrics, /healthz, /readyz and /livez over
//     HTTP, OpenTelemetry tracing, graceful drain.
//
// Start validates first (Validate, which `worker -check` runs), retries
// what does not answer yet, and opens an embedded server's client port
// only once the worker can answer: docs/operations.md at the repository
// root describes the start, health and readiness.
//
// Threads live in JetStream KV (package kvstore) so that every worker
// agrees on every token. With no NATS URL configured, the worker runs an
// embedded nats-server with JetStream, so one command runs it on a laptop.
// subjects.md at the repository root is the wire reference.
package worker
