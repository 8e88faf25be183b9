#!/usr/bin/env bash
# Takes the README's picture: the showcase home screen in headless Chromium.
#
#   bash scripts/screenshot.sh [output.png]      (default docs/images/home-screen.png)
#
# Starts `showcase serve` on a new data directory and a free port (its default widgets placed),
# waits for every widget to show its first entry, and saves a 1280-px-wide screenshot.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-docs/images/home-screen.png}"
mkdir -p "$(dirname "$output")"
swift build --product showcase >/dev/null
bin="$(swift build --show-bin-path)"
data="$(mktemp -d)"
profile="$(mktemp -d)"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
WIDGETKIT_DATA_DIR="$data" "$bin/showcase" serve --port "$port" >"$data/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data" "$profile"' EXIT
for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/api/instances" >/dev/null 2>&1 && break
    sleep 0.2
done
# Every placed widget past its placeholder (the first timelines have arrived).
for _ in $(seq 1 100); do
    html="$(curl -fs "http://127.0.0.1:$port/" || true)"
    if [ -n "$html" ] && ! grep -q 'data-state="placeholder"' <<<"$html"; then break; fi
    sleep 0.2
done
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
    --window-size=1280,1000 --screenshot="$output" "http://127.0.0.1:$port/?appearance=light" >/dev/null 2>&1
echo "Saved $output"
