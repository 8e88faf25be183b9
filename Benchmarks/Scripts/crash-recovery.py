#!/usr/bin/env python3
"""A hosted extension that traps: the time from the crash to its widget rendering again.

Issue 18's target: from the crash to the restarted extension serving again ≤ 2 s, with the
backoff at its first step (1 s).

Copies the probe bundle program (Tests/Fixtures/ProbeWidgetsV1) to COUNT bundle programs,
serves them on one home screen in a fresh data directory (`example-widgets serve --bundle A
--bundle B …`), places one probe widget of each and waits until each shows its timeline. Then,
bundle by bundle (so every crash is its extension's first, and its backoff is at its first
step), it taps the widget's Trap button (its intent calls `fatalError`) and polls the widget's
HTML every 10 ms until it shows a timeline of a new extension process. It prints the time from
the start of `serve` to its first answer (the COUNT extensions start side by side), and for
each crash:

- tap answered: when the tap's 502 came back (the host had taken the extension for ended);
- old process gone: when the trapping process had ended (after the Swift runtime's backtrace);
- serving again: the first successful render by the restarted extension.

Every process it started is killed on exit. Run from the package's root after building (debug:
`swift build --product example-widgets --product ProbeWidgetsV1`; release: the same with
`-c release`, then `--release`):

    python3 Benchmarks/Scripts/crash-recovery.py              # 5 crashes, debug build
    python3 Benchmarks/Scripts/crash-recovery.py --count 10 --release
"""

import argparse
import json
import os
import pathlib
import re
import shutil
import signal
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(method, url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def is_gone(pid):
    """Whether process `pid` has ended (gone, or a zombie not yet waited for)."""
    try:
        fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return True
    return fields[0] == "Z"


def shown(base, instance):
    """The probe widget's title and its extension's process id, or None."""
    status, body = request("GET", base + f"widgets/{instance}.html")
    title = re.search(r"Probe v[0-9]+ #[0-9]+", body)
    pid = re.search(r"pid ([0-9]+)", body)
    if status != 200 or not title or not pid:
        return None
    return title.group(0), int(pid.group(1))


def wait_for(base, instance, accept, timeout=60, interval=0.01):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = shown(base, instance)
        if now and accept(now[1]):
            return now
        time.sleep(interval)
    raise SystemExit(f"widget {instance} did not show a timeline in {timeout} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=5, help="crashes, one per bundle (default 5)")
    parser.add_argument("--release", action="store_true", help="use the release build")
    parser.add_argument("--bin", default=None, help="folder of example-widgets and ProbeWidgetsV1 (default: swift build's)")
    parser.add_argument("--keep", action="store_true", help="keep the data directory and the log (printed)")
    arguments = parser.parse_args()

    root = pathlib.Path(__file__).resolve().parent.parent.parent
    if arguments.bin:
        binary_folder = pathlib.Path(arguments.bin)
    else:
        command = ["swift", "build", "--show-bin-path"] + (["-c", "release"] if arguments.release else [])
        binary_folder = pathlib.Path(subprocess.check_output(command, cwd=root, text=True).strip())
    host_program = binary_folder / "example-widgets"
    probe = binary_folder / "ProbeWidgetsV1"
    for program in [host_program, probe]:
        if not program.exists():
            raise SystemExit(f"{program} is missing: build it first (see --help)")

    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {binary_folder}")
    work = pathlib.Path(tempfile.mkdtemp(prefix="wk-crash-"))
    log = open(work / "serve.log", "w")
    host = None
    try:
        names = [f"crash-{index}" for index in range(arguments.count)]
        for name in names:
            shutil.copy2(probe, work / name)
        port = free_port()
        base = f"http://127.0.0.1:{port}/"
        command = [str(host_program), "serve", "--port", str(port), "--data-dir", str(work / "data")]
        for name in names:
            command += ["--bundle", str(work / name)]
        started = time.monotonic()
        host = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 120
        while True:
            try:
                if request("GET", base + "api/kinds")[0] == 200:
                    break
            except OSError:
                pass
            if host.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"the home screen did not answer (exit {host.poll()}); see {log.name}")
            time.sleep(0.005)
        print(f"start to first answer with {arguments.count} bundles (started side by side): "
              f"{(time.monotonic() - started) * 1000:.0f} ms")

        instances = []
        for name in names:
            status, body = request("POST", base + "api/instances", {"kind": f"{name}/Probe", "family": "systemSmall"})
            if status != 201:
                raise SystemExit(f"placing {name}/Probe answered {status}: {body}")
            instances.append(json.loads(body)["id"])
        pids = [wait_for(base, instance, lambda _: True)[1] for instance in instances]

        answered, gone, serving = [], [], []
        for name, instance, pid in zip(names, instances, pids):
            crashed = time.monotonic()
            status, body = request("POST", base + f"api/instances/{instance}/perform", {"control": 0})
            tap = time.monotonic() - crashed
            if status != 502:
                raise SystemExit(f"the Trap tap on {name} answered {status}: {body}")
            ended = None
            deadline = crashed + 60
            while time.monotonic() < deadline:
                if ended is None and is_gone(pid):
                    ended = time.monotonic() - crashed
                now = shown(base, instance)
                if now and now[1] != pid:
                    break
                time.sleep(0.01)
            else:
                raise SystemExit(f"{name} did not serve again within 60 s; see {log.name}")
            back = time.monotonic() - crashed
            while ended is None and time.monotonic() < deadline:
                if is_gone(pid):
                    ended = time.monotonic() - crashed
                time.sleep(0.01)
            answered.append(tap)
            gone.append(ended)
            serving.append(back)
            reason = re.search(r'"reason"\s*:\s*"([^"]*)"|The widget.s extension ([^.]*)', body)
            print(f"{name}: tap answered {tap:.2f} s, old process gone {ended:.2f} s, serving again {back:.2f} s"
                  f"  ({(reason.group(1) or reason.group(2)) if reason else body[:80]})")

        def summary(values):
            return f"median {statistics.median(values):.2f} s, min {min(values):.2f} s, max {max(values):.2f} s"

        print(f"tap answered:     {summary(answered)}")
        print(f"old process gone: {summary(gone)}")
        print(f"serving again:    {summary(serving)}  (target ≤ 2 s: {'met' if max(serving) <= 2 else 'NOT met'})")
        print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        if host and host.poll() is None:
            host.send_signal(signal.SIGTERM)
            try:
                host.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(host.pid, signal.SIGKILL)
                host.wait()
        log.close()
        if arguments.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
