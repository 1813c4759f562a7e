package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

// cuedOrgMinCity is the smallest population bucket (see popBucket) of
// the towns whose names cuedOrgs leaves out: 50,000 people or more, a
// place a sentence names far more often than a firm of the same name
// ("from Aachen", "at Bergen").
const cuedOrgMinCity = 4

// cuedOrgMaxLevel is the highest SCOWL level of the English words that
// cuedOrgs leaves out: the common words ("Apple", "Target", "Oracle",
// "Pacific", "Depot") and the generic words of long names ("Airlines",
// "Technologies"), which a cue precedes in a title as often as a firm.
const cuedOrgMaxLevel = 35

// cuedOrgNounFrequency is how often, per million words of the German
// subtitles, a German noun occurs at least for cuedOrgs to leave it out:
// "bei Zimmer", "von Kraft", "bei Bahn" are German text, "bei Airbus"
// and "bei Opel" (rare in the subtitles) name the firm.
const cuedOrgNounFrequency = 1.0

// notCuedFirms are words of the companies' list that cuedOrgs leaves out
// although no other filter does: generic words of long names ("Groupe",
// "Holdings", "Poste", "Ventas": "trabaja en Ventas" names a department),
// towns, regions and landmarks the place lists lack or spell otherwise
// ("from Ghent", "at Essex", "Notre Dame"), and websites and tools that
// text names as sources ("from Wikipedia", "with YouTube").
var notCuedFirms = map[string]bool{
	"Agricole": true, "Airways": true, "Baptist": true, "Corp": true, "Dutch": true, "Ecole": true,
	"Electricite": true, "Environnement": true, "Gebruder": true, "Groupe": true, "Holdings": true,
	"Logistics": true, "Metallurgical": true, "Micro": true, "Mini": true, "Mondiale": true, "Notre": true,
	"Petrochemical": true, "Poste": true, "Reinsurance": true, "Shipbuilding": true, "Sistema": true,
	"Societe": true, "Stationers": true, "Supérieure": true, "Tech": true, "Transnational": true,
	"Vale": true, "Ventas": true, "Ping": true, "Smarty": true, "Cosmo": true, "Nava": true, "Concho": true,
	"Tinto": true, "Tokio": true, "Movil": true, "Magna": true, "Quanta": true, "Regency": true,
	"Harbinger": true, "Vertex": true, "Vulcan": true, "Comodo": true, "Sencha": true, "Silae": true, "Solita": true,
	// Places.
	"Aarhus": true, "Antwerp": true, "Bombay": true, "Essex": true, "Everest": true, "Galway": true,
	"Ghent": true, "Gothenburg": true, "Henan": true, "Madras": true, "Malaya": true, "Sussex": true,
	"Ticino": true, "Vizcaya": true, "Dover": true, "Berkshire": true,
	// Websites and tools.
	"Bing": true, "Facebook": true, "Wikipedia": true, "YouTube": true, "Coursera": true,
}

// cuedOrgs returns the one-word names of real organisations that
// knownOrgs left out because another list holds them as a surname, a
// small town or a rare word ("Siemens", "Renault", "Google", "Amazon",
// "Airbus", "Bayer", "Uber"), and that a sentence writes as a firm after
// a firm's cue ("works at", "invoice from", "bei", "chez"): the
// companies' words of orgShape, none of notFirms, notCuedFirms nor of
// known, and none
// that is a first name (first, folded: "with Grace" is a person), a
// country, a region or a town of cuedOrgMinCity or more (places, folded),
// an English word of level cuedOrgMaxLevel or lower (common, folded) or a
// German noun (nouns, folded) frequent in the German subtitles (de).
func cuedOrgs(companies []string, known, first, places, common, nouns map[string]bool, de frequencies) map[string]bool {
	set := map[string]bool{}
	for _, w := range companies {
		if !orgShape(w) || notFirms[w] || notCuedFirms[w] || known[w] {
			continue
		}
		f := fold(w)
		if first[f] || places[f] || common[f] || nouns[f] && de[f] >= cuedOrgNounFrequency {
			continue
		}
		set[w] = true
	}
	return set
}

// runCuedOrgs writes the file of the organisations read after a cue
// (section cuedorg, see cuedOrgs) to out, from the companies' list of the
// npm prefix npm, the committed data in dir and FrequencyWords' German
// list in freqDir.
func runCuedOrgs(npm, dir, freqDir, out string, anyVersion bool) error {
	versions, err := checkVersions(npm, anyVersion)
	if err != nil {
		return err
	}
	companies, err := readLines(filepath.Join(npm, companiesFile))
	if err != nil {
		return err
	}
	known, err := entriesOf(filepath.Join(dir, "orgs.txt.gz"), "org")
	if err != nil {
		return err
	}
	first, err := committedFirstNames(dir)
	if err != nil {
		return err
	}
	kinds := []string{"country", "state"}
	for b := cuedOrgMinCity; b <= 6; b++ {
		kinds = append(kinds, fmt.Sprintf("city %d", b))
	}
	places, err := foldedEntries(filepath.Join(dir, "gazetteer.txt.gz"), kinds...)
	if err != nil {
		return err
	}
	var levels []string
	for _, l := range []int{10, 20, 35} {
		if l <= cuedOrgMaxLevel {
			levels = append(levels, fmt.Sprintf("word %d", l))
		}
	}
	common, err := foldedEntries(filepath.Join(dir, "gazetteer.txt.gz"), levels...)
	if err != nil {
		return err
	}
	nouns, err := foldedEntries(filepath.Join(dir, "nouns_de.txt.gz"), "nounde")
	if err != nil {
		return err
	}
	de, err := readFrequencies(filepath.Join(freqDir, "de_50k.txt"), "de", esItWordLists["de"], anyVersion)
	if err != nil {
		return err
	}
	return write(out, map[string]string{"@cspell/dict-companies": versions["@cspell/dict-companies"], "FrequencyWords de (filter only)": esFrequencyCommit},
		[]section{{kind: "cuedorg", entries: cuedOrgs(companies, known, first, places, common, nouns, de)}},
		"@cspell/dict-companies MIT (see NOTICE)")
}

// foldedEntries returns the folded words of the entries of the sections
// of kinds of the committed data file at path, every word of an entry of
// several ("Tel Aviv").
func foldedEntries(path string, kinds ...string) (map[string]bool, error) {
	set, err := entriesOf(path, kinds...)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for e := range set {
		for _, w := range strings.Fields(e) {
			out[fold(w)] = true
		}
	}
	return out, nil
}
