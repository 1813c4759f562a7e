// Package natsdetect plugs a detector running as a NATS service, in any
// language, into the pipeline: it sends each text as a NATS request and
// reads the entities from the reply.
//
// # Wire format
//
// The payload is Presidio Analyzer's /analyze schema encoded in MessagePack
// (https://msgpack.org) instead of JSON, with the same field names.
//
// Request, a map:
//
//	text            string     the text to analyse (UTF-8)
//	language        string     e.g. "en" (default "en")
//	entities        [string]   optional; the entity types wanted, all when absent
//	score_threshold float64    minimum score, 0 for all
//
// Reply, an array of maps, one per entity:
//
//	entity_type  string   e.g. "PERSON", "LOCATION", "GPE"
//	start        int      offset of the first code point (Unicode scalar value)
//	end          int      offset after the last code point (half-open)
//	score        float64  0..1
//
// Offsets count code points of the request's text, as Presidio (Python)
// does; the adapter converts them to byte offsets and rejects any span
// that is empty, inverted or outside the text. A responder may instead
// reply with a map holding a string "error": the call then fails. The
// adapter sets the header "Content-Type: application/msgpack" on requests.
//
// # Errors
//
// Every error is a *pii.Error with code pii.CodeDetector (or
// CodeConfig from New). No error ever holds the analysed text, nor the
// responder's error message (which might quote it).
//
// Wrap the detector with external.NewGuarded to give it a time
// budget and choose between failing closed and falling back to the
// embedded detectors.
package natsdetect
