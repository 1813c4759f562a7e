// Package textfold holds the text rules that value linking and whole-word
// matching share: what separates words (IsSpace, as Python's str.split),
// what glues onto a word (IsWordRune), case folding (FoldRune, ValueKey),
// and WordMatcher, KeyMatcher and ListMatcher, which find many values at
// once as whole words (the first fast to match, the second fast to build,
// the third small, for a handful of values). The
// thread pipeline and the exact detector use it; it is not public API.
package textfold
