#!/usr/bin/env bash
# Writes what sheetgen's commands make for fixed seeds into one folder, so that two sheetgen
# binaries can be held to the same bytes: a refactoring must leave every file the same.
#
#   Scripts/snapshot.sh OLD/sheetgen /tmp/snap-old [PAGES]
#   Scripts/snapshot.sh NEW/sheetgen /tmp/snap-new [PAGES]
#   diff -r /tmp/snap-old /tmp/snap-new
#
# PAGES (default 10000) is the size of the Markdown corpus built with --no-cache; 0 leaves it out.
# The simulated games end on a fixed day, so two runs on different days compare too.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
    echo "usage: $0 SHEETGEN OUTPUT-DIR [PAGES]" >&2
    exit 2
fi
bin=$(realpath "$1")
out=$2
pages=${3:-10000}
if [ -e "$out" ]; then
    echo "$out exists: give a folder that does not" >&2
    exit 2
fi
mkdir -p "$out"
out=$(realpath "$out")
until=2026-11-19

run() { "$bin" "$@"; }

# Sheets, blocks and exports of characters.
for seed in 1 7 42 99 2024; do
    for format in html markdown json; do
        run character --seed "$seed" --format "$format" --output "$out/character-$seed.$format"
    done
done
run character --seed 42 --class elf --output "$out/character-42-elf.html"
run character --seed 5 --class thief --name "O'Brien <&>" --output "$out/character-5-thief.html"

# Print packs and cards, as HTML (their PDFs are Chromium's and carry its time stamps).
run party --seed 7 --count 4 --output "$out/party-7.html"
run party --seed 3 --count 6 --classes cleric,fighter --paper letter --output "$out/party-3.html"
run cards --seed 1 --count 18 --paper letter --output "$out/cards-1.html"

# Items, battles and a catalogue site.
for seed in 1 2 3; do
    for format in html markdown json; do
        run item --seed "$seed" --format "$format" --output "$out/item-$seed.$format"
        run battle --seed "$seed" --victories 3 --format "$format" --output "$out/battle-$seed.$format"
    done
done
run catalogue --seed 1 --count 200 --output "$out/catalogue" --quiet

# A vault of games and saved characters, its exports, boards and summaries.
vault="$out/work/vault.sqlite"
mkdir -p "$out/work"
run ghost simulate --games 150 --seed 1 --until $until --vault "$vault" >/dev/null
run ghost simulate --games 60 --seed 2 --until $until --language dutch --players Bas Lo Wilene Joey \
    --vault "$vault" >/dev/null
run bullseye simulate --variant classic --rounds 10 --seed 1 --player Ally --skill 80 --until $until \
    --vault "$vault" >/dev/null
run bullseye simulate --variant rgb --rounds 8 --seed 2 --player Joey --skill 60 --until $until \
    --vault "$vault" >/dev/null
run bullseye simulate --variant reverse --rounds 10 --seed 3 --player Ally --skill 95 --until $until \
    --vault "$vault" >/dev/null
for seed in 3 8 13; do run character save --seed "$seed" --vault "$vault" >/dev/null; done
run character list --vault "$vault" --format json >"$out/characters.json"
run character export --vault "$vault" --format yaml --output "$out/characters.yaml"
run character show 2 --vault "$vault" --output "$out/saved-2.html"
run party --ids 1,2,3 --vault "$vault" --output "$out/party-saved.html"
run ghost export --vault "$vault" --output "$out/ghost-export.json"
run bullseye export --vault "$vault" --output "$out/bullseye-export.json"
run ghost highscores --vault "$vault" --output "$out/highscores" --quiet
run bullseye summary --vault "$vault" --output "$out/bullseye"

# The demo site, its vault as above.
sed "s#demo-vault.sqlite#$vault#" sheetgen.yml >"$out/work/demo.yml"
run build --content Content --config "$out/work/demo.yml" --output "$out/site" --no-cache --quiet

# A generated Markdown corpus, built in full.
if [ "$pages" -gt 0 ]; then
    python3 Scripts/make-corpus.py "$pages" "$out/work/corpus" >/dev/null
    # Built where no sheetgen.yml is; the corpus links to pages that do not exist, which the build
    # reports, so its messages and exit status are part of the snapshot.
    status=0
    (cd "$out/work" && "$bin" build --content corpus --output ../corpus-site --no-cache --quiet) \
        >"$out/corpus-build.txt" 2>&1 || status=$?
    echo "exit status $status" >>"$out/corpus-build.txt"
fi
rm -rf "$out/work"
echo "wrote $out"
