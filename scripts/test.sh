#!/usr/bin/env bash
# Runs the whole test suite: installs what the machine lacks, builds, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build --build-tests
# The data directories the suite's servers create are remembered in a state file
# (KnownDataDirectories): one of its own per run, so that two suites on one machine, or a user's
# own home screen, never see each other's.
export WIDGETKIT_STATE_DIR="${WIDGETKIT_STATE_DIR:-$(mktemp -d -t widgetkit-test-state.XXXXXX)}"
swift test --skip-build
