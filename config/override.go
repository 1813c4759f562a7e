package config

import (
	"github.com/piighost/piighost-nats/pipeline"
)

// Override is the [override] table: upstream piighost's deny list (values
// always masked) and allow list (values always left in clear), each a
// detector table like [detector], with their strategies. piighost 1.x
// named them the other way round ([override.whitelist] was the deny
// list); those names are refused with the name to write instead.
type Override struct {
	DenyList  *Detector `toml:"deny_list"`
	AllowList *Detector `toml:"allow_list"`
	// AllowListStrategy is "value" (default), "exact" or "overlap".
	AllowListStrategy pipeline.AllowListStrategy `toml:"allow_list_strategy"`
	// DenyListStrategy is "respect_provenance" (default) or "force".
	DenyListStrategy pipeline.DenyListStrategy `toml:"deny_list_strategy"`
	// ConflictStrategy is "deny_list_wins" (default), "allow_list_wins"
	// or "raise".
	ConflictStrategy pipeline.ConflictStrategy `toml:"conflict_strategy"`
}

func (c *Config) validateOverride() error {
	o := c.Override
	if o == nil {
		return nil
	}
	if o.DenyList == nil && o.AllowList == nil {
		return c.errorf("override", "an [override] table needs [override.deny_list] or [override.allow_list]")
	}
	for _, l := range []struct {
		d    *Detector
		path string
	}{{o.DenyList, "override.deny_list"}, {o.AllowList, "override.allow_list"}} {
		if l.d != nil {
			if err := c.validateDetector(l.d, l.path); err != nil {
				return err
			}
		}
	}
	return nil
}

// buildOverride builds the [override] stage, or nil without the table.
func (c *Config) buildOverride(opts BuildOptions) (*pipeline.Override, error) {
	o := c.Override
	if o == nil {
		return nil, nil
	}
	out := &pipeline.Override{AllowStrategy: o.AllowListStrategy, DenyStrategy: o.DenyListStrategy, Conflict: o.ConflictStrategy}
	var err error
	if o.DenyList != nil {
		if out.DenyList, err = c.buildDetector(o.DenyList, "override.deny_list", opts); err != nil {
			return nil, err
		}
	}
	if o.AllowList != nil {
		if out.AllowList, err = c.buildDetector(o.AllowList, "override.allow_list", opts); err != nil {
			return nil, err
		}
	}
	return out, nil
}
