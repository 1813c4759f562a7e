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

// A thread id's partition chooses the subject its requests go to first.
func ExampleThreadPartition() {
	part := wire.ThreadPartition("conv-1")
	fmt.Println(part, wire.PartitionSubject(wire.DefaultPrefix, part, wire.ModelIn))
	// Output: 253 piighost.p.253.model.in
}
