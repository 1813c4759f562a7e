package gazetteer

import (
	"encoding/binary"
	"strings"
)

// Closed word classes used by the gazetteer rules. Each class is a list of
// folded words (lower case, no diacritics; see appendFold). The tokenizer
// looks every word up once in a classTable built from these lists and
// keeps its class bits in tok.cls, so that the rules test bits instead of
// comparing strings (a string switch costs tens of nanoseconds, and the
// rules ask about the same words many times).

// Word class bits (tok.cls).
const (
	wcHonorific    uint32 = 1 << iota // a title before a name: honorifics
	wcHonorificDot                    // an honorific that needs a dot: honorificsNeedingDot
	wcAbbrev                          // abbreviations; these and the honorifics end no sentence with their dot (abbrev)
	wcParticle                        // particles
	wcLocative                        // locatives
	wcWeakLocative                    // weakLocatives
	wcMotion                          // motionWords
	wcStopword                        // stopwords
	wcTimeWord                        // timeWords
	wcLegal                           // a legal form: legalSuffixes and legalSuffixesCaps
	wcLegalCaps                       // a legal form that counts in capitals only: legalSuffixesCaps
	wcOrgHead                         // orgHeads
	wcCueEnd                          // cueEnds
	wcTechTerm                        // techTerms
	wcDemonym                         // demonyms
	wcColonCue                        // a label before ':' that introduces a name: colonCues
	wcOrgCue                          // a word that announces an organisation: orgCues
	wcArticle                         // an article between a locative and a place: articles
	wcConj                            // a conjunction of a list of people: conjunctions
	wcPlaceAcronym                    // a country in capitals, too short for the place rule: placeAcronyms
	wcGerman                          // a function word found in German text only: germanMarkers
	wcFrench                          // a function word found in French text only: frenchMarkers
	wcDeterminer                      // a German determiner: the capitalised word after it is a noun: germanDeterminers
	wcEnglish                         // a function word found in English text only: englishMarkers
	wcTimeAbbrev                      // a short month or day name: timeAbbreviations
	wcDeterminerDE                    // a determiner only German writes: germanOnlyDeterminers
	wcStreetFirst                     // a street type written before the street's name: streetFirstTypes
	wcStreetType                      // an abbreviated street type written after the name: streetAbbreviations
	wcPersonVerb                      // a verb whose subject is a person: personVerbs
	wcUnit                            // a flat, suite or unit of an address: addressUnits
	wcTownParticle                    // a particle inside a town's name: townParticles
	wcAddressCue                      // a word that announces an address: addressCues

	// wcNonName: a word that can never be a name on its own.
	wcNonName = wcStopword | wcTechTerm | wcDemonym
	// wcCueWord: the word before a name that may make it a cue (see
	// cueBefore); the tokenizer notes the word after one as a candidate.
	wcCueWord = wcHonorific | wcCueEnd | wcColonCue
)

// wordClass is a list of words (space-separated) and its class bits.
type wordClass struct {
	words string
	bits  uint32
}

// wordClasses pairs each list with its class bits, for newGzClassTable.
func wordClasses() []wordClass {
	return []wordClass{
		{honorifics, wcHonorific},
		{honorificsNeedingDot, wcHonorificDot},
		{abbreviations, wcAbbrev},
		{particles, wcParticle},
		{locatives, wcLocative},
		{weakLocatives, wcWeakLocative},
		{motionWords, wcMotion},
		{stopwords, wcStopword},
		{timeWords, wcTimeWord},
		{legalSuffixes, wcLegal},
		{legalSuffixesCaps, wcLegal | wcLegalCaps},
		{orgHeads, wcOrgHead},
		{cueEnds, wcCueEnd},
		{techTerms, wcTechTerm},
		{demonyms, wcDemonym},
		{colonCues, wcColonCue},
		{orgCues, wcOrgCue},
		{articles, wcArticle},
		{conjunctions, wcConj},
		{placeAcronyms, wcPlaceAcronym},
		{germanStopwords, wcStopword},
		{frenchStopwords, wcStopword},
		{germanTimeWords, wcStopword | wcTimeWord},
		{romanceStopwords, wcStopword},
		{chatAbbreviations, wcStopword},
		{romanceTimeWords, wcTimeWord},
		{dayWords, wcStopword | wcTimeWord},
		{timeAbbreviations, wcTimeAbbrev},
		{germanMarkers, wcGerman},
		{frenchMarkers, wcFrench},
		{germanDeterminers, wcDeterminer},
		{englishMarkers, wcEnglish},
		{germanOnlyDeterminers, wcDeterminerDE},
		{streetFirstTypes, wcStreetFirst},
		{streetAbbreviations, wcStreetType},
		{personVerbs, wcPersonVerb},
		{addressUnits, wcUnit},
		{townParticles, wcTownParticle},
		{addressCues, wcAddressCue},
	}
}

// germanStopwords, like stopwords, are never part of a name or a place:
// German articles, pronouns, auxiliaries, prepositions, conjunctions and
// adverbs, whose capitalised forms start sentences ("Der Kunde", "Das
// Paket", "Mehr Details", "Kann ich..."). Some are also surnames or towns
// in the lists ("Der", "Das", "Mehr"). Name particles ("von", "zu", "da")
// and "los" ("Los Angeles") are left out.
const germanStopwords = "der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner " +
	"ich du er sie es wir ihr mich dich sich uns euch ihm ihn ihnen mein meine meinen meinem meiner " +
	"dein deine sein seine seinen seinem seiner ihre ihren ihrem ihrer unser unsere unseren unserem " +
	"euer eure dieser diese dieses diesen diesem jeder jede jedes jeden jedem welcher welche welches " +
	"und oder aber denn sondern dass ob wenn weil als wie wo wann warum was wer wem " +
	"ist sind war waren wird werden wurde wurden bist hat haben hatte hatten kann konnen muss " +
	"mussen soll sollen sollte wollen darf durfen gibt " +
	"nicht nur auch noch schon sehr mehr weniger hier dort dann jetzt heute morgen gestern bitte " +
	"danke ja nein doch mal neu neue neuer neues alle alles viel viele " +
	"mit fur auf an in im am zum zur vom beim ins aus bei nach uber unter vor hinter neben " +
	"zwischen durch gegen ohne um bis seit ab laut"

// frenchStopwords add French pronouns, adverbs and set words to
// stopwords ("Cela", "Bon appétit", "Bonne journée").
const frenchStopwords = "cela ceci ca celui celle ceux celles au aux ne pas tres bien plus moins tout tous toute " +
	"toutes aussi alors ainsi deja encore apres avant bon bonne bons bonnes voici voila ici"

// romanceStopwords are Spanish and Italian articles, pronouns,
// conjunctions and auxiliaries, which start sentences ("El total…", "Los
// palés…") and are names or places somewhere ("El", "Su", "Como", "Sta").
// Name particles ("de", "del", "da", "di", "la", "lo") are left out.
const romanceStopwords = "el los las una unos unas que con por para su sus es son fue era como pero mas muy ya se " +
	"nos les este esta esto ese esa hay il gli uno della dei delle dello allo alla ai agli alle dal dalla nel nella " +
	"per tra fra che sono sta ma piu molto gia non ci vi lui lei noi voi loro questo questa quello quella entre"

// romanceTimeWords are the Spanish and Italian months (folded), which are
// never part of a street ("08 luglio 2021"). Some are also names ("Julio",
// "Marzo", "Mayo"), so a month is no stopword: it is a name only next to
// another one ("Julio Marzo").
const romanceTimeWords = "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre " +
	"diciembre gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre"

// dayWords are the Spanish and Italian days of the week, and the days,
// weeks and parts of a day relative to today in Spanish, Italian, French
// and German (folded): never a name nor part of one, in any case ("Ayer
// llamó…", "del viernes", "Domani Fiore Bellini arriva"). "Domingo", a
// common first name, is left out.
const dayWords = "lunes martes miercoles jueves viernes sabado lunedi martedi mercoledi giovedi venerdi sabato " +
	"domenica hoy ayer anteayer anoche manana semana oggi ieri domani dopodomani stamattina stasera stanotte " +
	"settimana aujourd demain hier heute gestern vorgestern ubermorgen"

