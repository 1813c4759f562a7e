package gazetteer

// romanceTitledSurname reports whether lower-case word i, after honorific
// j and the article before it, is a surname: French, Spanish and Italian
// write a title after an article ("la señora lobato", "le dr carlier",
// "la signora procacci"), where German and English make a noun of it
// ("die frau kommt", "my dr"). After an article of those languages and a
// title of romanceTitles, a known surname, even a common word, names a
// person ("la señora ponce"), and so does a word of three letters or
// more that no list holds as a common word or as a place but
// a small town ("el señor boada"); no function word, verb (unlistedVerb),
// participle, word stressed on its last syllable or adjective of
// romanceTitleAdjectives, nor an office (titledOffices: "la señora
// llamó", "la signora anziana", "el sr nuevo", "la señora ministra" hold
// none), nor a word in no list that names a trade (romanceRoleNoun: "le
// docteur urgentiste", "la señora limpieza"). A country's or a region's
// name never does.
func (s *scratch) romanceTitledSurname(j, i int) (titled, ok bool) {
	p := s.prevWord(j)
	if p < 0 || !titleArticles.has(s.wordBytes(p)) || !romanceTitles.has(s.wordBytes(j)) {
		return false, false
	}
	a := s.resolved(i)
	w := s.wordBytes(i)
	if a&(attrCountry|attrState) != 0 || functionWords.has(w) || romanceTitleAdjectives.has(w) || titledOffices.has(w) {
		return true, false
	}
	if s.unlistedVerb(i) {
		return true, false // "la dottoressa dice"
	}
	if a&(attrLast|attrPart) != 0 {
		return true, true
	}
	return true, a&(7<<wordShift|attrFrWord|attrNounDE) == 0 && smallTownAtMost(a) && s.toks[i].letters >= 3 &&
		!s.stressedWord(i) && !romanceParticiple(w) && !romanceRoleNoun(w)
}

// romanceRoleNoun reports whether folded word w, in no list, is a noun of
// what a titled person does rather than a surname: one that ends as a
// trade does ("-iste", "-ista", "-eza": "le docteur urgentiste", "la señora
// limpieza"), as nouns do (nounEnding), or one of titledRoles ("la signora
// maestra", "le monsieur météo").
func romanceRoleNoun(w []byte) bool {
	for _, e := range [...]string{"iste", "ista", "eza"} {
		if len(w) > len(e)+2 && string(w[len(w)-len(e):]) == e {
			return true
		}
	}
	return nounEnding(w) || titledRoles.has(w)
}

// titledRoles are the trades and services that French, Spanish and
// Italian chat name with a title and an article, and that no list holds
// (folded): "la madame cantine", "le monsieur météo".
var titledRoles = packedWordSet("maestra maestro maitresse maitre meteo cantine menage accueil limpieza portera portero " +
	"conserje bidella bidello")

// titleArticles are the definite articles of French, Spanish and Italian
// before a title, with the French ones joined to "à" and "de" (folded:
// "demande au dr carlier").
var titleArticles = packedWordSet("el la le il lo au aux du")

// romanceTitles are the titles that French, Spanish and Italian write
// after an article before a surname (folded).
var romanceTitles = packedWordSet("senor senora senorita sr sra srta signor signora signorina dottor dottoressa dott dssa " +
	"professoressa monsieur madame mademoiselle mme dr prof docteur professeur doctora dra")

// romanceTitleAdjectives describe the holder of a title after it (folded):
// "la señora mayor", "il dottore nuovo", "le docteur généraliste".
var romanceTitleAdjectives = packedWordSet("mayor joven nuevo nueva anciano anciana viejo vieja nuovo nuova anziano anziana " +
	"giovane vecchio vecchia nouveau nouvelle jeune vieux vieille generaliste titular titolare principal")
