package pipe

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/wire"
)

// ErrForeignStream is wrapped by the error of a start that found one of
// its streams configured for another deployment: stamped with another
// prefix, or capturing subjects outside this deployment's.
var ErrForeignStream = errors.New("the stream serves another deployment")

// stamp marks sc as this deployment's: wire.MetaDeployment is the prefix.
func (p *Pipe) stamp(sc *jetstream.StreamConfig) {
	if sc.Metadata == nil {
		sc.Metadata = map[string]string{}
	}
	sc.Metadata[wire.MetaDeployment] = p.cfg.Worker.Prefix
}

// checkOwner refuses to update a stream that exists for another
// deployment: one stamped with another prefix, or, unstamped (made by an
// earlier version or by hand), one that captures a subject outside this
// deployment's subjects. Updating it would take the other deployment's
// subjects from it ("whichever fleet starts last owns the streams"). A
// stream that does not exist yet, or cannot be read now (the create that
// follows retries), passes.
func (p *Pipe) checkOwner(ctx context.Context, want jetstream.StreamConfig) error {
	st, err := p.js.Stream(ctx, want.Name)
	if err != nil {
		return nil
	}
	have := st.CachedInfo().Config
	owner, stamped := have.Metadata[wire.MetaDeployment]
	switch {
	case stamped && owner == p.cfg.Worker.Prefix:
		return nil
	case stamped:
		return p.foreign(have, want, fmt.Sprintf("it is stamped for the deployment with prefix %q (metadata %s)", owner, wire.MetaDeployment))
	}
	for _, s := range have.Subjects {
		if !slices.Contains(want.Subjects, s) && !p.ours(s) {
			return p.foreign(have, want, fmt.Sprintf("it captures %s, outside this deployment's subjects", s))
		}
	}
	if rp := have.RePublish; rp != nil && !p.ours(rp.Destination) {
		return p.foreign(have, want, fmt.Sprintf("it republishes on %s, outside this deployment's subjects", rp.Destination))
	}
	return nil
}

// ours reports whether subject is this deployment's: under its prefix or
// its store subjects.
func (p *Pipe) ours(subject string) bool {
	for _, root := range []string{p.cfg.Worker.Prefix, p.names.StoreSubjectPrefix()} {
		if subject == root || strings.HasPrefix(subject, root+".") {
			return true
		}
	}
	return false
}

// foreign logs and returns the refusal of a stream of another deployment,
// naming the stream, the subjects it holds and those this worker expects.
func (p *Pipe) foreign(have, want jetstream.StreamConfig, why string) error {
	p.log.Error("stream "+have.Name+" is configured for another deployment: not starting",
		"stream", have.Name, "why", why, "subjects_found", have.Subjects, "subjects_expected", want.Subjects,
		"prefix", p.cfg.Worker.Prefix, "owner", have.Metadata[wire.MetaDeployment])
	return fmt.Errorf("%w: stream %s holds subjects %s, this worker (prefix %q) expects %s: %s. "+
		"Each deployment needs its own [worker] prefix, which names its streams, or its own NATS account "+
		"(docs/operations.md, \"Several teams on one cluster\")",
		ErrForeignStream, have.Name, strings.Join(have.Subjects, ", "), p.cfg.Worker.Prefix, strings.Join(want.Subjects, ", "), why)
}

// errCodeSubjectOverlap is JetStream's error code for a stream whose
// subjects another stream of the account captures.
const errCodeSubjectOverlap jetstream.ErrorCode = 10065

// explainOverlap turns JetStream's refusal of a stream whose subjects
// another stream captures into one that names that stream and its
// subjects; other errors are returned as they are.
func (p *Pipe) explainOverlap(ctx context.Context, want jetstream.StreamConfig, err error) error {
	var apiErr *jetstream.APIError
	if !errors.As(err, &apiErr) || apiErr.ErrorCode != errCodeSubjectOverlap {
		return err
	}
	for _, s := range want.Subjects {
		name, lerr := p.js.StreamNameBySubject(ctx, s)
		if lerr != nil || name == want.Name {
			continue
		}
		st, lerr := p.js.Stream(ctx, name)
		if lerr != nil {
			continue
		}
		have := st.CachedInfo().Config
		hint := ""
		if _, stamped := have.Metadata[wire.MetaDeployment]; !stamped && p.ours(s) {
			hint = fmt.Sprintf("; it is this deployment's stream of an earlier version, which named its streams after the default prefix: "+
				"[worker] stream_prefix = %q keeps using it", strings.TrimSuffix(name, strings.TrimPrefix(want.Name, p.names.Streams)))
		}
		p.log.Error("stream "+want.Name+" cannot be created: stream "+name+" captures its subjects",
			"stream", want.Name, "subjects_expected", want.Subjects, "held_by", name, "subjects_found", have.Subjects)
		return fmt.Errorf("%w: stream %s cannot capture %s: stream %s holds it (subjects %s)%s",
			ErrForeignStream, want.Name, s, name, strings.Join(have.Subjects, ", "), hint)
	}
	return err
}
