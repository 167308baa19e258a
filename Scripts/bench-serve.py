#!/usr/bin/env python3
"""Times `sheetgen serve`: from saving a page to the preview having the new page, and the CPU an
idle preview uses.

Usage: bench-serve.py SHEETGEN [--pages 1000,10000,50000] [--edits 5] [--idle 10] [--vault]

For each corpus (Scripts/make-corpus.py, kept in bench-work/ as bench-site.py keeps them), starts
`sheetgen serve --port 0` on it in a folder of its own and waits for its first build. Then, `--edits`
times: appends a line to one page, and waits as an open browser tab does, on the preview's status
(`/_sheetgen/status?since=N`), until a build has finished whose page holds the line; the time from
the save to that answer is the latency. Then as many times again with a new title for the page
instead, which its section's listing and tag pages show too, so that `serve` builds (incrementally)
rather than putting the one page in place. Last, it reads the server's CPU time over `--idle` seconds
in which nothing changes. The page is put back as it was, and the server stopped, whatever happens.
With `--vault`, the corpus is bench-vault.py's Obsidian vault, and the second edit gives the page a
new title and a wikilink to another note, until that note's page lists it under "Linked from".
"""
import json, os, shutil, signal, statistics, subprocess, sys, tempfile, time, urllib.request

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


def latency(base, page_file, page_url, marker, retitle=False, link=None):
    """Seconds from appending `marker` to the page (or, with `retitle`, making it the page's
    title, which its listings show too) until the preview's status says a build is done whose
    page holds it."""
    generation = json.loads(get(base + "_sheetgen/status?since=-1"))["generation"]
    if retitle:
        with open(page_file) as f:
            text = f.read()
        start = text.index("\ntitle:") + 1
        text = text[:start] + "title: %s" % marker + text[text.index("\n", start):]
        if link:
            text += "\nSee [[%s]].\n" % link
        with open(page_file, "w") as f:
            f.write(text)
    else:
        with open(page_file, "a") as f:
            f.write("\n%s\n" % marker)
    saved = time.perf_counter()
    while True:
        generation = json.loads(get(base + "_sheetgen/status?since=%d" % generation))["generation"]
        if marker in get(page_url):
            return time.perf_counter() - saved


def measure(sheetgen, pages, edits, idle, vault=False):
    content = bench_vault.vault(pages) if vault else bench_site.corpus(pages)
    linked = "page-00006" if vault else None
    page_file = os.path.join(content, "rules", "page-00002.md")
    with open(page_file) as f:
        original = f.read()
    folder = tempfile.mkdtemp(dir=WORK, prefix="serve-")
    server = None
    try:
        started = time.perf_counter()
        server, base = start_serve(sheetgen, content, folder)
        first = time.perf_counter() - started
        times, retitled = [], []
        for edit in range(edits):
            times.append(latency(base, page_file, base + "rules/page-00002.html", "serve-bench-%d-%d" % (edit, time.time_ns())))
            time.sleep(0.5)
        for edit in range(edits):
            shown = base + ("rules/page-00006.html" if vault else "rules/page-00002.html")
            retitled.append(latency(base, page_file, shown, "Retitled %d %d" % (edit, time.time_ns()), retitle=True,
                                    link=linked))
            time.sleep(0.5)
        before = cpu_seconds(server.pid)
        time.sleep(idle)
        idle_cpu = cpu_seconds(server.pid) - before
        print("%6d %s: first build %.2f s; save to served: median %4.0f ms (%.0f–%.0f) over %d edits of the body, "
              "%4.0f ms (%.0f–%.0f) of the title%s; idle CPU %.2f%% of a core"
              % (pages, "notes" if vault else "pages", first, 1000 * statistics.median(times), 1000 * min(times), 1000 * max(times), edits,
                 1000 * statistics.median(retitled), 1000 * min(retitled), 1000 * max(retitled),
                 " and a wikilink (the linked note's backlinks)" if vault else "", 100 * idle_cpu / idle), flush=True)
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
