"""Italian templates of the Faker corpus."""

MONTHS = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
DATE_FORMATS = ["%d/%m/%Y", "%d %B %Y", "%Y-%m-%d", "%d-%m-%Y", "%d.%m.%Y"]
DECIMAL = ","
NOUNS = ["Binario", "Porta", "Corsia", "Banchina", "Capannone", "Piano", "Sala", "Versione", "Lotto", "Scaffale"]


def amount(x: float) -> str:
    """Spell an amount in Italian."""
    whole, cents = divmod(round(x * 100), 100)
    grouped = f"{whole:,}".replace(",", ".")
    return [f"{grouped},{cents:02d} €", f"€ {grouped},{cents:02d}", f"{whole} euro"][whole % 3]


POSITIVE: dict[str, list[str]] = {
    "chat": [
        "Ciao, puoi richiamare {person} al {phone}? È per l'ordine {n6}.",
        "{first} dice che l'accesso da {ip4} non era lei, blocchiamo l'account?",
        "È tornato il modulo: nato il {dob}, {idcue} {natid}. Lo archivio.",
        "Il rimborso va su {iban}, intestatario {person}.",
        "Puoi mandare il contratto a {email}? {first} di {org} lo aspetta.",
        "Nuovo indirizzo di {person}: {address}. Da aggiornare prima del {date}.",
        "Ha incollato il numero della carta {card} in chat, cancellalo per favore",
        "Ho bloccato {ip6} dopo 40 tentativi falliti, l'account è di {person} ({email}).",
        "Il link che {first} ha mandato stamattina: {url}",
        "La cliente americana ha dato il suo SSN {ssn} al telefono, puoi verificarlo con la pratica?",
    ],
    "ticket": [
        "Ticket n. {n5}\nOggetto: impossibile modificare le coordinate bancarie\n\nIl cliente {person} ({email}) "
        "segnala che l'IBAN {iban} viene rifiutato dalla versione {ver}. Tel.: {phone}.",
        "[{n6}] Storno sulla carta {card}\nRichiedente: {person}\nAzienda: {org}\nDettagli: pagato {amount} il "
        "{date}, addebitato due volte.",
        "Richiesta {n5} – verifica d'identità fallita\nNome: {person}\nData di nascita: {dob}\n{idcue}: {natid}\n"
        "Indirizzo: {address}",
        "Bug {n4}: avvisi di accesso\nL'utente {email} vede accessi da {ip4} e {ip6}. Verificare con {first} al "
        "telefono ({phone}).",
        "Ticket {n6} – consegna non riuscita\nIl pacco di {person}, {address}, è tornato indietro. Referente presso "
        "{org}: {person2}.",
        "Incidente {n5}: {first} {last} ha segnalato una pagina di phishing su {url}.",
    ],
    "csv": [
        "nome;email;telefono;data_nascita\n{person};{email};{phone};{dob}",
        "id_cliente;intestatario;iban;azienda\n{n6};{person};{iban};{org}",
        "{person};{ssn};{iban}",
        'id,nome_completo,indirizzo,ultimo_ip\n{n5},"{person}","{address}",{ip4}',
    ],
    "json": [
        '{"cliente": {"nome": "{person}", "email": "{email}", "telefono": "{phone}"}, "ordine": {n6}}',
        '{"evento": "accesso", "utente": "{email}", "ip": "{ip4}", "ip6": "{ip6}", "ora": "{ts}"}',
        '{"pagamento": {"carta": "{card}", "intestatario": "{person}", "importo": "{amount}"}, "stato": "rifiutato"}',
        '{"richiedente": {"nome": "{person}", "nascita": "{dob}", "codice_fiscale": "{natid}", "indirizzo": '
        '"{address}"}, "datore": "{org}"}',
    ],
    "yaml": [
        'contatto:\n  nome: {person}\n  email: {email}\n  telefono: "{phone}"\n  sito: {url}',
        "beneficiario:\n  intestatario: {person}\n  iban: {iban}\n  azienda: {org}\nfrequenza: mensile",
        'dipendente:\n  matricola: {n5}\n  nome: {person}\n  nato_il: "{dob}"\n  cf: "{natid}"\n'
        '  indirizzo: "{address}"',
    ],
    "log": [
        "{ts} {level} auth: accesso fallito per {email} da {ip4}",
        "{ts} INFO sessione avviata utente={email} ip={ip6}",
        "[{ts}] pagamento.cattura carta={card} importo={amount} stato=ok",
        '{ts} WARN kyc: discrepanza nome="{person}" nascita={dob} id={natid}',
        "{ts} DEBUG mailer: messaggio in coda per {person} <{email}>, richiamare al {phone}",
    ],
    "code": [
        'invia_benvenuto(nome="{person}", email="{email}")',
        "INSERT INTO clienti (nome, telefono, iban) VALUES ('{person}', '{phone}', '{iban}');",
        'const consentiti = ["{ip4}", "{ip6}"]; // VPN dell\'ufficio di {org}',
        'cliente_test = Cliente(nome="{first} {last}", nascita="{dob}", cf="{natid}", indirizzo="{address}")',
    ],
    "email": [
        "Oggetto: La sua fattura {n6}\n\nGentile {person},\n\nin allegato la fattura {n6} di {amount}. La preghiamo "
        "di effettuare il bonifico sul conto {iban} entro 30 giorni.\n\nCordiali saluti,\n{person2}\n{org}\n{phone}",
        "Ciao {first},\n\ngrazie per la telefonata. Come d'accordo, spedisco i documenti a {address}. Se cambia "
        "qualcosa, chiamami al {phone} o scrivi a {email}.\n\nA presto,\n{person2}",
        "Da: {person} <{email}>\nA: Ufficio personale\nOggetto: Aggiornamento dati\n\nVi prego di aggiornare: data "
        "di nascita {dob}, {idcue} {natid}, nuovo indirizzo {address}.\n\nGrazie,\n{first}",
        "Salve,\n\nabbiamo rilevato un accesso al suo account da {ip4} il {date} alle {time}. Se non è stato lei, "
        "cambi la password su {url}.\n\nIl team sicurezza di {org}",
    ],
    "legal": [
        "Il presente contratto è stipulato il {date} tra {org}, con sede legale in {address}, e {person}, nato/a il "
        "{dob}, di seguito «il Dipendente».",
        "Il Conduttore, {person}, residente in {address}, corrisponde il canone mensile di {amount} mediante "
        "bonifico sul conto {iban} intestato a {person2}.",
        "Dichiarazione testimoniale di {person} ({idcue} {natid}). Il {date} il testimone ha visto {person2} "
        "uscire dai locali di {org}.",
        "Le Parti nominano {person} responsabile della protezione dei dati, raggiungibile a {email} e al {phone}.",
    ],
}

