package regex_test

import (
	"context"
	"fmt"

	"github.com/piighost/piighost-nats/detector/regex"
)

func ExampleNew() {
	d, err := regex.New(regex.Config{Groups: []string{"generic"}, Patterns: map[string]string{"EMPLOYEE_ID": `\bE-\d{6}\b`}})
	if err != nil {
		panic(err)
	}
	dets, _ := d.Detect(context.Background(), "E-123456 wrote from jane.doe@example.com")
	for _, x := range dets {
		fmt.Println(x.Label, x.Text)
	}
	// Output:
	// EMAIL jane.doe@example.com
	// EMPLOYEE_ID E-123456
}
