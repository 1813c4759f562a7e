package gazetteer

// requestSofteners stand between a verb of address and its object in
// German (folded): "frag mal eva", "ruf bitte jonas an", "schreib doch
// mal anke".
var requestSofteners = wordSet("mal bitte doch nochmal kurz")

// meetingVerbs take the person met or seen for object in the first
// person, in the five languages (folded): "ich treffe eva um drei", "wir
// sehen jonas morgen", "vedo erika alle tre", "je vois martine à 15h",
// "veo a lucía" takes "a" and is a slot's.
var meetingVerbs = wordSet("meet treffe treffen sehe sehen besuche besuchen vedo vediamo incontro incontriamo " +
	"vois voyons rencontre veo vemos")

// objectCueWords holds the words right before a name that objectName
// reads: a cheap test before its lookups.
var objectCueWords = packedSetOf(requestSofteners, meetingVerbs, germanPronounsAfterVerbs)

// germanPronounsAfterVerbs follow a German verb in a question or an
// inverted clause, before its object: "kannst du eva fragen", "habt ihr
// jonas erreicht".
var germanPronounsAfterVerbs = wordSet("du ihr")

// objectName reports whether lower-case word i, a first name that may
// stand alone where a person is cued (the caller tests cuedFirstName), is
// the object of a verb that takes a person, in a text without capitals:
//   - after a German verb of the second person and its pronoun
//     (germanDuVerbs, "kannst du eva fragen", "hast du philippe schon
//     erreicht"; "habt ihr", "könnt ihr"), where German puts the verb
//     last and its object first;
//   - after a verb of address and a word that softens the request
//     (requestSofteners: "frag mal julie ob das passt", "ruf bitte canan
//     an");
//   - after a verb of meeting in the first person where its phrase ends
//     (meetingVerbs, phraseEndsAfter: "ich treffe fabienne um drei",
//     "vedo milena alle tre"; not "ich treffe rosen im garten").
//
// A German noun, a common English word, a word of a closed class or a
// first name that is a Spanish or Italian word is none (cuedFirstName:
// "hast du zeit", "kannst du mal").
func (s *scratch) objectName(i int) bool {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	w := s.wordBytes(p)
	if !objectCueWords.has(w) {
		return false // the cheap test before the sets' lookups
	}
	v := s.prevWord(p)
	switch {
	case germanPronounsAfterVerbs[string(w)]:
		if v < 0 || !germanDuVerbs.has(s.wordBytes(v)) && !germanIhrVerbs[string(s.wordBytes(v))] {
			return false
		}
	case requestSofteners[string(w)]:
		if v < 0 || !pairCueVerbs[string(s.wordBytes(v))] {
			return false
		}
	case meetingVerbs[string(w)]:
		if !s.phraseEndsAfter(i) {
			return false
		}
	default:
		return false
	}
	return !wordFirstNames.has(s.wordBytes(i))
}

// germanIhrVerbs are German verbs in the second person plural, folded,
// that "ihr" follows in a question: "habt ihr jonas erreicht?".
var germanIhrVerbs = wordSet("habt konnt wollt musst sollt seid kennt ruft fragt")

// seenWords have seen, heard from, called, written to or met a person,
// who follows them where the phrase ends (folded): "anyone seen
// kasimir?", "hai visto ottone?", "tu as vu chloé ?", "ho sentito
// giacinto al telefono", "ha llamado rigoberto", "mi ha scritto
// francesca ieri".
var seenWords = packedWordSet("seen visto vista vu vue sentito llamado chiamato escrito scritto escribio contattato contactado incontrato")

// interrogativesWhere ask where a person is before a copula (folded):
// "where is", "wo ist", "dónde está", "dov'è", "où est".
var interrogativesWhere = wordSet("where wo donde dove dov ou")

// soughtName reports whether lower-case word i, a first name that may
// stand alone where a person is cued (the caller tests cuedFirstName),
// is sought where its phrase ends: after "where is" (interrogativesWhere
// and a copula: "wo ist jolanda?", "dónde está osvaldo?", "dov'è
// federica?", "où est chloé ?") or after a participle of having seen,
// called or written to someone (seenWords: "anyone seen kasimir?", "ha
// llamado rigoberto"), or before a verb of romanceVerbs ("me ha llamado
// américo hace un rato"); not "where is mark", a common word.
func (s *scratch) soughtName(i int) bool {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower || wordFirstNames.has(s.wordBytes(i)) {
		return false
	}
	w := s.wordBytes(p)
	if !seenWords.has(w) {
		if !whoIsCopulas.has(w) && string(w) != "esta" {
			return false
		}
		q := s.prevWord(p)
		if q < 0 && p >= 2 && s.toks[p].flags&tfSpace == 0 && s.toks[p-1].flags&(tfWord|tfSpace) == 0 &&
			(s.toks[p-1].r == '\'' || s.toks[p-1].r == '’') && s.isWord(p-2) {
			q = p - 2 // "dov'è"
		}
		if q < 0 || !interrogativesWhere[string(s.wordBytes(q))] {
			return false
		}
	}
	return s.phraseEndsAfter(i) || s.en == 0 && s.isWord(i+1) && s.romanceVerbAt(i+1) // "me ha llamado américo hace un rato"
}
