package flow

import (
	"strconv"

	"github.com/piighost/piighost-nats/gateway/internal/jsonargs"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
)

// ArgsIn reads a tool call's arguments (JSON text) for the worker: its
// string values, keyed "0", "1", ... in order (the worker reads every
// string value on its own, so the shape around them does not matter).
// Text that is not JSON is one value.
func ArgsIn(args string) map[string]any {
	var leaves []string
	if jsonobj.Valid(args) {
		leaves = jsonargs.Leaves(args)
	} else {
		leaves = []string{args}
	}
	out := make(map[string]any, len(leaves))
	for i, l := range leaves {
		out[strconv.Itoa(i)] = l
	}
	return out
}

// ArgsOut writes the worker's answer to ArgsIn back into the arguments,
// each value escaped.
func ArgsOut(args string, got map[string]any) (string, error) {
	valid := jsonobj.Valid(args)
	n := 1
	if valid {
		n = len(jsonargs.Leaves(args))
	}
	values := make([]string, n)
	for i := range values {
		s, ok := got[strconv.Itoa(i)].(string)
		if !ok {
			return "", internalf("the worker answered no string for argument value %d", i)
		}
		values[i] = s
	}
	if !valid {
		return values[0], nil
	}
	return jsonargs.Rewrite(args, values), nil
}
