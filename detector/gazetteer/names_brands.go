package gazetteer

// brandBeforeGoods reports whether the word at i, a name that honorific
// cue opens, and the honorific before it are a brand: a noun for goods
// follows it on the same line, one space apart ("dr martens boots", "Dr
// Martens boots", "mr muscle spray"). A person's name before such a noun
// takes a possessive ("Dr Martens's shoes"), which is no word.
func (s *scratch) brandBeforeGoods(i int) bool {
	k := s.nextWord(i)
	return k >= 0 && s.toks[k].start-s.toks[i].end == 1 && s.toks[k].shape == shLower && goodsNouns[string(s.wordBytes(k))]
}

// goodsNouns are nouns for goods sold under a brand, in the singular and
// the plural, of English, French, German, Spanish and Italian (folded).
var goodsNouns = wordSet("boot boots shoe shoes sandal sandals trainers sneakers jacket jackets bag bags spray sprays cleaner " +
	"soda drink drinks bottle bottles pizza pizzas sauce shampoo cream lotion tablets pills cereal cookies biscuits " +
	"chaussure chaussures botte bottes baskets creme boisson boissons " +
	"stiefel schuh schuhe sandalen jacke tasche " +
	"bota botas zapato zapatos zapatillas bebida bebidas " +
	"stivale stivali scarpa scarpe bibita bibite")
