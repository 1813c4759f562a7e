// Package gazetteer finds people, places and organisations (PERSON,
// LOCATION, ORGANIZATION) with embedded name and place lists and context
// rules: no model, no cgo, no network.
//
// The lists (first and last names, countries, regions, cities, an English
// common-word list) are compiled by internal/gazgen into
// gazetteer_data/gazetteer.txt.gz, embedded with go:embed and decoded once
// per process on the first New. Operators add their own names, places,
// organisations and an allow-list through Config. docs/names.md describes
// the rules, their quality on the evaluation corpus and their speed.
//
//	d, err := gazetteer.New(gazetteer.Config{ExtraNames: []string{"Oksana Dovzhenko"}})
//	dets, err := d.Detect(ctx, text)
package gazetteer
