#!/usr/bin/env python3
"""The browser version in a real browser: headless Chromium driven through chromedriver's
WebDriver HTTP API (plain JSON, so the standard library is enough).

    python3 web/browser_test.py [--dist dist/web] [--shots DIR] [--touch]

Serves dist/web on 127.0.0.1, loads the page, waits for the first drawn frame, and then
plays like a person: Enter on the start screen (Play), Enter on the setup screen (Let's
go), Space to roll; it checks that each step changed the screen. Then it reloads the page
and checks that the start screen offers to continue the game (the autosave in the browser's local storage).
With --touch the same is done by taps (touch events) alone: no key, no mouse, no hover.
With --speech (and --lang fr-FR) only Read to me is walked: a spy in the page stands in
for speechSynthesis (a French and an English voice) and records what the game reads.

The page tells what is on screen as window.sslStatus (web/plugin.js) and when its first
frame was drawn as window.sslFirstFrameMs (ms after the start of navigation). The
screenshots go to --shots; their file names are printed for the pixel checks of .ci/run.
Exits 1 on any failure, with the page's console.
"""
import argparse
import base64
import functools
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

CHROME_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--use-gl=angle",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--autoplay-policy=no-user-gesture-required",
]
KEYS = {"Enter": "\ue007", "Space": " ", "Escape": "\ue00c", "s": "s", "h": "h", "c": "c",
        "n": "n",
        "ArrowDown": "\ue015", "ArrowRight": "\ue014", "PageUp": "\ue00e", "PageDown": "\ue00f",
        "z": "z"}


class Failure(Exception):
    """A check of the browser test that did not hold."""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(method, url, body=None, timeout=60):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return json.loads(r.read() or b"{}").get("value")
    except urllib.error.HTTPError as e:
        raise Failure(f"WebDriver {method} {url}: {e.code} {e.read()[:400]!r}") from e


class Browser:
    """One chromedriver and one headless Chromium session."""

    def __init__(self, profile, lang):
        self.port = free_port()
        self.driver = subprocess.Popen(
            [shutil.which("chromedriver") or "chromedriver", f"--port={self.port}"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(100):
            try:
                request("GET", self.base + "/status", timeout=2)
                break
            except (OSError, Failure):
                time.sleep(0.1)
        else:
            raise Failure("chromedriver did not start")
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": shutil.which("chromium") or "/usr/bin/chromium",
                "args": CHROME_FLAGS + [f"--user-data-dir={profile}", f"--lang={lang}"],
                "prefs": {"intl.accept_languages": lang},
            },
            "goog:loggingPrefs": {"browser": "ALL"},
        }}}
        try:
            self.session = request("POST", self.base + "/session", caps, timeout=120)["sessionId"]
        except Failure as e:
            raise Failure(f"headless Chromium did not start (it needs no display; is Debian's "
                          f"chromium installed?): {e}") from e
        self.url = f"{self.base}/session/{self.session}"

    def viewport(self, width, height):
        """Sizes the window so that the page itself is width × height: the window's
        size is corrected by what the page measures until the two agree (headless
        Chromium may apply a size late, or count no frame round the page)."""
        rect = [width, height]
        inner = None
        for _ in range(6):
            request("POST", self.url + "/window/rect", {"width": rect[0], "height": rect[1]})
            time.sleep(0.2)
            inner = self.js("return [window.innerWidth, window.innerHeight]")
            if inner == [width, height]:
                return
            rect = [rect[0] + width - inner[0], rect[1] + height - inner[1]]
        raise Failure(f"the page is {inner}, not {width}x{height}")

    def go(self, url):
        request("POST", self.url + "/url", {"url": url})

    def reload(self):
        request("POST", self.url + "/refresh", {})

    def js(self, script, *args):
        return request("POST", self.url + "/execute/sync", {"script": script, "args": list(args)})

    def screenshot(self, path):
        png = base64.b64decode(request("GET", self.url + "/screenshot"))
        with open(path, "wb") as f:
            f.write(png)
        print(f"screenshot {path}")
        return png

    def key(self, name):
        k = KEYS[name]
        self.js("document.getElementById('glcanvas').focus()")
        request("POST", self.url + "/actions", {"actions": [{
            "type": "key", "id": "keyboard",
            "actions": [{"type": "keyDown", "value": k}, {"type": "pause", "duration": 80},
                        {"type": "keyUp", "value": k}]}]})
        request("DELETE", self.url + "/actions")

    def type_keys(self, text):
        """Keys typed into whatever has the focus (the canvas untouched), one by one."""
        steps = []
        for k in text:
            steps += [{"type": "keyDown", "value": k}, {"type": "keyUp", "value": k}]
        request("POST", self.url + "/actions", {"actions": [{
            "type": "key", "id": "keyboard", "actions": steps}]})
        request("DELETE", self.url + "/actions")

    def type_into(self, css, text):
        """Text typed into a page element, as a tablet's on-screen keyboard types."""
        found = request("POST", self.url + "/element", {"using": "css selector", "value": css})
        element = next(iter(found.values()))
        request("POST", self.url + f"/element/{element}/value", {"text": text})

    def click(self, x, y):
        """A mouse click."""
        request("POST", self.url + "/actions", {"actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "duration": 0, "x": int(x), "y": int(y)},
                        {"type": "pointerDown", "button": 0},
                        {"type": "pause", "duration": 80},
                        {"type": "pointerUp", "button": 0}]}]})
        request("DELETE", self.url + "/actions")

    def tap(self, x, y):
        """A touch tap (pointerType touch): the page gets touchstart/touchend only."""
        request("POST", self.url + "/actions", {"actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
            "actions": [{"type": "pointerMove", "duration": 0, "x": int(x), "y": int(y)},
                        {"type": "pointerDown", "button": 0},
                        {"type": "pause", "duration": 80},
                        {"type": "pointerUp", "button": 0}]}]})
        request("DELETE", self.url + "/actions")

    def console(self, level=None):
        """The page's console since the last call (of `level` only, if given)."""
        try:
            entries = request("POST", self.url + "/se/log", {"type": "browser"}) or []
        except Failure:
            return []
        return [e.get("message", "") for e in entries if level in (None, e.get("level"))]

    def close(self):
        try:
            request("DELETE", self.url, timeout=20)
        except (OSError, Failure):
            pass
        self.driver.terminate()
        self.driver.wait(10)


