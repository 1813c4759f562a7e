package corpus

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
)

//go:generate go run ./gen -out data

// The corpora, as the generator writes them: JSON Lines, one message a
// line.
const (
	NoPIIFile    = "data/nopii.jsonl"
	PositiveFile = "data/positive.jsonl"
)

//go:embed data/nopii.jsonl data/positive.jsonl data/faker.jsonl
var files embed.FS

// LineError is a line of an embedded corpus file that does not parse or
// breaks the corpus' rules. The generator's tests rule it out; it can only
// come from a hand-edited data file.
type LineError struct {
	File string
	Line int // 1-based
	Err  error
}

// Error names the file and line.
func (e *LineError) Error() string { return fmt.Sprintf("corpus: %s:%d: %v", e.File, e.Line, e.Err) }

// Unwrap returns the underlying error.
func (e *LineError) Unwrap() error { return e.Err }

// NoPII returns the no-PII corpus, in file order: messages that hold no
// personal data at all.
func NoPII() ([]Message, error) {
	return load(NoPIIFile, Message.checkNoPII)
}

// Positive returns the positive corpus, in file order: messages with
// labelled personal data.
func Positive() ([]Labelled, error) {
	return load(PositiveFile, Labelled.check)
}

// Raw returns the bytes of an embedded corpus file (NoPIIFile, FakerFile or
// PositiveFile), for tools that read JSON Lines themselves.
func Raw(name string) ([]byte, error) { return files.ReadFile(name) }

// load reads and parses one embedded file.
func load[T interface{ id() string }](name string, check func(T) error) ([]T, error) {
	data, err := files.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return parse(name, data, check)
}

// parse decodes JSON Lines strictly (unknown fields are errors), checks
// every record and refuses duplicate ids.
func parse[T interface{ id() string }](name string, data []byte, check func(T) error) ([]T, error) {
	var out []T
	seen := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var rec T
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rec); err != nil {
			return nil, &LineError{name, n, err}
		}
		if dec.More() {
			return nil, &LineError{name, n, fmt.Errorf("more than one value on the line")}
		}
		if err := check(rec); err != nil {
			return nil, &LineError{name, n, err}
		}
		if first, dup := seen[rec.id()]; dup {
			return nil, &LineError{name, n, fmt.Errorf("id %s already on line %d", rec.id(), first)}
		}
		seen[rec.id()] = n
		out = append(out, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, &LineError{name, 0, err}
	}
	return out, nil
}

func (m Message) id() string { return m.ID }
