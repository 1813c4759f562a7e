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
	if SplitOf("np-gen-en-chat-001") == SplitOf("np-gen-en-chat-002") && SplitOf("np-gen-en-chat-002") == SplitOf("np-gen-en-chat-003") &&
		SplitOf("np-gen-en-chat-003") == SplitOf("np-gen-en-chat-004") {
		t.Errorf("four consecutive ids in one split: the hash does not spread")
	}
}
