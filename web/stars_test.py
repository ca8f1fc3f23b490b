#!/usr/bin/env python3
"""A class's stars across devices in a real browser (issue 58): two browser profiles are
two children's devices, a third is the teacher's.

    python3 web/stars_test.py [--dist dist/web] [--shots DIR] [--touch] [--size WxH]

Each child's device has its learners' stars in the page's storage (seeded, as a level
won there leaves them); on its class page *Hand over stars* (a click, the key H, or a
tap with --touch) gives them as a download, stars-<names>-<date>.json. On the teacher's
device *Gather stars* opens the file chooser (the test hands the page the chosen files,
as the chooser would: both children's files and a file that is no stars file); the class
page then shows the whole class, Anna, who played on both devices, with the best stars
of each level, and says why the bad file was refused; the teacher's storage keeps the
class and the bad file changed nothing. Screenshots go to --shots.
"""
import argparse
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_test  # noqa: E402
from browser_test import (  # noqa: E402
    Browser, Failure, on, press, serve, settle, wait_for, what_is_missing)

browser_test.KEYS.setdefault("g", "g")

PROGRESS = "schachschlamassel/progress.json"

# The two children's devices: Anna played on both, the tablet also has a guest.
TABLET = {"learners": {"Anna": {"rook-1": 3, "rook-2": 1}, "": {"rook-1": 3}}}
PC = {"learners": {"Anna": {"rook-2": 2, "knight-1": 2}, "Ben": {"bishop-1": 3}}}


def open_class_page(browser, page, touch, seed):
    """The page with `seed` in its storage (None: nothing), its class page open."""
    browser.go(page)
    wait_for(browser, "the first frame", lambda s: True, timeout=90)
    if seed is not None:
        browser.js("localStorage.setItem(arguments[0], arguments[1])", PROGRESS, json.dumps(seed))
        browser.reload()
    wait_for(browser, "the start screen", on("Start"))
    settle(1)
    press(browser, touch, "learn")
    wait_for(browser, "the course map", lambda s: "course_class" in s["tap"])
    settle(0.5)
    press(browser, touch, "course_class", "c")
    wait_for(browser, "the class page", lambda s: s["screen"] == "Class" and "class_gather" in s["tap"])
    settle(0.8)


def hand_over(browser, page, touch, seed, shot, name, key):
    """A child's device hands its stars over: the download's name and text."""
    open_class_page(browser, page, touch, seed)
    press(browser, touch, "class_hand_over", None if touch else key)
    got = None
    for _ in range(50):
        got = browser.js("return window.sslLastDownload || null")
        if got:
            break
        settle(0.2)
    if not got:
        raise Failure(f"{name}: Hand over stars gave no download")
    settle(0.5)
    shot(f"{name}-handed-over")
    if not (got["name"].startswith("stars-") and got["name"].endswith(".json")):
        raise Failure(f"{name}: the download is called {got['name']}")
    handed = json.loads(got["text"])
    if handed.get("format") != "schachschlamassel-stars" or handed.get("version") != 1:
        raise Failure(f"{name}: the download is no stars file: {got['text'][:200]}")
    if "" in handed["learners"]:
        raise Failure(f"{name}: the guest was handed over")
    print(f"ok: {name} handed over {sorted(handed['learners'])} as {got['name']}")
    return got


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default="dist/web")
    ap.add_argument("--shots", default=None)
    ap.add_argument("--touch", action="store_true", help="taps only, as on a tablet")
    ap.add_argument("--lang", default="en-US", help="the browser's language, e.g. de-DE")
    ap.add_argument("--size", default="1280x720", metavar="WxH")
    args = ap.parse_args()
    missing = what_is_missing(args.dist)
    if missing:
        print(f"error: {missing}", file=sys.stderr)
        return 2
    shots = args.shots or tempfile.mkdtemp(prefix="web-stars-shots-")
    os.makedirs(shots, exist_ok=True)
    size = [int(v) for v in args.size.lower().split("x")]
    prefix = ("touch-" if args.touch else "") + f"{args.size}-"
    server = serve(args.dist)
    page = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    profiles = []
    browser = None
    try:
        files = []
        for name, seed, key in [("tablet", TABLET, "h"), ("pc", PC, "h")]:
            profile = tempfile.mkdtemp(prefix=f"web-stars-{name}-")
            profiles.append(profile)
            browser = Browser(profile, args.lang)
            browser.viewport(*size)
            shot = lambda n: browser.screenshot(os.path.join(shots, prefix + n + ".png"))
            files.append(hand_over(browser, page, args.touch, seed, shot, name, key))
            browser.close()
            browser = None

        # The teacher's device: nobody yet; Gather stars, and the chosen files.
        profile = tempfile.mkdtemp(prefix="web-stars-teacher-")
        profiles.append(profile)
        browser = Browser(profile, args.lang)
        browser.viewport(*size)
        shot = lambda n: browser.screenshot(os.path.join(shots, prefix + n + ".png"))
        open_class_page(browser, page, args.touch, None)
        shot("teacher-empty")
        press(browser, args.touch, "class_gather", None if args.touch else "g")
        settle(0.8)
        bad = {"name": "notes.json", "text": '{"format": "schachschlamassel-save", "version": 3}'}
        chosen = [json.dumps({"name": f["name"], "text": f["text"]}) for f in files]
        chosen.append(json.dumps(bad))
        browser.js("window.sslOpenedQueue.push(...arguments[0])", chosen)
        wait_for(browser, "the gathered class", lambda s: "class_learner" in s["tap"])
        settle(1)
        shot("teacher-gathered")
        kept = json.loads(browser.js("return localStorage.getItem(arguments[0])", PROGRESS) or "{}")
        learners = kept.get("learners", {})
        want = {"Anna": {"rook-1": 3, "rook-2": 2, "knight-1": 2}, "Ben": {"bishop-1": 3}}
        if learners != want:
            raise Failure(f"the teacher's class is {learners}, not {want}")
        print("ok: the teacher's class page gathered both devices: Anna with the best stars "
              "of each level, Ben, no guest; the bad file changed nothing")
        # The same files again change nothing.
        browser.js("window.sslOpenedQueue.push(...arguments[0])", chosen[:2])
        settle(1.5)
        again = json.loads(browser.js("return localStorage.getItem(arguments[0])", PROGRESS))
        if again.get("learners") != want:
            raise Failure(f"gathering again changed the class: {again}")
        print("ok: gathering the same files again changes nothing")
        errors = [m for m in browser.console("SEVERE")
                  if "favicon.ico" not in m and "already deleted texture" not in m]
        if errors:
            raise Failure("the page logged errors: " + " | ".join(errors))
        print("stars test passed")
        return 0
    except Failure as e:
        print(f"error: {e}", file=sys.stderr)
        if browser:
            for line in browser.console():
                print(f"console: {line}", file=sys.stderr)
        return 1
    finally:
        if browser:
            browser.close()
        server.shutdown()
        for p in profiles:
            shutil.rmtree(p, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
