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

// Weak shapes need their cue: a 5-digit number is a ZIP code after a US
// state, not in a build log; a date is a date of birth after "born on".
func ExampleConfig_thresholds() {
	d, err := regex.New(regex.Config{Groups: regex.Groups()})
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"build 15623 failed", "Austin, TX 78701", "meeting on 12/05/2024", "born on 12/05/1984"} {
		dets, _ := d.Detect(context.Background(), text)
		for _, x := range dets {
			fmt.Printf("%s %s %.1f\n", x.Label, x.Text, x.Confidence)
		}
	}
	// A lower threshold reports the weak shapes alone too, as upstream does.
	loose, _ := regex.New(regex.Config{Groups: []string{"us"}, Thresholds: map[string]float64{"US_ZIP": 0.1}})
	dets, _ := loose.Detect(context.Background(), "build 15623 failed")
	fmt.Println(dets[0].Label, dets[0].Text, dets[0].Confidence)
	// Output:
	// US_ZIP 78701 0.9
	// DATE_OF_BIRTH 12/05/1984 0.9
	// US_ZIP 15623 0.3
}
