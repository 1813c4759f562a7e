package gazetteer

// brandBeforeGoods reports whether the word at i, a name that honorific
// cue opens, and the honorific before it are a brand: a noun for goods
// follows it on the same line, one space apart ("dr martens boots", "Dr
// Martens boots", "mr muscle spray"). A person's name before such a noun
// takes a possessive ("Dr Martens's shoes"), which is no word. An
// honorific with its dot is a person's title ("Dr. Smith").
func (s *scratch) brandBeforeGoods(i int) bool {
	if !s.isWord(i - 1) {
		return false // "Dr. Smith": a brand writes its honorific without the dot
	}
	k := s.nextWord(i)
	return k >= 0 && s.toks[k].start-s.toks[i].end == 1 && s.toks[k].shape == shLower && goodsNoun(s.wordBytes(k))
}

// goodsNoun reports whether folded word w is a noun for goods sold under
// a brand, singular or plural, of English, French, German, Spanish or
// Italian. (A switch: Go compiles it to comparisons, with no hashing.)
func goodsNoun(w []byte) bool {
	switch string(w) {
	case "boot", "boots", "shoe", "shoes", "sandal", "sandals", "trainers", "sneakers",
		"jacket", "jackets", "bag", "bags", "spray", "sprays", "cleaner", "soda",
		"drink", "drinks", "bottle", "bottles", "pizza", "pizzas", "sauce", "shampoo",
		"cream", "lotion", "tablets", "pills", "cereal", "cookies", "biscuits", "chaussure",
		"chaussures", "botte", "bottes", "baskets", "creme", "boisson", "boissons", "stiefel",
		"schuh", "schuhe", "sandalen", "jacke", "tasche", "bota", "botas", "zapato",
		"zapatos", "zapatillas", "bebida", "bebidas", "stivale", "stivali", "scarpa", "scarpe",
		"bibita", "bibite":
		return true
	}
	return false
}
