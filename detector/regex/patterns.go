package regex

import "slices"

// The built-in pattern groups, compiled into the binary. Their shapes are
// upstream piighost's (the in-library patterns of 1.10 and the catalog
// groups, piighost-core.md §9.2), implemented by hand-written scanners
// (regex_numeric.go, regex_text.go, regex_phone.go) because Go's regexp has
// no look-around and scans an alternation of such patterns at about 5 MB/s.
// Deviations from the upstream shapes are documented on each matcher and in
// docs/detection.md.

// builtinLabel identifies a built-in label. The order is the output order of
// the detections of one text (groups in Groups order).
type builtinLabel uint8

const (
	labelEmail builtinLabel = iota
	labelURL
	labelIPv4
	labelIPv6
	labelCard
	labelUSPhone
	labelUSZip
	labelUSITIN
	labelUSSSN
	labelIBAN
	labelFRPhone
	labelFRIBAN
	labelFRNIR
	labelFRSIRET
	labelFRSIREN
	labelOpenAI
	labelAWS
	labelGitHub
	labelStripe
	labelPhone
	labelDOB
	labelNLBSN
	labelPTNIF
	labelESNIF
	labelESNIE
	labelITFiscalCode
	labelDESVNR
	labelDETaxID
	labelUKNINO
	numBuiltinLabels
)

// builtinNames are the labels the built-in scanners emit.
var builtinNames = [numBuiltinLabels]string{
	labelEmail:        "EMAIL",
	labelURL:          "URL",
	labelIPv4:         "IPV4",
	labelIPv6:         "IPV6",
	labelCard:         "CREDIT_CARD",
	labelUSPhone:      "US_PHONE",
	labelUSZip:        "US_ZIP",
	labelUSITIN:       "US_ITIN",
	labelUSSSN:        "US_SSN",
	labelIBAN:         "IBAN",
	labelFRPhone:      "FR_PHONE",
	labelFRIBAN:       "FR_IBAN",
	labelFRNIR:        "FR_NIR",
	labelFRSIRET:      "FR_SIRET",
	labelFRSIREN:      "FR_SIREN",
	labelOpenAI:       "OPENAI_API_KEY",
	labelAWS:          "AWS_ACCESS_KEY",
	labelGitHub:       "GITHUB_TOKEN",
	labelStripe:       "STRIPE_KEY",
	labelPhone:        "PHONE",
	labelDOB:          "DATE_OF_BIRTH",
	labelNLBSN:        "NL_BSN",
	labelPTNIF:        "PT_NIF",
	labelESNIF:        "ES_NIF",
	labelESNIE:        "ES_NIE",
	labelITFiscalCode: "IT_FISCAL_CODE",
	labelDESVNR:       "DE_SVNR",
	labelDETaxID:      "DE_TAX_ID",
	labelUKNINO:       "UK_NINO",
}

// builtinGroup is a named set of built-in labels.
type builtinGroup struct {
	name   string
	labels []builtinLabel
}

// builtinGroups lists the groups in their documented order.
var builtinGroups = [...]builtinGroup{
	{"generic", []builtinLabel{labelEmail, labelURL, labelIPv4, labelIPv6, labelCard}},
	{"us", []builtinLabel{labelUSPhone, labelUSZip, labelUSITIN, labelUSSSN}},
	{"eu", []builtinLabel{labelIBAN, labelUKNINO, labelNLBSN, labelPTNIF, labelESNIF, labelESNIE, labelITFiscalCode,
		labelDESVNR, labelDETaxID}},
	{"fr", []builtinLabel{labelFRPhone, labelFRIBAN, labelFRNIR, labelFRSIRET, labelFRSIREN}},
	{"secrets", []builtinLabel{labelOpenAI, labelAWS, labelGitHub, labelStripe}},
	{"phone", []builtinLabel{labelPhone}},
	{"dob", []builtinLabel{labelDOB}},
}

// Groups returns the names of the built-in pattern groups, in order:
// generic, us, eu, fr, secrets, phone, dob.
func Groups() []string {
	out := make([]string, len(builtinGroups))
	for i, g := range builtinGroups {
		out[i] = g.name
	}
	return out
}

// GroupLabels returns the labels of a built-in group, in order, or
// nil for an unknown group.
func GroupLabels(group string) []string {
	g := findGroup(group)
	if g == nil {
		return nil
	}
	out := make([]string, len(g.labels))
	for i, l := range g.labels {
		out[i] = builtinNames[l]
	}
	return out
}

// findGroup returns the built-in group named name, or nil.
func findGroup(name string) *builtinGroup {
	for i := range builtinGroups {
		if builtinGroups[i].name == name {
			return &builtinGroups[i]
		}
	}
	return nil
}

// builtinByName returns the built-in label called name.
func builtinByName(name string) (builtinLabel, bool) {
	i := slices.Index(builtinNames[:], name)
	return builtinLabel(i), i >= 0
}

// Validators that Config.Validators may name, and the check each runs
// on the matched text.
var validatorFuncs = map[string]func(string) bool{
	"CREDIT_CARD": luhnValid,
	"IBAN":        ibanValid,
	"FR_IBAN":     ibanValid,
	"FR_NIR":      nirValid,
	// PHONE's validator is not a check of the matched text: it changes how
	// candidates are judged (see regex_phone.go), so it has no function.
	"PHONE": nil,
}

// validatorNames returns the names Config.Validators accepts, sorted.
func validatorNames() []string {
	names := make([]string, 0, len(validatorFuncs))
	for n := range validatorFuncs {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
