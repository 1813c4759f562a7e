package tests

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// layers lists the module's packages from the top of the import graph to
// its bottom (README's layout table and docs/architecture.md draw it). A
// package may import packages of the layers below its own only: never one
// above, never one beside it (so kvstore, beside processor, cannot reach
// the channel rules).
//
// The worker's parts (worker/internal/...) sit between the worker and
// config: the worker wires them together, and none imports another, so
// each can be read and changed alone; pipeline mode reaches its durable
// consumers through the small interface it declares (pipe.Consumers).
// Below the parts, handle (one message, whatever its transport) and
// retry serve them all. The pipeline's cache of threads
// (pipeline/internal/views) sits below the pipeline.
var layers = [][]string{
	{"cmd/worker", "cmd/pii-eval", "cmd/piighost-bench", "cmd/deploy-secrets", "cmd/piighost-gateway", "examples/agent", "internal/workertest"},
	{"gateway"},
	{"gateway/internal/openai", "gateway/internal/anthropic"},
	{"gateway/internal/flow"},
	{"gateway/internal/jsonargs"},
	{"gateway/internal/hold", "gateway/internal/sse", "gateway/internal/jsonobj", "gateway/internal/threadid"},
	{"worker", "client", "internal/nereval", "internal/gazgen", "internal/corpus/gen", "internal/deploysecrets"},
	workerParts,
	{"worker/internal/handle", "worker/internal/retry"},
	{"config"},
	{"processor", "kvstore"},
	{"envelope", "strategy", "pipeline", "streamstate", "wire"},
	{"detector/natsdetect", "pipeline/internal/views"},
	{"detector/external", "detector/regex", "detector/gazetteer", "detector/exact"},
	{"internal/textfold"},
	{"pii", "internal/corpus", "internal/natstest", "internal/cputime", "internal/mpstr"},
}

// workerParts are the parts the worker is composed of.
var workerParts = []string{"worker/internal/service", "worker/internal/pipe", "worker/internal/durable", "worker/internal/threads", "worker/internal/embedded"}

func TestNoPackageImportsOneAboveIt(t *testing.T) {
	const module = "github.com/piighost/piighost-nats/"
	layer := map[string]int{}
	for i, l := range layers {
		for _, p := range l {
			layer[p] = i
		}
	}
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		if pkg == "tests" {
			continue
		}
		from, ok := layer[pkg]
		if !ok {
			t.Errorf("package %s is in no layer: add it to layers, README's layout table and docs/architecture.md", pkg)
			continue
		}
		for _, imp := range fields[1:] {
			dep, ok := strings.CutPrefix(imp, module)
			if !ok {
				continue
			}
			if to, known := layer[dep]; known && to <= from {
				t.Errorf("%s (layer %d) imports %s (layer %d)", pkg, from, dep, to)
			}
		}
	}
}

// TestTheErrorVocabularyLinksNothingButTheStandardLibrary keeps pii cheap
// to import: a client that only reads error codes must not link a detector,
// its tables or a third-party module (about 2.2 MB for such a program,
// against 10.9 MB when the codes lived in pipeline). The wire contract
// (package wire) is held to the same rule.
func TestTheErrorVocabularyLinksNothingButTheStandardLibrary(t *testing.T) {
	for _, pkg := range []string{"pii", "wire"} {
		cmd := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", "./"+pkg)
		cmd.Dir = ".."
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if dep != "github.com/piighost/piighost-nats/"+pkg {
				t.Errorf("%s depends on %s", pkg, dep)
			}
		}
	}
}

// TestThePipelineIsTheThreadPipelineOnly holds package pipeline to the
// thread pipeline: its own files (tests aside) at most 3,500 lines, and at
// most 45 names in its go doc index (a constructor is listed under its
// type, a block of constants or variables once). Its cache of threads
// lives in pipeline/internal/views, stream states in streamstate.
func TestThePipelineIsTheThreadPipelineOnly(t *testing.T) {
	entries, err := os.ReadDir("../pipeline")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	lines := 0
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join("../pipeline", name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		lines += fset.File(f.Pos()).LineCount()
	}
	if lines > 3500 {
		t.Errorf("package pipeline has %d lines: more than 3,500 (what is not the thread pipeline belongs to a package of its own)", lines)
	}
	cmd := exec.Command("go", "doc", "./pipeline")
	cmd.Dir = ".."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go doc: %v", err)
	}
	names := 0
	for _, line := range strings.Split(string(out), "\n") {
		for _, kw := range []string{"type ", "func ", "const ", "var "} {
			if strings.HasPrefix(line, kw) {
				names++
			}
		}
	}
	if names > 45 {
		t.Errorf("package pipeline's go doc index lists %d names: more than 45", names)
	}
}

// TestTheWorkerIsAThinCompositionRoot holds the worker package to what
// composes its parts: its own files (tests aside) at most 1,500 lines,
// and the Worker type at most 15 fields.
func TestTheWorkerIsAThinCompositionRoot(t *testing.T) {
	entries, err := os.ReadDir("../worker")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	lines, fields := 0, -1
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join("../worker", name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		lines += fset.File(f.Pos()).LineCount()
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok || ts.Name.Name != "Worker" {
				return true
			}
			if st, ok := ts.Type.(*ast.StructType); ok {
				fields = 0
				for _, fl := range st.Fields.List {
					fields += max(len(fl.Names), 1)
				}
			}
			return false
		})
	}
	if lines > 1500 {
		t.Errorf("package worker has %d lines: more than 1,500 (a part of its own under worker/internal may take what grew)", lines)
	}
	if fields < 0 || fields > 15 {
		t.Errorf("Worker has %d fields: more than 15 (group what one part owns)", fields)
	}
}
