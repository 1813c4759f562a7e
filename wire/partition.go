package wire

import "strconv"

// Thread partitions of service mode. Every thread id falls in one of
// ThreadPartitions partitions (ThreadPartition), and each partition has
// its own service subjects, "<prefix>.p.<k>.<channel>", which only the
// worker that owns the partition serves: the requests of one thread
// reach the worker that caches it. Clients that know of partitions (the
// Go client, the Python package) send there, and send again on the plain
// subject (ServiceSubject), which every worker serves, when no worker
// answers the partition's (no responders, a timeout); clients that do
// not know of them send on the plain subject and are served all the same.
// subjects.md, "Thread partitions".

// ThreadPartitions is the number of thread partitions: enough that each
// of up to 16 workers owns close to its share.
const ThreadPartitions = 256

// PartitionToken is the subject token after the prefix that starts the
// partitions' subjects.
const PartitionToken = "p"

// ThreadPartition is the partition of a thread id: the 32-bit FNV-1a hash
// of its UTF-8 bytes, modulo ThreadPartitions. The Python package
// computes the same (piighost_nats.partition.thread_partition).
func ThreadPartition(thread string) int {
	h := uint32(2166136261)
	for i := 0; i < len(thread); i++ {
		h ^= uint32(thread[i])
		h *= 16777619
	}
	return int(h % ThreadPartitions)
}

// PartitionSubject is the service subject of a channel in partition
// part: "<prefix>.p.<part>.model.in", ...
func PartitionSubject(prefix string, part int, ch Channel) string {
	return PartitionPrefix(prefix, part) + string(ch)
}

// PartitionPrefix starts the service subjects of partition part:
// "<prefix>.p.<part>."; a worker that owns it subscribes to
// PartitionPrefix(prefix, part) + ">".
func PartitionPrefix(prefix string, part int) string {
	return prefix + "." + PartitionToken + "." + strconv.Itoa(part) + "."
}

// PresenceSubject is where the workers of a prefix say they are there,
// so that each knows which partitions it owns: "<prefix>.workers".
// Nobody but the workers publishes or subscribes there.
func PresenceSubject(prefix string) string { return prefix + ".workers" }

// HeaderPresence says what a message on PresenceSubject is:
// PresenceHello (a worker starting, asking the others to say they are
// there), PresenceHere (a worker that is, sent every PresenceInterval)
// or PresenceLeave (a worker stopping).
const (
	HeaderPresence = "Piighost-Presence"
	PresenceHello  = "hello"
	PresenceHere   = "here"
	PresenceLeave  = "leave"
)
