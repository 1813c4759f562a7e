package regex

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// scoredCase expects the detections (label=text) of the default detector
// in text, every label included.
type scoredCase struct {
	name string
	text string
	want []string
}

func runScoredCases(t *testing.T, cases []scoredCase) {
	t.Helper()
	d := scored(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dets, err := d.Detect(context.Background(), c.text)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, x := range dets {
				got = append(got, x.Label+"="+x.Text)
			}
			slices.Sort(got)
			want := slices.Clone(c.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("in %q: got %q, want %q", c.text, got, want)
			}
		})
	}
}

// Families of false alarm: none of these texts holds personal data.
func TestScoredShapesLeaveOrdinaryNumbersAlone(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a 5-digit number without an address is not a ZIP", "build 15623 failed on step 3", nil},
		{"a byte count is not a ZIP", "taille 74532 octets", nil},
		{"an invoice number joined by a hyphen is not a ZIP", "Invoice INV-51014: £135.05", nil},
		{"a dotted quad with a pre-release suffix is a version", "Upgrade the agent to 18.18.5.4-rc5", nil},
		{"a dotted quad after version is a version", "version 10.0.20132.8619 (26758 req/s) and version 19.0.8.4", nil},
		{"a dotted quad alone is not an address", "the 22.21.4.7 changelog", nil},
		{"digits inside an API key are no phone number", "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD", []string{"OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"}},
		{"an ISBN-13 is not a card", "ISBN 978-2-07-036822-8 and 9780317217841", nil},
		{"epoch milliseconds are not a card", "ts=1718026843512", nil},
		{"ten bare digits are a byte count, not a US phone", "heap limit 2147483648 bytes", nil},
		{"a parenthesis left open is no area code", "ids (8257443947, 7036944891)", nil},
		{"an SSN-shaped part number without a cue is not an SSN", "part 482-19-3307 is back in stock", nil},
		{"a 9-digit order number is not a SIREN", "commande 204556781 expédiée", nil},
		{"an access-log field is not an IBAN", "PO2079228 200 27545", nil},
		{"a lower-case hex trace id failing mod 97 is not an IBAN", "trace bf23decb8d9b017f and ee26021f-e4df-42c6-b5d9-705f4a1cae49", nil},
		{"a count grouped by thousands is no phone number", "953 780 926 Anfragen, 10.790.387 Zeilen", nil},
		{"a hyphenated part number is no phone number", "Teil 7741-220-03", nil},
		{"a 00 run without separators is a padded identifier", "EAN 0066129092869", nil},
		{"a French number glued to letters is no phone number", "ref0612345678", nil},
	})
}

