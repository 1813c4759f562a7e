package tests

import (
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/config"
)

// TestLoopbackEndpointsOnAJoinedServerWarnThatTheyDoNothing: the setting
// moves the endpoints of a worker with an embedded server; a worker that
// joins a server says at its start that it ignores it.
func TestLoopbackEndpointsOnAJoinedServerWarnThatTheyDoNothing(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	startWorkerLogging(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.NATS.EmbeddedEndpoints = config.EndpointsLoopback
	}), &log)
	if !strings.Contains(log.String(), `embedded_endpoints = \"loopback\" has no effect`) {
		t.Errorf("no warning in the log:\n%s", log.String())
	}
}
