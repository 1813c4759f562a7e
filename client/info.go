package client

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

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
	// Placeholder is the worker's token grammar; its zero value for a
	// worker that does not publish it.
	Placeholder Placeholder
	// Metadata is the raw metadata.
	Metadata map[string]string
}

// Placeholder is a worker's placeholder factory ([anonymizer.placeholder]):
// its type and the delimiters of its tokens, which a client that restores
// streamed text itself needs to tell where a token may still be forming.
type Placeholder struct {
	// Type is "label_counter" or "label_hash".
	Type string
	// Prefix and Suffix open and close a token ("<<" and ">>" by default).
	Prefix, Suffix string
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

// InfoQuiet is how long Infos waits for one more worker instance after
// the last answer before it returns those it has.
const InfoQuiet = 100 * time.Millisecond

// Infos reads the service info of every worker instance that answers one
// request on $SRV.INFO.piighost: the answers that arrive until none came
// for InfoQuiet (or the call's timeout or ctx ends), each instance once,
// in the order they came. With no answer at all it fails as Info does.
// Like Info, it keeps later requests under the smallest request limit
// the instances gave.
func (c *Client) Infos(ctx context.Context) ([]Info, error) {
	subject := wire.InfoSubject(c.opts.service)
	actx, cancel := context.WithTimeout(ctx, c.opts.timeout)
	defer cancel()
	inbox := c.nc.NewInbox()
	sub, err := c.nc.SubscribeSync(inbox)
	if err != nil {
		return nil, c.noReply(ctx, subject, err)
	}
	defer func() { _ = sub.Unsubscribe() }()
	if err := c.nc.PublishRequest(subject, inbox, nil); err != nil {
		return nil, c.noReply(ctx, subject, err)
	}
	var out []Info
	seen := map[string]bool{}
	for {
		wctx, wcancel := actx, context.CancelFunc(func() {})
		if len(out) > 0 {
			wctx, wcancel = context.WithTimeout(actx, InfoQuiet)
		}
		msg, err := sub.NextMsgWithContext(wctx)
		wcancel()
		if err == nil && msg.Header.Get("Status") == "503" && len(msg.Data) == 0 {
			err = nats.ErrNoResponders
		}
		if err != nil {
			if len(out) > 0 {
				break
			}
			return nil, c.noReply(ctx, subject, err)
		}
		info, err := parseInfo(msg)
		if err != nil {
			return nil, err
		}
		if !seen[info.ID] {
			seen[info.ID] = true
			out = append(out, info)
		}
	}
	least := 0
	for _, i := range out {
		if i.MaxPayload > 0 && (least == 0 || i.MaxPayload < least) {
			least = i.MaxPayload
		}
	}
	if least > 0 {
		c.workerMax.Store(int64(least))
	}
	return out, nil
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
	info.Placeholder = Placeholder{Type: meta[wire.MetaPlaceholder], Prefix: meta[wire.MetaPlaceholderPrefix], Suffix: meta[wire.MetaPlaceholderSuffix]}
	if (info.Placeholder.Prefix == "") != (info.Placeholder.Suffix == "") {
		return Info{}, internalError("the service info has only one of " + wire.MetaPlaceholderPrefix + " and " + wire.MetaPlaceholderSuffix)
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
