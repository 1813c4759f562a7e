package worker

import "github.com/piighost/piighost-nats/config"

// warnDeprecated warns about settings that no longer do anything: the
// configuration still accepts them, so that a file written for an earlier
// version starts, and the log says to remove them.
func (w *Worker) warnDeprecated() {
	c := w.cfg
	if c.NATS.EmbeddedEndpoints != config.EndpointsInProcess || c.Origin("nats.embedded_endpoints") != "" {
		w.log.Warn(`[nats] embedded_endpoints = "`+c.NATS.EmbeddedEndpoints+`" has no effect: the setting is deprecated, the endpoints receive their requests on the worker's connection; remove it`,
			"embedded", w.conn.srv != nil, "modes", c.Worker.Modes)
	}
	if c.NATS.EmbeddedReplies != config.DefaultEmbeddedReplies || c.Origin("nats.embedded_replies") != "" {
		w.log.Warn(`[nats] embedded_replies is deprecated and has no effect: every reply leaves on the worker's connection; remove the setting`)
	}
}
