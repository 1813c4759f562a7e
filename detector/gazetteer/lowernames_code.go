package gazetteer

// Code and its comments are written in small letters: a parameter and its
// type ("len int", "dev int") read as a first name and a surname in no
// list, and a docstring's field (":param clear:") as a first name and a
// word. A type of a programming language goes on with no lower-case name
// (unlistedSurname), and a first name glued after a colon that no word
// is glued to opens none (a key's value glued to its key, "name:lucía",
// keeps its name).

// codeTypes are the scalar types of common programming languages, as
// written in declarations.
var codeTypes = packedWordSet("int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float float32 float64 " +
	"double bool boolean str char byte rune void usize isize i32 i64 u8 u32 u64 f32 f64")

// codeKey reports whether word i is glued after a colon that opens its
// token, as a docstring's field is (":param").
func (s *scratch) codeKey(i int) bool {
	p := i - 1
	if p < 0 || s.toks[i].flags&tfSpace != 0 || s.toks[p].flags&tfWord != 0 || s.toks[p].r != ':' {
		return false
	}
	return p == 0 || s.toks[p].flags&(tfSpace|tfNL) != 0
}
