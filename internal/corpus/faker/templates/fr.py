"""French templates of the Faker corpus."""

MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
DATE_FORMATS = ["%d/%m/%Y", "%d %B %Y", "%Y-%m-%d", "%d/%m/%Y", "%d.%m.%Y"]
DECIMAL = ","
NOUNS = ["Quai", "Porte", "Allée", "Salle", "Victoire", "Étage", "Voie", "Version", "Rayon", "Lot"]


def amount(x: float) -> str:
    """Spell an amount in French."""
    whole, cents = divmod(round(x * 100), 100)
    grouped = f"{whole:,}".replace(",", "\u202f")
    return [f"{grouped},{cents:02d} €", f"{grouped},{cents:02d} EUR", f"{whole} euros"][whole % 3]


POSITIVE: dict[str, list[str]] = {
    "chat": [
        "Salut, tu peux rappeler {person} au {phone} ? C'est pour la commande {n6}.",
        "{first} dit que la connexion depuis {ip4} n'était pas elle, on bloque le compte ?",
        "Le formulaire est revenu : né le {dob}, {idcue} {natid}. Je l'archive.",
        "Le remboursement part sur {iban}, titulaire {person}.",
        "Tu peux envoyer le contrat à {email} ? {first} chez {org} l'attend.",
        "Nouvelle adresse de {person} : {address}. À mettre à jour avant le {date}.",
        "Il a collé son numéro de carte {card} dans le chat, à supprimer stp",
        "J'ai bloqué {ip6} après 40 échecs, le compte est à {person} ({email}).",
        "Le lien que {first} a envoyé ce matin : {url}",
        "La cliente américaine a donné son SSN {ssn} au téléphone, tu peux vérifier le dossier ?",
    ],
    "ticket": [
        "Ticket n° {n5}\nObjet : impossible de modifier le RIB\n\nLe client {person} ({email}) signale que l'IBAN "
        "{iban} est refusé depuis la version {ver}. Tél. : {phone}.",
        "[{n6}] Opposition sur la carte {card}\nDemandeur : {person}\nSociété : {org}\nDétail : paiement de "
        "{amount} le {date}, débité deux fois.",
        "Demande {n5} – échec du contrôle d'identité\nNom : {person}\nDate de naissance : {dob}\n{idcue} : {natid}"
        "\nAdresse : {address}",
        "Anomalie {n4} : alertes de connexion\nL'utilisateur {email} voit des connexions depuis {ip4} et {ip6}. "
        "Vérifier avec {first} par téléphone ({phone}).",
        "Ticket {n6} – colis retourné\nLe colis de {person}, {address}, est revenu. Contact chez {org} : {person2}.",
        "Incident {n5} : {first} {last} a signalé une page d'hameçonnage à l'adresse {url}.",
    ],
    "csv": [
        "nom;courriel;téléphone;date_naissance\n{person};{email};{phone};{dob}",
        "id_client;titulaire;iban;société\n{n6};{person};{iban};{org}",
        "{person};{ssn};{iban}",
        'id,nom_complet,adresse,derniere_ip\n{n5},"{person}","{address}",{ip4}',
    ],
    "json": [
        '{"client": {"nom": "{person}", "courriel": "{email}", "telephone": "{phone}"}, "commande": {n6}}',
        '{"evenement": "connexion", "utilisateur": "{email}", "ip": "{ip4}", "ip6": "{ip6}", "horodatage": "{ts}"}',
        '{"paiement": {"carte": "{card}", "titulaire": "{person}", "montant": "{amount}"}, "statut": "refusé"}',
        '{"demandeur": {"nom": "{person}", "date_naissance": "{dob}", "nir": "{natid}", "adresse": "{address}"}, '
        '"employeur": "{org}"}',
    ],
    "yaml": [
        'contact:\n  nom: {person}\n  courriel: {email}\n  telephone: "{phone}"\n  site: {url}',
        "beneficiaire:\n  titulaire: {person}\n  iban: {iban}\n  societe: {org}\nfrequence: mensuelle",
        'salarie:\n  matricule: {n5}\n  nom: {person}\n  ne_le: "{dob}"\n  numero_secu: "{natid}"\n'
        '  adresse: "{address}"',
    ],
    "log": [
        "{ts} {level} auth : échec de connexion pour {email} depuis {ip4}",
        "{ts} INFO session ouverte utilisateur={email} ip={ip6}",
        "[{ts}] paiement.capture carte={card} montant={amount} statut=ok",
        '{ts} WARN kyc : incohérence nom="{person}" naissance={dob} id={natid}',
        "{ts} DEBUG mailer : message en file pour {person} <{email}>, rappel au {phone}",
    ],
    "code": [
        'envoyer_bienvenue(nom="{person}", courriel="{email}")',
        "INSERT INTO clients (nom, telephone, iban) VALUES ('{person}', '{phone}', '{iban}');",
        'const listeBlanche = ["{ip4}", "{ip6}"]; // VPN du bureau de {org}',
        'client_test = Client(nom="{first} {last}", naissance="{dob}", nir="{natid}", adresse="{address}")',
    ],
    "email": [
        "Objet : Votre facture {n6}\n\nBonjour {person},\n\nVeuillez trouver ci-joint la facture {n6} d'un montant "
        "de {amount}, à régler sur le compte {iban} sous 30 jours.\n\nCordialement,\n{person2}\n{org}\n{phone}",
        "Bonjour {first},\n\nMerci pour l'appel de ce matin. Comme convenu, j'envoie les documents au {address}. "
        "En cas de changement, joignez-moi au {phone} ou à {email}.\n\nBien à vous,\n{person2}",
        "De : {person} <{email}>\nÀ : service RH\nObjet : mise à jour de mon dossier\n\nMerci de noter : date de "
        "naissance {dob}, {idcue} {natid}, nouvelle adresse {address}.\n\nMerci,\n{first}",
        "Bonjour,\n\nUne connexion à votre compte a eu lieu depuis {ip4} le {date} à {time}. Si ce n'était pas "
        "vous, changez votre mot de passe sur {url}.\n\nL'équipe sécurité de {org}",
    ],
    "legal": [
        "Le présent contrat est conclu le {date} entre {org}, dont le siège est situé {address}, et {person}, "
        "né(e) le {dob}, ci-après « le Salarié ».",
        "Le Locataire, {person}, demeurant {address}, s'acquitte du loyer mensuel de {amount} par virement sur le "
        "compte {iban} ouvert au nom de {person2}.",
        "Témoignage de {person} ({idcue} {natid}). Le {date}, le témoin a vu {person2} quitter les locaux de {org}.",
        "Les Parties désignent {person} comme délégué à la protection des données, joignable à {email} et au {phone}.",
    ],
}

