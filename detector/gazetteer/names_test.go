package gazetteer

import "testing"

func TestGazetteerGermanNamesNeedNoKnownSurname(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// Two capitalised words that are no German nouns, one a known name.
		{"Bitte ruf Dorothea Quandtke heute noch an.", []string{per + "Dorothea Quandtke"}},
		// Both unknown to the lists, inside a sentence.
		{"Die Rechnung geht an Wiete Brandhorst und wird morgen bezahlt.", []string{per + "Wiete Brandhorst"}},
		// A known first name before a surname that is a German noun.
		{"Das Konto gehört jetzt Agnieszka Bescheid.", []string{per + "Agnieszka Bescheid"}},
		// German nouns stay nouns: a noun is no surname of an unknown word.
		{"Heute kommt Ernst Bewegung in die Sache.", nil},
		{"Die Kugel Tomate liegt auf dem Tisch.", nil},
		// English words in German text are no name.
		{"Wir brauchen mehr Customer Success im Team.", nil},
	})
}

func TestGazetteerFrenchLocativesDoNotCountInGermanText(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// "du" is a pronoun in German, no French "du": Pia is a name here.
		{"Kannst du Pia Quandtke morgen anrufen? Es ist dringend.", []string{per + "Pia Quandtke"}},
	})
}

func TestGazetteerNamesWrittenSurnameFirst(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Inhaber des Kontos: Brandhorst, Dorothea.", []string{per + "Brandhorst, Dorothea"}},
		{"The form was signed by Kowalski, Agnieszka yesterday.", []string{per + "Kowalski, Agnieszka"}},
		{"rent paid to van Quandtke, Tobias each month", []string{per + "van Quandtke, Tobias"}},
		{"please call kowalski, agnieszka back today", []string{per + "kowalski, agnieszka"}},
		// A list of names stays a list.
		{"They had 3: Matheus, Janet and Terri.", []string{per + "Matheus", per + "Janet", per + "Terri"}},
		// A greeting or a place before the comma is no surname.
		{"Thanks, Dorothea.", []string{per + "Dorothea"}},
	})
}

func TestGazetteerAStreetTypeWrittenAfterItsNameOpensNoStreetBeforeAName(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// "Link" is an English street type, written after the street's name.
		{"The Link Dorothea sent was broken.", []string{per + "Dorothea"}},
		// A type written first still makes a street of the name.
		{"She lives at 12 rue Victor Hugo.", []string{"STREET_ADDRESS:12 rue Victor Hugo"}},
	})
}

func TestGazetteerAVerbOrRoleBeforeANameIsACue(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"can you talk to dorothea about the invoice?", []string{per + "dorothea"}},
		{"écris à agnieszka, merci", []string{per + "agnieszka"}},
		{"dile a agnieszka que llame", []string{per + "agnieszka"}},
		{"scrivi a dorothea, grazie", []string{per + "dorothea"}},
		{"sag dorothea bescheid", []string{per + "dorothea"}},
		{"account holder wiete kowalski", []string{per + "wiete kowalski"}},
		{"Kontoinhaber Wiete Kowalski.", []string{per + "Wiete Kowalski"}},
		{"titular quimeta kowalski, por favor", []string{per + "quimeta kowalski"}},
		{"account holder kowalski, agnieszka", []string{per + "kowalski, agnieszka"}},
		// A common word or a German noun after the cue is no name.
		{"sag bescheid wenn du fertig bist", nil},
		{"call tomorrow about the order", nil},
		{"talk to support about it", nil},
	})
}

func TestGazetteerLowerCaseWordBeforeAKnownSurnameIsAFirstName(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// In a text without capitals, a word in no list before a known
		// surname is the first name the lists do not know.
		{"bitte quimeta kowalski heute anrufen", []string{per + "quimeta kowalski"}},
		{"el pedido es para wiete kowalski", []string{per + "wiete kowalski"}},
		// Function words and German nouns are no first names.
		{"el pedido de kowalski llega hoy", nil},
	})
}

func TestGazetteerTheSubjectOfAVerbOfSpeechIsAName(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Dorothea dit que le colis est arrivé.", []string{per + "Dorothea"}},
		{"agnieszka dice que no fue ella", []string{per + "agnieszka"}},
		{"tobias sagt, das passt", []string{per + "tobias"}},
		// A common word is no subject.
		{"Nobody says that.", nil},
	})
}

func TestGazetteerSpanishAndItalianFunctionWordsAreNotNames(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"El total no cuadra con la factura.", nil},
		{"Los paquetes llegan mañana.", nil},
		{"Su pedido está en camino.", nil},
		{"Como dijimos, mañana.", nil},
		{"el pedido sale para madrid mañana", []string{loc + "madrid"}},
		// A date in Spanish or Italian is no street.
		{"consegna prevista il 08 luglio 2021", nil},
	})
}

