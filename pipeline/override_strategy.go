package pipeline

import (
	"fmt"
	"strings"
)

// AllowListStrategy says which detections an allow-list hit invalidates.
type AllowListStrategy uint8

const (
	// AllowValue invalidates every detection carrying the hit's value (by
	// value key: case and spaces folded), whatever its position and label.
	// The default: an allow list names values, and the label written
	// beside one is a guess at what the detector will say.
	AllowValue AllowListStrategy = iota
	// AllowExact invalidates only a detection with the hit's very span and
	// label.
	AllowExact
	// AllowOverlap invalidates every detection overlapping the hit,
	// labels ignored.
	AllowOverlap
)

// DenyListStrategy says whether the deny list outranks the assistant's
// provenance.
type DenyListStrategy uint8

const (
	// DenyRespectProvenance masks what the deny list finds, except a value
	// the assistant introduced first, which stays in clear like any other
	// (the model wrote it because it was useful). The default.
	DenyRespectProvenance DenyListStrategy = iota
	// DenyForce masks what the deny list finds whoever introduced it.
	DenyForce
)

// ConflictStrategy says who wins where the deny list and the allow list
// contradict each other.
type ConflictStrategy uint8

const (
	// DenyListWins clears first and forces last, so a value on both lists
	// is masked: the fail-closed reading. The default.
	DenyListWins ConflictStrategy = iota
	// AllowListWins forces first and clears last, so a value on both lists
	// stays in clear.
	AllowListWins
	// ConflictRaise refuses the message (pii.CodeConflictingOverride) when
	// a span of one list overlaps a span of the other.
	ConflictRaise
)

var (
	allowNames    = []string{"value", "exact", "overlap"}
	denyNames     = []string{"respect_provenance", "force"}
	conflictNames = []string{"deny_list_wins", "allow_list_wins", "raise"}
)

// String returns "value", "exact" or "overlap".
func (s AllowListStrategy) String() string { return enumName(allowNames, uint8(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s AllowListStrategy) MarshalText() ([]byte, error) { return enumText(allowNames, uint8(s)) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *AllowListStrategy) UnmarshalText(b []byte) error {
	i, err := enumParse("allow_list_strategy", allowNames, string(b))
	*s = AllowListStrategy(i)
	return err
}

// String returns "respect_provenance" or "force".
func (s DenyListStrategy) String() string { return enumName(denyNames, uint8(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s DenyListStrategy) MarshalText() ([]byte, error) { return enumText(denyNames, uint8(s)) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *DenyListStrategy) UnmarshalText(b []byte) error {
	i, err := enumParse("deny_list_strategy", denyNames, string(b))
	*s = DenyListStrategy(i)
	return err
}

// String returns "deny_list_wins", "allow_list_wins" or "raise".
func (s ConflictStrategy) String() string { return enumName(conflictNames, uint8(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s ConflictStrategy) MarshalText() ([]byte, error) { return enumText(conflictNames, uint8(s)) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *ConflictStrategy) UnmarshalText(b []byte) error {
	i, err := enumParse("conflict_strategy", conflictNames, string(b))
	*s = ConflictStrategy(i)
	return err
}

func enumName(names []string, i uint8) string {
	if int(i) < len(names) {
		return names[i]
	}
	return fmt.Sprintf("invalid(%d)", i)
}

func enumText(names []string, i uint8) ([]byte, error) {
	if int(i) >= len(names) {
		return nil, fmt.Errorf("pipeline: invalid strategy value %d", i)
	}
	return []byte(names[i]), nil
}

func enumParse(key string, names []string, v string) (uint8, error) {
	for i, n := range names {
		if strings.EqualFold(strings.TrimSpace(v), n) {
			return uint8(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q; valid: %s", key, v, strings.Join(names, ", "))
}
