//go:build race

package kvstore_test

// raceEnabled: built with -race, which changes how much heap an object
// takes.
const raceEnabled = true