func TestScoredShapesFindCuedValues(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a ZIP after a state code", "Beverly Hills, CA 90210", []string{"US_ZIP=90210"}},
		{"a ZIP after a state name", "Austin, Texas 78701", []string{"US_ZIP=78701"}},
		{"a ZIP+4 after a state", "Springfield, IL 62704-1234", []string{"US_ZIP=62704-1234"}},
		{"a ZIP after a zip cue", "zip code: 94105", []string{"US_ZIP=94105"}},
		{"a ZIP after two capitals that are no state is not a ZIP", "ticket QZ 94105", nil},
		{"an SSN after its cue", "Here's my SSN: 460-89-9847", []string{"US_SSN=460-89-9847"}},
		{"an SSN after social security", "His social security number is 853-37-1694", []string{"US_SSN=853-37-1694"}},
		{"a SIREN after its cue", "SIREN 732 829 320.", []string{"FR_SIREN=732 829 320"}},
		{"a SIRET after its cue", "SIRET : 73282932000074", []string{"FR_SIRET=73282932000074"}},
		{"an IPv4 after address", "keep getting address 41.173.96.26 blocked", []string{"IPV4=41.173.96.26"}},
		{"an IPv4 after an ip field", "WHERE client_ip = ?%20|106.31.73.20|", []string{"IPV4=106.31.73.20"}},
		{"an IPv4 with a port", "connect to 34.12.9.1:5432 now", []string{"IPV4=34.12.9.1"}},
		{"a private IPv4 alone", "the box at 192.168.1.20 is down", []string{"IPV4=192.168.1.20"}},
		{"an IPv4 after ssh", "ssh 51.15.2.8", []string{"IPV4=51.15.2.8"}},
		{"ten bare digits after a phone cue", "Phone: 4155550132", []string{"US_PHONE=4155550132"}},
		{"a Luhn-invalid card after a card cue", "my card 4111 1111 1111 1112 was declined", []string{"CREDIT_CARD=4111 1111 1111 1112"}},
		{"an IBAN failing mod 97 after its cue", "IBAN DE88 3704 0044 0532 0130 00", []string{"IBAN=DE88 3704 0044 0532 0130 00"}},
		{"an IBAN failing mod 97 without a cue is not an IBAN", "DE88 3704 0044 0532 0130 00", nil},
		{"a NIR with a wrong key after its cue", "numéro de sécurité sociale 1 85 05 78 006 084 92", []string{"FR_NIR=1 85 05 78 006 084 92"}},
		{"a French number of ten bare digits after a cue", "Rappelle-moi au 0639986179", []string{"FR_PHONE=0639986179"}},
		{"a German number after Ruf", "Ruf mich an: 030 12345678", []string{"PHONE=030 12345678"}},
		{"a German number with its area code and a slash", "Telefon: 0221/4710222", []string{"PHONE=0221/4710222"}},
		{"a count by thousands after a phone cue", "WhatsApp: 778 533 548", []string{"PHONE=778 533 548"}},
		{"a number after answering", "They're not answering at 71-33-52-22", []string{"PHONE=71-33-52-22"}},
	})
}

func TestScoredStrongShapesNeedNoCue(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"an e-mail address", "jane@example.com", []string{"EMAIL=jane@example.com"}},
		{"a Luhn-valid card with a network prefix", "4111 1111 1111 1111", []string{"CREDIT_CARD=4111 1111 1111 1111"}},
		{"a 13-digit Visa", "4222222222222", []string{"CREDIT_CARD=4222222222222"}},
		{"a JCB 1800 number", "180016070420458", []string{"CREDIT_CARD=180016070420458"}},
		{"a NIR with its key", "1 85 05 78 006 084 91", []string{"FR_NIR=1 85 05 78 006 084 91"}},
		{"an E.164 number", "+44 20 7946 0958", []string{"PHONE=+44 20 7946 0958"}},
		{"a French number in pairs", "06 12 34 56 78", []string{"FR_PHONE=06 12 34 56 78", "PHONE=06 12 34 56 78"}},
		{"French digits grouped otherwise are no French number", "DE89 3704 0044 0532 0130 00", []string{"IBAN=DE89 3704 0044 0532 0130 00"}},
		{"a US number with separators", "415-555-0132", []string{"US_PHONE=415-555-0132", "PHONE=415-555-0132"}},
		{"a national number with its trunk and area code", "Tagsüber 030 23125884", []string{"PHONE=030 23125884"}},
		{"a UK mobile", "andrew - 07700 900492", []string{"PHONE=07700 900492"}},
		{"an Italian mobile in two groups after a cue", "ufficio: 376 1137198", []string{"PHONE=376 1137198", "US_PHONE=376 1137198"}},
		{"two bare groups without a trunk prefix need a cue", "376 1137198", nil},
		{"a Spanish number in 3-2-2-2", "963 63 87 27", []string{"PHONE=963 63 87 27"}},
		{"an API key prefix", "sk-abcdefghijklmnopqrstuvwx", []string{"OPENAI_API_KEY=sk-abcdefghijklmnopqrstuvwx"}},
		{"an IBAN before an e-mail address is found", "pay DE89 3704 0044 0532 0130 00, mail a@b.io", []string{"IBAN=DE89 3704 0044 0532 0130 00", "EMAIL=a@b.io"}},
		{"a French IBAN is an IBAN and a FR_IBAN, for the group order to choose", "FR76 3000 6000 0112 3456 7890 189",
			[]string{"IBAN=FR76 3000 6000 0112 3456 7890 189", "FR_IBAN=FR76 3000 6000 0112 3456 7890 189"}},
		{"a value after a strong one is scored", "DE89 3704 0044 0532 0130 00, ssn 460-89-9847", []string{"IBAN=DE89 3704 0044 0532 0130 00", "US_SSN=460-89-9847"}},
	})
}

