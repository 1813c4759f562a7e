package handle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// recorder is an Outlet that writes down what Settle asks of it.
type recorder struct {
	limit    int64
	carries  bool    // Fail keeps an answer (a reply, a chunk's output)
	refuse   []error // what the publishes return, in turn
	calls    []string
	sentSize []int
}

func (r *recorder) MaxPayload() int64 { return r.limit }

func (r *recorder) Publish(_ context.Context, msg *nats.Msg) error {
	r.calls = append(r.calls, "publish")
	r.sentSize = append(r.sentSize, len(msg.Data))
	if len(r.refuse) == 0 {
		return nil
	}
	err := r.refuse[0]
	r.refuse = r.refuse[1:]
	return err
}

func (r *recorder) Fail(msg *nats.Msg, err error) bool {
	r.calls = append(r.calls, "fail "+string(pii.CodeOf(err)))
	if r.carries {
		msg.Data = []byte("error")
	}
	return r.carries
}

func (r *recorder) Report(_ context.Context, err error) {
	r.calls = append(r.calls, "report "+string(pii.CodeOf(err)))
}

func (r *recorder) Done(context.Context) { r.calls = append(r.calls, "done") }

func TestSettleSendsChecksReportsAndEndsEveryMessageInOneOrder(t *testing.T) {
	t.Parallel()
	refused := errors.New("connection closed")
	tooLarge := fmt.Errorf("nats: %w", nats.ErrMaxPayload)
	bad := &pii.Error{Code: pii.CodeBadRequest, Message: "bad"}
	for _, tc := range []struct {
		name    string
		out     recorder
		body    int   // bytes of the answer; -1: none
		err     error // the processing error
		want    []string
		wantErr pii.Code
		unsent  error
		logged  int // "message failed" lines
	}{
		{"a success is published, then acknowledged",
			recorder{limit: 100}, 10, nil, []string{"publish", "done"}, "", nil, 0},
		{"a failure with an answer is made its error's, published, then reported",
			recorder{limit: 100, carries: true}, 10, bad, []string{"fail bad_request", "publish", "report bad_request"}, pii.CodeBadRequest, nil, 1},
		{"a failure without an answer is reported, nothing published",
			recorder{limit: 100}, -1, bad, []string{"report bad_request"}, pii.CodeBadRequest, nil, 1},
		{"an answer over the max payload is replaced by reply_too_large before it is sent",
			recorder{limit: 100, carries: true}, 200, nil, []string{"fail reply_too_large", "publish", "report reply_too_large"}, pii.CodeReplyTooLarge, nil, 1},
		{"an answer over the max payload where failures have none is not sent",
			recorder{limit: 100}, 200, nil, []string{"fail reply_too_large", "report reply_too_large"}, pii.CodeReplyTooLarge, nil, 1},
		{"a failure's own answer over the max payload becomes reply_too_large",
			recorder{limit: 100, carries: true}, 200, bad, []string{"fail reply_too_large", "publish", "report reply_too_large"}, pii.CodeReplyTooLarge, nil, 1},
		{"an answer refused for its size all the same becomes reply_too_large and is sent again",
			recorder{limit: 100, carries: true, refuse: []error{tooLarge}}, 10, nil, []string{"publish", "fail reply_too_large", "publish", "report reply_too_large"}, pii.CodeReplyTooLarge, nil, 1},
		{"an unknown max payload checks nothing before the publish",
			recorder{limit: 0}, 200, nil, []string{"publish", "done"}, "", nil, 0},
		{"a publish that fails otherwise is returned, the message neither reported nor acknowledged",
			recorder{limit: 100, refuse: []error{refused}}, 10, nil, []string{"publish"}, "", refused, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var log bytes.Buffer
			h := New(Config{Log: slog.New(slog.NewTextHandler(&log, nil)), Metrics: NewMetrics(prometheus.NewRegistry())})
			out := tc.out
			a := Answer{Err: tc.err}
			if tc.body >= 0 {
				a.Msg = &nats.Msg{Subject: "reply", Data: make([]byte, tc.body)}
			}
			unsent := h.Settle(context.Background(), &out, Message{Channel: wire.ModelIn, Mode: "test"}, &a)
			if strings.Join(out.calls, ", ") != strings.Join(tc.want, ", ") {
				t.Errorf("calls %q, want %q", out.calls, tc.want)
			}
			if pii.CodeOf(a.Err) != tc.wantErr {
				t.Errorf("ends with %v, want code %q", a.Err, tc.wantErr)
			}
			if !errors.Is(unsent, tc.unsent) || (unsent == nil) != (tc.unsent == nil) {
				t.Errorf("returned %v, want %v", unsent, tc.unsent)
			}
			if n := strings.Count(log.String(), "message failed"); n != tc.logged {
				t.Errorf("%d failures logged, want %d:\n%s", n, tc.logged, log.String())
			}
		})
	}
}
