#!/usr/bin/env python3
"""The fault run: a home screen under a read/write load while its extension and its host fail.

Issue 34's round, repeatable. One home screen hosts a copy of the probe bundle program
(Tests/Fixtures/ProbeWidgetsV1) in a fresh data directory. For the whole run, writer threads
add and remove widget instances (`POST /api/instances`, `DELETE /api/instances/{id}`) and
reader threads ask the page, the instance list and the widgets' PNGs. Meanwhile the main thread
injects faults in turn, waiting between them (`--interval`):

- `SIGKILL`, `SIGSEGV` and `SIGSTOP` to the extension process (a stopped one is left stopped:
  the host must take it for hung, end it and start another);
- `kill -9` to the host in the middle of the writes, then the same `serve` again on the same
  data directory and port.

For each fault it measures the recovery: for an extension fault, the time until the probe
widget is drawn by a new extension process; for a host kill, the time until the restarted host
answers `GET /api/instances`, and then whether every acknowledged write is still there (an
instance answered `201` and not deleted is listed; one whose `DELETE` answered `204` is not).
A sampler reads the host's open descriptors and threads every second from /proc. At the end
the host is stopped with SIGTERM, the store's `PRAGMA integrity_check` is run, and processes
left behind (orphans, zombies) are counted.

It prints: requests and failures by route (5xx, refused connections while the host was down),
stale renders, recovery times per fault kind, acknowledged writes lost, descriptors and threads
over time, orphans. Run from the package's root after building (debug:
`swift build --product example-widgets --product ProbeWidgetsV1`; release: the same with
`-c release`, then `--release`):

    python3 Benchmarks/Scripts/fault-run.py                  # 8 faults, 2 writers, 2 readers
    python3 Benchmarks/Scripts/fault-run.py --rounds 5 --interval 4 --release

Exit status 1 when an acknowledged write was lost, the store failed its check, or a process was
left behind; the figures are printed either way.
"""

import argparse
import collections
import json
import os
import pathlib
import random
import re
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

