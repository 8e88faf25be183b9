#!/usr/bin/env python3
"""A home screen hosting three bundles with many widget instances: memory and start-up.

Issue 18's scale targets: 10,000 instances over three bundles, host plus extensions at most
400 MB resident; start-up to the first answer at most 1 s with three bundles.

Copies the release `forecast-widgets` bundle program (Benchmarks/Sources/ForecastWidgets) to
three bundle programs, serves them on one home screen in a fresh data directory
(`forecast-widgets serve --bundle A --bundle B --bundle C`), places COUNT instances of their
hosted Forecast widgets (round robin, small and medium) through the HTTP API, waits until
every timeline has been asked for, and prints the resident memory of the host and of each
extension (from /proc). Then it stops the host, starts it again on the same data directory
and prints the time from the start of the process to its first answer (`GET /api/kinds`), the
memory once the instances are placed again, and the time and memory of drawing the home page
with every instance once (each tile laid out by its extension). Every process it started is
killed on exit.

Run from Benchmarks/ after `swift build -c release --product forecast-widgets`:

    python3 Scripts/hosted-scale.py            # 10,000 instances
    python3 Scripts/hosted-scale.py --count 1000
"""

import argparse
import concurrent.futures
import json
import os
import pathlib
import shutil
import signal
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


def rss_mb(pid):
    try:
        for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children(pid):
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def request(method, url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as response:
        return response.status, response.read()


class Host:
    def __init__(self, program, bundles, data, port, log, probe="api/kinds"):
        self.port = port
        self.base = f"http://127.0.0.1:{port}/"
        arguments = [str(program), "serve", "--port", str(port), "--data-dir", str(data)]
        for bundle in bundles:
            arguments += ["--bundle", str(bundle)]
        self.started = time.monotonic()
        self.process = subprocess.Popen(arguments, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = self.started + 60
        while True:
            try:
                status, _ = request("GET", self.base + probe)
                if status == 200:
                    self.first_answer = time.monotonic() - self.started
                    return
            except OSError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"the home screen did not answer (exit {self.process.poll()}); see {log.name}")
            time.sleep(0.005)

    def memory(self):
        extensions = {pid: rss_mb(pid) for pid in children(self.process.pid)}
        return rss_mb(self.process.pid), extensions

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()


def report(label, host):
    own, extensions = host.memory()
    total = own + sum(extensions.values())
    parts = ", ".join(f"{mb:.0f}" for mb in sorted(extensions.values()))
    print(f"{label}: host {own:.0f} MB + extensions [{parts}] MB = {total:.0f} MB resident")
    return total


def settle(host, seconds):
    """Waits until the host's memory stops growing (timelines asked, entries stored)."""
    previous = -1.0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(2)
        own, extensions = host.memory()
        total = own + sum(extensions.values())
        if abs(total - previous) < 1:
            return
        previous = total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000, help="instances to place (default 10,000)")
    parser.add_argument("--keep", action="store_true", help="keep the data directory and the log (printed)")
    parser.add_argument("--bin", default=None, help="folder of the release forecast-widgets (default: swift build's)")
    arguments = parser.parse_args()

    here = pathlib.Path(__file__).resolve().parent.parent
    binary_folder = pathlib.Path(arguments.bin) if arguments.bin else pathlib.Path(subprocess.check_output(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=here, text=True).strip())
    program = binary_folder / "forecast-widgets"
    if not program.exists():
        raise SystemExit(f"{program} is missing: run `swift build -c release --product forecast-widgets` in {here}")

    work = pathlib.Path(tempfile.mkdtemp(prefix="wk-hosted-scale-"))
    hosts = []
    try:
        bundles = []
        for name in ["forecast-a", "forecast-b", "forecast-c"]:
            shutil.copy2(program, work / name)
            bundles.append(work / name)
        data = work / "data"
        log = open(work / "serve.log", "w")
        port = free_port()

        host = Host(program, bundles, data, port, log)
        hosts.append(host)
        print(f"first start, empty data directory: first answer after {host.first_answer * 1000:.0f} ms")
        report("three bundles, no instances", host)

        kinds = [f"{bundle.name}/Forecast" for bundle in bundles]
        families = ["systemSmall", "systemMedium"]
        begin = time.monotonic()

        def place(index):
            status, _ = request("POST", host.base + "api/instances",
                                {"kind": kinds[index % 3], "family": families[(index // 3) % 2]})
            if status != 201:
                raise RuntimeError(f"placing instance {index} answered {status}")

        with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
            list(pool.map(place, range(arguments.count)))
        print(f"placed {arguments.count} instances in {time.monotonic() - begin:.1f} s")
        settle(host, 120)
        first = report(f"{arguments.count} instances over three bundles", host)
        host.stop()

        host = Host(program, bundles, data, port, log)
        hosts.append(host)
        print(f"restart with {arguments.count} instances and three bundles: first answer after "
              f"{host.first_answer * 1000:.0f} ms")
        settle(host, 120)
        second = report(f"{arguments.count} instances after the restart", host)
        begin = time.monotonic()
        status, page = request("GET", host.base)
        print(f"the home page with all {arguments.count} widgets: {status}, {len(page) / 1e6:.1f} MB in "
              f"{time.monotonic() - begin:.1f} s (each tile laid out by its extension)")
        report("after drawing the home page once", host)
        print(f"target: ≤ 400 MB resident ({'met' if max(first, second) <= 400 else 'NOT met'}); "
              f"first answer ≤ 1 s ({'met' if host.first_answer <= 1 else 'NOT met'})")
    finally:
        for host in hosts:
            host.stop()
        if arguments.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
