package config

import (
	"github.com/piighost/piighost-nats/pipeline"
)

// GuardRail is the [guard] table: upstream piighost's guard rail, a
// detector of its own that re-reads every de-identified text and fails
// the message (pii_remaining) when it finds PII left in it.
type GuardRail struct {
	// Type is "detector", the one kind this worker runs (upstream's llm,
	// moderation and gliner2 guards call out to a model: put such a model
	// behind a presidio_http or nats detector).
	Type string `toml:"type"`
	// IgnorePlaceholders blanks the tokens out before the detector reads
	// the text (default true).
	IgnorePlaceholders *bool `toml:"ignore_placeholders"`
	// Detector is the [guard.detector] table, like [detector].
	Detector *Detector `toml:"detector"`
}

func (c *Config) validateGuard() error {
	g := c.Guard
	if g == nil {
		return nil
	}
	if g.Type != "detector" {
		return c.errorf("guard.type", "unknown guard type %q; valid: detector (with a [guard.detector] table)", g.Type)
	}
	if g.Detector == nil {
		return c.errorf("guard", "a detector guard needs a [guard.detector] table")
	}
	return c.validateDetector(g.Detector, "guard.detector")
}

// buildGuard builds the [guard] stage, or nil without the table.
func (c *Config) buildGuard(opts BuildOptions) (*pipeline.Guard, error) {
	g := c.Guard
	if g == nil {
		return nil, nil
	}
	det, err := c.buildDetector(g.Detector, "guard.detector", opts)
	if err != nil {
		return nil, err
	}
	return &pipeline.Guard{
		Detector:         det,
		ScanPlaceholders: g.IgnorePlaceholders != nil && !*g.IgnorePlaceholders,
		OnFlag:           opts.OnGuardFlag,
	}, nil
}
