#!/usr/bin/env python3
"""Times `sheetgen serve`: from saving a change to the preview serving it, for each kind of edit a
user makes, and the CPU an idle preview uses.

Usage: bench-serve.py SHEETGEN [--pages 1000,10000,50000] [--edits 5] [--idle 10] [--vault]

For each corpus (Scripts/make-corpus.py, kept in bench-work/ as bench-site.py keeps them), starts
`sheetgen serve --port 0` on it in a folder of its own and waits for its first build. Then, `--edits`
times each: a line appended to a page's body; a new title (until its folder's listing shows it); a
new tag (a tag page and feed made); a date; a summary (until the listing shows it); a page added; a
page removed (until it is a 404); a page renamed (until the new address serves it); a static file
saved. Each waits as an open browser tab does, on the preview's status (`/_sheetgen/status?since=N`),
until a build or update has finished that serves the change; the time from the save to that answer
is the latency. Last, it reads the server's CPU time over `--idle` seconds in which nothing changes.
The content is put back as it was, and the server stopped, whatever happens. With `--vault`, the
corpus is bench-vault.py's Obsidian vault, and the title edit also gives the page a wikilink to
another note, until that note's page lists it under "Linked from".
"""
import json, os, shutil, signal, statistics, subprocess, sys, tempfile, time, urllib.error, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "bench-work")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
bench_site = __import__("bench-site")
bench_vault = __import__("bench-vault")


def get(url, timeout=60):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read().decode("utf-8", "replace")


