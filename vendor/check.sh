#!/usr/bin/env bash
# Checks that each vendored crate, vendor/NAME, is the release crates.io serves with
# vendor/NAME.patch applied, and nothing else (vendor/README.md). For each patch file:
# download the release its first lines name, check its sha256, unpack it, apply the patch
# and compare the result with the folder, file by file. Needs the network, curl, tar,
# sha256sum, patch and diff. Exit 1 and the differences when a folder is not that.
#
#   vendor/check.sh          check every vendored crate
#   vendor/check.sh --write  after a change of ours (or a newer release unpacked into the
#                            folder): write vendor/NAME.patch anew from the folder (a new
#                            vendored crate: create an empty vendor/NAME.patch first)
#
# Offline, `cargo test` checks that each patch still applies in reverse to its folder
# (tests/it/vendored_crates.rs).
set -euo pipefail
cd "$(dirname "$0")"
export LC_ALL=C TZ=UTC

write=false
case "${1:-}" in
  "") ;;
  --write) write=true ;;
  *) echo "usage: vendor/check.sh [--write]" >&2; exit 2 ;;
esac

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The release a folder is based on: its name, and its version as its Cargo.toml says.
version_of() {
  sed -n 's/^version = "\(.*\)"$/\1/p' "$1/Cargo.toml" | head -n 1
}

# Downloads NAME VERSION's .crate, checks it against SHA (when given) and unpacks it
# into $scratch/a; prints the file's sha256.
fetch_release() {
  local name=$1 version=$2 sha=$3 file="$scratch/$1-$2.crate"
  curl -sSfL --retry 3 -o "$file" "https://static.crates.io/crates/$name/$name-$version.crate" || {
    echo "error: could not download $name $version from static.crates.io" >&2; exit 1; }
  local got
  got=$(sha256sum "$file" | cut -d' ' -f1)
  if [ -n "$sha" ] && [ "$got" != "$sha" ]; then
    echo "error: $name-$version.crate has sha256 $got, not $sha as $name.patch says" >&2; exit 1
  fi
  rm -rf "$scratch/a" "$scratch/$name-$version"
  tar -xzf "$file" -C "$scratch"
  mv "$scratch/$name-$version" "$scratch/a"
  echo "$got"
}

# The folder's files, tracked or new, but none git ignores (build output), copied to $scratch/b.
copy_folder() {
  rm -rf "$scratch/b"
  mkdir -p "$scratch/b"
  (cd "$1" && git ls-files -z --cached --others --exclude-standard . | sort -zu |
    while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
    xargs -0 cp --parents -t "$scratch/b")
}

failed=0
for patch_file in *.patch; do
  name=${patch_file%.patch}
  [ -d "$name" ] || { echo "error: $patch_file has no folder vendor/$name" >&2; exit 1; }
  # The patch's first line: "crate NAME VERSION sha256 HEX" (a new crate's patch file may
  # start empty: --write fills it).
  read -r word pname version sha_word sha < "$patch_file" || true
  if ! $write && [ "${word:-} ${pname:-} ${sha_word:-}" != "crate $name sha256" ]; then
    echo "error: $patch_file does not start with \"crate $name VERSION sha256 HEX\"" >&2; exit 1
  fi
  if $write; then
    version=$(version_of "$name")
    sha=$(fetch_release "$name" "$version" "")
    copy_folder "$name"
    {
      echo "crate $name $version sha256 $sha"
      echo "The release crates.io serves, https://static.crates.io/crates/$name/$name-$version.crate,"
      echo "against vendor/$name: Schachschlamassel's changes, each said in vendor/README.md."
      echo "Written and checked by vendor/check.sh."
      echo
      # Without dates, so that the file changes only when the changes do.
      (cd "$scratch" && diff -ruN a b || true) | sed -E 's/^((---|\+\+\+) [^\t]*)\t.*$/\1/'
    } > "$patch_file"
    echo "wrote $patch_file ($name $version)"
    continue
  fi
  if [ "$(version_of "$name")" != "$version" ]; then
    echo "error: vendor/$name is version $(version_of "$name"), $patch_file is against $version;" \
      "run vendor/check.sh --write after checking the changes" >&2
    failed=1; continue
  fi
  fetch_release "$name" "$version" "$sha" >/dev/null
  if ! patch -s -p1 -d "$scratch/a" --no-backup-if-mismatch -f < "$patch_file" > "$scratch/patch.out" 2>&1; then
    echo "FAIL: $patch_file does not apply to $name $version as published:" >&2
    cat "$scratch/patch.out" >&2
    failed=1; continue
  fi
  copy_folder "$name"
  if ! diff -r "$scratch/a" "$scratch/b" > "$scratch/diff.out"; then
    echo "FAIL: vendor/$name is not $name $version with $patch_file applied; what differs" \
      "(< the release with the patch, > the folder):" >&2
    sed "s|$scratch/a|release|g; s|$scratch/b|vendor/$name|g" "$scratch/diff.out" >&2
    echo "If the change is meant: say it in vendor/README.md, then vendor/check.sh --write." >&2
    failed=1; continue
  fi
  echo "ok: vendor/$name is $name $version with $patch_file applied"
done
exit $failed
