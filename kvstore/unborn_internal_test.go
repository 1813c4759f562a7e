package kvstore

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestAFlightCutShortLeavesAPrefixOrNothing: a worker that stops in the
// middle of a new thread's first append (the head, then a chain of three
// entries, sent without waiting) leaves what another worker reads as a
// whole log: the head and the entries sent before it stopped, which the
// next append follows; and a worker whose head was refused (another
// created the thread first) leaves entries that no reader finds.
func TestAFlightCutShortLeavesAPrefixOrNothing(t *testing.T) {
	t.Parallel()
	_, js, kr := serverWithKeys(t, "kvstore-cut")
	ctx := t.Context()
	st, err := New(ctx, js, Config{Keys: kr, Bucket: "cut", LocalMessages: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	reader, err := New(ctx, js, Config{Keys: kr, Bucket: "cut", LocalMessages: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = reader.Close() })
	nc := js.Conn()
	sent := []pipeline.Entry{{Label: "PERSON", Text: "Alice Martindale"}, {Label: "PERSON", Text: "Bruno Kellerman"}, {Label: "PERSON", Text: "Chiara Lombardini"}}
	other := pipeline.Entry{Label: "PERSON", Text: "Dario Fonseca"}
	for _, tc := range []struct {
		name   string
		exists bool // another worker created the thread first
		links  int  // the chain's messages sent before the writer stopped
		want   []pipeline.Entry
	}{
		{"a writer that stops after two entries of three leaves the head and those two", false, 2, sent[:2]},
		{"a writer that stops after the head leaves an empty log", false, 0, nil},
		{"a writer whose head is refused leaves nothing anyone reads", true, 3, []pipeline.Entry{other}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := t.Name()
			if tc.exists {
				h, _, err := reader.Open(ctx, id, true)
				if err != nil {
					t.Fatal(err)
				}
				if err := reader.Append(ctx, id, h.Gen, 1, other); err != nil {
					t.Fatal(err)
				}
				reader.Release(id)
			}
			// What bear sends, cut short: the head, then the first
			// links messages of a chain of three, never its end.
			name := st.thread(id).name
			gen := randomGen()
			head := metaKey(name)
			m := nats.NewMsg(st.pre + head)
			m.Data = st.keys.seal(head, encode(&metaRecord{Gen: gen, Created: time.Now().UnixMilli()}))
			m.Reply = "_INBOX.cut.head"
			m.Header.Set(jetstream.MsgTTLHeader, st.cfg.metaTTL())
			m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, "0")
			msgs := []*nats.Msg{m}
			chain := nats.NewInbox()[len(nats.InboxPrefix):]
			for i := range tc.links {
				key := entryKey(name, genToken(gen), i+1)
				m := nats.NewMsg(st.pre + key)
				m.Data = st.keys.seal(key, encodeEntry(sent[i]))
				m.Reply = "_INBOX.cut." + chain + "." + chainFlow + ".fail." + strconv.Itoa(i+1) + "." + []string{chainStart, chainAppend, chainCommit}[min(i, 2)] + ".$FI"
				m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, "0")
				msgs = append(msgs, m)
			}
			for _, m := range msgs {
				if err := nc.PublishMsg(m); err != nil {
					t.Fatal(err)
				}
			}
			if err := nc.Flush(); err != nil {
				t.Fatal(err)
			}
			var h pipeline.Head
			var got []pipeline.Entry
			natstest.Eventually(t, "the log another worker reads", func() bool {
				reader.Release(id)
				var ok bool
				h, ok, err = reader.Open(ctx, id, false)
				if err != nil || !ok {
					return false
				}
				got, err = reader.EntriesConfirmed(ctx, id, h.Gen, 1)
				return err == nil && len(got) == len(tc.want)
			})
			if (uint64(h.Gen) == gen) == tc.exists {
				t.Errorf("generation %v; the writer's is %v", h.Gen, gen)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("log %v, want %v", got, tc.want)
			}
			// The next append follows what is there.
			next := pipeline.Entry{Label: "PERSON", Text: "Elena Varga"}
			if err := reader.Append(ctx, id, h.Gen, len(got)+1, next); err != nil {
				t.Fatalf("append after the log: %v", err)
			}
			if got, err := reader.EntriesConfirmed(ctx, id, h.Gen, 1); err != nil || !slices.Equal(got, append(tc.want, next)) {
				t.Fatalf("log %v (%v), want %v", got, err, append(tc.want, next))
			}
		})
	}
}

// TestAThreadFoundAbsentIsCreatedByItsFirstAppend: a thread a read found
// absent a moment ago (a request's first walk) is opened without a
// write: its head is not in the bucket until the first append, which
// writes it with the entries, and a worker then reads both.
func TestAThreadFoundAbsentIsCreatedByItsFirstAppend(t *testing.T) {
	t.Parallel()
	_, js, kr := serverWithKeys(t, "kvstore-unborn")
	ctx := t.Context()
	st, err := New(ctx, js, Config{Keys: kr, Bucket: "unborn", LocalMessages: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	reader, err := New(ctx, js, Config{Keys: kr, Bucket: "unborn", LocalMessages: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = reader.Close() })
	for _, tc := range []struct {
		name string
		es   []pipeline.Entry
	}{
		{"one value: the head and one entry", []pipeline.Entry{{Label: "PERSON", Text: "Alice Martindale"}}},
		{"three values: the head and a chain", []pipeline.Entry{{Label: "PERSON", Text: "Alice Martindale"}, {Label: "EMAIL", Text: "alice.martindale@example.org"}, {Label: "PHONE", Text: "0612345678"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := t.Name()
			if _, ok, err := st.Open(ctx, id, false); err != nil || ok {
				t.Fatalf("the first walk's read: %v %v", ok, err)
			}
			h, ok, err := st.Open(ctx, id, true)
			if err != nil || !ok {
				t.Fatalf("the second walk's open: %v %v", ok, err)
			}
			if _, ok, err := reader.Open(ctx, id, false); err != nil || ok {
				t.Fatalf("another worker finds the thread before its first append: %v %v", ok, err)
			}
			reader.Release(id)
			var n int
			if len(tc.es) == 1 {
				err = st.Append(ctx, id, h.Gen, 1, tc.es[0])
				n = 1
			} else {
				n, err = st.AppendBatch(ctx, id, h.Gen, 1, tc.es)
			}
			if err != nil || n != len(tc.es) {
				t.Fatalf("first append: %d, %v", n, err)
			}
			rh, ok, err := reader.Open(ctx, id, false)
			if err != nil || !ok || rh.Gen != h.Gen {
				t.Fatalf("another worker opens %v, %v, %v; want generation %v", rh, ok, err, h.Gen)
			}
			got, err := reader.EntriesConfirmed(ctx, id, rh.Gen, 1)
			if err != nil || !slices.Equal(got, tc.es) {
				t.Fatalf("another worker reads %v (%v), want %v", got, err, tc.es)
			}
			// The writer's own head is the one its watch heard: served
			// from memory, not read again.
			misses := st.Stats().HeadMisses
			if h2, ok, err := st.Open(ctx, id, true); err != nil || !ok || h2.Gen != h.Gen || h2.Len != len(tc.es) {
				t.Fatalf("the writer opens %v, %v, %v", h2, ok, err)
			}
			if got := st.Stats().HeadMisses; got != misses {
				t.Errorf("the writer read its head again after writing it (%d misses, want %d)", got, misses)
			}
		})
	}
}
