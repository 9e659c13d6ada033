#!/usr/bin/env bash
# Runs the whole test command N times in a row (default 10) on a fresh clone of HEAD, while a
# CPU-bound job takes one core beside it: the proof that no verdict depends on timing or load.
# Prints one line per run (exit status, seconds, vitest's count) and exits 1 if any run failed.
#   scripts/loaded-runs.sh [N] [DIR]      DIR: where the clone and the logs go (default a temp dir)
set -uo pipefail
export CI=true   # as every CI service sets it: some install scripts fail only then
runs=${1:-10}
dir=${2:-$(mktemp -d -t loaded-runs-XXXXXX)}
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
git clone -q "$repo" "$dir/clone" || exit 2
cd "$dir/clone" || exit 2
echo "loaded-runs: $(git log --oneline -1), logs in $dir"
npm ci --no-audit --no-fund >"$dir/ci.log" 2>&1 || { echo "loaded-runs: npm ci failed, see $dir/ci.log"; exit 2; }
node -e 'for (;;) {}' &
hog=$!
trap 'kill $hog 2>/dev/null' EXIT
failed=0
for i in $(seq 1 "$runs"); do
  started=$(date +%s)
  npm test >"$dir/run$i.log" 2>&1
  status=$?
  [ $status -eq 0 ] || failed=1
  count=$(sed 's/\x1b\[[0-9;]*m//g' "$dir/run$i.log" | grep -a ' Tests ' | tail -1 | sed 's/^ *//')
  echo "run $i: exit $status in $(($(date +%s) - started)) s; $count"
done
exit $failed