func TestScoredConfidenceIsTheScore(t *testing.T) {
	d := scored(t)
	dets, err := d.Detect(context.Background(), "SIREN 732 829 320, SSN 460-89-9847, SSN 666-89-9847, mail a@b.io")
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range dets {
		want := map[string]float64{"FR_SIREN": scoreCued, "US_SSN": scoreStrong, "EMAIL": scoreStrong}[x.Label]
		if x.Text == "666-89-9847" {
			want = scoreCued // fails the SSN rules: its cue makes it
		}
		if x.Confidence != want {
			t.Errorf("%s %q: confidence %v, want %v", x.Label, x.Text, x.Confidence, want)
		}
	}
}

func TestThresholds(t *testing.T) {
	ctx := context.Background()
	t.Run("a lower threshold reports weak shapes, as upstream", func(t *testing.T) {
		d, err := New(Config{Groups: []string{"us"}, Thresholds: map[string]float64{"US_ZIP": 0.1}})
		if err != nil {
			t.Fatal(err)
		}
		dets, _ := d.Detect(ctx, "build 15623 failed")
		if len(dets) != 1 || dets[0].Text != "15623" || dets[0].Confidence != scoreWeak {
			t.Errorf("got %v", dets)
		}
	})
	t.Run("a glued shape is never reported, whatever the threshold", func(t *testing.T) {
		d, err := New(Config{Groups: []string{"us"}, Thresholds: map[string]float64{"US_ZIP": 0.01}})
		if err != nil {
			t.Fatal(err)
		}
		if dets, _ := d.Detect(ctx, "Invoice INV-51014"); dets != nil {
			t.Errorf("got %v", dets)
		}
	})
	t.Run("a higher threshold drops cued shapes", func(t *testing.T) {
		d, err := New(Config{Groups: []string{"us"}, Thresholds: map[string]float64{"US_SSN": 1}})
		if err != nil {
			t.Fatal(err)
		}
		if dets, _ := d.Detect(ctx, "SSN 666-89-9847"); dets != nil {
			t.Errorf("got %v", dets)
		}
	})
	for _, c := range []struct {
		name string
		th   map[string]float64
		want string
	}{
		{"a threshold of an unknown label is a configuration error", map[string]float64{"ZIP": 0.5}, "not a built-in label"},
		{"a threshold of a label of another group is a configuration error", map[string]float64{"FR_SIREN": 0.5}, "US_ZIP"},
		{"a threshold of 0 is a configuration error", map[string]float64{"US_ZIP": 0}, "(0, 1]"},
		{"a threshold above 1 is a configuration error", map[string]float64{"US_ZIP": 1.5}, "(0, 1]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := New(Config{Groups: []string{"us"}, Thresholds: c.th})
			if !errors.Is(err, pii.ErrConfig) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want a config error with %q", err, c.want)
			}
		})
	}
	t.Run("a threshold of a label a custom pattern replaced is a configuration error", func(t *testing.T) {
		_, err := New(Config{Groups: []string{"us"}, Patterns: map[string]string{"US_ZIP": `\d{5}`}, Thresholds: map[string]float64{"US_ZIP": 0.5}})
		if !errors.Is(err, pii.ErrConfig) {
			t.Errorf("err = %v", err)
		}
	})
}

