// Package mpstr writes MessagePack strings as vmihailenco/msgpack/v5
// writes them, byte for byte, for the encoders that write by hand: the
// envelope's rewritten requests and the thread store's entries.
package mpstr

import (
	"encoding/binary"
	"math"
)

// HeaderLen returns the length of the header of a string of n bytes:
// fixstr below 32 bytes, then str8, str16 and str32.
func HeaderLen(n int) int {
	switch {
	case n < 32:
		return 1
	case n <= math.MaxUint8:
		return 2
	case n <= math.MaxUint16:
		return 3
	}
	return 5
}

// Append appends s to b with the shortest header that holds its length.
func Append(b []byte, s string) []byte {
	switch n := len(s); {
	case n < 32:
		b = append(b, 0xa0|byte(n))
	case n <= math.MaxUint8:
		b = append(b, 0xd9, byte(n))
	case n <= math.MaxUint16:
		b = binary.BigEndian.AppendUint16(append(b, 0xda), uint16(n))
	default:
		b = binary.BigEndian.AppendUint32(append(b, 0xdb), uint32(n))
	}
	return append(b, s...)
}
