package main

import (
	"fmt"
	"regexp"

	"github.com/piighost/piighost-nats/client"
)

// scriptedModel stands in for an LLM: it answers from the placeholders it
// was shown, as a real model would, and never sees a clear value.
type scriptedModel struct{}

var tokenRE = regexp.MustCompile(`<<([A-Z_]+):(\d+)>>`)

// tokens returns the first token of each label in the messages, and
// every token in order of appearance.
func tokens(msgs []client.Message) (first map[string]string, all []string) {
	first = map[string]string{}
	for _, m := range msgs {
		for _, t := range tokenRE.FindAllStringSubmatch(m.Content, -1) {
			if _, ok := first[t[1]]; !ok {
				first[t[1]] = t[0]
			}
			all = append(all, t[0])
		}
	}
	return first, all
}

// first answers the user's request with a tool call on the tokens.
func (scriptedModel) first(seen []client.Message) client.Message {
	tok, _ := tokens(seen)
	return client.AssistantMessage(fmt.Sprintf("Sending it to %s now.", tok["PERSON"]),
		client.ToolCall{ID: "call-1", Name: "send_email", Args: map[string]any{
			"to":   tok["EMAIL"],
			"body": fmt.Sprintf("Hello %s, your report.", tok["PERSON"]),
		}})
}

// final reports what the tool did, with the new address its result held.
func (scriptedModel) final(seen []client.Message) string {
	first, all := tokens(seen)
	latestEmail := first["EMAIL"]
	for _, t := range all {
		if tokenRE.FindStringSubmatch(t)[1] == "EMAIL" {
			latestEmail = t
		}
	}
	return fmt.Sprintf("Done, %s: sent to %s, replies from %s; texting %s.",
		first["PERSON"], first["EMAIL"], latestEmail, first["US_PHONE"])
}
