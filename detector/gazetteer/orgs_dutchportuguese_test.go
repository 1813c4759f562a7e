package gazetteer

import "testing"

func TestGazetteerDutchAndPortugueseWordsForFirmsAnnounceOne(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after klant is a firm", detectCase{"De klant Zentrova vraagt om korting.", []string{org + "Zentrova"}}},
		{"a name after leverancier is a firm", detectCase{"Onze leverancier Zentrova is te laat.", []string{org + "Zentrova"}}},
		{"a name after contract met is a firm", detectCase{"Het contract met Zentrova loopt af in juni.", []string{org + "Zentrova"}}},
		{"a name after overeenkomst met is a firm", detectCase{"De overeenkomst met Zentrova loopt af.", []string{org + "Zentrova"}}},
		{"a name after offerte van is a firm", detectCase{"De offerte van Zentrova kwam vanochtend binnen.", []string{org + "Zentrova"}}},
		{"a name after werkt voor is a firm", detectCase{"Hij werkt voor Zentrova.", []string{org + "Zentrova"}}},
		{"a name after aannemer is a firm", detectCase{"Onze aannemer Zentrova begint maandag.", []string{org + "Zentrova"}}},
		{"a name after fornecedor is a firm", detectCase{"O nosso fornecedor Zentrova está atrasado.", []string{org + "Zentrova"}}},
		{"a name after contrato com is a firm", detectCase{"O contrato com Zentrova termina em junho.", []string{org + "Zentrova"}}},
		{"a name after trabalho na is a firm", detectCase{"Trabalho na Zentrova desde 2018.", []string{org + "Zentrova"}}},
		{"a name after orçamento da is a firm", detectCase{"O orçamento da Zentrova chegou esta manhã.", []string{org + "Zentrova"}}},
		{"a name after contratada pela is a firm", detectCase{"Foi contratada pela Zentrova em maio.", []string{org + "Zentrova"}}},
		{"a name after contratista is a firm", detectCase{"Nuestro contratista Zentrova empieza el lunes.", []string{org + "Zentrova"}}},
		{"a name after appaltatore is a firm", detectCase{"Il nostro appaltatore Zentrova inizia lunedì.", []string{org + "Zentrova"}}},
		{"a name after Subunternehmer is a firm", detectCase{"Unser Subunternehmer Zentrova beginnt Montag.", []string{org + "Zentrova"}}},
		// Text that must stay as it is.
		{"a person after klant stays a person", detectCase{"De klant Jan de Vries belde vanochtend.", []string{per + "Jan de Vries"}}},
		{"a person after leverancier stays a person", detectCase{"Onze leverancier Marieke Jansen is te laat.", []string{per + "Marieke Jansen"}}},
		{"a first name after aannemer stays a person", detectCase{"Onze aannemer Pieter begint maandag.", []string{per + "Pieter"}}},
		{"a person after werkt voor stays a person", detectCase{"Hij werkt voor Marieke de Vries.", []string{per + "Marieke de Vries"}}},
		{"a country after contrato com stays a place", detectCase{"O contrato com Portugal foi assinado.", []string{loc + "Portugal"}}},
		{"a Dutch sentence of common words stays untouched", detectCase{"De klant wil een nieuwe offerte van ons.", nil}},
	})
}
