// Package pii is the vocabulary every other package of the module shares,
// at the bottom of its import graph:
//
//   - what a detection is: Detection (a labelled byte span of a text),
//     Detector (anything that finds them), Role (who wrote a text),
//     Composite (detectors run in order) and the labels of people, places
//     and organisations;
//   - the module's one error type: Error, every wire error Code with its
//     HTTP-like Status, a sentinel per code for errors.Is, and CodeOf.
//
// It imports nothing else of the module and no detector, so a program (or
// a package such as kvstore) that only needs the error codes links none of
// the detectors' tables. Error messages never hold clear PII.
package pii
