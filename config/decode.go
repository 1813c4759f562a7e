package config

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/pelletier/go-toml/v2"

	"github.com/piighost/piighost-nats/pii"
)

// decodeStrict decodes a TOML document into v, rejecting unknown keys,
// with errors that name the key and its line.
func decodeStrict(data []byte, source string, v any) error {
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields().EnableUnmarshalerInterface()
	err := dec.Decode(v)
	if err == nil {
		return nil
	}
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) {
		var msgs []string
		for _, e := range strict.Errors {
			row, _ := e.Position()
			msgs = append(msgs, fmt.Sprintf("%s:%d: unknown key %s", source, row, strings.Join(e.Key(), ".")))
		}
		return pii.NewConfigError(strings.Join(msgs, "; "))
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, _ := de.Position()
		key := strings.Join(de.Key(), ".")
		if key != "" {
			key = " " + key
		}
		return pii.NewConfigError(fmt.Sprintf("%s:%d:%s: %s", source, row, key, tomlMessage(firstLine(de.Error()))))
	}
	return &pii.Error{Code: pii.CodeConfig, Message: source + ": invalid TOML", Err: err}
}

// goTypeMismatch is go-toml's wording of a value of the wrong type, which
// names Go types ("cannot decode TOML string into struct field
// config.Worker.Instances of type int").
var goTypeMismatch = regexp.MustCompile(`cannot decode TOML (\w+) into (?:struct field )?\S+ of type (\S+)`)

// tomlMessage rewrites go-toml's messages in TOML's words: "expected an
// integer, got a string", since the reader wrote TOML, not Go.
func tomlMessage(msg string) string {
	m := goTypeMismatch.FindStringSubmatch(msg)
	if m == nil {
		return strings.TrimPrefix(msg, "toml: ")
	}
	return "expected " + tomlKindOfGoType(m[2]) + ", got " + withArticle(tomlKindName(m[1]))
}

// tomlKindOfGoType names the TOML value a Go type is decoded from.
func tomlKindOfGoType(goType string) string {
	t := strings.TrimLeft(goType, "*")
	switch {
	case strings.HasPrefix(t, "[]"):
		return "an array"
	case strings.HasPrefix(t, "map["):
		return "a table"
	case t == "string":
		return "a string"
	case t == "bool":
		return "a boolean (true or false)"
	case strings.HasPrefix(t, "float"):
		return "a number"
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return "an integer"
	case strings.HasPrefix(t, "strategy."):
		return "a strategy name (a string)"
	}
	return "a table"
}

// tomlKindName turns go-toml's name of a TOML value kind into TOML's.
func tomlKindName(kind string) string {
	switch kind {
	case "InlineTable":
		return "inline table"
	case "ArrayTable":
		return "array of tables"
	case "LocalDate", "LocalTime", "LocalDateTime", "DateTime":
		return "date-time"
	}
	return strings.ToLower(kind)
}

func withArticle(s string) string {
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// Duration is a TOML duration: a string such as "24h" or "300ms", or a
// number of seconds as upstream piighost writes it (86400.0). An invalid
// value is reported by validation, with its key and line.
type Duration struct {
	v       time.Duration
	set     bool
	invalid string
}

// UnmarshalTOML implements go-toml's unstable.Unmarshaler.
func (d *Duration) UnmarshalTOML(raw []byte) error {
	s := strings.TrimSpace(string(raw))
	d.set = true
	if unq, err := strconv.Unquote(s); err == nil {
		v, err := time.ParseDuration(unq)
		if err != nil || v < 0 {
			d.invalid = s
			return nil
		}
		d.v = v
		return nil
	}
	secs, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64)
	if err != nil || secs < 0 {
		d.invalid = s
		return nil
	}
	d.v = time.Duration(secs * float64(time.Second))
	return nil
}

// DurationOf returns a set Duration of d.
func DurationOf(d time.Duration) Duration { return Duration{v: d, set: true} }

// D returns the duration as a time.Duration.
func (d Duration) D() time.Duration { return d.v }

// IsSet reports whether the key was written.
func (d Duration) IsSet() bool { return d.set }

// checkDuration reports an invalid duration at path.
func (c *Config) checkDuration(d Duration, path string) error {
	if d.invalid != "" {
		return c.errorf(path, "invalid duration %s: use a number of seconds or a string like \"90s\" or \"24h\"", d.invalid)
	}
	return nil
}
