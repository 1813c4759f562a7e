package main

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// The personal data of the positive corpus. Every value is invented:
// names are drawn from common given names and surnames and paired at
// random; phone numbers come from the ranges regulators reserve for
// fiction where there are such ranges (FR, DE, UK, US), e-mail addresses
// use the example domains of RFC 2606, IBANs and card numbers are drawn at
// random with valid check digits.

type person struct{ given, surname string }

var names = map[string]struct{ given, surnames []string }{
	corpus.English: {
		given:    []string{"James", "Olivia", "Emily", "Daniel", "Sarah", "Michael", "Hannah", "Thomas", "Jessica", "Ryan", "Laura", "Kevin", "Rachel", "Brian", "Megan", "Andrew", "Priya", "Maria", "Ahmed", "Chloe", "Nathan", "Sophie", "Aisha", "Lucas"},
		surnames: []string{"Smith", "Johnson", "Brown", "Taylor", "Wilson", "Clarke", "Walker", "Patel", "Garcia", "Nguyen", "Robinson", "Hughes", "Evans", "Murphy", "Campbell", "Fletcher", "Bennett", "Hassan", "Kowalski", "Okafor", "Sharma", "Reid"},
	},
	corpus.French: {
		given:    []string{"Camille", "Julien", "Léa", "Nicolas", "Chloé", "Thomas", "Manon", "Hugo", "Inès", "Mathieu", "Sophie", "Antoine", "Élodie", "Karim", "Amandine", "Baptiste", "Yasmine", "Sébastien", "Margaux", "Lucas", "Nadia", "Pierre-Yves"},
		surnames: []string{"Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Lefèvre", "Girard", "Fontaine", "Rousseau", "Mercier", "Lambert", "Bonnet", "Chevalier", "Benali", "Garnier", "Faure", "Roux", "Nguyen", "Perrin", "Morel", "Da Silva", "Lemoine"},
	},
	corpus.German: {
		given:    []string{"Lukas", "Anna", "Felix", "Lea", "Jonas", "Sophie", "Maximilian", "Hannah", "Paul", "Katharina", "Tobias", "Julia", "Florian", "Sabine", "Jan", "Melanie", "Stefan", "Leonie", "Mehmet", "Franziska", "Matthias", "Ayşe"},
		surnames: []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Zimmermann", "Krüger", "Hartmann", "Yılmaz", "Lehmann", "Braun", "Vogel"},
	},
}

func drawPerson(c *ctx) person {
	ns := names[c.lang]
	if c.r.chance(15) { // people of the other languages' name pools
		ns = names[pick(c.r, corpus.Languages())]
	}
	return person{pick(c.r, ns.given), pick(c.r, ns.surnames)}
}

// subject is the person the message is about, drawn on first use.
func (c *ctx) subject() person {
	if c.person == nil {
		p := drawPerson(c)
		c.person = &p
	}
	return *c.person
}

// other draws a second person, different from the subject.
func (c *ctx) other() person {
	s := c.subject()
	for {
		p := drawPerson(c)
		if p.given != s.given && p.surname != s.surname {
			return p
		}
	}
}

// fold spells a name in ASCII for an e-mail address.
func fold(s string) string {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "ae", "Ö", "oe", "Ü", "ue",
		"é", "e", "è", "e", "ê", "e", "ë", "e", "É", "e", "à", "a", "â", "a", "ç", "c", "î", "i", "ï", "i", "ô", "o", "ù", "u", "û", "u",
		"ş", "s", "ı", "i", " ", "", "-", "", "'", "")
	return strings.ToLower(r.Replace(s))
}

