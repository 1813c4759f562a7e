package main

import (
	"reflect"
	"testing"
)

func TestCuedOrgs(t *testing.T) {
	companies := []string{"Siemens", "Airbus", "Lufthansa", "Grace", "Aachen", "Apple", "Zimmer", "Opel", "Groupe", "Wikipedia", "IBM", "Ltd"}
	known := map[string]bool{"Lufthansa": true}
	first := map[string]bool{"grace": true}
	places := map[string]bool{"aachen": true}
	common := map[string]bool{"apple": true}
	nouns := map[string]bool{"zimmer": true, "opel": true, "airbus": true}
	de := frequencies{"zimmer": 120, "opel": 0.2}
	got := cuedOrgs(companies, known, first, places, common, nouns, de)
	want := map[string]bool{"Siemens": true, "Airbus": true, "Opel": true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("a firm's name that another list holds is read after a cue unless it is a first name, a big town, a common English word, a frequent German noun, a generic word or a website:\n got %v\nwant %v", got, want)
	}
}
