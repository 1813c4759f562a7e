package pii

import "context"

// Composite runs its detectors one after the other and concatenates
// their detections in detector order, which the resolver uses to break its
// last ties. It stops at the first error.
type Composite struct {
	detectors []Detector
	inProcess bool // every detector declares it never waits
}

// NewComposite combines detectors.
func NewComposite(detectors ...Detector) *Composite {
	c := &Composite{detectors: append([]Detector(nil), detectors...), inProcess: true}
	for _, d := range detectors {
		c.inProcess = c.inProcess && d != nil && DetectsInProcess(d)
	}
	return c
}

// InProcess implements InProcess: a composite never waits when none of
// its detectors does.
func (c *Composite) InProcess() bool { return c.inProcess }

// Detect implements Detector.
func (c *Composite) Detect(ctx context.Context, text string) ([]Detection, error) {
	var out []Detection
	for _, d := range c.detectors {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		dets, err := d.Detect(ctx, text)
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = dets // often the only detector with findings: no copy
			continue
		}
		out = append(out[:len(out):len(out)], dets...)
	}
	return out, nil
}
