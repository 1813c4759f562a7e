package gazetteer

import "bytes"

// openingSurname reports whether word i is a known surname alone at the
// start of a sentence right before a verb of speech of the seven
// languages, or an auxiliary and its participle ("Smith asked…",
// "Lemaire a demandé…", "Börner meinte…", "Smith has replied…"): a verb
// of speech takes a person for its subject, and so does a known first
// name there (speechSubjectName: "Victor dice que…"). Before a common verb of what
// people do ("Walker began…", "Hickman présentera…", "Moretti ha
// firmato…", "Jansen heeft gebeld…"; personVerbAfter), a known first
// name or a part of a name counts as well as a surname (a part of a name
// only when it is no English word, outside German text, whose nouns are
// capitalised: "Goldstein ha firmato…"), but not, in German text, a first
// name that only the first-name dictionary holds ("Annegret hat
// angerufen"), nor an English word of the two commonest
// levels ("Young signed…"), an English word in -ing ("Billing
// approved…"), a German noun in any text ("Kunde présentera…"), a
// Romance pronoun ("Ella llegó…" is she) or a firm named after its
// founder (eponymousFirm: "Bosch arbeitet…"). The word is no common word
// of the text's language: in German text no German noun ("Koch meinte"
// is the cook), in French text no French word, in other text no plural
// of a common English word ("Banks said…"), and in any text none of the
// commonest English words ("White said…"; a rarer one, "Smith", counts);
// no stopword, function word, street word, country, region or town of
// 100,000 people or more ("Paris a demandé…" is a place). In English
// text, or text too short to tell its language (langOther), a word in no
// list counts before a passive that only people take
// (unlistedPassiveSubject), and so does a known first name or a word in
// no list before an English possessive and a noun that only people own
// (possessiveOpener). speakerSubjects calls it on the words that
// open a sentence.
func (s *scratch) openingSurname(i int) bool {
	a := s.resolved(i)
	if s.lang == langOther && i+1 < len(s.toks) && (s.toks[i+1].r == '\'' || s.toks[i+1].r == '’') && s.possessiveOpener(i, a) {
		return true // "Tony's laptop is broken"
	}
	if a == 0 && s.lang == langOther {
		return s.unlistedPassiveSubject(i) // "Kettunen was discharged…"
	}
	if a&nameBits == 0 || a&(attrCountry|attrState|attrStreet) != 0 || cityBucket(a) > 4 || wordLevel(a) == 1 {
		return false
	}
	if !s.openingWord(i) {
		return false
	}
	if !(s.speechSubjectName(i, a) && s.speechAfter(i)) {
		if a&(attrFirst|attrLast) == 0 && (a&attrPart == 0 || wordLevel(a) != 0 || s.lang == langGerman) || a&attrDictFirst != 0 && s.lang == langGerman ||
			a&attrNounDE != 0 || s.common(i, s.d.p.hardCommon) || wordLevel(a) != 0 && bytes.HasSuffix(s.wordBytes(i), []byte("ing")) ||
			eponymousFirm(s.wordBytes(i)) || s.romancePronounOpener(i) || !s.personVerbAfter(i) {
			return false
		}
	}
	switch s.lang {
	case langGerman:
		return !s.germanNoun(i)
	case langFrench:
		return a&attrFrWord == 0
	}
	return !s.englishPlural(s.wordBytes(i))
}

// speechSubjectName reports whether word i, of attributes a, may be
// the subject of a verb of speech in openingSurname: a known surname, or a
// known first name that is no English word of the two commonest levels
// ("Sky said…", "Patience says…" are no people), no product's name and
// no Romance pronoun ("Victor dice que…", "Harry dit que…"; "Ruby
// says…", "Ella dijo que…").
func (s *scratch) speechSubjectName(i int, a uint32) bool {
	return a&attrLast != 0 || a&attrFirst != 0 && !s.common(i, s.d.p.hardCommon) && !productFirst(s.wordBytes(i)) && !s.romancePronounOpener(i)
}

// openingWord reports whether word i, capitalised, opens a sentence and
// may be a name there: three letters or more, no digit or hyphen, free,
// and no word of a closed class or function word.
func (s *scratch) openingWord(i int) bool {
	t := &s.toks[i]
	return t.flags&(tfSentStart|tfDigit|tfHyphen) == tfSentStart && t.shape == shCap && t.letters >= 3 && s.free(i) &&
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcOrgHead|wcLegal|wcCueWord) == 0 &&
		!functionWords.has(s.wordBytes(i))
}

