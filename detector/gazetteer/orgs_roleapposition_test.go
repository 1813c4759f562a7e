package gazetteer

import "testing"

func TestGazetteerThreeNamesBetweenCommasAfterASingularRoleAreOneFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three names after The Licensee and a comma, before a comma and a verb, are one firm", detectCase{"The Licensee, Poole, Green and Owen, shall pay the fees within thirty days.", []string{org + "Poole, Green and Owen"}}},
		{"three names after The Contractor opening the text are one firm", detectCase{"The Contractor, Cole, Barker and Harding, agrees to deliver.", []string{org + "Cole, Barker and Harding"}}},
		{"three names after the Supplier and a comma are one firm", detectCase{"Payment is due to the Supplier, Hughes, Smith and Smith, within 30 days.", []string{org + "Hughes, Smith and Smith"}}},
		{"a capitalised word after The before a comma and a list of people stays a list", detectCase{"The Winners: Anna, Paul and Marie.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
	})
}
