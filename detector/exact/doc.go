// Package exact finds configured values as whole words, upstream
// piighost's ExactMatchDetector: case-insensitive by default, any run of
// whitespace in the text matching a space of the value.
//
//	d, err := exact.New(exact.Config{Values: []exact.Value{{Value: "Paul Martin", Label: "PERSON"}}})
package exact
