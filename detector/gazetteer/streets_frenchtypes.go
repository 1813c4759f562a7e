package gazetteer

// frenchTypeAtAddress reports whether word k, a French street type in
// lower case in a text of more English than French, opens a street
// because it stands where an address does (addressPlace: first on its
// line or in its field, after a colon, "to", "at" or "on", an address
// cue) before a capitalised name, maybe after a particle ("rue de Godet
// 77"), as Switzerland's addresses come into
// English mail ("I moved to rue Germaine Masseron 50", "Our office:
// boulevard Wicht 64"). "route" and "place" are English words that take
// a name and a number there too ("switch to route Kafka 3", "at place
// Order 2"), so they stay out.
func (s *scratch) frenchTypeAtAddress(k int) bool {
	if s.wordIs(k, "route") || s.wordIs(k, "place") {
		return false
	}
	m := s.nextWord(k)
	for w := 0; w < 2 && m >= 0 && s.toks[m].shape == shLower && s.streetParticle(m); w++ {
		m = s.nextWord(m) // "rue de Godet 77", "avenue de la Gare 3"
	}
	return m >= 0 && s.toks[m].shape == shCap && s.addressPlace(k)
}
