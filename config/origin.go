package config

import (
	"strconv"
)

// SetOrigin records that the value of key (such as "nats.url") came from
// outside the file: a flag or an environment variable, named as a reader
// would look for it ("the -nats-url flag", "NATS_URL in the environment").
// Errors about the key then name that origin instead of a line of the file,
// and the worker says which setting made it do what it did.
func (c *Config) SetOrigin(key, origin string) {
	if c.origins == nil {
		c.origins = map[string]string{}
	}
	c.origins[key] = origin
}

// Origin says where the value of key came from: the origin SetOrigin
// recorded, else the file and line that write it ("piighost.toml:3"), else
// "" for a default.
func (c *Config) Origin(key string) string {
	if o, ok := c.origins[key]; ok {
		return o
	}
	if line, ok := c.lines[key]; ok && line > 0 {
		return c.source + ":" + strconv.Itoa(line)
	}
	return ""
}
