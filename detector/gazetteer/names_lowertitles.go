package gazetteer

// lowerTitles are the titles, folded, that Spanish, Italian, French and
// Dutch write out in small letters inside a sentence, before a name
// ("la señora Arroyo", "il signor Vigorelli", "il dottor Morpurgo",
// "monsieur Delannoy"): none is also a common word or an abbreviation,
// as "ms" or "dr" are. Each is an honorific too, which honorificCue tests
// first.
var lowerTitles = packedWordSet("senor senora senorita signor signora signorina dottor dottoressa professoressa ingegner " +
	"doctora monsieur madame mademoiselle meneer mevrouw")

// titledOffices are the offices, folded, that a title written out in
// small letters puts before instead of a name ("el señor Presidente", "il
// signor Sindaco", "la señora Ministra").
var titledOffices = packedWordSet("presidente presidenta president ministro ministra ministre sindaco sindaca alcalde alcaldesa maire " +
	"director directora direttore direttrice directeur directrice juez jueza giudice juge rector rettore secretario secretaria " +
	"segretario segretaria consejero consejera consigliere consigliera diputado diputada deputato deputata senador senadora senatore " +
	"notario notaria notaio registrador registradora comisario comisaria commissario prefetto prefet questore fiscal procuratore procureur " +
	"doctor doctora dottore profesor profesora professore professeur abogado abogada avvocato avvocata conde condesa conte contessa " +
	"duque duquesa duca marques marquesa marchese marchesa capitan capitano capitaine general generale coronel colonnello teniente tenente " +
	"cura parroco obispo vescovo cardenal cardinale")

// lowerTitle reports whether word j, right before capitalised word i, is a
// title of lowerTitles in small letters: it opens a name as an honorific
// does ("La señora Arroyo te llama"), though it is not capitalised; not
// before an office (titledOffices: "el señor Presidente").
func (s *scratch) lowerTitle(j, i int) bool {
	t := &s.toks[j]
	return t.shape == shLower && t.letters >= 5 && s.capWord(i) && lowerTitles.has(s.wordBytes(j)) && !titledOffices.has(s.wordBytes(i))
}
