package check

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/rulefmt"
	"github.com/prometheus/prometheus/promql/parser"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

const (
	rulesFile     = "../monitoring/alerts.yaml"
	dashboardFile = "../monitoring/grafana-dashboard.json"
)

// promql parses PromQL as Prometheus does.
var promql = parser.NewParser(parser.Options{})

// metricNames returns the metric names an expression selects.
func metricNames(t *testing.T, where, expr string) []string {
	t.Helper()
	// Grafana's variables, replaced by what Grafana gives them.
	expr = strings.NewReplacer("$__rate_interval", "5m", "$instance", ".*").Replace(expr)
	e, err := promql.ParseExpr(expr)
	if err != nil {
		t.Errorf("%s: %q does not parse: %v", where, expr, err)
		return nil
	}
	var names []string
	parser.Inspect(e, func(n parser.Node, _ []parser.Node) error {
		if vs, ok := n.(*parser.VectorSelector); ok {
			names = append(names, vs.Name)
		}
		return nil
	})
	return names
}

// TestTheAlertRulesParse reads the rules with Prometheus's own parser,
// as Prometheus reads a rule file, strictly.
func TestTheAlertRulesParse(t *testing.T) {
	groups, errs := rulefmt.ParseFile(rulesFile, false, model.UTF8Validation, promql, slog.New(slog.DiscardHandler))
	for _, err := range errs {
		t.Error(err)
	}
	if groups == nil || len(groups.Groups) == 0 || len(groups.Groups[0].Rules) < 5 {
		t.Fatalf("groups: %+v", groups)
	}
	for _, r := range groups.Groups[0].Rules {
		if r.Alert == "" || r.Labels["severity"] == "" || r.Annotations["summary"] == "" || r.Annotations["description"] == "" {
			t.Errorf("rule %q lacks an alert name, a severity, a summary or a description", r.Alert)
		}
	}
}

// namedMetrics is every metric the rules and the dashboard name, with
// where each is named.
func namedMetrics(t *testing.T) map[string][]string {
	t.Helper()
	named := map[string][]string{}
	groups, errs := rulefmt.ParseFile(rulesFile, false, model.UTF8Validation, promql, slog.New(slog.DiscardHandler))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, g := range groups.Groups {
		for _, r := range g.Rules {
			for _, n := range metricNames(t, "alert "+r.Alert, r.Expr) {
				named[n] = append(named[n], "alert "+r.Alert)
			}
		}
	}
	b, err := os.ReadFile(dashboardFile)
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []struct {
			Title   string `json:"title"`
			Targets []struct {
				Expr string `json:"expr"`
			} `json:"targets"`
		} `json:"panels"`
		Templating struct {
			List []struct {
				Definition string `json:"definition"`
			} `json:"list"`
		} `json:"templating"`
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	if err := dec.Decode(&dash); err != nil {
		t.Fatal(err)
	}
	for _, p := range dash.Panels {
		for _, tg := range p.Targets {
			for _, n := range metricNames(t, "panel "+p.Title, tg.Expr) {
				named[n] = append(named[n], "panel "+p.Title)
			}
		}
	}
	for _, v := range dash.Templating.List {
		if arg, ok := strings.CutPrefix(v.Definition, "label_values("); ok {
			n, _, _ := strings.Cut(arg, ",")
			named[n] = append(named[n], "variable")
		}
	}
	return named
}

// exportedMetrics starts a worker with its embedded server, runs a turn
// and a failing request through it (a counter by error code appears with
// its first error), and returns the metric names its /metrics page
// declares.
func exportedMetrics(t *testing.T) map[string]bool {
	t.Helper()
	dir := t.TempDir()
	keys := filepath.Join(dir, "keys.json")
	if _, err := kvstore.GenerateKeyFile(keys); err != nil {
		t.Fatal(err)
	}
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:0"
	cfg.NATS.DataDir = filepath.Join(dir, "data")
	cfg.HTTP.Listen = "127.0.0.1:0"
	cfg.Keys.File = keys
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Shutdown(ctx)
	nc, err := nats.Connect(w.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	c, err := client.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ModelIn(ctx, "metrics", []client.Message{client.UserMessage("Write to jane.doe@example.com")}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ModelOut(ctx, "metrics", []client.Message{client.AssistantMessage("<<PERSON:9>>")}); err == nil {
		t.Fatal("an invented token was restored")
	}
	resp, err := http.Get("http://" + w.HTTPAddr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	names := map[string]bool{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) >= 3 && f[0] == "#" && f[1] == "TYPE" {
			names[f[2]] = true
			if f[3] == "histogram" {
				for _, s := range []string{"_bucket", "_sum", "_count"} {
					names[f[2]+s] = true
				}
			}
		}
	}
	return names
}

// TestEveryMetricTheRulesAndTheDashboardNameIsExported: a rule or a panel
// on a metric the worker does not export would never fire, or stay empty.
// up is the one name Prometheus makes itself, for every scrape.
func TestEveryMetricTheRulesAndTheDashboardNameIsExported(t *testing.T) {
	named := namedMetrics(t)
	exported := exportedMetrics(t)
	exported["up"] = true
	var names []string
	for n := range named {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if !exported[n] {
			t.Errorf("%s (in %s) is not a metric the worker exports", n, strings.Join(named[n], ", "))
		}
	}
	if len(names) < 20 {
		t.Errorf("only %d metrics named: %v", len(names), names)
	}
}
