#!/usr/bin/env bash
# Measures the home screen against its speed targets on a release build of the showcase:
#
#   1. start-up of the binary to the first answered request (target ≤ 500 ms);
#   2. a cached entry PNG, with wrk (target ≥ 5,000 requests/s on 2 cores);
#   3. the home screen page with 50 widgets (target ≤ 10 ms p99);
#   4. 200 open pages (event streams) receiving entry switches: delay from the entry's date to
#      the event's arrival (target ≤ 100 ms p99);
#   5. 10,000 instances placed: resident memory of the host (target < 300 MB).
#
#   bash scripts/measure-home-screen.sh
#
# Prints one line per target. wrk comes from Debian (installed if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { sudo_cmd=(); [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo); "${sudo_cmd[@]}" apt-get install -y -qq wrk; }
swift build -c release --product showcase >/dev/null
bin="$(swift build -c release --show-bin-path)/showcase"
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

start() {  # start DATA_DIR → sets $server, $base and $startup_ms (ms to the first answer)
    local port; port=$(free_port)
    base="http://127.0.0.1:$port"
    local t0; t0=$(date +%s%N)
    WIDGETKIT_DATA_DIR="$1" "$bin" serve --port "$port" >"$1.log" 2>&1 &
    server=$!
    until curl -fs -o /dev/null "$base/api/kinds"; do sleep 0.005; done
    startup_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
}
stop() { kill "$server"; wait "$server" 2>/dev/null || true; server=""; }

place() {  # place COUNT widgets of every kind and family in turn
    python3 - "$base" "$1" <<'PY'
import json, sys, urllib.request
base, count = sys.argv[1], int(sys.argv[2])
kinds = json.load(urllib.request.urlopen(base + "/api/kinds"))["kinds"]
pairs = [(k["kind"], f) for k in kinds for f in k["families"] if f.startswith("system")]
for i in range(count):
    kind, family = pairs[i % len(pairs)]
    body = json.dumps({"kind": kind, "family": family}).encode()
    request = urllib.request.Request(base + "/api/instances", data=body, method="POST",
                                     headers={"Content-Type": "application/json", "Origin": base})
    urllib.request.urlopen(request).read()
PY
}

# 1. Start-up (a new data directory: one widget of each kind is placed).
start "$work/a"
echo "start-up to first answer: ${startup_ms} ms (target ≤ 500 ms)"

# 2. A cached PNG.
id=$(curl -fs "$base/api/instances" | python3 -c 'import json,sys; print(json.load(sys.stdin)["instances"][0]["id"])')
curl -fs -o /dev/null "$base/widgets/$id.png"
wrk -t2 -c32 -d10s "$base/widgets/$id.png" | awk '/Requests\/sec/ {printf "cached PNG: %d requests/s (target ≥ 5000)\n", $2}'

# 3. The page with 50 widgets.
count=$(curl -fs "$base/api/instances" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["instances"]))')
place $((50 - count))
curl -fs -o /dev/null "$base/"
wrk -t1 -c1 -d10s --latency "$base/" | awk '/ 99% / {print "page with 50 widgets: p99 " $2 " (target ≤ 10 ms)"}'

# 4. 200 open pages and entry switches (the vocabulary widget switches every 5 seconds).
python3 - "$base" <<'PY'
import socket, sys, threading, time, json
host, port = sys.argv[1].split("//")[1].split(":")
port = int(port)
delays, lock, stop = [], threading.Lock(), time.time() + 30
def page():
    s = socket.create_connection((host, port))
    s.sendall(f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    s.settimeout(1)
    buffer = b""
    while time.time() < stop:
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            break
        arrived = time.time()
        buffer += chunk
        while b"\n\n" in buffer:
            event, buffer = buffer.split(b"\n\n", 1)
            for line in event.split(b"\n"):
                if line.startswith(b"data: ") and b'"cause":"switch"' in line:
                    date = json.loads(line[6:]).get("entryDate")
                    if date:
                        with lock:
                            delays.append((arrived - date) * 1000)
    s.close()
threads = [threading.Thread(target=page) for _ in range(200)]
for t in threads: t.start()
for t in threads: t.join()
delays.sort()
if delays:
    p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))]
    print(f"200 open pages: {len(delays)} switch events, p50 {delays[len(delays)//2]:.1f} ms, p99 {p99:.1f} ms (target ≤ 100 ms)")
else:
    print("200 open pages: no switch events arrived")
PY
stop

# 5. 10,000 instances.
start "$work/b"
place 10000
sleep 5
rss=$(awk '/VmRSS/ {print int($2/1024)}' "/proc/$server/status")
echo "10,000 instances: ${rss} MB resident (target < 300 MB)"
stop
