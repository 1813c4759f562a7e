// Package workertest starts real workers inside a test process, on real
// nats-server instances (package natstest), for the tests of the packages
// that drive a worker from outside: the end-to-end tests and the client's.
// One harness for both, so that a worker under test is configured, started
// and stopped the same way wherever it runs.
//
// It uses the worker's public API only, as a program embedding the worker
// would. It is for tests only; no package of the module imports it outside
// its _test.go files.
package workertest