// germanTimeWords are the German days and months (folded), which are
// also surnames ("Freitag", "Sonntag", "Mai").
const germanTimeWords = "montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag januar janner " +
	"februar marz juni juli oktober dezember"

// timeAbbreviations are the short forms of months and days, in English,
// French and German. Next to a number ("Sep 2024", "10/Jun/2024",
// "12 Nov") one is a date, never a name or a place (see markDateWords);
// elsewhere "Jan" may well be a name.
const timeAbbreviations = "jan feb mar apr jun jul aug sep sept oct nov dec janv fevr avr juil okt dez mrz " +
	"mon tue tues wed thu thur thurs fri sat sun"

// germanMarkers are function words that only German text has: two of
// them make a text German (see scratch.lang), where every noun is
// capitalised and capitals are no evidence of a name.
const germanMarkers = "der die das dem ein eine einen einem einer eines und ist nicht mit fur auf wird werden wurde " +
	"hat im um von kommt macht den " +
	"wurden sind bitte ich wir sie sich auch noch aus bei nach vom zum zur beim ins uber unter dass " +
	"wenn aber oder kein keine keinen ihr ihre sein seine mein meine unser unsere dieser diese dieses " +
	"jeder jede jedes haben hatte kann konnen muss mussen soll sollte gibt wieder schon nur sehr jetzt " +
	"heute gestern danke bereits seit zwischen durch gegen ohne wie wann warum welche welcher mich dich mir uns euch " +
	"kannst musst willst sollst bist hast habe " +
	// Words of chat and tickets: short questions and notes have few of
	// the words above ("Kennt jemand…", "Bleibt es dabei?"); none that is
	// a surname or a word of a neighbouring language too ("Kurz", "Weiss",
	// "Weil", "Dann", "Lieber", "Wo", "Gleich", English "sag").
	"jemand kennt bleibt eigentlich doch nichts etwas dein deine gerade vielleicht " +
	"leider sagte meinte gruss grusse bescheid wer damit nein " +
	"genau seid habt geht steht brauche brauchst naturlich trotzdem zusammen bisschen wieso woher wohin"

// germanOnlyDeterminers are the German determiners that no other
// language writes before a capitalised word.
const germanOnlyDeterminers = "dem den einen einem einer eines keinen keinem keiner meinen meinem meiner seinen " +
	"seinem seiner ihren ihrem ihrer unseren unserem diesen diesem dieser jeden jedem im zum zur vom beim"

// streetFirstTypes are street types written before the street's name, in
// French, Spanish, Portuguese, Italian and German ("rue Pasteur", "Calle
// Mayor", "Via Franscini", "Am Sonnenhang"), Indonesian and Malay
// ("Jalan Cempaka", "Lorong Bukit", "Gang Sukajadi"), and in English-written addresses of
// those countries ("Avenue Teboulbi").
const streetFirstTypes = "rue avenue av boulevard bd allee impasse chemin quai route place cours square voie passage " +
	"calle avenida plaza paseo carrer rua travessa praca via viale piazza corso largo vicolo am " +
	"acceso alameda bajada barranco callejon camino canada carrera carretera cuesta glorieta pasadizo pasaje " +
	"rambla ronda vial avda borgo contrada incrocio rotonda strada stretto beco calcada estrada rotunda " +
	"bairro caminho escadinhas azinhaga jardim parque quinta rampa urbanizacao viela sentier hameau travesia " +
	"urbanizacion canale piazzale piazzetta lungomare salita traversa ulica aleja plac osiedle " +
	"ampliacion andador calzada cerrada circuito circunvalacion continuacion corredor peatonal " +
	"periferico privada prolongacion retorno viaducto transversal chacara condominio conjunto esplanada " +
	"favela fazenda ladeira loteamento nucleo passarela quadra recanto residencial rodovia setor sitio " +
	"trecho trevo vereda viaduto bulevardul drumul aleea intrarea soseaua calea splaiul jalan jln lorong gang"

// streetAbbreviations are short street types written after the name
// that the lists lack ("Ave", "Dr"; "u." is the Hungarian utca), the
// Hungarian, Baltic, Czech and Dutch types written so ("Csabai kapu",
// "Király köz", "Nõmme tänav", "Merineitsi põik", "Brīvības iela",
// "Gedimino gatvė", "Husova ulice", "Nieuwe Baan"), and the Zulu types
// of South Africa ("Joseph Isitaladi", "Voortrekker Umgwaqo", "Walter
// Sisulu Indlela").
const streetAbbreviations = "ave bd dr ln ct pl sq hwy pkwy cres tce cir str u koz korut sor setany rakpart fasor kapu " +
	"tanav poik iela gatve ulice baan cesta isitaladi umgwaqo indlela"

// personVerbs have people for subjects: a capitalised word in no list at
// the start of a sentence, right before one, is a name ("Shovda is very
// reliable", "Alvir spent a year at...").
const personVerbs = "is was has had spent lives lived works worked said says shouted began begins started joined replied mentioned " +
	"moved wrote writes told asked called went came comes loves likes wants needs knows thinks felt feels " +
	"became graduated studied teaches taught plays played sang signed met married grew were are have"

// addressUnits name a flat, a suite or a unit, written before or after a
// street with its number ("Apt 2C", "Suite 501", "Flat 28").
const addressUnits = "apt apartment suite ste unit flat bldg building box appt app bat whg wohnung piano " +
	"appartamento interno scala planta piso puerta escalera etage andar studio interior depto dpto edif " +
	"edificio torre apto bloco bl sc ap dto local oficina"

// townParticles join the words of a town's name ("Frankfurt am Main",
// "Costa da Caparica", "Črni Vrh nad Idrijo", "Chomutice u Horic v
// Podkrkonoší", "Nové Město na Moravě"; "Châlons-en-Champagne" is one
// word).
const townParticles = "am an der im ob bei sur sous en de la le les du des di del della da do dos das nad pod na u v ve pri"

// addressCues announce a street address shortly after them ("his
// address: 450 Præstevænget 15", "lives at Rua Igreja 25", "Lieferung an
// Birkenweg 9"): with one, a house number and a name with no street type
// make an address.
const addressCues = "address addresses adresse addr anschrift lieferanschrift rechnungsanschrift wohnhaft wohnt " +
	"lives live living located ship shipping deliver delivery billing mailing residence domicile domicilie " +
	"habite demeure livraison direccion indirizzo endereco corner intersection junction " +
	"residing resides domicilio domiciliado domiciliada domiciliato domiciliata residente residenza morada " +
	"adres woont woonachtig postanschrift domiciled demeurant lieferadresse rechnungsadresse postadresse " +
	"wohnadresse zustelladresse versandadresse hausadresse privatadresse firmenadresse afleveradres " +
	"bezorgadres postadres factuuradres woonadres"

// englishMarkers are function words that only English text has; they
// weigh against the German and French ones.
const englishMarkers = "the and is are was were of to with for this that have has not you your we our it be " +
	"from on by will would should can could please"

// frenchMarkers are function words that only French text has.
const frenchMarkers = "le la les un une du de des au aux et est sont avec pour dans sur ce cette ces qui que ne pas " +
	"nous vous je il elle ils elles mais donc tres bien tout tous toute toutes leur leurs notre votre " +
	"merci bonjour cela ceci ca vers chez sans sous entre apres avant depuis encore deja aussi alors " +
	"etre avoir fait faire peut doit " +
	// Words of chat and mail, for short notes.
	"peux veux vais sais suis cordialement salut bonsoir demain matin soir quand pourquoi quelqu aujourd " +
	"rien beaucoup bientot voit vois"

