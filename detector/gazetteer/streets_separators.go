package gazetteer

// The marks that separate an address's parts besides the comma: a
// semicolon ("12 Oak Lane; Springfield; IL 62704") and a dash between
// spaces ("Via Roma 5 - 20121 Milano", "12 Oak Lane – Springfield").

// fieldComma reports whether token k separates two parts of an address
// as a comma does: a comma, a semicolon with a space after it on the same
// line (a row's fields glued by semicolons stay each its own), or a dash
// with a space on either side on the same line.
func (s *scratch) fieldComma(k int) bool {
	t := &s.toks[k]
	if t.flags&tfWord != 0 {
		return false
	}
	if t.r == ';' {
		return k+1 < len(s.toks) && s.toks[k+1].flags&(tfSpace|tfNL) == tfSpace // not a row's "…;62194;Böblingen"
	}
	return t.r == ',' || s.spacedDash(k)
}

// spacedDash reports whether token k is a hyphen, an en dash or an em
// dash with a space before it and a word after a space on the same line
// ("… 5 - 20121 Milano"; not "Vilnius-Kaunas" nor a dash opening a list's
// line).
func (s *scratch) spacedDash(k int) bool {
	t := &s.toks[k]
	if t.flags&tfWord != 0 || t.flags&(tfSpace|tfNL) != tfSpace || k+1 >= len(s.toks) {
		return false
	}
	if t.r != '-' && t.r != 0x2013 && t.r != 0x2014 {
		return false
	}
	n := &s.toks[k+1]
	return n.flags&tfWord != 0 && n.flags&(tfSpace|tfNL) == tfSpace
}

// partSeparator reports whether token k separates two parts of an
// address: a fieldComma, and for a dash one that a part of an address
// follows (afterDashPart); a dash before other words ends the address
// ("…, West Michelle — see you soon").
func (s *scratch) partSeparator(k int) bool {
	if !s.fieldComma(k) {
		return false
	}
	return !s.spacedDash(k) || s.isWord(k+1) && s.afterDashPart(k+1)
}

// afterDashPart reports whether word k after a street's dash opens what
// ends an address: a postcode (one that could be a year needs a town the
// lists know after it), or a capitalised word, which addressPart then
// reads as a town ("– 20121 Milano", "– Springfield"; not "– see you",
// nor "– 2024 Edition").
func (s *scratch) afterDashPart(k int) bool {
	if s.postcode(k) {
		e := s.townWords(k + 1)
		return !s.yearLike(k) || e > k+1 && s.knownTown(k+1, e) // not "– 2024 Edition"
	}
	if s.spacedPostcode(k) || s.ukPostcode(k) || s.caPostcodeEnd(k) > k {
		return true
	}
	return s.capWord(k)
}

// spacedSlashField reports whether token k is a slash with a space before
// it and a word after a space on the same line that opens another field:
// one in small letters or capitalised of three letters or more ("…Feliu
// 44 / Shipping: same"; not a region's code, "…Dias / RO", nor "12/14").
func (s *scratch) spacedSlashField(k int) bool {
	t := &s.toks[k]
	if t.flags&tfWord != 0 || t.r != '/' || t.flags&(tfSpace|tfNL) != tfSpace || k+1 >= len(s.toks) {
		return false
	}
	n := &s.toks[k+1]
	return n.flags&tfWord != 0 && n.flags&(tfSpace|tfNL) == tfSpace && (n.shape == shLower || n.shape == shCap && n.letters >= 3)
}
