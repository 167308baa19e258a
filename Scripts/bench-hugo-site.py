#!/usr/bin/env python3
"""Times `sheetgen build` against Hugo on a content folder written for Hugo, in one run.

Usage: bench-hugo-site.py SHEETGEN CONTENT [--runs 5]

CONTENT is the content folder of a real Hugo site, such as the Hugo documentation's `content/en`
(a clone of github.com/gohugoio/hugoDocs). Hugo builds it with the plain layouts of
bench-site.py and, for every shortcode the pages use, a template that shows what it holds and
nothing else (the site's own shortcodes need its theme; Hugo's built-ins that would fetch from the
network show nothing); sheetgen builds it with pretty addresses, as Hugo writes them, and its own
templates and shortcodes. Both build from clean (no output, no cache), in pairs, sheetgen then
Hugo; wall seconds, peak RSS and CPU seconds come from each build's own usage, after a sync and a
read of the content, and the medians are printed. Machines here are noisy: read the ratio.
"""
import importlib.util, os, re, shutil, statistics, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("bench_site", os.path.join(HERE, "bench-site.py"))
bench_site = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_site)

# Built-in shortcodes of Hugo that reach the network (or need a token) when rendered.
NETWORK_SHORTCODES = {"instagram", "twitter", "tweet", "x", "youtube", "vimeo", "gist"}
SHORTCODE = re.compile(rb"\{\{[<%]\s*(/?)([A-Za-z0-9_-]+)")


def shortcodes(content):
    """The names of the shortcodes the pages use, and those of them ever closed (`{{< /name >}}`)."""
    used, closed = set(), set()
    for parent, _, names in os.walk(content):
        for name in names:
            if name.endswith(".md"):
                with open(os.path.join(parent, name), "rb") as f:
                    for closing, found in SHORTCODE.findall(f.read()):
                        (closed if closing else used).add(found.decode())
    return used, closed


def hugo_site(content, folder):
    """A Hugo site in `folder` that builds `content` with plain layouts and stand-in shortcodes."""
    layouts = os.path.join(folder, "layouts")
    os.makedirs(os.path.join(layouts, "_default"))
    os.makedirs(os.path.join(layouts, "shortcodes"))
    with open(os.path.join(folder, "hugo.toml"), "w") as f:
        f.write('baseURL = "https://example.org/"\ntitle = "Site"\ncontentDir = "%s"\n' % content)
    for name, text in bench_site.HUGO_LAYOUTS.items():
        with open(os.path.join(layouts, "_default", name), "w") as f:
            f.write(text)
    used, closed = shortcodes(content)
    for name in used | closed:
        # Hugo wants a shortcode whose template reads .Inner closed, and one that does not, not.
        body = "{{ .Inner }}" if name in closed and name not in NETWORK_SHORTCODES else ""
        with open(os.path.join(layouts, "shortcodes", name + ".html"), "w") as f:
            f.write(body + "\n")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sheetgen, content = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
    work = tempfile.mkdtemp(prefix="sheetgen-hugo-site-")
    try:
        hugo = os.path.join(work, "hugo")
        hugo_site(content, hugo)
        with open(os.path.join(work, "sheetgen.yml"), "w") as f:
            f.write("title: Site\nbaseURL: https://example.org/\nurls: pretty\n")
        ours, theirs = [], []
        for run in range(runs):
            out = os.path.join(work, "sheetgen-out-%d" % run)
            ours.append(bench_site.timed(
                [sheetgen, "build", "--content", content, "--output", out, "--no-cache", "--quiet"],
                work, reads=content))
            theirs.append(bench_site.timed(
                ["hugo", "--quiet", "--destination", os.path.join(work, "hugo-out-%d" % run)], hugo, reads=content))
        pages = sum(1 for _, _, names in os.walk(content) for name in names if name.endswith(".md"))
        ours_s, theirs_s = statistics.median(r[0] for r in ours), statistics.median(r[0] for r in theirs)
        ours_m, theirs_m = statistics.median(r[1] for r in ours), statistics.median(r[1] for r in theirs)
        print("%d Markdown files, clean builds, median of %d pairs" % (pages, runs))
        print("sheetgen: %.2f s (%.2f-%.2f), %.0f MiB" % (
            ours_s, min(r[0] for r in ours), max(r[0] for r in ours), ours_m))
        print("Hugo:     %.2f s (%.2f-%.2f), %.0f MiB" % (
            theirs_s, min(r[0] for r in theirs), max(r[0] for r in theirs), theirs_m))
        print("ratio:    time %.2fx, RSS %.2fx" % (ours_s / theirs_s, ours_m / theirs_m))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
