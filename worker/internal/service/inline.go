package service

import "github.com/piighost/piighost-nats/wire"

// A request of a channel that only restores is first served on micro's
// delivery goroutine, under pipeline.NonBlocking, when the pool's bound
// has room: a warm thread answers it from memory, without the
// hand-over's wake-up; at the first point where it would wait (a cold
// thread, an unknown token, a stream state in the store), before any
// side effect, it stops and is handed over to run again from the start.
// Counted in piighost_service_inline_total; [worker] hand_over_all turns
// it off.

// servedInline reports the channels whose requests are tried on the
// delivery goroutine: those that only restore, which a warm thread
// answers from memory. Measured with cmd/piighost-bench against handing
// every request over, the tries pay where many callers make each
// hand-over's wake-up count (stream.chunk/service/s100 and
// model.out/service/c100); model.in and tool.result, which detect in new
// text, gained nothing there (model.in/service/c100), and thread.forget
// and thread.correct always write.
func servedInline(ch wire.Channel) bool {
	switch ch {
	case wire.ModelOut, wire.ToolCall, wire.StreamChunk:
		return true
	}
	return false
}

// RunInline implements handle.InlineJob: it serves r under
// pipeline.NonBlocking, and reports false, having answered nothing and
// changed nothing, when it would have waited: r then runs again with
// Run.
func (r *request) RunInline() bool {
	s := r.ep.s
	s.begin(r)
	buf := s.replies.get()
	body, procErr := s.h.Process(r.attempt.Start(r.ctx), r.ep.ch, *buf, r.data, r.format)
	if r.attempt.Blocked() {
		s.replies.put(buf, body) // never sent: the rerun encodes its own
		s.m.handedOver.Inc()
		return false
	}
	s.m.served.Inc()
	defer r.deadline.cancel()
	s.answer(r, body, procErr)
	s.replies.put(buf, body)
	return true
}