func TestDateOfBirth(t *testing.T) {
	dob := func(v string) []string { return []string{"DATE_OF_BIRTH=" + v} }
	runScoredCases(t, []scoredCase{
		// English
		{"a date after born on is a date of birth", "I was born on 01/04/1990 and moved later", dob("01/04/1990")},
		{"an ISO date after DOB", "DOB: 1968-01-04", dob("1968-01-04")},
		{"a spelled date after date of birth", "Her date of birth is 19 November 1992 and", dob("19 November 1992")},
		{"a month-first date after b.", "Nathan (b. August 11, 1943) joined", dob("August 11, 1943")},
		{"an abbreviated month after d.o.b.", "d.o.b. 30 Jan 2002, start", dob("30 Jan 2002")},
		{"an ordinal day", "born on the 1st of May 1990", dob("1st of May 1990")},
		// French
		{"a date after né le", "Mon fils est né le 05/05/1987 ; merci", dob("05/05/1987")},
		{"a date after date de naissance", "Date de naissance : 4 juin 1996", dob("4 juin 1996")},
		{"a date after née le", "je suis camille, née le 2 mai 1991.", dob("2 mai 1991")},
		{"a date after DDN", "DDN 28/07/1989 – contrat", dob("28/07/1989")},
		// German
		{"a date after geboren am", "Katharina, geboren am 06.06.1958, war", dob("06.06.1958")},
		{"a date after Geburtsdatum", "Geburtsdatum: 19.8.1968", dob("19.8.1968")},
		{"a spelled German date after geb.", "Anna (geb. 7. September 1959) ist", dob("7. September 1959")},
		{"a date before geboren", "Ich bin am 29.07.2006 geboren.", dob("29.07.2006")},
		{"a date with a German month name before geboren", "Mein Sohn ist am 27. März 1990 geboren", dob("27. März 1990")},
		{"a German date with a two-digit year after geboren am", "Formular: geboren am 18.12.68, Akte", dob("18.12.68")},
		{"a date with a two-digit year after Geburtsdatum", "Geburtsdatum: 15.02.63\nAnschrift", dob("15.02.63")},
		{"a Spanish spelled date after fecha de nacimiento", "fecha de nacimiento 12 de mayo de 1980, DNI", dob("12 de mayo de 1980")},
		{"a Spanish spelled date under a nacimiento key", "  nacimiento: \"23 de febrero de 1941\"", dob("23 de febrero de 1941")},
		{"a date after the Spanish abbreviation nac", "kyc: nombre=\"X\" nac=1967-10-25 id=7", dob("1967-10-25")},
		{"a Portuguese date after data de nascimento", "data de nascimento 02/01/1977", dob("02/01/1977")},
		{"a French date with the ordinal 1er after née le", "née le 1er mars 1985 à Lyon", dob("1er mars 1985")},
		{"a date after the French anniversaire", "anniversaire : 12/03/1985", dob("12/03/1985")},
		{"a date under an abbreviated French birth key", "date_naiss: 1985-03-12", dob("1985-03-12")},
		{"a date after the Italian compleanno", "compleanno 12 marzo 1985", dob("12 marzo 1985")},
		// Keys and the date forms of exports
		{"a date under a camel-case French birth key", "dateNaissance: 1985-03-12", dob("1985-03-12")},
		{"a date under an unaccented French birth key", "nee: 12/03/1985", dob("12/03/1985")},
		{"a date under a camel-case Spanish birth key", `{"fechaNacimiento": "12/03/1985"}`, dob("12/03/1985")},
		{"a date under a camel-case Portuguese birth key", `Customer{DataNascimento: "1940-11-26"}`, dob("1940-11-26")},
		{"a date under a run-together Italian birth key", "datanascita=12/03/1985", dob("12/03/1985")},
		{"a year-first date with slashes after a birth cue", "born 1985/03/12 in Osaka", dob("1985/03/12")},
		{"a year-first date with dots after a birth cue", "Geburtsdatum: 1985.03.12", dob("1985.03.12")},
		{"an ISO date and time after a birth key is the date of birth with its time", `"date_of_birth": "1985-03-12T00:00:00Z"`, dob("1985-03-12T00:00:00Z")},
		{"an ISO date and time with an offset", "dob=1985-03-12T08:30:00+01:00 id=4", dob("1985-03-12T08:30:00+01:00")},
		{"a day, a month abbreviation and a year joined by hyphens", "DOB: 12-Mar-1985", dob("12-Mar-1985")},
		{"a French month abbreviation joined by slashes", "née le 12/mars/1985", dob("12/mars/1985")},
		{"eight digits after a birth key are a compact date", "geburtsdatum=19850312;", dob("19850312")},
		{"a long place of birth before le keeps the birth cue", "née à Saint-Étienne-du-Rouvray (Seine-Maritime) le 12 mars 1985", dob("12 mars 1985")},
		{"a long place of birth before il keeps the birth cue", "nato a Reggio nell'Emilia, provincia di Reggio Emilia, il 05/09/1984", dob("05/09/1984")},
		{"a Portuguese month after nascido em", "nascido em 12 de março de 1985 no Porto", dob("12 de março de 1985")},
		{"a Dutch month after geboren op", "geboren op 12 maart 1985 in Utrecht", dob("12 maart 1985")},
		{"a French birth key without accents and with an underscore", "ne_le: 12/03/1985", dob("12/03/1985")},
		{"a French birth key run together and shortened", "DateNaiss: 12/03/1985", dob("12/03/1985")},
		{"a date under a YAML birth key is a date of birth", "naissance:\n  lieu: Saint-Étienne-du-Rouvray\n  pays: France\n  date: 1985-03-12", dob("1985-03-12")},
		{"a date in an indented JSON object under a birth key", "{\n  \"birth\": {\n    \"place\": \"Saint-Étienne-du-Rouvray, France\",\n    \"date\": \"1985-03-12\"\n  }\n}", dob("1985-03-12")},
		{"a spelled month and a two-digit year after né le", "né le 12 mars 85 à Lyon", dob("12 mars 85")},
		{"a dashed date with a two-digit year after a birth key", "date_naissance: 12-03-85", dob("12-03-85")},
		{"a second date that corrects a date of birth is one too", "His date of birth on the ticket is 12.08.1984 but the passport says 21.08.1984. Flight on 14 July.", []string{"DATE_OF_BIRTH=12.08.1984", "DATE_OF_BIRTH=21.08.1984"}},
		{"an alternative date of birth in French", "né le 12/03/1985 ou 13/03/1985 ?", []string{"DATE_OF_BIRTH=12/03/1985", "DATE_OF_BIRTH=13/03/1985"}},
		// Not dates of birth
		{"a date that corrects a plain date is no date of birth", "the meeting was set for 12/03/2025 but moved to 13/03/2025", nil},
		{"a spelled month before a time is no two-digit year", "né le 12 mars 10:30", nil},
		{"a date under a YAML key that is no birth cue is not PII", "naissance:\n  lieu: Lyon\n  pays: France\nreunion:\n  salle: 204, deuxième étage\n  date: 2025-03-12", nil},
		{"a top-level date after a nested birth record is not PII", "client:\n  naissance: 1985-03-12\n  ville: Lyon, quartier de la Croix-Rousse\ncreated: 2025-03-12", dob("1985-03-12")},
		{"a date far after a birth cue without a date preposition is not a birth date", "née à Saint-Étienne-du-Rouvray (Seine-Maritime), réunion du 12 mars 2025", nil},
		{"a plain Dutch date is not PII", "de vergadering is op 12 maart 2025", nil},
		{"a plain date with a two-digit year is not PII", "Termin am 03.02.26 um 10:00 Uhr", nil},
		{"a plain Spanish spelled date is not PII", "la reunión es el 8 de julio de 2021", nil},
		{"a plain date is not PII", "the release is due on 12/05/2024", nil},
		{"a meeting date is not PII", "Réunion le 14 mars 2025 à 14h30, salle 4.12", nil},
		{"a German date is not PII", "Termin am 03.02.2026 um 10:00 Uhr", nil},
		{"a time is not PII", "deploy at 14:30:00 on 2024-05-12", nil},
		{"a date in another clause than the cue is not a birth date", "Born in the spring; the audit was on 12/05/2024", nil},
		{"an impossible date is no date", "born on 45/13/1990", nil},
		{"an ISO date and time without a cue is not PII", "deployed at 2024-05-12T14:30:00Z", nil},
		{"eight digits without a cue are not a date of birth", "build 20240512 is out", nil},
		{"eight digits that are no date are none after a cue", "born, ref 19851345", nil},
		{"a month abbreviation date without a cue is not PII", "invoice due 12-Mar-2025", nil},
		{"a year outside 1900-2099 is no date", "born on 01/04/1850", nil},
	})
}

