"""English templates of the Faker corpus."""

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
DATE_FORMATS = ["%d %B %Y", "%B %d, %Y", "%d/%m/%Y", "%Y-%m-%d", "%d %b %Y"]
DECIMAL = "."
NOUNS = ["Platform", "Gate", "Aisle", "Bay", "Dock", "Version", "Level", "Batch", "Station", "Block"]


def amount(x: float) -> str:
    """Spell an amount in English."""
    whole, cents = divmod(round(x * 100), 100)
    return ["£{:,}.{:02d}", "${:,}.{:02d}", "EUR {:,}.{:02d}"][whole % 3].format(whole, cents)


POSITIVE: dict[str, list[str]] = {
    "chat": [
        "Hey, can you call {person} back on {phone}? It's about order {n6}.",
        "{first} says the login from {ip4} wasn't her, can we lock the account?",
        "Just got the form back: DOB {dob}, {idcue} {natid}. Filing it now.",
        "Refund goes to {iban}, account holder {person}.",
        "Can you send the contract to {email}? {first} at {org} is waiting for it.",
        "New address for {person}: {address}. Update the CRM before the {date} run.",
        "They pasted the full card number {card} in the chat, please purge it",
        "Blocked {ip6} after 40 failed logins, owner is {person} ({email}).",
        "Link {first} shared this morning: {url}",
        "Customer gave SSN {ssn} on the phone, can you check it against the file?",
    ],
    "ticket": [
        "Ticket #{n5}\nSubject: Cannot update billing details\n\nCustomer {person} ({email}) reports that the IBAN "
        "{iban} is rejected since version {ver}. Phone: {phone}.",
        "[{n6}] Chargeback on card {card}\nReporter: {person}\nCompany: {org}\nSteps: paid {amount} on {date}, "
        "charged twice.",
        "Support request {n5} - identity check failed\nName: {person}\nDate of birth: {dob}\n{idcue}: {natid}\n"
        "Address: {address}",
        "Bug {n4}: login alerts\nUser {email} sees sign-ins from {ip4} and {ip6}. Please verify with {first} by "
        "phone ({phone}).",
        "Ticket {n6} - delivery failed\nThe parcel for {person}, {address}, came back. Contact at {org}: {person2}.",
        "Incident {n5}: {first} {last} reported a phishing page at {url}.",
    ],
    "csv": [
        "name;email;phone;date_of_birth\n{person};{email};{phone};{dob}",
        "customer_id;holder;iban;company\n{n6};{person};{iban};{org}",
        "{person};{ssn};{iban}",
        'id,full_name,street,last_ip\n{n5},"{person}","{address}",{ip4}',
    ],
    "json": [
        '{"customer": {"name": "{person}", "email": "{email}", "phone": "{phone}"}, "order": {n6}}',
        '{"event": "login", "user": "{email}", "ip": "{ip4}", "ip6": "{ip6}", "ts": "{ts}"}',
        '{"payment": {"card": "{card}", "holder": "{person}", "amount": "{amount}"}, "status": "declined"}',
        '{"applicant": {"name": "{person}", "dob": "{dob}", "national_id": "{natid}", "address": "{address}"}, '
        '"employer": "{org}"}',
    ],
    "yaml": [
        'contact:\n  name: {person}\n  email: {email}\n  phone: "{phone}"\n  website: {url}',
        "payee:\n  holder: {person}\n  iban: {iban}\n  company: {org}\nschedule: monthly",
        'employee:\n  id: {n5}\n  name: {person}\n  born: "{dob}"\n  national_id: "{natid}"\n  address: "{address}"',
    ],
    "log": [
        "{ts} {level} auth: failed login for {email} from {ip4}",
        "{ts} INFO session started user={email} ip={ip6} ua=Mozilla/5.0",
        "[{ts}] payment.capture card={card} amount={amount} status=ok",
        '{ts} WARN kyc: mismatch name="{person}" dob={dob} id={natid}',
        "{ts} DEBUG mailer: queued message to {person} <{email}>, callback {phone}",
    ],
    "code": [
        'send_welcome(name="{person}", email="{email}")',
        "INSERT INTO customers (name, phone, iban) VALUES ('{person}', '{phone}', '{iban}');",
        'const allowlist = ["{ip4}", "{ip6}"]; // office VPN of {org}',
        'test_user = User(name="{first} {last}", dob="{dob}", ssn="{natid}", address="{address}")',
    ],
    "email": [
        "Subject: Your invoice {n6}\n\nDear {person},\n\nPlease find attached invoice {n6} of {amount}. Payment to "
        "{iban} within 30 days.\n\nKind regards,\n{person2}\n{org}\n{phone}",
        "Hi {first},\n\nThanks for the call today. As agreed, I'll send the documents to {address}. If anything "
        "changes, reach me at {phone} or {email}.\n\nBest,\n{person2}",
        "From: {person} <{email}>\nTo: HR team\nSubject: Updated details\n\nPlease update my records: date of birth "
        "{dob}, {idcue} {natid}, new address {address}.\n\nThanks,\n{first}",
        "Hello,\n\nWe noticed a sign-in to your account from {ip4} on {date} at {time}. If this wasn't you, reset "
        "your password at {url}.\n\nThe security team at {org}",
    ],
    "legal": [
        "This agreement is made on {date} between {org}, a company registered at {address}, and {person}, born on "
        '{dob}, hereinafter "the Employee".',
        "The Tenant, {person}, residing at {address}, shall pay the monthly rent of {amount} by transfer to account "
        "{iban} held by {person2}.",
        "Witness statement of {person} ({idcue} {natid}). On {date}, the witness saw {person2} leave the premises of "
        "{org}.",
        "The Parties designate {person} as data protection officer, reachable at {email} and {phone}.",
    ],
}

