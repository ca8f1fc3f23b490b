#!/usr/bin/env python3
"""Page load to the first frame the game draws, in headless Chromium.

    python3 web/first_frame.py [--dist dist/web] [-n 7] [--lang en-US]

Serves dist/web on 127.0.0.1 and loads the page N times, each time in a new browser
profile (a first visit: nothing cached, nothing in local storage). The page records the
time of the first drawn frame as window.sslFirstFrameMs (web/plugin.js: the game tells
the page what is on screen right after drawing its first frame), in milliseconds after
the start of navigation. Prints each load (with when the .wasm arrived and when the
game's main() started) and the median, the figure of the README's browser table:

    first_frame_ms median=... min=... max=... loads=N

The machine's load matters: say it with the figure (`uptime`).
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_test as bt  # noqa: E402  (the test's server and WebDriver client)


def one_load(page, lang, size):
    profile = tempfile.mkdtemp(prefix="web-first-frame-")
    browser = None
    try:
        browser = bt.Browser(profile, lang)
        browser.viewport(*size)
        browser.go(page)
        bt.wait_for(browser, "the first frame", lambda s: True, timeout=90)
        return browser.js("""
            const wasm = performance.getEntriesByType('resource')
                .find(e => e.name.endsWith('.wasm'));
            return {first: window.sslFirstFrameMs, main: window.sslMainMs || null,
                    wasm: wasm ? wasm.responseEnd : null,
                    files: performance.getEntriesByType('resource')
                        .map(e => e.name.split('/').pop() + '@' + Math.round(e.startTime)
                             + '-' + Math.round(e.responseEnd))};""")
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
    args = ap.parse_args()
    missing = bt.what_is_missing(args.dist)
    if missing:
        print(f"error: {missing}", file=sys.stderr)
        return 2
    size = tuple(int(v) for v in args.size.lower().split("x"))
    server = bt.serve(args.dist)
    page = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    firsts = []
    try:
        for i in range(args.n):
            r = one_load(page, args.lang, size)
            firsts.append(r["first"])
            main_ms = "-" if r["main"] is None else f"{r['main']:.0f}"
            wasm_ms = "-" if r["wasm"] is None else f"{r['wasm']:.0f}"
            print(f"load {i + 1}: first_frame_ms={r['first']:.0f} (wasm arrived {wasm_ms}, "
                  f"main {main_ms})")
            if args.files:
                print("  " + " ".join(r["files"]))
    except bt.Failure as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        server.shutdown()
    print(f"first_frame_ms median={statistics.median(firsts):.0f} min={min(firsts):.0f} "
          f"max={max(firsts):.0f} loads={len(firsts)} "
          f"wasm_sent_as={bt.QuietHandler.sent.get('/schachschlamassel.wasm', '-')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