// FuzzScoredDetector runs the default (scored) detector, cues and dates
// included, on any text: it must never panic, every detection must be a
// well-formed span of the text scoring at least its threshold, and a date
// of birth must be a date.
func FuzzScoredDetector(f *testing.F) {
	for _, s := range []string{
		"I was born on 01/04/1990", "Nathan (b. August 11, 1943)", "Ich bin am 29.07.2006 geboren.",
		"geb. 7. September 1959", "Beverly Hills, CA 90210-1234", "Ruf mich an: 030 12345678",
		"Telefon: 0221/4710222", "SIREN 732 829 320", "address 41.173.96.26:80", "version 19.0.8.4",
		"Invoice INV-51014", "my card 4111 1111 1111 1112", "né(e) le 28/08/1969", "Born 10 Feb 1975.",
		"\u00a0geboren\u2028DOB 1st of May 1990, 12.12.2012", "WhatsApp: 778 533 548",
		"SSN 401582291", `{"ssn":"301 22 8457"}`, "event=card_update ts=1720192452335", "EAN 5901234123457",
		"Update von 4.2.1.15 auf 4.2.2.0", "Agent/1.2.3.4", "firmwareVersion=4.2.1.15", "Teilenummer 482-19-3307",
		"DNI 48215390-F", "X1234567L", "RSSMRA85T10A562S", "65 121086 Z 795", "IdNr. 86 095 742 719",
		"nino zz 85 38 77 t", "BSN: 123456782", "(NIF) 310631819", "nir 281092b03357637",
		"name;ssn;dob\nKim;401582291;18.12.68\r\nLee;357 35 8164;1er mars 1985",
		`kyc: nombre="X" nac=23 de febrero de 1941 id=794320818`, "rappel au 0359132776", "(351) 962 828 917",
		"tarjeta=060454095237", "unter 3214920706 zurückrufen",
	} {
		f.Add(s)
	}
	d := scored(f)
	f.Fuzz(func(t *testing.T, text string) {
		dets, err := d.Detect(context.Background(), text)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range dets {
			if x.Start < 0 || x.Start >= x.End || x.End > len(text) || x.Text != text[x.Start:x.End] {
				t.Fatalf("bad span %+v in %q", x, text)
			}
			if x.Confidence < DefaultThreshold || x.Confidence > 1 {
				t.Fatalf("%+v: confidence outside [threshold, 1] in %q", x, text)
			}
			if x.Label == "DATE_OF_BIRTH" {
				if start, end := matchDateAnywhere(x.Text); start != 0 || end != len(x.Text) {
					t.Fatalf("date of birth %q is not a date (%d, %d) in %q", x.Text, start, end, text)
				}
			}
		}
	})
}

// matchDateAnywhere runs matchDate at the first digit of s.
func matchDateAnywhere(s string) (int, int) {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return -1, -1
	}
	return matchDate(s, i)
}
