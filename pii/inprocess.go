package pii

// InProcess is implemented by detectors that can declare they never wait:
// their Detect answers from the process alone (tables, patterns, lists in
// memory), never from the network, another process or a lock held across
// a round trip. A pipeline runs detection on a caller that must not wait
// (pipeline.NonBlocking) only when every detector of its configuration
// declares it; any other detector counts as one that may wait.
type InProcess interface {
	// InProcess reports whether Detect never waits.
	InProcess() bool
}

// DetectsInProcess reports whether d declares that it never waits
// (InProcess). A nil detector never runs, so it does not wait.
func DetectsInProcess(d Detector) bool {
	if d == nil {
		return true
	}
	ip, ok := d.(InProcess)
	return ok && ip.InProcess()
}
