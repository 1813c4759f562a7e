package worker

import (
	"context"
	"fmt"
	"mime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go/micro"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/processor"
)

// ServiceName is the NATS micro service name, as `nats micro ls` shows it.
const ServiceName = "piighost"

// Version is the worker's version, reported by `nats micro info`.
const Version = "0.1.0"

// Headers the worker reads and writes.
const (
	// HeaderContentType selects JSON ("application/json") instead of
	// msgpack, for the request and its reply.
	HeaderContentType = "Content-Type"
	// HeaderErrorCode carries the stable error code of a failed reply,
	// next to micro's Nats-Service-Error and Nats-Service-Error-Code.
	HeaderErrorCode = "Piighost-Error-Code"
	// ContentTypeJSON and ContentTypeMsgpack are the two payload types.
	ContentTypeJSON    = "application/json"
	ContentTypeMsgpack = "application/msgpack"
)

// startServices adds Instances micro services named "piighost", each with
// one endpoint per channel under the prefix, all in one queue group so
// requests balance over every handler of every worker.
func (w *Worker) startServices() error {
	for i := 0; i < w.cfg.Worker.Instances; i++ {
		svc, err := micro.AddService(w.nc, micro.Config{
			Name:        ServiceName,
			Version:     Version,
			Description: "PII de-identification for LLM agents: model.in and tool.result de-identify, model.out, tool.call and stream.chunk restore.",
			QueueGroup:  w.cfg.Worker.QueueGroup,
			Metadata:    serviceMetadata(w.cfg),
		})
		if err != nil {
			return err
		}
		w.services = append(w.services, svc)
		for _, ch := range processor.Channels() {
			err := svc.AddEndpoint(strings.ReplaceAll(ch.String(), ".", "_"), w.serviceHandler(ch),
				micro.WithEndpointSubject(w.cfg.Worker.Prefix+"."+ch.String()),
				micro.WithEndpointMetadata(map[string]string{"channel": ch.String(), "direction": direction(ch)}))
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// serviceMetadata is what `nats micro info` shows about the worker: its
// prefix, payload formats, request limit and effective strategies, so that
// a client can check that the strategies it expects are the ones the worker
// applies (the worker stays the authority; see subjects.md, "Service mode").
func serviceMetadata(cfg *config.Config) map[string]string {
	m := map[string]string{
		"prefix":             cfg.Worker.Prefix,
		"payload":            "msgpack, or JSON with Content-Type: application/json",
		"max_payload":        strconv.Itoa(cfg.Worker.MaxPayload),
		"strategy.tool":      cfg.Strategies.Tool.String(),
		"strategy.invented":  cfg.Strategies.Invented.String(),
		"strategy.assistant": cfg.Strategies.Assistant.String(),
	}
	for tool, s := range cfg.Strategies.Tools {
		m["strategy.tool."+tool] = s.String()
	}
	return m
}

func direction(ch processor.Channel) string {
	switch ch {
	case processor.ModelIn, processor.ToolResult:
		return "de-identify"
	case processor.ThreadForget:
		return "erase"
	}
	return "restore"
}

// serviceHandler answers one channel's requests.
func (w *Worker) serviceHandler(ch processor.Channel) micro.HandlerFunc {
	return func(req micro.Request) {
		w.inflight.Add(1)
		defer w.inflight.Done()
		start := time.Now()
		format, ct := payloadFormat(req.Headers().Get(HeaderContentType))
		ctx, cancel := context.WithTimeout(w.ctx, w.cfg.Worker.Timeout.D())
		defer cancel()
		body, procErr := w.process(ctx, ch, req.Data(), format)
		headers := micro.Headers{HeaderContentType: {ct}}
		var err error
		if procErr != nil {
			code := pii.CodeOf(procErr)
			headers[HeaderErrorCode] = []string{string(code)}
			w.logFailure(ch, config.ModeService, procErr, nil)
			err = req.Error(strconv.Itoa(code.Status()), string(code), body, micro.WithHeaders(headers))
		} else {
			err = req.Respond(body, micro.WithHeaders(headers))
		}
		if err != nil {
			w.log.Warn("reply not sent", "channel", ch.String(), "err", err)
		}
		w.m.observe(ch.String(), config.ModeService, start, procErr)
	}
}

// process runs the processor with the payload limit and in-flight gauge.
// A panic (a bug) becomes an internal error for this message: the worker
// keeps serving, and a pipeline input is not redelivered into a crash
// loop.
func (w *Worker) process(ctx context.Context, ch processor.Channel, payload []byte, f processor.Format) (body []byte, err error) {
	w.m.inflight.Inc()
	defer w.m.inflight.Dec()
	defer func() {
		if r := recover(); r != nil {
			w.log.Error("panic while processing a message", "channel", ch.String(), "panic", fmt.Sprintf("%T", r), "stack", string(debug.Stack()))
			err = &pii.Error{Code: pii.CodeInternal, Message: "internal error"}
			body = processor.Encode(processor.ErrorReply(err), f)
		}
	}()
	return w.proc.Handle(ctx, ch, payload, f)
}

// payloadFormat reads Content-Type: JSON when it says so, msgpack
// otherwise.
func payloadFormat(contentType string) (processor.Format, string) {
	if contentType != "" {
		if mt, _, err := mime.ParseMediaType(contentType); err == nil && (mt == ContentTypeJSON || strings.HasSuffix(mt, "+json")) {
			return processor.JSON, ContentTypeJSON
		}
	}
	return processor.Msgpack, ContentTypeMsgpack
}
