package tests

import (
	"testing"

	"github.com/piighost/piighost-nats/client"
)

// TestTheStoreCountsItsReadsFromTheLeader: the metrics export the
// thread store's reads completed from the stream leader and its checks
// with the leader before a token is called invented; a model.out naming
// a token its thread never issued makes one such check.
func TestTheStoreCountsItsReadsFromTheLeader(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	w := startWorker(t, testConfig(t, s.ClientURL(), serviceOnly))
	c := newServiceChannels(t, connect(t, s.ClientURL())).c
	if got := metricValue(t, w, "piighost_store_short_reads_total"); got != 0 {
		t.Errorf("piighost_store_short_reads_total = %v on a single server, want 0", got)
	}
	before := metricValue(t, w, "piighost_store_leader_checks_total")
	thread := newThread()
	if _, err := c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage("Write to jane.doe@example.com")}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ModelOut(callCtx(t), thread, []client.Message{client.AssistantMessage("Hello <<PERSON:9>>")}); err == nil {
		t.Fatal("an invented token was restored")
	}
	if got := metricValue(t, w, "piighost_store_leader_checks_total"); got <= before {
		t.Errorf("piighost_store_leader_checks_total = %v after an invented token, was %v", got, before)
	}
}
