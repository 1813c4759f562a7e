"""German templates of the Faker corpus."""

MONTHS = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
DATE_FORMATS = ["%d.%m.%Y", "%d. %B %Y", "%Y-%m-%d", "%d.%m.%Y", "%d.%m.%y"]
DECIMAL = ","
NOUNS = ["Gleis", "Platz", "Lagerplatz", "Halle", "Zug", "Bahnsteig", "Tor", "Version", "Regal", "Stellplatz"]


def amount(x: float) -> str:
    """Spell an amount in German."""
    whole, cents = divmod(round(x * 100), 100)
    grouped = f"{whole:,}".replace(",", ".")
    return [f"{grouped},{cents:02d} €", f"{grouped},{cents:02d} EUR", f"{whole} Euro"][whole % 3]


POSITIVE: dict[str, list[str]] = {
    "chat": [
        "Hi, kannst du {person} unter {phone} zurückrufen? Es geht um Bestellung {n6}.",
        "{first} sagt, der Login von {ip4} war nicht sie, sollen wir das Konto sperren?",
        "Formular ist zurück: geboren am {dob}, {idcue} {natid}. Lege ich ab.",
        "Die Erstattung geht auf {iban}, Kontoinhaber {person}.",
        "Kannst du den Vertrag an {email} schicken? {first} bei {org} wartet darauf.",
        "Neue Adresse von {person}: {address}. Bitte vor dem {date} im CRM ändern.",
        "Er hat seine Kartennummer {card} in den Chat kopiert, bitte löschen",
        "Habe {ip6} nach 40 Fehlversuchen gesperrt, das Konto gehört {person} ({email}).",
        "Der Link, den {first} heute früh geschickt hat: {url}",
        "Die US-Kundin hat ihre SSN {ssn} am Telefon genannt, kannst du das mit der Akte abgleichen?",
    ],
    "ticket": [
        "Ticket Nr. {n5}\nBetreff: Bankverbindung lässt sich nicht ändern\n\nKunde {person} ({email}) meldet, "
        "dass die IBAN {iban} seit Version {ver} abgelehnt wird. Tel.: {phone}.",
        "[{n6}] Rückbuchung Karte {card}\nMelder: {person}\nFirma: {org}\nAblauf: {amount} am {date} bezahlt, "
        "doppelt abgebucht.",
        "Anfrage {n5} – Identitätsprüfung fehlgeschlagen\nName: {person}\nGeburtsdatum: {dob}\n{idcue}: {natid}\n"
        "Anschrift: {address}",
        "Fehler {n4}: Login-Warnungen\nNutzer {email} sieht Anmeldungen von {ip4} und {ip6}. Bitte telefonisch "
        "mit {first} klären ({phone}).",
        "Ticket {n6} – Zustellung fehlgeschlagen\nDas Paket für {person}, {address}, kam zurück. Ansprechpartner "
        "bei {org}: {person2}.",
        "Vorfall {n5}: {first} {last} hat eine Phishing-Seite unter {url} gemeldet.",
    ],
    "csv": [
        "name;email;telefon;geburtsdatum\n{person};{email};{phone};{dob}",
        "kundennr;inhaber;iban;firma\n{n6};{person};{iban};{org}",
        "{person};{ssn};{iban}",
        'id,vollname,anschrift,letzte_ip\n{n5},"{person}","{address}",{ip4}',
    ],
    "json": [
        '{"kunde": {"name": "{person}", "email": "{email}", "telefon": "{phone}"}, "bestellung": {n6}}',
        '{"ereignis": "anmeldung", "nutzer": "{email}", "ip": "{ip4}", "ip6": "{ip6}", "zeit": "{ts}"}',
        '{"zahlung": {"karte": "{card}", "inhaber": "{person}", "betrag": "{amount}"}, "status": "abgelehnt"}',
        '{"antragsteller": {"name": "{person}", "geburtsdatum": "{dob}", "rvnr": "{natid}", "anschrift": '
        '"{address}"}, "arbeitgeber": "{org}"}',
    ],
    "yaml": [
        'kontakt:\n  name: {person}\n  email: {email}\n  telefon: "{phone}"\n  webseite: {url}',
        "empfaenger:\n  inhaber: {person}\n  iban: {iban}\n  firma: {org}\nrhythmus: monatlich",
        'mitarbeiter:\n  personalnr: {n5}\n  name: {person}\n  geboren: "{dob}"\n  svnr: "{natid}"\n'
        '  anschrift: "{address}"',
    ],
    "log": [
        "{ts} {level} auth: Anmeldung fehlgeschlagen für {email} von {ip4}",
        "{ts} INFO Sitzung gestartet nutzer={email} ip={ip6}",
        "[{ts}] zahlung.buchung karte={card} betrag={amount} status=ok",
        '{ts} WARN kyc: Abweichung name="{person}" geb={dob} id={natid}',
        "{ts} DEBUG mailer: Nachricht an {person} <{email}> eingereiht, Rückruf {phone}",
    ],
    "code": [
        'sende_willkommen(name="{person}", email="{email}")',
        "INSERT INTO kunden (name, telefon, iban) VALUES ('{person}', '{phone}', '{iban}');",
        'const erlaubt = ["{ip4}", "{ip6}"]; // Büro-VPN von {org}',
        'testkunde = Kunde(name="{first} {last}", geburtsdatum="{dob}", svnr="{natid}", anschrift="{address}")',
    ],
    "email": [
        "Betreff: Ihre Rechnung {n6}\n\nSehr geehrte/r {person},\n\nanbei erhalten Sie die Rechnung {n6} über "
        "{amount}. Bitte überweisen Sie innerhalb von 30 Tagen auf {iban}.\n\nMit freundlichen Grüßen\n{person2}\n"
        "{org}\n{phone}",
        "Hallo {first},\n\ndanke für das Telefonat. Wie besprochen schicke ich die Unterlagen an {address}. Bei "
        "Änderungen erreichst du mich unter {phone} oder {email}.\n\nViele Grüße\n{person2}",
        "Von: {person} <{email}>\nAn: Personalabteilung\nBetreff: Geänderte Daten\n\nBitte aktualisieren Sie: "
        "Geburtsdatum {dob}, {idcue} {natid}, neue Anschrift {address}.\n\nDanke\n{first}",
        "Hallo,\n\nam {date} um {time} gab es eine Anmeldung in Ihrem Konto von {ip4}. Falls Sie das nicht waren, "
        "ändern Sie Ihr Passwort unter {url}.\n\nIhr Sicherheitsteam von {org}",
    ],
    "legal": [
        "Dieser Vertrag wird am {date} zwischen {org} mit Sitz in {address} und {person}, geboren am {dob}, "
        "nachfolgend „Arbeitnehmer“, geschlossen.",
        "Der Mieter, {person}, wohnhaft {address}, zahlt die monatliche Miete von {amount} auf das Konto {iban}, "
        "Inhaber {person2}.",
        "Zeugenaussage von {person} ({idcue} {natid}). Am {date} sah der Zeuge {person2} das Gelände von {org} "
        "verlassen.",
        "Die Parteien benennen {person} als Datenschutzbeauftragten, erreichbar unter {email} und {phone}.",
    ],
}