func TestGazetteerAKeyWithAValueIsNoSpeaker(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"version:\n  numero: 5.0.154\n  fecha: 16/06/2021", nil},
	})
}

func TestGazetteerAGermanNounWithAStreetEndingNeedsAnAddress(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Der Wagen steht auf Stellplatz 12.", nil},
		{"Sie wohnt am Marktplatz 5, 80331 München.", []string{"STREET_ADDRESS:Marktplatz 5, 80331 München"}},
	})
}

func TestGazetteerAFirstNameBeforeASurnameStartsNoInvertedName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name and a surname that is a common word after a comma are one name", detectCase{"Pues, Steven Hall se encarga mañana.", []string{per + "Steven Hall"}}},
		{"a word that opens the sentence before a comma is no item of a list", detectCase{"Allora, Mary Price se ne occupa domani.", []string{per + "Mary Price"}}},
		{"a surname and a first name that ends the item are still one name", detectCase{"The form was signed by Kowalski, Agnieszka yesterday.", []string{per + "Kowalski, Agnieszka"}}},
		{"a surname after the colon of a header is still listed with its first name", detectCase{"De : Blanchard, Laurence <lb@example.net>", []string{per + "Blanchard", per + "Laurence"}}},
	})
}

func TestGazetteerASmallTownAfterAFirstNameIsItsSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a small town right after a known first name is the surname", detectCase{"Ok, Sandro Segni se ne occupa domani.", []string{per + "Sandro Segni"}}},
		{"a small town with an accent right after a known first name is the surname", detectCase{"Ok, Marta Segrè se ne occupa domani.", []string{per + "Marta Segrè"}}},
		// Not surnames.
		{"a large city after a first name stays a place", detectCase{"Ok, Marco Bologna arriva domani.", []string{per + "Marco", loc + "Bologna"}}},
		{"a small town after a locative stays a place", detectCase{"We met Anna in Segni last year.", []string{per + "Anna", loc + "Segni"}}},
	})
}

func TestGazetteerTwoParticlesJoinASurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two particles and a surname continue a name", detectCase{"D'accord, donc Cornelis van den Nuwenhuysen s'en occupe demain.", []string{per + "Cornelis van den Nuwenhuysen"}}},
		{"a town after a first name and two particles is the surname", detectCase{"Okay, so Thijn van het Heerenveen will take care of it tomorrow.", []string{per + "Thijn van het Heerenveen"}}},
		// Not names.
		{"a town after a particle and no name stays a place", detectCase{"The Hotel de Paris is closed.", []string{loc + "Paris"}}},
		{"a town after a locative stays a place", detectCase{"I met Anna in Laon last year.", []string{per + "Anna", loc + "Laon"}}},
	})
}

func TestGazetteerNumbersAndNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a conjunction after a house number is no unit of a quantity", detectCase{"Geliefert wird an Lindenweg 12 und Jonas Quandtke zahlt die Rechnung.", []string{"STREET_ADDRESS:Lindenweg 12", per + "Jonas Quandtke"}}},
	})
}

func TestGazetteerInvertedNamesAfterAConjunction(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a conjunction after a number opens no list before a name written surname first", detectCase{"Der Mietvertrag gilt für Lindenweg 12 und Wieloch, Augusta, geboren am 21.11.2000.", []string{"STREET_ADDRESS:Lindenweg 12", per + "Wieloch, Augusta"}}},
		{"a conjunction after a lower-case word opens no list before a name written surname first", detectCase{"The deposit was paid by the tenant and Quandtke, Dorothea, who signed too.", []string{per + "Quandtke, Dorothea"}}},
		// A list stays a list.
		{"a conjunction after a name opens a list", detectCase{"They had 3: Matheus, Janet and Terri.", []string{per + "Matheus", per + "Janet", per + "Terri"}}},
	})
}

func TestGazetteerLowerCaseCues(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an honorific in lower case with its dot before a capitalised word is a cue", detectCase{"please join the accounts with ms. Quinzia today", []string{per + "Quinzia"}}},
		{"an honorific in lower case after a number is a unit", detectCase{"The call took 30 ms. Support answered later.", nil}},
		{"in a text without capitals an honorific with its dot opens the name after it", detectCase{"mr. quandtke flew to oslo on friday", []string{per + "quandtke", "LOCATION:oslo"}}},
		{"in a text without capitals an honorific after a number is a unit", detectCase{"the call took 30 ms. then it failed", nil}},
	})
}

