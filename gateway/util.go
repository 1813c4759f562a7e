package gateway

import (
	"crypto/sha256"
	"fmt"
	"strconv"
)

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func itoa(i int) string { return strconv.Itoa(i) }

// keyDigest is how client keys are held: never in clear.
func keyDigest(k string) string {
	s := sha256.Sum256([]byte("piighost-gateway client key\x00" + k))
	return string(s[:])
}
