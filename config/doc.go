// Package config reads the one TOML file that configures a worker: the
// pipeline's sections, with upstream piighost's names ([detector],
// [override], [overlap_resolver], [anonymizer.placeholder], [guard],
// [memory]), and the worker's ([nats], [worker], [strategies],
// [[routes]], [keys], [http], [log]).
//
// An upstream piighost file carries over: before decoding, Parse lists
// every key this worker reads differently (catalog references, Redis or
// SQL memory, hasher and cipher, in-process model detectors, piighost
// 1.x's override names, ...), one line each with what to write instead.
//
// Decoding is strict: an unknown key is an error, and so is a key that the
// detector's type does not read, whatever its value. Every error is a
// *pii.Error with pii.CodeConfig that names the file, the line and the key
// ("piighost.toml:12: detector.detectors[1].groups: ..."). Each detector
// type declares its keys once, as the option structs it reads; Build
// assembles the pipeline the file describes.
//
// Defaults: without a [detector] table, every regex group then the
// gazetteer; without a [memory] type, threads live in JetStream KV
// (nats_kv), which the worker opens. pipeline.example.toml at the
// repository root documents every key.
//
//	cfg, err := config.Load("piighost.toml")
//	p, err := cfg.Build(config.BuildOptions{Store: store})
package config
