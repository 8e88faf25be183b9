#!/usr/bin/env python3
"""The corpus: import, build and render 30 real widget extensions, and write the table.

Issue 26 §2. Reads the manifest (corpus.json beside this script), and for each entry whose
repository is checked out under --checkouts (`<owner>+<name>`, checked out by hand: this script
downloads nothing):

1. `widgetkit import PROJECT --target T… --output WORK/<id>-<name> --package-path PKG
   --report-json … --force`: the report's stops (what Linux lacks, found before any build);
2. `swift build --package-path … --scratch-path SCRATCH --product P` for each widget program:
   one build folder for every imported package, so this package is compiled once for all;
3. `P list --json`: the kinds and their families (and `P list`: the controls, each drawn
   `--control-size medium`);
4. `P render KIND --family F --output …` for every kind in every family it declares; a render
   that ends by a signal is a trap.

It writes a Markdown table (# / repository / target / imported / compiles unchanged / stops /
first compiler errors / missing APIs / kinds / renders ok / traps), a summary line and the
missing APIs ranked by how many extensions they block, to --table FILE: into the part of FILE
between `<!-- corpus:begin -->` and `<!-- corpus:end -->` when it has those markers (so
`--table docs/COMPATIBILITY.md` updates the kept table in place), else as the whole file. The
raw results go to WORK/results.json, every command's output to WORK/logs/.

Run by hand, not in CI (it needs the checkouts), like a benchmark:

    swift build --product widgetkit
    nice -n 10 python3 Benchmarks/Corpus/run-corpus.py --widgetkit .build/debug/widgetkit \\
        --package-path "$PWD" --scratch-path /work/corpus/scratch --table docs/COMPATIBILITY.md
    python3 Benchmarks/Corpus/run-corpus.py … --only 4,11,23     # some entries
    python3 Benchmarks/Corpus/run-corpus.py … --table-only        # the table from results.json
"""

import argparse
import collections
import concurrent.futures
import datetime
import json
import os
import pathlib
import re
import signal
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent

# Frameworks Linux lacks: an extension that needs one of them is a stop, counted apart from the
# extensions that fail on an API of ours.
LINUX_LACKS = {
    "AVFoundation", "AVKit", "AppKit", "AudioToolbox", "AuthenticationServices", "CommonCrypto",
    "CoreBluetooth", "CoreData", "CoreImage", "CoreMotion", "CoreText", "EventKit",
    "HealthKit", "ImageIO", "IntentsUI", "LockedCameraCapture", "MapKit",
    "MediaPlayer", "Network", "PassKit", "Photos", "SafariServices",
    "Security", "StoreKit", "SwiftData", "UniformTypeIdentifiers", "UserNotifications",
    "WatchConnectivity", "WeatherKit", "WebKit",
}

