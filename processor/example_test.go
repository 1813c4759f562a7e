package processor_test

import (
	"context"
	"fmt"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// A model.in whose reply goes to the model side may not ask for the
// restorations: they hold the values in clear.
func ExampleTowardsModel() {
	det, _ := exact.New(exact.Config{Values: []exact.Value{{Value: "Patrick", Label: "PERSON"}}})
	pipe, _ := pipeline.New(pipeline.Config{Detector: det})
	p, _ := processor.New(processor.Config{Pipeline: pipe})
	req, _ := msgpack.Marshal(map[string]any{
		"thread_id": "conv-1",
		"messages":  []any{map[string]any{"role": "user", "content": "Who is Patrick?"}},
		"restore":   true,
	})

	reply, _ := p.Handle(context.Background(), wire.ModelIn, req, processor.Msgpack)
	var got struct {
		Messages []struct {
			Content string `msgpack:"content"`
		} `msgpack:"messages"`
		Restored []string `msgpack:"restored"`
	}
	_ = msgpack.Unmarshal(reply, &got)
	fmt.Println(got.Messages[0].Content, "|", got.Restored[0])

	_, err := p.Handle(processor.TowardsModel(context.Background()), wire.ModelIn, req, processor.Msgpack)
	fmt.Println(pii.CodeOf(err))
	// Output:
	// Who is <<PERSON:1>>? | Who is Patrick?
	// bad_request
}
