package durable

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// create creates the durable consumer cfg describes on stream, or
// updates the one there, retrying while JetStream cannot take it yet
// (every worker creates the same consumers at start) until ctx ends.
func (s *Set) create(ctx context.Context, stream string, cfg jetstream.ConsumerConfig) (jetstream.Consumer, error) {
	var cons jetstream.Consumer
	err := retry.Do(ctx, s.log, "create or update consumer "+cfg.Durable, func(ctx context.Context) error {
		var err error
		cons, err = s.createOrKeepStart(ctx, stream, cfg)
		return s.explain(err)
	}, retry.JetStream)
	return cons, err
}

// consumerRaces bounds the look-ups of one attempt to create or update a
// consumer that another worker (or an operator) deletes or creates
// between the look-up and the change.
const consumerRaces = 3

// createOrKeepStart updates the consumer named cfg.Durable keeping where
// it delivers from, or creates it with cfg when there is none. A consumer
// created again past its ack floor delivers by start sequence, and its
// deliver policy cannot be updated: a create-or-update with the
// configured policy would be refused, at every later start of every
// worker. A create that loses to another worker's (a consumer there,
// perhaps from another start sequence) uses that one, updated, in the
// same way. A consumer found without its files (lostItsFiles) is deleted
// and created again just past its ack floor.
func (s *Set) createOrKeepStart(ctx context.Context, stream string, cfg jetstream.ConsumerConfig) (jetstream.Consumer, error) {
	js := s.js
	var err error
	for range consumerRaces {
		var cons jetstream.Consumer
		cons, err = js.Consumer(ctx, stream, cfg.Durable)
		switch {
		case err == nil:
			existing := cons.CachedInfo()
			cons, err = js.UpdateConsumer(ctx, stream, keepStart(cfg, existing.Config))
			if lostItsFiles(err) {
				// No update can mend it: each is refused. Its state is
				// still served, so it is created again past its floor.
				if err := js.DeleteConsumer(ctx, stream, cfg.Durable); err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
					return nil, err
				}
				cfg = resumeAt(cfg, existing)
				s.log.Warn("consumer lost its files in the server's store (created again at once after a deletion); deleted and created again", append([]any{"consumer", cfg.Durable}, deliverAttrs(cfg)...)...)
				continue
			}
			if !hasErrorCode(err, jetstream.JSErrCodeConsumerDoesNotExist, jetstream.JSErrCodeConsumerNotFound) {
				return cons, err
			}
		case errors.Is(err, jetstream.ErrConsumerNotFound):
			cons, err = js.CreateConsumer(ctx, stream, cfg)
			if !hasErrorCode(err, jetstream.JSErrCodeConsumerExists, jetstream.JSErrCodeConsumerAlreadyExists, jetstream.JSErrCodeConsumerNameExists) {
				return cons, err
			}
		default:
			return nil, err
		}
	}
	// Not wrapped: the last API error may read as a refusal, and this
	// passes (the next attempt looks again).
	return nil, fmt.Errorf("%w (last: %v)", errConsumerRacing, err)
}

// errConsumerRacing is a consumer deleted or created by someone else
// every time between the look-up and the change.
var errConsumerRacing = errors.New("consumer deleted or created under each look-up")

// lostItsFiles reports an update refused because the consumer's
// directory is gone from the server's file store. nats-server (2.15.2)
// answers a deleted consumer's pull requests ("consumer deleted") before
// it removes the consumer's directory; a consumer created again under
// the same name at once, as the worker does, can have its new files
// removed with the old ones. It consumes, but cannot be updated (each
// update writes its meta.inf) and would not survive a server restart.
func lostItsFiles(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeConsumerCreate &&
		strings.Contains(apiErr.Description, "meta.inf") && strings.Contains(apiErr.Description, "no such file or directory")
}

// resumeAt returns cfg to create the consumer info describes again with:
// just past its ack floor when it has one, else from where it started.
func resumeAt(cfg jetstream.ConsumerConfig, info *jetstream.ConsumerInfo) jetstream.ConsumerConfig {
	if info.AckFloor.Stream == 0 {
		return keepStart(cfg, info.Config)
	}
	cfg.DeliverPolicy = jetstream.DeliverByStartSequencePolicy
	cfg.OptStartSeq = info.AckFloor.Stream + 1
	cfg.OptStartTime = nil
	return cfg
}

// keepStart returns cfg with the deliver policy and start of the existing
// consumer's configuration, which an update cannot change.
func keepStart(cfg, existing jetstream.ConsumerConfig) jetstream.ConsumerConfig {
	cfg.DeliverPolicy = existing.DeliverPolicy
	cfg.OptStartSeq = existing.OptStartSeq
	cfg.OptStartTime = existing.OptStartTime
	return cfg
}

// hasErrorCode reports whether err is a JetStream API error with one of
// codes.
func hasErrorCode(err error, codes ...jetstream.ErrorCode) bool {
	var apiErr *jetstream.APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	for _, c := range codes {
		if apiErr.ErrorCode == c {
			return true
		}
	}
	return false
}

// deliverAttrs are the log attributes saying where cfg delivers from.
func deliverAttrs(cfg jetstream.ConsumerConfig) []any {
	if cfg.DeliverPolicy == jetstream.DeliverByStartSequencePolicy {
		return []any{"deliver", cfg.DeliverPolicy.String(), "start_seq", cfg.OptStartSeq}
	}
	return []any{"deliver", cfg.DeliverPolicy.String()}
}
