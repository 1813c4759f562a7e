package kvstore

import (
	"bytes"
	"encoding/binary"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/internal/mpstr"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/streamstate"
)

// Plaintexts are MessagePack arrays (struct fields in order), so a value
// holds no field names. Decoding reads one value and ignores the padding.

type metaRecord struct {
	//lint:ignore U1000 msgpack reads the tag: the record encodes as an array
	_msgpack struct{} `msgpack:",as_array"`
	Gen      uint64
	Created  int64 // Unix milliseconds
}

type entryRecord struct {
	//lint:ignore U1000 msgpack reads the tag: the record encodes as an array
	_msgpack struct{} `msgpack:",as_array"`
	Label    string
	Text     string
	Role     uint8
}

type detectionRecord struct {
	//lint:ignore U1000 msgpack reads the tag: the record encodes as an array
	_msgpack   struct{} `msgpack:",as_array"`
	Start      int
	End        int
	Label      string
	Text       string
	Confidence float64
}

type streamRecord struct {
	//lint:ignore U1000 msgpack reads the tag: the record encodes as an array
	_msgpack      struct{} `msgpack:",as_array"`
	Next          int64
	Held          string
	LastText      string
	LastErrorCode string
	LastErrorMsg  string
	LastTokens    []string
	Ended         bool
}

func encode(v any) []byte {
	b, err := msgpack.Marshal(v)
	if err != nil {
		panic("kvstore: encoding a record: " + err.Error()) // plain structs: cannot fail
	}
	return b
}

func decode(data []byte, v any) error {
	if err := msgpack.NewDecoder(bytes.NewReader(data)).Decode(v); err != nil {
		return errCorrupt
	}
	return nil
}

// correctionRecord is a correction entry: an entryRecord with a fourth
// field, the kind. A sighting keeps its three fields, so its bytes are
// what they were before corrections existed, and a reader that predates
// corrections fails to decode a correction (msgpack refuses an array of
// another length) and fails closed, instead of numbering it as a value.
type correctionRecord struct {
	//lint:ignore U1000 msgpack reads the tag: the record encodes as an array
	_msgpack struct{} `msgpack:",as_array"`
	Label    string
	Text     string
	Role     uint8
	Kind     uint8
}

// encodeEntry writes e as msgpack.Marshal writes its entryRecord (a
// sighting) or correctionRecord, byte for byte, without reflection: an
// array of three or four fields, the label and the text as msgpack
// strings, the role and the kind each as a uint8 (0xcc and its byte).
func encodeEntry(e pipeline.Entry) []byte {
	fields := byte(3)
	if e.Kind != pipeline.EntrySighting {
		fields = 4
	}
	b := make([]byte, 0, 1+mpstr.HeaderLen(len(e.Label))+len(e.Label)+mpstr.HeaderLen(len(e.Text))+len(e.Text)+4)
	b = append(b, 0x90|fields) // fixarray
	b = mpstr.Append(b, e.Label)
	b = mpstr.Append(b, e.Text)
	b = append(b, 0xcc, uint8(e.Role))
	if fields == 4 {
		b = append(b, 0xcc, uint8(e.Kind))
	}
	return b
}

// encodeMeta writes a head's record as msgpack.Marshal writes it, byte
// for byte, without reflection: a two-field array of a uint64 (0xcf) and
// an int64 (0xd3), each in eight big-endian bytes.
func encodeMeta(r *metaRecord) []byte {
	b := make([]byte, 19)
	b[0], b[1], b[10] = 0x92, 0xcf, 0xd3
	binary.BigEndian.PutUint64(b[2:], r.Gen)
	binary.BigEndian.PutUint64(b[11:], uint64(r.Created))
	return b
}

func decodeEntry(data []byte) (pipeline.Entry, error) {
	n, err := msgpack.NewDecoder(bytes.NewReader(data)).DecodeArrayLen()
	if err != nil {
		return pipeline.Entry{}, errCorrupt
	}
	var e pipeline.Entry
	switch n {
	case 3:
		var r entryRecord
		if err := decode(data, &r); err != nil {
			return pipeline.Entry{}, err
		}
		e = pipeline.Entry{Label: r.Label, Text: r.Text, Role: pii.Role(r.Role)}
	case 4:
		var r correctionRecord
		if err := decode(data, &r); err != nil {
			return pipeline.Entry{}, err
		}
		e = pipeline.Entry{Kind: pipeline.EntryKind(r.Kind), Label: r.Label, Text: r.Text, Role: pii.Role(r.Role)}
		if e.Kind != pipeline.EntryMask && e.Kind != pipeline.EntryClear {
			return pipeline.Entry{}, errCorrupt
		}
	default:
		return pipeline.Entry{}, errCorrupt
	}
	// Only a clear may leave the label out (a value under every label).
	if e.Text == "" || e.Role > pii.RoleAssistant || e.Label == "" && e.Kind != pipeline.EntryClear {
		return pipeline.Entry{}, errCorrupt
	}
	return e, nil
}

func encodeDetections(dets []pii.Detection) []byte {
	rs := make([]detectionRecord, len(dets))
	for i, d := range dets {
		rs[i] = detectionRecord{Start: d.Start, End: d.End, Label: d.Label, Text: d.Text, Confidence: d.Confidence}
	}
	return encode(rs)
}

func decodeDetections(data []byte) ([]pii.Detection, error) {
	var rs []detectionRecord
	if err := decode(data, &rs); err != nil {
		return nil, err
	}
	dets := make([]pii.Detection, len(rs))
	for i, r := range rs {
		if r.Start < 0 || r.End <= r.Start || r.End-r.Start != len(r.Text) || r.Label == "" {
			return nil, errCorrupt
		}
		dets[i] = pii.Detection{Start: r.Start, End: r.End, Label: r.Label, Text: r.Text, Confidence: r.Confidence}
	}
	return dets, nil
}

func encodeStream(st streamstate.State) []byte {
	return encode(&streamRecord{
		Next: st.Next, Held: st.Held, LastText: st.LastText,
		LastErrorCode: string(st.LastErrorCode), LastErrorMsg: st.LastErrorMsg,
		LastTokens: st.LastTokens, Ended: st.Ended,
	})
}

func decodeStream(data []byte) (streamstate.State, error) {
	var r streamRecord
	if err := decode(data, &r); err != nil {
		return streamstate.State{}, err
	}
	return streamstate.State{
		Next: r.Next, Held: r.Held, LastText: r.LastText,
		LastErrorCode: pii.Code(r.LastErrorCode), LastErrorMsg: r.LastErrorMsg,
		LastTokens: r.LastTokens, Ended: r.Ended,
	}, nil
}