func TestGazetteerLowerCaseSubjects(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"in a text without capitals a known first name at the start of a sentence before a verb of people is its subject", detectCase{"dorothea is from the billing team", []string{per + "dorothea"}}},
		{"in a text without capitals a known surname at the start of a sentence before a verb of people is its subject", detectCase{"kowalczyk began writing as a teenager", []string{per + "kowalczyk"}}},
		{"in a text without capitals a known first name inside a sentence before a verb of people is its subject", detectCase{"the true gender of dorothea has been under debate", []string{per + "dorothea"}}},
		{"in a text without capitals a known surname inside a sentence before a verb of people needs more", detectCase{"the true gender of kowalczyk has been under debate", nil}},
		// Not names.
		{"a common word before a verb of people is no name", detectCase{"will is here today", nil}},
		{"a country before a verb of people stays a place", detectCase{"jordan is a country", []string{"LOCATION:jordan"}}},
	})
}

func TestGazetteerSignaturesInGermanAndFrench(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"in German text a known first name that is an English word signs after a closing", detectCase{"Danke für das Telefonat.\n\nViele Grüße\nHarm Quandtke", []string{per + "Harm Quandtke"}}},
		{"in French text a known first name that is an English word signs after a closing", detectCase{"Merci pour votre appel.\n\nCordialement,\nGrace Quandtke", []string{per + "Grace Quandtke"}}},
		// Not names.
		{"a team signs after a closing", detectCase{"Danke für das Telefonat.\n\nViele Grüße\nIhr Kundenservice", nil}},
	})
}

func TestGazetteerGermanNamesAfterAColon(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"in German text a known first name after a colon before a surname that is a German noun is a name", detectCase{"Rückfragen bitte an den Einkauf: Agnieszka Bescheid.", []string{per + "Agnieszka Bescheid"}}},
		// Not names.
		{"in German text a German noun after a colon stays a noun", detectCase{"Wichtig: Ernst Bewegung in die Sache bringen.", nil}},
	})
}

func TestGazetteerFunctionWordsAfterAVerbOfAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a function word after a verb of address is no name", detectCase{"Messaggio per Fausto Quandtke, richiamare al 3778079618", []string{per + "Fausto Quandtke"}}},
		{"a function word after a verb of address is no name in Spanish", detectCase{"Mensaje para Dorothea Quandtke: llamar al 612345678", []string{per + "Dorothea Quandtke"}}},
	})
}

func TestGazetteerInvertedNamesWithATownForSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a small town before a comma and a first name is a surname written first", detectCase{"Signed by Segni, Dorothea on Monday.", []string{per + "Segni, Dorothea"}}},
		{"a small town before a comma and a first name is a surname written first in lower case", detectCase{"firmado por segni, dorothea.", []string{per + "segni, dorothea"}}},
		// Not names.
		{"a town after a locative stays a place before a comma and a first name", detectCase{"We stayed in Segni, Dorothea and I.", []string{"LOCATION:Segni", per + "Dorothea"}}},
	})
}

func TestGazetteerFirstNamesThatArePlacesBeforeUnlistedSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a city before a capitalised word in no list is a person", detectCase{"Il pacco è stato firmato da Victoria Cugia alla reception.", []string{per + "Victoria Cugia"}}},
		{"a first name that is a large city after a locative before a word in no list is a person", detectCase{"J'ai déjeuné avec Alexandria Rocher hier.", []string{per + "Alexandria Rocher"}}},
		{"a lower-case first name that is a city before a word in no list is a person", detectCase{"ich war gestern mit sofia rogner essen", []string{per + "sofia rogner"}}},
		// Not names.
		{"a city before a common word stays a place", detectCase{"We met in Victoria Park last week.", []string{loc + "Victoria Park"}}},
		{"a city before a product stays a place", detectCase{"The team in Sofia runs Kubernetes.", []string{loc + "Sofia"}}},
	})
}

func TestGazetteerGermanFirstNamesThatAreNouns(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a German noun before a capitalised word in no list is a name", detectCase{"Wolf Trommler übernimmt nächste Woche die Bereitschaft.", []string{per + "Wolf Trommler"}}},
		{"a first name that is a German noun mid-sentence before a word in no list is a name", detectCase{"Bitte füge Ruben Gröttner als Prüfer hinzu.", []string{per + "Ruben Gröttner"}}},
		// Not names.
		{"a first name that is a German noun before a German noun is no name", detectCase{"Der Wolf Bestand wächst in Brandenburg.", []string{loc + "Brandenburg"}}},
		{"a first name that is a German noun before a compound noun is no name", detectCase{"Die Rose Gartenschere liegt im Schuppen.", nil}},
	})
}

