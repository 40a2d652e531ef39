#!/usr/bin/env bash
# Step 1 of the ama GitHub Action (action.yml): puts the ama binary in $RUNNER_TEMP/ama-bin, from
# INPUT_BINARY_PATH (a binary already on the runner) or INPUT_BINARY_URL (a release asset, checked
# against INPUT_BINARY_SHA256 when given), adds that directory to $GITHUB_PATH and writes
# `ama-path` and `version` to $GITHUB_OUTPUT. Runs outside a runner too (tests/recipes_action.rs):
# it needs only bash, coreutils and, for a URL, curl.
set -euo pipefail

die() {
  echo "::error::ama install: $*" >&2
  exit 1
}

: "${RUNNER_TEMP:?RUNNER_TEMP is not set; the runner sets it, set it to a scratch directory to run this by hand}"
: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set; the runner sets it, set it to a file to run this by hand}"
url=${INPUT_BINARY_URL:-}
sha=${INPUT_BINARY_SHA256:-}
path=${INPUT_BINARY_PATH:-}
dir="$RUNNER_TEMP/ama-bin"
mkdir -p "$dir"

if [ -n "$path" ] && [ -n "$url" ]; then
  die "both binary-path and binary-url are set; give one of them"
elif [ -n "$path" ]; then
  [ -f "$path" ] || die "binary-path \`$path\` is not a file; build ama first or give binary-url"
  cp "$path" "$dir/ama.tmp"
elif [ -n "$url" ]; then
  command -v curl >/dev/null || die "curl is not installed; install it or give binary-path"
  curl -fsSL --retry 3 --max-time 300 -o "$dir/ama.tmp" "$url" ||
    die "could not download \`$url\`; check the release URL"
else
  die "neither binary-url nor binary-path is set; give the release asset's URL or a binary's path"
fi

if [ -n "$sha" ]; then
  got=$(sha256sum "$dir/ama.tmp" | cut -d' ' -f1)
  if [ "$got" != "$sha" ]; then
    rm -f "$dir/ama.tmp"
    die "the binary's SHA-256 is $got, not the expected $sha; check binary-sha256 against the release"
  fi
fi
chmod 0755 "$dir/ama.tmp"
mv "$dir/ama.tmp" "$dir/ama"
version=$("$dir/ama" --version 2>&1) || die "\`$dir/ama --version\` failed: $version; is it a binary for this runner's platform?"

if [ -n "${GITHUB_PATH:-}" ]; then
  echo "$dir" >>"$GITHUB_PATH"
fi
{
  echo "ama-path=$dir/ama"
  echo "version=$version"
} >>"$GITHUB_OUTPUT"
echo "installed $version at $dir/ama"
