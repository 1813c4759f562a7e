package wire

import "strings"

// Names are the names of one deployment's NATS resources, all derived
// from its subject prefix, so that deployments with different prefixes
// share an account without sharing a stream, a bucket or a service:
//
//	prefix      piighost (default)    teamb
//	Service     piighost              teamb
//	Bucket      piighost              teamb
//	Streams     PIIGHOST              TEAMB
//	streams     PIIGHOST_IN, ...      TEAMB_IN, TEAMB_CHUNKS, TEAMB_SAFE_OUT, ...
//	store       _PIIGHOST_OUT.<side>  _TEAMB_OUT.<side>
//
// The default prefix gives the names of the constants above
// (InputStream, ServiceName, StoreSubjectPrefix...). docs/operations.md,
// "Several teams on one cluster", says how deployments are kept apart.
type Names struct {
	// Prefix starts every subject of the deployment.
	Prefix string
	// Service is the NATS micro service name; its info is on
	// InfoSubject(Service).
	Service string
	// Bucket is the thread store's KV bucket unless [memory] bucket
	// names another.
	Bucket string
	// Streams starts the name of every pipeline-mode stream
	// (<Streams>_IN...) and of the store subjects (_<Streams>_OUT).
	Streams string
}

// NamesOf derives the names of the deployment whose subject prefix is
// prefix. Service and Bucket are the prefix with every character a
// service or bucket name cannot hold (anything but letters, digits, "_"
// and "-") written "_"; Streams is Service in capitals.
func NamesOf(prefix string) Names {
	service := nameOf(prefix)
	return Names{Prefix: prefix, Service: service, Bucket: service, Streams: strings.ToUpper(service)}
}

// WithStreams returns n with the stream names started by streams instead.
func (n Names) WithStreams(streams string) Names {
	n.Streams = streams
	return n
}

// nameOf writes every character of s that is not an ASCII letter, a digit,
// "_" or "-" as "_".
func nameOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' {
			return r
		}
		return '_'
	}, s)
}

// ValidName reports whether s may name a service, a bucket or start the
// stream names: one or more ASCII letters, digits, "_" or "-".
func ValidName(s string) bool { return s != "" && nameOf(s) == s }

// InputStream holds every input subject except stream chunks.
func (n Names) InputStream() string { return n.Streams + "_IN" }

// ChunkStream holds stream chunk inputs, one partition per stream id.
func (n Names) ChunkStream() string { return n.Streams + "_CHUNKS" }

// OutputStream names the output stream of a side (SideSafe, SideClear,
// SideErrors).
func (n Names) OutputStream(side string) string {
	switch side {
	case SideSafe:
		return n.Streams + "_SAFE_OUT"
	case SideClear:
		return n.Streams + "_CLEAR_OUT"
	}
	return n.Streams + "_ERRORS"
}

// LegacyOutputStream is the single output stream of earlier versions.
func (n Names) LegacyOutputStream() string { return n.Streams + "_OUT" }

// Streamed lists the streams pipeline mode may create.
func (n Names) Streamed() []string {
	return []string{n.InputStream(), n.ChunkStream(), n.OutputStream(SideSafe), n.OutputStream(SideClear), n.OutputStream(SideErrors)}
}

// StoreSubjectPrefix starts the subjects the worker publishes pipeline
// outputs on: "_<Streams>_OUT".
func (n Names) StoreSubjectPrefix() string { return "_" + n.Streams + "_OUT" }

// StoreSubject is where the worker publishes an output of side for its
// output stream to store and republish on subject:
// "_<Streams>_OUT.<side>.<subject>".
func (n Names) StoreSubject(side, subject string) string {
	return n.StoreSubjectPrefix() + "." + side + "." + subject
}

// MetaDeployment is the metadata key the worker stamps on its streams and
// its KV bucket: the subject prefix of the deployment they serve. A worker
// refuses a stream or bucket stamped for another prefix.
const MetaDeployment = "piighost.prefix"
