package gazetteer

import "testing"

func TestGazetteerRomanceFirmsLinkedAndOpenedByATrade(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"del links two words of a firm before its legal form", detectCase{"Fue contratado por Instalaciones del Mediterráneo S.L. el año pasado.", []string{org + "Instalaciones del Mediterráneo S.L."}}},
		{"a trade opening the line joins the firm linked by del", detectCase{"Empresa: Restauración del Norte S.A.T.", []string{org + "Restauración del Norte S.A.T."}}},
		{"a trade opening the sentence joins the firm before its legal form", detectCase{"Compañía Dávila & Asociados S.Com. envió la factura.", []string{org + "Compañía Dávila & Asociados S.Com."}}},
		{"S.Com. ends a Spanish firm", detectCase{"El contrato con Talleres Cabrera S.Com. vence en marzo.", []string{org + "Talleres Cabrera S.Com."}}},
		{"S/A ends a Portuguese firm", detectCase{"O contrato com Alves S/A termina em março.", []string{org + "Alves S/A"}}},
		{"S/A ends a firm of two names", detectCase{"Trabalho na empresa Pires Neto S/A desde 2020.", []string{org + "Pires Neto S/A"}}},
		// What stays apart.
		{"a common noun opening the sentence is not linked to the firm", detectCase{"Facture de Dupont SA en pièce jointe.", []string{org + "Dupont SA"}}},
		{"a large town is not linked to the firm after it", detectCase{"Le bureau de Paris de Dupont SA ferme.", []string{loc + "Paris", org + "Dupont SA"}}},
		{"a slash between words is no legal form", detectCase{"Use the I/O panel and the A/B test.", nil}},
	})
}
