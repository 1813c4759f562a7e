package gazetteer

import (
	"unicode"
	"unicode/utf8"
)

// cyrillicStreetTypes are the street types that Russian, Ukrainian and
// Bulgarian addresses write before the name, in full or abbreviated with
// a dot (street, lane, avenue, embankment, boulevard, highway, square,
// passage, dead end, alley, descent, garden square, park), lower-cased.
var cyrillicStreetTypes = wordSet("ул улица пер переулок пр просп проспект наб набережная бул бульв бульвар ш шоссе " +
	"пл площадь пр-д проезд туп тупик алл аллея вул вулиця пров провулок набережна площа узвіз майдан шосе сквер парк")

// cyrillicHouseMarks are the words that mark a house number (дом,
// будинок), lower-cased: the abbreviations д and буд written with their
// dot, дом with or without one.
var cyrillicHouseMarks = wordSet("д дом буд")

// cyrillicAfterHouse are the words that mark, after the house number, a
// block, a building or a flat (корпус, строение, квартира), lower-cased
// and written with their dot.
var cyrillicAfterHouse = wordSet("к корп стр кв")

// cyrillicCountNouns are the months of a date in the genitive and the
// nouns of a count or a duration that follow a number in Russian,
// Ukrainian and Bulgarian prose (12 июня, 5 человек, 2 часа, 3 роки),
// lower-cased; a house number is followed by none of them.
var cyrillicCountNouns = wordSet("января февраля марта апреля мая июня июля августа сентября октября ноября декабря " +
	"січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня " +
	"януари февруари март април май юни юли август септември октомври ноември декември " +
	"человек человека чел людей лет год года годы раз раза шт штук штуки минут минуты мин часов часа час " +
	"дней дня день недель недели месяцев месяца секунд рублей рубля руб копеек процентов км кг " +
	"осіб людини років роки рік разів хвилин хвилини годин години днів дні тижнів місяців гривень грн " +
	"души минути дни години седмици месеца лева")

// cyrillicStreet reads a street ending at house number n written in
// Cyrillic as Russian and Ukrainian addresses write it: a street type,
// in full or abbreviated with its dot, then one to three capitalised
// names and an ordinal after them ("Садова 3-тя"), then the house
// number, after a comma and the house's mark when one is written ("ул.
// Советов, д. 166", "вулиця Садова, буд. 7", "ул. Ленина, дом 5", "ул.
// Ленина 5"), and after it, across a space or a comma, the block's, the
// building's or the flat's number ("…д. 45 к. 5", "…д. 1/6 стр. 2/3",
// "…буд. 7 кв. 6", "…дом 5, кв. 12"). The type proves the street: a noun
// and a number without one ("Версия 2", "Глава 5, стр. 12") stay words,
// and so does a number without a mark before the month of a date or the
// noun of a count ("площадь Революции 12 июня", "пл. Ленина 5
// человек"). It returns the span, or
// -1, -1.
func (s *scratch) cyrillicStreet(n int) (int, int) {
	j := n  // the first token of the house number with its mark
	m := -1 // the house's mark
	if k := n - 2; k >= 1 && s.toks[n-1].r == '.' && s.toks[n-1].flags&tfWord == 0 && s.glued(n-1) && s.isWord(k) &&
		s.cyrillicWord(k) && s.cyrillicIn(k, cyrillicHouseMarks) {
		m = k // "д. 166"
	} else if k := n - 1; k >= 1 && s.toks[n].flags&(tfSpace|tfNL) == tfSpace && s.isWord(k) && s.cyrillicWord(k) && s.wordIs(k, "дом") {
		m = k // "дом 5"
	}
	if m >= 0 {
		j = m
		if c := m - 1; c >= 1 && s.toks[c].flags&tfWord == 0 && s.toks[c].r == ',' && s.toks[m].flags&tfSpace != 0 {
			j = c // "Советов, д. 166"
		}
	} else if s.toks[n].flags&(tfSpace|tfNL) != tfSpace || s.cyrillicCountAfter(n) {
		return -1, -1 // "площадь Революции 12 июня": a date or a count, not a house
	}
	start := -1
	for w, k := 0, s.cyrillicWordBefore(j); w < 4 && k >= 0 && s.free(k) && (s.cyrillicWord(k) || w == 0 && s.cyrillicOrdinal(k)); w, k = w+1, s.prevWord(k) {
		if w == 0 && s.cyrillicOrdinal(k) {
			continue // "Садова 3-тя", "Миколаївський 1-й": an ordinal after the name
		}
		if s.cyrillicIn(k, cyrillicStreetTypes) && (s.toks[k].shape == shLower || w == 0) {
			if w == 0 {
				return -1, -1 // a type needs a name
			}
			start = k
			break
		}
		if k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.toks[k+1].flags&tfWord == 0 && s.glued(k+1) && k+1 < j {
			return -1, -1 // an abbreviation inside the name: no street's name
		}
		if s.toks[k].shape != shCap {
			return -1, -1
		}
	}
	if start < 0 {
		// A type abbreviated with its dot right before the name: "ул. Советов".
		k := s.cyrillicWordBefore(j)
		first := -1
		for w := 0; w < 3 && k >= 0 && s.free(k) && s.cyrillicWord(k) && s.toks[k].shape == shCap; w, k = w+1, s.prevWord(k) {
			first = k
		}
		if first < 2 || s.toks[first-1].r != '.' || s.toks[first-1].flags&tfWord != 0 || !s.glued(first-1) || s.toks[first].flags&(tfSpace|tfNL) != tfSpace {
			return -1, -1
		}
		a := first - 2
		if !s.isWord(a) || !s.free(a) || !s.cyrillicWord(a) || s.toks[a].shape != shLower || !s.cyrillicIn(a, cyrillicStreetTypes) {
			return -1, -1
		}
		start = a
	}
	end := s.numberTail(n + 1)
	for w := 0; w < 2; w++ {
		k := s.nextWord(end - 1)
		if end+1 < len(s.toks) && s.toks[end].r == ',' && s.toks[end].flags&(tfWord|tfSpace|tfNL) == 0 && s.isWord(end+1) &&
			s.toks[end+1].flags&(tfSpace|tfNL) == tfSpace {
			k = end + 1 // "д. 5, кв. 12": the flat after a comma
		}
		if k < 0 || k+2 >= len(s.toks) || !s.cyrillicWord(k) || !s.cyrillicIn(k, cyrillicAfterHouse) ||
			s.toks[k+1].r != '.' || !s.glued(k+1) || !s.houseNumber(k+2) || s.toks[k+2].flags&(tfSpace|tfNL) != tfSpace {
			break
		}
		end = s.numberTail(k + 3) // "к. 5", "стр. 2/3", "кв. 6"
	}
	return start, end
}

