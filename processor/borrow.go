package processor

import (
	"strings"

	"github.com/piighost/piighost-nats/wire"
)

// borrowFrom is the length from which AppendHandle's msgpack strings
// share the payload's bytes on a channel that borrows: the texts of
// messages, whose copy costs most of a restoring request's decoding. The
// short strings (thread ids, roles, keys) are copied as always.
const borrowFrom = 256

// borrows reports the channels whose requests keep none of their strings
// past the reply, so that their long strings need not be copied out of
// the payload: model.out, whose texts the pipeline only reads
// (pipeline.Pipeline.Deanonymize keeps nothing of them) and whose reply
// is encoded before AppendHandle returns. What modelOut hands on does
// not borrow: the thread id the pipeline keeps (its view's key) and the
// invented tokens of its error, pieces of its texts, are copied. model.in and tool.result
// keep their texts (memos, held renders, message records), stream.chunk
// its held tail: they copy.
func borrows(ch wire.Channel) bool { return ch == wire.ModelOut }

// own returns s, or a copy of s when it may share a payload's bytes (a
// string of a borrowing channel at least borrowFrom long), for what
// outlives the request.
func own(s string) string {
	if len(s) >= borrowFrom {
		return strings.Clone(s)
	}
	return s
}
