#!/usr/bin/env bash
# The fresh-machine check: clones the repository's committed HEAD into a temporary folder and runs exactly the
# README's two commands there, `npm install` then `npm test`, the way a new machine would:
# - PATH holds only the system's own folders: no /usr/local (tools installed by hand live there), and stand-ins that
#   fail like a missing command for tools some machines have but the README does not install (ffmpeg and friends);
# - a clean environment (no DATABASE_URL: the README's `npm test` runs the API suites on PGlite) and an empty HOME,
#   so no ~/.npmrc or global package helps (npm's download cache is shared: it only saves the downloads);
# - `npm install` must print no warning, and `npm test` must end in `N passed, 0 failed` (its own floors make a runner
#   that collected too few tests fail).
# Needs what the README names: Node.js, npm, git and Debian's Chromium at /usr/bin/chromium.
# Usage: bash scripts/fresh-check.sh [--keep]   (--keep leaves the clone and its logs in place)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/guildhall-fresh-XXXXXX)"
keep=false
[ "${1:-}" = "--keep" ] && keep=true
cleanup() { if $keep; then echo "fresh-check: left in $work"; else rm -rf "$work"; fi; }
trap cleanup EXIT

# Tools a machine may have that the project must never need: each one answers like a missing command.
hidden="$work/hidden-tools"
mkdir -p "$hidden" "$work/home"
for tool in ffmpeg ffprobe ffplay avconv convert magick identify gm playwright chrome google-chrome chromedriver; do
  printf '#!/bin/sh\necho "%s: not installed on a fresh machine (scripts/fresh-check.sh)" >&2\nexit 127\n' "$tool" \
    >"$hidden/$tool"
  chmod +x "$hidden/$tool"
done
fresh_path="$hidden:/usr/bin:/bin:/usr/sbin:/sbin"
for tool in node npm git; do
  if ! PATH="$fresh_path" command -v "$tool" >/dev/null; then
    echo "fresh-check: $tool is not in /usr/bin or /bin; install it from Debian's packages or NodeSource" >&2
    exit 1
  fi
done
[ -x /usr/bin/chromium ] || { echo "fresh-check: /usr/bin/chromium is missing (apt-get install chromium)" >&2; exit 1; }

git clone -q "$repo" "$work/repo"
echo "fresh-check: $(git -C "$work/repo" log -1 --format='%h %s') in $work/repo"
fresh() {
  env -i HOME="$work/home" PATH="$fresh_path" LANG=C.UTF-8 TERM=dumb \
    npm_config_cache="${npm_config_cache:-$HOME/.npm}" CI="${CI:-}" "$@"
}

started=$(date +%s)
cd "$work/repo"
echo "== npm install"
fresh npm install 2>&1 | tee "$work/install.log"
if grep -qi 'warn' "$work/install.log"; then
  echo "fresh-check: FAILED: npm install printed warnings:" >&2
  grep -i 'warn' "$work/install.log" >&2
  exit 1
fi
installed=$(date +%s)

echo "== npm test"
status=0
fresh npm test 2>&1 | tee "$work/test.log" || status=$?
summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$work/test.log" | tail -n 1 || true)"
echo "fresh-check: npm install $((installed - started)) s, npm test $(($(date +%s) - installed)) s: ${summary:-no summary line}"
if [ "$status" -ne 0 ] || ! [[ "$summary" =~ ^[0-9]+\ passed,\ 0\ failed ]]; then
  echo "fresh-check: FAILED (npm test exited $status)" >&2
  keep=true
  exit 1
fi
echo "fresh-check: passed"
