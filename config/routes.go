package config

import (
	"fmt"
	"strings"

	"github.com/piighost/piighost-nats/wire"
)

// Sides of pipeline-mode outputs: who reads them, and the side token of
// wire.Names.StoreSubject.
const (
	SideSafe   = wire.SideSafe   // the model side: model.in, tool.result
	SideClear  = wire.SideClear  // the clear side: model.out, tool.call, stream.chunk, thread.forget
	SideErrors = wire.SideErrors // operators: error events
)

// OutputSide says which side reads a route's output.
func (r Route) OutputSide() string {
	if ch, err := wire.ParseChannel(r.Channel); err == nil && ch.Deidentifies() {
		return SideSafe
	}
	return SideClear
}

// ErrorSubjectRoot is the subject under which pipeline mode publishes
// error events: <prefix>.errors.<channel>.
func (c *Config) ErrorSubjectRoot() string { return c.Worker.Prefix + ".errors" }

// OutputRoot is the longest run of leading subject tokens shared by every
// output subject of a side, without their last token: the output stream of
// the side republishes everything under <root>.>. For SideErrors it is
// ErrorSubjectRoot. It is "" when the side has no outputs, or when they
// share no first token (which Validate refuses).
func (c *Config) OutputRoot(side string) string {
	if side == SideErrors {
		return c.ErrorSubjectRoot()
	}
	var parents [][]string
	for _, r := range c.Routes {
		if r.OutputSide() == side {
			toks := strings.Split(r.Output, ".")
			parents = append(parents, toks[:len(toks)-1])
		}
	}
	if len(parents) == 0 {
		return ""
	}
	common := parents[0]
	for _, p := range parents[1:] {
		n := 0
		for n < len(common) && n < len(p) && common[n] == p[n] {
			n++
		}
		common = common[:n]
	}
	return strings.Join(common, ".")
}

// validateRouteSubjects refuses routes whose outputs could not be stored
// and republished once: an output that a route's input (or error events)
// would capture again, an output of a single token, one under the store
// prefix, or a side whose outputs share no first token.
func (c *Config) validateRouteSubjects() error {
	for i, r := range c.Routes {
		key := fmt.Sprintf("routes[%d].output", i)
		if !strings.Contains(r.Output, ".") {
			return c.errorf(key, "%q: an output subject needs at least two tokens", r.Output)
		}
		if store := c.Names().StoreSubjectPrefix(); within(store, r.Output) {
			return c.errorf(key, "%q: %s is where the worker stores outputs", r.Output, store)
		}
		for _, other := range c.Routes {
			if within(other.Input, r.Output) || within(r.Output, other.Input) {
				return c.errorf(key, "%q overlaps the input %q: its output would be processed again", r.Output, other.Input)
			}
		}
		if errs := c.ErrorSubjectRoot(); within(errs, r.Output) || within(r.Output, errs) {
			return c.errorf(key, "%q overlaps the error events (%s.>)", r.Output, errs)
		}
	}
	for _, side := range []string{SideSafe, SideClear} {
		if c.HasOutputs(side) && c.OutputRoot(side) == "" {
			return c.errorf("routes", "the %s-side outputs must share their first subject token", side)
		}
	}
	return nil
}

// HasOutputs reports whether some route's output is read by side.
func (c *Config) HasOutputs(side string) bool {
	for _, r := range c.Routes {
		if r.OutputSide() == side {
			return true
		}
	}
	return false
}

// within reports whether subject is root or below it.
func within(root, subject string) bool {
	return subject == root || strings.HasPrefix(subject, root+".")
}
