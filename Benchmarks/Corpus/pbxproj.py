"""Reads an Xcode project's `project.pbxproj` (an OpenStep property list) for the corpus scripts.

Only what the corpus needs: the targets, their product types and build settings, and the files
each target compiles, from classic build phases (file references under groups, with every
`sourceTree`) and from Xcode 16 synchronized folders with their exception sets. The importer in
Sources/ is the real reader; this one lets the scripts count what the extensions use without it.
"""

import os
import pathlib
import re


class ParseError(Exception):
    """The file is not an OpenStep property list this reader understands."""


_BARE = re.compile(rb"[A-Za-z0-9_$+/:.\-]+")


def parse(data):
    """The value of an OpenStep property list (`bytes`): dicts, lists and strings."""
    pos = 0
    n = len(data)

    def skip():
        nonlocal pos
        while pos < n:
            c = data[pos:pos + 1]
            if c in b" \t\r\n":
                pos += 1
            elif data.startswith(b"//", pos):
                end = data.find(b"\n", pos)
                pos = n if end < 0 else end + 1
            elif data.startswith(b"/*", pos):
                end = data.find(b"*/", pos + 2)
                if end < 0:
                    raise ParseError("unterminated comment")
                pos = end + 2
            else:
                break

    def value():
        nonlocal pos
        skip()
        if pos >= n:
            raise ParseError("unexpected end of file")
        c = data[pos:pos + 1]
        if c == b"{":
            pos += 1
            result = {}
            while True:
                skip()
                if data[pos:pos + 1] == b"}":
                    pos += 1
                    return result
                key = value()
                skip()
                if data[pos:pos + 1] != b"=":
                    raise ParseError(f"expected '=' at byte {pos}")
                pos += 1
                result[key] = value()
                skip()
                if data[pos:pos + 1] == b";":
                    pos += 1
        if c == b"(":
            pos += 1
            result = []
            while True:
                skip()
                if data[pos:pos + 1] == b")":
                    pos += 1
                    return result
                result.append(value())
                skip()
                if data[pos:pos + 1] == b",":
                    pos += 1
        if c == b'"':
            pos += 1
            out = bytearray()
            while pos < n and data[pos:pos + 1] != b'"':
                if data[pos:pos + 1] == b"\\" and pos + 1 < n:
                    e = data[pos + 1:pos + 2]
                    out += {b"n": b"\n", b"t": b"\t", b'"': b'"', b"\\": b"\\"}.get(e, e)
                    pos += 2
                else:
                    out += data[pos:pos + 1]
                    pos += 1
            pos += 1
            return out.decode("utf-8", "replace")
        m = _BARE.match(data, pos)
        if not m:
            raise ParseError(f"unexpected {c!r} at byte {pos}")
        pos = m.end()
        return m.group(0).decode()

    skip()
    if data.startswith(b"// !$*UTF8*$!"):
        pos = data.find(b"\n") + 1
    return value()