// germanDeterminers precede a noun: in German text, the capitalised word
// after one is a noun ("der Kunde", "im Zug", "zum Hauptbahnhof"), not a
// name or a place.
const germanDeterminers = "der die das den dem des ein eine einen einem einer eines kein keine keinen keinem " +
	"keiner mein meine meinen meinem meiner dein deine sein seine seinen seinem seiner ihr ihre ihren " +
	"ihrem ihrer unser unsere unseren unserem euer eure dieser diese dieses diesen diesem jeder jede " +
	"jedes jeden jedem welcher welche welches im am zum zur vom beim ins ans aufs"

// honorifics are titles placed before a name: English, French, German,
// Spanish, Italian and Dutch forms, written with or without a dot.
const honorifics = "mr mrs ms mss miss mx dr prof sir dame madam mister mme mlle mmes madame mademoiselle monsieur " +
	"messieurs docteur professeur herr herrn frau sr sra srta senor senora senorita dott dssa sig signor " +
	"signora signorina dottor dottoressa professoressa ingegner doctora dhr mevr meneer mevrouw capt captain col lt sgt rev fr hr hrn frl insp det supt avv dna dra ing mag geom lic rag"

// honorificsNeedingDot lists honorifics that are also ordinary words or
// initials, and count only when followed by a dot ("M. Dupont", "Me.").
// The Italian feminine endings "ra", "na" and "ssa" count only after an
// honorific and its dot instead ("sig.ra", "sig.na", "dott.ssa"; see
// honorificEnding): they are cue ends, not honorifics, as "Na" and "Ra"
// are surnames too.
const honorificsNeedingDot = "m col det fr hr hrn frl sig rev insp avv ra na ssa dna ing mag geom lic rag"

// abbreviations lists words, besides the honorifics, whose trailing dot
// does not end a sentence.
const abbreviations = "st ste mt ft jr sr no vs etc eg ie approx dept univ ave rd blvd apt inc ltd co corp lda ltda"

// particles join the parts of a name: "Ludwig van Beethoven", "Vasco da
// Gama", "Charles de Gaulle", "Ibn Battuta".
const particles = "van von de da di du del della dei der den des het la le lo dos das do ter ten bin ibn bint al el zu " +
	"af av y e mac st ap"

// locatives, right before a place name, say it is one: "in Reading",
// "from Jordan", "à Lyon", "près de Tours".
const locatives = "in from to at near into via toward towards around outside across visiting visit through between " +
	"and of a au aux en de du des depuis vers pres dans sur pour par nach aus bei im nahe"

// weakLocatives also introduce people ("talk to Austin", "at Jordan's"):
// after them a name that is also a place needs a verb of motion before the
// locative ("flew to Austin").
const weakLocatives = "to at and of de pour par between visit visiting toward towards"

// motionWords make a following "to"/"at" a strong locative.
const motionWords = "go goes going gone went fly flies flew flying flight travel travels traveled travelled traveling " +
	"travelling trip move moves moved moving relocate relocated relocating drive drove driving ride " +
	"rode sail sailed ship shipped shipping send sent deliver delivered arrive arrived arriving " +
	"return returned returning back way road train bus welcome located based born live lives lived " +
	"living stay stayed staying work works worked head headed"

// chatAbbreviations are the abbreviations chat writes for a time, a
// thanks or a request: stopwords, never a name nor part of one ("call
// me asap", "ping constance asap", "lunch with billy tmrw").
const chatAbbreviations = "asap tmrw tmr tmw tonite pls thx thnx tysm lmk brb ttyl"

// stopwords, capitalised, can never be part of a name or place: articles,
// pronouns, auxiliaries, conjunctions and the like, in English and French.
// Their capitalised forms start sentences or headings.
const stopwords = "the a an this that these those my your his her its our their i you he she it we they me him us " +
	"them who whom whose what which when where why how if then else and or but nor so yet for of in " +
	"on at to from by with without about as into onto over under is are was were be been am do does " +
	"did have has had can could shall should would must might not no yes ok okay please thanks thank " +
	"hi hello hey dear regards cheers all any some every each there here le la les un une des du de " +
	"je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses notre votre leur leurs ce cet " +
	"cette ces et ou mais donc car ni que qui quoi dont avec sans pour par dans sur sous chez est " +
	"sont suis oui non merci bonjour bonsoir salut monday tuesday wednesday thursday friday saturday " +
	"sunday january february march april may june july august september october november december " +
	"lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin juillet " +
	"aout septembre octobre novembre decembre god lord jesus christ allah bot user admin assistant " +
	"system customer agent"

// timeWords name a month or a day: a first name that is one ("May",
// "June", "August") needs a surname after it.
const timeWords = "monday tuesday wednesday thursday friday saturday sunday january february march april may june " +
	"july august september october november december"

// legalSuffixes end a company name.
const legalSuffixes = "inc incorporated llc ltd limited gmbh plc corp corporation llp sarl spa srl bhd pty pvt kgaa oyj " +
	"ohg sprl lda ltda gbr mbh gesbr"

// legalSuffixesCaps end a company name when written in capitals ("AG",
// "SA", "AB").
const legalSuffixesCaps = "ag sa sas sasu se bv nv oy ab as asa kg sl co lp sc aps vof og keg"

// orgHeads, capitalised at the end of a capitalised run, make the run an
// organisation name ("Allstate Insurance Group"); the industry heads
// (industryHeads) only after a word that is no common one.
const orgHeads = "group holdings holding associates partners technologies solutions industries bank insurance " +
	"foundation university institute agency consulting laboratories pharmaceuticals motors airlines " +
	"airways ventures enterprises corporation company bancorp trust realty hospital clinic college " +
	"school society association federation council ministry commission orchestra studios records " +
	"publishing press investments capital markets analytics labs pharma energy logistics financial " +
	"securities brands communications entertainment insights healthcare groep gruppe grupo gruppo stiftung " +
	"systems software services networks resources research media movers foods electronics telecom " +
	"therapeutics biosciences diagnostics robotics aerospace devices properties advisors advisory " +
	"productions pictures outfitters " +
	"stichting bedrijf fondation fundacion fondazione groupe societe verlag " +
	"sons fils figli filhos hijos zonen sohne brothers bros freres fratelli hermanos irmaos co cie compagnie " +
	"asociados associados associati associes partner " +
	"universitat klinikum klinik stadtwerke sparkasse volksbank hochschule krankenhaus ministerium banco banca caisse " +
	"universidad universita universite hopital clinica clinique ministerio ministere ministero instituto istituto institut"

// cueEnds can end a cue phrase (a cheap test before cueAt).
const cueEnds = "is was est ist s me him her moi named surnamed nee as appelle nomme heisse llamo chiamo m am im ra na ssa " +
	"gracias saludos saludo atentamente grazie saluti grusse grussen gruss groeten obrigado obrigada cumprimentos " +
	"holder titular titulaire titolare intestatario intestataria kontoinhaber kontoinhaberin inhaber inhaberin gehort " +
	"ask tell call email ping cc contact richiamare richiama chiama chiamare scrivi llama llamar escribe escribele dile " +
	"pregunta rappelle ecris contacte contatta contacta sag frag schreib kontaktiere mando envio to a " +
	"says said starring featuring by " +
	"soy sono suis bin hi hello hey dear bonjour bonsoir salut cher chere hallo hola ciao thanks " +
	"merci regards cheers sincerely cordialement signed signe firmado firmato gez attn liebe lieber you " +
	"danke moin servus coucou buongiorno buonasera salve buenas hej hoi ehi oye " +
	"remind text message invite thank notify previens relance remercie ruf erinnere informiere schreibe frage " +
	"avisa avisale invita avvisa senti with avec mit con " +
	"beste geachte ola oi caro cara carissimo carissima gentile querido querida dia goedemorgen goedemiddag " +
	"morgen tag abend tardes noches giorno tarde noite nacht besserung reise feierabend sonntag wochenende urlaub spater dann bald gleich nachher dir " +
	"groet groetjes liefs atenciosamente cordialmente cordiales abraco abracos abrazo abrazos besos bises bisous " +
	"abbraccio abbracci baci bacioni lg vg mfg tschuss " +
	"saluto greetings best wishes " +
	"asked told pinged emailed texted messaged reminded invited thanked notified hired interviewed onboarded welcomed " +
	"congratulated felicidades felicitaciones enhorabuena perdona disculpa auguri scusa scusami complimenti " +
	"congrats congratulations sorry saluta salutami salue birthday bday anniv anniversaire cumple cumpleanos compleanno luck chance suerte " +
	"bye goodbye care cuidate cuidese mucho toi te auf super brava bravi toll perfetto perfecto parfait perfekt genial"