// unlistedPassiveSubject reports whether word i, in no list and opening
// a sentence of English text (openingWord), stands right before was, has
// been or had been and a participle that only people take
// (unlistedPassives: "Kettunen was discharged…", "Lipponen has been
// arrested…"): the surnames of every origin that the lists lack. A
// product is born, seen or treated as often, so those participles need
// a known name.
func (s *scratch) unlistedPassiveSubject(i int) bool {
	v := i + 1
	if !s.openingWord(i) || !s.isWord(v) || s.toks[v].flags&tfNL != 0 || s.toks[v].start-s.toks[i].end != 1 {
		return false
	}
	if s.wordIs(v, "has") || s.wordIs(v, "had") {
		if v++; !s.isWord(v) || !s.wordIs(v, "been") {
			return false
		}
	} else if !s.wordIs(v, "was") {
		return false
	}
	return s.passiveAfter(v, ovPeopleOnly)
}

// unlistedPassives are the participles of passivePersonParticiples that
// nothing but a person takes, folded: being arrested, admitted,
// discharged, elected, sentenced or promoted; not those a firm takes as
// often (charged, convicted, indicted, acquitted, appointed, hired,
// pardoned: "Binance was charged with fraud").
var unlistedPassives = wordSet("promoted arrested admitted discharged elected sentenced " +
	"diagnosed hospitalized hospitalised detained injured married divorced widowed jailed " +
	"imprisoned paroled deported extradited kidnapped abducted murdered stabbed")

// speechAfter reports whether the words right after word i are a verb of
// speech in the third person, or an auxiliary and the participle of one
// (speechWords): "asked", "a demandé", "has replied", "hat gefragt".
func (s *scratch) speechAfter(i int) bool {
	v := i + 1
	if v >= len(s.toks) || !s.isWord(v) || s.toks[v].shape != shLower || s.toks[v].flags&tfNL != 0 {
		return false
	}
	k := speechWords[string(s.wordBytes(v))]
	if k&ovVerb != 0 {
		return true
	}
	p := v + 1
	if k&ovAuxiliary == 0 || p >= len(s.toks) || !s.isWord(p) || s.toks[p].shape != shLower || s.toks[p].flags&tfNL != 0 {
		return false
	}
	return speechWords[string(s.wordBytes(p))]&ovParticiple != 0
}

// personVerbAfter reports whether the words right after word i are a
// common verb of what people do in the third person, or an auxiliary of
// the perfect and a participle (speechWords' ovAction; "began", "signed",
// "présentera", "firmó", "arriva", "assinou", "has booked", "a signé",
// "ha firmato"), or the German or Dutch auxiliary hat, hatte or heeft,
// whose participle closes the clause ("hat den Vertrag unterschrieben"),
// or the English was, has been or had been and a participle of what
// happens to people (passiveAfter: "was promoted", "has been arrested").
// The verbs are of people, not of machines or firms: not "failed",
// "pulled", "released", "crashed".
func (s *scratch) personVerbAfter(i int) bool {
	v := i + 1
	if v >= len(s.toks) || !s.isWord(v) || s.toks[v].shape != shLower || s.toks[v].flags&tfNL != 0 || s.toks[v].start-s.toks[i].end != 1 {
		return false
	}
	w := s.wordBytes(v)
	k := speechWords[string(w)]
	if k&ovAction != 0 {
		return true
	}
	if k&ovBe != 0 {
		return s.passiveAfter(v, ovPassive) // "was promoted"
	}
	if k&ovAuxiliary == 0 {
		return false
	}
	if k&ovClause != 0 {
		return true // "hat gestern angerufen", "heeft het contract getekend"
	}
	p := v + 1
	if p >= len(s.toks) || !s.isWord(p) || s.toks[p].shape != shLower || s.toks[p].flags&tfNL != 0 {
		return false
	}
	if s.wordIs(p, "been") {
		return s.passiveAfter(p, ovPassive) // "has been appointed"
	}
	return speechWords[string(s.wordBytes(p))]&(ovAction|ovParticiple) != 0 || participleShape(w, s.wordBytes(p))
}

