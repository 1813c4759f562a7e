package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// faultTurns is how many turns TestTurnsAcrossTwoWorkersSurviveClusterFaults
// runs (half in each mode); PIIGHOST_FAULT_TURNS sets another number.
const faultTurns = 1512

// faultCall bounds one call of a turn, retries included: past it, the
// call's input counts as lost. A bound on failure, not a speed: a turn
// that waits for a new leader takes seconds.
const faultCall = 2 * time.Minute

// faultRead bounds one read of a stream by a pipeline-mode call waiting
// for its output. A JetStream API request sent just as its stream's
// leader stops is answered by no server (the followers still name the
// stopped leader until they elect another), so an unbounded read would
// wait out the call's whole budget, the output it waits for left unread
// on its subscription, and count a stored output as lost.
const faultRead = 5 * time.Second

// TestTurnsAcrossTwoWorkersSurviveClusterFaults runs conversations on a
// 3-node cluster (the bucket and the pipeline streams on three replicas)
// served by two workers, in service and pipeline mode at once, while the
// JetStream meta leader, then the bucket's stream leader, then another
// server are stopped and started again, in turn, driven by the turns
// done (not by time). Each turn sends model.in with the conversation so
// far (a new e-mail address, a marker unique to the turn, and the earlier
// turns, assistant replies included), then model.out with a reply naming
// the new token and the thread's first: whichever worker takes each call,
// and whatever replica answers its reads,
//
//   - model.in gives the turn's value the thread's next token, and every
//     earlier value its own (no value reaches the model in clear, none is
//     numbered twice);
//   - model.out restores both tokens (none is reported invented);
//   - every call is answered (none lost), and in pipeline mode each
//     output reaches its side once (none duplicated).
//
// A call that fails unavailable (a leader being elected) is sent again,
// as a client does. Docs: docs/operations.md, "Faults on a cluster".
func TestTurnsAcrossTwoWorkersSurviveClusterFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a 3-node cluster under load through leader kills and restarts")
	}
	total := faultTurns
	if v := os.Getenv("PIIGHOST_FAULT_TURNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 12 {
			t.Fatalf("PIIGHOST_FAULT_TURNS=%q: want a number of turns, 12 or more", v)
		}
		total = n
	}
	c := natstest.RunCluster(t, 3)
	url := c.URL()
	// The workers' warnings and errors, shown if the test fails.
	var logs [2]syncBuffer
	for i := range logs {
		startWorkerWith(t, testConfig(t, url, replicated), worker.NewLogger(&logs[i], "warn"))
	}
	defer func() {
		if t.Failed() {
			for i := range logs {
				t.Logf("worker %d's log:\n%s", i, logs[i].String())
			}
		}
	}()
	nc := connect(t, url, nats.MaxReconnects(-1), nats.ReconnectWait(20*time.Millisecond))
	opts := []client.Option{client.WithTimeout(3 * time.Second), client.WithRetries(1000), client.WithBackoff(20*time.Millisecond, 500*time.Millisecond)}
	svc, err := client.New(nc, opts...)
	if err != nil {
		t.Fatal(err)
	}
	pipe, err := client.NewPipeline(nc, opts...)
	if err != nil {
		t.Fatal(err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	run := &faultRun{t: t, seen: map[string]int{}}
	for _, ch := range []wire.Channel{wire.ModelIn, wire.ModelOut} {
		sub, err := nc.Subscribe(pipe.OutputSubject(ch, ">"), run.delivered)
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe()
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}

	modes := []turnCaller{serviceCaller{svc}, &pipelineCaller{p: pipe, js: js}}
	const clientsPerMode = 4
	perClient := total / len(modes) / clientsPerMode
	var wg sync.WaitGroup
	// Registered after the servers' cleanup, so run before it: a test
	// that stops early still lets its clients end first.
	t.Cleanup(wg.Wait)
	for _, caller := range modes {
		for i := range clientsPerMode {
			wg.Go(func() { run.converse(caller, fmt.Sprintf("%s%d", caller.name(), i), perClient) })
		}
	}
	stop := make(chan struct{})
	go func() {
		wg.Wait()
		close(stop)
	}()
	// The faults, one after another, each when enough turns are done,
	// until the clients are done.
	faults := run.faults(c, total, stop)
	c.WaitJetStream()
	c.WaitHealthy()

	// Each output of pipeline mode is stored once, and a subscriber gets
	// it at most once.
	stored := 0
	for _, ch := range []wire.Channel{wire.ModelIn, wire.ModelOut} {
		var copies map[string]uint64
		natstest.Eventually(t, "the output stream's state", func() bool {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			stream, err := js.Stream(ctx, wire.OutputStreamOf(sideOf(ch)))
			if err != nil {
				return false
			}
			info, err := stream.Info(ctx, jetstream.WithSubjectFilter(pipe.OutputSubject(ch, ">")))
			if err != nil {
				return false
			}
			copies = info.State.Subjects
			return true
		})
		for subject, n := range copies {
			stored++
			if n > 1 {
				t.Errorf("%s stored %d times", subject, n)
			}
		}
	}
	run.mu.Lock()
	for id, n := range run.seen {
		if n > 1 {
			t.Errorf("output %s delivered %d times", id, n)
		}
	}
	run.mu.Unlock()
	t.Logf("%d turns (%d service, %d pipeline); %d pipeline outputs stored, %d read from their stream (the subscriber was away or the leader changed before republishing), %d reads of a stream unanswered within %v (its leader stopped as they were sent); %d calls sent again after unavailable; faults: %s",
		run.turns.Load(), run.byMode[0].Load(), run.byMode[1].Load(), stored, run.missed.Load(), run.unanswered.Load(), faultRead, run.retried.Load(), strings.Join(faults, "; "))
	if inv := run.invented.Load(); inv != 0 {
		t.Errorf("%d model.out calls reported a token invented", inv)
	}
	if done := run.turns.Load(); done != int64(perClient*len(modes)*clientsPerMode) {
		t.Errorf("%d turns done of %d", done, perClient*len(modes)*clientsPerMode)
	}
}

// faultRun is the shared state of one run.
type faultRun struct {
	t              *testing.T
	turns, retried atomic.Int64
	byMode         [2]atomic.Int64
	invented       atomic.Int64
	missed         atomic.Int64 // pipeline answers read from their stream
	unanswered     atomic.Int64 // stream reads given up after faultRead
	mu             sync.Mutex
	seen           map[string]int // pipeline outputs delivered, by Nats-Msg-Id
}

// delivered counts an output reaching its side.
func (r *faultRun) delivered(m *nats.Msg) {
	r.mu.Lock()
	r.seen[m.Header.Get(wire.HeaderMsgID)]++
	r.mu.Unlock()
}

// faults stops and restarts servers in turn, each fault after a share of
// the turns, until stop; it returns what it did.
func (r *faultRun) faults(c *natstest.Cluster, total int, stop <-chan struct{}) []string {
	gap := int64(max(total/16, 1))
	var done []string
	wait := func(turns int64) bool {
		for r.turns.Load() < turns {
			select {
			case <-stop:
				return false
			case <-time.After(10 * time.Millisecond):
			}
		}
		return true
	}
	victims := []struct {
		what string
		pick func() int
	}{
		{"meta leader", c.MetaLeader},
		{"bucket stream leader", func() int { return c.StreamLeader("KV_piighost") }},
		{"a server leading neither", func() int {
			meta, stream := c.MetaLeader(), c.StreamLeader("KV_piighost")
			for i := range c.Servers() {
				if i != meta && i != stream {
					return i
				}
			}
			return 0
		}},
	}
	for k := 0; ; k++ {
		// The turns after a restart run while the restarted server
		// catches up (its replicas lag); then every server is caught
		// up before the next is stopped (one stopped while still
		// opening its stores leaves their goroutines running).
		if !wait(r.turns.Load() + gap) {
			return done
		}
		c.WaitHealthy()
		v := victims[k%len(victims)]
		i := v.pick()
		if i < 0 {
			continue // no leader right now: the next fault
		}
		at := r.turns.Load()
		c.Stop(i)
		ok := wait(at + gap)
		c.Restart(i)
		done = append(done, fmt.Sprintf("%s (n%d) stopped at turn %d, restarted at %d", v.what, i+1, at, r.turns.Load()))
		if !ok {
			return done
		}
		c.WaitJetStream()
	}
}

// turnCaller sends model.in and model.out in one mode.
type turnCaller interface {
	name() string
	mode() int
	call(ctx context.Context, r *faultRun, ch wire.Channel, id, thread string, msgs []client.Message) (client.MessagesReply, error)
}

// converse runs turns conversations of three turns each, one after the
// other, as one client.
func (r *faultRun) converse(caller turnCaller, who string, turns int) {
	t := r.t
	var history []client.Message
	var values []string
	thread := ""
	for turn := 0; turn < turns; turn++ {
		k := turn%3 + 1
		if k == 1 {
			thread = fmt.Sprintf("fault-%s-%d", who, turn/3)
			history, values = nil, nil
		}
		value := fmt.Sprintf("%s.t%d.k%d@example.com", who, turn/3, k)
		values = append(values, value)
		history = append(history, client.UserMessage("mail "+value))
		id := fmt.Sprintf("%s-%d", who, turn)
		in, err := r.send(caller, wire.ModelIn, id+"-in", thread, history)
		if err != nil {
			t.Errorf("%s turn %d: model.in: %v", who, turn, err)
			return
		}
		for j, m := range history {
			want := "mail " + emailToken(j/2+1)
			if m.Role == wire.RoleAssistant {
				want = "noted " + emailToken(j/2+1) + " after " + emailToken(1)
			}
			if j >= len(in.Messages) || in.Messages[j].Content != want {
				t.Errorf("%s turn %d: model.in gave %+v, want message %d %q", who, turn, in.Messages, j, want)
				return
			}
		}
		out, err := r.send(caller, wire.ModelOut, id+"-out", thread, []client.Message{client.AssistantMessage("noted " + emailToken(k) + " after " + emailToken(1))})
		if pii.CodeOf(err) == pii.CodeInventedPlaceholder {
			r.invented.Add(1)
			t.Errorf("%s turn %d (thread turn %d): model.out: %v", who, turn, k, err)
			turn += 3 - k // the conversation has no reply: the next one
			continue
		}
		if err != nil {
			t.Errorf("%s turn %d: model.out: %v", who, turn, err)
			return
		}
		if want := "noted " + value + " after " + values[0]; len(out.Messages) != 1 || out.Messages[0].Content != want {
			t.Errorf("%s turn %d: model.out restored %+v, want %q", who, turn, out.Messages, want)
			return
		}
		history = append(history, client.AssistantMessage(out.Messages[0].Content))
		r.turns.Add(1)
		r.byMode[caller.mode()].Add(1)
	}
}

func emailToken(k int) string { return "<<EMAIL:" + strconv.Itoa(k) + ">>" }

// send makes one call, sent again while it fails unavailable (a client's
// retries give up during a long election; a caller tries again).
func (r *faultRun) send(caller turnCaller, ch wire.Channel, id, thread string, msgs []client.Message) (client.MessagesReply, error) {
	ctx, cancel := context.WithTimeout(context.Background(), faultCall)
	defer cancel()
	for attempt := 0; ; attempt++ {
		rep, err := caller.call(ctx, r, ch, fmt.Sprintf("%s-%d", id, attempt), thread, msgs)
		if pii.CodeOf(err) != pii.CodeUnavailable || ctx.Err() != nil {
			if ctx.Err() != nil && err != nil {
				err = fmt.Errorf("lost: no answer within %v: %w", faultCall, err)
			}
			return rep, err
		}
		r.retried.Add(1)
	}
}

// serviceCaller calls the service endpoints.
type serviceCaller struct{ c *client.Client }

func (serviceCaller) name() string { return "svc" }
func (serviceCaller) mode() int    { return 0 }

func (s serviceCaller) call(ctx context.Context, _ *faultRun, ch wire.Channel, _, thread string, msgs []client.Message) (client.MessagesReply, error) {
	if ch == wire.ModelIn {
		return s.c.ModelIn(ctx, thread, msgs)
	}
	return s.c.ModelOut(ctx, thread, msgs)
}

// pipelineCaller publishes inputs and waits for their outputs, or their
// error events; when none comes for a while, it reads them from their
// streams: a subscription gets what is republished while it is
// subscribed, and a stream leader lost between storing and republishing
// leaves a message in its stream only (subjects.md, "Delivery").
type pipelineCaller struct {
	p  *client.Pipeline
	js jetstream.JetStream
}

func (*pipelineCaller) name() string { return "pipe" }
func (*pipelineCaller) mode() int    { return 1 }

func sideOf(ch wire.Channel) string {
	if ch == wire.ModelIn {
		return wire.SideSafe
	}
	return wire.SideClear
}

func (pc *pipelineCaller) call(ctx context.Context, r *faultRun, ch wire.Channel, id, thread string, msgs []client.Message) (client.MessagesReply, error) {
	outs, err := pc.p.Subscribe(ch, id)
	if err != nil {
		return client.MessagesReply{}, err
	}
	defer outs.Unsubscribe()
	errs, err := pc.p.SubscribeErrors(ch)
	if err != nil {
		return client.MessagesReply{}, err
	}
	defer errs.Unsubscribe()
	seq, err := pc.p.Publish(ctx, ch, id, client.MessagesRequest{ThreadID: thread, Messages: msgs}, client.WithMsgID(id))
	if err != nil {
		return client.MessagesReply{}, err
	}
	for polls := 1; ctx.Err() == nil; polls++ {
		wait, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
		out, err := outs.Next(wait)
		cancel()
		if err == nil {
			return out.Messages()
		}
		wait, cancel = context.WithTimeout(ctx, 20*time.Millisecond)
		ev, err := errs.Next(wait)
		cancel()
		if err == nil && ev.Sequence == seq {
			return client.MessagesReply{}, client.EventError(ev)
		}
		if polls%100 == 0 {
			rep, ev, found := pc.stored(ctx, &r.unanswered, ch, id, seq)
			if found == foundOutput {
				r.missed.Add(1)
				return rep, nil
			}
			if found == foundError {
				r.missed.Add(1)
				return client.MessagesReply{}, client.EventError(ev)
			}
		}
	}
	return client.MessagesReply{}, fmt.Errorf("no output nor error event stored for input %d (%s)", seq, pc.whereIs(ch, id, seq))
}

// What stored found of an input in the output and error streams.
const (
	foundNothing = iota
	foundOutput
	foundError
)

// stored reads the output of input id, then the error event of the input
// at seq, from their streams, each read bounded by faultRead; a read left
// unanswered is counted in unanswered, when not nil.
func (pc *pipelineCaller) stored(ctx context.Context, unanswered *atomic.Int64, ch wire.Channel, id string, seq uint64) (client.MessagesReply, wire.ErrorEvent, int) {
	read := func(f func(ctx context.Context) bool) bool {
		rctx, cancel := context.WithTimeout(ctx, faultRead)
		defer cancel()
		ok := f(rctx)
		if !ok && rctx.Err() != nil && ctx.Err() == nil && unanswered != nil {
			unanswered.Add(1)
		}
		return ok
	}
	var rep client.MessagesReply
	if read(func(ctx context.Context) (ok bool) { rep, ok = pc.storedOutput(ctx, ch, id); return ok }) {
		return rep, wire.ErrorEvent{}, foundOutput
	}
	var ev wire.ErrorEvent
	if read(func(ctx context.Context) (ok bool) { ev, ok = pc.storedError(ctx, ch, seq); return ok }) {
		return rep, ev, foundError
	}
	return rep, ev, foundNothing
}

// whereIs says what the input stream and the channel's consumer hold of
// the input at seq, and whether the output of input id or the input's
// error event is stored now: an input acknowledged with neither is lost,
// one with its output stored was only not read.
func (pc *pipelineCaller) whereIs(ch wire.Channel, id string, seq uint64) string {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var out []string
	if stream, err := pc.js.Stream(ctx, wire.InputStream); err != nil {
		out = append(out, "input stream: "+err.Error())
	} else {
		if _, err := stream.GetMsg(ctx, seq); err != nil {
			out = append(out, fmt.Sprintf("input %d: %v", seq, err))
		} else {
			out = append(out, fmt.Sprintf("input %d stored", seq))
		}
		name := "piighost_" + strings.ReplaceAll(ch.String(), ".", "_")
		if cons, err := stream.Consumer(ctx, name); err != nil {
			out = append(out, "consumer "+name+": "+err.Error())
		} else {
			info := cons.CachedInfo()
			leader := ""
			if info.Cluster != nil {
				leader = info.Cluster.Leader
			}
			out = append(out, fmt.Sprintf("consumer %s (leader %s): delivered %d, ack floor %d, ack pending %d, redelivered %d, pending %d, waiting %d",
				name, leader, info.Delivered.Stream, info.AckFloor.Stream, info.NumAckPending, info.NumRedelivered, info.NumPending, info.NumWaiting))
		}
	}
	switch _, _, found := pc.stored(context.Background(), nil, ch, id, seq); found {
	case foundOutput:
		out = append(out, "its output is stored now")
	case foundError:
		out = append(out, "its error event is stored now")
	default:
		out = append(out, "neither its output nor its error event could be read")
	}
	return strings.Join(out, "; ")
}

// storedOutput reads the output of input id from its output stream.
func (pc *pipelineCaller) storedOutput(ctx context.Context, ch wire.Channel, id string) (client.MessagesReply, bool) {
	stream, err := pc.js.Stream(ctx, wire.OutputStreamOf(sideOf(ch)))
	if err != nil {
		return client.MessagesReply{}, false
	}
	m, err := stream.GetLastMsgForSubject(ctx, pc.p.OutputSubject(ch, id))
	if err != nil {
		return client.MessagesReply{}, false
	}
	var body struct {
		Messages []struct {
			Role    string `msgpack:"role"`
			Content string `msgpack:"content"`
		} `msgpack:"messages"`
	}
	if msgpack.Unmarshal(m.Data, &body) != nil {
		return client.MessagesReply{}, false
	}
	var rep client.MessagesReply
	for _, msg := range body.Messages {
		rep.Messages = append(rep.Messages, client.Message{Role: msg.Role, Content: msg.Content})
	}
	return rep, true
}

// storedError reads the error event of the input at seq from the error
// stream.
func (pc *pipelineCaller) storedError(ctx context.Context, ch wire.Channel, seq uint64) (wire.ErrorEvent, bool) {
	cons, err := pc.js.OrderedConsumer(ctx, wire.ErrorStream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{pc.p.ErrorSubject(ch)}})
	if err != nil {
		return wire.ErrorEvent{}, false
	}
	batch, err := cons.FetchNoWait(1000)
	if err != nil {
		return wire.ErrorEvent{}, false
	}
	found, ok := wire.ErrorEvent{}, false
	for m := range batch.Messages() {
		var ev wire.ErrorEvent
		if json.Unmarshal(m.Data(), &ev) == nil && ev.Sequence == seq {
			found, ok = ev, true
		}
	}
	return found, ok
}
