package processor

import (
	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/wire"
)

// protocolNames are the strings every payload repeats: the wire
// contract's field names, roles and block types, and the keys LangChain
// puts in its messages. Decoding reuses them instead of copying them out
// of each payload (an allocation per key and role saved).
func protocolNames() *envelope.Names {
	return envelope.NewNames(
		wire.FieldThreadID, wire.FieldError, wire.FieldErrorCode, wire.FieldErrorMessage, wire.FieldErrorTokens,
		wire.FieldMessages, wire.FieldChanged,
		wire.FieldRole, wire.FieldType, wire.FieldContent, wire.FieldToolCalls, wire.FieldToolCallID, wire.FieldName, wire.FieldID,
		wire.RoleUser, wire.RoleAssistant, wire.RoleTool, wire.RoleSystem, wire.RoleHuman, wire.RoleAI,
		wire.FieldBlockType, wire.FieldBlockText, wire.BlockText,
		wire.FieldCallID, wire.FieldCallName, wire.FieldCallArgs, wire.FieldToolCall,
		wire.FieldToolName, wire.FieldMessage, wire.FieldUpdate,
		wire.FieldStreamID, wire.FieldSeq, wire.FieldText, wire.FieldEnd, wire.FieldDuplicate, wire.FieldContinuation,
		wire.FieldForgotten, wire.FieldForgottenEntities, wire.FieldForgottenMessages,
		wire.FieldCorrections, wire.FieldCorrectionAction, wire.FieldCorrectionText, wire.FieldCorrectionLabel,
		wire.FieldCorrectionTokens, wire.FieldCorrectionChanged, wire.ActionMask, wire.ActionClear,
		// LangChain's message keys and block types.
		"additional_kwargs", "response_metadata", "invalid_tool_calls", "usage_metadata", "example",
		"tool_call_chunks", "status", "artifact", "image_url", "tool_use", "input", "url",
	)
}
