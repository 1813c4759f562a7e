package embedded

import (
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"os"
	"testing"

	"github.com/nats-io/nats.go"
)

func TestConnectRetriesWhatMayPassAndNothingElse(t *testing.T) {
	handshakeTimeout := &net.OpError{Op: "read", Net: "tcp", Err: os.ErrDeadlineExceeded}
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"no server answering yet is retried", nats.ErrNoServers, true},
		{"a server that sends no INFO in time is retried", nats.ErrTimeout, true},
		{"a TLS handshake a loaded server does not finish in time is retried", fmt.Errorf("%w: %w", nats.ErrTLS, handshakeTimeout), true},
		{"a certificate the CA did not sign is not retried", fmt.Errorf("%w: %w", nats.ErrTLS, x509.UnknownAuthorityError{}), false},
		{"refused credentials are not retried", nats.ErrAuthorization, false},
		{"a closed connection without timeout is not retried", errors.New("EOF"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := connectRetryable(tt.err); got != tt.want {
				t.Errorf("connectRetryable(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}