// passiveAfter reports whether the word right after word v, an English
// was or been, is a participle of what happens to people of kind
// (ovPassive: "was promoted", "has been arrested", "was born"; none a
// participle machines or firms take as often, restarted, released,
// deployed), or of what happens to people only (ovPeopleOnly).
func (s *scratch) passiveAfter(v int, kind uint8) bool {
	p := v + 1
	return p < len(s.toks) && s.isWord(p) && s.toks[p].shape == shLower && s.toks[p].flags&tfNL == 0 &&
		speechWords[string(s.wordBytes(p))]&kind != 0
}

// participleShape reports whether folded word p, after auxiliary aux, has
// the ending of a regular participle of aux's languages: -ed after has or
// had, -é, -i, -u, -is or -it after a, -ado, -ido, -ato, -ito or -uto
// after ha, -ado or -ido after tem; p has four letters or more ("a pie",
// Spanish "on foot", is no perfect).
func participleShape(aux, p []byte) bool {
	if len(p) < 4 {
		return false
	}
	switch string(aux) {
	case "has", "had":
		return p[len(p)-2] == 'e' && p[len(p)-1] == 'd'
	case "a":
		switch p[len(p)-1] {
		case 'e', 'i', 'u':
			return true
		case 's', 't':
			return p[len(p)-2] == 'i'
		}
		return false
	}
	if p[len(p)-1] != 'o' || p[len(p)-2] != 'd' && p[len(p)-2] != 't' {
		return false
	}
	switch p[len(p)-3] {
	case 'a', 'i':
		return true
	case 'u':
		return string(aux) == "ha" && p[len(p)-2] == 't'
	}
	return false
}

// The kinds of words of speechWords.
const (
	ovVerb       uint8 = 1 << iota // a verb of speech in the third person
	ovAuxiliary                    // an auxiliary of the perfect
	ovParticiple                   // a participle of a verb of speech
	ovAction                       // a common verb of what people do, third person, or its participle
	ovClause                       // an auxiliary whose participle closes the clause (hat, heeft)
	ovBe                           // the English was, before a passive participle
	ovPassive                      // an English participle of what happens to people
	ovPeopleOnly                   // such a participle that no firm or product takes (unlistedPassives)
)

// speechWords are the verbs of speech in the third person of English,
// French, German, Spanish, Italian, Dutch and Portuguese, the auxiliaries
// of the perfect and the participles of verbs of speech, folded, with
// their kinds: quoteVerbs, speechAuxiliaries and speechParticiples, and
// more. One lookup tells a word's kinds.
var speechWords = speechWordTable()

// speechWordTable builds speechWords.
func speechWordTable() map[string]uint8 {
	m := map[string]uint8{}
	for _, l := range []struct {
		words map[string]bool
		kind  uint8
	}{
		{quoteVerbs, ovVerb},
		{speechAuxiliaries, ovAuxiliary},
		{speechParticiples, ovParticiple},
		{wordSet("confirmed responded demande ecrit confirme " +
			"fragt fragte antwortet antwortete bestatigt bestatigte schreibt " +
			"pregunto respondio escribio comento confirmo " +
			"chiede risponde scrive conferma " +
			"vroeg antwoordde vraagt schrijft " +
			"perguntou respondeu escreveu confirmou"), ovVerb},
		{wordSet("has had hat hatte heeft tem"), ovAuxiliary},
		{wordSet("hat hatte heeft"), ovClause},
		{commonPersonVerbs, ovAction},
		{wordSet("was"), ovBe},
		{passivePersonParticiples, ovPassive},
		{unlistedPassives, ovPeopleOnly},
		{wordSet("asked replied written told answered confirmed " +
			"demande ecrit confirme " +
			"gefragt geschrieben gesagt geantwortet gemeldet erklart bestatigt " +
			"preguntado respondido escrito dicho " +
			"chiesto risposto scritto confermato " +
			"gevraagd geschreven gezegd geantwoord " +
			"perguntado"), ovParticiple},
	} {
		for w := range l.words {
			m[w] |= l.kind
		}
	}
	return m
}