def cpu_seconds(pid):
    """User and system CPU seconds the process has used so far."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_serve(sheetgen, content, folder):
    """The server and its address, once its first build is done (it prints the address then)."""
    server = subprocess.Popen([sheetgen, "serve", "--port", "0", "--content", content], cwd=folder,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in server.stdout:
        if "http://127.0.0.1:" in line:
            return server, line[line.index("http://"):].split()[0]
    server.wait()
    sys.exit("serve ended before it listened")


def wait_until(base, generation, shown, saved):
    """Seconds from `saved` until a build after `generation` has finished and `shown()` holds."""
    while True:
        generation = json.loads(get(base + "_sheetgen/status?since=%d" % generation))["generation"]
        if shown():
            return time.perf_counter() - saved


def status(url):
    """The HTTP status and body of a GET of `url`."""
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, ""


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def with_field(text, key, value):
    """`text` (a page with front matter) with `key: value` in place of its `key:` line, or added."""
    head, rest = text[4:].split("\n---\n", 1)
    lines = [line for line in head.split("\n") if not line.startswith(key + ":")]
    return "---\n" + "\n".join(lines + ["%s: %s" % (key, value)]) + "\n---\n" + rest


def edits(content, base, vault):
    """The kinds of edit, each a function of a fresh marker that changes the content and gives
    what to wait for: a function saying whether the preview shows the change yet."""
    page = os.path.join(content, "rules", "page-00002.md")
    url = base + "rules/page-00002.html"
    new = os.path.join(content, "rules", "serve-bench-new.md")
    renamed = os.path.join(content, "rules", "serve-bench-renamed.md")
    image = os.path.join(content, "rules", "serve-bench.svg")

    def read(path):
        with open(path) as f:
            return f.read()

    def body(marker):
        with open(page, "a") as f:
            f.write("\n%s\n" % marker)
        return lambda: marker in get(url)

    def title(marker):
        text = with_field(read(page), "title", '"%s"' % marker)
        if vault:  # a new title and a wikilink: the linked note lists the page under "Linked from"
            write(page, text + "\nSee [[page-00006]].\n")
            return lambda: marker in get(base + "rules/page-00006.html")
        write(page, text)
        return lambda: marker in get(base + "rules/index.html")

    def tag(marker):
        write(page, with_field(read(page), "tags", "[town, %s]" % marker.lower()))
        return lambda: marker.lower() in get(url)

    def date(marker):
        day = 1 + int(marker.rsplit("-", 1)[1]) % 28
        write(page, with_field(read(page), "date", "2026-02-%02d" % day))
        return lambda: "2026-02-%02d" % day in get(url)

    def summary(marker):
        write(page, with_field(read(page), "summary", '"%s"' % marker))
        return lambda: marker in get(base + "rules/index.html")

    def added(marker):
        write(new, '---\ntitle: "%s"\n---\nA page added while serving.\n' % marker)
        return lambda: marker in status(base + "rules/serve-bench-new.html")[1]

    def removed(marker):
        os.remove(new)
        return lambda: status(base + "rules/serve-bench-new.html")[0] == 404

    def renamed_page(marker):
        write(new, '---\ntitle: "%s"\n---\nA page to rename.\n' % marker)
        return lambda: marker in status(base + "rules/serve-bench-new.html")[1]

    def rename(marker):
        os.rename(new, renamed)
        return lambda: status(base + "rules/serve-bench-renamed.html")[0] == 200

    def static(marker):
        write(image, '<svg xmlns="http://www.w3.org/2000/svg"><title>%s</title></svg>' % marker)
        return lambda: marker in status(base + "rules/serve-bench.svg")[1]

    def cleanup():
        for path in (new, renamed, image):
            if os.path.exists(path):
                os.remove(path)

    # Each pair's first edit sets up the second, which is the one timed.
    return [("body", None, body), ("title", None, title), ("tags", None, tag), ("date", None, date),
            ("summary", None, summary), ("page added", None, added), ("page removed", added, removed),
            ("page renamed", renamed_page, rename), ("static file", None, static)], cleanup


def measure(sheetgen, pages, count, idle, vault=False):
    content = bench_vault.vault(pages) if vault else bench_site.corpus(pages)
    page_file = os.path.join(content, "rules", "page-00002.md")
    with open(page_file) as f:
        original = f.read()
    folder = tempfile.mkdtemp(dir=WORK, prefix="serve-")
    server, cleanup = None, lambda: None
    try:
        started = time.perf_counter()
        server, base = start_serve(sheetgen, content, folder)
        first = time.perf_counter() - started
        kinds, cleanup = edits(content, base, vault)
        rows = []
        for name, setup, edit in kinds:
            times = []
            for number in range(count):
                if setup:
                    generation = json.loads(get(base + "_sheetgen/status?since=-1"))["generation"]
                    shown = setup("Set up %d-%d" % (time.time_ns(), number))
                    wait_until(base, generation, shown, time.perf_counter())
                    time.sleep(0.3)
                generation = json.loads(get(base + "_sheetgen/status?since=-1"))["generation"]
                marker = "Serve-bench-%d-%d" % (time.time_ns(), number)
                shown = edit(marker)
                times.append(wait_until(base, generation, shown, time.perf_counter()))
                time.sleep(0.3)
                if name in ("page added", "page renamed", "static file"):
                    cleanup()
                    time.sleep(0.5)
            rows.append((name, times))
        before = cpu_seconds(server.pid)
        time.sleep(idle)
        idle_cpu = cpu_seconds(server.pid) - before
        print("%6d %s: first build %.2f s; from save to served, median (min–max) of %d edits each:"
              % (pages, "notes" if vault else "pages", first, count), flush=True)
        for name, times in rows:
            print("        %-14s %4.0f ms (%.0f–%.0f)" % (name, 1000 * statistics.median(times), 1000 * min(times),
                                                         1000 * max(times)), flush=True)
        print("        idle CPU %.2f%% of a core" % (100 * idle_cpu / idle), flush=True)
    finally:
        if server:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        with open(page_file, "w") as f:
            f.write(original)
        cleanup()
        bench_site.remove(folder)


def main():
    args = sys.argv[1:]
    options = {"--pages": "1000,10000,50000", "--edits": "5", "--idle": "10"}
    for name in options:
        if name in args:
            i = args.index(name)
            options[name] = args[i + 1]
            del args[i:i + 2]
    vault = "--vault" in args
    if vault:
        args.remove("--vault")
    if len(args) != 1:
        sys.exit(__doc__)
    sheetgen = os.path.abspath(args[0])
    os.makedirs(WORK, exist_ok=True)
    print("== sheetgen serve: save a page, until the preview serves it (targets: <= 50 ms at 1,000 pages, "
          "<= 150 ms at 10,000; idle CPU about 0)", flush=True)
    for pages in [int(p) for p in options["--pages"].split(",")]:
        measure(sheetgen, pages, int(options["--edits"]), float(options["--idle"]), vault)


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(bench_site.TRASH, ignore_errors=True)