// colonCues, before a colon, introduce a name ("Name: Sölvi", "From:
// Lena").
const colonCues = "name nom names prenom surname contact person patient client employee author from cc recipient sender " +
	"candidate guest attendee signed by vorname nachname firstname lastname fullname nombre apellido cognome " +
	// the one-word keys of a name's parts in records ("forename:", "fname:")
	"forename forenames fname lname givenname familyname middlename " +
	// the people of forms and tickets in the five languages
	"requester applicant assignee reporter owner reviewer approver holder demandeur destinataire expediteur salarie " +
	"antragsteller ansprechpartner ansprechpartnerin empfanger absender mitarbeiter mitarbeiterin " +
	"solicitante remitente destinatario empleado empleada paciente apellidos " +
	"richiedente mittente dipendente paziente nome naam achternaam voornaam sobrenome " +
	// "nombre completo:", "nome completo:", "nom complet :"
	"completo complet " +
	// the signers and managers of deeds and registers
	"firmado firmato firmante firmatario unterschrift unterzeichner unterzeichnerin geschaftsfuhrer geschaftsfuhrerin"

// nameWords, colonCues before a question mark, introduce a name
// ("What's your name? Sölvi").
var nameWords = wordSet("name names nom")

// orgCues announce an organisation (see orgCueNames): after them, maybe
// past a preposition, an article or a colon, working for one ("works
// for", "employed by", "travaille chez", "arbeitet bei", "trabaja en",
// "lavora presso"), a role in one ("team at", "premises of", "the address
// of", "indirizzo di"), a word for one ("company", "société", "Firma", "empresa",
// "azienda", "client") and the prepositions that mean "at the firm of"
// (chez, bei, presso); before them, a word for one after "is a" ("Coden
// is a design agency") and what a firm has ("the Zentrova website",
// "Quantrix's CEO") or a seat (contracts' "X mit Sitz in", "X, con sede
// legale in", "X, ayant son siège", "X, con domicilio social en",
// "X, headquartered in"), a dealing with one ("contract with", "Vertrag
// mit"), a lawsuit, funding, a purchase or a job's start or end with one
// ("lawsuit against", "funding from", "fired from"), a rival before one
// (orgAfterDeal), a statement's speaker
// (orgBeforeStatement), "on behalf of" (orgAfterBehalf), "quit"
// and "left" after a name (orgAfterQuit), a contract's party before
// "hereinafter" or "vertreten durch" (orgBeforeParty) or after "between" (partyBetween), a listing "(NASDAQ: …)" after one
// (orgBeforeTicker), a verb of joining with its preposition (orgAfterJoin), one supplier after a colon (orgAfterSuppliers) and a word for a firm before
// one in apposition ("my bank, Lantern,": orgAppositive). The family forms (familyForm) are in the list too,
// as no cues, so that the tokenizer files them in lower case.
const orgCues = "work works worked working employed employee employees employer job intern internship joined " +
	"between zwischen entre tra fra " +
	"exploite exploitee gere geree detenu detenue appartient operado operada gestionado gestionada propiedad " +
	"gestito gestita operato operata proprieta clienti gehort kundenservice kundendienst " +
	"team staff office offices premises headquarters company firm client customer supplier vendor " +
	"organisation organization travaille travailler travaillait employe employee employeur societe entreprise " +
	"fournisseur chez arbeitet arbeite arbeiten arbeitete beschaftigt angestellt arbeitgeber firma unternehmen " +
	"lieferant kunde kundin from ansprechpartner bei trabaja trabajo trabajar trabajaba empleado empleada empleador empresa compania " +
	"proveedor cliente lavora lavoro lavorare lavorava impiegato impiegata azienda ditta societa fornitore presso " +
	"referente datore address adresse indirizzo direccion anschrift " +
	"agency startup nonprofit non-profit charity consultancy manufacturer retailer provider publisher societe " +
	"website homepage headquarters ceo cto cfo founders employees sitz sede siege domicilio headquartered registered " +
	"sons fils figli filhos hijos zonen sohne brothers bros freres fratelli hermanos irmaos co cie compagnie " +
	"asociados associados associati associes " +
	"part compte nom auftrag namen namens opdracht nombre cuenta conto nome conta " +
	"statement behalf quit vendors suppliers fournisseurs lieferanten proveedores fornitori subsidiary acquired sponsored spokesperson spokesman spokeswoman shares founder cofounder filiale filial " +
	"tochtergesellschaft tochterfirma fondateur fondatrice grunder grunderin fundador fundadora fondatore " +
	"engineer manager director analyst developer designer consultant accountant researcher scientist " +
	"programmer technician recruiter cashier clerk lawyer attorney contractor specialist executive " +
	"nurse teacher student professor lecturer doctor physician surgeon pharmacist chef cook waiter waitress " +
	"driver pilot mechanic electrician receptionist secretary assistant trainee apprentice advisor adviser " +
	"architect auditor banker broker editor journalist reporter writer librarian photographer supervisor " +
	"therapist translator volunteer interned app stock equipo equipe squadra buro buros bureau oficina ufficio " +
	"account policy mortgage loan subscription membership card order bought ordered purchased " +
	"contract contracts agreement agreements partnership partnerships partnered merger merged contrat partenariat " +
	"vertrag vereinbarung partnerschaft kooperation contrato acuerdo alianza contratto accordo " +
	"competitor competitors rival rivals concurrent konkurrent wettbewerber competidor concorrente " +
	"sponsor distributor wholesaler concurrente rivale " +
	"bank insurer lender carrier airline shareholders stockholders revenue revenues earnings profits subsidiaries workforce products stores factory factories customers clients board brand logo " +
	"salarie salariee embauche embauchee recrute recrutee rejoint mitarbeiter mitarbeiterin eingestellt dipendente " +
	"dipendenti assunto assunta contratado contratada coo president chairman chairwoman vp " +
	"owned operated published manufactured distributed funded financed backed developed licensed issued insured " +
	"hosted organized organised produced released marketed supplied audited hired commissioned bankrolled catered " +
	"underwritten administered " +
	"directora directeur directrice direttore direttrice diretor diretora gerente presidente prasident prasidentin " +
	"geschaftsfuhrer geschaftsfuhrerin vorstand vorstandsvorsitzender vorstandsvorsitzende pdg amministratore oprichter " +
	"facture factures devis rechnung angebot factura facturas presupuesto fattura fatture " +
	"preventivo factuur fatura bij werkgever werkgevers opdrachtgever bedrijf werkt werkte gewerkt " +
	"klant leverancier fornecedor empregador aannemer onderaannemer contratista subcontratista appaltatore " +
	"overeenkomst samenwerking acordo parceria offerte orcamento trabalho trabalha trabalhar trabalhava " +
	"subappaltatore empreiteiro subempreiteiro subunternehmer auftragnehmer prestataire " +
	"unio unieron incorporo incorporaron unito unita uniti entrato entrata entrati entrate wechselt wechselte wechselten gewechselt " +
	"nasdaq nyse lse tsx asx xetra hkex left " +
	"officer surveyor psychologist technologist psychotherapist geologist horticulturist radiographer " +
	"inspector physicist merchandiser copywriter chemist biochemist geneticist optician solicitor " +
	"actuary nutritionist archaeologist archivist barista barrister bookseller cartographer fundraiser " +
	"comptroller treasurer counsellor counselor dentist dietitian ecologist economist physiologist " +
	"firefighter haematologist hydrologist immunologist underwriter lobbyist metallurgist meteorologist " +
	"microbiologist midwife tutor hygienist oceanographer oncologist ophthalmologist optometrist " +
	"osteopath paramedic pathologist pharmacologist physiotherapist podiatrist proofreader psychiatrist " +
	"statistician toxicologist coordinator hereinafter nachfolgend ci-apres adelante seguito folgenden nachstehend vertreten eingetragen represented representada representado representee represente rappresentata rappresentato careers mission " +
	"analysts engineers researchers executives economists scientists bankers lawyers consultants konzern pme start-up " +
	"lawsuit lawsuits suit suits litigation claims complaint complaints proceedings dispute disputes settlement " +
	"funding investment financing fired resigned retired dismissed stake stakes investor interview interviews " +
	"interviewed career sued sues suing years investors applied led"

