package client

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"

	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// Info is what one worker instance publishes about itself in its micro
// service info: how it is configured. The worker is the authority on
// strategies: nothing in a request selects them, so a client that expects
// some compares them with these and refuses to run on a difference.
type Info struct {
	// ID is the service instance's id; Version the worker's version.
	ID      string
	Version string
	// Prefix is the worker's subject prefix.
	Prefix string
	// MaxPayload is the largest request the worker accepts, in bytes.
	MaxPayload int
	// Tool is the default ToolCallStrategy, Tools the per-tool ones.
	Tool  strategy.ToolCallStrategy
	Tools map[string]strategy.ToolCallStrategy
	// Invented is the InventedPlaceholderStrategy.
	Invented strategy.InventedPlaceholderStrategy
	// Assistant is the EntityCreateByAssistantStrategy.
	Assistant strategy.EntityCreateByAssistantStrategy
	// Strict tells whether the worker runs strict mode: it de-identifies
	// what upstream's rules pass on in clear (system and tool messages in
	// model.in, keys it does not own, the other values of a tool.result
	// update). False for a worker that does not publish it.
	Strict bool
	// Metadata is the raw metadata.
	Metadata map[string]string
}

// ToolStrategy returns the strategy the worker applies to a tool.
func (i Info) ToolStrategy(tool string) strategy.ToolCallStrategy {
	if s, ok := i.Tools[tool]; ok {
		return s
	}
	return i.Tool
}

// Info reads one worker instance's service info ($SRV.INFO.piighost, which
// the shipped agent identity may request) and from then on keeps model.in
// and model.out requests under the worker's request limit.
func (c *Client) Info(ctx context.Context) (Info, error) {
	subject := wire.InfoSubject(c.opts.service)
	actx, cancel := context.WithTimeout(ctx, c.opts.timeout)
	defer cancel()
	reply, err := c.nc.RequestWithContext(actx, subject, nil)
	if err != nil {
		return Info{}, c.noReply(ctx, subject, err)
	}
	info, err := parseInfo(reply)
	if err != nil {
		return Info{}, err
	}
	if info.MaxPayload > 0 {
		c.workerMax.Store(int64(info.MaxPayload))
	}
	return info, nil
}

func parseInfo(reply *nats.Msg) (Info, error) {
	var mi micro.Info
	if err := json.Unmarshal(reply.Data, &mi); err != nil {
		return Info{}, internalError("the service info is not JSON")
	}
	meta := mi.Metadata
	info := Info{ID: mi.ID, Version: mi.Version, Prefix: meta[wire.MetaPrefix], Metadata: meta, Tools: map[string]strategy.ToolCallStrategy{}}
	info.MaxPayload, _ = strconv.Atoi(meta[wire.MetaMaxPayload])
	var err error
	if info.Tool, err = strategy.ParseToolCallStrategy(meta[wire.MetaToolStrategy]); err != nil {
		return Info{}, internalError("the service info has no valid " + wire.MetaToolStrategy)
	}
	if info.Invented, err = strategy.ParseInventedPlaceholderStrategy(meta[wire.MetaInventedStrategy]); err != nil {
		return Info{}, internalError("the service info has no valid " + wire.MetaInventedStrategy)
	}
	if info.Assistant, err = strategy.ParseEntityCreateByAssistantStrategy(meta[wire.MetaAssistantStrategy]); err != nil {
		return Info{}, internalError("the service info has no valid " + wire.MetaAssistantStrategy)
	}
	if s, ok := meta[wire.MetaStrict]; ok {
		if info.Strict, err = strconv.ParseBool(s); err != nil {
			return Info{}, internalError("the service info has no valid " + wire.MetaStrict)
		}
	}
	for k, v := range meta {
		tool, ok := strings.CutPrefix(k, wire.MetaToolStrategy+".")
		if !ok {
			continue
		}
		s, err := strategy.ParseToolCallStrategy(v)
		if err != nil {
			return Info{}, internalError("the service info has an invalid strategy for tool " + strconv.Quote(tool))
		}
		info.Tools[tool] = s
	}
	return info, nil
}
