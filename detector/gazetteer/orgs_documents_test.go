package gazetteer

import "testing"

func TestGazetteerAContractsDocumentIsNoParty(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a French amendment after a signed contract is no firm", detectCase{"Contrat signé avec Avenant n°2 pour la maintenance.", nil}},
		{"Italian annexes after a signed agreement are no firm", detectCase{"Accordo firmato con Allegato B e Allegato C.", nil}},
		{"an Italian annex after a signed contract is no firm", detectCase{"Contratto firmato con Allegato 2 in data odierna.", nil}},
		{"a Spanish annex after a signed contract is no firm", detectCase{"Contrato firmado con Anexo II.", nil}},
		{"an English appendix after a signed contract is no firm", detectCase{"Contract signed with Appendix A attached.", nil}},
		{"a German annex after a signed contract is no firm", detectCase{"Vertrag unterzeichnet mit Anlage 3.", nil}},
		// The parties stay.
		{"a firm after a signed French contract stays a firm", detectCase{"Contrat signé avec Dortro pour la maintenance.", []string{org + "Dortro"}}},
		{"a firm after a signed Italian contract stays a firm", detectCase{"Contratto firmato con Zenvo ieri.", []string{org + "Zenvo"}}},
		{"a firm after a Spanish contract stays a firm", detectCase{"Contrato firmado con Brisomar hasta mayo.", []string{org + "Brisomar"}}},
	})
}

func TestGazetteerPluralJobsAtCommonWordsNameNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a title's analysts at work name no firm", detectCase{"Analysts at Work is the title of the chapter.", nil}},
		{"a title's engineers at work name no firm", detectCase{"Engineers at Work: a survey of practice.", nil}},
		{"engineers at large companies name no firm", detectCase{"Data Engineers at Large Companies earn more.", nil}},
		// The firms stay.
		{"analysts at an unknown name name the firm", detectCase{"Analysts at Lydor expect growth.", []string{org + "Lydor"}}},
		{"engineers at an unknown name name the firm", detectCase{"Engineers at Quazen Labs shipped it.", []string{org + "Quazen Labs"}}},
	})
}

func TestGazetteerAMisspeltWordInSmallLettersIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a swapped the after at is no firm", detectCase{"i worked at teh office yesterday", nil}},
		{"a swapped the after joined is no firm", detectCase{"joined teh call late", nil}},
		{"a swapped the after by is no firm", detectCase{"employed by teh hour is fine", nil}},
		{"a misspelt word after partnered with is no firm", detectCase{"we partnered with recieve team last year", nil}},
		{"a word short of a letter after quit is no firm", detectCase{"quit smokin last year", nil}},
		{"a doubled letter after at is no firm", detectCase{"the build failed at startupp again", nil}},
		// Invented names stay.
		{"an invented name after partnered with stays a firm", detectCase{"we partnered with nexvo last year", []string{org + "nexvo"}}},
		{"an invented name after quit stays a firm", detectCase{"she quit lixtix in may", []string{org + "lixtix"}}},
		{"an invented name after employed by stays a firm", detectCase{"he is employed by zentrova now", []string{org + "zentrova"}}},
		{"an invented name before a head noun stays a firm", detectCase{"i called briqua systems today", []string{org + "briqua systems"}}},
	})
}
