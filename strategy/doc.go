// Package strategy holds the three closed enums that steer the agent
// channels, as in upstream piighost's LangChain middleware:
//
//   - ToolCallStrategy: what crosses the tool boundary, in both directions
//     (FULL, INPUT, OUTPUT, PASSTHROUGH; default FULL);
//   - InventedPlaceholderStrategy: the fate of a token the thread never
//     issued that surfaces in a reply or a restored argument (RAISE, DROP,
//     KEEP; default RAISE);
//   - EntityCreateByAssistantStrategy: the fate of a value whose first
//     occurrence came from the assistant (PRESERVE, ANONYMIZE, IGNORE;
//     default PRESERVE).
//
// Each parses from its string value case-insensitively (an unknown value is
// an error listing the valid ones), prints back with String, and implements
// encoding.TextMarshaler and TextUnmarshaler so it can sit in TOML, JSON or
// msgpack configuration. The zero value of each type is its default.
package strategy
