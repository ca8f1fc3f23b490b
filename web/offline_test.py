#!/usr/bin/env python3
"""A classroom's ways to the browser game (issue 58), walked in headless Chromium:

    python3 web/offline_test.py [--dist dist/web] [--shots DIR] [--lang de-DE]

- installable: the served page has a manifest and a service worker, and Chromium finds
  nothing against installing it (CDP Page.getInstallabilityErrors);
- offline: after the first visit the service worker keeps every file; with the network
  gone (CDP Network.emulateNetworkConditions offline, and the server stopped) a reload
  starts the game, and a turn is played;
- an update: the site changes to a new version while the page is kept; the next start
  is still the old version, whole, the one after it the new one, whole: never a page of
  one version with files of another;
- index.html opened from a folder says what to do instead, in the browser's language,
  and links the single file (schachschlamassel.html), which starts;
- the single file alone in a folder (file://) starts, and a turn is played.

Uses web/browser_test.py's browser, server and checks; screenshots go to --shots.
Exits 1 on any failure, with the page's console.
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_test as bt  # noqa: E402

SINGLE = "schachschlamassel.html"
# The words web/pack.py takes from assets/i18n/<lang>/web-page.ftl (web-page-title),
# by the start of the title: the page opened as a file must say them.
FILE_PAGE_TITLES = {"en": "Schachschlamassel cannot start", "de": "Schachschlamassel startet nicht",
                    "fr": "Schachschlamassel ne démarre pas"}


def cdp(browser, cmd, params=None):
    """A Chrome DevTools Protocol command through chromedriver."""
    return bt.request("POST", browser.url + "/goog/cdp/execute",
                      {"cmd": cmd, "params": params or {}})


def js_async(browser, script, *args):
    """A script that hands its answer to `done` (its last argument)."""
    return bt.request("POST", browser.url + "/execute/async",
                      {"script": "const done = arguments[arguments.length - 1];\n" + script,
                       "args": list(args)})


def kept_files(browser):
    """The page's version, whether a service worker controls it, and the files kept in
    that version's cache (their paths, with the query)."""
    return js_async(browser, """
        const version = (window.sslBuild || {}).version;
        const controlled = !!navigator.serviceWorker.controller;
        caches.open("schachschlamassel-" + version)
            .then((c) => c.keys())
            .then((ks) => done({version, controlled,
                                files: ks.map((r) => { const u = new URL(r.url);
                                                       return u.pathname.slice(1) + u.search; })}))
            .catch((e) => done({version, controlled, files: [], error: String(e)}));""")


def wait_until_kept(browser, dist, timeout=90):
    """Waits until the service worker controls the page and keeps every file of its
    sw.js; returns the version."""
    sw = open(os.path.join(dist, "sw.js")).read()
    wanted = json.loads(sw.split("const FILES = ", 1)[1].split(";", 1)[0])
    end = time.time() + timeout
    now = None
    while time.time() < end:
        now = kept_files(browser)
        if now["controlled"] and set(wanted) <= set(now["files"]):
            print(f"ok: the service worker keeps all {len(wanted)} files of version "
                  f"{now['version']} and controls the page")
            return now["version"]
        time.sleep(0.5)
    raise bt.Failure(f"the service worker did not keep the page's files in {timeout} s: {now}")


def versions_asked(browser):
    """The versions named by the files this page asked for (`?v=`), and the page's."""
    return browser.js("""
        const asked = performance.getEntriesByType('resource')
            .map((e) => new URL(e.name).searchParams.get('v')).filter((v) => v);
        return {page: (window.sslBuild || {}).version, asked: [...new Set(asked)]};""")


def one_version(browser, what):
    v = versions_asked(browser)
    if not v["asked"] or v["asked"] != [v["page"]]:
        raise bt.Failure(f"{what}: the page of version {v['page']} asked for files of "
                         f"versions {v['asked']}")
    return v["page"]


