#!/usr/bin/env bash
# Fuzzes the parsers that take outside input, with libFuzzer (`swiftc -sanitize=fuzzer`), for a
# bounded time each. Not part of the default test suite.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET…]      (default 60 s; targets: intentdefinition configuration)
#
# Each target is its module's sources plus a harness in scripts/fuzz/, compiled into one
# executable under .build/fuzz/<target>/. The corpus (seeded from the test fixtures) and any
# crashing input (crash-*) stay in that directory: turn a crash into a regression test in the
# module's tests, then delete it. Exits non-zero when a target crashed. Leak detection is off
# (swift-corelibs-foundation's XML and property list parsers leak small buffers).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(intentdefinition configuration)
status=0
for target in "${targets[@]}"; do
    case "$target" in
        intentdefinition) sources=(Sources/IntentDefinitionGenerator/*.swift scripts/fuzz/IntentDefinitionFuzz.swift)
                          seeds=(Tests/IntentDefinitionTests/Fixtures/*.intentdefinition Tests/IntentPluginFixtureSwift5/*.intentdefinition) ;;
        configuration)    sources=(Sources/ConfigurationSchema/*.swift scripts/fuzz/ConfigurationFuzz.swift)
                          seeds=() ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    dir=".build/fuzz/$target"
    mkdir -p "$dir/corpus"
    for seed in "${seeds[@]}"; do cp -n "$seed" "$dir/corpus/" 2>/dev/null || true; done
    if [ "$target" = configuration ] && [ -z "$(ls -A "$dir/corpus")" ]; then
        printf '{"text":"x","flag":true,"count":3,"ratio":0.5,"when":"2026-01-01T00:00:00Z","city":[{"id":"a"}]}' \
            > "$dir/corpus/seed.json"
    fi
    echo "== $target: building"
    swiftc -sanitize=fuzzer,address -parse-as-library -package-name fuzz -swift-version 6 \
        -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny -module-name "Fuzz$target" -O -g \
        "${sources[@]}" -o "$dir/fuzz"
    echo "== $target: fuzzing for $seconds s"
    if ! (cd "$dir" && ASAN_OPTIONS=detect_leaks=0 ./fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 corpus \
            > fuzz.log 2>&1); then
        echo "!! $target crashed; see $dir/fuzz.log and $dir/crash-*" >&2
        status=1
    fi
    grep -E "stat::number_of_executed_units|stat::new_units_added" "$dir/fuzz.log" | sed "s/^/   /" || true
done
exit $status