func commonPIISlots() map[string]piiSlot {
	return map[string]piiSlot{
		"PERSON": {corpus.LabelPerson, func(c *ctx, _ []string) string {
			p := c.subject()
			return p.given + " " + p.surname
		}},
		"PERSON_LC": {corpus.LabelPerson, func(c *ctx, _ []string) string {
			p := c.subject()
			return strings.ToLower(p.given + " " + p.surname)
		}},
		// PERSON_ADMIN is the surname first, in capitals, as French forms write it.
		"PERSON_ADMIN": {corpus.LabelPerson, func(c *ctx, _ []string) string {
			p := c.subject()
			return strings.ToUpper(p.surname) + " " + p.given
		}},
		"PERSON_COMMA": {corpus.LabelPerson, func(c *ctx, _ []string) string {
			p := c.subject()
			return p.surname + ", " + p.given
		}},
		"GIVEN":   {corpus.LabelPerson, func(c *ctx, _ []string) string { return c.subject().given }},
		"SURNAME": {corpus.LabelPerson, func(c *ctx, _ []string) string { return c.subject().surname }},
		"PERSON2": {corpus.LabelPerson, func(c *ctx, _ []string) string {
			p := c.other()
			if c.r.chance(30) {
				return strings.ToLower(p.given + " " + p.surname)
			}
			return p.given + " " + p.surname
		}},
		"EMAIL": {corpus.LabelEmail, func(c *ctx, _ []string) string {
			p := c.subject()
			g, s := fold(p.given), fold(p.surname)
			local := pick(c.r, []string{g + "." + s, g[:1] + "." + s, s + "." + g, g + s + strconv.Itoa(c.r.between(1, 99)), g + "_" + s, s})
			return local + "@" + pick(c.r, []string{"example.com", "example.org", "example.net", "mail.example", "post.example", "example.com"})
		}},
		"IBAN": {corpus.LabelIBAN, func(c *ctx, a []string) string {
			cc := ""
			if len(a) > 0 {
				cc = a[0]
			}
			return iban(c.r, cc, c.lang)
		}},
		"CARD":     {corpus.LabelCreditCard, func(c *ctx, _ []string) string { return card(c.r) }},
		"PHONE_FR": {corpus.LabelFRPhone, func(c *ctx, _ []string) string { return phoneFR(c.r) }},
		"PHONE_DE": {corpus.LabelDEPhone, func(c *ctx, _ []string) string { return phoneDE(c.r) }},
		"PHONE_UK": {corpus.LabelUKPhone, func(c *ctx, _ []string) string { return phoneUK(c.r) }},
		"PHONE_US": {corpus.LabelUSPhone, func(c *ctx, _ []string) string { return phoneUS(c.r) }},
		"PHONE_ES": {corpus.LabelESPhone, func(c *ctx, _ []string) string { return phoneES(c.r) }},
		"PHONE_IT": {corpus.LabelITPhone, func(c *ctx, _ []string) string { return phoneIT(c.r) }},
		"ADDR_US":  {corpus.LabelStreetAddress, func(c *ctx, a []string) string { return c.plain(address(c, usAddress, a)) }},
		"ADDR_UK":  {corpus.LabelStreetAddress, func(c *ctx, a []string) string { return c.plain(address(c, ukAddress, a)) }},
		"ADDR_FR":  {corpus.LabelStreetAddress, func(c *ctx, a []string) string { return c.plain(address(c, frAddress, a)) }},
		"ADDR_DE":  {corpus.LabelStreetAddress, func(c *ctx, a []string) string { return c.plain(address(c, deAddress, a)) }},
		"ADDR_ES":  {corpus.LabelStreetAddress, func(c *ctx, a []string) string { return c.plain(address(c, esAddress, a)) }},
		"ADDR_IT":  {corpus.LabelStreetAddress, func(c *ctx, a []string) string { return c.plain(address(c, itAddress, a)) }},
		"DOB": {corpus.LabelDateOfBirth, func(c *ctx, _ []string) string {
			return birthDate(c)
		}},
	}
}

// The languages add nothing of their own: every labelled slot spells its
// value by the message's language where it matters (DOB, PERSON).
func englishPIISlots() map[string]piiSlot { return nil }
func frenchPIISlots() map[string]piiSlot  { return nil }
func germanPIISlots() map[string]piiSlot  { return nil }

