package main

import (
	"io"
	"log/slog"
	"reflect"
	"strings"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker"
)

// reloader applies, on SIGHUP, what of a new configuration a running
// worker can take: the log level. Every other setting takes a restart; a
// reload that changes one says which, and keeps the worker running, its
// work untouched, with the settings it started with. A configuration that
// does not load or validate is refused with its error, the same way.
// docs/operations.md, "Reload".
type reloader struct {
	load      func() (*config.Config, error) // as the start read it: file, environment, flags
	started   *config.Config                 // the worker's own, never written
	levelName string                         // the log level now
	level     *slog.LevelVar
	log       *slog.Logger
}

// reload reads the configuration again and applies it.
func (r *reloader) reload() {
	next, err := r.load()
	if err == nil {
		err = worker.Validate(next)
	}
	if err != nil {
		r.log.Error("reload on SIGHUP refused: the configuration does not load; the worker keeps running with the one it has",
			"error", err.Error())
		return
	}
	applied := []string{}
	if !strings.EqualFold(next.Log.Level, r.levelName) {
		r.level.Set(levelOf(next.Log.Level))
		applied = append(applied, "log.level")
		r.levelName = next.Log.Level
	}
	restart := changedSections(r.started, next)
	if len(restart) > 0 {
		r.log.Warn("reload on SIGHUP: these settings take a restart; the worker keeps running with the ones it started with",
			"restart_needed", restart)
	}
	r.log.Info("configuration reloaded on SIGHUP", "applied", applied, "log_level", r.levelName)
}

// changedSections names the tables (and top-level keys) of the
// configuration whose values differ between a and b, by their TOML
// names, sorted as the Config type declares them; [log] is compared
// without its level.
func changedSections(a, b *config.Config) []string {
	va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
	t := va.Type()
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		fa, fb := va.Field(i).Interface(), vb.Field(i).Interface()
		if la, ok := fa.(config.Log); ok {
			lb := fb.(config.Log)
			la.Level, lb.Level = "", ""
			fa, fb = la, lb
		}
		if !reflect.DeepEqual(fa, fb) {
			name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
			out = append(out, name)
		}
	}
	return out
}

// levelOf is the slog level a valid [log] level names.
func levelOf(level string) slog.Level {
	var l slog.Level
	_ = l.UnmarshalText([]byte(strings.ToUpper(level)))
	return l
}

// newLogger is worker.NewLogger whose level a reload changes.
func newLogger(stderr io.Writer, level string) (*slog.Logger, *slog.LevelVar) {
	lv := new(slog.LevelVar)
	lv.Set(levelOf(level))
	return slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: lv})), lv
}
