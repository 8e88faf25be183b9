#!/usr/bin/env python3
"""Cached PNG throughput and the 50-widget page when the widgets are hosted out of process.

Issue 18: with hosted bundles, a cached entry PNG and the home page with 50 widgets stay at the
in-process figures (docs/PERFORMANCE.md: ≥ 20,000 requests/s with `wrk -t2 -c32`, p99 ≤ 10 ms
with `wrk -t1 -c1`). Copies the release `forecast-widgets` bundle program twice (a host and a
hosted bundle), serves the copy `forecast-hosted` out of process
(`forecast-host serve --bundle forecast-hosted`) in a fresh data directory, places 50 of the
hosted bundle's widgets (small and medium in turn), draws each once, then runs wrk against one
hosted widget's PNG and against the page. Needs `wrk` (Debian's package).

Run from Benchmarks/ after `swift build -c release --product forecast-widgets`:

    python3 Scripts/hosted-page.py
    python3 Scripts/hosted-page.py --count 50 --seconds 10
    python3 Scripts/hosted-page.py --in-process   # the same widgets in the host's process
"""

import argparse
import json
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url, timeout=60):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read()


def post(base, path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Origin": base})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read() or b"{}")


def wrk(arguments):
    return subprocess.run(["wrk"] + arguments, capture_output=True, text=True, check=True).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=50, help="hosted widgets on the page")
    parser.add_argument("--seconds", type=int, default=10, help="length of each wrk run")
    parser.add_argument("--bin", default=".build/release/forecast-widgets", help="the bundle program")
    parser.add_argument("--in-process", action="store_true",
                        help="place the host's own widgets instead (the same widget, laid out in process), for comparison")
    options = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is missing: apt-get install wrk")
    program = pathlib.Path(options.bin).resolve()
    work = pathlib.Path(tempfile.mkdtemp(prefix="hosted-page-"))
    server = None
    try:
        host, hosted = work / "forecast-host", work / "forecast-hosted"
        for copy in (host, hosted):
            subprocess.run(["cp", str(program), str(copy)], check=True)
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        data = work / "data"
        server = subprocess.Popen([str(host), "serve", "--port", str(port), "--data-dir", str(data), "--bundle", str(hosted)],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while True:
            try:
                kinds = json.loads(get(base + "/api/kinds", timeout=2))["kinds"]
                break
            except OSError:
                if time.time() > deadline:
                    sys.exit("the home screen did not answer within 60 s")
                time.sleep(0.05)
        hosted_kinds = [k for k in kinds if k["kind"].startswith("forecast-hosted/") != options.in_process]
        if not hosted_kinds:
            sys.exit(f"no hosted kinds among {[k['kind'] for k in kinds]}")
        # Only the measured widgets on the page: remove what the first start placed.
        for instance in json.loads(get(base + "/api/instances"))["instances"]:
            request = urllib.request.Request(base + "/api/instances/" + instance["id"], method="DELETE",
                                             headers={"Origin": base})
            urllib.request.urlopen(request, timeout=60).read()
        families = ["systemSmall", "systemMedium"]
        ids = []
        for index in range(options.count):
            kind = hosted_kinds[index % len(hosted_kinds)]["kind"]
            ids.append(post(base, "/api/instances", {"kind": kind, "family": families[index % 2]})["id"])
        # Each entry laid out by the extension and drawn once, so what follows is served from the cache.
        for identifier in ids:
            get(f"{base}/widgets/{identifier}.png")
        get(base + "/")
        png = wrk(["-t2", "-c32", f"-d{options.seconds}s", f"{base}/widgets/{ids[0]}.png"])
        page = wrk(["-t1", "-c1", f"-d{options.seconds}s", "--latency", base + "/"])
        rate = re.search(r"Requests/sec:\s+([\d.]+)", png)
        p99 = re.search(r"\s99%\s+(\S+)", page)
        with open("/proc/loadavg") as load:
            print(f"load average: {' '.join(load.read().split()[:3])}")
        where = "in-process" if options.in_process else "hosted"
        print(f"{where} cached PNG: {float(rate.group(1)):.0f} requests/s (wrk -t2 -c32; target ≥ 20,000)" if rate else png)
        print(f"page with {options.count} {where} widgets: p99 {p99.group(1)} (wrk -t1 -c1; target ≤ 10 ms)" if p99 else page)
    finally:
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
