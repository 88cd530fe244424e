"""`make bench`: every benchmark, each printing its figures."""

import sys

from . import dedup_scale, validate_throughput

if __name__ == "__main__":
    only = sys.argv[1:] or ["validate", "dedup"]
    if "validate" in only:
        validate_throughput.main()
        print()
    if "dedup" in only:
        dedup_scale.main()
