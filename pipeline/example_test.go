package pipeline_test

import (
	"context"
	"fmt"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// A thread keeps one token per value, and restores what it issued.
func Example() {
	det, err := exact.New(exact.Config{Values: []exact.Value{{Value: "Paul Martin", Label: "PERSON"}}})
	if err != nil {
		panic(err)
	}
	p, err := pipeline.New(pipeline.Config{Detector: det})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	a, _ := p.Anonymize(ctx, "thread-1", "Paul Martin called; call PAUL MARTIN back.", pii.RoleUser)
	fmt.Println(a.Text)
	r, _ := p.Deanonymize(ctx, "thread-1", "I called <<PERSON:1>>.")
	fmt.Println(r.Text)
	// Output:
	// <<PERSON:1>> called; call <<PERSON:1>> back.
	// I called Paul Martin.
}
