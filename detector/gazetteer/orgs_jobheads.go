package gazetteer

// The job nouns beyond the common ones of jobNoun: the heads of the job
// titles that Faker writes in English ("Building surveyor", "Education
// officer", "Toxicologist"), after which "at", "for" or "with" name the
// employer ("a building surveyor at Dorixbri"), and the plurals of the
// common ones ("Analysts at Lydor"); and the cue words that
// also stand inside a firm's name, written capitalised ("Hartley
// Surveyor Services Ltd", "Nasdaq Inc.").

// jobHead reports whether w, folded, is such a job noun.
func jobHead(w []byte) bool {
	switch string(w) {
	case "officer", "surveyor", "psychologist", "technologist", "psychotherapist", "geologist",
		"horticulturist", "radiographer", "inspector", "physicist", "merchandiser", "copywriter", "chemist",
		"biochemist", "geneticist", "optician", "solicitor", "actuary", "nutritionist", "archaeologist",
		"archivist", "barista", "barrister", "bookseller", "cartographer", "fundraiser", "comptroller",
		"treasurer", "counsellor", "counselor", "dentist", "dietitian", "ecologist", "economist",
		"physiologist", "firefighter", "haematologist", "hydrologist", "immunologist", "underwriter",
		"lobbyist", "metallurgist", "meteorologist", "microbiologist", "midwife", "tutor", "hygienist",
		"oceanographer", "oncologist", "ophthalmologist", "optometrist", "osteopath", "paramedic",
		"pathologist", "pharmacologist", "physiotherapist", "podiatrist", "proofreader", "psychiatrist",
		"statistician", "toxicologist", "coordinator",
		// Plurals (pluralJob): "Analysts at Lydor expect growth".
		"analysts", "engineers", "researchers", "executives", "economists", "scientists", "bankers",
		"lawyers", "consultants":
		return true
	}
	return false
}

// pluralJob reports whether w, folded, is the plural of a common job noun
// ("Analysts at Lydor expect growth"). Titles write these before common
// words ("Engineers at Work", "Engineers at Large Companies"), which name
// no firm.
func pluralJob(w []byte) bool {
	switch string(w) {
	case "analysts", "engineers", "researchers", "executives", "economists", "scientists", "bankers",
		"lawyers", "consultants":
		return true
	}
	return false
}

// nameCue reports whether cue word w, capitalised inside a run of names,
// is part of a firm's name rather than a cue that ends it: a job head or
// a stock exchange ("The Surveyor Group", "Nasdaq Inc.").
func nameCue(w []byte) bool {
	return jobHead(w) || moreCueKind(w) == mcTicker || dealingCue(w)
}

// titleWordsOnly reports whether every word of the run [from, to) is a
// common English word that no list holds as a first name ("Work",
// "Large Companies"); surnames that are common words count as words.
func (s *scratch) titleWordsOnly(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && (!s.common(k, s.d.p.commonMax) || s.toks[k].attr&attrFirst != 0) {
			return false
		}
	}
	return true
}
