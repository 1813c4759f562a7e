# One entry point per task; CONTRIBUTING.md explains each. Plain Go
# commands underneath: run them directly if you prefer.

PKG ?= ./...
FUZZTIME ?= 30s
BENCH ?= .
COUNT ?= 1

.PHONY: build test test-short test-race lint fuzz bench bench-nats ci

build:
	go build ./...

test:
	go test $(PKG)

# The quick tier: no clusters, kills, restarts, worker binary, compose or
# Dockerfile checks (CONTRIBUTING.md, "Test").
test-short:
	go test -short $(PKG)

test-race:
	go test -race $(PKG)

lint:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	go vet ./...
	go tool staticcheck ./...

# make fuzz FUZZ=FuzzStreamDecoder PKG=./pipeline/ [FUZZTIME=5m]
fuzz:
	@test -n "$(FUZZ)" || { echo "usage: make fuzz FUZZ=FuzzName PKG=./package/ [FUZZTIME=30s]"; \
		echo "fuzz targets:"; grep -rn '^func Fuzz' --include='*_test.go' . | sed 's/(.*//'; exit 2; }
	go test -run '^$$' -fuzz '^$(FUZZ)$$' -fuzztime $(FUZZTIME) $(PKG)

# make bench PKG=./pipeline/ BENCH=Anonymize COUNT=5
bench:
	go test -run '^$$' -bench '$(BENCH)' -benchmem -count $(COUNT) $(PKG)

# make bench-nats [WORKLOADS='stream.chunk/*'] [ROUNDS=5]: the worker on NATS
# against an echo responder and a bare relay (docs/performance.md)
WORKLOADS ?= *
ROUNDS ?= 5
bench-nats:
	go run ./cmd/piighost-bench -workloads '$(WORKLOADS)' -rounds $(ROUNDS)

ci:
	bash .ci/run
