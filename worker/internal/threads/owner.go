package threads

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// bucketStream is the stream behind a KV bucket.
func bucketStream(bucket string) string { return "KV_" + bucket }

// bucketMetadata is the metadata the thread store sets on its bucket: the
// deployment's stamp (wire.MetaDeployment) on a bucket the prefix names;
// on a bucket the configuration names, which deployments with several
// prefixes may share on purpose, the stamp it has (nil on a new one).
func bucketMetadata(ctx context.Context, cfg *config.Config, js jetstream.JetStream) map[string]string {
	if !namedByConfig(cfg) {
		return map[string]string{wire.MetaDeployment: cfg.Worker.Prefix}
	}
	if st, err := js.Stream(ctx, bucketStream(cfg.Names().Bucket)); err == nil {
		return st.CachedInfo().Config.Metadata
	}
	return nil
}

// namedByConfig reports whether [memory] bucket names the bucket.
func namedByConfig(cfg *config.Config) bool { return cfg.Memory != nil && cfg.Memory.Bucket != "" }

// checkBucketOwner refuses a bucket the prefix names that is stamped for
// another deployment (the wire.MetaDeployment metadata of its stream: two
// prefixes that give one name), and a bucket that would be made anew
// while the default prefix's bucket exists unstamped: a deployment with
// another prefix kept its threads there before bucket names followed the
// prefix, and starting on an empty bucket would restore none of their
// tokens. An unstamped bucket of its own name is taken as this
// deployment's, and a bucket [memory] bucket names is shared as it says
// (the keyring check refuses either if its keys differ). A bucket that
// cannot be looked up now passes: its creation, retried, says why.
func checkBucketOwner(ctx context.Context, cfg *config.Config, js jetstream.JetStream, log *slog.Logger) error {
	names := cfg.Names()
	prefix := cfg.Worker.Prefix
	st, err := js.Stream(ctx, bucketStream(names.Bucket))
	switch {
	case err == nil:
		have := st.CachedInfo().Config
		owner, stamped := have.Metadata[wire.MetaDeployment]
		if !stamped || owner == prefix || namedByConfig(cfg) {
			return nil
		}
		log.Error("KV bucket "+names.Bucket+" is another deployment's: not starting",
			"bucket", names.Bucket, "owner", owner, "prefix", prefix, "subjects_found", have.Subjects)
		return &pii.Error{Code: pii.CodeConfig, Message: fmt.Sprintf(
			"KV bucket %s is stamped for the deployment with prefix %q (metadata %s), and this worker's prefix %q names the same bucket: "+
				"give each deployment a prefix of its own name, or its own NATS account (docs/operations.md, \"Several teams on one cluster\"); "+
				"deployments that share their threads on purpose name the bucket in [memory] bucket", names.Bucket, owner, wire.MetaDeployment, prefix)}
	case !errors.Is(err, jetstream.ErrStreamNotFound):
		return nil
	}
	legacy := wire.NamesOf(wire.DefaultPrefix).Bucket
	if namedByConfig(cfg) || names.Bucket == legacy {
		return nil // named by the configuration, or the default's own
	}
	old, err := js.Stream(ctx, bucketStream(legacy))
	if err != nil {
		return nil
	}
	if _, stamped := old.CachedInfo().Config.Metadata[wire.MetaDeployment]; stamped {
		return nil
	}
	log.Error("KV bucket "+names.Bucket+" does not exist and bucket "+legacy+" of an earlier version does: not starting",
		"bucket", names.Bucket, "earlier", legacy, "prefix", prefix)
	return &pii.Error{Code: pii.CodeConfig, Message: fmt.Sprintf(
		"the thread store's bucket is named after the prefix, %s, which does not exist yet, and bucket %s exists without a deployment's stamp: "+
			"earlier versions kept every prefix's threads there. If it holds this deployment's threads, set [memory] bucket = %q "+
			"to keep them; if it is another deployment's, set [memory] bucket = %q to start a bucket of this deployment's own",
		names.Bucket, legacy, legacy, names.Bucket)}
}