// englishPlural reports whether folded word w is the plural of one of the
// commonest English words ("banks", "waters", "woods"): such a word opens
// a sentence as a noun as often as a surname.
func (s *scratch) englishPlural(w []byte) bool {
	if len(w) < 4 || w[len(w)-1] != 's' {
		return false
	}
	l := wordLevel(s.d.base.lookup(w[:len(w)-1]))
	return l != 0 && l <= s.d.p.hardCommon
}

// commonPersonVerbs are common verbs of what people do, in the third person
// of the present, past or future, and the irregular participles of
// English, folded, in English, French, German, Spanish, Italian, Dutch
// and Portuguese: calling, signing, paying, coming and going, joining and
// leaving, booking, ordering, approving. None is a verb machines, tools
// or firms take as often (fail, pull, release, crash, run, build, host).
var commonPersonVerbs = wordSet("began begins called calls phoned emailed texted signed signs joined joins approved approves " +
	"booked books visited visits arrived arrives left leaves paid pays bought ordered agreed agrees attended " +
	"finished met meets moved lives lived received requested submitted accepted declined cancelled canceled " +
	"returned reviewed wants wanted needs needed owes owed brought took gave came went spoke decided " +
	"signe appelle appelait arrive arrivera part partira vient viendra travaille travaillait presente presentera " +
	"envoie enverra doit veut voulait souhaite rappelle rappellera passe passera reviendra attend paie paye " +
	"commence quitte rejoint accepte refuse annule recoit habite prend prendra " +
	"ruft rief kommt kam arbeitet arbeitete schickt schickte braucht brauchte unterschreibt unterschrieb " +
	"mochte zahlt bezahlt bezahlte bringt brachte holt geht ging fahrt fuhr wohnt wohnte ubernimmt " +
	"firmo llamo llama trabaja llega llego llegara necesita quiere paga recibio vive viene vendra " +
	"presento presentara acepto cancelo solicito pidio pide dejo salio compro " +
	"arriva arrivera lavora manda mandera presenta presentera chiama chiamera firma vuole paga " +
	"riceve abita viene verra torna tornera parte partira prende " +
	"belt belde komt kwam werkt werkte stuurt stuurde tekent tekende wil wilde betaalt betaalde " +
	"ontvangt ontving woont neemt nam " +
	"assinou ligou liga trabalha enviou chega chegou precisa quer pagou recebeu mora veio vem " +
	"pediu deixou saiu comprou aceitou cancelou marcou apresentou apresentara")

// passivePersonParticiples are English participles of what happens to
// people, folded, that a passive takes after was or been: hiring and
// promoting, arresting and sentencing, admitting and discharging, being
// born, married or elected. None is a participle machines, tools or firms
// take as often (restarted, released, deployed, founded, acquired).
var passivePersonParticiples = wordSet("promoted hired arrested admitted discharged born elected appointed charged " +
	"sentenced injured interviewed transferred diagnosed married referred awarded hospitalized hospitalised convicted " +
	"acquitted detained questioned nominated recruited dismissed treated examined killed wounded rescued honored honoured " +
	"seen accused indicted praised thanked invited contacted reprimanded widowed divorced baptized baptised buried " +
	"knighted ordained evacuated stabbed shot murdered kidnapped abducted robbed assaulted fined jailed imprisoned " +
	"paroled pardoned extradited deported educated adopted")

// eponymousFirm reports whether folded word w is a well-known firm that
// bears its founder's surname ("bosch", "renault", "siemens", "tesla"):
// opening a sentence before a verb, it is as often the firm. (A switch:
// Go compiles it to comparisons, with no hashing.)
func eponymousFirm(w []byte) bool {
	switch string(w) {
	case "bosch", "renault", "siemens", "tesla", "philips", "ferrari", "porsche", "peugeot", "citroen", "dell",
		"disney", "boeing", "chanel", "dior", "gucci", "prada", "armani", "heineken", "nestle", "michelin", "opel",
		"lamborghini", "benetton", "barilla", "bertelsmann", "miele", "krupp", "thyssen", "merck", "kellogg",
		"marriott", "honda", "toyota", "yamaha", "lidl", "cartier", "bacardi", "guinness", "daimler", "benz",
		"audi", "fiat", "lancia", "maserati", "bugatti", "lacoste", "carrefour", "sainsbury", "tesco", "walmart",
		"cadbury", "hershey", "goodyear", "pfizer", "deloitte", "barclays", "lloyds", "rothschild", "santander":
		return true
	}
	return false
}
