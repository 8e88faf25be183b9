#!/usr/bin/env bash
# Builds the showcase and starts the home screen on http://127.0.0.1:8080 with the four example
# apps' widgets placed: sample data, offline, nothing to configure.
#
# Each app's widgets are a bundle program of their own (Examples/ShowcaseBundles), run in an
# extension process of its own: a crash ends only that app's process (its widgets keep their last
# render and come back), and `swift build --product congress-widgets` while this runs swaps the
# new code in. `tally-widgets` serves the page (with its Tally widget in process) and hosts the
# four. Arguments are passed to `serve` (e.g. `--port 8081`, `--data-dir DIR`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
apps=(vocabulary-widgets:Vocabulary congress-widgets:Congress shortcuts-widgets:Shortcuts headlines-widgets:Headlines)
swift build --product vocabulary
for app in "${apps[@]}" tally-widgets:Tally; do
    swift build --product "${app%%:*}"
done
bin="$(swift build --show-bin-path)"
# Each program under its app's name: the name is the app the gallery shows its widgets under
# (a program's display name, as no Info.plist of its own names it) and the prefix of their kinds
# (`Vocabulary/RandomTranslation`). Links, so a rebuild of the product is a rebuild of the app.
links=".build/showcase"
mkdir -p "$links"
bundles=()
for app in "${apps[@]}" tally-widgets:Tally; do
    ln -sfn "$bin/${app%%:*}" "$links/${app##*:}"
done
for app in "${apps[@]}"; do
    bundles+=(--bundle "$links/${app##*:}")
done
exec "$links/Tally" serve "${bundles[@]}" "$@"