NOPII: dict[str, list[str]] = {
    "chat": [
        "Deployment von {service} {ver} ist durch, p95 wieder bei {n3} ms.",
        "Wer hat den Build kaputt gemacht? Commit {sha} scheitert seit {time} an Schritt {qty}.",
        "Mittagessen um {time}? Der Raum im {qty}. Stock ist frei.",
        "Die Paletten stehen auf {noun} {n2}, der Scanner zeigt noch Charge {n6}.",
    ],
    "ticket": [
        "Ticket Nr. {n5}\nBetreff: Export schlägt seit Version {ver} fehl\n\nSchritte: Bericht öffnen, {qty} "
        "Spalten wählen, exportieren. Erwartet: Datei. Ergebnis: Fehler {n3}. Build {sha}.",
        "[{n6}] Falsche MwSt. auf Rechnung {n7}\nDie Summe zeigt {amount} statt {amount2}.",
        "Anfrage {n5}: bitte das Kontingent von Projekt {n4} vor dem {date} von {qty} auf {n3} GB erhöhen.",
    ],
    "csv": [
        "artikel;ean;menge;preis\n{sku};{ean};{qty};{amount}",
        "build,commit,dauer_ms,status\n{n5},{sha},{n4},ok",
        "datum;bestellungen;retouren;umsatz\n{date};{n4};{qty};{amount}",
    ],
    "json": [
        '{"bestellnr": {n8}, "positionen": {qty}, "summe": "{amount}", "erstellt": "{ts}"}',
        '{"ereignis": "deployment", "dienst": "{service}", "version": "{ver}", "ts": {epoch}}',
        '{"artikel": {"ean": "{ean}", "nr": "{sku}", "bestand": {n3}}}',
    ],
    "yaml": [
        'image:\n  tag: "{ver}"\nreplicas: {qty}\nressourcen:\n  speicher: {n3}Mi',
        'auftrag:\n  id: {uuid}\n  zeitplan: "täglich {time}"\n  wiederholungen: {qty}',
        "release:\n  version: {ver4}\n  datum: {date}\n  pruefsumme: {sha}",
    ],
    "log": [
        "{ts} {level} {service}: Anfrage {uuid} dauerte {n3} ms",
        "{ts} INFO Planer: ts={epoch} Stapel={n6} Zeilen={n5}",
        "[{ts}] WARN Cache: Trefferquote {pct}, {n4} Schlüssel verdrängt",
        "{ts} INFO Updater: Agent auf Version {ver4} aktualisiert",
    ],
    "code": [
        'MAX_VERSUCHE = {qty}\nZEITLIMIT_MS = {n4}\nVERSION = "{ver}"',
        'if auftrag.summe > {n3}: rabatt_anwenden(auftrag, code="{sku}")',
        "SELECT nr, preis FROM artikel WHERE ean = '{ean}' AND bestand > {qty};",
    ],
    "email": [
        "Hallo zusammen,\n\nRelease {ver} erscheint am {date}. Bitte das Review von Ticket {n5} bis {time} "
        "abschließen. Die Änderungen stehen in Build {n6}.\n\nDanke",
        "Hallo,\n\nRechnung {n7} über {amount} ist bezahlt. Nächster Termin: {date}.\n\nGrüße\nBuchhaltung",
        "Sehr geehrte Kundin, sehr geehrter Kunde,\n\nIhre Bestellung {n8} mit {qty} Artikeln ist versandt. Die ISBN "
        "des Buches lautet {isbn}.\n\nIhr Kundenservice",
    ],
    "legal": [
        "§ {qty} Der Lieferant liefert die Ware binnen {n2} Tagen ab Bestellung vom {date} zum Gesamtpreis von "
        "{amount}.",
        "§ {n2} Dieser Vertrag tritt am {date} in Kraft und gilt {qty} Jahre, sofern er nicht mit einer Frist von "
        "{n2} Tagen gekündigt wird.",
        "Das Honorar von {amount} ist binnen dreißig Tagen fällig. Verzugszinsen betragen {pct} jährlich.",
    ],
}
