package wire_test

import (
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nats.go/micro"

	"github.com/piighost/piighost-nats/wire"
)

func TestEveryChannelParsesFromItsWireName(t *testing.T) {
	for _, c := range wire.Channels() {
		got, err := wire.ParseChannel(c.String())
		if err != nil || got != c || !c.Valid() {
			t.Errorf("ParseChannel(%q) = %q, %v", c, got, err)
		}
	}
	if _, err := wire.ParseChannel("model.inn"); err == nil || !strings.Contains(err.Error(), "model.in, model.out") {
		t.Errorf("an unknown channel is refused with the valid names: %v", err)
	}
	if wire.Channel("tool").Valid() {
		t.Error(`"tool" is not a channel`)
	}
}

func TestOnlyModelInAndToolResultGoTowardsTheModel(t *testing.T) {
	for _, c := range wire.Channels() {
		want := c == wire.ModelIn || c == wire.ToolResult
		if c.Deidentifies() != want || (c.Direction() == "de-identify") != want {
			t.Errorf("%s: Deidentifies %v, Direction %q", c, c.Deidentifies(), c.Direction())
		}
	}
}

func TestEndpointNamesAndSubjects(t *testing.T) {
	if got := wire.ToolResult.Endpoint(); got != "tool_result" {
		t.Errorf("endpoint %q", got)
	}
	if got := wire.ServiceSubject("acme", wire.StreamChunk); got != "acme.stream.chunk" {
		t.Errorf("service subject %q", got)
	}
	if got := wire.ErrorSubject("acme", wire.ModelIn); got != "acme.errors.model.in" {
		t.Errorf("error subject %q", got)
	}
	if got := wire.InfoSubject(wire.ServiceName); got != "$SRV.INFO.piighost" {
		t.Errorf("info subject %q", got)
	}
}

// TestTheDefaultRoutesKeepTheModelSideOnSafeSubjects: whatever the model
// side reads (the outputs of model.in and tool.result) is under safe,
// whatever holds clear text under clear.
func TestTheDefaultRoutesKeepTheModelSideOnSafeSubjects(t *testing.T) {
	routes := wire.DefaultRoutes("p")
	if len(routes) != len(wire.Channels()) {
		t.Fatalf("%d routes for %d channels", len(routes), len(wire.Channels()))
	}
	for i, r := range routes {
		if r.Channel != wire.Channels()[i] {
			t.Errorf("route %d is %s", i, r.Channel)
		}
		clearIn := r.Channel == wire.ModelIn || r.Channel == wire.ToolResult || r.Channel == wire.ThreadForget || r.Channel == wire.ThreadCorrect
		clearOut := !r.Channel.Deidentifies()
		if strings.HasPrefix(r.Input, "p.clear.") != clearIn || strings.HasPrefix(r.Output, "p.clear.") != clearOut {
			t.Errorf("%s: %s -> %s", r.Channel, r.Input, r.Output)
		}
	}
}

// TestHeaderNamesAreTheOnesNATSUses: the worker sets micro's error
// headers through micro, and JetStream's message id through jetstream;
// clients read them by the names here.
func TestHeaderNamesAreTheOnesNATSUses(t *testing.T) {
	if wire.HeaderServiceError != micro.ErrorHeader || wire.HeaderServiceErrorCode != micro.ErrorCodeHeader {
		t.Errorf("micro's error headers are %q and %q", micro.ErrorHeader, micro.ErrorCodeHeader)
	}
	if wire.HeaderMsgID != jetstream.MsgIDHeader {
		t.Errorf("JetStream's message id header is %q", jetstream.MsgIDHeader)
	}
}

func TestOutputIDsDeriveFromTheInputs(t *testing.T) {
	id := wire.OutputMsgID(wire.ModelIn, "in-7")
	if id != "piighost:model.in:in-7" || wire.ErrorEventMsgID(id) != "piighost:error:piighost:model.in:in-7" {
		t.Errorf("ids %q", id)
	}
}

// TestEachPrefixNamesItsOwnResources: the default prefix keeps the names
// of earlier versions; another prefix names its service, bucket, streams
// and store subjects after it, with what a name cannot hold as "_".
func TestEachPrefixNamesItsOwnResources(t *testing.T) {
	tests := []struct {
		name, prefix                       string
		service, bucket, input, store, ers string
	}{
		{"the default prefix keeps the names of earlier versions", wire.DefaultPrefix,
			wire.ServiceName, "piighost", wire.InputStream, wire.StoreSubjectPrefix + ".safe.x", wire.ErrorStream},
		{"another prefix names its own", "teamb", "teamb", "teamb", "TEAMB_IN", "_TEAMB_OUT.safe.x", "TEAMB_ERRORS"},
		{"a dotted prefix writes its dots as underscores", "acme.pii", "acme_pii", "acme_pii", "ACME_PII_IN", "_ACME_PII_OUT.safe.x", "ACME_PII_ERRORS"},
		{"a letter a name cannot hold is written as an underscore", "équipe-b", "_quipe-b", "_quipe-b", "_QUIPE-B_IN", "__QUIPE-B_OUT.safe.x", "_QUIPE-B_ERRORS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := wire.NamesOf(tt.prefix)
			got := []string{n.Service, n.Bucket, n.InputStream(), n.StoreSubject(wire.SideSafe, "x"), n.OutputStream(wire.SideErrors)}
			want := []string{tt.service, tt.bucket, tt.input, tt.store, tt.ers}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("NamesOf(%q) = %v, want %v", tt.prefix, got, want)
			}
			if !wire.ValidName(n.Service) || !wire.ValidName(n.Streams) {
				t.Errorf("NamesOf(%q) gives a name a service or stream cannot hold: %+v", tt.prefix, n)
			}
		})
	}
	d := wire.NamesOf(wire.DefaultPrefix)
	if d.ChunkStream() != wire.ChunkStream || d.OutputStream(wire.SideSafe) != wire.SafeOutputStream ||
		d.OutputStream(wire.SideClear) != wire.ClearOutputStream || d.LegacyOutputStream() != wire.LegacyOutputStream {
		t.Errorf("the default prefix's streams: %v", d.Streamed())
	}
}
