package wire

// Keys of the service metadata (`nats micro info piighost`), which tell
// clients how the worker is configured. The worker is the authority on
// strategies: a client compares them with the ones it expects.
const (
	// MetaPrefix is the subject prefix.
	MetaPrefix = "prefix"
	// MetaPayload describes the payload formats.
	MetaPayload = "payload"
	// MetaMaxPayload is the largest request accepted, in bytes.
	MetaMaxPayload = "max_payload"
	// MetaToolStrategy is the default ToolCallStrategy; MetaToolStrategy
	// + "." + a tool name is that tool's.
	MetaToolStrategy = "strategy.tool"
	// MetaInventedStrategy is the InventedPlaceholderStrategy.
	MetaInventedStrategy = "strategy.invented"
	// MetaAssistantStrategy is the EntityCreateByAssistantStrategy.
	MetaAssistantStrategy = "strategy.assistant"
	// MetaStrict is "true" when the worker de-identifies, in strict mode,
	// what upstream's rules pass on in clear (system and tool messages in
	// model.in, keys the worker does not own, the other values of a
	// tool.result update), "false" otherwise.
	MetaStrict = "strategy.strict"
	// MetaPlaceholder is the type of the worker's placeholder factory
	// ([anonymizer.placeholder] type: "label_counter" or "label_hash").
	MetaPlaceholder = "placeholder"
	// MetaPlaceholderPrefix and MetaPlaceholderSuffix are the delimiters
	// of its tokens ("<<" and ">>" by default): with the type they are the
	// token grammar, which a client that restores streamed text itself
	// needs to tell where a token may still be forming.
	MetaPlaceholderPrefix = "placeholder.prefix"
	MetaPlaceholderSuffix = "placeholder.suffix"
)

// Keys of each endpoint's metadata.
const (
	// MetaChannel is the channel's wire name.
	MetaChannel = "channel"
	// MetaDirection is Channel.Direction.
	MetaDirection = "direction"
)
