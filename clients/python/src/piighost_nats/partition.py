"""Thread partitions: which worker's subjects a thread's requests go to first.

A thread id falls in one of ``THREAD_PARTITIONS`` partitions, each with its
own service subjects, ``<prefix>.p.<k>.<channel>``, served by the worker
that owns the partition and caches its threads (subjects.md, "Thread
partitions"). The worker's Go package computes the same partitions.
"""

from __future__ import annotations

import functools

from piighost_nats._names import PARTITION_TOKEN, THREAD_PARTITIONS

__all__ = ["THREAD_PARTITIONS", "partition_subject", "thread_partition"]


@functools.lru_cache(maxsize=4096)
def thread_partition(thread_id: str) -> int:
    """Return the partition of a thread id, as the worker and the Go client compute it.

    The 32-bit FNV-1a hash of the id's UTF-8 bytes, modulo
    ``THREAD_PARTITIONS``. The partitions of the last 4,096 ids are kept:
    every request of a thread asks again, and the hash walks the id byte
    by byte.
    """
    h = 2166136261
    for byte in thread_id.encode():
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h % THREAD_PARTITIONS


def partition_subject(prefix: str, partition: int, channel: str) -> str:
    """Return the service subject of a channel in a partition, such as ``piighost.p.17.model.in``."""
    return f"{prefix}.{PARTITION_TOKEN}.{partition}.{channel}"
