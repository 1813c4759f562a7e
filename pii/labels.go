package pii

// The gazetteer's default labels.
const (
	LabelPerson       = "PERSON"
	LabelLocation     = "LOCATION"
	LabelOrganization = "ORGANIZATION"
)
