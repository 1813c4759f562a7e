package gateway

import (
	"context"
	"errors"
	"fmt"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// ErrTokenGrammar is wrapped by the error of a check that found no token
// grammar the gateway can use: the workers disagree on it, or one of them
// does not publish it. The gateway then is not ready; at start, the
// command refuses to run.
var ErrTokenGrammar = errors.New("gateway: the workers publish no token grammar the gateway can use")

// learn asks every worker instance for its service info and takes the
// token grammar they agree on (the delimiters of [anonymizer.placeholder],
// which tell the gateway where a streamed token may still be forming).
// It fails when no worker answers, when one publishes no grammar, or when
// two disagree; the grammar learned before, if any, then stays in use.
func (g *Gateway) learn(ctx context.Context) error {
	infos, err := g.infos(ctx)
	if err != nil {
		return err
	}
	want := infos[0].Placeholder
	for _, i := range infos {
		switch {
		case i.Placeholder.Prefix == "":
			return grammarError("worker instance %s (version %s) does not publish its token grammar: run workers of the gateway's version", i.ID, i.Version)
		case i.Placeholder != want:
			return grammarError("the workers disagree on the token grammar (%s and %s): give every worker the same [anonymizer.placeholder]", describe(want), describe(i.Placeholder))
		}
	}
	rec, err := pipeline.NewRecognizer(pipeline.Delimiters{Prefix: want.Prefix, Suffix: want.Suffix}, true)
	if err != nil {
		return grammarError("the workers' token delimiters %s are not valid: %v", describe(want), err)
	}
	if old := g.rec.Swap(rec); old == nil || old.Delimiters() != rec.Delimiters() {
		g.log.Info("token grammar learned from the workers", "placeholder", want.Type, "prefix", want.Prefix, "suffix", want.Suffix, "instances", len(infos))
	}
	return nil
}

// recognizer returns the token grammar learned from the workers, asking
// them when none was learned yet.
func (g *Gateway) recognizer(ctx context.Context) (*pipeline.Recognizer, error) {
	if rec := g.rec.Load(); rec != nil {
		return rec, nil
	}
	if err := g.Check(ctx); err != nil {
		return nil, err
	}
	if rec := g.rec.Load(); rec != nil {
		return rec, nil
	}
	return nil, &pii.Error{Code: pii.CodeUnavailable, Message: "no worker has told the gateway its token grammar yet"}
}

func describe(p client.Placeholder) string {
	return fmt.Sprintf("%s %q %q", p.Type, p.Prefix, p.Suffix)
}

func grammarError(format string, args ...any) error {
	return &pii.Error{Code: pii.CodeUnavailable, Message: "gateway: " + fmt.Sprintf(format, args...), Err: ErrTokenGrammar}
}
