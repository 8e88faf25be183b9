#!/usr/bin/env bash
# Builds the showcase (the four example apps' widgets) and starts the home screen on
# http://127.0.0.1:8080 with them placed: sample data, offline, nothing to configure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build --product vocabulary
swift build --product showcase
exec "$(swift build --show-bin-path)/showcase" serve "$@"
