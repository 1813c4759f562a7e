package gazetteer

import "testing"

func TestGazetteerACyrillicStreetTypeBeforeANameAndAHouseNumberIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Russian type's abbreviation, a name and the house after a comma", detectCase{"I live at ул. Советов, д. 166.",
			[]string{street + "ул. Советов, д. 166"}}},
		{"a Russian lane, its house and its building", detectCase{"Ship to наб. Декабристов, д. 1/6 стр. 2/3 please",
			[]string{street + "наб. Декабристов, д. 1/6 стр. 2/3"}}},
		{"a Russian boulevard, its house and its block", detectCase{"Ship to бул. Новостройка, д. 45 к. 5 please",
			[]string{street + "бул. Новостройка, д. 45 к. 5"}}},
		{"a Ukrainian street in full, its house and its flat", detectCase{"Please send it to вулиця Садова, буд. 7 кв. 6 today.",
			[]string{street + "вулиця Садова, буд. 7 кв. 6"}}},
		{"a Russian type's abbreviation and a name before the number", detectCase{"Meet me at ул. Ленина 5 tomorrow.",
			[]string{street + "ул. Ленина 5"}}},
		{"a Ukrainian lane, its ordinal and its house", detectCase{"I live at провулок Водопровідний 2-й, буд. 95.",
			[]string{street + "провулок Водопровідний 2-й, буд. 95"}}},
		{"a Russian lane before a number-first street's name", detectCase{"I live at пер. Астраханский, д. 572 Филатова Union\n Suite 650\n ОЗЕРЫ\n Russia 421930 now",
			[]string{street + "пер. Астраханский, д. 572 Филатова Union\n Suite 650\n ОЗЕРЫ\n Russia 421930"}}},
		{"a house number before a Russian type's abbreviation and a name", detectCase{"Ship it to 407 ул. Лесная today.",
			[]string{street + "407 ул. Лесная"}}},
		{"a house number with a slash before a Russian avenue", detectCase{"Contact: Peter Lang, 96448 9/3 пр. Энтузиастов Apt. 906",
			[]string{per + "Peter Lang", street + "96448 9/3 пр. Энтузиастов Apt. 906"}}},
		{"a building number before a Russian street and its house", detectCase{"I live at 22809 наб. Сибирская, д. 82\n Suite 795",
			[]string{street + "22809 наб. Сибирская, д. 82\n Suite 795"}}},
		{"a count before a Russian word in small letters stays untouched", detectCase{"Купил 5 шт. Яблок и 3 кг. Груш.", nil}},
		{"a Russian page reference stays untouched", detectCase{"См. Глава 5, стр. 12.", nil}},
		{"a Russian quantity stays untouched", detectCase{"Купил 5 шт. по 3 руб.", nil}},
		{"a Russian version stays untouched", detectCase{"Версия 2 вышла вчера.", nil}},
	})
}
