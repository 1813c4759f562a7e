package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

// The thread store's backup is a snapshot of its bucket's stream, taken
// and restored with JetStream's own API, as `nats stream backup` and
// `nats stream restore` do (docs/operations.md, "Backup and restore").
// streamBackup and streamRestore below are that protocol in Go.

// snapshotFile and configFile are a backup directory's two files: the
// snapshot's bytes as the server sent them, and the stream's configuration
// and state as its answer gave them.
const (
	snapshotFile = "stream.snapshot"
	configFile   = "stream.json"
)

// apiError is the error field of a JetStream API response.
type apiError struct {
	Error *struct {
		Code        int    `json:"code"`
		Description string `json:"description"`
	} `json:"error"`
}

func (e apiError) err() error {
	if e.Error == nil {
		return nil
	}
	return fmt.Errorf("JetStream: %d %s", e.Error.Code, e.Error.Description)
}

// streamBackup asks the server for a snapshot of stream
// ($JS.API.STREAM.SNAPSHOT), receives its chunks on an inbox, acking each
// (the server sends a window of chunks ahead), and writes them and the
// stream's configuration and state into dir.
func streamBackup(nc *nats.Conn, stream, dir string) error {
	inbox := nc.NewInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		return err
	}
	defer sub.Unsubscribe()
	req, _ := json.Marshal(map[string]any{"deliver_subject": inbox, "no_consumers": true, "jsck": true})
	msg, err := nc.Request("$JS.API.STREAM.SNAPSHOT."+stream, req, callTimeout)
	if err != nil {
		return err
	}
	var resp struct {
		apiError
		Config json.RawMessage `json:"config"`
		State  json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal(msg.Data, &resp); err != nil {
		return err
	}
	if err := resp.err(); err != nil {
		return err
	}
	var snapshot bytes.Buffer
	for {
		m, err := sub.NextMsg(callTimeout)
		if err != nil {
			return fmt.Errorf("snapshot chunk: %w", err)
		}
		if len(m.Data) == 0 {
			// The end: status 204, or the reason it stopped.
			if status := m.Header.Get("Status"); status != "" && status != "204" {
				return fmt.Errorf("snapshot ended with %s %s", status, m.Header.Get("Description"))
			}
			break
		}
		snapshot.Write(m.Data)
		if m.Reply != "" {
			if err := m.Respond(nil); err != nil {
				return err
			}
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	meta, _ := json.Marshal(map[string]json.RawMessage{"config": resp.Config, "state": resp.State})
	if err := os.WriteFile(filepath.Join(dir, configFile), meta, 0o600); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, snapshotFile), snapshot.Bytes(), 0o600)
}

// streamRestore creates the stream of a backup directory on a server that
// does not have it ($JS.API.STREAM.RESTORE): it sends the snapshot's
// chunks, each acked, then an empty message, whose answer says whether the
// stream was restored.
func streamRestore(nc *nats.Conn, stream, dir string) error {
	meta, err := os.ReadFile(filepath.Join(dir, configFile))
	if err != nil {
		return err
	}
	data, err := os.ReadFile(filepath.Join(dir, snapshotFile))
	if err != nil {
		return err
	}
	msg, err := nc.Request("$JS.API.STREAM.RESTORE."+stream, meta, callTimeout)
	if err != nil {
		return err
	}
	var resp struct {
		apiError
		DeliverSubject string `json:"deliver_subject"`
	}
	if err := json.Unmarshal(msg.Data, &resp); err != nil {
		return err
	}
	if err := resp.err(); err != nil {
		return err
	}
	const chunk = 64 << 10
	for len(data) > 0 {
		n := min(chunk, len(data))
		if _, err := nc.Request(resp.DeliverSubject, data[:n], callTimeout); err != nil {
			return fmt.Errorf("restore chunk: %w", err)
		}
		data = data[n:]
	}
	done, err := nc.Request(resp.DeliverSubject, nil, time.Minute)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	var created apiError
	if err := json.Unmarshal(done.Data, &created); err != nil {
		return err
	}
	return created.err()
}

