package gazetteer

// germanLoneNames finds, in German text, a known name alone that no
// other rule took ("Laut Ilse ist das Problem gelöst", "Frag mal Kelly,
// der weiß das", "Ticket 5120 – Henderson wartet noch"): German
// capitalises its nouns, so a capitalised word is no evidence of a name,
// but a name the lists hold that is no German noun is one. The word is
// capitalised, of no word class, no German noun, no word of the English
// commonest levels (but a first name of the less common ones:
// englishWordFirst, which after a saint's "St." names the saint:
// afterSaint), no country, region, large town or street type, not
// after a locative, not before another
// capitalised word or a particle
// (the rules of names read those), and no item of a list of nouns
// (listedWithNoun); a
// surname stands inside a sentence, a first name anywhere but one that
// only the first-name dictionary holds, which opens a sentence only before
// a common verb of people ("Jochen kommt heute später", "Annegret hat
// angerufen"; personVerbAfter). Two or three known first names joined by
// hyphens are a first name ("Hans-Ulrich", "Anne-Marie";
// hyphenatedFirstNames), though their second capital makes the word no
// title-case word. A first name of the registers that no other list holds
// counts inside a sentence (registerFirstInside) as one that only the
// dictionary holds; a first name with the genitive "s" before what it
// owns is a person (genitiveFirstName), and so is one after "bei"
// (afterPersonLocative).
func (s *scratch) germanLoneNames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if t.shape != shCap || t.cls != 0 || t.letters < 3 || !s.free(i) || t.flags&tfTitle == 0 && !s.hyphenatedFirstNames(i) {
			continue
		}
		a := s.resolved(i)
		if a&(attrFirst|placeBits|attrNounDE|attrFrWord) == 0 && !s.common(i, s.d.p.hardCommon) && s.genitiveFirstName(i) {
			s.add(i, i+1, labelPerson, s.confidence(-0.1)) // "Annas Laptop ist kaputt"
			continue
		}
		if a == 0 && s.registerFirstInside(i) {
			a = attrFirst | attrDictFirst // "Hat Ayten schon geantwortet?": as a first name only the dictionary holds
		}
		if a&nameBits == 0 || a&(attrCountry|attrState|attrStreet) != 0 || cityBucket(a) >= 5 {
			continue
		}
		if a&attrFirst == 0 && (t.flags&(tfSentStart|tfLineStart) != 0 || s.placeHere(i)) {
			continue // a surname alone opening a sentence is as often a noun or a town
		}
		if a&attrDictFirst != 0 && t.flags&(tfSentStart|tfLineStart) != 0 && !s.personVerbAfter(i) && !s.germanOpener(i) {
			continue // only the dictionary holds it: opening a sentence, it may be a word of another language, unless a verb of people follows
		}
		if k := s.nextWord(i); k >= 0 && s.toks[k].flags&tfNL == 0 && (s.capWord(k) || s.particleBeforeName(k)) {
			continue // a pair, or a name with particles, is read by the rules of names
		}
		if s.afterLocative(i, false) && !s.afterPersonLocative(i, a) || s.listedWithNoun(i) {
			continue // "in Florenz"; "Bitte Horn, Anna und Bass mitbringen"
		}
		if s.common(i, s.d.p.commonMax) && (!s.englishWordFirst(i, a) || s.afterSaint(i)) || s.germanNoun(i) || s.germanNounAlone(i) || s.closingPhraseWord(i) {
			continue
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
	}
}

// registerFirstInside reports whether capitalised word i, which no list
// holds (no name, place, English or French word, German noun), is a first
// name of the registers inside a sentence ("Hat Ayten schon
// geantwortet?", "mit Mirsad"): a capitalised word inside a German
// sentence is a noun or a name, and the nouns are in the lists. Not after
// a determiner or an article, where a noun the lists lack stands ("den
// Abdarahmane"), nor opening a sentence or a line.
func (s *scratch) registerFirstInside(i int) bool {
	if s.toks[i].flags&(tfSentStart|tfLineStart) != 0 {
		return false
	}
	if p := s.prevWord(i); p >= 0 && s.toks[p].cls&(wcDeterminer|wcDeterminerDE|wcArticle) != 0 {
		return false
	}
	return s.d.reg.lookup(s.wordBytes(i))&attrRegFirst != 0
}

