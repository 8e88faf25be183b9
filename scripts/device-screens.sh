#!/usr/bin/env bash
# Renders a few device screens through a real home screen, as a TRMNL device would get them,
# into docs/images/devices/ (or $1): example-widgets serves on loopback, a device runs setup
# and display with curl, and each screen is saved as the device downloads it. PNG models only,
# so the files open anywhere (a 1-bit PNG model stands in for the BMP one: same dithering).
#
#   bash scripts/device-screens.sh            # after `swift build`
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/images/devices}
program=${PROGRAM:-.build/debug/example-widgets}
port=${PORT:-18431}
data=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$data"' EXIT
mkdir -p "$out"
cat > "$data/models.json" <<'JSON'
[{"name": "og_1bit_png", "label": "TRMNL, 1-bit PNG", "width": 800, "height": 480, "bitDepth": 1, "rotation": 0,
  "format": "png", "dither": "floyd-steinberg", "minimumRefreshSeconds": 300}]
JSON
"$program" serve --port "$port" --data-dir "$data/home" --accept-devices --display-models "$data/models.json" \
  > "$data/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 600); do curl -sf "$base/api/kinds" > /dev/null && break; sleep 0.2; done

place() { curl -sf -X POST "$base/api/instances" -H 'Content-Type: application/json' \
  -d "{\"kind\":\"$1\",\"family\":\"$2\"}" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
mac="AA:BB:CC:DD:EE:01"
key=$(curl -sf "$base/api/setup" -H "ID: $mac" -H 'FW-Version: 1.6.9' -H 'Model: og' \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["api_key"])')
device=$(curl -sf "$base/api/devices" | python3 -c 'import json,sys; print(json.load(sys.stdin)["devices"][0]["id"])')

# shot NAME MODEL DITHER LAYOUT ID...
shot() {
  local name=$1 model=$2 dither=$3 layout=$4; shift 4
  local list; list=$(printf '"%s",' "$@"); list=${list%,}
  curl -sf -X POST "$base/api/devices/$device" -H 'Content-Type: application/json' \
    -d "{\"model\":\"$model\",\"tone\":{\"gamma\":1,\"contrast\":1,\"dither\":\"$dither\",\"crispText\":true},\"screen\":{\"layout\":\"$layout\",\"instances\":[$list]}}" > /dev/null
  local url; url=$(curl -sf "$base/api/display" -H "ID: $mac" -H "Access-Token: $key" -H "Model: $model" \
    -H 'Battery-Voltage: 4.1' -H 'RSSI: -60' -H 'Width: 800' -H 'Height: 480' \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["image_url"])')
  curl -sf "$url" -H "ID: $mac" -H "Access-Token: $key" -o "$out/$name"
  echo "$out/$name: $(wc -c < "$out/$name") bytes"
}

weather=$(place Weather systemMedium)
steps=$(place Steps systemMedium)
countdown=$(place Countdown systemSmall)
weather_medium=$(place Weather systemMedium)
sleep 2   # first timelines
shot weather-medium-1bit-floyd-steinberg.png og_1bit_png floyd-steinberg full "$weather"
shot weather-medium-1bit-atkinson.png og_1bit_png atkinson full "$weather"
shot weather-medium-1bit-bayer.png og_1bit_png bayer full "$weather"
shot mashup-1bit-floyd-steinberg.png og_1bit_png floyd-steinberg quadrant "$weather_medium" "$steps" "$countdown" "$countdown"
shot halves-2bit-bayer.png og_png bayer half-horizontal "$weather_medium" "$steps"
curl -sf "$base/widgets/$weather.png" -o "$out/weather-medium-source.png"
echo "$out/weather-medium-source.png: the widget as the page draws it"
