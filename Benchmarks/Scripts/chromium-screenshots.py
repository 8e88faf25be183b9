#!/usr/bin/env python3
"""The browser half of scripts/compare-chromium.sh.

Starts one headless Chromium, talks to it over the DevTools protocol on a pipe
(--remote-debugging-pipe: NUL-separated JSON on fds 3 and 4, so only the standard library is
needed), warms it up, then COUNT times loads the widget's HTML and takes a PNG screenshot of it
at the widget's size and scale. Prints key=value lines:

  load+screenshot.*  navigate, wait for the load event, capture a PNG (a render of a new entry)
  screenshot.*       capture a PNG of the page already loaded (a lower bound for the browser)

Always kills the browser (its whole process group) on exit, including on SIGINT/SIGTERM.
"""

import argparse
import base64
import json
import os
import pathlib
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, executable, width, height, scale):
        self.profile = tempfile.mkdtemp(prefix="wk-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def child_fds():
            # The browser reads commands on fd 3 and writes replies on fd 4.
            a, b = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(a, 3)
            os.dup2(b, 4)

        flags = [
            "--headless", "--remote-debugging-pipe", "--user-data-dir=" + self.profile,
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--hide-scrollbars",
            "--mute-audio", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--allow-file-access-from-files",
        ]
        if os.geteuid() == 0:
            flags.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox.
        self.process = subprocess.Popen(
            [executable, *flags, "about:blank"], preexec_fn=child_fds, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})

    def _read_message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.to_browser, data):]
        while True:
            reply = self._read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, event):
        for index, message in enumerate(self.events):
            if message["method"] == event:
                del self.events[: index + 1]
                return message
        while True:
            message = self._read_message()
            if message.get("method") == event:
                self.events.clear()
                return message

    def load(self, url):
        self.events.clear()
        self.call("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")

    def screenshot(self):
        return base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"])

    def close(self):
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)


def summary(name, samples):
    ordered = sorted(samples)
    print(f"{name}.median_ms={ordered[len(ordered) // 2]:.4f}")
    print(f"{name}.mean_ms={statistics.fmean(samples):.4f}")
    print(f"{name}.p90_ms={ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]:.4f}")
    print(f"{name}.min_ms={ordered[0]:.4f}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--html", required=True)
    parser.add_argument("--width", type=float, required=True)
    parser.add_argument("--height", type=float, required=True)
    parser.add_argument("--scale", type=float, default=2)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--out", default=".")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    args = parser.parse_args()

    def stop(signum, frame):
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    url = pathlib.Path(args.html).resolve().as_uri()
    started = time.perf_counter()
    browser = Browser(args.chromium, round(args.width), round(args.height), args.scale)
    try:
        browser.load(url)
        png = browser.screenshot()
        print(f"cold_ms={(time.perf_counter() - started) * 1e3:.1f}")
        pathlib.Path(args.out, "chromium.png").write_bytes(png)
        for _ in range(args.warmup):
            browser.load(url)
            browser.screenshot()

        full = []
        for _ in range(args.count):
            start = time.perf_counter()
            browser.load(url)
            browser.screenshot()
            full.append((time.perf_counter() - start) * 1e3)
        only = []
        for _ in range(args.count):
            start = time.perf_counter()
            browser.screenshot()
            only.append((time.perf_counter() - start) * 1e3)
    finally:
        browser.close()

    print(f"count={args.count}")
    print(f"png_bytes={len(png)}")
    summary("load+screenshot", full)
    summary("screenshot", only)


if __name__ == "__main__":
    sys.exit(main())
