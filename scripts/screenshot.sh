#!/usr/bin/env bash
# Takes the README's picture: the showcase home screen in headless Chromium.
#
#   bash scripts/screenshot.sh [output.png]      (default docs/images/home-screen.png)
#
# Starts the showcase as `scripts/start.sh` does (the Tally program serving, the four apps' bundle
# programs hosted) on a new data directory and a free port (its default widgets placed), waits for
# every widget to show its first entry, and saves a 1280-px-wide screenshot.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-docs/images/home-screen.png}"
mkdir -p "$(dirname "$output")"
data="$(mktemp -d)"
profile="$(mktemp -d)"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
# start.sh builds, then `exec`s the server: the same process id throughout.
bash scripts/start.sh --port "$port" --data-dir "$data" >"$data/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data" "$profile"' EXIT
while ! curl -fs "http://127.0.0.1:$port/api/instances" >/dev/null 2>&1; do
    kill -0 $server 2>/dev/null || { tail -20 "$data/serve.log"; exit 1; }
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
