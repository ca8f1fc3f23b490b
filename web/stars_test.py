#!/usr/bin/env python3
"""A class's stars across devices in a real browser (issue 58): two browser profiles are
two children's devices, a third is the teacher's.

    python3 web/stars_test.py [--dist dist/web] [--shots DIR] [--touch] [--size WxH]

On each child's device the children really play levels of the piece school: the start
screen, Learn, a new learner's name typed into the name box, the course map's next level
(framed in gold), played to its won box. Without --touch the hint key guides each roll
(H, then Enter plays it), and a roll spent on a detour is clicked (the piece, then its
first lit square); with --touch every roll is tapped: the piece, then the square it goes
to. A tap needs the square's place on the page, which the page's status names only for
the piece and its first lit square; so a device's first level begins with one roll to
that square, whose place on the board the page keeps (its level in progress), and
*Try again* (the key bar): two squares known, every square is.

- The tablet: the guest wins the rook's first level (no name yet), then Anna wins it and,
  with a roll more than par, the second (2 stars).
- The PC: Anna wins the first level with a roll more than par (2 stars) and the second
  at par, then Ben wins the first.

On its class page each device hands its stars over (*Hand over stars*: a click, the key
H, or a tap) as a download, stars-<names>-<date>.json, without the guest. On the
teacher's device *Gather stars* opens the file chooser (the test hands the page the
chosen files, as the chooser would: both children's files and a file that is no stars
file); the class page then shows the whole class, Anna, who played on both devices, with
the best stars of each level (one level better on each device, so that neither file's
stars may simply win), and Ben; it says why the bad file was refused; the teacher's
storage keeps the class, the bad file changed nothing, and gathering again changes
nothing. Nothing is put into a page's storage by hand: every star is won by play.
Screenshots go to --shots.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_test  # noqa: E402
from browser_test import (  # noqa: E402
    Failure, enter_name, key_bar, press, settle, shooter, status, to_course_map, wait_for,
    walk_args)

browser_test.KEYS.setdefault("g", "g")

PROGRESS = "schachschlamassel/progress.json"
LESSON = "schachschlamassel/lesson.json"
HERE = os.path.dirname(os.path.abspath(__file__))

# The rook's course (assets/lessons/rook.json): its rook starts on (10, 16); the squares
# of its way to the level's star, one rook move a roll (par 1 and 2).
WAYS = {"rook-1": [(16, 16)], "rook-2": [(16, 16), (16, 10)]}
# A roll spent on the way: along the rook's row, short of the corner.
DETOUR = (13, 16)

# Each device: its learners in turn (None: the guest, before anybody is named), each with
# the levels played one after the other (the won box's Next level) and the rolls spent
# over par on each.
TABLET = [(None, [("rook-1", 0)]), ("Anna", [("rook-1", 0), ("rook-2", 1)])]
PC = [("Anna", [("rook-1", 1), ("rook-2", 0)]), ("Ben", [("rook-1", 0)])]
# What the teacher's class page gathers from both: the best of each level, the guest
# left at home.
CLASS = {"Anna": {"rook-1": 3, "rook-2": 3}, "Ben": {"rook-1": 3}}


def rook_course():
    """The rook's levels by id, as the game embeds them."""
    with open(os.path.join(HERE, "..", "assets", "lessons", "rook.json")) as f:
        return {level["id"]: level for level in json.load(f)["levels"]}


def stars_for(over_par):
    """The stars of a level won `over_par` rolls over its par (school::stars)."""
    return 3 if over_par == 0 else 2 if over_par <= 2 else 1


def rolls(browser):
    return (status(browser)["lesson"] or {}).get("rolls")


class Squares:
    """Where the board's squares are on the page: two squares known (the board is drawn
    upright, its squares square), every square is."""

    def __init__(self, a, at_a, b, at_b):
        d = [b[0] - a[0], b[1] - a[1]]
        side = [(at_b[i] - at_a[i]) / d[i] for i in (0, 1) if d[i]]
        if not side or min(side) <= 0 or max(side) - min(side) > 1:
            raise Failure(f"the squares {a} at {at_a} and {b} at {at_b} make no upright board")
        self.a, self.at_a, self.side = a, at_a, sum(side) / len(side)

    def centre(self, square):
        return [self.at_a[i] + (square[i] - self.a[i]) * self.side for i in (0, 1)]


