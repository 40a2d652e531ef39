#!/bin/sh
# `make test`'s last lines: the test groups that skipped (tests/support/skip.rs appends
# `<reason>\t<test>` lines to the log), grouped by reason, loudly, or one line saying none did.
# Skips do not change the exit status (`CI=true` and `AMA_REQUIRE_SANDBOX=1` make them failures).
#
# usage: tests/skip-summary.sh LOG
log=$1
if [ ! -s "$log" ]; then
  echo "make test: no test skipped"
  exit 0
fi
total=$(sort -u "$log" | wc -l)
echo
echo "=================================================================="
echo "WARNING: $total test(s) SKIPPED parts that need a missing component:"
sort -u "$log" | awk -F '\t' '
  { n[$1]++; if (n[$1] <= 3) names[$1] = names[$1] (n[$1] > 1 ? ", " : "") $2 }
  END {
    for (r in n) {
      more = n[r] > 3 ? sprintf(" and %d more", n[r] - 3) : ""
      printf "  %d skipped: %s (%s%s)\n", n[r], r, names[r], more
    }
  }' | sort -t: -k1,1nr -k2
echo "The full list: $log. Install what is missing (README.md lists the tools, .ci/run installs"
echo "them) and run make test again."
echo "=================================================================="
