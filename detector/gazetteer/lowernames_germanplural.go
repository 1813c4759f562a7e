package gazetteer

// germanPluralVerbAt reports whether word v, in a text that reads as
// German, is a verb in the plural that two people joined by "und" take
// for subject ("adriana und sebastian kommen auch mit", "philippe und
// heinfried sind im urlaub"): the pair ends its phrase there, as before a
// verb of the singular after one name.
func (s *scratch) germanPluralVerbAt(v int) bool {
	return s.lang == langGerman && s.isWord(v) && s.toks[v].shape == shLower && germanPluralVerbs.has(s.wordBytes(v))
}

// germanPluralVerbs are German verbs of the third person plural that open
// a clause after its subject (folded).
var germanPluralVerbs = packedWordSet("sind waren haben hatten werden wurden konnen konnten mussen mussten wollen wollten " +
	"sollen sollten durfen kommen kamen gehen gingen fahren fuhren bleiben blieben machen machten arbeiten sitzen treffen " +
	"wissen meinen sagen sagten schreiben fragen brauchen")
