package pii

// Labels of people, places, organisations and street addresses, as the
// gazetteer emits them by default and external NER detectors are mapped
// to.
const (
	LabelPerson        = "PERSON"
	LabelLocation      = "LOCATION"
	LabelOrganization  = "ORGANIZATION"
	LabelStreetAddress = "STREET_ADDRESS"
)
