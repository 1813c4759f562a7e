package gazetteer

import "testing"

func TestGazetteerANameThatOpensAQuotedOrBracketedValueBelongsToTheStreetAfterIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after an opening bracket before a number-first street belongs to it", detectCase{"Our office (Tungata 11 Rott Crossroad\n Apt. 322\n Höfn\n Iceland 72399) opens at 9.",
			[]string{street + "Tungata 11 Rott Crossroad\n Apt. 322\n Höfn\n Iceland 72399"}}},
		{"a name after an opening quote before a number-first street belongs to it", detectCase{"Can you pick me up at \"Aqqusinersuaq 176 Pinto Hill\n Suite 487\n Nuuk\n Greenlander 08167\" tomorrow?",
			[]string{street + "Aqqusinersuaq 176 Pinto Hill\n Suite 487\n Nuuk\n Greenlander 08167"}}},
		{"a name after a spaced dash before a number-first street belongs to it", detectCase{"Billing address - Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441",
			[]string{street + "Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441"}}},
		{"a known name in brackets before a street stays out of it", detectCase{"The shop (Microsoft 12 Main Street) is closed.", []string{"ORGANIZATION:Microsoft", street + "12 Main Street"}}},
	})
}

func TestGazetteerAnAddressCueEarlierInTheSentenceProvesAForeignStreetThatEndsIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and its number that end the sentence after a far address cue are a street", detectCase{"The address of Zorg Data Labs Inc is Aqqusinersuaq 99",
			[]string{"ORGANIZATION:Zorg Data Labs Inc", street + "Aqqusinersuaq 99"}}},
		{"a foreign name and its number after a far cue before a comma are a street", detectCase{"The delivery address for the whole team next month is Holmatun 45, thanks",
			[]string{street + "Holmatun 45"}}},
		{"a network's address is no cue for a far street", detectCase{"The IP address of the printer resets whenever I reboot Raspbian 11", nil}},
		{"a mailbox's address is no cue for a far street", detectCase{"My email address stopped syncing once I switched to Fastmail 2", nil}},
		{"an address that heads a compound is no cue for a far street", detectCase{"Address space layout randomization is off in Qubes 4", nil}},
		{"an English word and its number after a far cue stay untouched", detectCase{"The address book of the whole team moved to Version 2", nil}},
		{"a foreign name and its number that the sentence goes on after stay untouched", detectCase{"The address of the team is Zorvex 3 compatible now", nil}},
	})
}

func TestGazetteerAQuotedStreetOnTheWayToItIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a quoted foreign name and its number after the way to it are a street", detectCase{"Can you pick me up at \"Allika 46\" tomorrow?", []string{street + "Allika 46"}}},
		{"a quoted English word and its number after the way to it stay untouched", detectCase{"Can you go to \"Settings 2\" now?", nil}},
		{"a quoted product the lists know stays untouched", detectCase{"Then go to \"Gradle 8\" again.", nil}},
	})
}
