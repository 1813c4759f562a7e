// Package corpus holds the project's own evaluation corpora for detection
// quality, embedded in the binary, and a typed loader for them.
//
// Two corpora, in English, French and German:
//
//   - NoPII: messages of the kinds agents carry (chat, support tickets, CI
//     logs, stack traces, code, SQL, JSON, invoices, release notes,
//     measurements, identifiers, metrics, catalogues, meeting notes,
//     recipes, timetables, prose) that hold no personal data at all, by the
//     policy of README.md. Any change a detector makes to one of them is a
//     false alarm.
//   - Positive: messages that hold invented personal data (dates of birth,
//     street addresses, names, phone numbers in national formats, e-mail
//     addresses, IBANs, card numbers), each value labelled with its
//     code-point span, beside near misses that are not personal data
//     (plain dates, order numbers, amounts).
//
// A third corpus, Faker, holds labelled messages and messages without
// personal data in five languages and ten styles, written by the Python
// generator in ./faker from Faker's locales.
//
// Every message carries its language, its kind (or style), and a split
// (Tuning or Sealed) derived from a seeded hash of its id (of its template
// in the Faker corpus), so that detection work can tune on one part and be
// measured on the other. Most of each corpus is written by the seeded generator in ./gen
// (go generate regenerates the files byte for byte); the rest is written
// by hand in ./gen/hand.
//
// The package reads only its embedded files and imports nothing of the
// project, so any package or command may use it.
package corpus
