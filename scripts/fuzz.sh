#!/usr/bin/env bash
# Fuzzes the parsers that take outside input, with libFuzzer (`swiftc -sanitize=fuzzer`), for a
# bounded time each. Not part of the default test suite.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET…]      (default 60 s; targets: intentdefinition configuration router)
#
# intentdefinition and configuration are their module's sources plus a harness in scripts/fuzz/,
# compiled with swiftc into one executable under .build/fuzz/<target>/. router is the home
# screen's request router: the package's RouterFuzz target (scripts/fuzz/router/), which
# Package.swift declares only when WIDGETKIT_FUZZ_RUNTIME names libFuzzer's no-main runtime,
# built by SwiftPM in its own scratch path (.build-fuzz; the first build takes as long as a
# clean build of the package) with HomeScreen instrumented for coverage. The corpus (seeded from the test fixtures) and any
# crashing input (crash-*) stay in that directory: turn a crash into a regression test in the
# module's tests, then delete it. Exits non-zero when a target crashed. Leak detection is off
# (swift-corelibs-foundation's XML and property list parsers leak small buffers).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(intentdefinition configuration router)
# Requests as the router harness reads them (scripts/fuzz/router/RouterFuzz.swift): one per route.
seed_router_corpus() {
    local corpus="$1" index=0
    [ -n "$(ls -A "$corpus")" ] && return 0
    while IFS= read -r request; do
        printf '%b' "$request" > "$corpus/seed-$index"
        index=$((index + 1))
    done <<'SEEDS'
GET /
GET /gallery?partial=1
GET /open?url=myapp://item/3
GET /api/kinds
GET /api/instances
POST /api/instances\nContent-Type: application/json\n\n{"kind":"Counter","family":"systemSmall"}
POST /api/instances/{id}/move\nContent-Type: application/json\n\n{"position":0}
POST /api/instances/{id}/family\nContent-Type: application/json\n\n{"family":"systemMedium"}
GET /api/instances/{id}/configuration
GET /api/instances/{id}/configuration/options/city?search=o
PUT /api/instances/{id}/configuration\nContent-Type: application/json\n\n{"city":"oslo"}
DELETE /api/instances/{id}
GET /widgets/{id}.png?scale=2&scheme=dark
GET /widgets/{id}.svg?textSize=xLarge
GET /widgets/{id}.html?lang=de
GET /widgets/{id}/fragment
GET /fonts/Inter.ttf
GET /assets/x-1.png
POST /api/instances\nOrigin: https://evil.example\nHost: 127.0.0.1\n\n{}
SEEDS
}

status=0
for target in "${targets[@]}"; do
    case "$target" in
        intentdefinition) sources=(Sources/IntentDefinitionGenerator/*.swift scripts/fuzz/IntentDefinitionFuzz.swift)
                          seeds=(Tests/IntentDefinitionTests/Fixtures/*.intentdefinition Tests/IntentPluginFixtureSwift5/*.intentdefinition) ;;
        configuration)    sources=(Sources/ConfigurationSchema/*.swift scripts/fuzz/ConfigurationFuzz.swift)
                          seeds=() ;;
        router)           sources=() seeds=() ;;
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
    if [ "$target" = router ]; then
        seed_router_corpus "$dir/corpus"
        toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")/.."
        runtime="$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -n 1)"
        if ! WIDGETKIT_FUZZ_RUNTIME="$runtime" swift build --scratch-path .build-fuzz --product RouterFuzz > "$dir/build.log" 2>&1; then
            grep -E "error" "$dir/build.log" >&2; echo "!! router: the build failed; see $dir/build.log" >&2; exit 1
        fi
        cp "$(WIDGETKIT_FUZZ_RUNTIME="$runtime" swift build --scratch-path .build-fuzz --show-bin-path)/RouterFuzz" "$dir/fuzz"
    else
    swiftc -sanitize=fuzzer,address -parse-as-library -package-name fuzz -swift-version 6 \
        -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature ExistentialAny -module-name "Fuzz$target" -O -g \
        "${sources[@]}" -o "$dir/fuzz"
    fi
    echo "== $target: fuzzing for $seconds s"
    if ! (cd "$dir" && ASAN_OPTIONS=detect_leaks=0 ./fuzz -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 corpus \
            > fuzz.log 2>&1); then
        echo "!! $target crashed; see $dir/fuzz.log and $dir/crash-*" >&2
        status=1
    fi
    grep -E "stat::number_of_executed_units|stat::new_units_added" "$dir/fuzz.log" | sed "s/^/   /" || true
done
exit $status
