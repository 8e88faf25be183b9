#!/usr/bin/env python3
"""What the corpus uses: imports, SF Symbols and SwiftUI/WidgetKit names, counted.

Issue 26 §2. For every manifest entry checked out under --checkouts, reads the Swift files its
widget-extension targets compile (from the project's `project.pbxproj`: build phases and
synchronized folders, so files shared with the app count too) and counts:

- (a) `import X` lines per module, and how many extensions import it;
- (b) SF Symbol names: the string literals after `systemName:` (`Image(systemName:)`,
  `UIImage(systemName:)`) and `systemImage:` (`Label`, `Button`…), top 200;
- (c) SwiftUI/WidgetKit names: modifiers and methods called as `.name(` and capitalised type
  names, top 150 by the number of extensions using each. Names the repository declares itself,
  and names of the Swift standard library, Foundation, Dispatch and Concurrency (read from the
  toolchain with `swift symbolgraph-extract`), are left out, so what is left is the API of the
  iOS frameworks; each name says whether this package declares it (`--package-path`).

It prints Markdown (counts only, no code) or writes it into FILE between
`<!-- corpus-facts:begin -->` and `<!-- corpus-facts:end -->` (`--output docs/COMPATIBILITY.md`):

    python3 Benchmarks/Corpus/corpus-facts.py --output docs/COMPATIBILITY.md
"""

import argparse
import collections
import json
import pathlib
import re
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import pbxproj  # noqa: E402

IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?"
                    r"([A-Za-z_]\w*)", re.M)
SYMBOL = re.compile(r"\b(?:systemName|systemImage)\s*:\s*\"([^\"\\]+)\"")
MODIFIER = re.compile(r"\.([a-z]\w*)\s*\(")
TYPE = re.compile(r"\b([A-Z]\w*)\b")
DECLARATION = re.compile(r"\b(?:func|var|let|case|struct|class|enum|protocol|typealias|actor|associatedtype|macro)\s+"
                         r"([A-Za-z_]\w*)")
CASE_LIST = re.compile(r"\bcase\s+([a-z]\w*(?:\s*(?:\([^)]*\))?\s*,\s*[a-z]\w*)+)")
STRIP = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s[^\n]*|^\s*#[^\n]*|//[^\n]*|/\*.*?\*/|\"\"\".*?\"\"\"|\"(?:[^\"\\\n]|\\.)*\"", re.S | re.M)
# Keywords and generic placeholders that look like type names.
NOT_API = {"Self", "Any", "AnyObject", "Type", "Protocol", "Swift", "T", "U", "V", "Element", "Value", "Key"}
# Apple frameworks Linux lacks (the importer's list, docs/FRAMEWORKS.md), counted by --frameworks.
LACKING = {"CoreData", "SwiftData", "CloudKit", "EventKit", "HealthKit", "WeatherKit", "MapKit", "Contacts", "Photos",
           "MusicKit", "MediaPlayer", "HomeKit", "CoreMotion", "FamilyControls", "ManagedSettings", "DeviceActivity",
           "StoreKit", "UserNotifications", "NetworkExtension", "AVFoundation", "AVKit", "CoreBluetooth",
           "LocalAuthentication", "AuthenticationServices", "SafariServices", "WebKit", "CoreImage", "CoreText",
           "ImageIO", "UniformTypeIdentifiers", "Network", "Security", "PassKit", "AudioToolbox", "CryptoKit",
           "LockedCameraCapture", "CommonCrypto", "IntentsUI", "AppKit", "CoreFoundation", "Darwin"}
SYSTEM_MODULES = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
                  "FoundationNetworking", "Dispatch", "_Concurrency"]


def toolchain_names():
    """The names the Swift standard library, Foundation and Dispatch declare on this machine."""
    names = set()
    with tempfile.TemporaryDirectory() as folder:
        for module in SYSTEM_MODULES:
            subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-target",
                            "x86_64-unknown-linux-gnu", "-output-dir", folder],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for graph in pathlib.Path(folder).glob("*.symbols.json"):
            for symbol in json.loads(graph.read_text()).get("symbols", []):
                names.add(symbol["pathComponents"][-1].split("(")[0].split("<")[0])
    return names


