package main

import (
	"fmt"
	"strconv"
	"strings"
)

// commonSlots are the slots shared by the languages: identifiers, hashes,
// versions, technical vocabulary, timestamps.
func commonSlots() map[string]slot {
	return map[string]slot{
		// n:K is a K-digit number; z:K K digits, zeros allowed.
		"n": func(c *ctx, a []string) string { return digits(c.r, atoi(a[0])) },
		"z": func(c *ctx, a []string) string { return zdigits(c.r, atoi(a[0])) },
		// int:LO:HI is a number in [LO, HI].
		"int": func(c *ctx, a []string) string { return strconv.Itoa(c.r.between(atoi(a[0]), atoi(a[1]))) },
		// grp:LO:HI is a number in [LO, HI] with the language's thousands separator.
		"grp": func(c *ctx, a []string) string {
			return group(c.r.between(atoi(a[0]), atoi(a[1])), thousandsSep(c))
		},
		// dec:LO:HI:P is a decimal in [LO, HI] with P places, in the language's spelling.
		"dec": func(c *ctx, a []string) string {
			p := atoi(a[2])
			m := 1
			for i := 0; i < p; i++ {
				m *= 10
			}
			return decimal(c, c.r.between(atoi(a[0])*m, atoi(a[1])*m), p, false)
		},
		"hex":    func(c *ctx, a []string) string { return hexdigits(c.r, atoi(a[0])) },
		"sha7":   func(c *ctx, _ []string) string { return hexdigits(c.r, 7) },
		"sha40":  func(c *ctx, _ []string) string { return hexdigits(c.r, 40) },
		"sha64":  func(c *ctx, _ []string) string { return hexdigits(c.r, 64) },
		"uuid":   func(c *ctx, _ []string) string { return uuid(c.r) },
		"UUID":   func(c *ctx, _ []string) string { return strings.ToUpper(uuid(c.r)) },
		"isbn":   func(c *ctx, _ []string) string { return isbn13(c.r) },
		"ean":    func(c *ctx, _ []string) string { return ean13(c.r) },
		"ean8":   func(c *ctx, _ []string) string { return ean8(c.r) },
		"ver3":   func(c *ctx, _ []string) string { return ver3(c.r) },
		"ver4":   func(c *ctx, _ []string) string { return ver4(c.r) },
		"verv":   func(c *ctx, _ []string) string { return "v" + ver3(c.r) },
		"verpre": func(c *ctx, _ []string) string { return verPre(c.r) },
		"winver": func(c *ctx, _ []string) string {
			return fmt.Sprintf("10.0.%d.%d", pick(c.r, []int{17763, 19041, 19042, 19044, 19045, 20348, 22000, 22621, 22631, 26100}), c.r.between(100, 6000))
		},
		"calver": func(c *ctx, _ []string) string {
			return fmt.Sprintf("%d.%02d.%d", c.r.between(2019, 2027), c.r.between(1, 12), c.r.between(0, 9))
		},
		"build": func(c *ctx, _ []string) string { return digits(c.r, pick(c.r, []int{3, 4, 4, 5, 5, 5, 6})) },
		"epoch": func(c *ctx, _ []string) string {
			return strconv.FormatInt(int64(c.r.between(1577836800, 1830297600)), 10)
		},
		"epochms": func(c *ctx, _ []string) string {
			return strconv.FormatInt(int64(c.r.between(1577836800, 1830297600))*1000+int64(c.r.intn(1000)), 10)
		},
		"epochns": func(c *ctx, _ []string) string {
			return strconv.FormatInt(int64(c.r.between(1577836800, 1830297600)), 10) + zdigits(c.r, 9)
		},
		"bytes": func(c *ctx, _ []string) string {
			if c.r.chance(30) {
				return pick(c.r, []string{"1048576", "4194304", "16777216", "67108864", "134217728", "268435456", "536870912", "1073741824", "2147483648", "4294967296", "8589934592", "17179869184"})
			}
			return digits(c.r, c.r.between(4, 11))
		},
		"port": list("80", "443", "5432", "6379", "8080", "8443", "9090", "9092", "4222", "3000", "5000", "8000", "8081", "9200", "27017", "3306", "11211", "50051", "6443", "2379"),
		"pid":  func(c *ctx, _ []string) string { return digits(c.r, c.r.between(2, 6)) },
		"ms":   func(c *ctx, _ []string) string { return strconv.Itoa(c.r.between(1, 2400)) },
		"dur":  func(c *ctx, _ []string) string { return duration(c.r) },
		"ts":   func(c *ctx, _ []string) string { return isoTimestamp(c.r) },
		"logts": func(c *ctx, _ []string) string {
			y, mo, d := date(c.r)
			return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d.%03d", y, mo, d, c.r.intn(24), c.r.intn(60), c.r.intn(60), c.r.intn(1000))
		},
		"isodate": func(c *ctx, _ []string) string {
			y, mo, d := date(c.r)
			return fmt.Sprintf("%d-%02d-%02d", y, mo, d)
		},
		"clock": func(c *ctx, _ []string) string {
			return fmt.Sprintf("%02d:%02d:%02d", c.r.intn(24), c.r.intn(60), c.r.intn(60))
		},
		"hhmm": func(c *ctx, _ []string) string { return fmt.Sprintf("%02d:%02d", c.r.between(5, 23), c.r.intn(12)*5) },
		"year": func(c *ctx, _ []string) string { return strconv.Itoa(c.r.between(2019, 2027)) },
		"svc": list("billing-api", "auth-gateway", "order-worker", "payments-v2", "search-indexer", "notification-svc",
			"ledger", "inventory-sync", "pricing-engine", "report-builder", "export-worker", "cart-service", "catalog-api",
			"session-store", "media-resizer", "feature-flags", "rate-limiter", "audit-log", "webhook-relay", "tax-calculator",
			"checkout", "identity-broker", "scheduler", "ingest-pipeline", "metrics-proxy", "Canary-Pool", "edge-cache", "job-runner"),
		"pod": func(c *ctx, _ []string) string {
			return pick(c.r, []string{"billing-api", "order-worker", "search-indexer", "checkout", "ledger", "catalog-api", "export-worker"}) +
				"-" + hexdigits(c.r, c.r.between(8, 10)) + "-" + podSuffix(c.r)
		},
		"ns":     list("default", "prod", "staging", "payments", "platform", "observability", "batch", "kube-system", "ingress"),
		"env":    list("prod", "staging", "canary", "dev", "qa", "preprod", "sandbox"),
		"tech":   list("PostgreSQL", "Redis", "Kafka", "nginx", "Kubernetes", "Elasticsearch", "RabbitMQ", "SQLite", "Terraform", "Docker", "Helm", "Prometheus", "Grafana", "gRPC", "GraphQL", "NATS", "etcd", "ClickHouse", "MongoDB", "MariaDB"),
		"db":     list("PostgreSQL", "MySQL", "MariaDB", "SQLite", "ClickHouse", "MongoDB"),
		"plang":  list("Go", "Python", "Rust", "TypeScript", "Java", "Kotlin", "C#", "Ruby", "PHP"),
		"table":  list("orders", "invoices", "line_items", "products", "shipments", "payments", "events", "sessions", "jobs", "audit_entries", "stock_levels", "price_rules", "tickets", "builds", "deployments", "metrics_hourly"),
		"column": list("status", "created_at", "updated_at", "amount_cents", "currency", "quantity", "sku", "warehouse_id", "retry_count", "priority", "total_net", "vat_rate", "region_code", "duration_ms", "size_bytes"),
		"queue":  list("orders.created", "invoices.pending", "jobs.retry", "events.audit", "exports.daily", "stock.updates", "mail.outbox", "webhooks.failed"),
		"branch": func(c *ctx, _ []string) string {
			return pick(c.r, []string{"main", "develop", "release/" + ver3(c.r), "feature/" + pick(c.r, branchTopics), "fix/" + pick(c.r, branchTopics), "hotfix/" + digits(c.r, 4), "renovate/" + pick(c.r, []string{"golang-1.x", "node-22.x", "postgres-17", "actions-checkout-4"})})
		},
		"gofile":  list("internal/billing/invoice.go", "pkg/api/handler.go", "cmd/server/main.go", "internal/store/postgres.go", "internal/queue/consumer.go", "pkg/cache/lru.go", "internal/export/csv.go", "internal/pricing/rules.go"),
		"pyfile":  list("app/services/orders.py", "app/api/routes.py", "workers/export.py", "lib/pricing.py", "tests/test_invoice.py", "app/models/stock.py"),
		"jsfile":  list("src/components/Cart.tsx", "src/api/client.ts", "src/utils/format.ts", "lib/retry.js", "src/pages/Checkout.tsx", "server/routes/orders.js"),
		"method":  list("GET", "GET", "GET", "POST", "POST", "PUT", "PATCH", "DELETE"),
		"status":  list("200", "200", "200", "201", "204", "301", "304", "400", "401", "403", "404", "409", "422", "429", "500", "502", "503", "504"),
		"apipath": tpls("/api/v{{int:1:3}}/orders/{{n:6}}", "/api/v2/invoices/{{n:5}}/lines", "/v1/products?page={{int:1:40}}&size={{int:10:100}}", "/healthz", "/readyz", "/metrics", "/api/v1/jobs/{{uuid}}", "/v2/stock/{{n:7}}", "/api/v1/exports/{{n:4}}/download", "/internal/cache/flush", "/api/v3/carts/{{hex:12}}/items"),
		"errname": list("ETIMEDOUT", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ENOSPC", "context deadline exceeded", "connection reset by peer", "broken pipe", "too many open files", "no such file or directory", "i/o timeout"),
		"exit":    list("1", "1", "2", "124", "127", "137", "139", "143"),
		"sku": func(c *ctx, _ []string) string {
			return c.plain(pick(c.r, []string{"SKU-{{n:5}}", "{{AB|KX|TR|MZ|PL}}-{{n:4}}-{{XS|S|M|L|XL|BLK|WHT|42}}", "{{n:4}}-{{n:3}}", "{{n:6}}-{{z:2}}", "P{{n:7}}"}))
		},
		"hsize": func(c *ctx, _ []string) string { return humanSize(c) },
		"pct": func(c *ctx, _ []string) string {
			return decimal(c, c.r.between(0, 1000), 1, false) + pick(c.r, []string{" %", "%"})
		},
	}
}

var branchTopics = []string{"retry-backoff", "csv-export", "vat-rounding", "cache-warmup", "pagination", "stock-sync", "dark-mode", "pdf-invoices", "rate-limit", "timeouts", "flaky-test", "healthcheck"}

func podSuffix(r *rng) string {
	const a = "bcdfghjklmnpqrstvwxz2456789"
	b := make([]byte, 5)
	for i := range b {
		b[i] = a[r.intn(len(a))]
	}
	return string(b)
}

func ver3(r *rng) string {
	return fmt.Sprintf("%d.%d.%d", pick(r, []int{0, 1, 1, 2, 2, 3, 4, 5, 8, 12, 17, 18, 20, 22, 24}), r.between(0, 40), r.between(0, 30))
}

// ver4 is a four-part version; its parts are often all below 256, the
// shape of a dotted quad.
func ver4(r *rng) string {
	return fmt.Sprintf("%d.%d.%d.%d", r.between(1, 30), r.between(0, 24), r.between(0, 12), pick(r, []int{r.between(0, 9), r.between(0, 255), r.between(100, 9999)}))
}

func verPre(r *rng) string {
	switch r.intn(5) {
	case 0:
		return ver4(r) + "-rc" + strconv.Itoa(r.between(1, 9))
	case 1:
		return ver3(r) + "-rc." + strconv.Itoa(r.between(1, 5))
	case 2:
		return ver3(r) + "-beta" + strconv.Itoa(r.between(1, 4))
	case 3:
		return ver3(r) + "-alpha." + strconv.Itoa(r.between(1, 12))
	}
	return ver3(r) + "+build." + strconv.Itoa(r.between(100, 99999))
}

func duration(r *rng) string {
	switch r.intn(5) {
	case 0:
		return fmt.Sprintf("%dms", r.between(1, 999))
	case 1:
		return fmt.Sprintf("%d.%ds", r.between(1, 59), r.intn(10))
	case 2:
		return fmt.Sprintf("%dm%02ds", r.between(1, 59), r.intn(60))
	case 3:
		return fmt.Sprintf("%dh%02dm", r.between(1, 9), r.intn(60))
	}
	return fmt.Sprintf("%d.%03ds", r.between(0, 9), r.intn(1000))
}

// date draws a calendar date between 2019 and 2027.
func date(r *rng) (y, m, d int) {
	y, m = r.between(2019, 2027), r.between(1, 12)
	return y, m, r.between(1, daysIn(y, m))
}

func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

func isoTimestamp(r *rng) string {
	y, mo, d := date(r)
	base := fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d", y, mo, d, r.intn(24), r.intn(60), r.intn(60))
	switch r.intn(4) {
	case 0:
		return base + "Z"
	case 1:
		return base + fmt.Sprintf(".%03dZ", r.intn(1000))
	case 2:
		return base + pick(r, []string{"+01:00", "+02:00", "-05:00", "+00:00"})
	}
	return base + fmt.Sprintf(".%06dZ", r.intn(1000000))
}

// humanSize is a size with a unit; French often writes octets (Mo, Go).
func humanSize(c *ctx) string {
	v := decimal(c, c.r.between(1, 9999), pick(c.r, []int{0, 1, 1, 2}), false)
	units := []string{"KiB", "MiB", "GiB", "TiB", "kB", "MB", "GB", "TB"}
	if c.lang == "fr" && c.r.chance(50) {
		units = []string{"Ko", "Mo", "Go", "To"}
	}
	return v + pick(c.r, []string{" ", ""}) + pick(c.r, units)
}
