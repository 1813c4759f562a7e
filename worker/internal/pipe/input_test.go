package pipe

import (
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/pii"
)

func TestOnlyTraceContextHeadersReachTheModelSide(t *testing.T) {
	t.Parallel()
	src := nats.Header{"Traceparent": {"00-abc-def-01"}, "Baggage": {"user=jane.doe@example.com"}, "X-Request": {"r1"}, "Nats-Msg-Id": {"m1"}}
	toModel, toClear := nats.Header{}, nats.Header{}
	copyUserHeaders(toModel, src, true)
	copyUserHeaders(toClear, src, false)
	if len(toModel) != 1 || toModel.Get("Traceparent") == "" {
		t.Errorf("towards the model: %v", toModel)
	}
	if len(toClear) != 3 || toClear.Get("Baggage") == "" || toClear.Get("Nats-Msg-Id") != "" {
		t.Errorf("towards the clear side: %v", toClear)
	}
}

func TestOutputSubjectsKeepTheTrailingTokens(t *testing.T) {
	t.Parallel()
	r := route{input: "p.clear.model.in", output: "p.safe.model.in"}
	for in, want := range map[string]string{
		"p.clear.model.in":        "p.safe.model.in",
		"p.clear.model.in.conv42": "p.safe.model.in.conv42",
		"p.clear.model.in.a.b":    "p.safe.model.in.a.b",
	} {
		if got := outputSubject(r, in); got != want {
			t.Errorf("%s → %s, want %s", in, got, want)
		}
	}
}

func TestOnlyWholeWildcardTokensMakeAnInputSubjectRefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, subject string
		refused       bool
	}{
		{"a subject of literal tokens is taken", "p.safe.model.out.conv42", false},
		{"a * token is refused", "p.safe.model.out.*", true},
		{"a > token is refused", "p.clear.model.in.a.>", true},
		{"a * token between others is refused", "p.safe.tool.call.*.x", true},
		{"a * inside a token is a literal character", "p.safe.model.out.a*b", false},
		{"a > inside a token is a literal character", "p.safe.model.out.a>", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := refuseWildcards(tc.subject)
			if (err != nil) != tc.refused {
				t.Fatalf("refuseWildcards(%q) = %v", tc.subject, err)
			}
			if err != nil && pii.CodeOf(err) != pii.CodeBadRequest {
				t.Errorf("code %s, want bad_request", pii.CodeOf(err))
			}
		})
	}
}
