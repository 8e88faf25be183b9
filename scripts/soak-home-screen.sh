#!/usr/bin/env bash
# Soak test of the home screen: 1,000 placed instances, 100 open event streams and a steady
# 200 requests/s (the API, PNGs at varying scales, fragments, the page) for 10 minutes, on
# loopback. Every 10 s it prints the server's resident memory and open file descriptors; at the
# end, whether both levelled off (the last third grew less than 10 % over the middle third).
#
#   bash scripts/soak-home-screen.sh [SECONDS] [INSTANCES] [STREAMS] [RATE]
#                                    (defaults 600 1000 100 200)
#
# Environment: BIN=path/to/widget-program (default: a release build of showcase).
# Bounded: every loop ends at the deadline; the server is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}" instances="${2:-1000}" streams="${3:-100}" rate="${4:-200}"
if [ -z "${BIN:-}" ]; then
    swift build -c release --product showcase >/dev/null
    BIN="$(swift build -c release --show-bin-path)/showcase"
fi
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$BIN" serve --port "$port" --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 400); do curl -fs -o /dev/null "http://127.0.0.1:$port/api/kinds" && break; sleep 0.05; done
python3 - "$port" "$server" "$seconds" "$instances" "$streams" "$rate" <<'PY'
import http.client, json, os, random, socket, sys, threading, time
port, pid, seconds, instances, streams, rate = (int(a) for a in sys.argv[1:])
host = "127.0.0.1"

def call(conn, method, path, body=None):
    conn.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
    response = conn.getresponse()
    data = response.read()
    return response.status, data

conn = http.client.HTTPConnection(host, port, timeout=30)
kinds = json.loads(call(conn, "GET", "/api/kinds")[1])["kinds"]
placeable = [(k["kind"], f) for k in kinds for f in k["families"]]
existing = len(json.loads(call(conn, "GET", "/api/instances")[1])["instances"])
for i in range(max(0, instances - existing)):
    kind, family = placeable[i % len(placeable)]
    call(conn, "POST", "/api/instances", json.dumps({"kind": kind, "family": family}))
ids = [i["id"] for i in json.loads(call(conn, "GET", "/api/instances")[1])["instances"]]
print(f"placed {len(ids)} instances", flush=True)

deadline = time.time() + seconds
stop = threading.Event()
sockets = []
for _ in range(streams):
    s = socket.create_connection((host, port))
    s.sendall(f"GET /events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    s.settimeout(1)
    sockets.append(s)

def drain():
    while not stop.is_set():
        for s in sockets:
            try: s.recv(65536)
            except OSError: pass
threading.Thread(target=drain, daemon=True).start()

counts = {"ok": 0, "error": 0}
lock = threading.Lock()
workers = 8
def worker():
    c = http.client.HTTPConnection(host, port, timeout=30)
    interval = workers / rate
    next_time = time.time()
    while time.time() < deadline:
        id = random.choice(ids)
        path = random.choice([
            "/api/instances", f"/widgets/{id}.png?scale={random.uniform(0.5, 4):.3f}", f"/widgets/{id}/fragment",
            f"/widgets/{id}.svg", "/api/kinds", "/" if random.random() < 0.02 else f"/widgets/{id}.html"])
        try:
            status, _ = call(c, "GET", path)
            key = "ok" if status < 500 else "error"
        except Exception:
            key = "error"
            c.close(); c = http.client.HTTPConnection(host, port, timeout=30)
        with lock: counts[key] += 1
        next_time += interval
        time.sleep(max(0, next_time - time.time()))
threads = [threading.Thread(target=worker) for _ in range(workers)]
for t in threads: t.start()

def sample():
    rss = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"): rss = int(line.split()[1]) / 1024
    return rss, len(os.listdir(f"/proc/{pid}/fd"))

curve = []
start = time.time()
print("   t(s)  rss(MB)  fds  requests  errors", flush=True)
while time.time() < deadline:
    time.sleep(min(10, max(0, deadline - time.time())))
    rss, fds = sample()
    with lock: done, errors = counts["ok"] + counts["error"], counts["error"]
    curve.append((time.time() - start, rss, fds))
    print(f"{curve[-1][0]:7.0f}  {rss:7.1f}  {fds:4d}  {done:8d}  {errors:6d}", flush=True)
for t in threads: t.join()
stop.set()
third = max(1, len(curve) // 3)
middle = curve[third:2 * third] or curve
last = curve[2 * third:] or curve
def mean(values): return sum(values) / len(values)
for name, index in (("resident memory", 1), ("open files", 2)):
    a, b = mean([c[index] for c in middle]), mean([c[index] for c in last])
    growth = (b - a) / a * 100 if a else 0
    print(f"{name}: middle third {a:.1f}, last third {b:.1f} ({growth:+.1f} %): "
          + ("levelled off" if growth < 10 else "STILL GROWING"))
print(f"requests: {counts['ok'] + counts['error']} ({counts['error']} errors) in {seconds} s")
PY
