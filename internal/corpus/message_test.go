package corpus

import (
	"strings"
	"testing"
)

func TestSplitOfDependsOnTheIDAlone(t *testing.T) {
	for _, id := range []string{"a", "np-gen-en-chat-001", "pos-hand-de-dob-002"} {
		if SplitOf(id) != SplitOf(strings.Clone(id)) {
			t.Errorf("SplitOf(%q) is not stable", id)
		}
	}
	if SplitOf("np-gen-en-chat-001") != PartOf("np-gen-en-chat-001") {
		t.Errorf("SplitOf is not PartOf of the id")
	}
}
