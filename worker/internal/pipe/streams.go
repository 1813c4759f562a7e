package pipe

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// streamBase is what every pipeline-mode stream shares. Its two-minute
// duplicate window drops a client's own re-publish of an input with the
// same Nats-Msg-Id; output streams use [worker] duplicate_window.
func streamBase(cfg *config.Config, name string, subjects []string) jetstream.StreamConfig {
	storage := jetstream.FileStorage
	if cfg.Worker.Storage == "memory" {
		storage = jetstream.MemoryStorage
	}
	sc := jetstream.StreamConfig{
		Name:       name,
		Subjects:   subjects,
		Retention:  jetstream.LimitsPolicy,
		MaxAge:     cfg.Worker.Retention.D(),
		Storage:    storage,
		Replicas:   cfg.Worker.Replicas,
		Duplicates: 2 * time.Minute,
	}
	if b := cfg.Worker.StreamMaxBytes; b.IsSet() {
		// Full, a stream refuses what comes rather than drop an input
		// not yet answered or an output not yet read.
		sc.MaxBytes, sc.Discard = b.Bytes(), jetstream.DiscardNew
	}
	return sc
}

// ensureStreams creates or updates the input, chunk and output streams,
// and returns the output stream of the chunk route's side (nil without
// a chunk route).
func (p *Pipe) ensureStreams(ctx context.Context) (jetstream.Stream, error) {
	var in []string
	var chunk *route
	for _, r := range p.routes() {
		if r.ch == wire.StreamChunk {
			chunk = &r
			continue
		}
		in = append(in, r.input, r.input+".>")
	}
	streams := []jetstream.StreamConfig{streamBase(p.cfg, p.names.InputStream(), in)}
	for _, side := range []string{config.SideSafe, config.SideClear, config.SideErrors} {
		if side == config.SideErrors || p.cfg.HasOutputs(side) {
			sc := outputStream(p.cfg, side)
			// A stream's next chunk reads the stream's last output back
			// (it carries the stream's position): direct gets, from any
			// replica.
			sc.AllowDirect = chunk != nil && side == chunk.side
			streams = append(streams, sc)
		}
	}
	if chunk != nil {
		streams = append(streams, p.chunkStreamConfig(*chunk))
	}
	var outStream jetstream.Stream
	for _, sc := range streams {
		p.stamp(&sc)
		var st jetstream.Stream
		err := retry.Do(ctx, p.log, "create or update stream "+sc.Name, func(ctx context.Context) error {
			if err := p.checkOwner(ctx, sc); err != nil {
				return err
			}
			var err error
			st, err = p.js.CreateOrUpdateStream(ctx, sc)
			return p.explain(p.explainOverlap(ctx, sc, err))
		}, func(err error) bool { return !errors.Is(err, ErrForeignStream) && retry.JetStream(err) })
		if err != nil {
			return nil, fmt.Errorf("stream %s: %w", sc.Name, err)
		}
		if chunk != nil && sc.Name == p.names.OutputStream(chunk.side) {
			outStream = st
		}
	}
	p.warnLegacyOutputStream(ctx)
	return outStream, nil
}

// outputStream is the stream of one side's outputs. The worker publishes
// an output on wire.Names.StoreSubject(side, output); the stream stores it under
// the output subject itself (a subject transform), drops a second copy
// with the same Nats-Msg-Id within the duplicate window, and republishes
// what it stored on the output subject. Subscribers of the output subjects
// so receive only stored messages, each once: a worker that republishes
// after a pause past the ack wait is dropped by the stream, not delivered.
func outputStream(cfg *config.Config, side string) jetstream.StreamConfig {
	names := cfg.Names()
	capture := names.StoreSubject(side, ">")
	root := cfg.OutputRoot(side) + ".>"
	sc := streamBase(cfg, names.OutputStream(side), []string{capture})
	sc.SubjectTransform = &jetstream.SubjectTransformConfig{Source: capture, Destination: ">"}
	sc.RePublish = &jetstream.RePublish{Source: root, Destination: root}
	sc.Duplicates = cfg.Worker.DuplicateWindow.D()
	return sc
}

// warnLegacyOutputStream tells the operator about an output stream left by
// an earlier version: it captures the output subjects, so it keeps a
// second copy of every output (and earlier workers still publishing
// directly on them would deliver duplicates).
func (p *Pipe) warnLegacyOutputStream(ctx context.Context) {
	n := p.names
	if _, err := p.js.Stream(ctx, n.LegacyOutputStream()); err == nil {
		p.log.Warn("stream "+n.LegacyOutputStream()+" of an earlier version still captures the output subjects; delete it once its messages are no longer needed (nats stream rm "+n.LegacyOutputStream()+")",
			"replaced_by", n.OutputStream(wire.SideSafe)+", "+n.OutputStream(wire.SideClear)+", "+n.OutputStream(wire.SideErrors))
	}
}

// partitionSubject is where PIIGHOST_CHUNKS stores partitioned chunks:
// outside the route's input, so a chunk published with two tokens can
// never pass for a partitioned one.
func (p *Pipe) partitionSubject(partition string) string {
	return p.cfg.Worker.Prefix + ".chunks." + partition
}

// chunkStreamConfig is PIIGHOST_CHUNKS for the chunk route.
func (p *Pipe) chunkStreamConfig(r route) jetstream.StreamConfig {
	c := streamBase(p.cfg, p.names.ChunkStream(), []string{r.input, r.input + ".>"})
	c.SubjectTransform = &jetstream.SubjectTransformConfig{
		Source:      r.input + ".*",
		Destination: fmt.Sprintf("%s.chunks.{{partition(%d,1)}}.{{wildcard(1)}}", p.cfg.Worker.Prefix, p.cfg.Worker.StreamPartitions),
	}
	return c
}