// articles may stand between a locative and a place ("in the Hague").
const articles = "the la le l"

// conjunctions join the people of a list ("Janet and Terri").
const conjunctions = "and or et ou und y e"

// placeAcronyms are countries usually written as short acronyms.
const placeAcronyms = "usa uk uae ussr drc prc"

// techTerms name well-known pieces of software, languages, platforms and
// standards. Many are also surnames or towns ("Jenkins", "Kafka", "Helm",
// "Hadoop"); capitalised in technical text they name the product, so they
// never open a name or a place on their own (an honorific or a cue phrase
// still can: "Mr. Jenkins"). Products that are common first names (Julia,
// Ada, Ruby, Crystal, Claude) are left out.
const techTerms = techLanguages + " " + techData + " " + techOps + " " + techFrameworks + " " + techPlatforms

// Languages.
const techLanguages = "go golang rust python java javascript typescript perl php swift kotlin scala haskell erlang " +
	"elixir clojure dart lua fortran cobol pascal delphi lisp scheme prolog ocaml zig nim groovy " +
	"matlab bash zsh powershell solidity elm racket smalltalk simula apex carbon mojo"

// Databases, queues and data tools.
const techData = "postgres postgresql mysql mariadb sqlite oracle redis memcached mongodb cassandra couchdb " +
	"couchbase elasticsearch opensearch solr lucene clickhouse cockroachdb influxdb timescale " +
	"dynamodb bigtable spanner firestore etcd consul zookeeper riak hbase hive presto trino druid " +
	"pinot snowflake redshift vitess tidb scylla valkey kafka pulsar rabbitmq nats jetstream zeromq " +
	"mosquitto celery sidekiq airflow spark flink beam hadoop mesos pandas numpy jupyter duckdb " +
	"polars arrow parquet avro iceberg delta"

// Build, deployment and observability.
const techOps = "kubernetes docker podman helm terraform ansible puppet chef salt vagrant packer nomad vault " +
	"jenkins travis circleci gitlab github bitbucket git mercurial subversion bazel maven gradle " +
	"cmake ninja npm yarn pnpm webpack vite babel rollup esbuild nginx apache tomcat jetty caddy " +
	"traefik envoy istio linkerd prometheus grafana loki tempo jaeger zipkin kibana logstash fluentd " +
	"datadog splunk sentry nagios zabbix graphite statsd opentelemetry argo flux tekton spinnaker " +
	"harbor quay kustomize minikube kind"

// Frameworks, runtimes and editors.
const techFrameworks = "django flask rails laravel symfony spring express react angular vue svelte ember backbone jquery " +
	"bootstrap tailwind node deno bun electron flutter xamarin unity unreal godot tensorflow pytorch " +
	"keras vim neovim emacs vscode intellij eclipse xcode sublime atom llvm gcc clang msvc jvm " +
	"graalvm openjdk dotnet mono cuda opencl vulkan directx opengl wayland gnome kde xfce systemd " +
	"openssl boringssl certbot wireguard openvpn tailscale langchain ollama msgpack protobuf grpc " +
	"thrift graphql openapi swagger"

// Platforms, products and vendors met in technical text.
const techPlatforms = "linux ubuntu debian fedora centos alpine arch gentoo redhat windows macos ios android unix " +
	"freebsd openbsd netbsd solaris chrome chromium firefox safari edge opera brave slack jira " +
	"confluence trello notion zoom teams outlook excel powerpoint aws azure gcp heroku netlify vercel " +
	"cloudflare akamai fastly lambda fargate kinesis gemini llama mistral copilot openai anthropic " +
	"intel amd nvidia arm raspberry ethernet bluetooth wifi usb unicode ascii utf json yaml toml xml " +
	"html css http https shopify magento figma wordpress drupal joomla woocommerce"

// demonyms name nationalities and languages ("English", "German",
// "français"): capitalised, such words look like names (several are
// surnames) but are neither people nor places. "Christian", a common first
// name, is left out.
const demonyms = "english british scottish welsh irish american canadian mexican brazilian argentine argentinian " +
	"chilean peruvian colombian cuban french german dutch flemish belgian swiss austrian italian " +
	"spanish portuguese catalan basque greek turkish polish czech slovak hungarian romanian bulgarian " +
	"serbian croatian slovenian bosnian albanian macedonian russian ukrainian belarusian lithuanian " +
	"latvian estonian finnish swedish norwegian danish icelandic faroese greenlandic arab arabic " +
	"persian iranian iraqi syrian lebanese israeli hebrew egyptian moroccan algerian tunisian " +
	"nigerian kenyan ethiopian somali ghanaian indian pakistani bengali hindi urdu tamil nepali " +
	"chinese mandarin cantonese japanese korean vietnamese thai filipino indonesian malay malaysian " +
	"australian zealander african european asian latin latino hispanic slavic nordic scandinavian " +
	"caucasian jewish muslim catholic protestant orthodox buddhist hindu sikh francais anglais " +
	"allemand espagnol italien deutsch englisch"

// classTable maps the folded words of the closed classes to their class
// bits. It is probed once for every word of a text, so it is built for
// that: a word of up to 8 bytes, which most words are, is probed as the
// integer pack makes of it (the tokenizer packs lower-case words as it
// scans them); a longer word, by its packHash (which the tokenizer
// computes for the Bloom filter anyway), then compared. Both probes are
// into two-choice (cuckoo) tables, where a key can only be in one of two
// slots: a lookup reads both and picks without a branch, which a CPU
// cannot mispredict whether the word is in a class or not. It is immutable
// once built.
//
// Each word also carries its attributes in the embedded table, so that
// the tokenizer need not look a class word up a second time there (most
// class words are stopwords, which the tokenizer would otherwise leave
// for resolve to look up).
type classTable struct {
	short shortCuckoo // pack of the word → class bits and attributes
	long  cuckoo      // packHash of the word → index+1 in longWords
	// longWords are the words of more than 8 bytes, their bits and
	// attributes.
	longWords []longClassWord
}

type longClassWord struct {
	word string
	bits uint32
	attr uint32 // in the embedded table
}

// newGzClassTable indexes wordClasses, with the attributes each word has
// in base, the embedded table. A word in several lists gets the union of
// their bits.
func newGzClassTable(base *table) *classTable {
	bits := map[string]uint32{}
	var words []string // in list order, so that the table is deterministic
	for _, c := range wordClasses() {
		for _, w := range strings.Fields(c.words) {
			if _, ok := bits[w]; !ok {
				words = append(words, w)
			}
			bits[w] |= c.bits
		}
	}
	t := &classTable{}
	var short, long []cuckooSlot
	for _, w := range words {
		if len(w) <= 8 {
			short = append(short, cuckooSlot{key: pack([]byte(w)), val: bits[w]})
			continue
		}
		t.longWords = append(t.longWords, longClassWord{word: w, bits: bits[w], attr: base.lookup([]byte(w))})
		long = append(long, cuckooSlot{key: packHash([]byte(w)), val: uint32(len(t.longWords))})
	}
	t.short = newShortCuckoo(short, base)
	t.long = newGzCuckoo(long)
	// Keys must be distinct and nonzero: packed short words are; hashes of
	// long words could collide. The lists are constants, so a failure here
	// is a programming error, caught by any test that builds a detector.
	for _, w := range words {
		if cls, attr := t.lookupAttr([]byte(w)); cls != bits[w] || attr != base.lookup([]byte(w)) {
			panic("gazetteer: word class table: key collision for " + w)
		}
	}
	return t
}

