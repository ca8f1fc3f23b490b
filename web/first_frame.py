#!/usr/bin/env python3
"""Page load to the first frame the game draws, in headless Chromium.

    python3 web/first_frame.py [--dist dist/web] [-n 7] [--lang en-US] [--plain]
                               [--mbit 10] [--latency 40]

Serves dist/web on 127.0.0.1 and loads the page N times, each time in a new browser
profile (a first visit: nothing cached, nothing in local storage), over a line that
Chromium's network throttling makes --mbit Mbit/s with --latency ms (CDP
Network.emulateNetworkConditions; 0 for none). The server sends a file's ready-made .br or
.gz where there is one (as nginx's gzip_static does), or with --plain every file as it
is (as `python3 -m http.server` does). The page records the time of the first drawn frame
as window.sslFirstFrameMs (web/plugin.js), in milliseconds after the start of navigation.
Prints each load (with when the wasm arrived, when the game's main() started, and the
bytes on the wire until the first frame) and the medians, the figures of the README's
browser table:

    first_frame_ms median=... min=... max=... loads=N first_frame_bytes=... server=...

The machine's load matters: say it with the figure (`uptime`).
"""
import argparse
import functools
import http.server
import os
import threading
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_test as bt  # noqa: E402  (the test's server and WebDriver client)


class PlainHandler(bt.QuietHandler):
    """Every file as it is, whatever the browser accepts (python3 -m http.server)."""

    def send_head(self):
        bt.QuietHandler.sent[self.path.split("?")[0]] = "identity"
        return http.server.SimpleHTTPRequestHandler.send_head(self)


def serve(directory, plain):
    handler = functools.partial(PlainHandler if plain else bt.QuietHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def one_load(page, lang, size, mbit, latency):
    profile = tempfile.mkdtemp(prefix="web-first-frame-")
    browser = None
    try:
        browser = bt.Browser(profile, lang)
        browser.viewport(*size)
        if mbit or latency:
            rate = mbit * 1e6 / 8 if mbit else -1
            for cmd, params in (("Network.enable", {}),
                                ("Network.emulateNetworkConditions",
                                 {"offline": False, "latency": latency,
                                  "downloadThroughput": rate, "uploadThroughput": rate})):
                bt.request("POST", browser.url + "/goog/cdp/execute",
                           {"cmd": cmd, "params": params})
        browser.go(page)
        bt.wait_for(browser, "the first frame", lambda s: True, timeout=90)
        # The bytes on the wire (headers and bodies as sent) of the page and of every
        # file asked for before the first frame.
        return browser.js("""
            const all = performance.getEntriesByType('resource');
            const wasm = all.find(e => /[.]wasm([.]lzma)?([?]|$)/.test(e.name));
            const first = window.sslFirstFrameMs;
            const early = all.filter(e => e.startTime < first);
            const nav = performance.getEntriesByType('navigation')[0];
            return {first, main: window.sslMainMs || null,
                    wasm: wasm ? wasm.responseEnd : null,
                    bytes: nav.transferSize + early.reduce((n, e) => n + e.transferSize, 0),
                    files: early.map(e => e.name.split('/').pop().split('?')[0] + '@'
                        + Math.round(e.startTime) + '-' + Math.round(e.responseEnd)
                        + ':' + e.transferSize)};""")
    finally:
        if browser:
            browser.close()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default="dist/web")
    ap.add_argument("-n", type=int, default=7, help="how many loads (default 7)")
    ap.add_argument("--lang", default="en-US", help="the browser's language, e.g. de-DE")
    ap.add_argument("--size", default="1280x720", metavar="WxH")
    ap.add_argument("--files", action="store_true", help="also list each file's fetch times")
    ap.add_argument("--plain", action="store_true",
                    help="a server that sends every file as it is (python3 -m http.server)")
    ap.add_argument("--mbit", type=float, default=10, help="the line's Mbit/s (0: unthrottled)")
    ap.add_argument("--latency", type=float, default=40, help="the line's latency in ms")
    args = ap.parse_args()
    missing = bt.what_is_missing(args.dist)
    if missing:
        print(f"error: {missing}", file=sys.stderr)
        return 2
    size = tuple(int(v) for v in args.size.lower().split("x"))
    server = serve(args.dist, args.plain)
    page = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    firsts, sizes = [], []
    try:
        for i in range(args.n):
            r = one_load(page, args.lang, size, args.mbit, args.latency)
            firsts.append(r["first"])
            sizes.append(r["bytes"])
            main_ms = "-" if r["main"] is None else f"{r['main']:.0f}"
            wasm_ms = "-" if r["wasm"] is None else f"{r['wasm']:.0f}"
            print(f"load {i + 1}: first_frame_ms={r['first']:.0f} (wasm arrived {wasm_ms}, "
                  f"main {main_ms}) bytes={r['bytes']}")
            if args.files:
                print("  " + " ".join(r["files"]))
    except bt.Failure as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        server.shutdown()
    wasm = [p for p in bt.QuietHandler.sent if ".wasm" in p]
    print(f"first_frame_ms median={statistics.median(firsts):.0f} min={min(firsts):.0f} "
          f"max={max(firsts):.0f} loads={len(firsts)} "
          f"first_frame_bytes={statistics.median(sizes):.0f} "
          f"server={'plain' if args.plain else 'ready-made .br/.gz'} "
          f"line={args.mbit:g}Mbit/s+{args.latency:g}ms "
          f"wasm_sent_as={','.join(p + ':' + bt.QuietHandler.sent[p] for p in wasm)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