FAULTS = ["extension SIGKILL", "extension SIGSEGV", "extension SIGSTOP", "host kill -9"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Ledger:
    """Every request's outcome by route, and the writes the host acknowledged."""

    def __init__(self):
        self.lock = threading.Lock()
        self.by_route = collections.defaultdict(collections.Counter)
        self.live = set()  # answered 201, not deleted
        self.deleted = set()  # DELETE answered 204
        # Each writer holds its gate from a request to its ledger entry; the check after a host
        # restart takes every gate, so no write is answered between the listing and the ledger.
        self.gates = []

    def record(self, route, outcome):
        with self.lock:
            self.by_route[route][outcome] += 1

    def request(self, method, url, route, body=None, timeout=30):
        """(status, body, headers) or (None, reason, {}) when the connection failed."""
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as response:
                result = response.status, response.read(), dict(response.headers)
        except urllib.error.HTTPError as error:
            result = error.code, error.read(), dict(error.headers)
        except (OSError, urllib.error.URLError) as error:
            self.record(route, "refused" if "refused" in str(error).lower() else "connection error")
            return None, str(error), {}
        status, _, headers = result
        outcome = str(status)
        if status == 200 and headers.get("X-Widget-Stale") == "true":
            outcome = "200 stale"
        self.record(route, outcome)
        return result


def proc_count(pid, what):
    try:
        if what == "fds":
            return len(os.listdir(f"/proc/{pid}/fd"))
        status = pathlib.Path(f"/proc/{pid}/status").read_text()
        return int(re.search(r"^Threads:\s+(\d+)", status, re.M).group(1))
    except (OSError, AttributeError):
        return None


def processes_running(program):
    """(pid, parent pid, state) of every process whose executable is `program`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.readlink(f"/proc/{entry}/exe").removesuffix(" (deleted)") != str(program):
                continue
            fields = pathlib.Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found.append((int(entry), int(fields[1]), fields[0]))
    return found


class Host:
    """The `serve` process: started, killed and started again on one data directory and port."""

    def __init__(self, program, bundle, data, port, log_path, extra):
        self.command = [str(program), "serve", "--port", str(port), "--data-dir", str(data),
                        "--bundle", str(bundle)] + extra
        self.log = open(log_path, "a")
        self.process = None

    def start(self, ledger, base, timeout=180):
        started = time.monotonic()
        self.process = subprocess.Popen(self.command, stdout=self.log, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        while time.monotonic() - started < timeout:
            if self.process.poll() is not None:
                raise SystemExit(f"serve ended with {self.process.returncode}; see {self.log.name}")
            status = ledger.request("GET", base + "api/instances", "GET /api/instances (recovery)", timeout=5)[0]
            if status == 200:
                return time.monotonic() - started
            time.sleep(0.02)
        raise SystemExit(f"the home screen did not answer within {timeout} s; see {self.log.name}")

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.log.close()


def probe_pid(ledger, base, instance):
    """The extension process that drew the probe widget now (its HTML says), or None."""
    status, body, headers = ledger.request("GET", base + f"widgets/{instance}.html", "GET /widgets/{id}.html (probe)",
                                           timeout=10)
    if status != 200 or headers.get("X-Widget-Stale") == "true":
        return None
    match = re.search(rb"pid ([0-9]+)", body)
    return int(match.group(1)) if match else None


def writer(ledger, base, kind, stop, seed):
    generator = random.Random(seed)
    gate = ledger.gates[seed]
    while not stop.is_set():
        with gate:
            if not write_once(ledger, base, kind, generator):
                time.sleep(0.05)


def write_once(ledger, base, kind, generator):
    """One add or remove; False when the host did not answer.

    A removal the host never answered (the host was killed under it) may or may not have been
    committed: its instance leaves the ledger's live set, and is checked no more.
    """
    with ledger.lock:
        victims = sorted(ledger.live - {ledger.probe})
    if victims and generator.random() < 0.4:
        victim = generator.choice(victims)
        status = ledger.request("DELETE", base + f"api/instances/{victim}", "DELETE /api/instances/{id}")[0]
        with ledger.lock:
            if status == 204:
                ledger.live.discard(victim)
                ledger.deleted.add(victim)
            elif status is None:
                ledger.live.discard(victim)
        return status is not None
    status, body, _ = ledger.request("POST", base + "api/instances", "POST /api/instances",
                                     {"kind": kind, "family": generator.choice(["systemSmall", "systemMedium"])})
    if status == 201:
        with ledger.lock:
            ledger.live.add(json.loads(body)["id"])
    return status is not None


def reader(ledger, base, stop, seed):
    generator = random.Random(seed)
    while not stop.is_set():
        choice = generator.random()
        if choice < 0.2:
            status = ledger.request("GET", base, "GET /")[0]
        elif choice < 0.4:
            status = ledger.request("GET", base + "api/instances", "GET /api/instances")[0]
        else:
            with ledger.lock:
                instance = generator.choice(sorted(ledger.live)) if ledger.live else None
            if instance is None:
                time.sleep(0.05)
                continue
            status = ledger.request("GET", base + f"widgets/{instance}.png", "GET /widgets/{id}.png")[0]
        if status is None:
            time.sleep(0.05)


def sampler(host, samples, stop):
    started = time.monotonic()
    while not stop.is_set():
        process = host.process
        if process and process.poll() is None:
            samples.append((time.monotonic() - started, proc_count(process.pid, "fds"),
                            proc_count(process.pid, "threads")))
        stop.wait(1)


def wait_for_new_extension(ledger, base, instance, old, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pid = probe_pid(ledger, base, instance)
        if pid and pid != old:
            return pid
        time.sleep(0.02)
    return None


def summary(values):
    if not values:
        return "none"
    return (f"n {len(values)}, median {statistics.median(values):.2f} s, "
            f"min {min(values):.2f} s, max {max(values):.2f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the four faults (default 2)")
    parser.add_argument("--interval", type=float, default=3, help="seconds of load between faults (default 3)")
    parser.add_argument("--writers", type=int, default=2)
    parser.add_argument("--readers", type=int, default=2)
    parser.add_argument("--release", action="store_true", help="use the release build")
    parser.add_argument("--bin", default=None, help="folder of the host program and ProbeWidgetsV1 (default: swift build's)")
    parser.add_argument("--host-program", default="example-widgets", help="the program whose `serve` hosts the bundle")
    parser.add_argument("--layout-timeout", type=int, default=5,
                        help="serve --extension-layout-timeout: how long a stopped extension is waited for (default 5)")
    parser.add_argument("--keep", action="store_true", help="keep the data directory and the log (printed)")
    arguments = parser.parse_args()

    root = pathlib.Path(__file__).resolve().parent.parent.parent
    if arguments.bin:
        binary_folder = pathlib.Path(arguments.bin)
    else:
        command = ["swift", "build", "--show-bin-path"] + (["-c", "release"] if arguments.release else [])
        binary_folder = pathlib.Path(subprocess.check_output(command, cwd=root, text=True).strip())
    host_program = binary_folder / arguments.host_program
    probe = binary_folder / "ProbeWidgetsV1"
    for program in [host_program, probe]:
        if not program.exists():
            raise SystemExit(f"{program} is missing: build it first (see --help)")

    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {binary_folder}")
    work = pathlib.Path(tempfile.mkdtemp(prefix="wk-fault-"))
    bundle = work / "faulty"
    shutil.copy2(probe, bundle)
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    ledger = Ledger()
    host = Host(host_program, bundle, work / "data", port, work / "serve.log",
                ["--extension-layout-timeout", str(arguments.layout_timeout)])
    stop = threading.Event()
    samples = []
    recoveries = collections.defaultdict(list)
    failures = []
    threads = []
    try:
        first = host.start(ledger, base)
        print(f"serve answered after {first:.2f} s")
        status, body, _ = ledger.request("POST", base + "api/instances", "POST /api/instances",
                                         {"kind": "faulty/Probe", "family": "systemSmall"})
        if status != 201:
            raise SystemExit(f"placing the probe widget answered {status}: {body[:200]}")
        ledger.probe = json.loads(body)["id"]
        ledger.live.add(ledger.probe)
        pid = wait_for_new_extension(ledger, base, ledger.probe, None, 120)
        if pid is None:
            raise SystemExit("the probe widget was never drawn by its extension")

        threads.append(threading.Thread(target=sampler, args=(host, samples, stop), daemon=True))
        ledger.gates = [threading.Lock() for _ in range(arguments.writers)]
        for index in range(arguments.writers):
            threads.append(threading.Thread(target=writer, args=(ledger, base, "faulty/Probe", stop, index), daemon=True))
        for index in range(arguments.readers):
            threads.append(threading.Thread(target=reader, args=(ledger, base, stop, 100 + index), daemon=True))
        for thread in threads:
            thread.start()

        for round_number in range(arguments.rounds):
            for fault in FAULTS:
                time.sleep(arguments.interval)
                if fault.startswith("extension"):
                    pid = probe_pid(ledger, base, ledger.probe) or pid
                    sig = {"SIGKILL": signal.SIGKILL, "SIGSEGV": signal.SIGSEGV, "SIGSTOP": signal.SIGSTOP}[fault.split()[1]]
                    faulted = time.monotonic()
                    try:
                        os.kill(pid, sig)
                    except ProcessLookupError:
                        failures.append(f"round {round_number + 1}: {fault}: process {pid} was already gone")
                        continue
                    new = wait_for_new_extension(ledger, base, ledger.probe, pid, 120)
                    if new is None:
                        failures.append(f"round {round_number + 1}: {fault}: no new extension within 120 s")
                        continue
                    recoveries[fault].append(time.monotonic() - faulted)
                    if sig == signal.SIGSTOP:
                        try:  # the host should have ended it; if not, let it go
                            os.kill(pid, signal.SIGCONT)
                        except ProcessLookupError:
                            pass
                    pid = new
                else:
                    with ledger.lock:
                        live_before = len(ledger.live)
                    host.kill()
                    faulted = time.monotonic()
                    host.start(ledger, base)
                    recoveries[fault].append(time.monotonic() - faulted)
                    # Acknowledged writes: every live instance listed, every deleted one gone.
                    for gate in ledger.gates:
                        gate.acquire()
                    try:
                        status, body, _ = ledger.request("GET", base + "api/instances", "GET /api/instances (check)")
                        with ledger.lock:
                            live, deleted = set(ledger.live), set(ledger.deleted)
                    finally:
                        for gate in ledger.gates:
                            gate.release()
                    if status != 200:
                        failures.append(f"round {round_number + 1}: the instance list answered {status} after restart")
                        continue
                    listed = {instance["id"] for instance in json.loads(body)["instances"]}
                    lost = live - listed
                    back = deleted & listed
                    if lost:
                        failures.append(f"round {round_number + 1}: {len(lost)} acknowledged instances lost")
                    if back:
                        failures.append(f"round {round_number + 1}: {len(back)} acknowledged deletions undone")
                    print(f"round {round_number + 1}: host killed with {live_before} live instances; "
                          f"after restart {len(listed)} listed, lost {len(lost)}, deletions undone {len(back)}")
                    pid = wait_for_new_extension(ledger, base, ledger.probe, None, 120) or pid
            print(f"round {round_number + 1} done; load average {os.getloadavg()[0]:.2f}")
        time.sleep(arguments.interval)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=60)
        host.stop()

    left = [p for p in processes_running(bundle) if p[2] != "X"]
    if left:
        failures.append(f"{len(left)} extension processes left after the host stopped: {left}")
    databases = sorted((work / "data").rglob("*.sqlite"))
    for database in databases:
        with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
            verdict = connection.execute("PRAGMA integrity_check").fetchone()[0]
        print(f"integrity_check {database.name}: {verdict}")
        if verdict != "ok":
            failures.append(f"{database.name}: integrity_check {verdict}")

    print("\nrequests by route:")
    total = 0
    for route in sorted(ledger.by_route):
        counts = ledger.by_route[route]
        total += sum(counts.values())
        server_errors = sum(n for outcome, n in counts.items() if outcome[:1] == "5")
        detail = ", ".join(f"{outcome} {n}" for outcome, n in sorted(counts.items()))
        print(f"  {route}: {sum(counts.values())} ({detail}); 5xx {server_errors}")
    print(f"  all: {total}")
    print("\nrecovery:")
    for fault in FAULTS:
        print(f"  {fault}: {summary(recoveries[fault])}")
    if samples:
        fds = [s[1] for s in samples if s[1] is not None]
        counts = [s[2] for s in samples if s[2] is not None]
        print(f"\nhost descriptors: first {fds[0]}, max {max(fds)}, last {fds[-1]}; "
              f"threads: first {counts[0]}, max {max(counts)}, last {counts[-1]} ({len(samples)} samples)")
        step = max(1, len(samples) // 12)
        print("  over time (s: fds/threads): " + ", ".join(
            f"{s[0]:.0f}: {s[1]}/{s[2]}" for s in samples[::step]))
    print(f"\nacknowledged instances at the end {len(ledger.live)}, deletions {len(ledger.deleted)}")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if failures:
        print("\nFAILED:\n  " + "\n  ".join(failures))
    else:
        print("\nno acknowledged write lost, store intact, nothing left behind")
    if arguments.keep:
        print(f"kept {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()