// afterPersonLocative reports whether word i, of attributes a, is a known
// first name that is no place of any size right after "bei", which takes
// a person as often as a place ("bei Jens"): after it only a place is no
// person. ("nach" takes the German names of foreign towns that the lists
// lack, "nach Florenz", far more often than a person.)
func (s *scratch) afterPersonLocative(i int, a uint32) bool {
	p := s.prevWord(i)
	return a&attrFirst != 0 && a&placeBits == 0 && p >= 0 && s.wordIs(p, "bei")
}

// genitiveFirstName reports whether capitalised word i, which no list
// holds as a first name, place, noun or common word, is a known first
// name with the genitive "s" of German before what it owns ("Annas
// Laptop", "Jochens neues Auto"): the name is a first name of four
// letters or more that is no German noun (the plural "Omas" is none), no
// common English word, country, region or large town and no word of a
// closed class, and a capitalised word follows, maybe past one word in
// small letters.
func (s *scratch) genitiveFirstName(i int) bool {
	w := s.wordBytes(i)
	if len(w) < 5 || w[len(w)-1] != 's' || s.toks[i].flags&tfHyphen != 0 || s.resolved(i)&attrNounDE != 0 {
		return false
	}
	n := s.nextWord(i)
	if n >= 0 && s.toks[n].shape == shLower {
		n = s.nextWord(n) // "Jochens neues Auto"
	}
	if n < 0 || !s.capWord(n) {
		return false
	}
	a := s.d.base.lookup(w[:len(w)-1])
	l := wordLevel(a)
	return a&attrFirst != 0 && a&(attrNounDE|attrCountry|attrState) == 0 && cityBucket(a) < 5 &&
		(l == 0 || l > s.d.p.hardCommon && !productFirst(w[:len(w)-1])) && s.classes.lookup(w[:len(w)-1]) == 0
}

// listedWithNoun reports whether word i stands beside a comma or a
// conjunction with a German noun on its other side, as an item of a list
// of things ("Horn, Anna und Bass") or after a noun set off by a comma
// ("Der Kunde, Anna, ruft an"). A word after a comma that ends its
// sentence is the one addressed, not an item ("Gute Besserung, Heidi!":
// endsSentence).
func (s *scratch) listedWithNoun(i int) bool {
	for _, d := range [2]int{-1, 1} {
		j := i + d
		if j < 0 || j >= len(s.toks) || d < 0 && s.endsSentence(i) {
			continue
		}
		if s.toks[j].flags&tfWord == 0 && s.toks[j].r != ',' || s.toks[j].flags&tfWord != 0 && s.toks[j].cls&wcConj == 0 {
			continue
		}
		if k := j + d; k >= 0 && k < len(s.toks) && s.isWord(k) && s.toks[k].shape == shCap && s.germanNoun(k) {
			return true
		}
	}
	return false
}

// particleBeforeName reports whether word k is a particle of a surname in
// lower case ("von", "zu", "van", "de", "di"…; not the German articles
// "den", "der") before a capitalised word that is no German noun ("Anna
// von Berlin", "Ilse van Dijk"; "Anna zu Hause" is a preposition).
func (s *scratch) particleBeforeName(k int) bool {
	if s.toks[k].shape != shLower || s.toks[k].cls&wcParticle == 0 || s.wordIs(k, "den") || s.wordIs(k, "der") || s.wordIs(k, "die") || s.wordIs(k, "das") {
		return false
	}
	m := s.nextWord(k)
	if m >= 0 && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0 {
		m = s.nextWord(m) // "van der", "de la"
	}
	return m >= 0 && s.capWord(m) && !s.germanNoun(m)
}

