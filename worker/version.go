package worker

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// Version is the worker's version, reported by `nats micro info`.
const Version = "0.2.0"

// BuildInfo says which build of the worker runs.
type BuildInfo struct {
	// Version is the worker's version (Version).
	Version string
	// Module is the module's version as Go recorded it: a tag, a
	// pseudo-version, or "(devel)" for a build from a work tree.
	Module string
	// Revision is the VCS commit, with "-dirty" when the tree had
	// changes; "" when Go recorded none.
	Revision string
	// GoVersion is the Go toolchain that built the binary.
	GoVersion string
}

// ReadBuildInfo returns what Go recorded in the binary.
func ReadBuildInfo() BuildInfo {
	b := BuildInfo{Version: Version, Module: "unknown", GoVersion: runtime.Version()}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return b
	}
	b.Module = info.Main.Version
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Revision = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if dirty && b.Revision != "" {
		b.Revision += "-dirty"
	}
	return b
}

// VersionString is what `worker -version` prints.
func VersionString() string {
	b := ReadBuildInfo()
	parts := []string{"piighost worker " + b.Version, "module " + b.Module}
	if b.Revision != "" {
		parts = append(parts, "revision "+b.Revision)
	}
	parts = append(parts, b.GoVersion)
	return strings.Join(parts, ", ")
}