// TestThreadsAndKeysRestoreOnAFreshServer backs up a thread store (its
// bucket's stream, by snapshot) and the key file, restores both on a new
// server with nothing on it, and starts a worker there: the threads of
// the first server restore their tokens, keep numbering values where they
// were, and the backup holds no clear value.
func TestThreadsAndKeysRestoreOnAFreshServer(t *testing.T) {
	t.Parallel()
	old := runServer(t)
	keys := filepath.Join(t.TempDir(), "keys.json")
	if _, err := kvstore.GenerateKeyFile(keys); err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(t, old.ClientURL(), func(c *config.Config) { c.Keys.File = keys })
	startWorker(t, cfg)
	nc := connect(t, old.ClientURL())
	c, err := client.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	values := []string{"Wilhelmina Okonkwo", "secret.agent@perm.example", "+33 6 12 34 56 78"}
	tokens := map[string]string{} // thread → the model's text
	for i, v := range values {
		th := fmt.Sprintf("backup-%d", i)
		in, err := c.ModelIn(callCtx(t), th, []client.Message{client.UserMessage("Contact " + v + " today")})
		if err != nil {
			t.Fatal(err)
		}
		tokens[th] = in.Messages[0].Content
		if strings.Contains(tokens[th], v) {
			t.Fatalf("%s left in clear: %q", th, tokens[th])
		}
	}

	// The backup: the bucket's stream, and the key file, kept apart.
	backup := filepath.Join(t.TempDir(), "threads")
	keysBackup := filepath.Join(t.TempDir(), "keys.json")
	if err := streamBackup(nc, "KV_"+kvstore.DefaultBucket, backup); err != nil {
		t.Fatal(err)
	}
	copyFile(t, keys, keysBackup, 0o600)
	snap, err := os.ReadFile(filepath.Join(backup, snapshotFile))
	if err != nil || len(snap) == 0 {
		t.Fatalf("empty snapshot: %v", err)
	}
	for _, v := range values {
		if bytes.Contains(snap, []byte(v)) {
			t.Errorf("the backup holds %q in clear", v)
		}
	}

	// A fresh server: restore the stream, then a worker with the keys.
	fresh := runServer(t)
	nc2 := connect(t, fresh.ClientURL())
	if err := streamRestore(nc2, "KV_"+kvstore.DefaultBucket, backup); err != nil {
		t.Fatal(err)
	}
	if err := streamRestore(nc2, "KV_"+kvstore.DefaultBucket, backup); err == nil {
		t.Error("a restore over an existing stream was accepted")
	}
	startWorker(t, testConfig(t, fresh.ClientURL(), func(c *config.Config) { c.Keys.File = keysBackup }))
	c2, err := client.New(nc2)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		th := fmt.Sprintf("backup-%d", i)
		out, err := c2.ModelOut(callCtx(t), th, []client.Message{client.AssistantMessage(tokens[th])})
		if err != nil {
			t.Fatalf("%s on the restored store: %v", th, err)
		}
		if got := out.Messages[0].Content; got != "Contact "+v+" today" {
			t.Errorf("%s restores %q", th, got)
		}
		// The same value keeps its token, a new one gets the next.
		in, err := c2.ModelIn(callCtx(t), th, []client.Message{client.UserMessage("Contact " + v + " today"), client.UserMessage("and Patrick Martin")})
		if err != nil {
			t.Fatal(err)
		}
		if in.Messages[0].Content != tokens[th] || !strings.Contains(in.Messages[1].Content, "<<PERSON:") {
			t.Errorf("%s after the restore: %q, %q", th, in.Messages[0].Content, in.Messages[1].Content)
		}
	}
	// Without the keys, the restored threads are unreadable: a worker with
	// other keys refuses the bucket (its naming key differs).
	other := filepath.Join(t.TempDir(), "other.json")
	if _, err := kvstore.GenerateKeyFile(other); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w2, err := worker.Start(ctx, testConfig(t, fresh.ClientURL(), func(c *config.Config) { c.Keys.File = other }),
		worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err == nil {
		_ = w2.Shutdown(ctx)
		t.Error("a worker with other keys started on the restored bucket")
	}
}
