package strategy_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/strategy"
)

func TestDefaultsAreTheZeroValues(t *testing.T) {
	var tool strategy.ToolCallStrategy
	var invented strategy.InventedPlaceholderStrategy
	var assistant strategy.EntityCreateByAssistantStrategy
	if tool != strategy.ToolFull || invented != strategy.InventedRaise || assistant != strategy.AssistantPreserve {
		t.Fatalf("defaults = %v %v %v, want full raise preserve", tool, invented, assistant)
	}
}

func TestParseIgnoresCaseAndPrintsBack(t *testing.T) {
	tests := []struct {
		in   string
		want string
		got  func(string) (fmt.Stringer, error)
	}{
		{"FULL", "full", toolParser},
		{"Input", "input", toolParser},
		{"output", "output", toolParser},
		{" passthrough ", "passthrough", toolParser},
		{"RAISE", "raise", inventedParser},
		{"drop", "drop", inventedParser},
		{"Keep", "keep", inventedParser},
		{"PRESERVE", "preserve", assistantParser},
		{"anonymize", "anonymize", assistantParser},
		{"Ignore", "ignore", assistantParser},
	}
	for _, tt := range tests {
		v, err := tt.got(tt.in)
		if err != nil {
			t.Fatalf("parse %q: %v", tt.in, err)
		}
		if v.String() != tt.want {
			t.Errorf("parse %q = %v, want %s", tt.in, v, tt.want)
		}
	}
}

func toolParser(s string) (fmt.Stringer, error) { return strategy.ParseToolCallStrategy(s) }
func inventedParser(s string) (fmt.Stringer, error) {
	return strategy.ParseInventedPlaceholderStrategy(s)
}
func assistantParser(s string) (fmt.Stringer, error) {
	return strategy.ParseEntityCreateByAssistantStrategy(s)
}

func TestUnknownValueErrorListsTheValidOnes(t *testing.T) {
	_, err := strategy.ParseToolCallStrategy("inbound_only")
	var e *strategy.Error
	if !errors.As(err, &e) {
		t.Fatalf("err = %v, want *strategy.Error", err)
	}
	for _, v := range []string{"full", "input", "output", "passthrough", "inbound_only"} {
		if !strings.Contains(err.Error(), v) {
			t.Errorf("message %q does not mention %q", err, v)
		}
	}
}

func TestTextRoundTrip(t *testing.T) {
	for _, s := range []strategy.InventedPlaceholderStrategy{strategy.InventedRaise, strategy.InventedDrop, strategy.InventedKeep} {
		b, err := s.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back strategy.InventedPlaceholderStrategy
		if err := back.UnmarshalText(b); err != nil || back != s {
			t.Fatalf("round trip %v → %s → %v (%v)", s, b, back, err)
		}
	}
}

func TestToolStrategyDirections(t *testing.T) {
	tests := []struct {
		s             strategy.ToolCallStrategy
		input, output bool
	}{
		{strategy.ToolFull, true, true},
		{strategy.ToolInput, true, false},
		{strategy.ToolOutput, false, true},
		{strategy.ToolPassthrough, false, false},
	}
	for _, tt := range tests {
		if tt.s.RestoresInput() != tt.input || tt.s.AnonymizesOutput() != tt.output {
			t.Errorf("%v: restores input %v, anonymizes output %v", tt.s, tt.s.RestoresInput(), tt.s.AnonymizesOutput())
		}
	}
}

func TestDeprecatedAliasIsTheSameType(t *testing.T) {
	var old strategy.AssistantEntityStrategy = strategy.AssistantIgnore
	var cur strategy.EntityCreateByAssistantStrategy = old
	v, err := strategy.ParseAssistantEntityStrategy("ignore")
	if err != nil || v != cur {
		t.Fatalf("alias parse = %v, %v", v, err)
	}
}

func ExampleParseToolCallStrategy() {
	s, err := strategy.ParseToolCallStrategy("Input")
	fmt.Println(s, s.RestoresInput(), s.AnonymizesOutput(), err)
	// Output: input true false <nil>
}
