//go:build !race

package streamstate

const raceEnabled = false
