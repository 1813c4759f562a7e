package gazetteer

// emojiRune reports whether r is an emoji or a pictograph that chat sets
// after a phrase ("see you marco 😂", "bye anna ❤️"): the Miscellaneous
// Symbols and Dingbats blocks and the pictographs of the supplementary
// plane. It ends a clause as "!" does, with or without a space before it
// ("ok lucie👍").
func emojiRune(r rune) bool {
	return r >= 0x2600 && (r <= 0x27BF || r >= 0x1F300 && r <= 0x1FAFF)
}
