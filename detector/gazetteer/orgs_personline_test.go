package gazetteer

import "testing"

func TestGazetteerTheFirmAfterAPersonsNameAndTitleOnTheirLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm after a name, a bar, a job title and a bar is a firm", detectCase{"Carol Woods | Account Manager | Verlane Media", []string{per + "Carol Woods", org + "Verlane Media"}}},
		{"a firm after a name, a dash, a job title and a dash is a firm", detectCase{"John Miller - Marketing Lead - Cyreko Health", []string{per + "John Miller", org + "Cyreko Health"}}},
		{"a firm after a name, a comma, a job title and a comma is a firm", detectCase{"Judy Foster, Senior Consultant, Triium Media", []string{per + "Judy Foster", org + "Triium Media"}}},
		{"a firm after a job title in brackets after a name is a firm", detectCase{"Sam Smith (Partner, Skyivowise Analytics)", []string{per + "Sam Smith", org + "Skyivowise Analytics"}}},
		{"a firm of three owners after a job title in brackets is a firm", detectCase{"Ms Hollie Greenwood (Partner, Hodgson, Williams and Cross)", []string{per + "Hollie Greenwood", org + "Hodgson, Williams and Cross"}}},
		{"a firm of three owners after a name and a job title is a firm", detectCase{"Allan Hill | Account Manager | Rosario, Patrick and James", []string{per + "Allan Hill", org + "Rosario, Patrick and James"}}},
		{"a firm after a name and a bar is a firm", detectCase{"Daniel Suarez | Clarara Group", []string{per + "Daniel Suarez", org + "Clarara Group"}}},
		{"a firm after a name and an at sign is a firm", detectCase{"Cheers\nHugh Webb @ Axiwise Health", []string{per + "Hugh Webb", org + "Axiwise Health"}}},
		{"a firm after a name and a spaced slash is a firm", detectCase{"Stephen Watts / Quanify Labs", []string{per + "Stephen Watts", org + "Quanify Labs"}}},
		// Places, dates, phrases and prose stay.
		{"a town after a name and a spaced slash stays a place", detectCase{"Stephen Watts / London", []string{per + "Stephen Watts", loc + "London"}}},
		{"a town after a name, a job title and a bar stays a place", detectCase{"Carol Woods | Account Manager | London", []string{per + "Carol Woods", loc + "London"}}},
		{"a month after a name and a bar is no firm", detectCase{"Carol Woods | March", []string{per + "Carol Woods"}}},
		{"a sentence after a name, a job title and a comma is no firm", detectCase{"Judy Foster, Senior Consultant, said the plan works.", []string{per + "Judy Foster"}}},
		{"a department after a name and a job title is no firm", detectCase{"Carol Woods | Account Manager | Customer Support", []string{per + "Carol Woods"}}},
		{"a job title alone after a name and a bar is no firm", detectCase{"Carol Woods | Account Manager", []string{per + "Carol Woods"}}},
		{"a department after a name and a job title in brackets is no firm", detectCase{"James Brown (Manager, Human Resources)", []string{per + "James Brown"}}},
		{"a region in capitals after a name and a job title is no firm", detectCase{"Maria Rossi | Head of Sales | EMEA", []string{per + "Maria Rossi"}}},
		{"a product line after a name and a job title is no firm", detectCase{"Peter Hall - Product Manager - Mobile Apps", []string{per + "Peter Hall"}}},
		{"a name inside a sentence takes no firm after a bar", detectCase{"We met Judy Foster | Fresh Notes", []string{per + "Judy Foster"}}},
	})
}
