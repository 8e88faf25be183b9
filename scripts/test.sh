#!/usr/bin/env bash
# Runs the whole test suite: installs what the machine lacks, builds, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build --build-tests
swift test --skip-build