NOPII: dict[str, list[str]] = {
    "chat": [
        "Deploy di {service} {ver} completato, il p95 è tornato a {n3} ms.",
        "Chi ha rotto la build? Il commit {sha} fallisce al passo {qty} dalle {time}.",
        "Pranzo alle {time}? La sala al {qty}° piano è libera.",
        "I bancali sono in {noun} {n2}, lo scanner mostra ancora il lotto {n6}.",
    ],
    "ticket": [
        "Ticket n. {n5}\nOggetto: l'esportazione fallisce dalla {ver}\n\nPassi: aprire il report, scegliere {qty} "
        "colonne, esportare. Atteso: un file. Ottenuto: errore {n3}. Build {sha}.",
        "[{n6}] IVA errata sulla fattura {n7}\nIl totale mostra {amount} invece di {amount2}.",
        "Richiesta {n5}: aumentare la quota del progetto {n4} da {qty} a {n3} GB entro il {date}.",
    ],
    "csv": [
        "cod;ean;qta;prezzo\n{sku};{ean};{qty};{amount}",
        "build,commit,durata_ms,stato\n{n5},{sha},{n4},ok",
        "data;ordini;resi;ricavi\n{date};{n4};{qty};{amount}",
    ],
    "json": [
        '{"id_ordine": {n8}, "articoli": {qty}, "totale": "{amount}", "creato": "{ts}"}',
        '{"evento": "rilascio", "servizio": "{service}", "versione": "{ver}", "ts": {epoch}}',
        '{"prodotto": {"ean": "{ean}", "cod": "{sku}", "giacenza": {n3}}}',
    ],
    "yaml": [
        'image:\n  tag: "{ver}"\nreplicas: {qty}\nrisorse:\n  memoria: {n3}Mi',
        'lavoro:\n  id: {uuid}\n  pianificazione: "ogni giorno alle {time}"\n  tentativi: {qty}',
        "rilascio:\n  versione: {ver4}\n  data: {date}\n  checksum: {sha}",
    ],
    "log": [
        "{ts} {level} {service}: richiesta {uuid} in {n3} ms",
        "{ts} INFO pianificatore: ts={epoch} lotto={n6} righe={n5}",
        "[{ts}] WARN cache: hit ratio {pct}, {n4} chiavi rimosse",
        "{ts} INFO aggiornamento: agente portato alla versione {ver4}",
    ],
    "code": [
        'MAX_TENTATIVI = {qty}\nTIMEOUT_MS = {n4}\nVERSIONE = "{ver}"',
        'if ordine.totale > {n3}: applica_sconto(ordine, codice="{sku}")',
        "SELECT cod, prezzo FROM prodotti WHERE ean = '{ean}' AND giacenza > {qty};",
    ],
    "email": [
        "Ciao a tutti,\n\nla versione {ver} esce il {date}. Chiudete la revisione del ticket {n5} entro le {time}. "
        "Le modifiche sono nella build {n6}.\n\nGrazie",
        "Buongiorno,\n\nla fattura {n7} di {amount} è stata pagata. Prossima verifica: {date}.\n\nSaluti,\n"
        "Amministrazione",
        "Gentile cliente,\n\nil suo ordine {n8} con {qty} articoli è stato spedito. L'ISBN del libro è {isbn}.\n\n"
        "Servizio clienti",
    ],
    "legal": [
        "Articolo {qty}. Il Fornitore consegna la merce entro {n2} giorni dall'ordine del {date}, per un importo "
        "complessivo di {amount}.",
        "Articolo {n2}: Il presente contratto entra in vigore il {date} e ha durata di {qty} anni, salvo disdetta "
        "con preavviso di {n2} giorni.",
        "Il compenso di {amount} è pagabile a trenta giorni. I ritardi comportano interessi del {pct} annuo.",
    ],
}