def wait_to_move(browser, what, at=None):
    """Waits until the learner may move: the page names the rook to choose (at `at`, when
    its place on the page is known), the same in two looks a moment apart. (Between a
    roll shown and the next one set up, the page names the rook's old square for a
    frame.)"""
    def ready(s):
        rook = s["tap"].get("choose")
        return rook is not None and (at is None or max(abs(rook[i] - at[i]) for i in (0, 1)) <= 2)
    for _ in range(20):
        first = wait_for(browser, what, ready)
        settle(0.3)
        if status(browser) == first:
            return first
    raise Failure(f"{what}: the page did not come to rest: {status(browser)}")


def learn_squares(browser, touch, level):
    """The level's first roll tapped to the first lit square, its square read from the
    level the page keeps in progress, and *Try again*: where the squares are."""
    start = tuple(level["pieces"][0]["at"])
    at_piece = wait_to_move(browser, "the level's rook")["tap"]["choose"]
    press(browser, touch, "choose")
    lit = wait_for(browser, "the rook's first lit square",
                   lambda s: s["tap"].get("choose") not in (None, at_piece))["tap"]["choose"]
    press(browser, touch, "choose")
    wait_for(browser, "the first roll", lambda s: (s["lesson"] or {}).get("rolls") == 1)
    kept = json.loads(browser.js("return localStorage.getItem(arguments[0])", LESSON) or "{}")
    route = (kept.get("commands") or [{}])[0].get("route")
    if not route:
        raise Failure(f"the level in progress keeps no roll: {kept}")
    squares = Squares(start, at_piece, (route[-1]["x"], route[-1]["y"]), lit)
    settle(0.8)
    key_bar(browser, touch, "KeyR")  # Try again
    wait_for(browser, "the level again", lambda s: (s["lesson"] or {}).get("rolls") == 0)
    print(f"ok: a square is {squares.side:.1f} px (the rook's first roll to {route[-1]})")
    return squares


def roll_to(browser, touch, squares, rook, square):
    """One roll by taps or clicks: the rook (on `rook`), then the square it goes to."""
    before = rolls(browser)
    wait_to_move(browser, f"the rook on {rook}", squares.centre(rook))
    press(browser, touch, "choose")
    settle(0.4)
    x, y = squares.centre(square)
    browser.tap(x, y) if touch else browser.click(x, y)
    print(f"{'tapped' if touch else 'clicked'} the square {square} at {[round(x), round(y)]}")
    wait_for(browser, f"the roll to {square}", lambda s: (s["lesson"] or {}).get("rolls") != before)


def detour(browser):
    """A roll spent by clicks: the rook, then its first lit square."""
    before = rolls(browser)
    at_piece = wait_to_move(browser, "the rook to choose")["tap"]["choose"]
    press(browser, False, "choose")
    wait_for(browser, "the rook's lit squares",
             lambda s: s["tap"].get("choose") not in (None, at_piece))
    press(browser, False, "choose")
    wait_for(browser, "the detour", lambda s: (s["lesson"] or {}).get("rolls") != before)


def by_hint(browser):
    """One roll by the hint key: H shows the computer's move (or plays it at once),
    Enter plays it."""
    before = rolls(browser)
    wait_to_move(browser, "the level's next roll")
    browser.key("h")
    settle(0.5)
    if rolls(browser) == before:
        browser.key("Enter")
    wait_for(browser, "the hinted roll", lambda s: (s["lesson"] or {}).get("rolls") != before)


def play_level(browser, touch, shot, squares, name, level, over_par):
    """Plays the level on show to its won box, `over_par` rolls more than par; its stars."""
    way = WAYS[level["id"]]
    if len(way) != level["par"]:
        raise Failure(f"{level['id']}: the test's way has {len(way)} rolls, its par is {level['par']}")
    if touch:
        rook = tuple(level["pieces"][0]["at"])
        for square in [DETOUR] * over_par + way:
            roll_to(browser, touch, squares, rook, square)
            rook = square
    else:
        for _ in range(over_par):
            detour(browser)
        for _ in range(level["par"] + 3):
            if (status(browser)["lesson"] or {}).get("won") is not None:
                break
            by_hint(browser)
    now = wait_for(browser, f"{level['id']}'s won box",
                   lambda s: (s["lesson"] or {}).get("won") is not None and "next_level" in s["tap"])
    got, want = now["lesson"]["won"], stars_for(over_par)
    if got != want:
        raise Failure(f"{name} won {level['id']} in {now['lesson']['rolls']} rolls with {got} "
                      f"stars, not {want}")
    settle(1)
    shot(f"won-{name}-{level['id']}")
    print(f"ok: {name} won {level['id']} in {now['lesson']['rolls']} rolls: {got} stars")


