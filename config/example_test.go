package config_test

import (
	"fmt"

	"github.com/piighost/piighost-nats/config"
)

// Every error names the file, the line and the key.
func ExampleParse() {
	_, err := config.Parse([]byte(`
[detector]
type = "regex"
groups = ["generic"]
case_sensitive = false
`), "piighost.toml")
	fmt.Println(err)
	// Output: piighost.toml:5: detector.case_sensitive: key "case_sensitive" does not apply to a regex detector
}