NOPII: dict[str, list[str]] = {
    "chat": [
        "Déploiement de {service} {ver} terminé, le p95 est revenu à {n3} ms.",
        "Qui a cassé le build ? Le commit {sha} échoue à l'étape {qty} depuis {time}.",
        "On déjeune à {time} ? La salle du {qty}e étage est libre.",
        "Les palettes sont en {noun} {n2}, le scanner affiche toujours le lot {n6}.",
    ],
    "ticket": [
        "Ticket n° {n5}\nObjet : l'export échoue depuis la {ver}\n\nÉtapes : ouvrir le rapport, choisir {qty} "
        "colonnes, exporter. Attendu : un fichier. Obtenu : erreur {n3}. Build {sha}.",
        "[{n6}] TVA erronée sur la facture {n7}\nLe total affiche {amount} au lieu de {amount2}.",
        "Demande {n5} : merci de passer le quota du projet {n4} de {qty} à {n3} Go avant le {date}.",
    ],
    "csv": [
        "ref;ean;qte;prix\n{sku};{ean};{qty};{amount}",
        "build,commit,duree_ms,statut\n{n5},{sha},{n4},ok",
        "date;commandes;retours;ca\n{date};{n4};{qty};{amount}",
    ],
    "json": [
        '{"id_commande": {n8}, "articles": {qty}, "total": "{amount}", "cree_le": "{ts}"}',
        '{"evenement": "deploiement", "service": "{service}", "version": "{ver}", "ts": {epoch}}',
        '{"produit": {"ean": "{ean}", "ref": "{sku}", "stock": {n3}}}',
    ],
    "yaml": [
        'image:\n  tag: "{ver}"\nreplicas: {qty}\nressources:\n  memoire: {n3}Mi',
        'tache:\n  id: {uuid}\n  planification: "tous les jours à {time}"\n  essais: {qty}',
        "version:\n  numero: {ver4}\n  date: {date}\n  empreinte: {sha}",
    ],
    "log": [
        "{ts} {level} {service} : requête {uuid} traitée en {n3} ms",
        "{ts} INFO planificateur : ts={epoch} lot={n6} lignes={n5}",
        "[{ts}] WARN cache : taux de succès {pct}, {n4} clés évincées",
        "{ts} INFO mise à jour : agent passé en version {ver4}",
    ],
    "code": [
        'ESSAIS_MAX = {qty}\nDELAI_MS = {n4}\nVERSION = "{ver}"',
        'if commande.total > {n3}: appliquer_remise(commande, code="{sku}")',
        "SELECT ref, prix FROM produits WHERE ean = '{ean}' AND stock > {qty};",
    ],
    "email": [
        "Bonjour à tous,\n\nLa version {ver} sort le {date}. Merci de finir la relecture du ticket {n5} avant "
        "{time}. Le journal des modifications est dans le build {n6}.\n\nMerci",
        "Bonjour,\n\nLa facture {n7} de {amount} est réglée. Prochain point : {date}.\n\nCordialement,\n"
        "La comptabilité",
        "Chère cliente, cher client,\n\nVotre commande {n8} de {qty} articles est expédiée. L'ISBN du livre est "
        "{isbn}.\n\nLe service client",
    ],
    "legal": [
        "Article {qty}. Le Fournisseur livre les marchandises dans un délai de {n2} jours à compter de la commande "
        "du {date}, pour un montant total de {amount}.",
        "Article {n2} : Le présent contrat entre en vigueur le {date} pour une durée de {qty} ans, sauf résiliation "
        "avec un préavis de {n2} jours.",
        "Les honoraires de {amount} sont payables à trente jours. Tout retard porte intérêt au taux de {pct} l'an.",
    ],
}
