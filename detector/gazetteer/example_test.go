package gazetteer_test

import (
	"context"
	"fmt"

	"github.com/piighost/piighost-nats/detector/gazetteer"
)

// A street address is one span, with its postcode and town; German nouns
// are no names.
func ExampleDetector_Detect() {
	d, err := gazetteer.New(gazetteer.Config{})
	if err != nil {
		panic(err)
	}
	for _, text := range []string{
		"Bitte an Anna Müller, Lindenstraße 12, 10115 Berlin schicken.",
		"Der Kunde hat angerufen, das Wasser ist abgestellt.",
	} {
		dets, _ := d.Detect(context.Background(), text)
		fmt.Println(len(dets), "detections")
		for _, x := range dets {
			fmt.Println(x.Label, x.Text)
		}
	}
	// Output:
	// 2 detections
	// PERSON Anna Müller
	// STREET_ADDRESS Lindenstraße 12, 10115 Berlin
	// 0 detections
}
