package wire_test

import (
	"fmt"

	"github.com/piighost/piighost-nats/wire"
)

// A deployment's streams, bucket and service follow its subject prefix.
func ExampleNamesOf() {
	n := wire.NamesOf("acme.pii")
	fmt.Println(n.Service, n.Bucket, n.InputStream(), n.StoreSubject(wire.SideClear, "acme.pii.clear.model.out.c1"))
	// Output: acme_pii acme_pii ACME_PII_IN _ACME_PII_OUT.clear.acme.pii.clear.model.out.c1
}
