#!/usr/bin/env python3
"""Packs the browser build in dist/web (web/build.sh runs it after copying the files
there; issue 58):

    python3 web/pack.py dist/web

- every file the page fetches (the wasm, the three scripts, the font, the eight
  languages) also as `<file>.lzma` (LZMA, unpacked in the page by web/lzma.js): from a
  server that sends files as they are, the page stays under 800 KB;
- the build's version: a hash of everything the page is made of;
- index.html from web/index.html with web/lzma.js and web/loader.js inside, and the
  version; file-page.js, the words of the page opened as a file, which only then asks
  for them (assets/i18n/*/web-page.ftl);
- sw.js (web/sw.js with the version and its files), the manifest and its icons
  (web/make_icons.py): installable, and offline after the first visit;
- schachschlamassel.html: the single file, everything inside, that runs from file://.

Prints the version and the sizes.
"""
import base64
import hashlib
import json
import lzma
import os
import re
import shutil
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LANGS = ["de", "en", "fr", "it", "no", "es", "nl", "pt"]
SCRIPTS = ["mq_js_bundle.js", "sapp_jsutils.js", "plugin.js"]
SINGLE = "schachschlamassel.html"
FILE_PAGE = "file-page.js"
ICONS = ["icon-192.png", "icon-512.png", "icon-maskable-512.png"]


def packed(data):
    """LZMA's .lzma ("alone") format at its strongest, with the unpacked size in its
    header (Python writes 'unknown'), so that the page knows how much room to take."""
    out = lzma.compress(data, format=lzma.FORMAT_ALONE,
                        filters=[{"id": lzma.FILTER_LZMA1, "preset": 9 | lzma.PRESET_EXTREME}])
    return out[:5] + struct.pack("<Q", len(data)) + out[13:]


def read(path, mode="r"):
    with open(path, mode) as f:
        return f.read()


def write(path, data):
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)


def page_words():
    """The words of the page opened as a file, per language: {lang: {title, why, ...}}."""
    words = {}
    for lang in LANGS:
        text = read(os.path.join(ROOT, "assets", "i18n", lang, "web-page.ftl"))
        found = dict(re.findall(r"^web-page-([a-z]+) = (.+)$", text, re.M))
        if set(found) != {"title", "why", "single", "serve"}:
            sys.exit(f"error: assets/i18n/{lang}/web-page.ftl lacks words: {sorted(found)}")
        words[lang] = found
    return words


def script_text(path):
    """A script to put inside the page: its comment lines dropped (they stay in web/)."""
    lines = [l.strip() for l in read(path).splitlines() if not l.lstrip().startswith("//")]
    return inline("\n".join(l for l in lines if l))


def inline(js):
    if "</script" in js.lower():
        sys.exit("error: a script holds '</script' and cannot go inside the page")
    return js


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    files = ["schachschlamassel.wasm", *SCRIPTS, "DejaVuSans-web.ttf"] + \
        [f"i18n/{lang}.ftl" for lang in LANGS]
    blobs = {}
    wasm_bytes = os.path.getsize(os.path.join(out, "schachschlamassel.wasm"))
    for name in files:
        blobs[name] = packed(read(os.path.join(out, name), "rb"))
    # A served page of another language needs English too (the fallback of every text):
    # its file carries English before it, "#EN <length>\n" first (no Fluent file starts
    # so: its comments are gone), packed together: 7 KB less than the two apart, as the
    # two share their messages' names. The single file keeps each language alone.
    alone = dict(blobs)
    english = read(os.path.join(out, "i18n/en.ftl"), "rb")
    for lang in LANGS:
        if lang != "en":
            name = f"i18n/{lang}.ftl"
            own = read(os.path.join(out, name), "rb")
            blobs[name] = packed(b"#EN %08d\n" % len(english) + english + own)
    for name in files:
        write(os.path.join(out, name + ".lzma"), blobs[name])
    subprocess.run([sys.executable, os.path.join(HERE, "make_icons.py"), out], check=True)
    shutil.copy(os.path.join(HERE, "manifest.webmanifest"), out)

    template = read(os.path.join(HERE, "index.html"))
    if "<!-- @LOADER@ -->" not in template or "<!-- @SCRIPTS@" not in template:
        sys.exit("error: web/index.html lacks its <!-- @LOADER@ --> or <!-- @SCRIPTS@ --> place")
    # Its comments stay in web/index.html (the places for the scripts kept).
    template = re.sub(r"<!--(?! @)[^>]*-->\n?", "", template)
    template = re.sub(r"[ ]*/\*[^*]*\*/\n?", "", template)
    sw = read(os.path.join(HERE, "sw.js"))
    loader = script_text(os.path.join(HERE, "lzma.js")) + "\n" + \
        script_text(os.path.join(HERE, "loader.js"))
    words = page_words()
    digest = hashlib.sha256(read(os.path.abspath(__file__), "rb"))
    for part in [template, sw, loader, json.dumps(words, sort_keys=True),
                 read(os.path.join(HERE, "manifest.webmanifest"))]:
        digest.update(part.encode())
    for name in files:
        digest.update(blobs[name])
    for name in ICONS:
        digest.update(read(os.path.join(out, name), "rb"))
    version = digest.hexdigest()[:16]

    def page(embedded):
        build = {"version": version, "single": SINGLE}
        head = '<script>\n"use strict";\nwindow.sslBuild = ' + json.dumps(build, ensure_ascii=False) + ";\n"
        if embedded is not None:
            head += "window.sslEmbedded = " + json.dumps(embedded) + ";\n"
        head += loader + "\n</script>"
        html = template.replace("<!-- @LOADER@ -->", head)
        scripts = ""
        if embedded is not None:
            # The single file: its scripts inside.
            scripts = "".join("<script>\n" + inline(read(os.path.join(out, s))) + "\n</script>\n"
                              for s in SCRIPTS)
        html = re.sub(r"<!-- @SCRIPTS@[^>]*-->\n", lambda _: scripts, html)
        return html

    write(os.path.join(out, "index.html"), page(None))
    # The words of the page opened as a file, fetched only then (a script may come from
    # beside a file, where a fetch may not): {lang: {title, why, single, serve}}.
    write(os.path.join(out, FILE_PAGE),
          "// What to do instead of opening index.html as a file (web/loader.js; the words are\n"
          "// assets/i18n/<lang>/web-page.ftl's).\n"
          "window.sslFilePageWords = " + json.dumps(words, ensure_ascii=False, indent=1) + ";\n")
    keep = ["index.html", "manifest.webmanifest", *ICONS] + \
        [f"{name}.lzma?v={version}" for name in files]
    write(os.path.join(out, "sw.js"),
          sw.replace("@VERSION@", version).replace("@FILES@", json.dumps(keep)))
    inside = {name: base64.b64encode(alone[name]).decode() for name in files if name not in SCRIPTS}
    single = page(inside)
    write(os.path.join(out, SINGLE), single)
    # The plain files are inside the packed ones now: the page asks for none of them.
    for name in files:
        os.remove(os.path.join(out, name))

    first = sum(len(blobs[n]) for n in ["schachschlamassel.wasm", *SCRIPTS, "DejaVuSans-web.ttf",
                                          "i18n/en.ftl"])
    print(f"a German page's languages (English inside): {len(blobs['i18n/de.ftl'])} bytes")
    print(f"version={version} wasm_bytes={wasm_bytes} "
          f"wasm_lzma_bytes={len(blobs['schachschlamassel.wasm'])} "
          f"first_files_lzma_bytes={first} single_file_bytes={len(single.encode())}")


if __name__ == "__main__":
    main()
