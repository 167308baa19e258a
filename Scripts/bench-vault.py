#!/usr/bin/env python3
"""Times `sheetgen build` of an Obsidian vault against Hugo on the same number of pages.

Usage: bench-vault.py SHEETGEN [--notes 10000] [--runs 5]

The vault is the benchmark corpus (Scripts/make-corpus.py, kept in bench-work/) made notes: a
`.obsidian/` folder, and in every note wikilinks to three others (one with a label, one to a
heading), a callout, a highlight, a comment and an inline tag; every tenth embeds a section of
another note. Hugo builds the plain corpus, with the layouts of bench-site.py. Each pair is
sheetgen on the vault, sheetgen on the plain corpus and Hugo on the plain corpus, each clean; the
medians and the ratios within each run are reported.
Machines here are noisy: read the ratios, which come from the same run.
"""
import importlib.util, os, shutil, statistics, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("bench_site", os.path.join(ROOT, "Scripts", "bench-site.py"))
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def vault(notes):
    """The corpus of `notes` pages as a vault, made once and kept."""
    folder = os.path.join(bench.WORK, "vault-%d" % notes)
    if os.path.isdir(folder):
        return folder
    corpus = bench.corpus(notes)
    names = sorted(os.path.relpath(os.path.join(parent, name), corpus)
                   for parent, _, files in os.walk(corpus) for name in files if name.endswith(".md"))
    shutil.rmtree(folder + ".tmp", ignore_errors=True)
    os.makedirs(os.path.join(folder + ".tmp", ".obsidian"))
    for index, path in enumerate(names):
        with open(os.path.join(corpus, path), encoding="utf-8") as f:
            text = f.read()
        other = [os.path.basename(names[(index * 7 + step * 131) % len(names)])[:-3] for step in (1, 2, 3)]
        extra = ("\n> [!note] Seen in session %d\n> Met [[%s]] and [[%s|a friend]]; read [[%s#Notes]].\n\n"
                 "A ==bright== clue %%%%not for players%%%% and #session-%d.\n"
                 % (index % 40, other[0], other[1], other[2], index % 40))
        if index % 10 == 0:
            extra += "\n![[%s#Notes]]\n" % other[0]
        extra += "\n## Notes\n\nWhat the party learnt.\n"
        target = os.path.join(folder + ".tmp", path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as f:
            f.write(text + extra)
    os.rename(folder + ".tmp", folder)
    return folder


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    sheetgen = os.path.abspath(args[0])
    notes = int(args[args.index("--notes") + 1]) if "--notes" in args else 10000
    runs = int(args[args.index("--runs") + 1]) if "--runs" in args else 5
    content = vault(notes)
    corpus = bench.corpus(notes)
    site = bench.hugo_site(corpus)
    out, hugo_out = os.path.join(bench.WORK, "vault-out"), os.path.join(bench.WORK, "hugo-out")
    plain_out = os.path.join(bench.WORK, "plain-out")
    ours, plain, theirs = [], [], []
    for _ in range(runs):
        bench.remove(out)
        ours.append(bench.timed([sheetgen, "build", "--content", content, "--output", out, "--no-cache"],
                                bench.WORK, reads=content))
        bench.remove(plain_out)
        plain.append(bench.timed([sheetgen, "build", "--content", corpus, "--output", plain_out, "--no-cache"],
                                 bench.WORK, reads=corpus))
        bench.remove(hugo_out)
        theirs.append(bench.timed(["hugo", "--quiet", "-d", hugo_out], site, reads=corpus))
    bench.remove(out, plain_out, hugo_out, site)
    print("%d notes, %d runs, every build clean (sheetgen without its cache)" % (notes, runs))
    for name, results in (("vault", ours), ("plain", plain), ("hugo", theirs)):
        walls = [r[0] for r in results]
        print("%-6s median %.2f s (%.2f–%.2f), peak RSS %.0f MiB" % (
            name, statistics.median(walls), min(walls), max(walls), statistics.median(r[1] for r in results)))
    for name, results in (("vault / hugo", ours), ("plain / hugo", plain)):
        ratios = [a[0] / b[0] for a, b in zip(results, theirs)]
        print("%s median %.2f× (%.2f–%.2f)" % (name, statistics.median(ratios), min(ratios), max(ratios)))


if __name__ == "__main__":
    main()
