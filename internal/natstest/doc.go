// Package natstest runs real nats-server instances inside a test process:
// one server, or a JetStream cluster, on ports the kernel picks, with
// waits on conditions rather than fixed deadlines, so that two test runs
// on one host never collide and a loaded machine only makes them slower.
// Main runs a package's parallel tests, which mostly wait on their
// servers, several per core.
//
// It is for tests only; no package of the module imports it outside its
// _test.go files.
package natstest
