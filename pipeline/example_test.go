package pipeline_test

import (
	"context"
	"errors"
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

func mustExact(values ...exact.Value) pii.Detector {
	d, err := exact.New(exact.Config{Values: values})
	if err != nil {
		panic(err)
	}
	return d
}

// The deny list masks what the detector misses; the allow list keeps a
// value in clear whatever the detector says.
func ExampleOverride() {
	p, err := pipeline.New(pipeline.Config{
		Detector: mustExact(exact.Value{Value: "Grafana", Label: "ORGANIZATION"}, exact.Value{Value: "Paul Martin", Label: "PERSON"}),
		Override: &pipeline.Override{
			DenyList:  mustExact(exact.Value{Value: "PRJ-0042", Label: "PROJECT"}),
			AllowList: mustExact(exact.Value{Value: "Grafana", Label: "ORGANIZATION"}),
		},
	})
	if err != nil {
		panic(err)
	}
	a, _ := p.Anonymize(context.Background(), "t", "Paul Martin set up Grafana for PRJ-0042.", pii.RoleUser)
	fmt.Println(a.Text)
	// Output: <<PERSON:1>> set up Grafana for <<PROJECT:1>>.
}

// A guard rail refuses a text in which its own detector still finds PII,
// naming labels only.
func ExampleGuard() {
	p, err := pipeline.New(pipeline.Config{
		Detector: mustExact(exact.Value{Value: "Paul Martin", Label: "PERSON"}),
		Guard:    &pipeline.Guard{Detector: mustExact(exact.Value{Value: "paul.martin@example.com", Label: "EMAIL"})},
	})
	if err != nil {
		panic(err)
	}
	_, err = p.Anonymize(context.Background(), "t", "Paul Martin: paul.martin@example.com", pii.RoleUser)
	fmt.Println(pii.CodeOf(err), err)
	// Output: pii_remaining Anonymized text still contains PII: ['EMAIL']
}

// A person corrects a thread: a missed value is masked from then on, a
// value masked wrongly is left in clear; tokens already issued keep their
// meaning.
func ExamplePipeline_Correct() {
	p, err := pipeline.New(pipeline.Config{Detector: mustExact(exact.Value{Value: "Paris", Label: "LOCATION"}, exact.Value{Value: "Paul Martin", Label: "PERSON"})})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	msg := "Paul Martin, Paris office, codename Bluebird"
	a, _ := p.Anonymize(ctx, "t", msg, pii.RoleUser)
	fmt.Println(a.Text)
	out, _ := p.Correct(ctx, "t", []pipeline.Correction{
		{Action: pipeline.Mask, Label: "CODENAME", Text: "Bluebird"},
		{Action: pipeline.Clear, Label: "LOCATION", Text: "Paris"},
	})
	fmt.Println(out[0].Tokens, out[1].Tokens)
	a, _ = p.Anonymize(ctx, "t", msg, pii.RoleUser) // the history, sent again
	fmt.Println(a.Text)
	r, _ := p.Deanonymize(ctx, "t", "<<CODENAME:1>> stays in <<LOCATION:1>>.")
	fmt.Println(r.Text)
	// Output:
	// <<PERSON:1>>, <<LOCATION:1>> office, codename Bluebird
	// [<<CODENAME:1>>] [<<LOCATION:1>>]
	// <<PERSON:1>>, Paris office, codename <<CODENAME:1>>
	// Bluebird stays in Paris.
}

// A caller that must not wait tries a call under NonBlocking, and runs it
// again where it may wait when it stopped: here a new value, which would
// be appended to the thread's log, stops the first try before anything
// is written.
func ExampleNonBlocking() {
	p, err := pipeline.New(pipeline.Config{Detector: mustExact(exact.Value{Value: "Paul Martin", Label: "PERSON"})})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	a, _ := p.Anonymize(ctx, "thread-1", "Paul Martin called.", pii.RoleUser)
	restore := func(thread string) {
		nb, attempt := pipeline.NonBlocking(ctx)
		r, err := p.Deanonymize(nb, thread, a.Text)
		if attempt.Blocked() {
			fmt.Println("would wait:", errors.Is(err, pipeline.ErrWouldBlock))
			r, _ = p.Deanonymize(ctx, thread, a.Text)
		}
		fmt.Println(r.Text)
	}
	restore("thread-1") // a warm thread: served from memory
	restore("thread-2") // a thread the pipeline has not read
	// Output:
	// Paul Martin called.
	// would wait: true
	// <<PERSON:1>> called.
}

// A request's texts are admitted together before any of their values is
// written: past MaxNewValues the whole request is refused, and its
// thread stays as it was.
func ExamplePipeline_Admit() {
	det := mustExact(exact.Value{Value: "ann@example.com", Label: "EMAIL"}, exact.Value{Value: "bob@example.com", Label: "EMAIL"},
		exact.Value{Value: "cid@example.com", Label: "EMAIL"})
	p, err := pipeline.New(pipeline.Config{Detector: det, MaxNewValues: 2})
	if err != nil {
		panic(err)
	}
	request := func(texts ...string) error {
		ctx, err := p.Admit(context.Background(), "thread-1", texts)
		if err != nil {
			return err
		}
		for _, t := range texts {
			a, err := p.Anonymize(ctx, "thread-1", t, pii.RoleUser)
			if err != nil {
				return err
			}
			fmt.Println(a.Text)
		}
		return nil
	}
	err = request("Write to ann@example.com and bob@example.com.", "Copy cid@example.com.")
	fmt.Println(pii.CodeOf(err))
	_ = request("Copy cid@example.com, then ann@example.com.")
	// Output:
	// limit_exceeded
	// Copy <<EMAIL:1>>, then <<EMAIL:2>>.
}

// A request walks its texts under Begin: the texts its thread rendered
// before are answered at once, the first new one and those after it are
// held unchanged; Complete admits them, and a second walk, which passes
// on what the first answered, de-identifies them.
func ExamplePipeline_Begin() {
	det := mustExact(exact.Value{Value: "ann@example.com", Label: "EMAIL"}, exact.Value{Value: "bob@example.com", Label: "EMAIL"})
	p, err := pipeline.New(pipeline.Config{Detector: det})
	if err != nil {
		panic(err)
	}
	if _, err := p.Anonymize(context.Background(), "thread-1", "Write to ann@example.com.", pii.RoleUser); err != nil {
		panic(err)
	}
	texts := []string{"Write to ann@example.com.", "Copy bob@example.com."}
	walk := func(ctx context.Context) {
		for i, t := range texts {
			a, err := p.Anonymize(ctx, "thread-1", t, pii.RoleUser)
			if err != nil {
				panic(err)
			}
			texts[i] = a.Text
		}
		fmt.Println(texts)
	}
	ctx := p.Begin(context.Background(), -1) // the texts' size unknown
	walk(ctx)
	again, err := p.Complete(ctx, "thread-1")
	if err != nil {
		panic(err)
	}
	if again {
		walk(ctx)
	}
	// Output:
	// [Write to <<EMAIL:1>>. Copy bob@example.com.]
	// [Write to <<EMAIL:1>>. Copy <<EMAIL:2>>.]
}
