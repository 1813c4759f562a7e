// Package external connects detectors that run as services, such as an NER
// model behind Presidio Analyzer's POST /analyze, and keeps their failures
// from letting clear text through.
//
//   - PresidioHTTPDetector calls /analyze over HTTP; package
//     detector/natsdetect does the same over NATS. Both speak
//     AnalyzeRequest and AnalyzeResult, convert code-point offsets to byte
//     offsets (ConvertAnalyzeResults) and refuse invalid spans.
//   - NewGuarded wraps any detector with a time budget and a failure
//     policy: fail closed (a CodeDetector error, nothing forwarded) or fall
//     back to another detector, typically the embedded gazetteer.
//
// No error holds the analysed text: HTTP bodies, decoder messages and
// responder error strings are never repeated.
package external