// englishWordFirst reports whether capitalised word i, of attributes a, a
// known first name that is also an English word of the less common levels
// (SCOWL 35 to 50: "Peter", "Martin", "Maria", "Victor", "John", "Dirk"),
// is the name in German text, where an English word is rarely meant as
// one: no word of the two commonest levels ("Frank", "Mark", "Will"), no
// product's name ("Ruby", "Jasmine", "Karma"), and, opening a sentence or
// a line, only before a common verb of people ("Peter kommt später").
func (s *scratch) englishWordFirst(i int, a uint32) bool {
	if a&attrFirst == 0 || s.common(i, s.d.p.hardCommon) || productFirst(s.wordBytes(i)) {
		return false
	}
	return s.toks[i].flags&(tfSentStart|tfLineStart) == 0 || s.personVerbAfter(i)
}

// productFirst reports whether folded word w is a first name that also
// names a product written alone in German text (a language, a tool, a
// brand): "Ruby", "Jade", "Karma", "Jasmine".
func productFirst(w []byte) bool {
	switch string(w) {
	case "ruby", "jade", "karma", "jasmine", "crystal", "hunter", "cooper", "pearl", "dolly", "ivy":
		return true
	}
	return false
}

// afterSaint reports whether word i follows "St." or "Sankt", which name
// a saint, and through the saint a feast, a church or a place ("zu St.
// Martin", "zu St. Peter"): read for a first name that is an English word.
func (s *scratch) afterSaint(i int) bool {
	p := i - 1
	if p >= 1 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == '.' {
		p-- // "St."
	}
	return p >= 0 && s.isWord(p) && (s.wordIs(p, "st") || s.wordIs(p, "sankt"))
}

// endsSentence reports whether word i is the last of its sentence: the
// text or its line ends after it, or a full stop, an exclamation mark or
// a question mark follows it.
func (s *scratch) endsSentence(i int) bool {
	j := i + 1
	if j >= len(s.toks) || s.toks[j].flags&tfNL != 0 {
		return true
	}
	t := &s.toks[j]
	return t.flags&tfWord == 0 && (t.r == '!' || t.r == '?' || t.r == '.')
}

// germanOpener reports whether word i, a first name that opens a sentence
// of German text, is the one addressed or the writer by what stands
// around it: a comma and a pronoun or a verb in the second person after
// it ("Almut, kannst du mal schauen?", "Folker, ich komme später"), "hier"
// and the end of the clause, a verb of germanPersonVerbs ("Christin
// meint", "Annekatrin ist krank"), or nothing after it on its line when a
// sentence ended right before it. The text must read as German: a
// message too short to say its language is not read here.
func (s *scratch) germanOpener(i int) bool {
	if s.lang != langGerman {
		return false
	}
	j := i + 1
	if j >= len(s.toks) || s.toks[j].flags&tfNL != 0 {
		return i > 0 && s.toks[i-1].flags&tfWord == 0 && (s.toks[i-1].r == '!' || s.toks[i-1].r == '.' || s.toks[i-1].r == '?')
	}
	if s.toks[j].flags&tfWord == 0 {
		k := j + 1
		if s.toks[j].r != ',' || k >= len(s.toks) || !s.isWord(k) || s.toks[k].shape != shLower || s.toks[k].flags&tfNL != 0 {
			return false
		}
		w := s.wordBytes(k)
		return germanAddressed.has(w) || germanDuVerbs.has(w)
	}
	if s.toks[j].shape != shLower || s.toks[j].start-s.toks[i].end != 1 {
		return false
	}
	if s.wordIs(j, "hier") {
		return s.endsSentence(j) || j+1 < len(s.toks) && s.toks[j+1].r == ','
	}
	return germanPersonVerbs.has(s.wordBytes(j))
}

// germanAddressed are the German pronouns and the words of a request or
// thanks, folded, that follow the comma after the name of the one
// addressed ("Almut, du…", "Folker, ich komme später", "Jana, wir…",
// "Timo, bitte…", "Ines, danke!").
var germanAddressed = packedWordSet("du ich wir ihr bitte danke")

// germanPersonVerbs are German verbs in the third person, folded, whose
// subject opening a sentence of German text is a person ("Christin
// meint", "Annekatrin ist krank", "Hubertine lässt fragen").
var germanPersonVerbs = packedWordSet("ist war meint meinte sagt sagte lasst liess fragt fragte schreibt schrieb")