ERROR_LINE = re.compile(r"^(?P<file>/[^:\n]+):(?P<line>\d+):(?:\d+:)? error: (?P<message>.+)$", re.M)
MISSING_PATTERNS = [
    (re.compile(r"no such module '([^']+)'"), lambda m: f"module {m.group(1)}"),
    (re.compile(r"cannot find type '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"cannot find '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"(?:value of )?type '([^']+)'(?: \(aka '[^']+'\))? has no member '([^']+)'"),
     lambda m: f"{m.group(1)}.{m.group(2)}"),
    (re.compile(r"module '([^']+)' has no member named '([^']+)'"), lambda m: f"{m.group(1)}.{m.group(2)}"),
    # A conformance this package does not declare (`Decimal: Plottable`, `Circle: ChartSymbolShape`).
    (re.compile(r"requires that '([^']+)' conform to '([^']+)'"), lambda m: f"{m.group(1)}: {m.group(2)}"),
]


def run(command, log, cwd=None, env=None, timeout=None):
    """Runs `command`, its output (both streams) into `log`; (returncode, output)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    try:
        completed = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   timeout=timeout, start_new_session=True)
        output = completed.stdout.decode("utf-8", "replace")
        code = completed.returncode
    except subprocess.TimeoutExpired as expired:
        output = (expired.stdout or b"").decode("utf-8", "replace") + f"\n[timed out after {timeout} s]\n"
        code = None
    log.write_text("$ " + " ".join(map(str, command)) + "\n" + output)
    return code, output


def relative(path, checkout, package_path):
    """An error's path relative to the checkout, `widgetkit:` + path in this package, or as is.

    The imported package links the project's files in place, so a path in it is resolved first."""
    if not os.path.isabs(path):
        return path
    path = os.path.realpath(path)
    checkout = os.path.realpath(checkout)
    for base, prefix in ((checkout, ""), (package_path, "widgetkit:")):
        base = os.path.normpath(str(base))
        if path.startswith(base + os.sep):
            return prefix + path[len(base) + 1:]
    return path


def compiler_errors(output, checkout, package_path):
    """The distinct errors of a build, in order: (file, line, message)."""
    seen, errors = set(), []
    for m in ERROR_LINE.finditer(output):
        key = (m.group("file"), m.group("line"), m.group("message"))
        if key not in seen:
            seen.add(key)
            errors.append((relative(m.group("file"), checkout, package_path), int(m.group("line")),
                           m.group("message").strip()))
    return errors


def missing_apis(errors):
    """The API names the errors say are missing, in order, without repeats."""
    names = []
    for _, _, message in errors:
        for pattern, name in MISSING_PATTERNS:
            m = pattern.search(message)
            if m:
                if name(m) not in names:
                    names.append(name(m))
                break
    return names


def lacking_frameworks(errors, import_stops):
    """The frameworks Linux lacks that the build or the importer's report names."""
    found = []
    for _, _, message in errors:
        m = re.search(r"no such module '([^']+)'", message)
        if m and m.group(1) in LINUX_LACKS and m.group(1) not in found:
            found.append(m.group(1))
    for stop in import_stops:
        for name in re.findall(r"\b[A-Z][A-Za-z]+\b", stop.get("reason", "")):
            if name in LINUX_LACKS and name not in found:
                found.append(name)
    return found


def draw_controls(program, out_dir, env, cwd, logs):
    """The controls `list` names (`KIND<tab>Control: NAME`), each drawn in Control Center's
    medium size; a list of (kind, "ok" | "failed" | "trap", detail)."""
    _, listing = run([program, "list"], logs / "list-controls.log", cwd=cwd, env=env, timeout=300)
    kinds = [line.split("\t")[0] for line in listing.splitlines() if "\tControl: " in line]
    drawn = []
    out_dir.mkdir(parents=True, exist_ok=True)
    for kind in kinds:
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", kind)
        output = out_dir / f"control-{safe}-medium.png"
        code, text = run([program, "render", kind, "--control-size", "medium", "--output", output],
                         logs / f"control-{safe}.log", cwd=cwd, env=env, timeout=300)
        if code is not None and code < 0:
            drawn.append((kind, "trap", signal.Signals(-code).name))
        elif code == 0 and output.is_file() and output.stat().st_size > 0:
            drawn.append((kind, "ok", ""))
        else:
            last = next((line.strip() for line in reversed(text.splitlines()) if line.strip()), "")
            drawn.append((kind, "failed", ("timed out" if code is None else last)[:200]))
    return drawn


def controls_text(controls):
    """The kinds cell's addition for controls: ` + N controls (M drawn)`, or nothing."""
    if not controls:
        return ""
    ok = sum(1 for c in controls if c[1] == "ok")
    return f" + {len(controls)} control{'s' if len(controls) != 1 else ''} ({ok} drawn)"


def render_all(program, kinds, out_dir, env, cwd, jobs, logs):
    """Renders every kind in every family; (ok, failed, traps) with the failures' details."""
    jobs_list = [(k["kind"], f) for k in kinds for f in k.get("families", [])]

    def one(job):
        kind, family = job
        safe = re.sub(r"[^A-Za-z0-9_.-]", "_", f"{kind}-{family}")
        output = out_dir / f"{safe}.png"
        code, text = run([program, "render", kind, "--family", family, "--output", output],
                         logs / f"render-{safe}.log", cwd=cwd, env=env, timeout=300)
        if code is not None and code < 0:
            message = next((line.strip() for line in text.splitlines() if "Fatal error" in line or "error:" in line), "")
            return kind, family, "trap", f"{signal.Signals(-code).name}: {message}"[:200]
        if code == 0 and output.is_file() and output.stat().st_size > 0:
            return kind, family, "ok", ""
        last = next((line.strip() for line in reversed(text.splitlines()) if line.strip()), "")
        return kind, family, "failed", ("timed out" if code is None else last)[:200]

    out_dir.mkdir(parents=True, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(one, jobs_list))


def preview_all(program, out_dir, env, cwd, logs):
    """`P preview`: the previews a program declares (`#Preview`, `PreviewProvider`, Live Activity
    `previewContext`s), for an extension `list` shows no widget kind of (an activity-only or
    control-only extension). {"exit", "images", "trap", "note"}."""
    out_dir.mkdir(parents=True, exist_ok=True)
    code, text = run([program, "preview", "--output", out_dir], logs / "preview.log", cwd=cwd, env=env, timeout=600)
    images = len(list(out_dir.glob("*.png")))
    result = {"exit": code, "images": images}
    if code is not None and code < 0:
        message = next((line.strip() for line in text.splitlines() if "Fatal error" in line or "error:" in line), "")
        result["trap"] = f"{signal.Signals(-code).name}: {message}"[:200]
    elif code != 0:
        result["note"] = ("timed out" if code is None else
                          next((line.strip() for line in reversed(text.splitlines()) if line.strip()), ""))[:200]
    return result


def forget_build_description(scratch):
    """Removes the build description SwiftPM cached for the last root package built in `scratch`.

    With one scratch path for many root packages, SwiftPM reuses the previous package's build
    description ("No target named 'P-x86_64-unknown-linux-gnu-debug.exe' in build description");
    the compiled objects stay, so only what changed is compiled again."""
    for path in [scratch / "debug.yaml", *scratch.glob("*/debug/description.json"),
                 *scratch.glob("*/release/description.json"), scratch / "release.yaml"]:
        if path.is_file():
            path.unlink()


REMOTE_FAILURE = re.compile(r"Failed to clone repository (\S+?):?$|Couldn't get the list of tags:?\s*(\S*)|"
                            r"error: Failed to resolve dependencies", re.M)


def remote_failure(output):
    """The remote package SwiftPM could not fetch (its URL, or "a remote package"), or None."""
    m = REMOTE_FAILURE.search(output)
    if not m:
        return None
    return m.group(1) or m.group(2) or "a remote package"


def run_entry(entry, args, package_commit):
    """Imports, builds and renders one manifest entry; a list of per-target result dicts."""
    name = entry["repository"].replace("/", "+")
    checkout = args.checkouts / name
    base = {"id": entry["id"], "repository": entry["repository"], "commit": entry["commit"]}
    if not checkout.is_dir():
        return [dict(base, target=t, imported=False, note="not checked out") for t in entry["targets"]]
    head = None
    if (checkout / ".git").exists():
        head = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    work = args.work / f"{entry['id']:02d}-{name}"
    logs = work / "logs"
    package = work / "package"
    report_path = work / "import-report.json"
    command = [args.widgetkit, "import", checkout / entry["project"], "--output", package,
               "--package-path", args.package_path, "--report-json", report_path, "--force"]
    for target in entry["targets"]:
        command += ["--target", target]
    code, output = run(command, logs / "import.log", timeout=600)
    report = json.loads(report_path.read_text()) if report_path.is_file() and code == 0 else None
    if report is None:
        last = next((line.strip() for line in reversed(output.splitlines()) if line.strip()), "")
        return [dict(base, target=t, imported=False, note=f"import exit {code}: {last}"[:300]) for t in entry["targets"]]
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no", WIDGETKIT_DATA_DIR=str(work / "data"))
    results = []
    programs = [t for t in report["targets"] if t.get("product")]
    stops_by_target = {t["name"]: t.get("stops", []) for t in report["targets"]}
    all_stops = [s for t in report["targets"] for s in t.get("stops", [])]
    # Local packages the import rewrote (or could not): their sources' stops count too.
    local_stops = [s for p in report.get("localPackages", []) for s in p.get("stops", [])]
    all_stops += local_stops
    for target in programs:
        product = target["product"]
        build = ["swift", "build", "--package-path", package, "--scratch-path", args.scratch_path, "--product", product]
        if args.jobs:
            build += ["-j", str(args.jobs)]
        forget_build_description(args.scratch_path)
        code, output = run(build, logs / f"build-{product}.log", timeout=args.build_timeout)
        errors = compiler_errors(output, checkout, args.package_path)
        remote = remote_failure(output) if code != 0 else None
        result = dict(base, target=target.get("xcodeTarget", target["name"]), product=product, imported=True,
                      sources=target.get("sources"), resources=target.get("resources"),
                      importStops=(stops_by_target.get(target["name"], []) + local_stops) or all_stops,
                      compiles=code == 0, buildExit=code, errors=errors, missing=missing_apis(errors),
                      lacking=lacking_frameworks(errors, (stops_by_target.get(target["name"], []) + local_stops) or all_stops),
                      remotePackage=remote)
        if code != 0 and not errors:
            result["note"] = ("build timed out" if code is None else
                              next((line.strip() for line in reversed(output.splitlines()) if "error" in line.lower()), "")[:300])
        if code == 0:
            bin_code, bin_path = run(build[:6] + ["--show-bin-path"], logs / "bin-path.log", timeout=600)
            program = pathlib.Path(bin_path.strip().splitlines()[-1]) / product
            list_code, listing = run([program, "list", "--json"], logs / f"list-{product}.log", cwd=package, env=env,
                                     timeout=300)
            if list_code is not None and list_code < 0:
                result.update(kinds=[], renders=[], listTrap=signal.Signals(-list_code).name)
            else:
                try:
                    kinds = json.loads(listing[listing.index("["):])
                except ValueError:
                    kinds = []
                    result["note"] = f"list exit {list_code}"
                result["kinds"] = [{"kind": k["kind"], "families": k["families"]} for k in kinds]
                result["renders"] = render_all(program, kinds, work / "renders" / product, env, package,
                                               args.jobs or 1, logs)
                result["controls"] = draw_controls(program, work / "renders" / product, env, package, logs)
                if not kinds:
                    result["previews"] = preview_all(program, work / "previews" / product, env, package, logs)
        results.append(result)
    if not programs:
        results.append(dict(base, target=", ".join(entry["targets"]), imported=True, compiles=False,
                            note="the import found no widget extension"))
    return results


def escape(text):
    """Text safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ").replace("`", "'")


def preview_text(preview):
    """The kinds cell's addition for an extension previewed instead: `; preview: N images` or its trap."""
    if not preview:
        return ""
    if preview.get("trap"):
        return f"; preview trapped: {escape(preview['trap'])}"
    if preview.get("note"):
        return f"; preview failed: {escape(preview['note'])}"
    return f"; preview: {preview['images']} images"


def table(results, manifest, package_commit, date, checkouts, package_path):
    """The Markdown: the summary line, the table, the ranked missing APIs."""
    for r in results:
        # Named again from the errors, so a table of an older run shows what the patterns now name.
        if r.get("errors"):
            r["missing"] = missing_apis(r["errors"])
        checkout = checkouts / r["repository"].replace("/", "+")
        r["errors"] = [(relative(f, checkout, package_path), n, m) for f, n, m in r.get("errors", [])]
    by_entry = collections.defaultdict(list)
    for r in results:
        by_entry[r["id"]].append(r)
    total = len(manifest)
    compiling = sum(1 for e in manifest if by_entry[e["id"]] and all(r.get("compiles") for r in by_entry[e["id"]]))
    def failing(e):
        return by_entry[e["id"]] and not all(r.get("compiles") for r in by_entry[e["id"]])
    # A package SwiftPM cannot fetch stops the build before the compiler runs: counted apart, first.
    remote = sum(1 for e in manifest if failing(e) and any(r.get("remotePackage") for r in by_entry[e["id"]]))
    stopped = sum(1 for e in manifest if failing(e) and not any(r.get("remotePackage") for r in by_entry[e["id"]])
                  and any(r.get("lacking") for r in by_entry[e["id"]]))
    run_entries = sum(1 for e in manifest if by_entry[e["id"]])
    renders = [x for r in results for x in r.get("renders", [])]
    traps = sum(1 for x in renders if x[2] == "trap")
    previews = [r["previews"] for r in results if r.get("previews")]
    lines = [
        f"Run on {date} against `{package_commit}` ({run_entries} of {total} entries run).",
        "",
        f"**Compiling unchanged: {compiling}/{total}; stops from missing frameworks: {stopped}; "
        f"stops on remote packages this machine cannot fetch: {remote}; "
        f"failing on something else: {run_entries - compiling - stopped - remote}; "
        f"renders ok: {sum(1 for x in renders if x[2] == 'ok')}/{len(renders)}; traps: {traps}"
        + (f"; extensions without widget kinds previewed: {len(previews)}, {sum(p['images'] for p in previews)} images, "
           f"{sum(1 for p in previews if p.get('trap'))} trapped" if previews else "") + ".**",
        "",
        "| # | repository | target | imported | compiles unchanged | stops | first compiler errors | missing APIs named | kinds | renders ok | traps |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for entry in manifest:
        rows = by_entry[entry["id"]]
        if not rows:
            continue
        for r in rows:
            if not r.get("imported"):
                lines.append(f"| {r['id']} | {escape(r['repository'])} | {escape(r['target'])} | no: {escape(r.get('note', ''))} "
                             "| – | – | – | – | – | – | – |")
                continue
            errors = "<br>".join(escape(f"{f}:{n}: error: {m}") for f, n, m in r.get("errors", [])[:3]) or escape(r.get("note", ""))
            lacking = r.get("lacking", [])
            stops = f"{len(r.get('importStops', []))} reported" + (f"; lacks {', '.join(lacking)}" if lacking else "")
            if r.get("remotePackage"):
                stops += f"; cannot fetch {r['remotePackage']}"
            kinds = r.get("kinds")
            rendered = r.get("renders", [])
            ok = sum(1 for x in rendered if x[2] == "ok")
            trapped = [x for x in rendered if x[2] == "trap"]
            trap_text = str(len(trapped)) + "".join(f"<br>{escape(k)} {escape(f)}: {escape(d)}" for k, f, _, d in trapped[:2])
            if r.get("listTrap"):
                trap_text = f"list: {r['listTrap']}"
            lines.append("| " + " | ".join([
                str(r["id"]), escape(r["repository"]), escape(r["target"]), "yes",
                "yes" if r.get("compiles") else "no", stops, errors or "–",
                escape(", ".join(r.get("missing", [])[:8])) or "–",
                "–" if kinds is None else str(len(kinds)) + controls_text(r.get("controls")) + preview_text(r.get("previews")),
                "–" if kinds is None else f"{ok}/{len(rendered)}",
                "–" if kinds is None else trap_text,
            ]) + " |")
    blocked = collections.defaultdict(set)
    for r in results:
        for name in r.get("missing", []):
            if not (name.startswith("module ") and name[7:] in LINUX_LACKS):
                blocked[name].add(r["id"])
    lines += ["", "Missing APIs, by how many extensions they block (frameworks Linux lacks left out):", ""]
    ranked = sorted(blocked.items(), key=lambda item: (-len(item[1]), item[0]))
    for name, ids in ranked[:40]:
        lines.append(f"- `{escape(name)}`: {len(ids)} ({', '.join(f'#{i}' for i in sorted(ids))})")
    if not ranked:
        lines.append("- none")
    return "\n".join(lines) + "\n"


def write_table(path, text):
    """Writes `text` between the corpus markers of `path`, or as the whole file."""
    begin, end = "<!-- corpus:begin -->", "<!-- corpus:end -->"
    if path.is_file():
        current = path.read_text()
        if begin in current and end in current:
            head, rest = current.split(begin, 1)
            _, tail = rest.split(end, 1)
            path.write_text(head + begin + "\n" + text + end + tail)
            return
    path.write_text(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--manifest", type=pathlib.Path, default=HERE / "corpus.json")
    parser.add_argument("--checkouts", type=pathlib.Path, default=pathlib.Path("/work/corpus/checkouts"))
    parser.add_argument("--work", type=pathlib.Path, default=pathlib.Path("/work/corpus/packages"))
    parser.add_argument("--scratch-path", type=pathlib.Path, default=pathlib.Path("/work/corpus/scratch"))
    parser.add_argument("--widgetkit", type=pathlib.Path, help="the `widgetkit` tool (required unless --table-only)")
    parser.add_argument("--package-path", type=pathlib.Path, default=HERE.parent.parent,
                        help="this repository (the imported packages depend on it)")
    parser.add_argument("--only", help="comma-separated entry ids, run in this order")
    parser.add_argument("--jobs", type=int, default=0, help="build jobs (swift build -j) and renders at once")
    parser.add_argument("--build-timeout", type=int, default=5400, help="seconds for one build")
    parser.add_argument("--table", type=pathlib.Path, help="write the Markdown table here")
    parser.add_argument("--package-commit", help="the commit to print with the table (read from --package-path when omitted)")
    parser.add_argument("--table-only", action="store_true", help="only write the table from WORK/results.json")
    args = parser.parse_args()

    manifest = json.loads(args.manifest.read_text())
    order = [int(i) for i in args.only.split(",")] if args.only else None
    ids = set(order) if order else None
    results_path = args.work / "results.json"
    previous = json.loads(results_path.read_text()) if results_path.is_file() else {"results": []}
    package_commit = subprocess.run(["git", "-C", args.package_path, "rev-parse", "--short", "HEAD"],
                                    capture_output=True, text=True).stdout.strip() or "unknown"
    if subprocess.run(["git", "-C", args.package_path, "status", "--porcelain", "--untracked-files=no"],
                      capture_output=True, text=True).stdout.strip():
        package_commit += " with local changes"
    results = [r for r in previous["results"] if ids is not None and r["id"] not in ids]
    if not args.table_only:
        if args.widgetkit is None:
            parser.error("--widgetkit is required")
        args.widgetkit = args.widgetkit.resolve()
        args.package_path = args.package_path.resolve()
        args.work.mkdir(parents=True, exist_ok=True)
        chosen = manifest if order is None else [e for i in order for e in manifest if e["id"] == i]
        for entry in chosen:
            print(f"[{entry['id']:2d}] {entry['repository']}", flush=True)
            for r in run_entry(entry, args, package_commit):
                results.append(r)
                state = "compiles" if r.get("compiles") else (r.get("note") or "does not compile")
                print(f"     {r['target']}: {state}; {len(r.get('errors', []))} errors; "
                      f"renders {sum(1 for x in r.get('renders', []) if x[2] == 'ok')}/{len(r.get('renders', []))}",
                      flush=True)
            results.sort(key=lambda r: r["id"])
            results_path.write_text(json.dumps({"packageCommit": package_commit, "results": results}, indent=1))
    else:
        results = previous["results"]
        package_commit = previous.get("packageCommit", package_commit)
    if args.package_commit:
        package_commit = args.package_commit
    text = table(sorted(results, key=lambda r: r["id"]), manifest, package_commit,
                 datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                 args.checkouts, args.package_path)
    if args.table:
        write_table(args.table, text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
