package gazetteer

import "testing"

func TestGazetteerVietnamsStreetWordsAfterTheName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a house number, a name and Dãy are a street", detectCase{"Please ship the parcel to 759 Jane Dãy before Friday.", []string{street + "759 Jane Dãy"}}},
		{"a house number, a name and Hẻm are a street", detectCase{"I moved to 99 Phạm Hẻm last month.", []string{street + "99 Phạm Hẻm"}}},
		{"Khu without its diacritics is no street word", detectCase{"We saw 3 John Khu there.", nil}},
	})
}

func TestGazetteerAVietnameseStreetsNameMayFoldToAStopwordOrAMonth(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Lê before Đường is the street's name, not French le", detectCase{"Please ship the parcel to 3 Lê Đường before Friday.", []string{street + "3 Lê Đường"}}},
		{"Mai before Làng is the street's name, not May", detectCase{"we met at 8 Mai Làng yesterday", []string{street + "8 Mai Làng"}}},
		{"a month and a number without a Vietnamese street word are no street", detectCase{"See you on 8 Mai for the release.", nil}},
	})
}

func TestGazetteerVietnamsDivisionsAndPostcodeCloseTheStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a ward, a numbered district, a city and the postcode after commas join the street", detectCase{"Ship to 12 Lê Đường, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, 700000 please.", []string{street + "12 Lê Đường, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, 700000"}}},
		{"Thị xã and its town join the street", detectCase{"He lives at 44 Trần Dãy, Thị xã Sơn Tây, 154000 now.", []string{street + "44 Trần Dãy, Thị xã Sơn Tây, 154000"}}},
		{"a district on the next line joins the street", detectCase{"Address on file:\n80 Phạm Số\nHuyện Gia Lâm, 131000\nPhone pending.", []string{street + "80 Phạm Số\nHuyện Gia Lâm, 131000"}}},
		{"a district's word without a street stays untouched", detectCase{"Quận 1 is busy at night, 700000 people live there.", nil}},
	})
}