def serve(directory):
    handler = functools.partial(QuietHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves dist/web as a server with precompressed files does (nginx's `gzip_static`,
    Caddy's `precompressed`): a file's ready-made .br or .gz (web/build.sh) to a browser
    that accepts that encoding, so the test plays the compressed files a school's server
    would send. `sent` records each path and the encoding it went with."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm"}
    sent = {}

    def send_head(self):
        path = self.translate_path(self.path)
        asked = self.path.split("?")[0]
        accepted = [e.split(";")[0].strip()
                    for e in self.headers.get("Accept-Encoding", "").split(",")]
        for encoding, ending in (("br", ".br"), ("gzip", ".gz")):
            if encoding in accepted and os.path.isfile(path + ending):
                body = open(path + ending, "rb")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
                self.end_headers()
                QuietHandler.sent[asked] = encoding
                return body
        QuietHandler.sent[asked] = "identity"
        return super().send_head()

    def log_message(self, *args):
        pass


def status(browser):
    """The page's view of the game (window.sslStatus, set by the game each time it
    changes): {"screen": ..., "resume": ..., "tap": {button: [x, y]}}, or None."""
    text = browser.js("return window.sslStatus === undefined ? null : window.sslStatus")
    return None if text is None else json.loads(text)


def wait_for(browser, what, test, timeout=60):
    """Waits until test(status) holds; returns the status."""
    end = time.time() + timeout
    now = None
    while time.time() < end:
        now = status(browser)
        if now is not None and test(now):
            return now
        time.sleep(0.2)
    raise Failure(f"waited {timeout} s for {what}; the page says {now!r}")


def wait_while_moving(browser, what, test, progress, stall=180, timeout=1800):
    """Waits until test(status) holds, as long as progress(status) keeps changing: a slow
    page (a loaded machine gives it few frames) is waited for, one that stopped moving
    for `stall` seconds fails; returns the status."""
    start = time.time()
    moved, last, now = start, None, None
    while time.time() - start < timeout:
        now = status(browser)
        if now is not None and test(now):
            if last is None:
                raise Failure(f"{what}: the page never said how far it had got")
            print(f"ok: {what} came; the page counted {last} on the way")
            return now
        seen = progress(now) if now is not None else None
        if seen != last:
            moved, last = time.time(), seen
        elif time.time() - moved > stall:
            raise Failure(f"{what} stopped at {last!r} for {stall} s; the page says {now!r}")
        time.sleep(0.5)
    raise Failure(f"waited {timeout} s for {what}; the page says {now!r}")


def on(screen, resume=False):
    return lambda s: s["screen"] == screen and s["resume"] == resume


def settle(seconds=1.5):
    time.sleep(seconds)


def shooter(browser, shots, prefix=""):
    """A walk's camera: shot(name) saves the page as shots/<prefix><name>.png."""
    return lambda name: browser.screenshot(os.path.join(shots, prefix + name + ".png"))


def first_frame(browser, page):
    """Loads `page` and waits for the game's first frame (its first status)."""
    browser.go(page)
    wait_for(browser, "the first frame", lambda s: True, timeout=90)


def to_course_map(browser, touch):
    """From the start screen to the piece school's course map (Learn); its status."""
    wait_for(browser, "the start screen", on("Start"))
    settle()
    press(browser, touch, "learn")
    return wait_for(browser, "the course map", on("Courses"))


def changed(before, after, what):
    if before == after:
        raise Failure(f"{what}: the screen did not change")
    print(f"ok: {what}: the screen changed")


def press(browser, touch, button, key=None):
    """A person's press of `button`: a tap (touch), or the key, or else a mouse click."""
    where = status(browser)["tap"].get(button)
    if touch or key is None:
        if where is None:
            raise Failure(f"no {button} button on screen: {status(browser)}")
        browser.tap(*where) if touch else browser.click(*where)
        print(f"{'tapped' if touch else 'clicked'} {button} at {where}")
    else:
        browser.key(key)
        print(f"pressed {key} for {button}")


def choose_language(browser, touch, shot, code):
    """The start screen's Language button, then a language in the chooser, by tap or
    click: the game speaks it at once and remembers it."""
    press(browser, touch, "language")
    wait_for(browser, "the language chooser", lambda s: f"lang_{code}" in s["tap"])
    settle(0.5)
    shot(f"languages-{code}")
    press(browser, touch, f"lang_{code}")
    now = wait_for(browser, f"the game in {code}",
                   lambda s: s["lang"] == code and "play" in s["tap"])
    settle(0.5)
    shot(f"start-{code}")
    kept = browser.js("return localStorage.getItem('schachschlamassel/settings.json')") or ""
    if f'"lang":"{code}"' not in kept.replace(" ", ""):
        raise Failure(f"the language {code} is not remembered in the settings: {kept[:200]}")
    print(f"ok: {'tapped' if touch else 'clicked'} the language {code}: the game speaks it "
          f"and remembers it ({now['lang']})")


def play(browser, page, shots, touch, lang):
    prefix = ("touch-" if touch else "") + ("" if lang.startswith("en") else lang[:2] + "-")
    shot = shooter(browser, shots, prefix)
    first_frame(browser, page)
    first_ms = browser.js("return window.sslFirstFrameMs")
    print(f"first_frame_ms={first_ms:.0f}")
    size = browser.js("const c = document.getElementById('glcanvas');"
                      "return [c.clientWidth, c.clientHeight]")
    print(f"canvas {size[0]}x{size[1]}")
    wait_for(browser, "the start screen", on("Start"))
    settle()
    start = shot("start")

    if touch:
        # By taps, as on a tablet (keys and clicks reach the chooser in the desktop's
        # tests; here Enter would open it again, as the focus stays on Language).
        choose_language(browser, touch, shot, "fr")
        choose_language(browser, touch, shot, lang[:2])

    press(browser, touch, "play", "Enter")
    now = wait_for(browser, "the setup screen", on("Setup"))
    if now["lang"] != lang[:2]:
        raise Failure(f"the browser's language is {lang}, the game's {now['lang']}")
    print(f"ok: the game speaks the browser's language ({lang})")
    settle()
    setup = shot("setup")
    changed(start, setup, "Play")

    if touch:
        # The action game, so that cards can come up.
        press(browser, touch, "action_game")
        settle(0.5)
        # The first player's name, typed as a tablet types it.
        enter_name(browser, touch, shot, "name_0", "Mia", "setup-name")
        settle(0.5)
    press(browser, touch, "start")  # "Let's go": a click, or a tap
    wait_for(browser, "the game", lambda s: s["screen"] == "Game" and "roll" in s["tap"])
    kept = browser.js("return localStorage.getItem('schachschlamassel/settings.json')") or ""
    if touch and '"Mia"' not in kept:
        raise Failure(f"the player's name typed in the name box is not kept: {kept[:300]}")
    settle(2)
    game = shot("game")
    changed(setup, game, "Let's go")

    # The menu by tap or click: open it, and back to the game.
    press(browser, touch, "menu")
    wait_for(browser, "the menu", lambda s: s["menu"])
    settle(0.5)
    menu = shot("menu")
    changed(game, menu, "the menu button")
    press(browser, touch, "menu_back")
    wait_for(browser, "the menu closed", lambda s: not s["menu"] and "roll" in s["tap"])
    print("ok: the menu opens and closes")
    settle(1)

    # Step by step (on for a beginner) switched off by hand stays off after a reload.
    if not status(browser)["step_mode"]:
        raise Failure("a beginner's game does not begin step by step")
    if touch and "step_mode" not in status(browser)["tap"]:
        # A narrow panel (4:3, portrait) keeps its toggles in the menu.
        press(browser, touch, "menu")
        wait_for(browser, "the menu", lambda s: "menu_step_mode" in s["tap"])
        settle(0.5)
        press(browser, touch, "menu_step_mode")
        wait_for(browser, "step by step switched off", lambda s: not s["step_mode"])
        settle(0.5)
        press(browser, touch, "menu_back")
        wait_for(browser, "the menu closed", lambda s: not s["menu"] and "roll" in s["tap"])
        settle(0.5)
    else:
        press(browser, touch, "step_mode", "s")
    wait_for(browser, "step by step switched off", lambda s: not s["step_mode"])
    kept = browser.js("return localStorage.getItem('schachschlamassel/autosave.json')")
    if '"step_by_step":false' not in (kept or ""):
        raise Failure("step by step switched off is not in the autosave (a reload resets it)")
    print("ok: step by step switched off by hand, and kept in the autosave")

    autosave = "return localStorage.getItem('schachschlamassel/autosave.json')"
    before = browser.js(autosave)
    if before is None:
        raise Failure("no autosave in the browser's local storage after Let's go")
    press(browser, touch, "roll", "Space")
    settle(0.8)  # the dice on show (a lost try can end in the same picture as before)
    rolled = shot("rolled")
    changed(game, rolled, "the roll")
    # Every command is kept at once: the roll (a try to bring a piece in, maybe lost)
    # is in the autosave before the turn ends, so a reload cannot give it back.
    if browser.js(autosave) == before:
        raise Failure("the roll is not in the autosave at once (a reload would give it back)")
    print("ok: the roll is in the autosave at once")
    # Play on as a person would (put a drawn card away, choose a piece or square, roll,
    # bring in, draw a card, or let a roll go) until turns have ended: the autosave is
    # written at the end of every turn.
    actions = ["card", "choose", "roll", "bring_in", "draw_card", "pass"]
    turns, used, last = 0, [], before
    for _ in range(80):
        now = wait_for(browser, "a button to play on",
                       lambda s: any(a in s["tap"] for a in actions), timeout=60)
        action = next(a for a in actions if a in now["tap"])
        press(browser, touch, action, "Space" if action == "roll" else None)
        used.append(action)
        time.sleep(0.7)
        current = browser.js(autosave)
        if current != last:
            turns, last = turns + 1, current
            if turns >= (4 if touch else 1):
                break
    if last == before:
        raise Failure("playing on did not reach the autosave in the browser's local storage")
    sounds = browser.js("return window.sslSoundsPlayed")
    if not sounds:
        raise Failure("no sound was played (the browser build has sound on)")
    print(f"ok: {sounds} sounds played")
    counts = {a: used.count(a) for a in actions if a in used}
    print(f"ok: {turns} turn(s) ended and were autosaved; pressed {counts}")
    keys = browser.js("return Object.keys(localStorage).sort()")
    if "schachschlamassel/settings.json" not in keys:
        raise Failure(f"the settings are not in the browser's local storage: {keys}")
    print(f"ok: local storage holds {keys}")
    shot("played")

    browser.reload()
    # The start screen offers "Continue" first (focused, so Enter chooses it).
    wait_for(browser, "the start screen's Continue after the reload",
             lambda s: s["screen"] == "Start" and "continue" in s["tap"])
    settle()
    shot("resume")
    print("ok: after the reload the start screen offers to continue the game")
    press(browser, touch, "continue", "Enter")
    wait_for(browser, "the resumed game", lambda s: s["screen"] == "Game")
    settle(2)
    shot("resumed")
    print("ok: the game resumed")

    race_to_the_end(browser, touch, shot)

    # The piece school's course map, where some actions have only a key: the page's key
    # bar offers them as buttons.
    browser.reload()
    now = to_course_map(browser, touch)
    codes = [k["code"] for k in now["keys"]]
    if "ArrowDown" not in codes or not {"course_back", "course_race"} <= set(now["tap"]):
        raise Failure(f"the course map lacks back, next learner or 'how fast?': {now}")
    settle()
    courses = shot("courses")
    new_learners(browser, touch, shot)
    # A level: Enter (or a tap) plays the next one; "show me" (from the key bar)
    # solves it.
    if not touch:
        # The bishop's "far diagonal" (par 5): a level that one roll does not win.
        # One key a frame: the course map takes one of them per frame (a learner's
        # change ends the frame), so two keys in one frame would lose the second.
        browser.key("ArrowDown")
        settle(0.4)
        browser.key("ArrowRight")
        settle(0.4)
    press(browser, touch, "level", "Enter")
    wait_for(browser, "a level", lambda s: s["lesson"] is not None and s["keys"])
    settle()
    level = shot("lesson")
    if not touch:
        # A roll of the level by the hint (H, Enter), then a reload: the level goes on
        # with that roll made.
        browser.key("h")
        settle(0.5)
        browser.key("Enter")
        wait_for(browser, "a roll of the level", lambda s: (s["lesson"] or {}).get("rolls") == 1)
        settle(2)
        browser.reload()
        wait_for(browser, "the start screen", on("Start"))
        settle()
        press(browser, touch, "learn")
        now = wait_for(browser, "the level again after the reload",
                       lambda s: s["lesson"] is not None)
        if now["lesson"]["rolls"] != 1:
            raise Failure(f"the level's roll was lost with the reload: {now['lesson']}")
        print("ok: a level left after one roll goes on after a reload with that roll")
        settle()
        level = shot("lesson-resumed")
    key_bar(browser, touch, "KeyZ")
    now = wait_for(browser, "the level won by 'show me'",
                   lambda s: s["lesson"] is not None and s["lesson"]["won"] is not None)
    settle()
    changed(level, shot("lesson-won"), "show me")
    # 255: shown by the engine, no stars for the learner.
    print(f"ok: 'show me' played the level to its end (won: {now['lesson']['won']})")
    press(browser, touch, "course_map")
    wait_for(browser, "the course map", on("Courses"))
    settle()
    courses = shot("courses")
    press(browser, touch, "course_race")  # "how fast is each piece?"
    wait_for(browser, "the race page", lambda s: [k["code"] for k in s["keys"]] == ["Escape"])
    settle()
    changed(courses, shot("race"), "the course map's 'how fast?'")
    key_bar(browser, touch, "Escape")
    wait_for(browser, "the course map again", lambda s: "course_back" in s["tap"])
    # The class page (C, or its button): every learner's stars per course, and Back.
    press(browser, touch, "course_class", "c")
    wait_for(browser, "the class page",
             lambda s: s["screen"] == "Class" and "class_back" in s["tap"])
    settle()
    changed(courses, shot("class"), "the course map's 'Class'")
    press(browser, touch, "class_back", "Escape")
    wait_for(browser, "the course map from the class page", lambda s: "course_back" in s["tap"])
    print("ok: the class page opens from the course map and Back returns to it")
    # The chess school: its tab, a level played by "show me", back to the track's tab.
    press(browser, touch, "tab_chess", "PageDown")
    settle(0.6)
    changed(courses, shot("chess-courses"), "the course map's 'Chess' tab")
    press(browser, touch, "level", "Enter")
    wait_for(browser, "a chess level",
             lambda s: s["screen"] == "ChessLesson" and "show_me" in s["tap"])
    settle()
    press(browser, touch, "show_me", "z")
    wait_for(browser, "the chess level shown", lambda s: "next_level" in s["tap"], timeout=30)
    settle()
    shot("chess-lesson-shown")
    press(browser, touch, "course_map")
    wait_for(browser, "the chess courses", lambda s: "tab_track" in s["tap"])
    press(browser, touch, "tab_track", "PageUp")
    settle(0.6)
    print("ok: the chess school's tab, a chess level shown to its end, and back")
    press(browser, touch, "course_back")
    wait_for(browser, "the start screen from the course map's Back", on("Start"))
    print("ok: the course map's buttons and key bar work")

    # Yalta there and back by its own buttons (mouse or touch only): the setup's Back.
    settle()
    press(browser, touch, "yalta")
    wait_for(browser, "Yalta's setup", lambda s: s["screen"] == "Yalta" and "back" in s["tap"])
    settle()
    shot("yalta")
    press(browser, touch, "back")
    wait_for(browser, "the start screen from Yalta's Back", on("Start"))
    print("ok: Yalta opens and its Back button returns to the start screen")
    lab_and_back(browser, touch, shot)
    yalta_and_back(browser, touch, shot)
    chess_to_the_end(browser, touch, shot)
    open_a_file(browser, touch, shot)
    yalta_to_the_end(browser, touch, shot)
    return first_ms


def name_box_open(s):
    return "name_field" in s["tap"]


def enter_name(browser, touch, shot, opener, name, picture):
    """A name typed in the game's name box: `opener` tapped (or clicked), the page's
    text field over the box has the focus at once, `name` typed into it (by the
    on-screen keyboard's way, or keys), then Done tapped (or Enter)."""
    press(browser, touch, opener)
    wait_for(browser, "the name box", name_box_open)
    settle(0.5)
    focused = browser.js("return document.activeElement && document.activeElement.id")
    if focused != "namefield":
        raise Failure(f"the name box's field has no focus (a tablet shows no keyboard): {focused}")
    # It writes in the game's font, handed to the page by web/loader.js.
    if not browser.js("return [...document.fonts].some((f) => f.status === 'loaded'"
                      " && f.family.replace(/\"/g, '') === 'DejaVu Sans Web')"):
        raise Failure("the name box's field lacks the game's font (DejaVu Sans Web)")
    if touch:
        browser.type_into("#namefield", name)
    else:
        browser.type_keys(name)
    settle(0.5)
    shot(picture)
    if touch:
        press(browser, touch, "name_done")
    else:
        browser.type_keys(KEYS["Enter"])
    wait_for(browser, "the name box closed by Done", lambda s: not name_box_open(s))
    hidden = browser.js("const f = document.getElementById('namefield'); return !f || f.hidden")
    if not hidden:
        raise Failure("the page's name field stayed after the box closed")
    print(f"ok: {'tapped' if touch else 'typed'} the name {name} into the name box")


def new_learners(browser, touch, shot):
    """New learners on the course map, as a tablet (or a keyboard) names them: Done
    keeps a name, Cancel drops one, and a tap outside the box keeps the name and does
    what it hits (the class page), so that no tap is dead while a name is typed."""
    progress = "return localStorage.getItem('schachschlamassel/progress.json') || ''"
    enter_name(browser, touch, shot, "course_new", "Zoë", "name-box")
    if "Zoë" not in browser.js(progress):
        raise Failure(f"the new learner Zoë is not kept: {browser.js(progress)[:300]}")
    press(browser, touch, "course_new")
    wait_for(browser, "the name box again", name_box_open)
    settle(0.5)
    browser.type_into("#namefield", "Xaver") if touch else browser.type_keys("Xaver")
    settle(0.3)
    if touch:
        press(browser, touch, "name_cancel")
    else:
        browser.type_keys(KEYS["Escape"])
    wait_for(browser, "the name box closed by Cancel", lambda s: not name_box_open(s))
    if "Xaver" in browser.js(progress):
        raise Failure("a name cancelled was kept")
    print("ok: Cancel drops the name typed")
    press(browser, touch, "course_new")
    wait_for(browser, "the name box a third time", name_box_open)
    settle(0.5)
    browser.type_into("#namefield", "Uli") if touch else browser.type_keys("Uli")
    settle(0.3)
    press(browser, touch, "course_class")
    wait_for(browser, "the class page from a tap outside the name box",
             lambda s: s["screen"] == "Class" and not name_box_open(s))
    if "Uli" not in browser.js(progress):
        raise Failure("a tap outside the name box lost the name typed")
    settle(0.5)
    shot("class-after-name")
    press(browser, touch, "class_back", "Escape")
    wait_for(browser, "the course map from the class page", lambda s: "course_back" in s["tap"])
    settle(0.5)
    print("ok: a tap outside the name box keeps the name and opens the class page")


def lab_and_back(browser, touch, shot):
    """The rule lab from the start screen: a rule set saved earlier ("only knights",
    put in the browser's storage as a save would) opened from its list, *Try it* run to
    its verdict, then Back to the editor and Back (leaving) to the start screen."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "docs", "rule-sets", "only-knights.json")) as f:
        saved = f.read()
    browser.js("localStorage.setItem(arguments[0], arguments[1])",
               "schachschlamassel/rule-sets/only-knights.json", saved)
    press(browser, touch, "lab")
    wait_for(browser, "the rule lab", lambda s: s["screen"] == "Lab" and "lab_tryit" in s["tap"])
    settle()
    editor = shot("lab")
    press(browser, touch, "lab_open")
    wait_for(browser, "the list of saved rule sets", lambda s: "lab_box_1" in s["tap"])
    settle(0.5)
    shot("lab-open")
    press(browser, touch, "lab_box_0")
    wait_for(browser, "the editor with the set opened",
             lambda s: "lab_tryit" in s["tap"] and "lab_box_0" not in s["tap"])
    settle()
    changed(editor, shot("lab-only-knights"), "the saved set opened")
    press(browser, touch, "lab_tryit")
    wait_for(browser, "Try it running", lambda s: "lab_stop" in s["tap"] or "lab_back" in s["tap"])
    settle(2)
    shot("lab-trying")
    wait_while_moving(browser, "Try it's verdict",
                      lambda s: "lab_stop" not in s["tap"] and "lab_back" in s["tap"],
                      lambda s: s.get("lab_games"))
    settle()
    shot("lab-verdict")
    press(browser, touch, "lab_back", "Escape")
    wait_for(browser, "the editor after Try it", lambda s: "lab_tryit" in s["tap"])
    settle(0.5)
    press(browser, touch, "lab_back")
    now = wait_for(browser, "the lab's question or the start screen",
                   lambda s: "lab_box_0" in s["tap"] or s["screen"] == "Start")
    if now["screen"] != "Start":
        shot("lab-leave")
        press(browser, touch, "lab_box_0")
    wait_for(browser, "the start screen from the lab", on("Start"))
    print("ok: the rule lab opens a saved set, tries it to its verdict and goes back")


def yalta_and_back(browser, touch, shot):
    """Yalta from the start screen into a game, its menu, "To the start screen" (which
    asks first, since the game runs) and back."""
    press(browser, touch, "yalta")
    wait_for(browser, "Yalta's setup", lambda s: s["screen"] == "Yalta" and "start" in s["tap"])
    press(browser, touch, "start")
    wait_for(browser, "a Yalta game", lambda s: s["screen"] == "Yalta" and "menu" in s["tap"])
    settle(1)
    play_moves(browser, touch, shot, "yalta", 3)
    wait_for(browser, "Yalta: a person to move", lambda s: "piece" in s["tap"], timeout=120)
    settle(1)
    game = shot("yalta-game")
    press(browser, touch, "menu")
    wait_for(browser, "Yalta's menu", lambda s: "menu_to_start" in s["tap"])
    settle(0.5)
    changed(game, shot("yalta-menu"), "Yalta's Menu button")
    press(browser, touch, "menu_to_start")
    now = wait_for(browser, "Yalta's question or the start screen",
                   lambda s: "yes" in s["tap"] or s["screen"] == "Start")
    if now["screen"] != "Start":
        shot("yalta-leave")
        press(browser, touch, "yes")
    wait_for(browser, "the start screen from Yalta's menu", on("Start"))
    print("ok: Yalta's menu leaves to the start screen")


def yalta_to_the_end(browser, touch, shot):
    """Yalta with three computers (White and Black tapped from person to computer): the
    game plays itself to its end page, whose review, folding and start screen are tapped."""
    press(browser, touch, "yalta")
    wait_for(browser, "Yalta's setup", lambda s: s["screen"] == "Yalta" and "seat_white" in s["tap"])
    settle(0.6)
    if touch:
        # White's player named as a tablet names them (the computer then plays as Oma).
        enter_name(browser, touch, shot, "name_white", "Oma", "yalta-name")
        settle(0.6)
    press(browser, touch, "seat_white")
    settle(0.6)
    press(browser, touch, "seat_black")
    settle(0.6)
    shot("yalta-setup-computers")
    press(browser, touch, "start")
    started = time.time()
    wait_for(browser, "the end of a Yalta game of three computers",
             lambda s: "end_review" in s["tap"], timeout=420)
    print(f"ok: the computers' Yalta game ended after {time.time() - started:.0f} s")
    settle(1.5)
    end = shot("yalta-end")
    walk_end_page(browser, touch, shot, end, "yalta")


def play_moves(browser, touch, shot, game, moves):
    """Plays `moves` moves of a person against the computer by taps (or clicks): the
    first piece that can move, then its first target, then the computer's answer."""
    for n in range(moves):
        now = wait_for(browser, f"{game}: a person to move (move {n + 1})",
                       lambda s: "piece" in s["tap"] or "end_review" in s["tap"], timeout=120)
        if "end_review" in now["tap"]:
            break
        settle(0.4)
        press(browser, touch, "piece")
        wait_for(browser, f"{game}: the chosen piece's targets", lambda s: "target" in s["tap"])
        press(browser, touch, "target")
        settle(0.6)
    shot(f"{game}-after-moves")
    print(f"ok: {game}: {moves} moves played by {'taps' if touch else 'clicks'}")


def open_a_file(browser, touch, shot):
    """The start screen's "Open a game…": a file that holds no game is refused there,
    saying why; a PGN file opens as a chess game, which the menu leaves again. (The file
    chooser itself is the browser's: the test hands the page the chosen file.)"""
    wait_for(browser, "the start screen", lambda s: s["screen"] == "Start" and "open" in s["tap"])
    before = shot("start-before-open")
    choose = "window.sslOpened = JSON.stringify({name: arguments[0], text: arguments[1]})"
    browser.js(choose, "notes.txt", "{ not a game")
    settle(1)
    changed(before, shot("open-refused"), "a file that holds no game is refused on the start screen")
    if status(browser)["screen"] != "Start":
        raise Failure(f"a bad file left the start screen: {status(browser)}")
    browser.js(choose, "club.pgn", "[White \"Anna\"]\n\n1. e4 e5 2. Nf3 *\n")
    wait_for(browser, "the opened chess game", lambda s: s["screen"] == "Chess" and "resign" in s["tap"])
    settle(1)
    shot("opened-pgn")
    print("ok: a PGN file opens as a chess game")
    press(browser, touch, "menu")
    wait_for(browser, "chess's menu", lambda s: "menu_to_start" in s["tap"])
    settle(0.6)
    press(browser, touch, "menu_to_start")
    now = wait_for(browser, "the question or the start screen",
                   lambda s: "yes" in s["tap"] or s["screen"] == "Start")
    if now["screen"] != "Start":
        settle(0.6)
        press(browser, touch, "yes")
    wait_for(browser, "the start screen after the opened game", on("Start"))


def chess_to_the_end(browser, touch, shot):
    """Chess against the computer from the start screen: resign (asked first), the end
    page over the final position, its review, folding, and the start screen."""
    press(browser, touch, "chess")
    wait_for(browser, "chess's setup", lambda s: s["screen"] == "Chess" and "chess_go" in s["tap"])
    settle(0.6)  # a box takes no input in its first 0.2 s (the click that opened it)
    press(browser, touch, "chess_go")
    wait_for(browser, "a chess game", lambda s: "resign" in s["tap"])
    settle(1)
    play_moves(browser, touch, shot, "chess", 4)
    wait_for(browser, "chess: a person to move", lambda s: "resign" in s["tap"])
    settle(1)
    game = shot("chess-game")
    press(browser, touch, "resign")
    wait_for(browser, "Really resign?", lambda s: "yes" in s["tap"])
    settle(0.5)
    changed(game, shot("chess-resign"), "Resign")
    settle(0.6)
    press(browser, touch, "yes")
    wait_for(browser, "chess's end page", lambda s: "end_review" in s["tap"])
    settle(1.5)
    end = shot("chess-end")
    print("ok: resigning asks first and ends on the end page")
    walk_end_page(browser, touch, shot, end, "chess")


def race_to_the_end(browser, touch, shot):
    """A race game two commands before its end (web/race-near-end.json, written by
    `simulate --games 1 --players 2 --seed 3 --bots normal --save-for-people 2`) as the
    autosave: Continue, finish it, and walk the end page: review, fold, unfold, start screen."""
    near = open(os.path.join(os.path.dirname(__file__), "race-near-end.json")).read()
    browser.js("localStorage.setItem('schachschlamassel/autosave.json', arguments[0])", near)
    browser.reload()
    wait_for(browser, "Continue for the game near its end",
             lambda s: s["screen"] == "Start" and "continue" in s["tap"])
    press(browser, touch, "continue", "Enter")
    wait_for(browser, "the game near its end", lambda s: s["screen"] == "Game")
    for _ in range(30):
        now = wait_for(browser, "a way on to the end",
                       lambda s: "end_again" in s["tap"]
                       or any(a in s["tap"] for a in ["roll", "choose", "card", "pass"]),
                       timeout=60)
        if "end_again" in now["tap"]:
            break
        action = next(a for a in ["card", "choose", "roll", "pass"] if a in now["tap"])
        press(browser, touch, action)
        time.sleep(0.8)
    else:
        raise Failure(f"the game near its end did not end: {status(browser)}")
    settle(2)
    end = shot("race-end")
    print("ok: the race game ended on the end page")
    walk_end_page(browser, touch, shot, end, "race")


def walk_end_page(browser, touch, shot, end, game):
    """The shell's one end page of `game` (its screenshot `end` taken): Review and a step
    back, back to the result, See the board, Show the result, Start screen."""
    settle(0.6)  # a box takes no input in its first 0.2 s (the click that opened it)
    press(browser, touch, "end_review")
    wait_for(browser, f"{game}'s review", lambda s: "review_prev" in s["tap"])
    settle(0.6)
    press(browser, touch, "review_prev")
    settle(0.8)
    changed(end, shot(f"{game}-review"), f"{game}: Review the game")
    press(browser, touch, "review_back")
    wait_for(browser, f"{game}'s end page again", lambda s: "end_see_board" in s["tap"])
    settle(0.6)
    before = browser.js("return window.sslDownloads")
    press(browser, touch, "end_save")
    settle(0.8)
    after = browser.js("return window.sslDownloads")
    if not after or after <= (before or 0):
        raise Failure(f"{game}: Save offered no download ({before} → {after})")
    print(f"ok: {game}: Save stores the game and offers it as a download")
    wait_for(browser, f"{game}'s end page after saving", lambda s: "end_see_board" in s["tap"])
    settle(0.6)
    shot(f"{game}-saved")  # the note names the downloaded file
    press(browser, touch, "end_see_board")
    wait_for(browser, f"{game}'s folded end page", lambda s: "end_show" in s["tap"])
    settle(0.6)
    changed(end, shot(f"{game}-end-folded"), f"{game}: See the board")
    press(browser, touch, "end_show")
    wait_for(browser, f"{game}'s end page unfolded", lambda s: "end_start" in s["tap"])
    settle(0.6)
    press(browser, touch, "end_start")
    wait_for(browser, f"the start screen from {game}'s end page", on("Start"))
    print(f"ok: {game}'s end page reviews, folds and goes to the start screen")


def key_bar(browser, touch, code):
    """Presses the page's key-bar button for `code` (a tap, or a click)."""
    where = browser.js("const b = document.querySelector(`#keybar button[data-code='${arguments[0]}']`);"
                       "if (!b) return null; const r = b.getBoundingClientRect();"
                       "return [r.x + r.width / 2, r.y + r.height / 2]", code)
    if where is None:
        raise Failure(f"no {code} button in the key bar")
    browser.tap(*where) if touch else browser.click(*where)
    print(f"{'tapped' if touch else 'clicked'} the key bar's {code} at {where}")


# Read to me (issue 54): the page's speechSynthesis replaced by a spy with a French and
# an English voice, which records each utterance's language and text (web/plugin.js
# reads a text only with a voice of its language).
SPEECH_SPY = """
window.sslSpoken = [];
const voices = [{lang: "fr-FR", name: "spy-fr", default: false},
                {lang: "en-US", name: "spy-en", default: true}];
Object.defineProperty(window, "speechSynthesis", {configurable: true, value: {
    getVoices: () => voices,
    speak: (u) => window.sslSpoken.push({lang: u.lang, voice: u.voice && u.voice.name,
                                          text: u.text}),
    cancel: () => {},
    addEventListener: () => {},
}});
window.SpeechSynthesisUtterance = function (text) { this.text = text; };
return typeof window.speechSynthesis.speak;
"""

# What a French page reads when a key asks for a card before the roll: the reason.
FRENCH_REASONS = ["Lance d’abord les dés", "Seul un dièse", "Seul un plus"]


def speech_walk(browser, page, shots, lang):
    """A French page, the action game: the spy hears whose turn it is, the why-not
    reason of C before the roll, and a card drawn, each in French with the French voice."""
    shot = shooter(browser, shots, "speech-")
    browser.go(page)
    wait_for(browser, "the start screen", on("Start"), timeout=90)
    if browser.js(SPEECH_SPY) != "function":
        raise Failure("the speech spy could not stand in for speechSynthesis")
    press(browser, False, "play", "Enter")
    wait_for(browser, "the setup screen", on("Setup"))
    settle(0.5)
    if "read_to_me_0" not in status(browser)["tap"]:
        raise Failure("the setup has no Read to me switch beside the first player")
    press(browser, False, "action_game")
    settle(0.5)
    shot("setup")
    press(browser, False, "start")
    wait_for(browser, "the game", lambda s: s["screen"] == "Game" and "roll" in s["tap"])
    settle(1.5)
    spoken = lambda: browser.js("return window.sslSpoken")
    first = spoken()
    if not first:
        raise Failure("nothing was read at the first turn")
    print(f"ok: read at the first turn: {first[0]}")
    # The speaker beside the panel's instructions reads them again, in French.
    boxes = [k for k in status(browser)["tap"] if k.startswith("speaker_") and k != "speaker_again"]
    if not boxes:
        raise Failure(f"no speaker beside a text at the first turn: {status(browser)['tap']}")
    before = len(spoken())
    press(browser, False, boxes[0])
    settle(0.8)
    again = spoken()[before:]
    if not again or again[-1]["lang"] != "fr-FR":
        raise Failure(f"the speaker {boxes[0]} read nothing in French: {spoken()}")
    print(f"ok: the speaker beside the instructions read: {again[-1]}")
    # The key bar's "say it again" key, whole on the bar's one row.
    fit = browser.js("""
const bar = document.getElementById("keybar");
if (bar.hidden) { return "no bar"; }
let w = 0;
for (const b of bar.children) {
    if (b.scrollWidth > b.clientWidth + 1) { return "cut: " + b.textContent; }
    w += b.getBoundingClientRect().width;
}
return w <= bar.clientWidth ? "ok" : "too wide: " + w + " > " + bar.clientWidth;
""")
    if fit != "ok":
        raise Failure(f"the key bar: {fit}")
    print("ok: the key bar's keys are whole on its row")
    browser.key("c")  # a card before the roll: declined, with its reason
    settle(1.0)
    shot("reason")
    reasons = [u for u in spoken() if any(r in u["text"] for r in FRENCH_REASONS)]
    if not reasons:
        raise Failure(f"the reason for C before the roll was not read: {spoken()}")
    print(f"ok: the why-not reason was read: {reasons[0]}")
    # A card drawn whenever the die allows (the player's own card is read with its
    # line: "Jaune pioche une carte : …").
    actions = ["card", "draw_card", "choose", "roll", "bring_in", "pass"]
    for _ in range(120):
        if any("pioche une carte" in u["text"] for u in spoken()):
            break
        now = wait_for(browser, "a button to play on",
                       lambda s: any(a in s["tap"] for a in actions), timeout=60)
        action = next(a for a in actions if a in now["tap"])
        press(browser, False, action, "Space" if action == "roll" else None)
        time.sleep(0.7)
    cards = [u for u in spoken() if "pioche une carte" in u["text"]]
    if not cards:
        raise Failure("no card was drawn and read in 120 presses")
    print(f"ok: a card was read: {cards[0]}")
    shot("card")
    wrong = [u for u in spoken() if u["lang"] != "fr-FR" or u["voice"] != "spy-fr"]
    if wrong:
        raise Failure(f"read with another language's voice: {wrong}")
    print(f"ok: all {len(spoken())} texts read in French with the French voice")


def what_is_missing(dist):
    """Why the page cannot be loaded here (None: it can): no built page, or no
    chromedriver. The test and web/first_frame.py ask it first."""
    if not os.path.isfile(os.path.join(dist, "index.html")):
        return f"{dist}/index.html is missing: run web/build.sh first"
    if not shutil.which("chromedriver"):
        return "chromedriver is missing (Debian: apt-get install chromium chromium-driver)"
    return None


def walk_args(doc, shots_prefix, more=None):
    """The walks' options (--dist, --shots, --touch, --lang, --size; `more(parser)` adds
    a walk's own) and where the screenshots go; None, after a word of why, when the page
    cannot be loaded here (exit 2). The size comes as args.wh, [width, height]."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--dist", default="dist/web")
    ap.add_argument("--shots", default=None)
    ap.add_argument("--touch", action="store_true", help="taps only, as on a tablet")
    ap.add_argument("--lang", default="en-US", help="the browser's language, e.g. de-DE")
    ap.add_argument("--size", default="1280x720", metavar="WxH",
                    help="the page's size, e.g. 800x1280 for a tablet held upright")
    if more:
        more(ap)
    args = ap.parse_args()
    missing = what_is_missing(args.dist)
    if missing:
        print(f"error: {missing}", file=sys.stderr)
        return None, None
    args.wh = [int(v) for v in args.size.lower().split("x")]
    shots = args.shots or tempfile.mkdtemp(prefix=shots_prefix)
    os.makedirs(shots, exist_ok=True)
    return args, shots


def no_page_errors(browser):
    """Fails on an error on the page's console: a panic in the game shows as one
    ("unreachable"). Not counted: the missing favicon, and macroquad's font atlas growing
    in the middle of a frame (the draws already batched still name the old texture, so
    WebGL warns and that frame's earlier text may be skipped; the desktop's GL is silent)."""
    errors = [m for m in browser.console("SEVERE")
              if "favicon.ico" not in m and "already deleted texture" not in m]
    if errors:
        raise Failure("the page logged errors: " + " | ".join(errors))


def failed(failure, browser):
    """A walk's failure said, with the page's console (if a browser is open): exit 1."""
    print(f"error: {failure}", file=sys.stderr)
    if browser:
        for line in browser.console():
            print(f"console: {line}", file=sys.stderr)
    return 1


class Walk:
    """A walk's page, served from --dist, and its browsers, each with a profile of its
    own at the walk's language and size. `run(steps, what)` runs steps(walk); a check
    that fails is said with the console of the browser last opened (exit 1); at the end
    every browser still open must have a page without errors; then the browsers, the
    server and the profiles go."""

    def __init__(self, args):
        self.args = args
        self.server = serve(args.dist)
        self.page = f"http://127.0.0.1:{self.server.server_address[1]}/index.html"
        self.browsers, self.profiles = [], []

    def browser(self, name):
        """A new browser (a device of its own: its own profile and storage)."""
        profile = tempfile.mkdtemp(prefix=f"web-{name}-")
        self.profiles.append(profile)
        browser = Browser(profile, self.args.lang)
        self.browsers.append(browser)
        browser.viewport(*self.args.wh)
        return browser

    def close(self, browser):
        """A browser done with: its page without errors, then closed."""
        no_page_errors(browser)
        self.browsers.remove(browser)
        browser.close()

    def run(self, steps, what):
        try:
            steps(self)
            for browser in list(self.browsers):
                self.close(browser)
            print(f"{what} passed")
            return 0
        except Failure as e:
            return failed(e, self.browsers[-1] if self.browsers else None)
        finally:
            for browser in self.browsers:
                browser.close()
            self.server.shutdown()
            for profile in self.profiles:
                shutil.rmtree(profile, ignore_errors=True)


def main():
    speech = lambda ap: ap.add_argument(
        "--speech", action="store_true",
        help="only Read to me, with a spy for speechSynthesis (use --lang fr-FR)")
    args, shots = walk_args(__doc__, "web-shots-", speech)
    if args is None:
        return 2

    def steps(walk):
        browser = walk.browser("profile")
        if args.speech:
            speech_walk(browser, walk.page, shots, args.lang)
        else:
            play(browser, walk.page, shots, args.touch, args.lang)
        # The page asks for every file packed (web/loader.js, web/pack.py), never plain.
        plain = [p for p in QuietHandler.sent if p.endswith((".wasm", ".ttf", ".ftl"))]
        if "/schachschlamassel.wasm.lzma" not in QuietHandler.sent or plain:
            raise Failure(f"the page did not ask for the packed files only: {QuietHandler.sent}")
        print("ok: the game ran from the packed wasm (schachschlamassel.wasm.lzma)")

    return Walk(args).run(steps, "browser test")


if __name__ == "__main__":
    sys.exit(main())
