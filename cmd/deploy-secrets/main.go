// Command deploy-secrets writes every secret of the docker-compose
// deployment into a new directory, which docker-compose.yml mounts as
// compose secrets:
//
//	go run ./cmd/deploy-secrets -out secrets
//
// It writes the NATS operator and the accounts of
// deploy/nats-permissions.conf (decentralised JWT authentication; the
// model side in an account of its own), one .creds file per user of that
// file with that user's permissions (worker, agent, model) and one for the
// read-only monitoring identity of deploy/nats-monitor.conf (monitor), the
// JetStream
// encryption key, a private CA with the nodes' TLS certificate (clients and
// routes), and the thread store's key file. It never overwrites a file.
// With -tenants teama,teamb each tenant gets accounts, .creds files and
// a key file of its own, in OUT/teama and OUT/teamb.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/piighost/piighost-nats/internal/deploysecrets"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "deploy-secrets:", err)
		os.Exit(1)
	}
}

func run() error {
	var (
		out     = flag.String("out", "secrets", "directory to create (or an empty one)")
		perms   = flag.String("permissions", "deploy/nats-permissions.conf", "NATS configuration whose users and permissions the .creds files carry")
		mon     = flag.String("monitoring", "deploy/nats-monitor.conf", "NATS configuration of the read-only monitoring identity (monitor.creds); empty: none")
		hosts   = flag.String("hosts", "nats-1,nats-2,nats-3", "comma-separated host names of the NATS nodes (the certificate's names)")
		tenants = flag.String("tenants", "", "comma-separated tenants (teams), each with accounts and files of its own in OUT/<tenant>; empty: one deployment")
	)
	flag.Parse()
	for _, path := range []string{*perms, *mon} {
		if path == "" {
			continue
		}
		if err := resolvePlaceholders(path); err != nil {
			return err
		}
	}
	cfg := deploysecrets.Config{Dir: *out, Permissions: *perms, Monitoring: *mon, Hosts: strings.Split(*hosts, ",")}
	if *tenants != "" {
		cfg.Tenants = strings.Split(*tenants, ",")
	}
	if err := deploysecrets.Write(cfg); err != nil {
		return err
	}
	fmt.Printf("wrote the deployment's secrets into %s (keep the signing seeds, *.nk, offline)\n", *out)
	dirs := cfg.Tenants
	if len(dirs) == 0 {
		dirs = []string{""}
	}
	for _, dir := range dirs {
		if *mon != "" {
			fmt.Printf("watch it read-only with %s: nats --creds %s --inbox-prefix _INBOX_monitor micro ls\n",
				deploysecrets.CredsFile("monitor"), filepath.Join(*out, dir, deploysecrets.CredsFile("monitor")))
		}
	}
	return nil
}

var variable = regexp.MustCompile(`\$([A-Za-z_][A-Za-z0-9_]*)`)

// resolvePlaceholders gives the permissions file's variables (its users'
// passwords) a value when the environment has none: only the users and
// their permissions are read, never the passwords.
func resolvePlaceholders(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	for _, m := range variable.FindAllStringSubmatch(string(b), -1) {
		if _, ok := os.LookupEnv(m[1]); !ok {
			_ = os.Setenv(m[1], "unused")
		}
	}
	return nil
}
