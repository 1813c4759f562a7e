// Package check holds the deployment kit's checks, in a module of its own
// so that their dependencies (Helm, the Kubernetes API types, Prometheus's
// rule parser) stay out of the product's module. .ci/run runs them:
//
//	cd deploy/check && go test ./...
//
// They render the Helm chart with Helm's own engine and decode every
// manifest strictly into the Kubernetes API types; parse the alert rules
// with Prometheus's rule parser; check that every metric the rules and the
// Grafana dashboard name is one a running worker exports; verify the
// systemd unit with systemd-analyze (where systemd is installed); and hold
// docker-compose.yml to the nats-server release the worker is built with.
// Helm itself is pinned as a tool: go tool helm template ../helm/piighost-nats.
package check
