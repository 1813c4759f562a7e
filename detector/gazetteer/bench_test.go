package gazetteer

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/internal/cputime"
	"github.com/piighost/piighost-nats/pii"
)

// chatMessages are chat-sized messages (40-200 bytes), half with names or
// places, half without.
var chatMessages = []string{
	"Hi, can you email Patrick in Paris about the invoice we sent last week?",
	"Will you call me tomorrow? I'm busy until noon, then free all afternoon.",
	"I'm lena andersson and I need to update my shipping address please.",
	"Reading is fun, but the release notes for this version are far too long.",
	"Mr. Smith flew to Oslo on Sunday morning to meet the team from Acme Widgets Inc.",
	"The build failed again on the main branch; the linker ran out of memory.",
	"Can you summarise this thread and list the action items with owners and dates?",
	"Bonjour, je m'appelle Amélie Lefèvre et j'habite à Lyon depuis trois ans.",
	"Please translate the following paragraph into plain English for a newsletter.",
	"My daughter Sofia starts school in September; what supplies does she need?",
	"The deployment uses three replicas behind the bus, with a soft memory limit.",
	"Ask Jensen whether the meeting with the supplier in Rotterdam is confirmed.",
}

// reportCPUThroughput adds the metric "MB/cpu-s": bytes processed per
// second of process CPU time. Run with -cpu 1 so that it measures one core.
func reportCPUThroughput(b *testing.B, start time.Duration, bytes int64) {
	if cpu := cputime.Process() - start; cpu > 0 && start > 0 {
		b.ReportMetric(float64(bytes)*float64(b.N)/1e6/cpu.Seconds(), "MB/cpu-s")
	}
}

// BenchmarkGazetteerChat measures throughput on chat-sized messages, one
// Detect call per message, in wall time (MB/s) and in CPU time
// (MB/cpu-s, robust to a busy machine).
//
//	go test ./detector/gazetteer -run '^$' -bench 'Gazetteer' -benchmem -cpu 1
func BenchmarkGazetteerChat(b *testing.B) {
	benchDetectChat(b, newGaz(b, Config{}))
}

// BenchmarkDefaultComposite1KB runs the default detector composite (the
// regex groups, then the gazetteer, as the default configuration builds it) over the
// messages of BenchmarkGazetteerChat, about 1 KB per iteration, so that one
// run shows the composite beside its two tiers (BenchmarkRegexTierChat,
// BenchmarkGazetteerChat). The composite's bar is 50 MB/s per core.
//
//	go test ./detector/gazetteer -run '^$' -bench 'Chat$|Composite1KB' -benchmem -cpu 1
func BenchmarkDefaultComposite1KB(b *testing.B) {
	benchDetectChat(b, pii.NewComposite(newRegexTier(b), newGaz(b, Config{})))
}

// BenchmarkDefaultCompositeLowerCase1KB runs the default composite over
// the messages of BenchmarkGazetteerChat in lower case, as chat is often
// typed: text without capitals runs rules of its own (docs/names.md,
// "Lower-case names"), which BenchmarkDefaultComposite1KB never reaches.
//
//	go test ./detector/gazetteer -run '^$' -bench 'Composite' -benchmem -cpu 1
func BenchmarkDefaultCompositeLowerCase1KB(b *testing.B) {
	lower := make([]string, len(chatMessages))
	for i, m := range chatMessages {
		lower[i] = strings.ToLower(m)
	}
	benchDetectTexts(b, pii.NewComposite(newRegexTier(b), newGaz(b, Config{})), lower)
}

// BenchmarkRegexTierChat is the regex tier of the default composite alone,
// on the messages of BenchmarkGazetteerChat.
func BenchmarkRegexTierChat(b *testing.B) {
	benchDetectChat(b, newRegexTier(b))
}

// newRegexTier is the regex tier of the default configuration: every
// built-in group.
func newRegexTier(b *testing.B) pii.Detector {
	d, err := regex.New(regex.Config{Groups: regex.Groups()})
	if err != nil {
		b.Fatal(err)
	}
	return d
}

// benchDetectChat runs d over chatMessages, one Detect call per message.
func benchDetectChat(b *testing.B, d pii.Detector) {
	benchDetectTexts(b, d, chatMessages)
}

