package kvstore

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
)

// keyringCollector exports a keyring's keys and their use.
type keyringCollector struct {
	load                        func() *Keyring
	info, sealed, opened, unkwn *prometheus.Desc
}

// NewKeyringCollector returns a Prometheus collector of the keyring load
// returns at each scrape (nil: nothing to export):
//
//   - piighost_keyring_key_info{key, current, naming}, 1 for each key
//     loaded, saying whether it encrypts new values and whether it names
//     KV keys;
//   - piighost_keyring_seals_total{key} and piighost_keyring_opens_total{key},
//     the thread store's values each key encrypted and decrypted;
//   - piighost_keyring_unknown_key_total, the values that named a key the
//     ring lacks.
//
// During a rotation they tell whether every worker holds a new key before
// it is promoted, whether every worker encrypts with it, and whether an
// old key still decrypts anything (docs/operations.md, "Key rotation").
// The counters start at zero whenever the keyring is loaded again.
func NewKeyringCollector(load func() *Keyring) prometheus.Collector {
	return &keyringCollector{
		load: load,
		info: prometheus.NewDesc("piighost_keyring_key_info",
			"Always 1, for each key of the thread store's keyring this worker loaded: current=\"true\" for the key that encrypts new values, naming=\"true\" for the key that derives KV key names.",
			[]string{"key", "current", "naming"}, nil),
		sealed: prometheus.NewDesc("piighost_keyring_seals_total",
			"Thread store values this worker encrypted, by key id.", []string{"key"}, nil),
		opened: prometheus.NewDesc("piighost_keyring_opens_total",
			"Thread store values this worker decrypted, by the key id they name.", []string{"key"}, nil),
		unkwn: prometheus.NewDesc("piighost_keyring_unknown_key_total",
			"Thread store values that named a key this worker's keyring lacks (the key file was not rolled out to it, or a key was retired too early).", nil, nil),
	}
}

// Describe implements prometheus.Collector.
func (c *keyringCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.info
	ch <- c.sealed
	ch <- c.opened
	ch <- c.unkwn
}

// Collect implements prometheus.Collector.
func (c *keyringCollector) Collect(ch chan<- prometheus.Metric) {
	kr := c.load()
	if kr == nil {
		return
	}
	for _, u := range kr.Uses() {
		ch <- prometheus.MustNewConstMetric(c.info, prometheus.GaugeValue, 1, u.ID, strconv.FormatBool(u.Current), strconv.FormatBool(u.Naming))
		ch <- prometheus.MustNewConstMetric(c.sealed, prometheus.CounterValue, float64(u.Sealed), u.ID)
		ch <- prometheus.MustNewConstMetric(c.opened, prometheus.CounterValue, float64(u.Opened), u.ID)
	}
	ch <- prometheus.MustNewConstMetric(c.unkwn, prometheus.CounterValue, float64(kr.UnknownKeys()))
}
