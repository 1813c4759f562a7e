package config

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func TestCacheBytesTakesBytesOrAUnit(t *testing.T) {
	tests := []struct {
		name, value string
		want        int64
	}{
		{"a bare number is bytes", "268435456", 256 << 20},
		{"underscores group digits", "268_435_456", 256 << 20},
		{"MiB is a power of 1,024", `"256MiB"`, 256 << 20},
		{"MB is a power of 1,000", `"256MB"`, 256_000_000},
		{"case does not matter, a space may come before the unit", `"2 gib"`, 2 << 30},
		{"a fraction that gives whole bytes", `"1.5GB"`, 1_500_000_000},
		{"B is bytes", `"2097152B"`, 2 << 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Parse([]byte("[memory]\ntype = \"in_memory\"\ncache_bytes = "+tt.value+"\n"), "t.toml")
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Memory.CacheBytes.Bytes(); got != tt.want {
				t.Fatalf("cache_bytes = %d, want %d", got, tt.want)
			}
			p, err := c.Build(BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if p.CacheBytes() != tt.want {
				t.Fatalf("the pipeline's budget is %d, want %d", p.CacheBytes(), tt.want)
			}
		})
	}
}

func TestAnInvalidCacheBytesNamesTheKeyAndLine(t *testing.T) {
	tests := []struct{ name, value, want string }{
		{"an unknown unit", `"256 megs"`, "invalid size"},
		{"a negative amount", "-1", "invalid size"},
		{"a fraction of a byte", `"1.5B"`, "invalid size"},
		{"no number", `"MiB"`, "invalid size"},
		{"less than 1MiB", `"512KiB"`, "at least 1MiB"},
		{"zero", "0", "at least 1MiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte("[memory]\ntype = \"in_memory\"\ncache_bytes = "+tt.value+"\n"), "t.toml")
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("err = %v, want a config error", err)
			}
			for _, w := range []string{"t.toml:3", "cache_bytes", tt.want} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestTheProcessMemoryBudgetAndTheCacheDeriveFromEachOther(t *testing.T) {
	tests := []struct {
		name, memory string
		cache, limit int64
	}{
		{"no [memory] table: the default cache and 3/2 of it plus 128MiB", "", 256 << 20, 512 << 20},
		{"cache_bytes alone gives the limit", "cache_bytes = \"1GiB\"\n", 1 << 30, 1664 << 20},
		{"limit_bytes alone gives the cache half of it", "limit_bytes = \"1GiB\"\n", 512 << 20, 1 << 30},
		{"both are taken as they are", "limit_bytes = \"1GiB\"\ncache_bytes = \"900MiB\"\n", 900 << 20, 1 << 30},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Parse([]byte("[memory]\ntype = \"in_memory\"\n"+tt.memory), "t.toml")
			if err != nil {
				t.Fatal(err)
			}
			if got := c.CacheBytes(); got != tt.cache {
				t.Errorf("cache %d, want %d", got, tt.cache)
			}
			if got := c.MemoryLimit(); got != tt.limit {
				t.Errorf("limit %d, want %d", got, tt.limit)
			}
			p, err := c.Build(BuildOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if p.CacheBytes() != tt.cache {
				t.Errorf("the pipeline's budget is %d, want %d", p.CacheBytes(), tt.cache)
			}
		})
	}
}

func TestALimitThatLeavesTheProcessNoRoomIsRefused(t *testing.T) {
	tests := []struct{ name, memory, key, want string }{
		{"a limit below 64MiB", "limit_bytes = \"32MiB\"\n", "limit_bytes", "at least 64MiB"},
		{"a limit that is not a size", "limit_bytes = \"lots\"\n", "limit_bytes", "invalid size"},
		{"a cache as large as the limit", "limit_bytes = \"1GiB\"\ncache_bytes = \"1GiB\"\n", "cache_bytes", "less 32MiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte("[memory]\ntype = \"in_memory\"\n"+tt.memory), "t.toml")
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("err = %v, want a config error", err)
			}
			for _, w := range []string{"t.toml:", tt.key, tt.want} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestTheDeprecatedCacheThreadsStillBoundsTheCount(t *testing.T) {
	c, err := Parse([]byte("[memory]\ntype = \"in_memory\"\ncache_threads = 2\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.Build(BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, th := range []string{"a", "b", "c", "d"} {
		if _, err := p.Deanonymize(t.Context(), th, "<<PERSON:1>>"); err != nil {
			t.Fatal(err)
		}
	}
	if st := p.CacheStats(); st.Threads > 2 {
		t.Fatalf("%d threads cached with cache_threads = 2", st.Threads)
	}
	if p.CacheBytes() != 256<<20 {
		t.Fatalf("the byte budget is %d, want the default", p.CacheBytes())
	}
}

// FuzzParseByteSize: any input is refused or read as a whole,
// non-negative number of bytes, and a number of bytes reads as itself.
func FuzzParseByteSize(f *testing.F) {
	for _, s := range []string{"0", "1024", "256MiB", "1.5GB", "2 gib", "1_000", "1e9", ".5KB", "9999999999TiB", "-1", "", "MiB", "1..5MB"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := parseByteSize(s)
		if !ok {
			return
		}
		if v < 0 {
			t.Fatalf("%q reads as %d", s, v)
		}
		back, ok := parseByteSize(strconv.FormatInt(v, 10))
		if !ok || back != v {
			t.Fatalf("%q reads as %d, which reads back as %d (%v)", s, v, back, ok)
		}
	})
}
