package gazetteer

import "testing"

func TestGazetteerTwoKnownNamesThatAreEnglishWordsAreAPersonWhereAPersonStands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a pair opening the sentence before a verb of people in -s", detectCase{"billy power confirms the booking for friday", []string{per + "billy power"}}},
		{"a pair after a role before a verb of a ticket", detectCase{"my manager crystal white approved it", []string{per + "crystal white"}}},
		{"a pair after a label's colon before a verb of people", detectCase{"reminder: crystal steele owes us 40 bucks", []string{per + "crystal steele"}}},
		{"a pair after a word of discourse before will", detectCase{"so heather white will join at 3pm", []string{per + "heather white"}}},
		{"a pair after with where its phrase ends", detectCase{"spoke with peter sawyer yesterday, all good", []string{per + "peter sawyer"}}},
		{"a pair after who is", detectCase{"who is guy kirby? never heard of them", []string{per + "guy kirby"}}},
		{"a pair after ask where its phrase ends", detectCase{"can you ask grace wood about the invoice?", []string{per + "grace wood"}}},
		{"a surname that is a street type before a verb of people", detectCase{"mark hill said the van is late", []string{per + "mark hill"}}},
		{"a pair after an auxiliary that opens a question", detectCase{"is mark martin coming to the standup?", []string{per + "mark martin"}}},
		// Not names.
		{"a part of names of the commonest words after an auxiliary that opens a question", detectCase{"is summer sale live?", nil}},
		{"a street type after to is a place", detectCase{"take the northern line to camden town and change there", nil}},
		{"a word of the commonest levels after with is no surname", detectCase{"booked under david long, room 12", nil}},
		{"a pair after an article is a thing", detectCase{"the summer sale will start monday", nil}},
		{"a plural of a word is a noun", detectCase{"crystal reports will be migrated", nil}},
		{"an infinitive after to is no slot of people", detectCase{"not enough to even reach our goal", nil}},
		{"a pair with no verb of people after it", detectCase{"rose garden is open today", nil}},
	})
}
