package gazetteer

import "testing"

func TestGazetteerAKnownFirstNameThatIsACommonWordAddressedAtTheEndOfASentenceIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a noun after a comma before an exclamation mark", detectCase{"Don't go to town, Mark!", []string{per + "Mark"}}},
		{"a first name that is a verb before a question mark", detectCase{"Are you coming to the party, Will?", []string{per + "Will"}}},
		{"a first name that is a flower before a full stop and another sentence", detectCase{"See you soon, Rose. Bring the keys.", []string{per + "Rose"}}},
		{"a first name that is a virtue at the end of the text", detectCase{"Thanks for everything, Hope.", []string{per + "Hope"}}},
		// Text that must stay untouched.
		{"a list of capitalised words", detectCase{"We value Faith, Hope.", nil}},
		{"a product's name that is a first name addressed before an exclamation mark", detectCase{"See you soon, Crystal!", []string{per + "Crystal"}}},
		{"a first name that is a colour addressed in a farewell", detectCase{"See you soon, Amber.", []string{per + "Amber"}}},
		{"a colour that is a first name after a list of colours", detectCase{"The colours are red, Amber.", nil}},
		{"a colour after a shade of another", detectCase{"The colour is a pale blue, Sky.", nil}},
		{"a month after a comma", detectCase{"The report is due on the third, May.", nil}},
		{"a common word after a comma that goes on", detectCase{"Go ahead, Mark the box and sign.", nil}},
		{"a common word inside a sentence", detectCase{"Please mark the box, then sign.", nil}},
	})
}
