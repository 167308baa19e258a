#!/usr/bin/env python3
"""Times `sheetgen build` against Hugo on a generated Markdown corpus, in one run.

Usage: bench-site.py SHEETGEN [--small 1000] [--pages 10000] [--large 50000] [--runs 3]

Makes the corpus with Scripts/make-corpus.py (kept in bench-work/ for later runs), then
builds it: sheetgen from clean (no output, no cache), sheetgen again with nothing changed and
after one page changed (the incremental builds, five of each after every clean build), and Hugo from clean with templates as plain as sheetgen's defaults; then
both again in full over their last output (sheetgen with --no-cache), in pairs, sheetgen then
Hugo; and it builds an item catalogue of as many items as the corpus has pages. Each
build is timed (wall seconds, peak RSS, CPU seconds, from the child's own usage) after a sync and, for builds that read the
corpus, after reading it once, so that every run starts from a warm page cache; the median of the
runs is reported.
Every row is measured for the three corpora (0 leaves one out); the large one also shows how time and
memory grow with the site, against the middle one.
Machines here are noisy: read the ratios, which come from the same run.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "bench-work")
TRASH = os.path.join(WORK, "trash")
MAKE_CORPUS = os.path.join(ROOT, "Scripts", "make-corpus.py")

HUGO_CONFIG = """baseURL = "http://example.org/"
title = "Corpus"
uglyURLs = true
relativeURLs = true
"""
# A base layout with menu, breadcrumbs and footer, a page with tags, a list with each page's
# summary, and RSS feeds: what sheetgen's default templates and feeds do, without their stylesheet.
HUGO_LAYOUTS = {
    "baseof.html": """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title></head>
