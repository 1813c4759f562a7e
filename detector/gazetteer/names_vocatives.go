package gazetteer

// vocatives finds a known first name that no other rule took, a common
// English word too ("Mark", "Will", "Rose", "Hope"), addressed at the end
// of a sentence: capitalised inside the sentence right after a comma that
// follows a word in small letters, and right before an exclamation mark, a
// question mark or a full stop that ends the text, its line or its
// sentence ("Don't go to town, Mark!", "Are you coming, Will?", "See you
// soon, Rose. Bring…"). A capitalised word before the comma makes a list
// ("Faith, Hope."); a word of time, a country, a region or a town of
// 100,000 people or more is none, and so is a colour after another
// before a full stop, in a list of colours ("the colours are red,
// Amber.", "a pale blue, Sky."; "see you soon, Amber." is addressed).
func (s *scratch) vocatives() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		if i < 2 || i+1 >= len(s.toks) {
			continue
		}
		t, c, e := &s.toks[i], &s.toks[i-1], &s.toks[i+1]
		if c.flags&tfWord != 0 || c.r != ',' || e.flags&(tfWord|tfSpace) != 0 || e.r != '!' && e.r != '?' && e.r != '.' ||
			t.shape != shCap || t.flags&(tfSentStart|tfNL) != 0 || t.flags&tfSpace == 0 || t.letters < 3 || !s.free(i) ||
			t.cls&(wcTimeWord|wcHonorific|wcNonName) != 0 || !s.isWord(i-2) || s.toks[i-2].shape != shLower {
			continue
		}
		if a := s.resolved(i); a&attrFirst == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) > 4 ||
			e.r == '.' && colourWord(s.wordBytes(i)) && colourWord(s.wordBytes(i-2)) {
			continue // "The colours are red, Amber.", "a pale blue, Sky."
		}
		if n := i + 2; n < len(s.toks) && s.toks[n].flags&tfNL == 0 && (s.toks[n].flags&tfSpace == 0 || s.isWord(n) && !s.capWord(n)) {
			continue // "Mark!important", "Will. then…"
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
	}
}

// colourWord reports whether folded word w names a colour, as lists of
// colours name them (some are first names too: "Amber", "Sky", "Ruby").
func colourWord(w []byte) bool {
	switch string(w) {
	case "amber", "ruby", "jade", "violet", "olive", "hazel", "scarlett", "scarlet", "coral", "ivory",
		"sky", "indigo", "lilac", "saffron", "sienna", "rusty", "ginger", "blanche", "lavender", "fawn",
		"red", "blue", "green", "yellow", "orange", "purple", "pink", "black", "white", "grey", "gray", "brown",
		"beige", "teal", "navy", "gold", "silver", "cyan", "magenta", "turquoise", "crimson", "maroon":
		return true
	}
	return false
}