def play_a_turn(browser, shot, name):
    """From the start screen: Play, Let's go, roll, and on until the autosave has kept
    the roll and the command after it (a turn played as a person plays it)."""
    bt.wait_for(browser, "the start screen", bt.on("Start"), timeout=90)
    bt.settle()
    start = shot(f"{name}-start")
    bt.press(browser, False, "play", "Enter")
    bt.wait_for(browser, "the setup screen", bt.on("Setup"))
    bt.settle(0.6)
    bt.press(browser, False, "start")
    bt.wait_for(browser, "the game", lambda s: s["screen"] == "Game" and "roll" in s["tap"])
    bt.settle(1)
    game = shot(f"{name}-game")
    bt.changed(start, game, f"{name}: Play and Let's go")
    autosave = "return localStorage.getItem('schachschlamassel/autosave.json')"
    before = browser.js(autosave)
    bt.press(browser, False, "roll", "Space")
    bt.settle(0.8)
    kept = [before]
    actions = ["card", "choose", "roll", "bring_in", "draw_card", "pass"]
    for _ in range(40):
        now = browser.js(autosave)
        if now != kept[-1]:
            kept.append(now)
        if len(kept) >= 3:
            break
        s = bt.wait_for(browser, "a button to play on",
                        lambda s: any(a in s["tap"] for a in actions), timeout=60)
        bt.press(browser, False, next(a for a in actions if a in s["tap"]))
        time.sleep(0.7)
    if len(kept) < 3:
        raise bt.Failure(f"{name}: the roll and the command after it were not kept")
    shot(f"{name}-played")
    print(f"ok: {name}: a turn played (the roll and the command after it kept)")