<body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a><nav><ul>{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav></header>
<main><nav><ol>{{ range .Ancestors.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}<li>{{ .Title }}</li></ol></nav>
{{ block "main" . }}{{ end }}</main><footer><a href="{{ "sitemap.xml" | relURL }}">Sitemap</a></footer></body></html>
""",
    "single.html": """{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}
<p>{{ range .Params.tags }}<a href="{{ "tags/" | relURL }}{{ . | urlize }}.html">{{ . }}</a> {{ end }}</p></article>{{ end }}
""",
    "list.html": """{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a><div>{{ .Summary }}</div></li>{{ end }}</ul>{{ end }}
""",
}


def corpus(pages):
    # "made-": corpora of an earlier generator (bench-work/corpus-N) are not taken for this one's.
    folder = os.path.join(WORK, "made-%d" % pages)
    if not os.path.isdir(folder):
        print("making the %d-page corpus..." % pages, flush=True)
        shutil.rmtree(folder + ".tmp", ignore_errors=True)  # left by an interrupted run
        subprocess.run([sys.executable, MAKE_CORPUS, str(pages), folder + ".tmp"], check=True)
        os.rename(folder + ".tmp", folder)
    return folder


def read_all(folder):
    """Reads every file below `folder` once. This VM drops the page cache within half a minute, so
    without this a run's time would depend on how long ago the corpus was last read: the 10,000-page
    runs, close together, would read it from memory and the 50,000-page ones from disk."""
    for parent, _, names in os.walk(folder):
        for name in names:
            with open(os.path.join(parent, name), "rb") as f:
                f.read()


def timed(command, cwd, reads=None, stdin=None):
    """Wall seconds, peak RSS in MiB and CPU seconds (user and system) of one run; the command's own
    output is dropped. Dirty pages of earlier runs are flushed first, so no run pays for the
    writeback of another's files, and the folder the command reads is read once beforehand, so every
    run starts from a warm page cache."""
    os.sync()
    if reads:
        read_all(reads)
    # Timed here rather than by /usr/bin/time, whose wall clock counts hundredths of a second: a
    # build with nothing changed takes a few of them.
    with tempfile.TemporaryFile("w+") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            errors.seek(0)
            sys.exit("failed: %s\n%s" % (" ".join(command), errors.read()))
        return seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


# cmark-gfm with what sheetgen's pages use (MarkdownOptions.site), but footnotes: Debian's cmark-gfm
# has no switch for them (the corpus has none).
CMARK = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist",
         "--table-prefer-style-attributes"]


def cmark_runs(content, runs):
    """cmark-gfm rendering the corpus's Markdown, without front matter, as one document: the floor
    of what any build of it costs."""
    with tempfile.NamedTemporaryFile("w", suffix=".md") as markdown:
        for parent, _, names in sorted(os.walk(content)):
            for name in sorted(names):
                if name.endswith(".md"):
                    with open(os.path.join(parent, name)) as f:
                        text = f.read()
                    if text.startswith("---\n"):
                        end = text.find("\n---\n", 4)
                        text = text[end + 5:] if end >= 0 else text
                    markdown.write(text + "\n\n")
        markdown.flush()
        results = []
        for _ in range(runs):
            with open(markdown.name) as source:
                results.append(timed(CMARK, WORK, stdin=source))
        return results


def remove(*paths):
    """Moves old outputs aside instead of deleting them: this machine's ext4 runs without a journal,
    and there a file created within minutes of many deletions waits while the kernel skips every
    recently freed inode, for any tool. The trash goes at the end of the script."""
    for path in paths:
        if os.path.lexists(path):
            os.makedirs(TRASH, exist_ok=True)
            os.rename(path, os.path.join(tempfile.mkdtemp(dir=TRASH), "old"))


# How many builds with nothing changed, and with a page changed, follow each clean build.
ROUNDS = 5


def sheetgen_runs(sheetgen, content, runs, incremental, rounds=ROUNDS):
    """Clean builds; with `incremental`, after each, `rounds` times a build with nothing changed
    and one after a page changed. These take milliseconds, and one slow run among three moved
    their median by a tenth: they are measured `rounds` times as often as the clean build."""
    out, cache = os.path.join(WORK, "sheetgen-out"), os.path.join(WORK, "sheetgen-cache")
    command = [sheetgen, "build", "--content", content, "--output", out, "--cache", cache, "--quiet"]
    clean, unchanged, again = [], [], []
    page = os.path.join(content, "rules", "page-00002.md")
    with open(page) as f:
        original = f.read()
    for _ in range(runs):
        remove(out, cache)
        clean.append(timed(command, WORK, reads=content))
        for round in range(rounds if incremental else 0):
            if round > 0:
                timed(command, WORK)  # builds the page put back, leaving the receipt
            unchanged.append(timed(command, WORK, reads=content))
            with open(page, "w") as f:
                f.write(original + "\nOne more line %d.\n" % round)
            again.append(timed(command, WORK, reads=content))
            with open(page, "w") as f:
                f.write(original)
            # A build leaves the receipt that lets the next one with nothing changed stop at
            # once only when the files it read were last changed more than a second before it.
            time.sleep(1.1)
    remove(out, cache)
    return clean, unchanged, again


def catalogue_runs(sheetgen, count, runs):
    out = os.path.join(WORK, "catalogue-out")
    results = []
    for _ in range(runs):
        remove(out)
        results.append(timed([sheetgen, "catalogue", "--seed", "1", "--count", str(count), "--output", out, "--quiet"], WORK))
    remove(out)
    return results


def hugo_site(content):
    """A Hugo site of the corpus, with layouts as plain as sheetgen's defaults."""
    site = os.path.join(WORK, "hugo-site")
    remove(site)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    with open(os.path.join(site, "hugo.toml"), "w") as f:
        f.write(HUGO_CONFIG)
    for name, text in HUGO_LAYOUTS.items():
        with open(os.path.join(site, "layouts", "_default", name), "w") as f:
            f.write(text)
    os.symlink(content, os.path.join(site, "content"))
    return site


def hugo_runs(content, runs):
    site = hugo_site(content)
    out = os.path.join(WORK, "hugo-out")
    results = []
    for _ in range(runs):
        remove(out)
        results.append(timed(["hugo", "--quiet", "-d", out], site, reads=content))
    remove(out, site)
    return results


def full_rebuild_pairs(sheetgen, content, runs):
    """Full builds over each tool's last output, as one edits and rebuilds a site: sheetgen with
    --no-cache (every page rendered again), Hugo as it always builds; in pairs, each after a
    first build of its own."""
    site, hugo_out = hugo_site(content), os.path.join(WORK, "hugo-rebuild")
    out = os.path.join(WORK, "sheetgen-rebuild")
    ours = [sheetgen, "build", "--content", content, "--output", out, "--no-cache", "--quiet"]
    hugo = ["hugo", "--quiet", "-d", hugo_out]
    remove(out, hugo_out)
    timed(ours, WORK, reads=content)
    timed(hugo, site, reads=content)
    pairs = [(timed(ours, WORK, reads=content), timed(hugo, site, reads=content)) for _ in range(runs)]
    remove(out, hugo_out, site)
    return [p[0] for p in pairs], [p[1] for p in pairs]


def median(results):
    return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results)


def median_cpu(results):
    return statistics.median(r[2] for r in results)


def compare(sheetgen, pages, runs):
    """Every row of the table for a corpus of `pages` pages, sheetgen beside Hugo; returns the
    clean build's median time and peak RSS."""
    content = corpus(pages)
    print("== %d pages, median of %d runs (incremental builds: of %d)" % (pages, runs, ROUNDS * runs), flush=True)
    clean, unchanged, again = sheetgen_runs(sheetgen, content, runs, incremental=True)
    s_time, s_rss = median(clean)
    n_time, n_rss = median(unchanged)
    i_time, i_rss = median(again)
    print("sheetgen build, clean:             %6.2f s  %6.0f MiB" % (s_time, s_rss))
    for what, runs_of, (time_, rss) in (("nothing changed: ", unchanged, (n_time, n_rss)),
                                        ("one page changed:", again, (i_time, i_rss))):
        print("sheetgen build, %s %6.0f ms (%.0f-%.0f)  %6.0f MiB  (%.1f%% of clean)"
              % (what, 1000 * time_, 1000 * min(r[0] for r in runs_of), 1000 * max(r[0] for r in runs_of), rss,
                 100 * time_ / s_time))
    m_cpu = None
    if shutil.which("cmark-gfm"):
        s_cpu, m_cpu = median_cpu(clean), median_cpu(cmark_runs(content, runs))
        print("CPU of a clean build: sheetgen %.2f s, cmark-gfm on the same Markdown %.2f s: %.1fx (target <= 2.5x)"
              % (s_cpu, m_cpu, s_cpu / m_cpu))
    c_time, c_rss = median(catalogue_runs(sheetgen, pages, runs))
    print("sheetgen catalogue, %d items:    %6.2f s  %6.0f MiB" % (pages, c_time, c_rss))
    if not shutil.which("hugo"):
        print("hugo is not installed (apt-get install hugo): no comparison")
        return s_time, s_rss
    h_time, h_rss = median(hugo_runs(content, runs))
    print("hugo, clean:                       %6.2f s  %6.0f MiB" % (h_time, h_rss))
    print("sheetgen / hugo: time %.2fx (target <= 0.5x), peak RSS %.3fx (target <= 0.25x)"
          % (s_time / h_time, s_rss / h_rss))
    print("catalogue of %d items / hugo on the corpus: time %.2fx (target < 0.5x)" % (pages, c_time / h_time))
    r_ours, r_hugo = full_rebuild_pairs(sheetgen, content, runs)
    (r_time, r_rss), (rh_time, rh_rss) = median(r_ours), median(r_hugo)
    print("full build over the last output: sheetgen --no-cache %.2f s (%.2f-%.2f), hugo %.2f s (%.2f-%.2f): "
          "time %.2fx (target <= 0.2x)" % (r_time, min(r[0] for r in r_ours), max(r[0] for r in r_ours), rh_time,
                                         min(r[0] for r in r_hugo), max(r[0] for r in r_hugo), r_time / rh_time))
    print("nothing changed: %.1f%% of that full build (target <= 5%%); one page changed: %.1f%% (target <= 10%%)"
          % (100 * n_time / r_time, 100 * i_time / r_time))
    if m_cpu:
        print("CPU of that sheetgen build: %.2f s, %.1fx cmark-gfm's (target <= 2.5x)"
              % (median_cpu(r_ours), median_cpu(r_ours) / m_cpu))
    return s_time, s_rss


def main():
    args = sys.argv[1:]
    options = {"--small": 1000, "--pages": 10000, "--large": 50000, "--runs": 3}
    for name in options:
        if name in args:
            i = args.index(name)
            options[name] = int(args[i + 1])
            del args[i:i + 2]
    if len(args) != 1:
        sys.exit(__doc__)
    sheetgen = os.path.abspath(args[0])
    small, pages, large, runs = options["--small"], options["--pages"], options["--large"], options["--runs"]
    os.makedirs(WORK, exist_ok=True)
    if small:
        compare(sheetgen, small, runs)
    s_time, s_rss = compare(sheetgen, pages, runs)
    if large:
        # The large corpus with fewer runs: Hugo takes most of a minute a build there.
        l_time, l_rss = compare(sheetgen, large, max(1, runs - 1))
        print("%d vs %d pages: time %.2fx (target <= 5.5x), peak RSS %.2fx (target < 1.5x)"
              % (large, pages, l_time / s_time, l_rss / s_rss))


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(TRASH, ignore_errors=True)
