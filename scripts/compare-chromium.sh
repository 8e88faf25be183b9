#!/usr/bin/env bash
# Side by side: our PNG renderer against a warm headless Chromium screenshotting our own HTML
# of the same entry (the medium benchmark widget of Benchmarks/, at 2×), COUNT times each, in
# one run. Prints per-render times and the ratio; the target is ours ≥ 20× faster.
#
#   scripts/compare-chromium.sh [COUNT]        (default 200)
#
# Environment: KEEP_OUTPUT=DIR keeps widget.html, ours.png and chromium.png in DIR.
# Builds what it needs (Benchmarks/ in release mode), installs the system libraries, fonts and
# Debian's chromium when missing, and kills the browser on exit. Times are wall clock on a
# machine that may be doing other work: compare the ratio, not the absolute numbers.
set -euo pipefail

count="${1:-200}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

"$root/scripts/install-dependencies.sh"
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing chromium"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq chromium
fi

echo "Building render-compare (release)…" >&2
(cd Benchmarks && swift build -c release --product render-compare >&2)
bin="$(cd Benchmarks && swift build -c release --show-bin-path)/render-compare"

work="$(mktemp -d -t wk-compare-XXXXXX)"
browser_pid=""
cleanup() {
  if [ -n "$browser_pid" ] && kill -0 "$browser_pid" 2>/dev/null; then
    kill -TERM "$browser_pid" 2>/dev/null || true  # the driver kills Chromium's process group
    wait "$browser_pid" 2>/dev/null || true
  fi
  if [ -n "${KEEP_OUTPUT:-}" ]; then
    mkdir -p "$KEEP_OUTPUT"
    cp "$work"/*.html "$work"/*.png "$KEEP_OUTPUT"/ 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "Ours: $count renders…" >&2
"$bin" --count "$count" --out "$work" > "$work/ours.txt"

value() { grep "^$2=" "$1" | head -1 | cut -d= -f2; }
width="$(value "$work/ours.txt" width)"
height="$(value "$work/ours.txt" height)"
scale="$(value "$work/ours.txt" scale)"

echo "Chromium: $count loads + screenshots of our HTML…" >&2
python3 "$root/Benchmarks/Scripts/chromium-screenshots.py" \
  --html "$work/widget.html" --width "$width" --height "$height" --scale "$scale" \
  --count "$count" --out "$work" > "$work/chromium.txt" &
browser_pid=$!
wait "$browser_pid"
browser_pid=""

python3 - "$work/ours.txt" "$work/chromium.txt" <<'EOF'
import sys

def read(path):
    return dict(line.strip().split("=", 1) for line in open(path) if "=" in line)

ours, chrome = read(sys.argv[1]), read(sys.argv[2])
f = lambda d, k: float(d[k])
print(f"Medium widget {float(ours['width']):g}×{float(ours['height']):g} pt at {float(ours['scale']):g}×, "
      f"{ours['count']} renders each (Chromium cold start {chrome['cold_ms']} ms, not counted)")
print(f"{'per render (ms)':<44}{'median':>10}{'mean':>10}{'p90':>10}{'min':>10}")
rows = [
    ("ours: layout + draw + PNG encode", ours, "layout+png"),
    ("ours: draw + PNG encode (laid out)", ours, "png"),
    ("chromium: load HTML + screenshot", chrome, "load+screenshot"),
    ("chromium: screenshot of loaded page", chrome, "screenshot"),
]
for label, d, key in rows:
    print(f"{label:<44}" + "".join(f"{f(d, f'{key}.{s}_ms'):>10.3f}" for s in ("median", "mean", "p90", "min")))
ratio = f(chrome, "load+screenshot.median_ms") / f(ours, "layout+png.median_ms")
lower = f(chrome, "screenshot.median_ms") / f(ours, "png.median_ms")
print(f"ratio (medians), load+screenshot / layout+png: {ratio:.1f}×  (target ≥ 20×: {'met' if ratio >= 20 else 'NOT met'})")
print(f"ratio (medians), screenshot only / png only:   {lower:.1f}×")
EOF
