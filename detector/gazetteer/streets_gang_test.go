package gazetteer

import "testing"

func TestGazetteerIndonesiasGangWrittenInFullOpensAStreetAsGgDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Gang, a name and No. with the house number", detectCase{"Send it to Gang Sukajadi No. 79.",
			[]string{street + "Gang Sukajadi No. 79"}}},
		{"a building number before Gang", detectCase{"Send it c/o Maria Diaz, 53256 Gang Sukajadi No. 79.",
			[]string{per + "Maria Diaz", street + "53256 Gang Sukajadi No. 79"}}},
		{"Gang and a name of two words before a town and a country", detectCase{"I stayed near Gang Cikutra Timur No. 174, Sorong, Indonesia for two weeks.",
			[]string{street + "Gang Cikutra Timur No. 174, Sorong, Indonesia"}}},
		{"Gang over its town's line", detectCase{"The shop \"Gang Ciwastra No. 264\nBengkulu, Kalimantan Barat 37354\" closed.",
			[]string{street + "Gang Ciwastra No. 264\nBengkulu, Kalimantan Barat 37354"}}},
		{"a gang of people stays untouched", detectCase{"The Gang of Four released 3 albums.", nil}},
		{"a band's name and a count stay untouched", detectCase{"Gang Starr sold 2 million records.", nil}},
		{"the German aisle stays untouched", detectCase{"Die Ware liegt im Gang 3 links.", nil}},
		{"a band's name and a counted noun after the number stay untouched", detectCase{"Gang Starr 2 tapes", nil}},
		{"Gang before an Indonesian word in small letters", detectCase{"tinggal di Gang Mawar 12 bersama ibu",
			[]string{street + "Gang Mawar 12"}}},
		{"Gang before a place's preposition", detectCase{"Gang Mawar 12 dekat masjid",
			[]string{street + "Gang Mawar 12"}}},
		{"Gang before its neighbourhood's rt and rw", detectCase{"Gang Melati 5 rt 03 rw 05",
			[]string{street + "Gang Melati 5"}}},
		{"Gang before its ward", detectCase{"Gang Kenari 3 kelurahan Cempaka",
			[]string{street + "Gang Kenari 3", loc + "Cempaka"}}},
		{"Gang after an address cue before a word of place", detectCase{"alamat: Gang Anggrek 7 belakang pasar",
			[]string{street + "Gang Anggrek 7"}}},
		{"a road's abbreviated type and name before Gang and a word in small letters", detectCase{"Jl. Merdeka Gang Mawar 12 samping sekolah",
			[]string{street + "Jl. Merdeka Gang Mawar 12"}}},
		{"a road's abbreviated type and name before Gang", detectCase{"Alamat: Jl. Merdeka Gang Mawar 12",
			[]string{street + "Jl. Merdeka Gang Mawar 12"}}},
		{"a band's name and an English plural after the number stay untouched", detectCase{"Gang Starr 3 albums", nil}},
		{"a band's name and an English noun after the number stay untouched", detectCase{"Gang Starr 2 records", nil}},
		{"Gang, a name and the house number before a town", detectCase{"Alamat: Gang Sukajadi 12, Bandung",
			[]string{street + "Gang Sukajadi 12, Bandung"}}},
	})
}
