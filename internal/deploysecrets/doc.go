// Package deploysecrets writes every secret of the docker-compose
// deployment into one directory, for compose to mount as files:
//
//   - nats-auth.conf, included by deploy/nats-cluster.conf: the trusted
//     operator, its accounts (a memory resolver, preloaded) and the
//     JetStream encryption key;
//   - worker.creds, agent.creds, model.creds: one user per user of
//     deploy/nats-permissions.conf, in the account the file puts it in
//     (PIIGHOST for the worker and the agent, MODEL for the model side),
//     with that user's permissions in its JWT, so both files give the same
//     permissions; the accounts carry the file's exports, imports and
//     JetStream limits;
//   - monitor.creds: the read-only monitoring identity of
//     deploy/nats-monitor.conf (service info and stats, stream and consumer
//     information, no message), when Config.Monitoring names it;
//   - nats-ca.pem, nats-server.pem, nats-server-key.pem: a private CA and
//     the certificate the nodes present to clients and to each other
//     (routes authenticate with it);
//   - keys.json: the thread store's keys (kvstore.GenerateKeyFile);
//   - operator.nk, account-PIIGHOST.nk, account-MODEL.nk: the signing
//     seeds, to issue more users; compose mounts none, keep them offline.
//
// With Config.Tenants, each tenant (a team's deployment) gets accounts of
// its own (TEAMA_PIIGHOST, TEAMA_MODEL...) and its files in a directory
// of its own (teama/worker.creds, teama/keys.json...): no subject, reply,
// stream or bucket of one tenant is within reach of another's identities.
// The operator, the nodes' TLS files and the JetStream key are shared.
//
// The directory is created with mode 0700. The mounted files are 0444:
// compose mounts each into containers whose users differ from the file's
// owner, and the directory keeps them from other users of the host. The
// signing seeds are 0400.
package deploysecrets