// pack packs a word of up to 8 bytes into an integer, first byte
// highest. A folded word holds no zero byte, so words of different lengths
// differ.
//
// A word of the tokenizer's fold is a slice of a longer buffer: when its
// capacity holds 8 bytes, they are read in one load and the bytes past the
// word shifted out, rather than packed one at a time.
func pack(w []byte) uint64 {
	if n := len(w); n <= 8 && cap(w) >= 8 {
		return binary.BigEndian.Uint64(w[:8]) >> (64 - 8*n) // 0 for the empty word
	}
	var v uint64
	for _, c := range w {
		v = v<<8 | uint64(c)
	}
	return v
}

// lookup returns the class bits of a folded word, 0 if it is in no class.
func (t *classTable) lookup(w []byte) uint32 {
	cls, _ := t.lookupAttr(w)
	return cls
}

// lookupAttr returns the class bits of a folded word and, if it is in a
// class, its attributes in the embedded table; 0 and 0 if it is in none.
func (t *classTable) lookupAttr(w []byte) (cls, attr uint32) {
	if len(w) > 8 {
		return t.lookupLong(w, packHash(w))
	}
	return t.short.get(pack(w))
}

// lookupPacked is lookupAttr for a word of up to 8 bytes, packed by pack
// (0 for the empty word).
func (t *classTable) lookupPacked(v uint64) (cls, attr uint32) {
	return t.short.get(v)
}

// lookupLong is lookupAttr for a word of more than 8 bytes whose packHash
// is h.
func (t *classTable) lookupLong(w []byte, h uint64) (cls, attr uint32) {
	if i := t.long.get(h); i != 0 && t.longWords[i-1].word == string(w) {
		return t.longWords[i-1].bits, t.longWords[i-1].attr
	}
	return 0, 0
}

// The short class table's shape: its size and multipliers are constants,
// so that a probe needs no bounds check and loads no parameter. The words
// of up to 8 bytes (about 1,500) fill it under half; newShortCuckoo
// panics if they ever stop fitting (any test that builds a detector
// fails), and then shortClassBits must grow.
const (
	shortClassBits = 12
	shortM1        = 0x9e3779b97f4a7c15 // newGzCuckoo's first multipliers
	shortM2        = 0xc2b2ae3d27d4eb4f
)

// shortCuckoo is a cuckoo of 1<<shortClassBits slots and multipliers
// shortM1 and shortM2, stored inline: the probe of every word of a text.
type shortCuckoo struct {
	slots [1 << shortClassBits]classSlot
}

// classSlot is a slot of shortCuckoo: a cuckooSlot whose padding holds
// the word's attributes in the embedded table.
type classSlot struct {
	key  uint64 // pack of the word; 0 if the slot is empty
	cls  uint32
	attr uint32
}

// newShortCuckoo builds the short class table of the entries (packed
// words and their class bits), with the attributes of each word in base.
func newShortCuckoo(entries []cuckooSlot, base *table) shortCuckoo {
	c := newGzCuckoo(entries)
	if len(c.slots) != 1<<shortClassBits || c.m1 != shortM1 || c.m2 != shortM2 {
		panic("gazetteer: the short class words no longer fit shortCuckoo: raise shortClassBits")
	}
	var t shortCuckoo
	for i, e := range c.slots {
		if e.key != 0 {
			t.slots[i] = classSlot{key: e.key, cls: e.val, attr: base.lookup(unpack(e.key))}
		}
	}
	return t
}

// unpack returns the word that pack packed as v.
func unpack(v uint64) []byte {
	var w []byte
	for ; v != 0; v >>= 8 {
		w = append([]byte{byte(v)}, w...)
	}
	return w
}

// get is cuckoo.get for this shape, with the word's attributes.
func (c *shortCuckoo) get(k uint64) (cls, attr uint32) {
	a, b := &c.slots[k*shortM1>>(64-shortClassBits)], &c.slots[k*shortM2>>(64-shortClassBits)]
	if a.key == k {
		cls, attr = a.cls, a.attr
	}
	if b.key == k {
		cls, attr = b.cls, b.attr
	}
	return cls, attr
}

// cuckoo maps nonzero 64-bit keys to nonzero 32-bit values with
// two-choice (cuckoo) hashing: a key is in one of two slots.
type cuckoo struct {
	slots  []cuckooSlot
	m1, m2 uint64 // the multipliers of the two slot functions
	shift  uint   // 64 - log2(len(slots))
}

type cuckooSlot struct {
	key uint64 // 0 if the slot is empty
	val uint32
}

// newGzCuckoo builds a table of the entries, at most half full (32 KiB
// for the short class words). Cuckoo insertion seldom fails so; if it
// does, other multipliers, then a larger table, are tried.
func newGzCuckoo(entries []cuckooSlot) cuckoo {
	size, shift := 64, uint(64-6)
	for size < 2*len(entries) {
		size <<= 1
		shift--
	}
	for attempt := uint64(0); ; attempt++ {
		c := cuckoo{slots: make([]cuckooSlot, size), shift: shift,
			m1: 0x9e3779b97f4a7c15 + 2*attempt, m2: 0xc2b2ae3d27d4eb4f + 2*attempt}
		if c.insertAll(entries) {
			return c
		}
		if attempt%8 == 7 {
			size <<= 1
			shift--
		}
	}
}

// insertAll inserts the entries into an empty table, moving keys to their
// other slot as cuckoo hashing does; it reports false if a key found no
// place.
func (c *cuckoo) insertAll(entries []cuckooSlot) bool {
	for _, e := range entries {
		i, _ := c.slotsOf(e.key)
		for kicks := 0; ; kicks++ {
			if c.slots[i].key == 0 {
				c.slots[i] = e
				break
			}
			if kicks == 100 {
				return false
			}
			e, c.slots[i] = c.slots[i], e
			a, b := c.slotsOf(e.key)
			if i == a {
				i = b
			} else {
				i = a
			}
		}
	}
	return true
}

// slotsOf returns the two slots where key k may be.
func (c *cuckoo) slotsOf(k uint64) (int, int) {
	return int(k * c.m1 >> (c.shift & 63)), int(k * c.m2 >> (c.shift & 63))
}

// get returns the value of key k, 0 if absent. Both slots are read and
// compared, and the value selected without a branch (0 for the key 0,
// which matches an empty slot).
func (c *cuckoo) get(k uint64) uint32 {
	i, j := c.slotsOf(k)
	a, b := c.slots[i], c.slots[j]
	var v uint32
	if a.key == k {
		v = a.val
	}
	if b.key == k {
		v = b.val
	}
	return v
}

// abbrev reports whether a word of class bits cls ends no sentence with
// its trailing dot.
func abbrev(cls uint32) bool { return cls&(wcHonorific|wcAbbrev) != 0 }

// cue classifies the words that end a cue phrase introducing a name.
type cue uint8

const (
	cueNone cue = iota
	// cueStrong: "my name is", "call me", "je m'appelle", "Name:".
	cueStrong
	// cueKey: a lower-case key of a record before a colon ("name:",
	// "nombre:", "\"nom\": "): a capitalised known first name that is no
	// common word must follow, or two capitalised words that are none.
	cueKey
	// cueClosing: the close of a letter ("Thanks,", "Mit freundlichen
	// Grüßen", "Saludos,"): a capitalised name must follow, on the same
	// line or alone on the next one, as signatures stand.
	cueClosing
	// cueWeak: "I'm", "I am", "je suis", "this is": a known first name
	// must follow.
	cueWeak
	// cueGreet: "Hi", "Dear", "Bonjour", "Thanks": a capitalised name
	// must follow.
	cueGreet
	// cueAddress: a verb or a role that names a person after it ("call",
	// "ask", "sag", "dile a", "scrivi a", "account holder",
	// "Kontoinhaber", "titular"): a known name that is no common word must
	// follow, or a word and a known surname.
	cueAddress
	// cueRole: a role whose holder's name follows ("account holder",
	// "Kontoinhaber", "titular", "gehört"): its words, even common ones,
	// in either case.
	cueRole
)

