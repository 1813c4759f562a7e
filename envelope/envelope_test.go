package envelope

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"
)

// sample builds a payload with everything a Python or Go sender may put
// in metadata: every integer width, floats, binary, an extension type
// (a timestamp), non-string keys and nested containers.
func sample(t testing.TB) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := msgpack.NewEncoder(&buf)
	enc.UseCompactInts(false) // keep wide integer encodings: they must survive as sent
	err := enc.Encode(map[string]any{
		"thread_id": "t-1",
		"messages": []any{map[string]any{
			"role":    "user",
			"content": "hello",
			"meta": map[any]any{
				int64(7): "int key", "ts": time.Unix(1700000000, 5).UTC(),
				"u8": uint8(200), "i64": int64(-1 << 40), "f32": float32(1.5), "f64": 2.25,
				"bin": []byte{0, 1, 2}, "nil": nil, "deep": []any{[]any{map[string]any{"x": true}}},
			},
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestUnchangedMsgpackIsWrittenBackByteForByte(t *testing.T) {
	b := sample(t)
	n, err := DecodeMsgpack(b, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if out := EncodeMsgpack(n); !bytes.Equal(out, b) {
		t.Fatalf("round trip changed the bytes:\n in  %x\n out %x", b, out)
	}
}

func TestAChangedStringLeavesTheRestExact(t *testing.T) {
	b := sample(t)
	n, _ := DecodeMsgpack(b, Limits{})
	msg := n.Get("messages").Item(0)
	meta := msg.Get("meta").raw
	msg.Get("content").SetStr("<<PERSON:1>> said hello")
	out := EncodeMsgpack(n)
	if !bytes.Contains(out, meta) {
		t.Fatal("untouched metadata is not byte-identical")
	}
	back := decodeUntyped(t, out)
	got := back["messages"].([]any)[0].(map[any]any)["content"]
	if got != "<<PERSON:1>> said hello" {
		t.Fatalf("content = %v", got)
	}
}

func TestABinaryKeyReadsAsTheStringItSpells(t *testing.T) {
	n, err := DecodeMsgpack([]byte{0x82, 0xc4, 7, 'c', 'o', 'n', 't', 'e', 'n', 't', 0xa1, 'x', 0xc4, 2, 0xff, 0xfe, 0xa1, 'y'}, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := n.Get("content").Str(); s != "x" {
		t.Errorf("Get(content) = %q", s)
	}
	if _, ok := n.items[2].KeyText(); ok {
		t.Error("a binary key that is not UTF-8 has no text")
	}
	n.Get("content").SetStr("<<PERSON:1>>")
	out := EncodeMsgpack(n)
	if !bytes.Contains(out, []byte{0xc4, 7, 'c', 'o', 'n', 't', 'e', 'n', 't', 0xac}) {
		t.Errorf("the key kept its binary spelling: %x", out)
	}
}

func TestNamesAreReusedAndOtherStringsCopied(t *testing.T) {
	b, _ := msgpack.Marshal(map[string]any{"role": "user", "content": "hello there"})
	payload := bytes.Clone(b)
	names := NewNames("role", "user", "content")
	n, err := Decoder{Names: names}.Msgpack(payload)
	if err != nil {
		t.Fatal(err)
	}
	for i := range payload {
		payload[i] = 0 // the tree must not read the payload's strings again
	}
	role, _ := n.Get("role").Str()
	content, _ := n.Get("content").Str()
	if role != "user" || content != "hello there" {
		t.Fatalf("decoded role %q, content %q", role, content)
	}
	if allocs := testing.AllocsPerRun(100, func() { _, _ = (Decoder{Names: names}).Msgpack(b) }); allocs != 4 && !raceEnabled {
		t.Errorf("decoding took %v allocations, want 4: the root, its item nodes and pointers (a payload too small for one allocation of every node), and the one string not a name", allocs)
	}
}

// A payload's nodes are allocated at once, whatever its containers: a
// request of three messages (seven containers) decodes in the nodes, the
// pointers and its strings that are not names.
func TestATreeIsDecodedInTwoAllocationsAndItsStrings(t *testing.T) {
	filler := strings.Repeat(" and so on", 10)
	b, _ := msgpack.Marshal(map[string]any{"thread_id": "t-1", "messages": []any{
		map[string]any{"role": "user", "content": "one" + filler},
		map[string]any{"role": "assistant", "content": "two" + filler},
		map[string]any{"role": "user", "content": "three" + filler, "meta": []any{1, 2.5, nil}},
	}})
	if len(b) < minSlabBytes {
		t.Fatalf("a payload of %d bytes is too small to test", len(b))
	}
	names := NewNames("thread_id", "messages", "role", "user", "assistant", "content", "meta")
	if allocs := testing.AllocsPerRun(100, func() { _, _ = (Decoder{Names: names}).Msgpack(b) }); allocs != 2+4 && !raceEnabled {
		t.Errorf("decoding took %v allocations, want 6: nodes, pointers and 4 strings (t-1, one, two, three)", allocs)
	}
}

// Containers share the decoding's pointers, each capped at its own items:
// adding an entry to one map copies its items, and leaves the next
// container's alone.
func TestSettingAKeyDoesNotWriteIntoTheNextContainer(t *testing.T) {
	// Long enough for its nodes and pointers to be allocated at once.
	pad := strings.Repeat("p", minSlabBytes)
	b, _ := msgpack.Marshal([]any{map[string]any{"a": 1, "d": pad}, map[string]any{"b": 2}, []any{"x"}})
	if len(b) < minSlabBytes {
		t.Fatalf("%d bytes: too short to share one allocation", len(b))
	}
	n, err := DecodeMsgpack(b, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	n.Item(0).Set("c", NewString("new"))
	if k, _ := n.Item(1).Entry(0); k.str != "b" || n.Item(1).Len() != 1 {
		t.Fatalf("the second map changed: %x", EncodeMsgpack(n.Item(1)))
	}
	if s, _ := n.Item(2).Item(0).Str(); s != "x" {
		t.Fatalf("the array changed: %q", s)
	}
	n.Item(0).Delete("a")
	n.Item(0).Delete("d")
	if k, _ := n.Item(1).Entry(0); k.str != "b" || n.Item(1).Len() != 1 {
		t.Fatalf("deleting from the first map changed the second: %x", EncodeMsgpack(n.Item(1)))
	}
	if s, _ := n.Item(2).Item(0).Str(); s != "x" || n.Item(2).Len() != 1 {
		t.Fatalf("deleting from the first map changed the array: %q", s)
	}
}

// The root map keeps room for the entry a reply adds (rootSpare): that
// entry is appended in place, in one allocation for its key and value,
// and neither it nor the entries added past the room write into the
// containers decoded after the root.
func TestTheRootMapsNewEntriesLeaveTheNextContainersAlone(t *testing.T) {
	pad := strings.Repeat("p", minSlabBytes)
	b, _ := msgpack.Marshal(map[string]any{"thread_id": "t", "messages": []any{map[string]any{"role": "user", "content": pad}}, "meta": map[string]any{"k": "v"}})
	names := NewNames("thread_id", "messages", "meta", "role", "content", "k", "t", "user", "v")
	decode := func() *Node {
		n, err := Decoder{Names: names}.Msgpack(b)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if allocs := testing.AllocsPerRun(100, func() { decode().SetBoolean("changed", true) }); !raceEnabled && allocs != 2+1+1 {
		t.Errorf("decoding and adding an entry took %v allocations, want 4: nodes, pointers, the string not a name and the entry", allocs)
	}
	n := decode()
	n.SetBoolean("changed", true)
	n.SetString("continuation", "c")
	n.Set("forgotten", NewInt(3))
	if m := n.Get("messages"); m.Len() != 1 || m.Item(0).Len() != 2 {
		t.Fatalf("the messages changed: %x", EncodeMsgpack(m))
	}
	if k, v := n.Get("meta").Entry(0); k.str != "k" || v.str != "v" || n.Get("meta").Len() != 1 {
		t.Fatalf("the meta map changed: %x", EncodeMsgpack(n.Get("meta")))
	}
	back := decodeUntyped(t, EncodeMsgpack(n))
	if back["changed"] != true || back["continuation"] != "c" || back["forgotten"] != int8(3) || len(back) != 6 {
		t.Errorf("got %v", back)
	}
}

// With Borrow, long strings share the payload's bytes and short ones
// are copied (or names): the tree reads the same either way.
func TestBorrowSharesLongStringsAndCopiesShortOnes(t *testing.T) {
	long := strings.Repeat("a long text ", 30)
	b, _ := msgpack.Marshal(map[string]any{"thread_id": "t-1", "role": "user", "content": long})
	names := NewNames("thread_id", "role", "user", "content")
	for _, c := range []struct {
		name   string
		borrow int
		shared bool
	}{
		{"zero copies every string", 0, false},
		{"a string shorter than Borrow is copied", len(long) + 1, false},
		{"a string as long as Borrow shares the payload", len(long), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			payload := bytes.Clone(b)
			n, err := Decoder{Names: names, Borrow: c.borrow}.Msgpack(payload)
			if err != nil {
				t.Fatal(err)
			}
			content, _ := n.Get("content").Str()
			thread, _ := n.Get("thread_id").Str()
			if content != long || thread != "t-1" {
				t.Fatalf("decoded %q, %q", thread, content)
			}
			for i := range payload {
				payload[i] = 'x'
			}
			content, _ = n.Get("content").Str()
			thread, _ = n.Get("thread_id").Str()
			if thread != "t-1" {
				t.Errorf("the short string shared the payload: %q", thread)
			}
			if shared := content != long; shared != c.shared {
				t.Errorf("content shared the payload: %v, want %v", shared, c.shared)
			}
		})
	}
}

// countValues counts what the decoding decodes, or gives up: it never
// sizes a tree wrongly, and takes every valid payload it is allowed.
func checkCountValues(t *testing.T, b []byte, n *Node) {
	t.Helper()
	want := countNodes(n)
	got, ok := countValues(b, want)
	if !ok || got != want {
		t.Fatalf("countValues(%x) = %d, %v; the tree has %d values", b, got, ok, want)
	}
	if _, ok := countValues(b, want-1); ok {
		t.Fatalf("countValues(%x) over a limit of %d values answered", b, want-1)
	}
}

func countNodes(n *Node) int {
	c := 1
	for _, it := range n.items {
		c += countNodes(it)
	}
	return c
}

func TestAnEncodingIsWrittenInOneAllocation(t *testing.T) {
	n, _ := DecodeMsgpack(sample(t), Limits{})
	n.Get("messages").Item(0).Get("content").SetStr(strings.Repeat("<<PERSON:1>> ", 40))
	n.Set("changed", NewBool(true))
	if allocs := testing.AllocsPerRun(100, func() { _ = EncodeMsgpack(n) }); allocs != 1 && !raceEnabled {
		t.Errorf("%v allocations", allocs)
	}
	out := EncodeMsgpack(n)
	if sizeMP(n) != len(out) {
		t.Errorf("sized %d, wrote %d", sizeMP(n), len(out))
	}
}

func TestSetStringAndSetBooleanChangeAnEntryInPlaceOrAddIt(t *testing.T) {
	b, _ := msgpack.Marshal(map[string]any{"text": "abc", "end": false})
	n, _ := DecodeMsgpack(b, Limits{})
	n.SetString("text", "abc")
	n.SetBoolean("end", false)
	if out := EncodeMsgpack(n); !bytes.Equal(out, b) {
		t.Errorf("the same values rewrote the payload: %x, was %x", out, b)
	}
	text := n.Get("text")
	n.SetString("text", "xyz")
	n.SetBoolean("end", true)
	n.SetBoolean("duplicate", true)
	n.SetString("continuation", "c")
	if n.Get("text") != text {
		t.Error("SetString replaced the entry's node")
	}
	back := decodeUntyped(t, EncodeMsgpack(n))
	if back["text"] != "xyz" || back["end"] != true || back["duplicate"] != true || back["continuation"] != "c" || len(back) != 4 {
		t.Errorf("got %v", back)
	}
}

func TestSetAddsAndReplacesKeys(t *testing.T) {
	n, _ := DecodeMsgpack(sample(t), Limits{})
	n.Set("changed", NewBool(true))
	n.Set("thread_id", NewString("t-2"))
	back := decodeUntyped(t, EncodeMsgpack(n))
	if back["changed"] != true || back["thread_id"] != "t-2" {
		t.Fatalf("got %v", back)
	}
}

// decodeUntyped decodes with vmihailenco/msgpack, tolerating non-string
// keys, as a second opinion on our encoder.
func decodeUntyped(t *testing.T, b []byte) map[any]any {
	t.Helper()
	dec := msgpack.NewDecoder(bytes.NewReader(b))
	dec.SetMapDecoder(func(d *msgpack.Decoder) (any, error) { return d.DecodeUntypedMap() })
	v, err := dec.DecodeInterface()
	if err != nil {
		t.Fatal(err)
	}
	return v.(map[any]any)
}

func TestDecodeRefusesBadInput(t *testing.T) {
	deep := bytes.Repeat([]byte{0x91}, 10_000) // 10,000 nested one-item arrays
	deep = append(deep, 0xc0)
	tests := []struct {
		name   string
		in     []byte
		lim    Limits
		reason Reason
	}{
		{"empty payload is malformed", nil, Limits{}, Malformed},
		{"truncated string is malformed", []byte{0xa5, 'a'}, Limits{}, Malformed},
		{"the never-used type byte is malformed", []byte{0xc1}, Limits{}, Malformed},
		{"trailing bytes are malformed", []byte{0xc0, 0xc0}, Limits{}, Malformed},
		{"a count the payload cannot hold is refused before allocating", []byte{0xdd, 0xff, 0xff, 0xff, 0xff}, Limits{}, Malformed},
		{"invalid UTF-8 in a string is refused", []byte{0xa2, 0xff, 0xfe}, Limits{}, InvalidUTF8},
		{"10,000 levels of nesting are refused", deep, Limits{}, TooDeep},
		{"an oversize payload is refused", make([]byte, 100), Limits{MaxBytes: 10}, TooLarge},
		{"a payload of too many small values is refused before it grows in memory", append([]byte{0xdd, 0, 0, 0x10, 0}, make([]byte, 4096)...), Limits{MaxValues: 1000}, TooLarge},
		{"a duplicate key is refused: readers disagree on which copy counts", []byte{0x82, 0xa1, 'c', 0xa1, 'x', 0xa1, 'c', 0xa1, 'y'}, Limits{}, DuplicateKey},
		{"a string key and a binary key of the same spelling are a duplicate", []byte{0x82, 0xa1, 'c', 0xa1, 'x', 0xc4, 1, 'c', 0xa1, 'y'}, Limits{}, DuplicateKey},
		{"two binary keys of the same spelling are a duplicate", []byte{0x82, 0xc4, 1, 'c', 0xa1, 'x', 0xc4, 1, 'c', 0xa1, 'y'}, Limits{}, DuplicateKey},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeMsgpack(tt.in, tt.lim)
			var e *Error
			if !errors.As(err, &e) || e.Reason != tt.reason {
				t.Fatalf("err = %v, want %s", err, tt.reason)
			}
		})
	}
}

func TestJSONKeepsOrderNumbersAndTokens(t *testing.T) {
	in := `{"thread_id":"t","n":12345678901234567890,"f":1.50,"messages":[{"role":"user","content":"<<EMAIL:1>> & co"}],"z":null}`
	n, err := DecodeJSON([]byte(in), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if out := string(EncodeJSON(n)); out != in {
		t.Fatalf("JSON round trip:\n in  %s\n out %s", in, out)
	}
}

func TestJSONRefusesBadInput(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		reason Reason
	}{
		{"truncated", `{"a":`, Malformed},
		{"trailing data", `{} {}`, Malformed},
		{"invalid UTF-8", "{\"a\":\"\xff\"}", InvalidUTF8},
		{"too deep", strings.Repeat("[", 10_000) + strings.Repeat("]", 10_000), TooDeep},
		{"a duplicate key", `{"role":"user","content":"hi","content":"mail a@b.c"}`, DuplicateKey},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeJSON([]byte(tt.in), Limits{})
			var e *Error
			if !errors.As(err, &e) || e.Reason != tt.reason {
				t.Fatalf("err = %v, want %s", err, tt.reason)
			}
		})
	}
}

func TestJSONStringsAreValidJSON(t *testing.T) {
	s := "quote\" back\\ nl\n tab\t ctl\x01 ls\u2028 <<A:1>> é"
	out := EncodeJSON(NewString(s))
	var back string
	if err := json.Unmarshal(out, &back); err != nil || back != s {
		t.Fatalf("%s → %q, %v", out, back, err)
	}
}

func FuzzDecodeMsgpack(f *testing.F) {
	f.Add(sample(f))
	f.Add([]byte{0x81, 0xa1, 'a', 0xc7, 0x01, 0x05, 0x00})
	f.Add([]byte{0xdf, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := DecodeMsgpack(b, Limits{MaxDepth: 32})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("untyped error %v", err)
			}
			return
		}
		if out := EncodeMsgpack(n); !bytes.Equal(out, b) {
			t.Fatalf("unchanged round trip differs:\n in  %x\n out %x", b, out)
		}
		checkCountValues(t, b, n)
		// Rewriting every string must still give a decodable payload, of
		// the size the encoder reserved for it; so must decoding with
		// names, which gives the same tree.
		touchStrings(n)
		out := EncodeMsgpack(n)
		if got := sizeMP(n); got != len(out) {
			t.Fatalf("encoding of %d bytes sized as %d", len(out), got)
		}
		if _, err := DecodeMsgpack(out, Limits{MaxDepth: 32}); err != nil {
			t.Fatalf("re-encoded payload does not decode: %v", err)
		}
		named, err := Decoder{Limits: Limits{MaxDepth: 32}, Names: NewNames("a", "content", "\x00")}.Msgpack(b)
		if err != nil {
			t.Fatalf("decodes without names, not with them: %v", err)
		}
		if out := EncodeMsgpack(named); !bytes.Equal(out, b) {
			t.Fatalf("round trip with names differs:\n in  %x\n out %x", b, out)
		}
	})
}

func FuzzDecodeJSON(f *testing.F) {
	f.Add([]byte(`{"thread_id":"t","messages":[{"role":"user","content":"x"}]}`))
	f.Add([]byte(`[1,2.5e3,"\u2028",null,true]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := DecodeJSON(b, Limits{MaxDepth: 32})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("untyped error %v", err)
			}
			return
		}
		touchStrings(n)
		if _, err := DecodeJSON(EncodeJSON(n), Limits{MaxDepth: 32}); err != nil {
			t.Fatalf("re-encoded JSON does not decode: %v\n%s", err, EncodeJSON(n))
		}
	})
}

func touchStrings(n *Node) {
	if s, ok := n.Str(); ok {
		n.SetStr(s + "<<X:1>>")
	}
	for _, it := range n.items {
		touchStrings(it)
	}
}

func TestDecodingMemoryIsBoundedByTheValueBudget(t *testing.T) {
	// 1 MiB of one-byte integers: refused, and without allocating for them.
	payload := append([]byte{0xdd, 0, 0x10, 0, 0}, make([]byte, 1<<20)...)
	allocs := testing.AllocsPerRun(3, func() {
		if _, err := DecodeMsgpack(payload, Limits{MaxBytes: 2 << 20}); err == nil {
			t.Fatal("accepted")
		}
	})
	if allocs > 10 {
		t.Errorf("%v allocations for a refused payload", allocs)
	}
}

func TestScalarAccessorsReadWhatWasDecoded(t *testing.T) {
	b, err := msgpack.Marshal(map[string]any{"u": uint64(math.MaxUint64), "neg": -3, "f": 1.5, "bin": []byte{1, 2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	n, err := DecodeMsgpack(b, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if u, ok := n.Get("u").Uint64(); !ok || u != math.MaxUint64 {
		t.Errorf("Uint64 = %d, %v", u, ok)
	}
	if _, ok := n.Get("neg").Uint64(); ok {
		t.Error("a negative int reads as a uint64")
	}
	if f, ok := n.Get("f").Float64(); !ok || f != 1.5 {
		t.Errorf("Float64 = %v, %v", f, ok)
	}
	if bin, ok := n.Get("bin").Bytes(); !ok || !bytes.Equal(bin, []byte{1, 2, 3}) {
		t.Errorf("Bytes = %v, %v", bin, ok)
	}
	if raw := n.Get("f").Raw(); len(raw) != 9 || raw[0] != 0xcb {
		t.Errorf("Raw = %x", raw)
	}
	j, err := DecodeJSON([]byte(`{"f":2.25}`), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := j.Get("f").Float64(); !ok || f != 2.25 || j.Get("f").Raw() != nil {
		t.Errorf("JSON float %v %v", f, ok)
	}
}
