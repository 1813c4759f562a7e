// Package gazetteer finds people, places, organisations and street
// addresses (PERSON, LOCATION, ORGANIZATION, STREET_ADDRESS) with embedded
// name, place and street-type lists and context rules: no model, no cgo,
// no network. It tells English, French and German text apart by their
// function words, and reads German capitals as nouns.
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