def declared_names(folder):
    """Every name the Swift files under `folder` declare."""
    names = set()
    for path in folder.rglob("*.swift"):
        text = STRIP.sub(" ", path.read_text(errors="replace"))
        names.update(DECLARATION.findall(text))
        for group in CASE_LIST.findall(text):
            names.update(re.findall(r"\b([a-z]\w*)\b(?![^(]*\))", group))
    # Xcode generates `<Name>Intent`, `<Name>IntentHandling`, `<Name>IntentResponse` from intent definitions.
    for path in folder.rglob("*.intentdefinition"):
        for name in re.findall(r"<key>INIntentName</key>\s*<string>([^<]+)</string>", path.read_text(errors="replace")):
            names.update({name + "Intent", name + "IntentHandling", name + "IntentResponse"})
    return names


def extension_files(checkouts, entry):
    """The Swift files of an entry's targets, or None when it is not checked out."""
    folder = checkouts / entry["repository"].replace("/", "+")
    if not (folder / entry["project"]).is_dir():
        return None
    project = pbxproj.Project(folder / entry["project"])
    ids = {target["name"]: oid for oid, target in project.targets()}
    files = []
    for name in entry["targets"]:
        files += [f for f in project.source_files(ids[name]) if f not in files]
    return files


def replace_section(path, marker, text):
    """Writes `text` between `<!-- marker:begin -->` and `<!-- marker:end -->` in `path`."""
    begin, end = f"<!-- {marker}:begin -->", f"<!-- {marker}:end -->"
    current = path.read_text() if path.is_file() else ""
    if begin in current and end in current:
        head, rest = current.split(begin, 1)
        tail = rest.split(end, 1)[1]
        path.write_text(head + begin + "\n" + text + end + tail)
    else:
        path.write_text(current + ("\n" if current else "") + begin + "\n" + text + end + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--manifest", type=pathlib.Path, default=HERE / "corpus.json")
    parser.add_argument("--checkouts", type=pathlib.Path, default=pathlib.Path("/work/corpus/checkouts"))
    parser.add_argument("--package-path", type=pathlib.Path, default=HERE.parent.parent)
    parser.add_argument("--output", type=pathlib.Path, help="write the Markdown into this file's facts section")
    parser.add_argument("--json", type=pathlib.Path, help="also write the full counts as JSON here")
    parser.add_argument("--frameworks", action="store_true",
                        help="also count, per framework Linux lacks, the names the files importing it use "
                             "(section corpus-frameworks)")
    args = parser.parse_args()

    manifest = json.loads(args.manifest.read_text())
    system = toolchain_names()
    ours = declared_names(args.package_path / "Sources")
    # Names our modules re-export from dependencies (Combine is OpenCombine).
    opencombine = args.package_path / ".build" / "checkouts" / "OpenCombine" / "Sources"
    if opencombine.is_dir():
        ours |= declared_names(opencombine)
    modules = set()
    for entry in manifest:
        for path in extension_files(args.checkouts, entry) or []:
            modules.update(IMPORT.findall(path.read_text(errors="replace")))
    imports, import_users = collections.Counter(), collections.defaultdict(set)
    symbols, symbol_users = collections.Counter(), collections.defaultdict(set)
    api, api_users = collections.Counter(), collections.defaultdict(set)
    # Per framework Linux lacks: the names used in the files that import it, which neither the
    # repository, the toolchain nor this package declares (that framework's API, by and large).
    framework_api = collections.defaultdict(collections.Counter)
    framework_files = collections.Counter()
    counted, files_total = [], 0
    for entry in manifest:
        files = extension_files(args.checkouts, entry)
        if files is None:
            continue
        counted.append(entry["id"])
        files_total += len(files)
        own = declared_names(args.checkouts / entry["repository"].replace("/", "+"))
        for path in files:
            raw = path.read_text(errors="replace")
            for module in IMPORT.findall(raw):
                imports[module] += 1
                import_users[module].add(entry["id"])
            for name in SYMBOL.findall(raw):
                symbols[name] += 1
                symbol_users[name].add(entry["id"])
            code = STRIP.sub(" ", raw)
            found = [f".{m}(" for m in MODIFIER.findall(code)] + TYPE.findall(code)
            lacking = [m for m in set(IMPORT.findall(raw)) if m in LACKING]
            for module in lacking:
                framework_files[module] += 1
                for name in set(found):
                    bare = name.strip(".(")
                    if bare in own or bare in system or bare in NOT_API or bare in modules or bare in ours:
                        continue
                    framework_api[module][name] += 1
            for name in found:
                bare = name.strip(".(")
                if bare in own or bare in system or bare in NOT_API or bare in modules or bare == "init":
                    continue
                api[name] += 1
                api_users[name].add(entry["id"])

    def has(name):
        return "yes" if name.strip(".(") in ours else "**no**"

    n = len(counted)
    lines = [f"Counted over the widget-extension sources of {n} checked-out entries ({files_total} Swift files, "
             "files shared with the app included): `python3 Benchmarks/Corpus/corpus-facts.py`.", "",
             "### Imports", "", "| module | `import` lines | extensions |", "|---|---:|---:|"]
    for module, count in sorted(imports.items(), key=lambda item: (-len(import_users[item[0]]), -item[1], item[0])):
        lines.append(f"| {module} | {count} | {len(import_users[module])} |")
    top = f"top 200 of {len(symbols)}" if len(symbols) > 200 else f"all {len(symbols)}"
    lines += ["", f"### SF Symbols ({top}, as string literals)", "",
              "| symbol | uses | extensions |", "|---|---:|---:|"]
    for name, count in sorted(symbols.items(), key=lambda item: (-item[1], -len(symbol_users[item[0]]), item[0]))[:200]:
        lines.append(f"| {name} | {count} | {len(symbol_users[name])} |")
    lines += ["", f"### SwiftUI/WidgetKit names (top 150 of {len(api)}, by extensions using each)", "",
              "Modifiers and methods as `.name(`, types capitalised; names the repositories declare and the "
              "standard library's and Foundation's are left out. *ours*: whether this package declares something of "
              "that name (by name only: a member of another type counts).",
              "", "| name | extensions | uses | ours |", "|---|---:|---:|---|"]
    for name, count in sorted(api.items(), key=lambda item: (-len(api_users[item[0]]), -item[1], item[0]))[:150]:
        lines.append(f"| `{name}` | {len(api_users[name])} | {count} | {has(name)} |")
    missing = [name for name in api if has(name) != "yes"]
    missing.sort(key=lambda name: (-len(api_users[name]), -api[name], name))
    lines += ["", "Of all names counted, those this package does not declare, by extensions using each (top 40): " +
              ", ".join(f"`{name}` ({len(api_users[name])})" for name in missing[:40]) + "."]
    text = "\n".join(lines) + "\n"
    if args.json:
        args.json.write_text(json.dumps({
            "entries": counted,
            "imports": {m: {"lines": c, "extensions": sorted(import_users[m])} for m, c in imports.items()},
            "symbols": {s: {"uses": c, "extensions": sorted(symbol_users[s])} for s, c in symbols.items()},
            "api": {a: {"uses": c, "extensions": sorted(api_users[a]), "ours": has(a) == "yes"} for a, c in api.items()},
        }, indent=1, sort_keys=True))
    if args.output:
        replace_section(args.output, "corpus-facts", text)
    if args.frameworks:
        rows = ["Per framework Linux lacks: files importing it, extensions, and the names those files use that "
                "neither the repository, the toolchain nor this package declares (by files using each; a name of "
                "another framework the same file imports counts too). `corpus-facts.py --frameworks`.", "",
                "| framework | files | extensions | names used (files) |", "|---|---:|---:|---|"]
        for module in sorted(framework_files, key=lambda m: (-len(import_users[m]), -framework_files[m], m)):
            names = sorted(framework_api[module].items(), key=lambda item: (-item[1], item[0]))[:14]
            rows.append(f"| {module} | {framework_files[module]} | {len(import_users[module])} ({', '.join(f'#{i}' for i in sorted(import_users[module]))}) | "
                        + ", ".join(f"`{n}` ({c})" for n, c in names) + " |")
        section = "\n".join(rows) + "\n"
        if args.output:
            replace_section(args.output, "corpus-frameworks", section)
        else:
            sys.stdout.write("\n" + section)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
