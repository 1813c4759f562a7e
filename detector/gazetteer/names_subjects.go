package gazetteer

// serviceStates describe the state of a service or a device after "is"
// or "was", never a person's: a capitalised word in no list before "is
// down" is a product ("Gmail is down", "Zoom was offline"), not a name.
var serviceStates = wordSet("down offline online unreachable unavailable unresponsive broken buggy flaky laggy " +
	"deprecated outdated crashing lagging")
