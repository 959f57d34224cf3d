#!/usr/bin/env bash
# `npm test`: installs what is missing, builds, starts PostgreSQL (the machine's if it answers, else an
# embedded one) and a real Kafka broker, runs every suite, and stops what it started.
#   TEST_INFRA=containers  use testcontainers (PostgreSQL, Kafka) instead: for machines with Docker.
#   TEST_ONLY=lint|unit|integration|e2e|console|browser   run one layer (repeatable with commas).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
say() { printf '\n== %s\n' "$*"; }
started_pg=0
started_kafka=0

# A broker of its own, apart from a developer's `npm run stack` one.
export KAFKA_RUN_DIR="${KAFKA_RUN_DIR:-$ROOT/.run/kafka-test}"
export KAFKA_PORT="${KAFKA_TEST_PORT:-19092}"
export KAFKA_CONTROLLER_PORT="${KAFKA_TEST_CONTROLLER_PORT:-19093}"
export TEST_KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT"
export KAFKAJS_NO_PARTITIONER_WARNING=1
export NODE_ENV=test

cleanup() {
  local rc=$?
  if [ "$started_kafka" = 1 ]; then bash scripts/kafka.sh stop >/dev/null 2>&1 || true; fi
  if [ "$started_pg" = 1 ]; then node scripts/pg.mjs stop >/dev/null 2>&1 || true; fi
  if [ "${TEST_INFRA:-local}" = containers ]; then node scripts/containers.mjs stop || true; fi
  exit $rc
}
trap cleanup EXIT INT TERM

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing dependencies"
  npm install --no-audit --no-fund
fi

layers="${TEST_ONLY:-lint,unit,integration,e2e,console,browser}"
wants() { case ",$layers," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

say "building"
npm run build

# The layering and lint rules first: a broken rule fails in a minute, not after the whole suite.
if wants lint; then say "lint (eslint) and layering (dependency-cruiser)"; npm run lint; fi

if wants browser && ! command -v chromium >/dev/null 2>&1; then
  say "installing Chromium for the browser tests (apt-get)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

# The carrier-status integration test produces records the way an integrator does: with kcat.
if wants integration && ! command -v kcat >/dev/null 2>&1; then
  say "installing kcat for the integration tests (apt-get)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kcat >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kcat >/dev/null; fi
fi

# Documents are read back as a printer and a scanner would: pdftotext and pdftoppm (poppler-utils), zbarimg (zbar-tools).
missing_docs=""
command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || missing_docs="$missing_docs poppler-utils"
command -v zbarimg >/dev/null 2>&1 || missing_docs="$missing_docs zbar-tools"
if { wants integration || wants e2e; } && [ -n "$missing_docs" ]; then
  say "installing$missing_docs for the document tests (apt-get)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing_docs >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing_docs >/dev/null; fi
fi

if [ "${TEST_INFRA:-local}" = containers ]; then
  say "using testcontainers for PostgreSQL and Kafka"
  eval "$(node scripts/containers.mjs start)"
else
  say "starting PostgreSQL and Kafka"
  # The machine's server when it answers (nothing started then), else an embedded one that cleanup stops.
  TEST_DATABASE_URL="$(node scripts/pg.mjs start)"
  export TEST_DATABASE_URL
  started_pg=1
  if ! bash scripts/kafka.sh status >/dev/null 2>&1; then
    bash scripts/kafka.sh start
    started_kafka=1
  fi
fi

# --forceExit: a Kafka client still reconnecting after a fault test must not hold CI for minutes.
jest() { npx jest --ci --forceExit "$@"; }
if wants unit; then say "unit tests"; jest --selectProjects unit; fi
if wants integration; then say "integration tests (real PostgreSQL, real Kafka)"; jest --selectProjects integration --runInBand; fi
# The embedded portal's suites two at a time: each has its own database, port and in-process bus, and one by one
# they spent most of CI waiting on round trips. The distributed stack's share one Kafka broker (one kills it): in band.
if wants e2e; then
  say "end-to-end tests: the embedded portal"
  jest --selectProjects e2e --maxWorkers=2 --testPathIgnorePatterns /node_modules/ /services/gateway/
  say "end-to-end tests: the distributed stack over Kafka"
  jest --selectProjects e2e --runInBand services/gateway/
fi
if wants console && [ -f console/jest.config.cjs ]; then say "console tests"; npx jest --ci -c console/jest.config.cjs; fi
# Each browser suite has its own embedded portal (in-process bus) and Chromium: two at a time, like the e2e ones.
if wants browser; then say "browser tests (Chromium)"; jest --selectProjects browser --maxWorkers=2; fi
say "all tests passed"
