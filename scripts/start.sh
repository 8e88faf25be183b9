#!/usr/bin/env bash
# Builds the example widgets and starts the home screen (embedded defaults, offline).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build --product example-widgets
exec "$(swift build --show-bin-path)/example-widgets" serve "$@"
