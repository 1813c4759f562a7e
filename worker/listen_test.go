package worker

import (
	"errors"
	"net"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/piighost/piighost-nats/worker/internal/embedded"
)

// TestTheBusyPortSuggestionIsFreeAndNotTheWorkersOwn: the port a start on
// a taken port suggests is the next one free now, never the worker's own
// HTTP port; with none free near it, port 0.
func TestTheBusyPortSuggestionIsFreeAndNotTheWorkersOwn(t *testing.T) {
	tests := []struct {
		name, addr, http string
		taken            []string
		want             string
	}{
		{"the next port", "127.0.0.1:4222", "127.0.0.1:9464", nil, "127.0.0.1:4223"},
		{"the worker's HTTP port is skipped", "127.0.0.1:9463", "127.0.0.1:9464", nil, "127.0.0.1:9465"},
		{"a taken port is skipped", "127.0.0.1:4222", "", []string{"127.0.0.1:4223", "127.0.0.1:4224"}, "127.0.0.1:4225"},
		{"nothing free nearby: the kernel picks", "127.0.0.1:4222", "", []string{"127.0.0.1:4223", "127.0.0.1:4224", "127.0.0.1:4225",
			"127.0.0.1:4226", "127.0.0.1:4227", "127.0.0.1:4228", "127.0.0.1:4229", "127.0.0.1:4230", "127.0.0.1:4231", "127.0.0.1:4232"}, "127.0.0.1:0"},
		{"an address without a port", "localhost", "", nil, "127.0.0.1:0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			free := func(addr string) bool {
				for _, a := range tt.taken {
					if a == addr {
						return false
					}
				}
				return true
			}
			if got := otherPort(tt.addr, tt.http, free); got != tt.want {
				t.Errorf("otherPort(%s, http %s) = %s, want %s", tt.addr, tt.http, got, tt.want)
			}
		})
	}

	// On the machine: the port just after a taken one is the worker's
	// own HTTP port, held open: it is not suggested.
	held, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	port := held.Addr().(*net.TCPAddr).Port
	busy := &embedded.ListenError{Addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port-1)), Err: syscall.EADDRINUSE}
	err = explainListen(busy, held.Addr().String())
	if !errors.Is(err, ErrAddressInUse) || strings.Contains(err.Error(), "-listen "+held.Addr().String()) || !strings.Contains(err.Error(), "-listen 127.0.0.1:") {
		t.Errorf("%v", err)
	}
}
