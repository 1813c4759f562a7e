package gazetteer

// rankNouns name a person by an office or a rank that chat writes before
// a surname alone, in the five languages (folded): "officer simpson",
// "coach sanchez", "l'inspecteur descamps", "maître germain", "el capitán
// barrera", "l'avvocato rossi", "kommissar becker". roleNouns holds them
// too, so a first name after one is a person as after a role.
var rankNouns = packedWordSet(rankWords)

// rankWords are the words of rankNouns.
const rankWords = "officer detective inspector sergeant sgt captain lieutenant constable sheriff coach nurse agent judge " +
	"commissioner corporal " +
	"inspecteur inspectrice capitaine commissaire brigadier maitre juge adjudant " +
	"agente inspectora capitan comisario comisaria teniente sargento abogado abogada juez jueza entrenador entrenadora " +
	"ispettore ispettrice capitano commissario tenente maresciallo brigadiere avvocato avvocata giudice " +
	"kommissar kommissarin hauptkommissar hauptkommissarin inspektor inspektorin wachtmeister trainer trainerin " +
	"richter richterin"

// rankDeterminers are the English words that make a noun of the rank
// after them (folded): "the agent price", "our coach trip".
var rankDeterminers = packedWordSet("the a an our my your his her their this that these those its")

// rankArticles are the French, Spanish and Italian articles before a
// rank (folded): "el capitán", "il capitano", "le capitaine".
var rankArticles = packedWordSet("le la el il lo au du")

// rankArticleBefore reports whether an article of rankArticles, or an
// elided "l'", stands right before rank k ("l'inspecteur", "l'avvocato").
func (s *scratch) rankArticleBefore(k int) bool {
	if p := s.prevWord(k); p >= 0 {
		return rankArticles.has(s.wordBytes(p))
	}
	return k >= 2 && s.toks[k].flags&tfSpace == 0 && (s.toks[k-1].r == '\'' || s.toks[k-1].r == '’') && s.wordIs(k-2, "l")
}

// rankSurname reports whether lower-case word i, right after rank k
// (rankNouns) in a text without capitals, is the surname of the one who
// holds the rank: a known surname or part of names that is no word of
// the English, German, Spanish or Italian lists nor, but in German text,
// of the French one ("trainer börner"), no place but a
// town under 100,000 people and no word of a class that never names one
// ("officer simpson", "kommissar becker"; "detective work", "nurse
// rota", "kommissar zufall" hold none); after a French, Spanish or
// Italian article, as those languages write one before a rank, a
// register's surname that no list holds either and that is no verb,
// participle, adjective of a title or office ("l'agent raynaud", "il capitano barsanti"; "il
// capitano nuovo" holds none). After an English determiner the rank is
// a noun (roleNames: "the captain america movie").
func (s *scratch) rankSurname(k, i int) bool {
	t := &s.toks[i]
	if t.flags&tfDigit != 0 || t.cls&(wcNonName|wcParticle|wcConj|wcTimeWord|wcHonorific|wcLocative|wcCueWord|wcUnit|wcStopword) != 0 ||
		s.nameWordClass(i)&(nwEnd|nwPossessive|nwKin) != 0 || s.esItWord(i) {
		return false
	}
	a := s.resolved(i)
	w := s.wordBytes(i)
	if a == 0 {
		return s.rankArticleBefore(k) && s.d.reg.lookup(s.fold[t.fs:t.fe])&attrRegLast != 0 && s.unlistedNameWord(i) &&
			!s.unlistedVerb(i) && !s.stressedWord(i) &&
			!romanceParticiple(w) && !romanceTitleAdjectives.has(w) && !titledOffices.has(w)
	}
	return a&(attrLast|attrPart) != 0 && a&(attrCountry|attrState|attrCounty|attrStreet|attrNounDE) == 0 &&
		wordLevel(a) == 0 && cityBucket(a) < 5 && !functionWords.has(w) && (a&attrFrWord == 0 || s.germanLike())
}
