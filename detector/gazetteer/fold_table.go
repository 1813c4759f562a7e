package gazetteer

// The fold tables below were generated once from Python's unicodedata (NFKD,
// combining marks dropped, lower-cased, plus ß→ss, æ→ae, œ→oe, ø→o, đ/ð→d,
// þ→th, ł→l...). They are data: edit them only by regenerating.

// latinFoldA maps U+00C0..U+024F, two bytes a rune (a trailing space pads
// one-letter folds; two spaces mean "no ASCII fold").
const latinFoldA = "a a a a a a aec e e e e i i i i d n o o o o o   o u u u u y thss" +
	"a a a a a a aec e e e e i i i i d n o o o o o   o u u u u y thy " +
	"a a a a a a c c c c c c c c d d d d e e e e e e e e e e g g g g " +
	"g g g g h h h h i i i i i i i i i i ijijj j k k k l l l l l l l " +
	"l l l n n n n n n   n n o o o o o o oeoer r r r r r s s s s s s " +
	"s s t t t t t t u u u u u u u u u u u u w w y y y z z z z z z s " +
	"                                    f                           " +
	"o o                           u u                               " +
	"        dzdzdzljljljnjnjnja a i i o o u u u u u u u u u u   a a " +
	"a a         g g k k o o o o     j dzdzdzg g     n n a a         " +
	"a a a a e e e e i i i i o o o o r r r r u u u u s s t t     h h " +
	"            a a e e o o o o o o o o y y                         " +
	"                                "

// latinFoldB maps U+1E00..U+1EFF (Latin Extended Additional) the same way.
const latinFoldB = "a a b b b b b b c c d d d d d d d d d d e e e e e e e e e e f f " +
	"g g h h h h h h h h h h i i i i k k k k k k l l l l l l l l m m " +
	"m m m m n n n n n n n n o o o o o o o o p p p p r r r r r r r r " +
	"s s s s s s s s s s t t t t t t t t u u u u u u u u u u v v v v " +
	"w w w w w w w w w w x x x x y y z z z z z z h t w y   s     ss  " +
	"a a a a a a a a a a a a a a a a a a a a a a a a e e e e e e e e " +
	"e e e e e e e e i i i i o o o o o o o o o o o o o o o o o o o o " +
	"o o o o u u u u u u u u u u u u u u y y y y y y y y             "