def installable_and_offline(dist, shots, lang):
    """The served page: installable; kept by its service worker; offline, a reload
    starts the game and a turn is played."""
    server = bt.serve(dist)
    page = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    profile = tempfile.mkdtemp(prefix="web-offline-")
    browser = bt.Browser(profile, lang)
    shot = lambda name: browser.screenshot(os.path.join(shots, name + ".png"))
    try:
        browser.viewport(1280, 720)
        browser.go(page)
        bt.wait_for(browser, "the first frame", lambda s: True, timeout=90)
        # The manifest is linked after the first frame: Chromium may need a moment.
        end = time.time() + 30
        while True:
            errors = cdp(browser, "Page.getInstallabilityErrors")["installabilityErrors"]
            if not errors:
                break
            if time.time() > end:
                raise bt.Failure(f"Chromium would not install the page: {errors}")
            time.sleep(0.5)
        manifest = cdp(browser, "Page.getAppManifest")
        if manifest.get("errors"):
            raise bt.Failure(f"the manifest has errors: {manifest['errors']}")
        print("ok: the page is installable (no installability errors, the manifest is sound)")
        version = wait_until_kept(browser, dist)
        one_version(browser, "the first visit")

        cdp(browser, "Network.enable")
        cdp(browser, "Network.emulateNetworkConditions",
            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        server.shutdown()
        server.server_close()
        browser.reload()
        bt.wait_for(browser, "the start screen offline", bt.on("Start"), timeout=90)
        if one_version(browser, "the offline start") != version:
            raise bt.Failure("offline, the page is of another version")
        print(f"ok: offline (no network, no server), the reload started version {version}")
        play_a_turn(browser, shot, "offline")
        return browser.console("SEVERE")
    except bt.Failure:
        for line in browser.console():
            print(f"console: {line}", file=sys.stderr)
        raise
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


def update(dist, lang):
    """The site updated under a kept page: the next start is the kept version, whole;
    the start after it the new version, whole."""
    site = tempfile.mkdtemp(prefix="web-site-")
    shutil.copytree(dist, site, dirs_exist_ok=True)
    server = bt.serve(site)
    page = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    profile = tempfile.mkdtemp(prefix="web-update-")
    browser = bt.Browser(profile, lang)
    try:
        browser.go(page)
        bt.wait_for(browser, "the first frame", lambda s: True, timeout=90)
        old = wait_until_kept(browser, site)
        # The new version: its page and service worker name another version (the
        # other files are the same bytes, asked for by the new name).
        new = "update" + old[6:]
        for name in ("index.html", "sw.js"):
            path = os.path.join(site, name)
            text = open(path).read()
            with open(path, "w") as f:
                f.write(text.replace(old, new))
            for ready in (".gz", ".br"):
                if os.path.exists(path + ready):
                    os.remove(path + ready)
        browser.reload()
        bt.wait_for(browser, "the start screen after the update", bt.on("Start"), timeout=90)
        if one_version(browser, "the start after the update") != old:
            raise bt.Failure("the start right after the update is not the kept version")
        print(f"ok: the start after the site's update is still the kept version {old}, whole")
        end = time.time() + 90
        while time.time() < end:
            names = js_async(browser, "caches.keys().then(done)")
            if "schachschlamassel-" + new in names and kept_files(browser)["version"] == old:
                break
            time.sleep(0.5)
        else:
            raise bt.Failure(f"the new version was not kept: {names}")
        browser.reload()
        bt.wait_for(browser, "the start screen of the new version", bt.on("Start"), timeout=90)
        wait_until_kept(browser, site)
        if one_version(browser, "the next start") != new:
            raise bt.Failure("the next start is not the new version")
        print(f"ok: the next start is the new version {new}, whole")
        return browser.console("SEVERE")
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
        shutil.rmtree(site, ignore_errors=True)


def from_a_folder(dist, shots, lang):
    """index.html opened as a file says what to do; the single file plays."""
    profile = tempfile.mkdtemp(prefix="web-file-")
    browser = bt.Browser(profile, lang)
    shot = lambda name: browser.screenshot(os.path.join(shots, name + ".png"))
    folder = os.path.abspath(dist)
    alone = tempfile.mkdtemp(prefix="web-usb-stick-")
    try:
        browser.viewport(1280, 720)
        browser.go("file://" + os.path.join(folder, "index.html"))
        end = time.time() + 20
        while time.time() < end and not browser.js("return window.sslFilePage || null"):
            time.sleep(0.2)
        said = browser.js("return document.getElementById('loading').innerText")
        want = FILE_PAGE_TITLES.get(lang[:2], FILE_PAGE_TITLES["en"])
        if want not in said or SINGLE not in said:
            raise bt.Failure(f"index.html opened as a file does not say what to do: {said!r}")
        shot("file-page")
        print(f"ok: index.html opened as a file says what to do ({lang[:2]}): "
              f"{said.splitlines()[0]!r}")
        # Its link opens the single file, which starts from the folder.
        browser.js("document.getElementById('single').click()")
        bt.wait_for(browser, "the single file's start screen", bt.on("Start"), timeout=90)
        if not browser.js("return location.href").endswith("/" + SINGLE):
            raise bt.Failure("the link did not lead to the single file")
        print("ok: the link opens the single file, which starts")
        # Alone in a folder of its own (a USB stick, an e-mail's attachment) it plays.
        shutil.copy(os.path.join(folder, SINGLE), alone)
        browser.go("file://" + os.path.join(alone, SINGLE))
        play_a_turn(browser, shot, "single-file")
        print("ok: the single file alone in a folder started from file:// and a turn was played")
        return browser.console("SEVERE")
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
        shutil.rmtree(alone, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default="dist/web")
    ap.add_argument("--shots", default=None)
    ap.add_argument("--lang", default="en-US", help="the browser's language, e.g. de-DE")
    args = ap.parse_args()
    missing = bt.what_is_missing(args.dist)
    if not missing and not os.path.isfile(os.path.join(args.dist, SINGLE)):
        missing = f"{args.dist}/{SINGLE} is missing: run web/build.sh"
    if missing:
        print(f"error: {missing}", file=sys.stderr)
        return 2
    shots = args.shots or tempfile.mkdtemp(prefix="web-shots-")
    os.makedirs(shots, exist_ok=True)
    started = time.time()
    try:
        errors = installable_and_offline(args.dist, shots, args.lang)
        errors += update(args.dist, args.lang)
        errors += from_a_folder(args.dist, shots, args.lang)
        # Offline, the browser logs what it could not fetch of its own (the favicon).
        errors = [m for m in errors if "favicon.ico" not in m
                  and "already deleted texture" not in m]
        if errors:
            raise bt.Failure("the pages logged errors: " + " | ".join(errors))
    except bt.Failure as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(f"offline test passed in {time.time() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
