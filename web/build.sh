#!/usr/bin/env bash
# Builds the browser version into dist/web/ (index.html, the packed .wasm, scripts, font
# and languages, a service worker, a manifest), ready for any static web server:
#     web/build.sh && python3 -m http.server -d dist/web 8000
# and the single file dist/web/schachschlamassel.html, which runs from a folder.
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET=wasm32-unknown-unknown
if ! rustup target list --installed | grep -qx "$TARGET"; then
  rustup target add "$TARGET"
fi

# The size profile [profile.web] of Cargo.toml; the feature `web` turns the sound on.
cargo build --profile web --target "$TARGET" --bin schachschlamassel-web --features web
# Where cargo put it: its target directory as cargo itself reports it, so that
# CARGO_TARGET_DIR (or a `build.target-dir` of a cargo config) is honoured.
target_dir=$(cargo metadata --format-version 1 --no-deps |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
wasm="$target_dir/$TARGET/web/schachschlamassel-web.wasm"
[ -f "$wasm" ] || { echo "error: the build left no $wasm" >&2; exit 1; }

# The JS loader comes from the crates this build uses, so that its version always matches.
js_dir() {
  cargo metadata --format-version 1 --filter-platform "$TARGET" | python3 -c '
import json, os, sys
name = sys.argv[1]
pkgs = [p for p in json.load(sys.stdin)["packages"] if p["name"] == name]
if len(pkgs) != 1:
    sys.exit(f"expected one {name} crate in the build, found {len(pkgs)}")
print(os.path.join(os.path.dirname(pkgs[0]["manifest_path"]), "js"))
' "$1"
}
macroquad_js=$(js_dir macroquad)
jsutils_js=$(js_dir sapp-jsutils)

out=dist/web
rm -rf "$out"
mkdir -p "$out"
# No wasm-opt: Debian's binaryen (108) -Oz took 30 s for 2% less gzipped (measured).
cp "$wasm" "$out/schachschlamassel.wasm"
cp "$macroquad_js/mq_js_bundle.js" "$jsutils_js/sapp_jsutils.js" web/plugin.js "$out/"
# The wasm embeds no language and no font: each language is one file beside the page,
# fetched when the game first needs it (src/ui/i18n/fetched.rs): its area files joined,
# glossary first. The font (DejaVu Sans cut down, web/subset_font.py) is fetched at the
# start (src/ui/mod.rs); web/loader.js asks for it and the first languages early.
mkdir -p "$out/i18n"
for dir in assets/i18n/*/; do
  code=$(basename "$dir")
  # (web-page.ftl is the page's own, for web/pack.py: the game has no use for it.) The
  # comments go (a line that starts with # is one in Fluent): 16 % of the bytes.
  cat "$dir/glossary.ftl" $(ls "$dir"*.ftl | grep -v -e '/glossary.ftl$' -e '/web-page.ftl$') |
    grep -v '^#' > "$out/i18n/$code.ftl"
done
cp assets/fonts/DejaVuSans-web.ttf assets/fonts/DejaVu-LICENSE.txt "$out/"

# The files packed, the page, its service worker, manifest and icons, and the single
# file (web/pack.py; issue 58).
python3 web/pack.py "$out"

# The files the page asks for by their plain names (the page itself, the service worker,
# the manifest) also compressed once, here, for a server that sends a file's ready-made
# .gz or .br to a browser that accepts it (Caddy's `precompressed`, nginx's `gzip_static`
# and `brotli_static`): gzip by Zopfli when it is installed (apt's `zopfli`), Brotli when
# `brotli` is installed. The packed files (.lzma) gain nothing from it; the single file
# gets a .gz for a download from the site.
for f in "$out"/*.html "$out"/*.js "$out"/*.webmanifest; do
  if command -v zopfli >/dev/null && [ "$(stat -c %s "$f")" -lt 200000 ]; then
    zopfli -c "$f" > "$f.gz"
  else
    gzip -9 -n -c "$f" > "$f.gz"
  fi
  if command -v brotli >/dev/null; then brotli -q 11 -c "$f" > "$f.br"; fi
done
echo "built $out/: serve it with   python3 -m http.server -d $out 8000"
echo "   or open $out/schachschlamassel.html (the single file) from a folder"
