package embedded

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
)

// serverLog routes the embedded nats-server's log into the worker's: its
// warnings and errors always, its notices and debug lines at the debug
// level. Its trace lines are never taken: they carry message payloads,
// which hold clear text. The first fatal error (a port it cannot listen
// on, JetStream that cannot start) is also kept, so that the start can
// report it as its reason.
type serverLog struct {
	log *slog.Logger

	mu    sync.Mutex
	fatal string
}

func newServerLog(l *slog.Logger) *serverLog {
	return &serverLog{log: l.With("component", "nats-server")}
}

func (s *serverLog) Noticef(format string, v ...any) { s.emit(slog.LevelDebug, format, v) }
func (s *serverLog) Debugf(format string, v ...any)  { s.emit(slog.LevelDebug, format, v) }
func (s *serverLog) Warnf(format string, v ...any)   { s.emit(slog.LevelWarn, format, v) }
func (s *serverLog) Errorf(format string, v ...any)  { s.emit(slog.LevelError, format, v) }

// Tracef drops the line: a trace line may hold a message's payload.
func (s *serverLog) Tracef(string, ...any) {}

// Fatalf logs and keeps the error; unlike nats-server's own logger it
// does not exit the process, which is the worker's.
func (s *serverLog) Fatalf(format string, v ...any) {
	msg := fmt.Sprintf(format, v...)
	s.mu.Lock()
	if s.fatal == "" {
		s.fatal = msg
	}
	s.mu.Unlock()
	s.log.Error(msg)
}

// fatalError is the first fatal error the server logged, or "".
func (s *serverLog) fatalError() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.fatal
}

func (s *serverLog) emit(level slog.Level, format string, v []any) {
	if s.log.Enabled(context.Background(), level) {
		s.log.Log(context.Background(), level, fmt.Sprintf(format, v...))
	}
}