func TestGazetteerSurnamesThatAreStreetTypes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name and a name part that is a street type are a person", detectCase{"I met Laura Park yesterday.", []string{per + "Laura Park"}}},
		{"a known first name and Branch are a person", detectCase{"Could you forward the minutes to Terri Branch before noon?", []string{per + "Terri Branch"}}},
		{"a first name that is a large place before a street type is a person after a word that takes one", detectCase{"Ask Victoria Lane about it.", []string{per + "Victoria Lane"}}},
		// Not names.
		{"a house number makes a street of a first name and a street type", detectCase{"She lives at 12 Laura Park now.", []string{street + "12 Laura Park"}}},
		{"two first names and a street type that is a surname are a person", detectCase{"María Fernanda Park dijo que vendría.", []string{per + "María Fernanda Park"}}},
		{"a first name and a street type that is a surname signing a letter are a person", detectCase{"Regards,\nJordan Park", []string{per + "Jordan Park"}}},
		{"a first name that is a place and a street type opening a sentence are masked whole", detectCase{"Sydney Field called twice today.", []string{per + "Sydney Field"}}},
		{"a first name that is a region before a street type after at names the street", detectCase{"The bus stops at Victoria Street.", []string{street + "Victoria Street"}}},
	})
}

func TestGazetteerSurnamesThatAreCommonWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised common word after a first name that is no word is the surname", detectCase{"Nouvelle adresse de Stéphanie Bigot à mettre à jour.", []string{per + "Stéphanie Bigot"}}},
		{"a capitalised common word after a hyphenated first name is the surname", detectCase{"J'ai déjeuné avec Jean-Pierre Bigot hier.", []string{per + "Jean-Pierre Bigot"}}},
		{"a capitalised common word after an English first name is the surname", detectCase{"Please add Lizzy Cant to the reviewers.", []string{per + "Lizzy Cant"}}},
		// Not names.
		{"one of the commonest words after a first name in English text is no surname", detectCase{"Thanks Anna Great work today.", []string{per + "Anna"}}},
		{"a common word on the next line is no surname", detectCase{"Thanks,\nAnna\nBig thanks again", []string{per + "Anna"}}},
	})
}

func TestGazetteerGreetedFirstNamesThatAreWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a common word after a greeting and before a comma is a name", detectCase{"Hi Jack,\n\nThanks for the call today.", []string{per + "Jack"}}},
		{"a first name that is a common word after Dear is a name", detectCase{"Dear Will, thanks for the update.", []string{per + "Will"}}},
		{"a first name that is a common word greeted alone on its line is a name", detectCase{"Hello Grace\nThe report is attached.", []string{per + "Grace"}}},
		// Not names.
		{"a common word that is no first name after a greeting is no name", detectCase{"Hello World, this is a test.", nil}},
		{"a first name that is a common word after a greeting but before more words is no name", detectCase{"Hi Will you join the call?", nil}},
	})
}

func TestGazetteerProductsThatAreFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a product that is a first name after a surname and a comma is the first name", detectCase{"Statement of Herman, Travis.", []string{per + "Herman, Travis"}}},
		{"a product that is a first name before a surname in no list is a first name", detectCase{"Cassandra Bergoglio prende il turno domani.", []string{per + "Cassandra Bergoglio"}}},
		// Not names.
		{"a product that is a first name before a common word is a product", detectCase{"The Cassandra cluster is down.", nil}},
		{"a product that is a first name before an acronym is a product", detectCase{"Travis CI failed again.", nil}},
		{"a product that is a first name before another product is a product", detectCase{"We moved from Travis Jenkins to GitHub.", nil}},
	})
}

func TestGazetteerInvertedNamesWithSurnamesThatArePlacesOrCompounds(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that is also a region before a comma and a first name is the surname", detectCase{"Bitte Thies, Ernestine bis Freitag anrufen.", []string{per + "Thies, Ernestine"}}},
		{"a German surname that ends with a noun before a comma and a first name is the surname", detectCase{"Unterschrieben hat Neuschäfer, Thilo am Empfang.", []string{per + "Neuschäfer, Thilo"}}},
		// Not names.
		{"a region that is no name before a comma and a first name is a place", detectCase{"Wir fahren nach Bayern, Anna kommt mit.", []string{loc + "Bayern"}}},
		{"a German noun before a comma and a first name is no surname", detectCase{"Der Kunde, Anna, ruft an.", nil}},
	})
}

func TestGazetteerInvertedNamesAfterAFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after a first name before a comma is that first name's in a row of a table", detectCase{"4411,ottavio sanudo,pera di fassa", []string{per + "ottavio sanudo"}}},
		{"names written first name first in a list are each a name", detectCase{"thanks anna rossi, marco bianchi and the team", []string{per + "anna rossi", per + "marco bianchi"}}},
		{"a surname after a capitalised first name before a comma and another name is that first name's", detectCase{"Ottavio Sanudo, Maria Rossi and Paul Klee signed.", []string{per + "Ottavio Sanudo", per + "Maria Rossi", per + "Paul Klee"}}},
		// Inverted names still are.
		{"a surname after a preposition before a comma and a first name is an inverted name", detectCase{"inoltrato a donatoni, ottavio stamattina", []string{per + "donatoni, ottavio"}}},
	})
}

func TestGazetteerSurnamesWithAStreetEnding(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname ending like a street after a known first name is a name", detectCase{"Laut Kazim Siering läuft der Server.", []string{per + "Kazim Siering"}}},
		{"a surname that is a street word alone after a known first name is a name", detectCase{"Bitte Semra Ring in CC setzen.", []string{per + "Semra Ring"}}},
		{"a surname ending like a street after a first name mid-sentence is a name", detectCase{"Ich habe mit Manuela Haering gesprochen.", []string{per + "Manuela Haering"}}},
		// Not names.
		{"a first name and a street ending before a house number are a street", detectCase{"Sie wohnt in der Anna Siering 12.", []string{street + "Anna Siering 12"}}},
		{"a street ending before a house number is a street", detectCase{"Ich wohne am Lindenring 4.", []string{street + "Lindenring 4"}}},
	})
}

func TestGazetteerInvertedNamesBeforeAConjunctionAndAPronoun(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name written surname first before und and a pronoun is a name", detectCase{"Adler, Ercan und ich übernehmen die Migration.", []string{per + "Adler, Ercan"}}},
		{"a lower-case name written surname first before and i is a name", detectCase{"neto, brian and i will handle the migration.", []string{per + "neto, brian"}}},
		{"a name written surname first before and a preposition is a name", detectCase{"send the contract to gonzales, stacey and to the legal team.", []string{per + "gonzales, stacey"}}},
		// Not names written surname first.
		{"three names joined by a comma and and are a list", detectCase{"Matheus, Janet and Terri are here.", []string{per + "Matheus", per + "Janet", per + "Terri"}}},
	})
}

func TestGazetteerGermanNamesAtASentenceStart(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is no English word and a German noun before a verb start a sentence as a name", detectCase{"Hinrich Stolze hat heute angerufen.", []string{per + "Hinrich Stolze"}}},
		// Not names.
		{"a first name that is an English word before a German noun starts no name", detectCase{"Maria Kaffee trinkt gern.", nil}},
	})
}

func TestGazetteerInvertedNamesWithTwoFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname, a comma and two first names are one name", detectCase{"envía el contrato a bonet, juan carlos y al departamento legal.", []string{per + "bonet, juan carlos"}}},
		{"a capitalised surname, a comma and two first names are one name", detectCase{"Envía el contrato a Bonet, Juan Carlos mañana.", []string{per + "Bonet, Juan Carlos"}}},
		// Not one name.
		{"three names joined by a comma and and are a list", detectCase{"Matheus, Janet and Terri are here.", []string{per + "Matheus", per + "Janet", per + "Terri"}}},
	})
}

func TestGazetteerAccentedNamesAreNoEnglishWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised first name with an accent its English homograph lacks is a first name", detectCase{"Ángel Juárez, Jefe de ventas", []string{per + "Ángel Juárez"}}},
		{"an accented first name after a preposition is a first name", detectCase{"Habló con Ángel Juárez ayer.", []string{per + "Ángel Juárez"}}},
		// Not names.
		{"the English word without its accent stays a word", detectCase{"An Angel came to the door.", nil}},
	})
}

func TestGazetteerACommonGermanSurnameAloneOnItsLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// A line of one capitalised known surname is a signature or a
		// field's value more often than a heading: it stays a name.
		{"Koch alone on its line is a name", detectCase{"Koch", []string{per + "Koch"}}},
		{"Klein alone on its line is a name", detectCase{"Klein", []string{per + "Klein"}}},
		{"Koch signing after a closing is a name", detectCase{"Viele Grüße\nKoch", []string{per + "Koch"}}},
		// Not names.
		{"Koch after an article is a noun", detectCase{"Der Koch kommt um acht.", nil}},
		{"a German noun that is no surname alone on its line is a label", detectCase{"Kunde", nil}},
	})
}
