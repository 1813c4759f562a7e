"""Templates of the Faker corpus, one module per language.

Each module defines MONTHS, DATE_FORMATS, DECIMAL, NOUNS, amount(), and two
maps from style to templates: POSITIVE (with personal data slots) and NOPII
(without). A slot is {name} or {name<digit>}; generate.py lists the names.
chat_lower reuses the chat templates, lower-cased.

The literal text of a template holds no personal data: no names of people,
places or companies, no contact data, no identifiers.
"""
