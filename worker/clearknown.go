package worker

import (
	"strconv"

	"github.com/piighost/piighost-nats/processor"
)

// reportClearKnown counts and logs, without content, the model.in
// messages that hold known values in clear (see processor.ClearKnown).
func (w *Worker) reportClearKnown(r processor.ClearKnown) {
	values, rewritten := 0, true
	indexes := make([]int, len(r.Messages))
	for i, m := range r.Messages {
		w.m.clearKnown.WithLabelValues(m.Role, strconv.FormatBool(m.Rewritten)).Inc()
		values += m.Values
		indexes[i] = m.Index
		rewritten = rewritten && m.Rewritten
	}
	attrs := []any{"messages", indexes, "values", values, "rewritten", rewritten}
	if keys := w.keys.Load(); keys != nil {
		attrs = append(attrs, "thread", keys.ThreadDigest(r.Thread))
	}
	w.log.Warn("model.in holds values its thread tokenised, in parts upstream's rules pass on unchanged: the client may keep clear tool output in its history (send tool output through tool.result and keep the reply)", attrs...)
}
