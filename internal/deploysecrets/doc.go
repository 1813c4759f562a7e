// Package deploysecrets writes every secret of the docker-compose
// deployment into one directory, for compose to mount as files:
//
//   - nats-auth.conf, included by deploy/nats-cluster.conf: the trusted
//     operator, its accounts (a memory resolver, preloaded) and the
//     JetStream encryption key;
//   - worker.creds, agent.creds, model.creds: one user of the application
//     account per user of deploy/nats-permissions.conf, with that user's
//     permissions in its JWT, so both files give the same permissions;
//   - monitor.creds: the read-only monitoring identity of
//     deploy/nats-monitor.conf (service info and stats, stream and consumer
//     information, no message), when Config.Monitoring names it;
//   - nats-ca.pem, nats-server.pem, nats-server-key.pem: a private CA and
//     the certificate the nodes present to clients and to each other
//     (routes authenticate with it);
//   - keys.json: the thread store's keys (kvstore.GenerateKeyFile);
//   - operator.nk, account.nk: the signing seeds, to issue more users;
//     compose mounts neither, keep them offline.
//
// The directory is created with mode 0700. The mounted files are 0444:
// compose mounts each into containers whose users differ from the file's
// owner, and the directory keeps them from other users of the host. The
// signing seeds are 0400.
package deploysecrets
