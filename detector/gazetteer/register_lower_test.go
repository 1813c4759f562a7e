package gazetteer

import "testing"

func TestGazetteerARegisterFirstNameAndARegisterSurnameInLowerCaseAreAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"opening the sentence", detectCase{"beppe cagnin ha chiamato stamattina", []string{per + "beppe cagnin"}}},
		{"inside an English sentence", detectCase{"the invoice of beppe cagnin is overdue", []string{per + "beppe cagnin"}}},
		// Not names.
		{"technical words the registers do not hold", detectCase{"kubectl apply worked, nginx ingress is up", nil}},
		{"a Vietnamese verb after đã", detectCase{"máy chủ bị lỗi, đội kỹ thuật đã khắc phục.", []string{"LOCATION:bị"}}},
	})
}