// birthDate is a date between 1940 and 2010 in a spelling of the
// message's language.
func birthDate(c *ctx) string {
	y, m := c.r.between(1940, 2010), c.r.between(1, 12)
	d := c.r.between(1, daysIn(y, m))
	switch c.lang {
	case corpus.French:
		day := strconv.Itoa(d)
		if d == 1 {
			day = "1er"
		}
		return pick(c.r, []string{
			fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%s %s %d", day, frMonths[m-1], y), fmt.Sprintf("%02d.%02d.%d", d, m, y), fmt.Sprintf("%02d/%02d/%d", d, m, y),
		})
	case corpus.German:
		return pick(c.r, []string{
			fmt.Sprintf("%02d.%02d.%d", d, m, y), fmt.Sprintf("%d. %s %d", d, deMonths[m-1], y), fmt.Sprintf("%d.%d.%d", d, m, y), fmt.Sprintf("%d-%02d-%02d", y, m, d),
		})
	}
	return pick(c.r, []string{
		fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d %s %d", d, enMonths[m-1], y),
		fmt.Sprintf("%s %d, %d", enMonths[m-1], d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%d %s %d", d, enMonthAbr[m-1], y),
	})
}

// address expands an address template of the form; a:[street] keeps only
// the street part, a:[full] the whole, none draws either.
func address(c *ctx, f addressForm, a []string) string {
	full := c.r.chance(65)
	if len(a) > 0 {
		full = a[0] == "full"
	}
	s := pick(c.r, f.street)
	if full {
		s += pick(c.r, f.locality)
	}
	return s
}

type addressForm struct{ street, locality []string }

var (
	usAddress = addressForm{
		street: []string{
			"{{int:10:9999}} {{Oak|Maple|Cedar|Elm|Pine|Walnut|Glyn|Highland|Lakeview|Sunset|Willow|Chestnut|Birch|Hillcrest|Ridge|Mill|Spring|Meadow}} {{St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Way|Ct}}",
			"{{int:10:9999}} {{N|S|E|W}} {{int:2:99}}{{th|nd|rd}} St",
			"{{int:10:9999}} {{Oak|Maple|Cedar|Elm|Pine|Ridge}} {{St|Ave|Dr}}, Apt {{int:1:40}}{{A|B|C|}}",
			"{{int:100:9999}} {{Old Mill|Forest Hill|River Bend|Country Club}} Rd, Unit {{int:1:300}}",
		},
		locality: []string{
			", {{Springfield, IL|Madison, WI|Dayton, OH|Tulsa, OK|Boise, ID|Albany, NY|Fresno, CA|Tacoma, WA|Raleigh, NC|Mesa, AZ}} {{n:5}}",
			"\n{{Springfield|Madison|Dayton|Tulsa|Boise|Albany}}, {{IL|WI|OH|OK|ID|NY}} {{n:5}}",
		},
	}
	ukAddress = addressForm{
		street: []string{
			"{{int:1:240}} {{Oakfield|Station|Church|Victoria|Mill|Park|Queens|Manor|Greenway|Hollybank|Ashgrove|Kingsley}} {{Road|Street|Lane|Avenue|Close|Crescent|Gardens|Drive|Terrace}}",
			"Flat {{int:1:30}}, {{int:1:200}} {{Station|Church|Victoria|Mill}} {{Road|Street}}",
			"{{int:1:120}}{{a|b|}} {{Hollybank|Ashgrove|Kingsley|Manor}} {{Close|Crescent|Way}}",
		},
		locality: []string{
			", {{Leeds LS6|Bristol BS7|Norwich NR2|York YO10|Derby DE22|Cardiff CF14|Leicester LE2|Bath BA1}} {{int:1:9}}{{AB|DX|HQ|LT|PW|NZ|EF|JR}}",
			"\n{{Leeds|Bristol|Norwich|York|Derby}}\n{{LS6|BS7|NR2|YO10|DE22}} {{int:1:9}}{{AB|DX|HQ|LT|PW}}",
		},
	}
	frAddress = addressForm{
		street: []string{
			"{{int:1:180}}{{ bis| ter|||}} {{rue|avenue|boulevard|allée|impasse|chemin|quai|place}} {{des Lilas|de la République|Voltaire|du Moulin|des Tilleuls|des Acacias|de la Mairie|des Vignes|de la Gare|Pasteur|de la Paix|Jean Jaurès|des Écoles|du Château|Gambetta}}",
			"{{int:1:180}}, {{rue|avenue}} {{des Lilas|de la République|du Moulin|des Tilleuls|Pasteur|Gambetta}}",
			"{{int:1:99}} {{bd|av.}} {{Voltaire|de la République|Gambetta|Jean Jaurès}}",
		},
		locality: []string{
			", {{69003 Lyon|75011 Paris|33000 Bordeaux|31000 Toulouse|44000 Nantes|67000 Strasbourg|59000 Lille|13005 Marseille|35000 Rennes|34000 Montpellier}}",
			"\n{{69003 LYON|75011 PARIS|33000 BORDEAUX|31000 TOULOUSE|44000 NANTES}}",
			" {{69003 Lyon|75011 Paris|33000 Bordeaux|44000 Nantes}}",
		},
	}
	deAddress = addressForm{
		street: []string{
			"{{Linden|Haupt|Bahnhof|Garten|Schiller|Goethe|Berg|Kirch|Wald|Rosen|Mühlen|Birken|Schul|Markt}}{{straße|strasse|str.}} {{int:1:180}}{{a|b||||}}",
			"{{Linden|Birken|Ahorn|Eichen|Wiesen|Feld}}weg {{int:1:90}}",
			"Am {{Markt|Stadtpark|Mühlbach|Sonnenhang|Lindenhof}} {{int:1:60}}",
			"{{Kastanien|Linden|Ulmen}}allee {{int:1:120}}",
			"{{Schiller|Goethe|Kirch|Markt}}platz {{int:1:40}}",
		},
		locality: []string{
			", {{10115 Berlin|80331 München|50667 Köln|20095 Hamburg|60311 Frankfurt am Main|70173 Stuttgart|04109 Leipzig|01067 Dresden|28195 Bremen|90403 Nürnberg}}",
			"\n{{10115 Berlin|80331 München|50667 Köln|20095 Hamburg|04109 Leipzig}}",
			", D-{{10115 Berlin|80331 München|50667 Köln|20095 Hamburg}}",
		},
	}
	esAddress = addressForm{
		street: []string{
			"Calle {{Mayor|de Alcalá|del Sol|de la Rosa|San Vicente}} {{int:1:200}}{{, 3º B|, 2º izq.||}}",
			"Avenida de la {{Constitución|Libertad|Paz}} {{int:1:200}}",
		},
		locality: []string{", {{28013 Madrid|46001 Valencia|41004 Sevilla|08002 Barcelona|29015 Málaga}}"},
	}
	itAddress = addressForm{
		street: []string{
			"Via {{Roma|Garibaldi|Mazzini|dei Mille|della Repubblica|Dante}} {{int:1:200}}",
			"Corso {{Vittorio Emanuele|Italia|Garibaldi}} {{int:1:200}}",
			"Piazza {{della Libertà|Cavour|del Duomo}} {{int:1:40}}",
		},
		locality: []string{", {{00184 Roma|20122 Milano|10121 Torino|40121 Bologna|50122 Firenze|80133 Napoli}}"},
	}
)

// iban draws an IBAN of country cc (or of one that fits lang) with valid
// check digits, in paper form (groups of four) or compact.
func iban(r *rng, cc, lang string) string {
	if cc == "" {
		switch lang {
		case corpus.French:
			cc = pick(r, []string{"FR", "FR", "FR", "BE", "ES", "IT", "DE"})
		case corpus.German:
			cc = pick(r, []string{"DE", "DE", "DE", "NL", "IT", "FR", "ES"})
		default:
			cc = pick(r, []string{"GB", "GB", "DE", "FR", "NL", "ES", "IT", "BE"})
		}
	}
	var bban string
	switch cc {
	case "DE":
		bban = zdigits(r, 18)
	case "FR":
		bank, branch, account := zdigits(r, 5), zdigits(r, 5), zdigits(r, 11)
		bban = bank + branch + account + ribKey(bank, branch, account)
	case "ES":
		bban = zdigits(r, 20)
	case "IT":
		bban = string(rune('A'+r.intn(26))) + zdigits(r, 22)
	case "GB":
		bban = pick(r, []string{"NWBK", "BARC", "MIDL", "LOYD", "HBUK"}) + zdigits(r, 14)
	case "NL":
		bban = pick(r, []string{"ABNA", "INGB", "RABO", "TRIO"}) + zdigits(r, 10)
	case "BE":
		bban = zdigits(r, 12)
	default:
		panic("iban: no BBAN form for " + cc)
	}
	n := new(big.Int)
	n.SetString(numeric(bban+cc+"00"), 10)
	check := 98 - int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
	compact := fmt.Sprintf("%s%02d%s", cc, check, bban)
	if r.chance(35) {
		return compact
	}
	var groups []string
	for i := 0; i < len(compact); i += 4 {
		groups = append(groups, compact[i:min(i+4, len(compact))])
	}
	return strings.Join(groups, " ")
}

// numeric writes letters as 10..35, for mod 97.
func numeric(s string) string {
	var b strings.Builder
	for _, ch := range s {
		if ch >= 'A' && ch <= 'Z' {
			b.WriteString(strconv.Itoa(int(ch-'A') + 10))
		} else {
			b.WriteRune(ch)
		}
	}
	return b.String()
}

// ribKey is the French RIB key of a bank, branch and numeric account.
func ribKey(bank, branch, account string) string {
	b, _ := strconv.ParseInt(bank, 10, 64)
	g, _ := strconv.ParseInt(branch, 10, 64)
	a, _ := strconv.ParseInt(account, 10, 64)
	return fmt.Sprintf("%02d", 97-(89*b+15*g+3*a)%97)
}

// card draws a Luhn-valid number of a card network, often one of the
// networks' published test numbers.
func card(r *rng) string {
	if r.chance(30) {
		return pick(r, []string{"4111 1111 1111 1111", "4242 4242 4242 4242", "5555 5555 5555 4444", "5105 1051 0510 5100", "3782 822463 10005", "6011 1111 1111 1117", "4000 0566 5566 5556", "2223 0031 2200 3222"})
	}
	var prefix string
	length := 16
	switch r.intn(5) {
	case 0, 1:
		prefix = "4" + zdigits(r, 5)
	case 2:
		prefix = "5" + strconv.Itoa(r.between(1, 5)) + zdigits(r, 4)
	case 3:
		prefix, length = "3"+pick(r, []string{"4", "7"})+zdigits(r, 4), 15
	default:
		prefix = "6011" + zdigits(r, 2)
	}
	body := prefix + zdigits(r, length-len(prefix)-1)
	num := body + strconv.Itoa(luhnCheck(body))
	sep := pick(r, []string{" ", " ", "-", ""})
	if length == 15 {
		return num[:4] + sep + num[4:10] + sep + num[10:]
	}
	return num[:4] + sep + num[4:8] + sep + num[8:12] + sep + num[12:]
}

func luhnCheck(body string) int {
	sum := 0
	for i := 0; i < len(body); i++ {
		d := int(body[len(body)-1-i] - '0')
		if i%2 == 0 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return (10 - sum%10) % 10
}

// phoneFR is a number of the ranges ARCEP reserves for fiction.
func phoneFR(r *rng) string {
	p := pick(r, []string{"01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98", "06 39 98"})
	d := p + " " + zdigits(r, 2) + " " + zdigits(r, 2)
	compact := strings.ReplaceAll(d, " ", "")
	switch r.intn(7) {
	case 0:
		return compact
	case 1:
		return strings.ReplaceAll(d, " ", ".")
	case 2:
		return "+33 " + d[1:]
	case 3:
		return "+33 (0)" + d[1:]
	case 4:
		return "+33" + compact[1:]
	}
	return d
}

// phoneDE is a number of the ranges the Bundesnetzagentur reserves for
// media productions.
func phoneDE(r *rng) string {
	area, sub := pick2(r, [][2]string{{"30", "23125"}, {"69", "90009"}, {"40", "66969"}, {"221", "4710"}, {"89", "99998"}})
	ext := zdigits(r, 3)
	switch r.intn(8) {
	case 0:
		return "0" + area + " " + sub + ext
	case 1:
		return "0" + area + " " + sub + " " + ext
	case 2:
		return "(0" + area + ") " + sub + ext
	case 3:
		return "0" + area + "/" + sub + ext
	case 4:
		return "0" + area + "-" + sub + ext
	case 5:
		return "+49 " + area + " " + sub + ext
	case 6:
		return "+49 (0)" + area + " " + sub + " " + ext
	}
	return "0" + area + " " + sub + ext
}

// phoneUK is a number of the ranges Ofcom reserves for drama.
func phoneUK(r *rng) string {
	last := zdigits(r, 3)
	switch r.intn(6) {
	case 0:
		return "020 7946 0" + last
	case 1:
		return "+44 20 7946 0" + last
	case 2:
		return "07700 900" + last
	case 3:
		return "+44 7700 900" + last
	case 4:
		return "(" + pick(r, []string{"0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161"}) + ") 496 0" + last
	}
	return pick(r, []string{"0113", "0117", "0121", "0131", "0141", "0161"}) + " 496 0" + last
}

// phoneUS is a number of the 555-0100 to 555-0199 range reserved for
// fiction.
func phoneUS(r *rng) string {
	area := strconv.Itoa(r.between(2, 9)) + strconv.Itoa(r.between(0, 8)) + strconv.Itoa(r.between(0, 9))
	line := "01" + zdigits(r, 2)
	switch r.intn(6) {
	case 0:
		return "(" + area + ") 555-" + line
	case 1:
		return area + "-555-" + line
	case 2:
		return area + ".555." + line
	case 3:
		return "+1 " + area + " 555 " + line
	case 4:
		return "1-" + area + "-555-" + line
	}
	return "+1 (" + area + ") 555-" + line
}

// phoneES has no reserved range; the digits are drawn at random.
func phoneES(r *rng) string {
	first := pick(r, []string{"6", "6", "7", "91", "93", "96"})
	num := first + zdigits(r, 9-len(first))
	switch r.intn(4) {
	case 0:
		return "+34 " + num[:3] + " " + num[3:6] + " " + num[6:]
	case 1:
		return num[:3] + " " + num[3:5] + " " + num[5:7] + " " + num[7:]
	case 2:
		return "+34" + num
	}
	return num[:3] + " " + num[3:6] + " " + num[6:]
}

// phoneIT has no reserved range; the digits are drawn at random.
func phoneIT(r *rng) string {
	switch r.intn(5) {
	case 0:
		return "+39 06 " + zdigits(r, 4) + " " + zdigits(r, 4)
	case 1:
		return "06 " + zdigits(r, 4) + " " + zdigits(r, 4)
	case 2:
		return "+39 3" + zdigits(r, 2) + " " + zdigits(r, 3) + " " + zdigits(r, 4)
	case 3:
		return "02 " + zdigits(r, 4) + " " + zdigits(r, 4)
	}
	return "3" + zdigits(r, 2) + " " + zdigits(r, 7)
}

func pick2(r *rng, xs [][2]string) (string, string) {
	x := pick(r, xs)
	return x[0], x[1]
}
