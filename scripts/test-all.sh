#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what the tests need, then runs type check,
# lint, formatting (Prettier), unit/component/API tests (on PGlite and on a real PostgreSQL), the production build and
# the browser tests in Debian's Chromium. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)
results=$(mktemp -d)
pg_dir=$(mktemp -d /tmp/avinox-pg-XXXXXX)
failed_steps=()

step() { printf '\n==> %s\n' "$1"; }
static_pids=()
cleanup() {
  # An interrupted run leaves no check running behind it.
  for pid in "${static_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  bash scripts/postgres-test-server.sh stop "$pg_dir" >/dev/null 2>&1 || true
}
trap cleanup EXIT

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v java >/dev/null 2>&1 || need_apt+=(default-jre-headless)
# The nginx site of docs/deploy.md is tested in front of a test server (e2e/deploy-nginx.spec.ts).
command -v nginx >/dev/null 2>&1 || need_apt+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need_apt+=(libnginx-mod-http-brotli-filter)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need_apt+=(libnginx-mod-http-brotli-static)
# Two instances share page-cache invalidations through Redis (e2e/scale-out.spec.ts).
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
command -v openssl >/dev/null 2>&1 || need_apt+=(openssl)
command -v curl >/dev/null 2>&1 || need_apt+=(curl)
if [ ${#need_apt[@]} -gt 0 ]; then
  step "Installing ${need_apt[*]} from Debian's packages"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null || exit 1
fi

step "npm install"
npm install --no-audit --no-fund || exit 1

# The three static checks run side by side (each keeps one core busy for half a minute); their
# outputs follow one another.
step "Type check, lint and formatting"
static_checks=(typecheck lint format)
static_logs=$(mktemp -d)
npx tsc --noEmit > "$static_logs/typecheck.log" 2>&1 & static_pids=($!)
npx eslint --max-warnings=0 . > "$static_logs/lint.log" 2>&1 & static_pids+=($!)
npx prettier --check . > "$static_logs/format.log" 2>&1 & static_pids+=($!)
for i in 0 1 2; do
  if wait "${static_pids[$i]}"; then verdict=passed; else verdict=FAILED; failed_steps+=("${static_checks[$i]}"); fi
  printf -- '--- %s: %s\n' "${static_checks[$i]}" "$verdict"
  cat "$static_logs/${static_checks[$i]}.log"
done
static_pids=()
rm -rf "$static_logs"

step "Unit, component and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json" || failed_steps+=(vitest-pglite)

step "API tests on PostgreSQL"
if pg_url=$(bash scripts/postgres-test-server.sh start "$pg_dir" 55432); then
  TEST_DATABASE_URL="$pg_url" npx vitest run tests/api --reporter=default --reporter=json \
    --outputFile.json="$results/vitest-postgres.json" || failed_steps+=(vitest-postgres)
else
  pg_url=""
  failed_steps+=(postgres-start)
fi
# The PostgreSQL server stays up for the browser tests that start their own production server on
# it too (e2e/kill-9.spec.ts, e2e/load-integrity.spec.ts, e2e/scale-out.spec.ts); the exit trap stops it.

step "Production build"
build_started=$(date +%s)
npm run build || { failed_steps+=(build); }
echo "build took $(( $(date +%s) - build_started )) s"

step "Browser tests (Chromium)"
if [[ " ${failed_steps[*]} " != *" build "* ]]; then
  CI=1 TEST_DATABASE_URL="$pg_url" npx playwright test || failed_steps+=(e2e)
  cp test-results/e2e.json "$results/e2e.json" 2>/dev/null || true
fi

node scripts/test-summary.mjs "$results"
echo "test command took $(( $(date +%s) - started )) s"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  exit 1
fi