// cueAt reports the cue that ends with the folded words b, c and d
// (oldest first, the word right before the candidate name last, "" where
// there is none).
//
// The words are compared as string(c) == "...", which Go does without
// copying them. Some greetings and closings open a name only in a text
// without capitals (lower), where the rules of lower-case names read the
// words after them ("beste fatima kloppert,", "olá iara paiva,",
// "atenciosamente,\niara pinto"); in a text with capitals the rules of
// capitalised names read them as before ("Caro Dott. Rossi"), but a
// closing among them before its comma is one in any case (cueBefore:
// "Un saluto,\nMaria", "Besos,\nLucía").
func cueAt(b, c, d []byte, lower bool) cue {
	switch string(d) {
	case "is", "was", "est", "ist":
		switch {
		case string(c) == "name" || string(c) == "nom" && string(d) == "est" || string(c) == "name" && string(b) == "mein":
			return cueStrong // my name is, name was, mon nom est, mein Name ist
		case string(c) == "this" && string(d) == "is":
			return cueWeak
		case string(c) == "c" && string(b) == "moi":
			return cueStrong // moi c'est
		}
	case "s":
		switch string(c) {
		case "name":
			return cueStrong // name's
		case "it":
			return cueWeak // it's
		}
	case "says", "said", "starring", "featuring":
		return cueStrong // "says Hartvigsson.", "starring Westgård"
	case "by":
		switch string(c) {
		case "directed", "written", "produced", "composed", "painted", "authored", "narrated", "sung", "performed", "played":
			return cueStrong // "directed by Brad L Key"
		case "reviewed", "approved", "reported", "requested", "submitted", "raised", "filed", "assigned", "merged":
			return cueAddress // the people of a ticket or a change: "reviewed by amber dawson"
		}
	case "me", "him", "her":
		if string(c) == "call" || string(c) == "calls" || string(c) == "called" || string(c) == "named" || string(c) == "appelez" && string(d) == "me" {
			return cueStrong // call me, named him, appelez-moi
		}
	case "moi":
		if string(c) == "appelez" {
			return cueStrong
		}
	case "named", "surnamed", "nee":
		return cueStrong
	case "as":
		if string(c) == "known" {
			return cueStrong
		}
	case "llamo", "chiamo":
		// a name after its reflexive pronoun ("me llamo", "mi chiamo"), the
		// person called without it ("chiamo marco domani", "llamó otra vez")
		if string(c) == "me" || string(c) == "se" || string(c) == "te" || string(c) == "mi" || string(c) == "si" || string(c) == "ti" {
			return cueStrong
		}
		return cueAddress
	case "appelle", "nomme", "heisse":
		return cueStrong // je m'appelle, il s'appelle, je me nomme, ich heiße
	case "m":
		if string(c) == "i" {
			return cueWeak // I'm
		}
	case "am":
		if string(c) == "i" {
			return cueWeak
		}
	case "im", "soy", "sono":
		return cueWeak
	case "suis":
		if string(c) == "je" {
			return cueWeak
		}
	case "bin":
		if string(c) == "ich" {
			return cueWeak
		}
	case "holder", "titular", "titulaire", "titolare", "intestatario", "intestataria", "kontoinhaber", "kontoinhaberin",
		"inhaber", "inhaberin", "gehort", "ask", "tell", "call", "email", "ping", "cc", "contact", "richiamare", "richiama",
		"chiama", "chiamare", "scrivi", "llama", "llamar", "escribe", "escribele", "dile", "pregunta",
		"rappelle", "ecris", "contacte", "contatta", "contacta", "sag", "frag", "schreib", "kontaktiere", "mando",
		"envio", "talk", "speak", "write", "remind", "text", "message", "invite", "thank", "notify", "previens",
		"relance", "remercie", "ruf", "erinnere", "informiere", "schreibe", "frage", "avisa", "avisale", "invita",
		"avvisa", "senti", "saluta", "salutami", "salue":
		switch string(d) {
		case "talk", "speak", "write":
			return cueNone // they take a preposition first: "talk to"
		case "holder", "titular", "titulaire", "titolare", "intestatario", "intestataria", "kontoinhaber",
			"kontoinhaberin", "inhaber", "inhaberin", "gehort":
			return cueRole
		}
		return cueAddress
	case "asked", "told", "pinged", "emailed", "texted", "messaged", "reminded", "invited", "thanked", "notified",
		"hired", "interviewed", "onboarded", "welcomed", "congratulated":
		if lower {
			return cueAddress // "we hired heather frost as…", "i pinged mark weijters"
		}
	case "to", "a":
		switch string(c) {
		case "talk", "speak", "write", "wrote", "reach", "spoke", "talked", "replied", "escalated",
			"dile", "di", "escribe", "escribele", "pregunta", "habla",
			"scrivi", "chiedi", "parla", "ecris", "dis", "demande", "parle", "avisa", "avisale", "invita", "avvisa",
			"ricorda", "manda", "envia", "llama", "llamar",
			"dico", "digo", "dije", "dicho", "detto", "chiesto", "preguntado", "preguntale", "mandale", "enviale", "diglielo",
			"diselo", "dicelo", "hi", "hello", "bonjour", "saluda", "saludale", "saludos", "pregunto", "escribo", "scrivo":
			return cueAddress // "talk to", "dile a", "scrivi a", "écris à", "habla con", "lo dico a", "se lo he dicho a", "say hi to", "dis bonjour à", "saluda a"
		case "belongs", "appartient", "pertenece", "appartiene":
			return cueRole // "belongs to", "appartient à": its owner follows
		case "est", "e":
			switch string(b) {
			case "compte", "conto", "account":
				return cueRole // "le compte est à", "il conto è a"
			}
		}
	case "na":
		// German "na" greets at the start of its sentence: "na jasmina,
		// alles gut?"; after an Italian honorific it is its ending
		if lower && len(c) == 0 {
			return cueGreet
		}
	case "hi", "hello", "hey", "dear", "bonjour", "bonsoir", "salut", "cher", "chere", "hallo", "hola", "ciao",
		"attn", "liebe", "lieber", "moin", "servus", "coucou", "buongiorno", "buonasera", "salve", "buenas",
		"hej", "hoi", "ehi", "oye":
		return cueGreet
	case "beste", "geachte", "ola", "oi", "caro", "cara", "carissimo", "carissima", "gentile", "querido", "querida",
		"goedemorgen", "goedemiddag",
		"felicidades", "felicitaciones", "enhorabuena", "perdona", "disculpa", "auguri", "scusa", "scusami", "complimenti",
		"congrats", "congratulations", "sorry":
		// chat wishes, congratulates and apologises in lower case as it
		// greets: "felicidades carla!!", "auguri giulia!!", "scusa
		// eliana, arrivo", "sorry mark,"
		if lower {
			return cueGreet
		}
	case "dia", "tarde", "noite", "morgen", "tag", "abend", "tardes", "noches", "giorno", "nacht", "besserung", "reise",
		"feierabend", "sonntag", "wochenende", "urlaub":
		// a greeting of two words: "bom dia joão", "guten morgen jonas",
		// "buenas tardes lucía", "buon giorno marco"; "bis morgen" takes
		// leave
		if lower && twoWordGreeting(c, d) {
			return cueGreet
		}
		if lower && string(c) == "bis" && string(d) == "morgen" {
			return cueClosing
		}
	case "super", "brava", "bravi", "toll", "perfetto", "perfecto", "parfait", "perfekt", "genial":
		// chat praises the person it names as it greets (praiseWords):
		// "super anna 👍", "brava giulia!", "perfetto marco, grazie";
		// not "bravo", a common Spanish surname
		// only at its sentence's start ("das ist super anna" holds a
		// clause)
		if lower && len(c) == 0 {
			return cueGreet
		}
	case "bye", "goodbye", "care", "cuidate", "cuidese", "mucho", "toi", "te", "auf":
		// chat takes leave of the person it names: "bye anna", "take
		// care mary", "cuídate (mucho) teo", "prends soin de toi élise",
		// "abbi cura di te enzio", "pass auf dich auf fritz"
		if lower && leaveTaking(b, c, d) {
			return cueClosing
		}
	case "spater", "dann", "bald", "gleich", "nachher", "dir":
		// German chat takes leave and thanks in two words: "bis später,
		// anna", "bis bald clara", "danke dir ellen"; "danke euch" thanks
		// many ("danke euch allen")
		if lower && (string(c) == "bis" && string(d) != "dir" || string(c) == "danke" && string(d) == "dir") {
			return cueClosing
		}
	case "groet", "groetjes", "liefs", "atenciosamente", "cordialmente", "abraco", "abracos", "abrazo", "abrazos", "besos",
		"bises", "bisous", "saluto", "greetings", "abbraccio", "abbracci", "baci", "bacioni", "lg", "vg", "mfg", "tschuss":
		if lower {
			return cueClosing
		}
	case "cordiales":
		if lower && string(c) == "saludos" {
			return cueClosing
		}
	case "best", "wishes":
		// "best,\nanna", "best wishes,\nanna"; not "the best mark"
		if lower && (string(d) == "best" && len(c) == 0 || string(d) == "wishes" && (string(c) == "best" || string(c) == "warm")) {
			return cueClosing
		}
	case "with", "avec", "mit", "con":
		// a meeting and the person it is with: "meeting with", "rdv
		// avec", "Termin mit", "reunión con", "riunione con"
		switch string(c) {
		case "meeting", "meet", "call", "lunch", "chat", "sync", "interview", "appointment", "reunion", "rdv",
			"rendez", "dejeuner", "appel", "entretien", "treffen", "termin", "gesprach", "telefonat", "besprechung",
			"cita", "llamada", "comida", "entrevista", "riunione", "chiamata", "pranzo", "incontro", "colloquio",
			"appuntamento":
			return cueAddress
		}
	case "thanks", "merci", "regards", "cheers", "sincerely", "cordialement", "gracias", "saludos", "atentamente",
		"saludo", "grazie", "saluti", "grusse", "grussen", "gruss", "groeten", "obrigado", "obrigada", "cumprimentos",
		"danke", "signed", "signe", "firmado", "firmato", "gez":
		return cueClosing // "signed,\nmarta", "gez.\njonas schreiber": the signer's line
	case "luck", "chance", "suerte":
		// a wish of luck greets: "good luck anna", "bonne chance marie",
		// "mucha suerte lucía"
		if lower && (string(c) == "good" && string(d) == "luck" || string(c) == "bonne" && string(d) == "chance" ||
			(string(c) == "mucha" || string(c) == "buena") && string(d) == "suerte") {
			return cueGreet
		}
	case "birthday", "bday", "anniv", "anniversaire", "cumple", "cumpleanos", "compleanno":
		// a birthday wish greets: "happy bday molly!!", "joyeux anniv
		// léa", "feliz cumple dulce", "buon compleanno massimo"
		switch string(c) {
		case "happy", "joyeux", "bon", "feliz", "buon":
			if lower {
				return cueGreet
			}
		}
	case "you":
		if string(c) == "thank" {
			return cueClosing
		}
		if lower && (string(c) == "love" || string(c) == "miss") {
			return cueGreet // "love you molly", as "te quiero lucía"
		}
	}
	return cueNone
}

