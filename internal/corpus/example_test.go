package corpus_test

import (
	"fmt"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// Count the no-PII messages a detector would change, on the half it was
// not tuned on.
func ExampleNoPII() {
	msgs, err := corpus.NoPII()
	if err != nil {
		panic(err)
	}
	changed := 0
	for _, m := range corpus.Select(msgs, corpus.Sealed) {
		if detect(m.Text) {
			changed++ // a false alarm: the corpus holds no personal data
		}
	}
	fmt.Println("false alarms:", changed)
	// Output: false alarms: 0
}

// Read the labelled values of the positive corpus, in bytes for a
// detector that works in bytes.
func ExamplePositive() {
	msgs, err := corpus.Positive()
	if err != nil {
		panic(err)
	}
	for _, l := range msgs {
		if l.ID != "pos-hand-fr-dob-001" {
			continue
		}
		for _, sp := range l.Spans[:2] {
			start, end, _ := l.ByteRange(sp)
			fmt.Printf("%s %q code points [%d,%d) bytes [%d,%d)\n", sp.Label, l.Text[start:end], sp.Start, sp.End, start, end)
		}
	}
	// Output:
	// PERSON "MOREAU Julien" code points [10,23) bytes [10,23)
	// DATE_OF_BIRTH "14/03/1987" code points [32,42) bytes [33,43)
}

// detect stands for a detector: here, one that never fires.
func detect(string) bool { return false }
