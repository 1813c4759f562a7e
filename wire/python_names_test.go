package wire_test

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// pythonNames is the Python package's copy of the wire names, written by
// this test from packages wire and pii.
const pythonNames = "../clients/python/src/piighost_nats/_names.py"

var updatePython = flag.Bool("update-python", false, "rewrite "+pythonNames+" from packages wire and pii")

// TestThePythonPackageSpellsTheWireNamesOfGo renders the Python module of
// wire names (channels, subjects, headers, metadata keys, fields, error
// codes and their statuses) from the Go constants the worker builds its
// replies with, and fails when the committed module differs: the Python
// client cannot drift from the worker. With -update-python it rewrites
// the module instead.
func TestThePythonPackageSpellsTheWireNamesOfGo(t *testing.T) {
	want := renderPythonNames()
	if *updatePython {
		if err := os.WriteFile(pythonNames, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(pythonNames)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s differs from the Go wire names; rewrite it with\n\tgo test ./wire -run TestThePythonPackageSpellsTheWireNamesOfGo -update-python", pythonNames)
	}
}

type pyConst struct {
	name  string
	value any // string or int
}

func renderPythonNames() string {
	var b strings.Builder
	b.WriteString(`"""The wire names of the piighost worker, as its Go packages wire and pii spell them.

Generated from Go: do not edit. A Go test (wire/python_names_test.go) fails
when this file differs from the constants the worker builds its replies
with; rewrite it with

    go test ./wire -run TestThePythonPackageSpellsTheWireNamesOfGo -update-python
"""

from typing import Final

`)
	consts := []pyConst{
		{"DEFAULT_PREFIX", wire.DefaultPrefix},
		{"SERVICE_NAME", wire.ServiceName},
		{"DEFAULT_QUEUE_GROUP", wire.DefaultQueueGroup},
		{"INFO_SUBJECT_PREFIX", strings.TrimSuffix(wire.InfoSubject("x"), "x")},
		{"CLEAR_NAMESPACE", wire.ClearNamespace},
		{"SAFE_NAMESPACE", wire.SafeNamespace},
		{"ERRORS_NAMESPACE", wire.SideErrors},
		{"DEFAULT_MAX_PAYLOAD", wire.DefaultMaxPayload},
		{"THREAD_PARTITIONS", wire.ThreadPartitions},
		{"PARTITION_TOKEN", wire.PartitionToken},
		{"HEADER_CONTENT_TYPE", wire.HeaderContentType},
		{"HEADER_ERROR_CODE", wire.HeaderErrorCode},
		{"HEADER_SERVICE_ERROR", wire.HeaderServiceError},
		{"HEADER_SERVICE_ERROR_CODE", wire.HeaderServiceErrorCode},
		{"HEADER_INPUT_SEQ", wire.HeaderInputSeq},
		{"HEADER_STREAM_STATE", wire.HeaderStreamState},
		{"HEADER_CHANNEL", wire.HeaderChannel},
		{"HEADER_MSG_ID", wire.HeaderMsgID},
		{"CONTENT_TYPE_MSGPACK", wire.ContentTypeMsgpack},
		{"CONTENT_TYPE_JSON", wire.ContentTypeJSON},
		{"META_PREFIX", wire.MetaPrefix},
		{"META_MAX_PAYLOAD", wire.MetaMaxPayload},
		{"META_TOOL_STRATEGY", wire.MetaToolStrategy},
		{"META_INVENTED_STRATEGY", wire.MetaInventedStrategy},
		{"META_ASSISTANT_STRATEGY", wire.MetaAssistantStrategy},
		{"META_STRICT", wire.MetaStrict},
	}
	for _, c := range consts {
		fmt.Fprintf(&b, "%s: Final = %s\n", c.name, pyLiteral(c.value))
	}

	b.WriteString("\nCHANNELS: Final = (\n")
	for _, ch := range wire.Channels() {
		fmt.Fprintf(&b, "    %s,\n", strconv.Quote(string(ch)))
	}
	b.WriteString(")\n\"\"\"Every channel, by wire name, in the order subjects.md gives them.\"\"\"\n")

	b.WriteString("\nDEFAULT_ROUTES: Final = {\n")
	for _, r := range wire.DefaultRoutes("{prefix}") {
		fmt.Fprintf(&b, "    %s: (%s, %s),\n", strconv.Quote(string(r.Channel)), strconv.Quote(r.Input), strconv.Quote(r.Output))
	}
	b.WriteString("}\n\"\"\"Pipeline-mode routes: channel -> (input subject, output subject), ``{prefix}`` to fill.\"\"\"\n")

	b.WriteString("\nERROR_STATUS: Final = {\n")
	for _, c := range pii.Codes() {
		fmt.Fprintf(&b, "    %s: %d,\n", strconv.Quote(string(c)), c.Status())
	}
	b.WriteString("}\n\"\"\"Every wire error code, with its HTTP-like status (Nats-Service-Error-Code).\"\"\"\n")

	fields := []string{
		wire.FieldThreadID, wire.FieldError, wire.FieldErrorCode, wire.FieldErrorMessage, wire.FieldErrorTokens,
		wire.FieldMessages, wire.FieldChanged, wire.FieldRestore, wire.FieldRestored, wire.FieldRestoredTokens, wire.FieldRole, wire.FieldType, wire.FieldContent,
		wire.FieldToolCalls, wire.FieldToolCallID, wire.FieldName, wire.FieldID, wire.FieldBlockType,
		wire.FieldBlockText, wire.FieldCallID, wire.FieldCallName, wire.FieldCallArgs, wire.FieldToolCall,
		wire.FieldToolName, wire.FieldMessage, wire.FieldUpdate, wire.FieldStreamID, wire.FieldSeq,
		wire.FieldText, wire.FieldEnd, wire.FieldDuplicate, wire.FieldContinuation, wire.FieldForgotten,
		wire.FieldForgottenEntities, wire.FieldForgottenMessages, wire.FieldCorrections,
		wire.FieldCorrectionAction, wire.FieldCorrectionText, wire.FieldCorrectionLabel,
		wire.FieldCorrectionTokens, wire.FieldCorrectionChanged,
	}
	slices.Sort(fields)
	fields = slices.Compact(fields)
	b.WriteString("\nFIELDS: Final = frozenset(\n    {\n")
	for _, f := range fields {
		fmt.Fprintf(&b, "        %s,\n", strconv.Quote(f))
	}
	b.WriteString("    }\n)\n\"\"\"Every payload key the worker reads or writes.\"\"\"\n")

	roles := []string{wire.RoleUser, wire.RoleAssistant, wire.RoleTool, wire.RoleSystem, wire.RoleHuman, wire.RoleAI}
	b.WriteString("\nROLES: Final = (")
	for i, r := range roles {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(r))
	}
	b.WriteString(")\n\"\"\"The values of a message's role (or type).\"\"\"\n")
	return b.String()
}

func pyLiteral(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case int:
		return strconv.Itoa(v)
	}
	panic(fmt.Sprintf("no Python literal for %T", v))
}
