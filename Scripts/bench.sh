#!/usr/bin/env bash
# Benchmarks in release mode; prints the figures the README quotes. Machines here are noisy:
# compare ratios measured in one run rather than absolute numbers across runs.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product sheetgen --static-swift-stdlib >/dev/null  # as `make build` ships it
swift build -c release --product sheetgen-bench >/dev/null
bin=$(swift build -c release --show-bin-path)

echo "== sheetgen character --seed 7 (end to end, HTML to stdout)"
if command -v hyperfine >/dev/null; then
    hyperfine --warmup 5 --runs 50 --style basic --export-json /tmp/sheetgen-bench-character.json \
        "$bin/sheetgen character --seed 7" | grep -E "Time|Range"
else
    runs=50
    start=$(date +%s%N)
    for _ in $(seq $runs); do "$bin/sheetgen" character --seed 7 >/dev/null; done
    end=$(date +%s%N)
    echo "mean over $runs runs: $(( (end - start) / runs / 1000000 )) ms"
fi

echo "== 10,000 characters to JSON in one process"
"$bin/sheetgen-bench" characters-json 10000
echo "== 10,000 record sheets to HTML in one process"
"$bin/sheetgen-bench" characters-html 10000
echo "== the built-in templates read 100 times (what every build does first)"
"$bin/sheetgen-bench" templates 100

echo "== Ghost: load the English word list, then 100,000 word and prefix questions"
"$bin/sheetgen-bench" ghost-words 100000
echo "== Ghost: 1,000 bot games in one process"
"$bin/sheetgen-bench" ghost-simulate 1000
echo "== sheetgen ghost simulate --games 1000 (end to end: word list, games, one vault transaction)"
vault=$(mktemp -u /tmp/sheetgen-bench-XXXXXX.sqlite)
/usr/bin/time -f "%e s wall, %M KiB peak RSS" "$bin/sheetgen" ghost simulate --games 1000 --seed 1 --vault "$vault"
rm -f "$vault"

echo "== Print packs: HTML, and PDF through headless Chromium (its start is most of a small print)"
pack=$(mktemp -d /tmp/sheetgen-bench-print-XXXXXX)
for arguments in "party --seed 7 --count 4" "party --seed 7 --count 30" "cards --seed 1 --count 90" "cards --seed 1 --count 900"; do
    for format in html pdf; do
        # shellcheck disable=SC2086
        /usr/bin/time -f "$arguments ($format): %e s wall" "$bin/sheetgen" $arguments --output "$pack/out.$format"
    done
done
rm -rf "$pack"

echo "== sheetgen build against Hugo (a corpus from Scripts/make-corpus.py, 10,000 and 50,000 pages)"
python3 Scripts/bench-site.py "$bin/sheetgen"

echo "== sheetgen serve: from saving a page to the preview serving it, and idle CPU"
python3 Scripts/bench-serve.py "$bin/sheetgen"

echo "== An Obsidian vault of 10,000 notes against Hugo on the same pages"
python3 Scripts/bench-vault.py "$bin/sheetgen"