class Project:
    """One `.xcodeproj`: its objects, targets and the files they use."""

    def __init__(self, xcodeproj):
        self.path = pathlib.Path(xcodeproj)
        self.root = self.path.parent
        plist = parse((self.path / "project.pbxproj").read_bytes())
        self.objects = plist["objects"]
        self.project = self.objects[plist["rootObject"]]
        self._parents = {}
        for oid, obj in self.objects.items():
            for child in obj.get("children", []) if isinstance(obj, dict) else []:
                self._parents[child] = oid

    def targets(self):
        """(id, object) of every native target."""
        return [(oid, self.objects[oid]) for oid in self.project.get("targets", [])
                if self.objects.get(oid, {}).get("isa") == "PBXNativeTarget"]

    def build_settings(self, target, configuration="Debug"):
        """The target's build settings for `configuration` (or its first configuration)."""
        configs = [self.objects[c] for c in self.objects[target["buildConfigurationList"]]["buildConfigurations"]]
        chosen = next((c for c in configs if c.get("name") == configuration), configs[0] if configs else {})
        return chosen.get("buildSettings", {})

    def object_path(self, oid):
        """The absolute path of a file reference or group, following `sourceTree`, or None."""
        obj = self.objects.get(oid)
        if obj is None:
            return None
        tree = obj.get("sourceTree", "<group>")
        own = obj.get("path", "")
        if tree == "<group>":
            parent = self._parents.get(oid)
            base = self.root if parent is None else self.object_path(parent)
            if base is None:
                return None
            return pathlib.Path(os.path.normpath(base / own))
        if tree == "SOURCE_ROOT":
            return pathlib.Path(os.path.normpath(self.root / own))
        if tree == "<absolute>":
            return pathlib.Path(own)
        return None  # BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not in the checkout

    def _phase_files(self, target, isa):
        files = []
        for phase_id in target.get("buildPhases", []):
            phase = self.objects.get(phase_id, {})
            if phase.get("isa") != isa:
                continue
            for build_file in phase.get("files", []):
                ref = self.objects.get(build_file, {}).get("fileRef")
                if ref is None:
                    continue
                obj = self.objects.get(ref, {})
                if obj.get("isa") == "PBXVariantGroup":
                    files += [p for p in (self.object_path(c) for c in obj.get("children", [])) if p]
                else:
                    p = self.object_path(ref)
                    if p:
                        files.append(p)
        return files

    def _synchronized_files(self, target_id, target):
        files = []
        for gid in target.get("fileSystemSynchronizedGroups", []):
            group = self.objects.get(gid, {})
            folder = self.object_path(gid)
            if folder is None or not folder.is_dir():
                continue
            excluded = set()
            for eid in group.get("exceptions", []):
                exception = self.objects.get(eid, {})
                if exception.get("target") == target_id:
                    excluded.update(exception.get("membershipExceptions", []))
            for path in sorted(folder.rglob("*")):
                relative = path.relative_to(folder).as_posix()
                if path.is_file() and relative not in excluded and not any(
                        relative.startswith(e + "/") for e in excluded):
                    files.append(path)
        return files

    def source_files(self, target_id):
        """The Swift files a target compiles (build phase and synchronized folders), existing ones."""
        target = self.objects[target_id]
        files = self._phase_files(target, "PBXSourcesBuildPhase") + self._synchronized_files(target_id, target)
        seen, result = set(), []
        for f in files:
            if f.suffix == ".swift" and f.is_file() and f not in seen:
                seen.add(f)
                result.append(f)
        return result

    def info_plist(self, target):
        """The path of the target's Info.plist (build setting `INFOPLIST_FILE`), or None."""
        value = self.build_settings(target).get("INFOPLIST_FILE")
        if not value:
            return None
        value = value.replace("$(SRCROOT)/", "").replace("${SRCROOT}/", "").replace("$(PROJECT_DIR)/", "")
        return self.root / value

    def widget_extensions(self):
        """(id, name) of the app-extension targets that are WidgetKit extensions: the Info.plist (or
        `INFOPLIST_KEY_NSExtensionPointIdentifier`) names `com.apple.widgetkit-extension`, or it names no
        extension point and the sources import WidgetKit."""
        result = []
        for oid, target in self.targets():
            if target.get("productType") != "com.apple.product-type.app-extension":
                continue
            plist = self.info_plist(target)
            text = plist.read_text(errors="replace") if plist and plist.is_file() else ""
            point = self.build_settings(target).get("INFOPLIST_KEY_NSExtensionPointIdentifier", "")
            names_widgetkit = "com.apple.widgetkit-extension" in text or point == "com.apple.widgetkit-extension"
            names_other = point or "NSExtensionPointIdentifier" in text
            if names_widgetkit or not names_other and any(
                    re.search(r"^\s*import\s+WidgetKit\b", f.read_text(errors="replace"), re.M)
                    for f in self.source_files(oid)):
                result.append((oid, target["name"]))
        return result