// twoWordGreeting reports whether folded word c opens a greeting or a
// wish of two words that ends with d ("bom dia", "boa tarde", "guten
// morgen", "buenas tardes", "buon giorno", "schönen abend", "gute nacht",
// "gute besserung"; "días", which folds to the surname "dias", is left
// out).
// leaveTaking reports whether words b, c and d, the last three before a
// name (folded), take leave of the person spoken to in chat: "bye",
// "take care", "cuídate" (and "cuídate mucho"), "prends soin de toi",
// "abbi cura di te", "pass auf dich auf".
func leaveTaking(b, c, d []byte) bool {
	switch string(d) {
	case "bye", "goodbye", "cuidate", "cuidese":
		return true
	case "care":
		return string(c) == "take"
	case "mucho":
		return string(c) == "cuidate" || string(c) == "cuidese"
	case "toi":
		return string(b) == "soin" && string(c) == "de"
	case "te":
		return string(b) == "cura" && string(c) == "di"
	case "auf":
		return string(b) == "auf" && string(c) == "dich"
	}
	return false
}

func twoWordGreeting(c, d []byte) bool {
	switch string(c) {
	case "schonen":
		switch string(d) {
		case "tag", "abend", "morgen", "feierabend", "sonntag", "wochenende", "urlaub":
			return true
		}
		return false
	case "gute":
		return string(d) == "nacht" || string(d) == "besserung" || string(d) == "reise"
	case "bom":
		return string(d) == "dia"
	case "boa":
		return string(d) == "tarde" || string(d) == "noite"
	case "guten":
		return string(d) == "morgen" || string(d) == "tag" || string(d) == "abend"
	case "buenas":
		return string(d) == "tardes" || string(d) == "noches"
	case "buon":
		return string(d) == "giorno"
	}
	return false
}

// streetWord reports whether w is a street name by its ending, as in
// German, Dutch, Scandinavian, Finnish and Hungarian compounds
// ("Bundesstrasse", "Hersnapvej", "Kiannonkatu", "Dorpstraat"), or is one
// of those street words alone ("Strasse"). The endings are sorted by their
// last letter, so that a word is compared with few of them.
func streetWord(w []byte) bool {
	if len(w) < 3 {
		return false // the shortest ending has 3 letters
	}
	switch w[len(w)-1] {
	case 'a':
		return streetEnding(w, "kuja") || streetEnding(w, "utca") || streetEnding(w, "ulica") || streetEnding(w, "gata")
	case 'e':
		return streetEnding(w, "strasse") || streetEnding(w, "gasse") || streetEnding(w, "gade") ||
			streetEnding(w, "allee")
	case 'g':
		return streetEnding(w, "weg") || streetEnding(w, "steeg") || streetEnding(w, "steig") || streetEnding(w, "ring")
	case 'i':
		return streetEnding(w, "straeti") || streetEnding(w, "stradi")
	case 'l':
		return streetEnding(w, "singel")
	case 'm':
		return streetEnding(w, "damm")
	case 'f':
		return streetEnding(w, "dreef")
	case 'r':
		return streetEnding(w, "ufer")
	case 's':
		return streetEnding(w, "plass")
	case 'j':
		return streetEnding(w, "vej")
	case 'n':
		return streetEnding(w, "vegen") || streetEnding(w, "veien") || streetEnding(w, "vagen") ||
			streetEnding(w, "gatan") || streetEnding(w, "plein") || streetEnding(w, "graben") ||
			streetEnding(w, "laan") || streetEnding(w, "torget")
	case 't':
		return streetEnding(w, "straat") || streetEnding(w, "gracht") || streetEnding(w, "braut") ||
			streetEnding(w, "vaenget")
	case 'u':
		return streetEnding(w, "katu")
	case 'z':
		return streetEnding(w, "platz")
	}
	return false
}

// streetEnding reports whether w is the street word suffix or ends with
// it after three letters or more.
func streetEnding(w []byte, suffix string) bool {
	return len(w) == len(suffix) && string(w) == suffix ||
		len(w) >= len(suffix)+3 && string(w[len(w)-len(suffix):]) == suffix
}
