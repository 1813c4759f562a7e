package worker

import (
	"fmt"

	"github.com/piighost/piighost-nats/pii"
)

// configErr is a configuration error found while starting: an address
// that cannot be listened on, a credentials file that cannot be read.
func configErr(format string, args ...any) error {
	return &pii.Error{Code: pii.CodeConfig, Message: fmt.Sprintf(format, args...)}
}