// cyrillicWordBefore returns the word right before token j, across the
// space that separates them, or -1.
func (s *scratch) cyrillicWordBefore(j int) int {
	if s.toks[j].flags&tfWord != 0 {
		return s.prevWord(j)
	}
	if k := j - 1; k >= 0 && s.toks[k].flags&tfWord != 0 {
		return k // the word the comma or the mark's dot is glued to
	}
	return -1
}

// cyrillicWord reports whether word k starts with a Cyrillic letter.
func (s *scratch) cyrillicWord(k int) bool {
	t := &s.toks[k]
	if t.end <= t.start {
		return false
	}
	if c := s.text[t.start]; c < 0xD0 || c > 0xD3 {
		return false // the lead bytes of the Cyrillic letters in UTF-8
	}
	r, _ := utf8.DecodeRuneInString(s.text[t.start:t.end])
	return unicode.Is(unicode.Cyrillic, r)
}

// cyrillicIn reports whether word k, lower-cased, is in set; it lowers
// into a buffer on the stack, so a look-up allocates nothing.
func (s *scratch) cyrillicIn(k int, set map[string]bool) bool {
	var buf [48]byte
	b := buf[:0]
	for _, r := range s.text[s.toks[k].start:s.toks[k].end] {
		if len(b)+utf8.UTFMax > len(buf) {
			return false // longer than any word of the sets
		}
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	return set[string(b)]
}

// cyrillicCountAfter reports whether the month of a date or the noun of
// a count (cyrillicCountNouns: "12 июня", "2 часа", "5 человек") follows
// number n across a space; any other word ("5 подъезд 2", "5 возле
// парка") leaves the number a house's.
func (s *scratch) cyrillicCountAfter(n int) bool {
	k := s.numberTail(n + 1)
	if k >= len(s.toks) {
		return false
	}
	t := &s.toks[k]
	return t.flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace && t.shape == shLower && s.cyrillicWord(k) && s.cyrillicIn(k, cyrillicCountNouns)
}

// cyrillicOrdinal reports whether word k is a number and a Cyrillic
// ordinal's ending glued by a hyphen ("2-й", "3-тя", "52-га").
func (s *scratch) cyrillicOrdinal(k int) bool {
	t := &s.toks[k]
	w := s.text[t.start:t.end]
	d := 0
	for d < len(w) && w[d] >= '0' && w[d] <= '9' {
		d++
	}
	if d < 1 || d > 3 || len(w) < d+3 || w[d] != '-' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w[d+1:])
	return unicode.Is(unicode.Cyrillic, r)
}

// cyrillicAfterNumber reads a street written number first in Cyrillic,
// as English text may carry a Russian or Ukrainian street: house number
// n, a street type, in full or abbreviated with its dot, and one to three
// capitalised names ("407 ул. Лесная", "9/3 пр. Энтузиастов", "26 алл.
// Физкультурная"); a street whose own house's mark follows its name is
// left to cyrillicStreet, a building's number before it then joining it
// ("22809 наб. Сибирская, д. 82"). The type proves the street; a year,
// or a number right after a Cyrillic word, is none of a house, as Russian
// text writes the number last ("Год 2020 парк Горького", "Глава 5 пр.
// Примечания"). It returns the span, or -1, -1.
func (s *scratch) cyrillicAfterNumber(n int) (int, int) {
	if p := s.prevWord(n); s.yearLike(n) || p >= 0 && p == n-1 && s.toks[n].flags&tfNL == 0 && s.cyrillicWord(p) {
		return -1, -1 // "Год 2020 парк Горького", "Глава 5 пр. Примечания": Russian text writes the number last
	}
	k := s.nextWord(s.numberTail(n+1) - 1)
	if k < 0 || !s.free(k) || !s.cyrillicWord(k) || s.toks[k].shape != shLower || !s.cyrillicIn(k, cyrillicStreetTypes) {
		return -1, -1
	}
	m := k
	if k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.toks[k+1].flags&tfWord == 0 && s.glued(k+1) {
		m = k + 1 // "ул. Лесная"
	}
	end := -1
	for w, q := 0, s.nextWord(m); w < 3 && q >= 0 && s.free(q) && s.cyrillicWord(q) && s.toks[q].shape == shCap; w, q = w+1, s.nextWord(q) {
		end = q + 1
	}
	if end < 0 {
		return -1, -1
	}
	for q := end; q < end+8 && q+1 < len(s.toks) && s.toks[q].flags&tfNL == 0; q++ {
		if s.isWord(q) && s.cyrillicWord(q) && s.cyrillicIn(q, cyrillicHouseMarks) && s.toks[q+1].r == '.' {
			return -1, -1 // "22809 наб. Сибирская, д. 82": the street's own house number follows, read number last
		}
	}
	return n, end
}