def play_device(browser, page, touch, shot, device, sessions):
    """A child's device: its learners play their levels; the page's storage keeps the
    stars won (the guest's under "")."""
    course = rook_course()
    squares = None
    browser_test.first_frame(browser, page)
    to_course_map(browser, touch)
    want = {}
    for learner, levels in sessions:
        settle(0.5)
        if learner is not None:
            enter_name(browser, touch, shot, "course_new", learner, f"{device}-name-{learner}")
            settle(0.5)
        name = learner or "guest"
        for k, (level_id, over_par) in enumerate(levels):
            # The course map's next level, then the won box's Next level.
            press(browser, touch, "level" if k == 0 else "next_level", "Enter")
            wait_for(browser, f"{level_id} begun",
                     lambda s: (s["lesson"] or {}).get("rolls") == 0 and s["lesson"]["won"] is None)
            settle(1)
            if touch and squares is None:
                squares = learn_squares(browser, touch, course[level_id])
            play_level(browser, touch, shot, squares, f"{device}-{name}", course[level_id],
                       over_par)
            want.setdefault(learner or "", {})[level_id] = stars_for(over_par)
        press(browser, touch, "course_map")
        wait_for(browser, "the course map", lambda s: "course_class" in s["tap"])
    kept = json.loads(browser.js("return localStorage.getItem(arguments[0])", PROGRESS) or "{}")
    if kept.get("learners") != want:
        raise Failure(f"{device}: the page keeps {kept}, not the stars won: {want}")
    print(f"ok: {device}: the stars won are kept: {want}")
    return want


def open_class_page(browser, touch):
    """The course map's Class (C, or its button): the class page."""
    settle(0.5)
    press(browser, touch, "course_class", "c")
    wait_for(browser, "the class page", lambda s: s["screen"] == "Class" and "class_gather" in s["tap"])
    settle(0.8)


def hand_over(browser, touch, shot, name, won):
    """A child's device hands its stars over: the download's name and text."""
    open_class_page(browser, touch)
    press(browser, touch, "class_hand_over", None if touch else "h")
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
    mine = {who: levels for who, levels in won.items() if who}
    if handed["learners"] != mine:
        raise Failure(f"{name}: handed over {handed['learners']}, not the named learners' "
                      f"stars {mine} (never the guest's)")
    print(f"ok: {name} handed over {sorted(handed['learners'])} as {got['name']}, no guest")
    return got


def gather(walk, camera, files):
    """The teacher's device: nobody yet; Gather stars, and the chosen files: the class."""
    browser = walk.browser("stars-teacher")
    shot = camera(browser)
    browser_test.first_frame(browser, walk.page)
    to_course_map(browser, walk.args.touch)
    open_class_page(browser, walk.args.touch)
    shot("teacher-empty")
    press(browser, walk.args.touch, "class_gather", None if walk.args.touch else "g")
    settle(0.8)
    bad = {"name": "notes.json", "text": '{"format": "schachschlamassel-save", "version": 3}'}
    chosen = [json.dumps({"name": f["name"], "text": f["text"]}) for f in files]
    chosen.append(json.dumps(bad))
    browser.js("window.sslOpenedQueue.push(...arguments[0])", chosen)
    wait_for(browser, "the gathered class", lambda s: "class_learner" in s["tap"])
    settle(1)
    shot("teacher-gathered")
    kept = json.loads(browser.js("return localStorage.getItem(arguments[0])", PROGRESS) or "{}")
    if kept.get("learners") != CLASS:
        raise Failure(f"the teacher's class is {kept.get('learners')}, not {CLASS}")
    print("ok: the teacher's class page gathered both devices: Anna with the best stars "
          "of each level, Ben, no guest; the bad file changed nothing")
    # The same files again change nothing.
    browser.js("window.sslOpenedQueue.push(...arguments[0])", chosen[:2])
    settle(1.5)
    again = json.loads(browser.js("return localStorage.getItem(arguments[0])", PROGRESS))
    if again.get("learners") != CLASS:
        raise Failure(f"gathering again changed the class: {again}")
    print("ok: gathering the same files again changes nothing")


def main():
    args, shots = walk_args(__doc__, "web-stars-shots-")
    if args is None:
        return 2
    prefix = ("touch-" if args.touch else "") + f"{args.size}-"
    camera = lambda browser: shooter(browser, shots, prefix)

    def steps(walk):
        files = []
        for name, sessions in [("tablet", TABLET), ("pc", PC)]:
            browser = walk.browser(f"stars-{name}")
            shot = camera(browser)
            won = play_device(browser, walk.page, args.touch, shot, name, sessions)
            files.append(hand_over(browser, args.touch, shot, name, won))
            walk.close(browser)
        gather(walk, camera, files)

    return browser_test.Walk(args).run(steps, "stars test")


if __name__ == "__main__":
    sys.exit(main())
