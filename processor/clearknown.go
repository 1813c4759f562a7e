package processor

import "github.com/piighost/piighost-nats/wire"

// ClearKnown reports the model.in messages of one request that hold, in
// a part the worker passes on unchanged under upstream's rules (a tool or
// system message, a key it does not own, a typed block), values the thread
// already tokenised: the signature of a client that keeps a tool's clear
// output in its history instead of the tool.result reply. It carries no
// content: the thread id (for the caller to turn into a digest), and per
// message its index, role and the number of values.
type ClearKnown struct {
	Thread   string
	Messages []ClearKnownMessage
}

// ClearKnownMessage is one message of a ClearKnown report.
type ClearKnownMessage struct {
	// Index is the message's position in the request's messages.
	Index int
	// Role is the message's role: user, assistant, tool or system.
	Role string
	// Values counts the occurrences of tokenised values found in clear.
	Values int
	// Rewritten tells whether strict mode de-identified them before the
	// message went on (never for an assistant message under "ignore").
	Rewritten bool
}

func (r role) String() string {
	switch r {
	case roleUser:
		return wire.RoleUser
	case roleAssistant:
		return wire.RoleAssistant
	case roleTool:
		return wire.RoleTool
	}
	return wire.RoleSystem
}