// benchDetectTexts runs d over texts, one Detect call each, per iteration.
func benchDetectTexts(b *testing.B, d pii.Detector, texts []string) {
	var size int64
	for _, m := range texts {
		size += int64(len(m))
	}
	ctx := context.Background()
	b.SetBytes(size)
	b.ReportAllocs()
	// Loading the embedded lists leaves tens of megabytes of garbage: collect
	// it now, or the first benchmark of a run pays for it.
	runtime.GC()
	b.ResetTimer()
	start := cputime.Process()
	for b.Loop() {
		for _, m := range texts {
			if _, err := d.Detect(ctx, m); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportCPUThroughput(b, start, size)
}

// BenchmarkGazetteerChatAggressive is BenchmarkGazetteerChat with the
// aggressive level.
func BenchmarkGazetteerChatAggressive(b *testing.B) {
	benchDetectChat(b, newGaz(b, Config{Aggressive: true}))
}

// BenchmarkGazetteerDocument measures throughput on the 10,000-word
// technical text in one call.
func BenchmarkGazetteerDocument(b *testing.B) {
	raw, err := os.ReadFile("testdata/technical_en.txt")
	if err != nil {
		b.Fatal(err)
	}
	text := string(raw)
	d := newGaz(b, Config{})
	ctx := context.Background()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	runtime.GC() // as in benchDetectChat
	b.ResetTimer()
	start := cputime.Process()
	for b.Loop() {
		if _, err := d.Detect(ctx, text); err != nil {
			b.Fatal(err)
		}
	}
	reportCPUThroughput(b, start, int64(len(text)))
}

// BenchmarkGazetteerLoad measures decoding the embedded lists, which
// New does once per process.
func BenchmarkGazetteerLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := loadBase(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGazetteerHeapReport logs the heap held by the decoded lists and the
// size of the tables (run with -v). It fails if the tables grow beyond 32
// MiB, a guard against accidental bloat.
func TestGazetteerHeapReport(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	tab, err := loadBase()
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	tables := len(tab.keys) + 4*(len(tab.off)+len(tab.attr)+len(tab.slots)) + 8*len(tab.lowerNames)
	heap := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("gazetteer: %d entries; keys %d B, offsets+attributes %d B, slots %d (%d B), Bloom filter %d B; tables %.1f MiB; heap after load +%.1f MiB; embedded data %.2f MiB compressed",
		len(tab.attr), len(tab.keys), 4*(len(tab.off)+len(tab.attr)), len(tab.slots), 4*len(tab.slots), 8*len(tab.lowerNames),
		float64(tables)/(1<<20), float64(heap)/(1<<20), float64(len(gazetteerData))/(1<<20))
	t.Logf("sources: %s", strings.Join(tab.header, " | "))
	if tables > 32<<20 {
		t.Errorf("tables take %d bytes, want at most 32 MiB", tables)
	}
	runtime.KeepAlive(tab)
}

// benchTicket is the message of cmd/piighost-bench's model.in workload and
// of the worker's BenchmarkServe: a reference, an e-mail address, an IBAN
// and a phone number, then plain lower-case prose.
var benchTicket = "ref 17: mail jane.doe@example.com, iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00; " +
	strings.Repeat("thanks for the quick answer, could you also check the delivery status and let me know ", 6)

// BenchmarkDetectTicket runs the default composite and each of its tiers
// on benchTicket, one Detect call per iteration: where model.in's
// detection time goes on the benchmark command's message.
func BenchmarkDetectTicket(b *testing.B) {
	for _, tc := range []struct {
		name string
		det  pii.Detector
	}{
		{"regex", newRegexTier(b)},
		{"gazetteer", newGaz(b, Config{})},
		{"composite", pii.NewComposite(newRegexTier(b), newGaz(b, Config{}))},
	} {
		b.Run(tc.name, func(b *testing.B) {
			ctx := context.Background()
			b.SetBytes(int64(len(benchTicket)))
			b.ReportAllocs()
			runtime.GC() // as in benchDetectChat
			for b.Loop() {
				if _, err := tc.det.Detect(ctx, benchTicket); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
