"""Write the Faker corpus: labelled messages in five languages and ten styles.

Values come from Faker's locales (their own formats for names, phone numbers,
IBANs, national identifiers, addresses, companies); the templates around them
live in ``templates/``, one module per language. Every example is seeded from
its id, so the output depends on the seed, the templates and the pinned Faker
version only.

Run from the repository root::

    python internal/corpus/faker/generate.py          # rewrite data and manifest
    python internal/corpus/faker/generate.py --check  # fail when they differ

``internal/corpus/README.md`` describes the records, the split and the rules.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import itertools
import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from types import ModuleType

import phonenumbers
from faker import Faker

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from templates import de, en, es, fr, it  # noqa: E402

SEED = 20261206
# SPLIT_SEED and the rule in part_of are those of corpus.PartOf in Go.
SPLIT_SEED = "piighost-split-2"
DATA = HERE.parent / "data" / "faker.jsonl"
MANIFEST = HERE / "manifest.json"
INPUTS = ("generate.py", "requirements.txt", *(f"templates/{m}.py" for m in ("__init__", "en", "fr", "de", "es", "it")))

LANGS: dict[str, ModuleType] = {"en": en, "fr": fr, "de": de, "es": es, "it": it}
# The locales whose values a language's templates carry, the first the most
# often; one draw in five takes another language's locale.
LOCALES: dict[str, list[str]] = {
    "en": ["en_US", "en_GB", "en_US", "nl_NL", "en_US", "pt_PT"],
    "fr": ["fr_FR"],
    "de": ["de_DE"],
    "es": ["es_ES"],
    "it": ["it_IT"],
}
ALL_LOCALES = ["fr_FR", "de_DE", "es_ES", "it_IT", "nl_NL", "pt_PT", "en_GB", "en_US"]
REGION = {
    "fr_FR": "FR",
    "de_DE": "DE",
    "es_ES": "ES",
    "it_IT": "IT",
    "nl_NL": "NL",
    "pt_PT": "PT",
    "en_GB": "GB",
    "en_US": "US",
}
STYLES = ("chat", "chat_lower", "ticket", "csv", "json", "yaml", "log", "code", "email", "legal")
POSITIVE_DRAWS = 6
NOPII_DRAWS = 4

SLOT = re.compile(r"\{([a-z_]+?)(\d?)\}")


def part_of(key: str) -> str:
    """Return the part of an example whose split key is key: sealed when the
    first byte of SHA-256(seed, NUL, key) is odd."""
    digest = hashlib.sha256(SPLIT_SEED.encode() + b"\x00" + key.encode()).digest()
    return "sealed" if digest[0] & 1 else "tuning"


@dataclass
class Span:
    """A labelled value: code-point offsets, half-open."""

    label: str
    start: int
    end: int
    value: str


@dataclass
class Example:
    """One record of the corpus."""

    id: str
    lang: str
    locale: str
    style: str
    group: str
    text: str
    spans: list[Span] = field(default_factory=list)

    def record(self) -> dict[str, object]:
        """Return the JSON object of the record."""
        return {
            "id": self.id,
            "lang": self.lang,
            "locale": self.locale,
            "style": self.style,
            "group": self.group,
            "split": part_of(self.group),
            "text": self.text,
            "spans": [{"label": s.label, "start": s.start, "end": s.end, "value": s.value} for s in self.spans],
        }


def seed_of(key: str) -> int:
    """Return a 64-bit seed for key."""
    return int.from_bytes(hashlib.sha256(f"{SEED}/{key}".encode()).digest()[:8], "big")


class Values:
    """The values of one example, drawn once per slot name and index."""

    def __init__(
        self, lang: str, locale: str, rng: random.Random, fake: Faker, us_faker: Faker, single_line: bool
    ) -> None:
        self.lang = lang
        self.us_faker = us_faker
        self.locale = locale
        self.rng = rng
        self.fake = fake
        self.single_line = single_line
        self.mod = LANGS[lang]
        self.cache: dict[str, tuple[str, str | None]] = {}

    def get(self, name: str, idx: str) -> tuple[str, str | None]:
        """Return the value of slot name (and its label, None for no PII).
        The digit idx tells apart two values of one name ({person2}), or
        shapes them ({n5}: five digits, {ip6}: IPv6)."""
        key = name + idx
        if key not in self.cache:
            self.cache[key] = self.draw(name, idx)
        return self.cache[key]

    def person(self, idx: str) -> tuple[str, str]:
        """Return a first name and a surname, kept for the slot index."""
        k = "_person" + idx
        if k not in self.cache:
            self.cache[k] = (self.fake.first_name(), self.fake.last_name())
        first, last = self.cache[k]
        assert last is not None
        return first, last

    def draw(self, name: str, idx: str) -> tuple[str, str | None]:
        """Draw a fresh value for a slot."""
        f, r = self.fake, self.rng
        if name == "person":
            first, last = self.person(idx)
            return (f"{last}, {first}" if r.random() < 0.1 else f"{first} {last}"), "PERSON"
        if name == "first":
            return self.person(idx)[0], "PERSON"
        if name == "last":
            return self.person(idx)[1], "PERSON"
        if name == "org":
            return f.company(), "ORGANIZATION"
        if name == "dob":
            born = f.date_between(dt.date(1936, 1, 1), dt.date(2007, 12, 31))
            return self.format_date(born), "DATE_OF_BIRTH"
        if name == "address":
            return self.address(), "STREET_ADDRESS"
        if name == "street":
            return clean(f.street_address()).replace("\n", ", "), "STREET_ADDRESS"
        if name == "email":
            return (f.email() if r.random() < 0.6 else f.free_email()), "EMAIL"
        if name == "url":
            return (f.url() if r.random() < 0.4 else f.uri()), "URL"
        if name == "ip" and idx == "4":
            return f.ipv4(), "IPV4"
        if name == "ip" and idx == "6":
            return f.ipv6(), "IPV6"
        if name == "card":
            return group_card(f.credit_card_number(), r), "CREDIT_CARD"
        if name == "iban":
            iban: str = f.iban()
            if r.random() < 0.5:
                iban = " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
            return iban, "IBAN"
        if name == "phone":
            return self.phone(), "PHONE"
        if name == "natid":
            return self.national_id()
        if name == "ssn":
            return self.us_ssn(), "US_SSN"
        if name == "idcue":
            return r.choice(ID_CUES[self.locale]), None
        return self.plain(name, idx), None

    def format_date(self, d: dt.date) -> str:
        """Spell a date in one of the language's formats."""
        fmt = self.rng.choice(self.mod.DATE_FORMATS)
        if self.lang == "en" and self.locale == "en_US" and fmt == "%d/%m/%Y":
            fmt = "%m/%d/%Y"
        month = self.mod.MONTHS[d.month - 1]
        out = fmt.replace("%B", month).replace("%b", month[:3])
        return d.strftime(out.replace("%-d", str(d.day)))

    def address(self) -> str:
        """Return a street address, with postcode and city two times in three."""
        if self.rng.random() < 0.33:
            return clean(self.fake.street_address()).replace("\n", ", ")
        addr = clean(self.fake.address())
        if self.single_line:
            addr = addr.replace("\n", ", ")
        return addr

    def phone(self) -> str:
        """Return a phone number of the locale's plan, as Faker spells it."""
        region = REGION[self.locale]
        for _ in range(100):
            raw = re.sub(r"\s*(x|ext\.?)\s*\d+$", "", self.fake.phone_number()).strip()
            try:
                if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
                    return raw
            except phonenumbers.NumberParseException:
                continue
        raise RuntimeError(f"no valid {region} phone number in 100 draws")

    def national_id(self) -> tuple[str, str]:
        """Return the locale's national identifier and its label."""
        f, loc = self.fake, self.locale
        if loc == "en_US":
            return self.us_ssn(), "US_SSN"
        if loc == "de_DE":
            return f.rvnr(birthdate=f.date_between(dt.date(1936, 1, 1), dt.date(2007, 12, 31))), "NATIONAL_ID"
        if loc == "es_ES":
            return self.spanish_id(), "NATIONAL_ID"
        if loc == "pt_PT":
            return f.vat_id().removeprefix("PT"), "NATIONAL_ID"
        return f.ssn(), "NATIONAL_ID"

    def spanish_id(self) -> str:
        """Return a Spanish DNI/NIF (eight digits) or NIE (X, Y or Z and seven
        digits) with its check letter (Faker's own draws from an unseeded
        generator)."""
        r = self.rng
        if r.random() < 0.7:
            digits = f"{r.randint(0, 99_999_999):08d}"
            return digits + DNI_LETTERS[int(digits) % 23]
        prefix = r.choice("XYZ")
        digits = f"{r.randint(0, 9_999_999):07d}"
        return prefix + digits + DNI_LETTERS[int(str("XYZ".index(prefix)) + digits) % 23]

    def us_ssn(self) -> str:
        """Return a US social security number, dashed, bare or spaced."""
        ssn: str = self.us_faker.ssn()
        roll = self.rng.random()
        if roll < 0.3:
            return ssn.replace("-", "")
        if roll < 0.4:
            return ssn.replace("-", " ")
        return ssn

    def plain(self, name: str, idx: str) -> str:
        """Return a value that is not personal data. For n, idx is the
        number of digits; ver4 is a version of four parts."""
        r, f = self.rng, self.fake
        if name == "n":
            n = int(idx)
            return str(r.randint(10 ** (n - 1), 10**n - 1))
        if name == "ver" and idx == "4":
            return f"{r.randint(1, 19)}.{r.randint(0, 9)}.{r.randint(0, 250)}.{r.randint(1, 9999)}"
        if name == "ver":
            return f"{r.randint(0, 12)}.{r.randint(0, 30)}.{r.randint(0, 40)}"
        if name == "ts":
            return f.date_time_between(dt.datetime(2019, 1, 1), dt.datetime(2027, 12, 31)).strftime(
                r.choice(["%Y-%m-%dT%H:%M:%SZ", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S.000Z"])
            )
        if name == "epoch":
            return str(r.randint(1_546_300_800_000, 1_830_297_600_000))
        if name == "date":
            return self.format_date(f.date_between(dt.date(2019, 1, 1), dt.date(2027, 12, 31)))
        if name == "time":
            return f"{r.randint(0, 23):02d}:{r.choice(['00', '15', '30', '45', f'{r.randint(0, 59):02d}'])}"
        if name == "amount":
            return str(self.mod.amount(r.randint(1, 99999) / 100 * r.choice([1, 1, 10, 100])))
        if name == "ean":
            return f.ean13()
        if name == "isbn":
            return f.isbn13().replace("-", "")
        if name == "sku":
            return f"{r.choice(['SKU', 'ART', 'REF', 'PN'])}-{f.bothify('??-####').upper()}"
        if name == "uuid":
            return str(f.uuid4())
        if name == "sha":
            return f.sha1()[: r.choice([7, 8, 12, 40])]
        if name == "pct":
            return f"{r.randint(0, 100)}{self.mod.DECIMAL}{r.randint(0, 9)} %"
        if name == "qty":
            return str(r.randint(1, 48))
        if name == "noun":
            return str(r.choice(self.mod.NOUNS))
        if name == "service":
            return r.choice(SERVICES)
        if name == "level":
            return r.choice(["INFO", "WARN", "ERROR", "DEBUG"])
        raise KeyError(f"unknown slot {name!r}")


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
SERVICES = ["billing-api", "auth", "checkout", "search-indexer", "notifier", "gateway", "ledger", "export-worker"]

ID_CUES: dict[str, list[str]] = {
    "en_US": ["SSN", "social security number", "SSN#"],
    "en_GB": ["NI number", "National Insurance number", "NINO"],
    "nl_NL": ["BSN", "citizen service number (BSN)"],
    "pt_PT": ["NIF", "tax number (NIF)"],
    "fr_FR": ["numéro de sécurité sociale", "NIR", "n° de sécu"],
    "de_DE": ["Rentenversicherungsnummer", "RV-Nummer", "Sozialversicherungsnummer"],
    "es_ES": ["DNI", "NIF", "documento de identidad"],
    "it_IT": ["codice fiscale", "CF", "cod. fiscale"],
}


def clean(s: str) -> str:
    """Trim each line of a Faker value."""
    return "\n".join(line.strip() for line in s.strip().splitlines())


def group_card(number: str, r: random.Random) -> str:
    """Group a card number as people write it, or keep it whole."""
    roll = r.random()
    if roll < 0.5 or len(number) not in (15, 16):
        return number
    cuts = (0, 4, 10, 15) if len(number) == 15 else (0, 4, 8, 12, 16)
    parts = [number[a:b] for a, b in itertools.pairwise(cuts)]
    return (" " if roll < 0.8 else "-").join(parts)


def render(
    template: str, values: Values, lower: bool, transform: Callable[[str], str] | None = None
) -> tuple[str, list[Span]]:
    """Fill template's slots, returning the text and the labelled spans."""
    out: list[str] = []
    spans: list[Span] = []
    pos = 0  # code points written so far
    last = 0
    for m in SLOT.finditer(template):
        lit = template[last : m.start()]
        value, label = values.get(m.group(1), m.group(2))
        if transform is not None:
            value = transform(value)
        if lower:
            lit, value = lit.lower(), value.lower()
        out.append(lit)
        pos += len(lit)
        if label is not None:
            spans.append(Span(label, pos, pos + len(value), value))
        out.append(value)
        pos += len(value)
        last = m.end()
    tail = template[last:]
    out.append(tail.lower() if lower else tail)
    return "".join(out), spans


SINGLE_LINE = {"chat", "chat_lower", "csv", "json", "yaml", "log", "code"}


def escape_for(style: str) -> Callable[[str], str] | None:
    """Return how a value is written inside a style's syntax."""
    if style == "json":
        return lambda v: json.dumps(v, ensure_ascii=False)[1:-1]
    if style == "csv":
        return lambda v: v.replace(";", ",")
    return None


def examples() -> Iterator[Example]:
    """Yield every example, in a fixed order."""
    fakers: dict[str, Faker] = {loc: Faker(loc) for loc in ALL_LOCALES}
    for lang, mod in LANGS.items():
        for style in STYLES:
            source = "chat" if style == "chat_lower" else style
            for kind, templates, draws in (
                ("pos", mod.POSITIVE[source], POSITIVE_DRAWS),
                ("np", mod.NOPII[source], NOPII_DRAWS),
            ):
                for t, template in enumerate(templates):
                    group = f"faker/{kind}/{lang}/{source}/{t:02d}"
                    for d in range(draws):
                        ident = f"fk-{kind}-{lang}-{style}-{t:02d}-{d}"
                        rng = random.Random(seed_of(ident))
                        locale = LOCALES[lang][d % len(LOCALES[lang])]
                        if rng.random() < 0.2:
                            locale = rng.choice(ALL_LOCALES)
                        fake = fakers[locale]
                        fake.seed_instance(seed_of(ident + "/faker"))
                        us = fakers["en_US"]
                        if us is not fake:
                            us.seed_instance(seed_of(ident + "/ssn"))
                        values = Values(lang, locale, rng, fake, us, style in SINGLE_LINE)
                        text, spans = render(template, values, style == "chat_lower", escape_for(style))
                        if kind == "np":
                            assert not spans, ident
                        yield Example(ident, lang, locale, style, group, text, spans)


def encode(exs: list[Example]) -> bytes:
    """Return the JSON Lines bytes of the corpus."""
    return "".join(json.dumps(e.record(), ensure_ascii=False, separators=(",", ":")) + "\n" for e in exs).encode()


def sha256(data: bytes) -> str:
    """Return the hex SHA-256 of data."""
    return hashlib.sha256(data).hexdigest()


def manifest(data: bytes, count: int) -> bytes:
    """Return the manifest: versions, seed, and the checksums of the inputs and the output."""
    doc = {
        "seed": SEED,
        "split_seed": SPLIT_SEED,
        "faker": metadata.version("faker"),
        "phonenumbers": metadata.version("phonenumbers"),
        "inputs": {name: sha256((HERE / name).read_bytes()) for name in INPUTS},
        "output": {"file": "data/faker.jsonl", "sha256": sha256(data), "records": count},
    }
    return (json.dumps(doc, indent=2) + "\n").encode()


def main() -> int:
    """Write or check the corpus and its manifest."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = ap.parse_args()
    exs = list(examples())
    data = encode(exs)
    man = manifest(data, len(exs))
    if args.check:
        stale = [str(p) for p, want in ((DATA, data), (MANIFEST, man)) if not p.exists() or p.read_bytes() != want]
        if stale:
            print("out of date (run generate.py):", ", ".join(stale), file=sys.stderr)
            return 1
        print(f"faker corpus current: {len(exs)} records")
        return 0
    DATA.write_bytes(data)
    MANIFEST.write_bytes(man)
    print(f"wrote {DATA} ({len(exs)} records) and {MANIFEST}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