NOPII: dict[str, list[str]] = {
    "chat": [
        "Deploy of {service} {ver} done, p95 back to {n3} ms.",
        "Who broke the build? Commit {sha} fails on step {qty} since {time}.",
        "Lunch at {time}? The meeting room on floor {qty} is free.",
        "Moved the pallets to {noun} {n2}, the scanner still says lot {n6}.",
    ],
    "ticket": [
        "Ticket #{n5}\nSubject: Export fails after upgrade to {ver}\n\nSteps: open the report, pick {qty} columns, "
        "click export. Expected a file, got error {n3}. Build {sha}.",
        "[{n6}] Wrong VAT on invoice {n7}\nThe total shows {amount} instead of {amount2}.",
        "Request {n5}: please raise the quota of project {n4} from {qty} to {n3} GB before {date}.",
    ],
    "csv": [
        "sku;ean;qty;price\n{sku};{ean};{qty};{amount}",
        "build,commit,duration_ms,status\n{n5},{sha},{n4},passed",
        "date;orders;refunds;revenue\n{date};{n4};{qty};{amount}",
    ],
    "json": [
        '{"order_id": {n8}, "items": {qty}, "total": "{amount}", "created": "{ts}"}',
        '{"event": "deploy", "service": "{service}", "version": "{ver}", "ts": {epoch}}',
        '{"product": {"ean": "{ean}", "sku": "{sku}", "stock": {n3}}}',
    ],
    "yaml": [
        'image:\n  tag: "{ver}"\nreplicas: {qty}\nresources:\n  memory: {n3}Mi',
        'job:\n  id: {uuid}\n  schedule: "{time} daily"\n  retries: {qty}',
        "release:\n  version: {ver4}\n  date: {date}\n  checksum: {sha}",
    ],
    "log": [
        "{ts} {level} {service}: request {uuid} took {n3} ms",
        "{ts} INFO scheduler: ts={epoch} batch={n6} rows={n5}",
        "[{ts}] WARN cache: hit ratio {pct}, evicted {n4} keys",
        "{ts} INFO updater: upgraded agent to version {ver4}",
    ],
    "code": [
        'MAX_RETRIES = {qty}\nTIMEOUT_MS = {n4}\nVERSION = "{ver}"',
        'if order.total > {n3}: apply_discount(order, code="{sku}")',
        "SELECT sku, price FROM products WHERE ean = '{ean}' AND stock > {qty};",
    ],
    "email": [
        "Hello team,\n\nRelease {ver} ships on {date}. Please finish the review of ticket {n5} by {time}. The "
        "changelog is in build {n6}.\n\nThanks",
        "Hi all,\n\nInvoice {n7} of {amount} has been paid. Next review: {date}.\n\nRegards,\nAccounts",
        "Dear customer,\n\nYour order {n8} with {qty} items has shipped. The ISBN of the book is {isbn}.\n\n"
        "Kind regards,\nCustomer service",
    ],
    "legal": [
        "Article {qty}. The Supplier shall deliver the goods within {n2} days of the order date, {date}, for the "
        "total amount of {amount}.",
        "Clause {n2}: This agreement enters into force on {date} and remains valid for {qty} years unless "
        "terminated with {n2} days' notice.",
        "The fee of {amount} is payable within thirty days. Late payments bear interest at {pct} per annum.",
    ],
}
