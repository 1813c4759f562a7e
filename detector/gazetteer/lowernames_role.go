package gazetteer

// roleNouns name a person by the part they play, in the five languages
// (folded): "our new hire", "the client", "notre stagiaire", "der
// kunde", "el inquilino", "il fornitore"; and "don" and "doña", the
// titles that Spanish and Italian put before a first name ("don
// teodoro"), and the offices and ranks of rankNouns. Relatives and
// colleagues are ownKin and kinNouns.
var roleNouns = packedWordSet("hire intern trainee colleague coworker teammate manager boss client customer tenant patient " +
	"contractor applicant candidate employee landlord supervisor technician " +
	"stagiaire client cliente locataire patiente prestataire candidat candidate salarie employe employee technicien " +
	"kunde kundin mieter mieterin patientin praktikant praktikantin mitarbeiter mitarbeiterin bewerber bewerberin " +
	"dienstleister techniker " +
	"companero companera becario becaria inquilino inquilina paciente proveedor candidato candidata empleado empleada " +
	"jefa tecnico don dona " +
	"stagista paziente fornitore dipendente responsabile " + userNouns + " " + rankWords)

// userNouns name the holder of an account in the five languages
// (folded): "user filomena logged in", "utente gionata". After an article
// they name the account's technical name as often ("the user sid").
const userNouns = "user utilisateur utilisatrice benutzer benutzerin usuario usuaria utente"

// userNounSet holds userNouns.
var userNounSet = packedWordSet(userNouns)

// roleNames finds, in a text without capitals, the name right after a
// role noun (roleNouns: "the client kerry clark", "der kunde gerwin
// hübel", "our new hire brenda", "user filomena logged in", not after an
// article for a user): a first name of any list and a known
// surname or part of names that is none of the commonest English words or
// a word no list holds after it, as after a relative (see kinNames), or a
// first name alone that may stand for a person where a cue says one
// stands (cuedFirstName), or after a rank a surname alone (rankSurname:
// "officer simpson", "el capitán barrera"); never a word of Spanish or Italian
// (wordFirstNames: "el cliente luna nueva"). The role is the cue. Where
// an organisation's rule reads the words after a client as a firm, the
// firm stays.
func (s *scratch) roleNames() {
	for i := 1; i < len(s.toks); i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || !s.free(i) {
			continue
		}
		k := s.prevWord(i)
		if k < 0 || s.toks[k].shape != shLower || s.toks[i].start-s.toks[k].end != 1 || !roleNouns.has(s.wordBytes(k)) {
			continue
		}
		if wordFirstNames.has(s.wordBytes(i)) {
			continue // "el cliente luna nueva"
		}
		if p := s.prevWord(k); p >= 0 && rankDeterminers.has(s.wordBytes(p)) && rankNouns.has(s.wordBytes(k)) {
			continue // "the captain america movie", "the agent price": a noun after the rank
		}
		if userNounSet.has(s.wordBytes(k)) && s.afterDeterminer(k) {
			continue // "the user sid": an account's technical name
		}
		end := i + 1
		if n := s.nextWord(i); n >= 0 && s.free(n) && s.toks[n].shape == shLower && s.nameWordClass(n) == 0 &&
			(s.resolved(n)&(attrLast|attrPart) != 0 && !s.common(n, 2) && s.toks[n].cls&wcNonName == 0 || s.unlistedNameWord(n)) &&
			!auxiliaryVerb(s.wordBytes(n)) && !s.pluralOfCommonWord(n) {
			end = n + 1
		}
		if end == i+2 && !s.kinFirstName(i) || end == i+1 && !s.cuedFirstName(i) {
			if !rankNouns.has(s.wordBytes(k)) || !s.rankSurname(k, i) {
				continue
			}
			end = i + 1 // "el inspector gómez pasó": the surname alone
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}
