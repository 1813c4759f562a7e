package pii

// Labels of people, places and organisations, as the gazetteer emits them
// by default and external NER detectors are mapped to.
const (
	LabelPerson       = "PERSON"
	LabelLocation     = "LOCATION"
	LabelOrganization = "ORGANIZATION"
)
