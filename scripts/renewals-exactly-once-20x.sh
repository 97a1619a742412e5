#!/usr/bin/env bash
# `npm run test:renewals:20x`: the exactly-once renewal tests 20 times in a row, as CI would run
# them, stopping at the first failure. Builds once so each run's worker processes start from
# dist/ in seconds. Prints one line per run and a summary.
set -u
cd "$(dirname "$0")/.."
npm run build:server || exit 1
passed=0
started=$(date +%s)
for run in $(seq 1 20); do
  run_started=$(date +%s)
  if TEST_PROCESSES=dist npx jest test/integration/renewals-exactly-once.test.ts --selectProjects integration --silent > "/tmp/renewals-exactly-once-run-$run.log" 2>&1; then
    passed=$((passed + 1))
    echo "run $run: passed in $(( $(date +%s) - run_started )) s"
  else
    echo "run $run: FAILED in $(( $(date +%s) - run_started )) s (log: /tmp/renewals-exactly-once-run-$run.log)"
    break
  fi
done
echo "$passed of 20 runs passed in $(( $(date +%s) - started )) s"
[ "$passed" -eq 20 ]
