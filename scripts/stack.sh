#!/usr/bin/env bash
# The distributed mode on this machine: every service its own node process, a real Kafka broker,
# PostgreSQL (the machine's, or an embedded one), one JWT key pair shared through a key directory.
#
# Usage: scripts/stack.sh [start [--foreground] [--build] [<service>=<n> ...] | scale <service>=<n> ... | stop [--all] | status |
#                          restart <service> | logs <service> | lag]
#   (no arguments)         start --foreground: what `npm run stack` does; Ctrl-C stops it (as `stop`)
#   start                  start in the background and return; stop later with `stop`
#   start --foreground|-f  stay attached; Ctrl-C (or SIGTERM) stops the stack as `stop` does
#   start --build          run `npm run build` first (done anyway when a built entry is missing)
#   start shipping=2 ...   start with that many replicas of a service (1 to 9; the gateway spreads calls over them)
#   scale shipping=2 ...   on a running stack: new replicas start and become ready, then the gateway is told
#                          (it reads <run dir>/upstreams every second); replicas scaled away drain after it has let
#                          them go (replica n of a service listens on its port + 10 × (n - 1): shipping-2 on 3113)
#   stop                   stop the services (TERM, then KILL after STACK_STOP_TIMEOUT), then Kafka and the
#                          embedded PostgreSQL if this stack started them (what ran before is left running)
#   stop --all             also stop Kafka (scripts/kafka.sh) and the embedded PostgreSQL in any case
#   status                 what runs; exit 0 when every service is ready (/api/health/ready); degraded detail
#   restart <service>      one service or replica (shipping-2): a new process boots first and waits for the port (LISTEN_WAIT_MS); then
#                          SIGTERM to the old one (it drains: unready, in-flight requests finish, consumers commit),
#                          SIGKILL after STACK_STOP_TIMEOUT; the new one listens as soon as the old one lets go of
#                          the port. Prints the old process's exit status (<service>.exit in the run directory),
#                          SIGTERM-to-exit and SIGTERM-to-ready
#   logs <service>         follow its log (.run/stack/<service>.log)
#   lag                    consumer lag per group, topic and partition (records not yet consumed)
# Through npm:  npm run stack  |  npm run stack -- start  |  npm run stack -- stop  |  npm run stack -- status
#               npm run stack -- restart shipping  |  npm run stack -- logs shipping  |  npm run stack -- lag
#               npm run stack -- start shipping=2 billing=2  |  npm run stack -- scale shipping=3
# Flags alone imply start --foreground:  npm run stack -- --build
#
# Environment (all optional):
#   GATEWAY_PORT 3000, AUTH_PORT 3101, CUSTOMERS_PORT 3102, SHIPPING_PORT 3103, CONTACTS_PORT 3104,
#   CLAIMS_PORT 3105, BILLING_PORT 3106, CONTENT_PORT 3107     service ports
#   STACK_HOST 127.0.0.1       address the services bind to (0.0.0.0 to reach them from elsewhere)
#   KAFKA_PORT 9092            broker port (passed on to scripts/kafka.sh)
#   KAFKA_NAMESPACE            prefix of the stack's topics and consumer groups (another stack on the same broker)
#   STACK_KAFKA_BROKERS        use this running broker (host:port[,...]) instead of scripts/kafka.sh: nothing is
#                              started or stopped for it (the bench's `--stack` with BENCH_KAFKA_BROKERS)
#   PG_PORT 5433               embedded PostgreSQL port when 127.0.0.1:5432 does not answer (scripts/pg.mjs)
#   STACK_DATABASE_URL         use this database instead of scripts/pg.mjs (nothing is started for it)
#   STACK_RUN_DIR .run/stack   logs, PIDs and the JWT keys
#   STACK_NODE_ENV development, LOG_LEVEL info, DEMO_DATA true, RATE_LIMIT_MAX (service default)
#   STACK_HEALTH_TIMEOUT 120   seconds to wait for the services' /api/health (first start runs migrations)
#   STACK_STOP_TIMEOUT 15      seconds between SIGTERM and SIGKILL per service
#   STACK_REPLICA_PORT_STEP 10 port distance between a service's replicas
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN_DIR="${STACK_RUN_DIR:-$ROOT/.run/stack}"
case "$RUN_DIR" in /*) ;; *) RUN_DIR="$PWD/$RUN_DIR" ;; esac
KEY_DIR="$RUN_DIR/keys"
HOST="${STACK_HOST:-127.0.0.1}"
export KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_NAMESPACE="${KAFKA_NAMESPACE:-}"
KAFKA_BROKERS_OF_STACK="${STACK_KAFKA_BROKERS:-127.0.0.1:$KAFKA_PORT}"
HEALTH_TIMEOUT="${STACK_HEALTH_TIMEOUT:-120}"
STOP_TIMEOUT="${STACK_STOP_TIMEOUT:-15}"
DB_NAME=frakt_stack

BACKENDS=(auth customers shipping contacts claims billing content)
SERVICES=("${BACKENDS[@]}" gateway)

# A replica is an instance named <service>-<n> (n from 2); the first is named as its service.
service_of() { echo "${1%-[0-9]*}"; }
replica_of() { if [[ "$1" =~ -([0-9]+)$ ]]; then echo "${BASH_REMATCH[1]}"; else echo 1; fi; }
SCALE_FILE="$RUN_DIR/scale"
# Replicas of a service in this stack (1 unless started or scaled with more).
scale_of() {
  local n=1 line
  if [[ -f "$SCALE_FILE" ]]; then
    line="$(grep -E "^$1=" "$SCALE_FILE" | tail -n 1 || true)"
    [[ -z "$line" ]] || n="${line#*=}"
  fi
  echo "$n"
}
# What the gateway reads while it runs (UPSTREAMS_FILE): every service's replicas, written whole and renamed into place.
UPSTREAMS_FILE="$RUN_DIR/upstreams"
write_upstreams() {
  local svc
  for svc in "${BACKENDS[@]}"; do echo "${svc^^}_URL=$(urls_of "$svc")"; done >"$UPSTREAMS_FILE.tmp"
  mv -f "$UPSTREAMS_FILE.tmp" "$UPSTREAMS_FILE"
}
set_scale() { # service n
  mkdir -p "$RUN_DIR"
  { grep -vE "^$1=" "$SCALE_FILE" 2>/dev/null || true; echo "$1=$2"; } >"$SCALE_FILE.tmp"
  mv -f "$SCALE_FILE.tmp" "$SCALE_FILE"
}
instances_of() {
  local i n
  n="$(scale_of "$1")"
  echo "$1"
  for ((i = 2; i <= n; i++)); do echo "$1-$i"; done
}
backend_instances() {
  local svc
  for svc in "${BACKENDS[@]}"; do instances_of "$svc"; done
}
all_instances() {
  backend_instances
  echo gateway
}

port_of() {
  local base
  base="$(base_port_of "$(service_of "$1")")" || return 1
  echo $((base + ${STACK_REPLICA_PORT_STEP:-10} * ($(replica_of "$1") - 1)))
}

base_port_of() {
  case "$1" in
    gateway) echo "${GATEWAY_PORT:-3000}" ;;
    auth) echo "${AUTH_PORT:-3101}" ;;
    customers) echo "${CUSTOMERS_PORT:-3102}" ;;
    shipping) echo "${SHIPPING_PORT:-3103}" ;;
    contacts) echo "${CONTACTS_PORT:-3104}" ;;
    claims) echo "${CLAIMS_PORT:-3105}" ;;
    billing) echo "${BILLING_PORT:-3106}" ;;
    content) echo "${CONTENT_PORT:-3107}" ;;
    *) return 1 ;;
  esac
}

# The address clients use: a wildcard bind is still reached through loopback.
CLIENT_HOST="$HOST"
case "$HOST" in 0.0.0.0 | :: | '[::]') CLIENT_HOST=127.0.0.1 ;; esac
url_of() { echo "http://$CLIENT_HOST:$(port_of "$1")"; }
# Every replica's URL, separated by commas: what the gateway's <SERVICE>_URL takes.
urls_of() {
  local inst urls=""
  for inst in $(instances_of "$1"); do urls+="${urls:+,}$(url_of "$inst")"; done
  echo "$urls"
}

log() { echo "stack: $*" >&2; }
die() { log "$*"; exit 1; }

# ---------------------------------------------------------------------------------------------
# processes

pid_file() { echo "$RUN_DIR/$1.pid"; }
log_file() { echo "$RUN_DIR/$1.log"; }
# The exit status of the service's last process, written by the shell that started it once it has exited.
exit_file() { echo "$RUN_DIR/$1.exit"; }

# The PID of service $1 while that process still is the service (guards against a recycled PID).
running_pid() {
  local svc="$1" file pid cmdline
  file="$(pid_file "$svc")"
  [[ -f "$file" ]] || return 1
  pid="$(cat "$file" 2>/dev/null)" || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  if [[ -r "/proc/$pid/cmdline" ]]; then
    cmdline="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
    [[ "$cmdline" == *"services/$(service_of "$svc")/dist/main.js"* ]] || return 1
    local stat
    stat="$(cat "/proc/$pid/stat" 2>/dev/null)" || return 1
    stat="${stat##*) }"
    [[ "${stat%% *}" != Z ]] || return 1
  fi
  echo "$pid"
}

port_open() { (exec 3<>"/dev/tcp/$CLIENT_HOST/$1") 2>/dev/null; }

# Ready: the service can serve (its database answers; Kafka never makes it unready).
healthy() {
  local url
  url="$(url_of "$1")/api/health/ready"
  if command -v curl >/dev/null; then
    curl -fsS -o /dev/null -m 3 "$url" 2>/dev/null
  else
    node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(3000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$url"
  fi
}

start_service() { # service [LISTEN_WAIT_MS]
  local svc="$1" port logf
  port="$(port_of "$svc")"
  logf="$(log_file "$svc")"
  [[ ! -f "$logf" ]] || mv -f "$logf" "$logf.prev"
  local -a env=(
    NODE_ENV="${STACK_NODE_ENV:-development}"
    LOG_LEVEL="${LOG_LEVEL:-info}"
    HOST="$HOST"
    PORT="$port"
    DATABASE_URL="$DATABASE_URL"
    KAFKA_BROKERS="$KAFKA_BROKERS_OF_STACK"
    KAFKA_CLIENT_ID="frakt-$svc"
    KAFKA_NAMESPACE="$KAFKA_NAMESPACE"
    KAFKAJS_NO_PARTITIONER_WARNING=1
    JWT_KEY_DIR="$KEY_DIR"
    DEMO_DATA="${DEMO_DATA:-true}"
    LISTEN_WAIT_MS="${2:-0}"
  )
  if [[ "$svc" == gateway ]]; then
    local up
    for up in "${BACKENDS[@]}"; do env+=("${up^^}_URL=$(urls_of "$up")"); done
    write_upstreams
    env+=(CONSOLE_DIR="$ROOT/console/dist" UPSTREAMS_FILE="$UPSTREAMS_FILE")
  fi
  # Own session (setsid): a Ctrl-C in the terminal reaches this script's trap, not the services, so
  # they stop in order. The inner shell writes node's PID, waits for node and writes its exit status
  # (restart reports whether the drain ended in exit 0).
  # shellcheck disable=SC2016
  (cd "$ROOT" && exec env "${env[@]}" $SETSID bash -c '"${@:3}" & echo $! >"$1"; wait $!; echo $? >"$2"' _ \
    "$(pid_file "$svc")" "$(exit_file "$svc")" node "services/$(service_of "$svc")/dist/main.js" >>"$logf" 2>&1 </dev/null) &
  # Wait for the PID file so stop/cleanup always knows the process.
  local i
  for i in $(seq 50); do
    [[ -s "$(pid_file "$svc")" ]] && break
    sleep 0.1
  done
  log "started $svc on port $port (pid $(cat "$(pid_file "$svc")" 2>/dev/null || echo '?'), log ${logf#"$ROOT"/})"
}

wait_healthy() { # services...
  local deadline=$((SECONDS + HEALTH_TIMEOUT)) svc pending=("$@") still
  while ((${#pending[@]})); do
    still=()
    for svc in "${pending[@]}"; do
      if ! running_pid "$svc" >/dev/null; then
        log "$svc exited during start-up; last lines of $(log_file "$svc"):"
        tail -n 40 "$(log_file "$svc")" >&2 || true
        return 1
      fi
      if healthy "$svc"; then
        log "$svc is ready ($(url_of "$svc")/api/health/ready)"
      else
        still+=("$svc")
      fi
    done
    pending=("${still[@]+"${still[@]}"}")
    ((${#pending[@]})) || break
    if ((SECONDS >= deadline)); then
      for svc in "${pending[@]}"; do
        log "$svc was not ready ($(url_of "$svc")/api/health/ready) within ${HEALTH_TIMEOUT}s; last lines of its log:"
        tail -n 20 "$(log_file "$svc")" >&2 || true
      done
      return 1
    fi
    sleep 0.5
  done
}

# Every instance this run directory knows a PID of (replicas scaled away included), the gateway first.
known_instances() {
  local file name
  echo gateway
  for file in "$RUN_DIR"/*.pid; do
    [[ -e "$file" ]] || continue
    name="$(basename "$file" .pid)"
    [[ "$name" == gateway ]] || echo "$name"
  done
}

stop_services() {
  local svc pid pids=() names=()
  # Gateway first so no new requests arrive, then the rest together.
  for svc in $(known_instances); do
    if pid="$(running_pid "$svc")"; then
      kill -TERM "$pid" 2>/dev/null || true
      pids+=("$pid")
      names+=("$svc")
      if [[ "$svc" == gateway ]]; then wait_gone "$pid" "$STOP_TIMEOUT" || true; fi
    fi
    rm -f "$(pid_file "$svc")"
  done
  local deadline=$((SECONDS + STOP_TIMEOUT)) i alive
  while :; do
    alive=0
    for i in "${!pids[@]}"; do kill -0 "${pids[$i]}" 2>/dev/null && alive=1; done
    ((alive && SECONDS < deadline)) || break
    sleep 0.2
  done
  for i in "${!pids[@]}"; do
    if kill -0 "${pids[$i]}" 2>/dev/null; then
      log "${names[$i]} (pid ${pids[$i]}) still running after ${STOP_TIMEOUT}s; sending SIGKILL"
      kill -KILL "${pids[$i]}" 2>/dev/null || true
    fi
  done
  if ((${#names[@]})); then log "stopped ${names[*]}"; else log "no services running"; fi
}

wait_gone() { # pid seconds
  local deadline=$((SECONDS + $2))
  while kill -0 "$1" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
}

# Kafka and the embedded PostgreSQL are stopped only when this stack started them (marker files),
# so a broker or database that tests or another run had up before stays up; `stop --all` stops them anyway.
stop_all() {
  local all="${1:-}"
  stop_services
  if [[ -n "${STACK_KAFKA_BROKERS:-}" && -z "$all" ]]; then
    : # a broker given to the stack is not the stack's to stop
  elif [[ -n "$all" || -f "$RUN_DIR/kafka.started" ]]; then
    if [[ -f "$ROOT/scripts/kafka.sh" ]]; then bash "$ROOT/scripts/kafka.sh" stop || log "kafka.sh stop failed"; fi
  elif [[ -f "$ROOT/scripts/kafka.sh" ]] && bash "$ROOT/scripts/kafka.sh" status >/dev/null 2>&1; then
    log "Kafka was running before the stack started: left running (bash scripts/kafka.sh stop, or stop --all)"
  fi
  rm -f "$RUN_DIR/kafka.started"
  if [[ -n "$all" || -f "$RUN_DIR/pg.started" ]]; then
    node "$ROOT/scripts/pg.mjs" stop || log "pg.mjs stop failed"
  elif [[ -s "${PG_RUN_DIR:-$ROOT/.run/pg}/pg.pid" ]]; then
    log "the embedded PostgreSQL was running before the stack started: left running (node scripts/pg.mjs stop, or stop --all)"
  fi
  rm -f "$RUN_DIR/pg.started"
}

# ---------------------------------------------------------------------------------------------
# start

ensure_built() {
  local force="$1" svc missing=""
  for svc in "${SERVICES[@]}"; do
    [[ -f "$ROOT/services/$svc/dist/main.js" ]] || missing+=" services/$svc/dist/main.js"
  done
  [[ -f "$ROOT/console/dist/index.html" ]] || missing+=" console/dist/index.html"
  if [[ -n "$force" || -n "$missing" ]]; then
    [[ -z "$missing" ]] || log "missing:$missing"
    log "building (npm run build) ..."
    (cd "$ROOT" && npm run build >&2) || die "npm run build failed"
    for svc in "${SERVICES[@]}"; do
      [[ -f "$ROOT/services/$svc/dist/main.js" ]] || die "services/$svc/dist/main.js is still missing after the build"
    done
  fi
}

# One RSA key pair for the whole stack, made once: auth signs with signing.key, every service
# verifies with public/<kid>.pem.
ensure_keys() {
  [[ -f "$KEY_DIR/signing.key" && -f "$KEY_DIR/signing.kid" ]] && return 0
  local tmp="$RUN_DIR/keys.tmp.$$"
  rm -rf "$tmp"
  node -e '
    const { generateKeyPairSync, randomBytes } = require("node:crypto");
    const fs = require("node:fs"), path = require("node:path");
    const dir = process.argv[1], kid = randomBytes(4).toString("hex");
    const { publicKey, privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    fs.mkdirSync(path.join(dir, "public"), { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
    fs.writeFileSync(path.join(dir, "signing.key"), privateKey, { mode: 0o600 });
    fs.writeFileSync(path.join(dir, "signing.kid"), kid);
    fs.writeFileSync(path.join(dir, "public", kid + ".pem"), publicKey);
  ' "$tmp"
  rm -rf "$KEY_DIR"
  mv "$tmp" "$KEY_DIR"
  log "generated a JWT key pair (kid $(cat "$KEY_DIR/signing.kid")) in ${KEY_DIR#"$ROOT"/}"
}

on_signal() {
  trap '' INT TERM # a second Ctrl-C (npm forwards one too) must not interrupt the cleanup
  echo >&2
  log "stopping ..."
  stop_all
  exit 130
}

print_summary() {
  local gw
  gw="$(url_of gateway)"
  cat <<EOF

Frakt is running (distributed): $gw
  API        $gw/api    (OpenAPI: $gw/api/docs)
  logins     member anna / frakt-anna-1
             member bertil / frakt-bertil-1
             admin  admin / frakt-admin-1
             demo:  the "demo" button on the welcome screen
  services   $(for s in $(backend_instances); do printf '%s :%s  ' "$s" "$(port_of "$s")"; done)
  kafka      $KAFKA_BROKERS_OF_STACK     database ${DATABASE_URL%%://*}://…@${DATABASE_URL#*@}
  logs       ${RUN_DIR#"$ROOT"/}/<service>.log
EOF
}

cmd_start() {
  local foreground="" build="" arg scales=()
  for arg in "$@"; do
    case "$arg" in
      -f | --foreground) foreground=1 ;;
      --build) build=1 ;;
      *=*) scales+=("$(scale_arg "$arg")") ;;
      *) die "unknown option for start: $arg" ;;
    esac
  done

  local svc pid
  for svc in $(known_instances); do
    if pid="$(running_pid "$svc")"; then
      die "$svc is already running (pid $pid); see \`$0 status\`, or \`$0 stop\` first"
    fi
  done
  mkdir -p "$RUN_DIR"
  rm -f "$SCALE_FILE"
  for arg in "${scales[@]+"${scales[@]}"}"; do set_scale "${arg%=*}" "${arg#*=}"; done
  for svc in $(all_instances); do
    port_open "$(port_of "$svc")" && die "port $(port_of "$svc") ($svc) is already in use (npm start running? set ${svc^^}_PORT)"
  done
  command -v node >/dev/null || die "node not found"
  SETSID=""
  if command -v setsid >/dev/null; then SETSID=setsid; fi
  mkdir -p "$RUN_DIR"

  ensure_built "$build"

  # From here on an interrupt or a failure stops whatever was started.
  trap on_signal INT TERM

  if [[ -n "${STACK_DATABASE_URL:-}" ]]; then
    DATABASE_URL="$STACK_DATABASE_URL"
  else
    local pg_pid_file="${PG_RUN_DIR:-$ROOT/.run/pg}/pg.pid" pg_before=""
    [[ -f "$pg_pid_file" ]] && pg_before="$(cat "$pg_pid_file" 2>/dev/null || true)"
    node "$ROOT/scripts/pg.mjs" start >/dev/null || { stop_all; die "PostgreSQL did not start"; }
    # An embedded server that was not there before is ours to stop (the machine's server never is).
    if [[ -f "$pg_pid_file" && "$(cat "$pg_pid_file" 2>/dev/null || true)" != "$pg_before" ]]; then
      touch "$RUN_DIR/pg.started"
    fi
    DATABASE_URL="$(node "$ROOT/scripts/pg.mjs" createdb "$DB_NAME")" || { stop_all; die "could not create database $DB_NAME"; }
  fi

  if [[ -z "${STACK_KAFKA_BROKERS:-}" ]]; then
    [[ -f "$ROOT/scripts/kafka.sh" ]] || { stop_all; die "scripts/kafka.sh is missing"; }
    bash "$ROOT/scripts/kafka.sh" status >/dev/null 2>&1 || touch "$RUN_DIR/kafka.started"
    # Own session, so a Ctrl-C here does not hit the broker before the services are down.
    ${SETSID:+$SETSID -w} bash "$ROOT/scripts/kafka.sh" start || { stop_all; die "Kafka did not start"; }
  fi

  ensure_keys
  # What `restart <service>` needs to start one service the same way later.
  printf 'DATABASE_URL=%q\n' "$DATABASE_URL" >"$RUN_DIR/stack.env"

  local backends
  mapfile -t backends < <(backend_instances)
  for svc in "${backends[@]}"; do start_service "$svc"; done
  wait_healthy "${backends[@]}" || { stop_all; die "start-up failed; logs are kept in $RUN_DIR"; }
  start_service gateway
  wait_healthy gateway || { stop_all; die "start-up failed; logs are kept in $RUN_DIR"; }

  print_summary
  if [[ -z "$foreground" ]]; then
    trap - INT TERM
    echo "  stop with  npm run stack -- stop   (or: bash scripts/stack.sh stop)"
    return 0
  fi

  echo "  attached: Ctrl-C stops the whole stack (from elsewhere: npm run stack -- stop)"
  local reported=" "
  while :; do
    for svc in $(all_instances); do
      if [[ "$reported" != *" $svc "* ]] && ! running_pid "$svc" >/dev/null; then
        log "$svc exited; last lines of $(log_file "$svc"):"
        tail -n 20 "$(log_file "$svc")" >&2 || true
        reported+="$svc "
      fi
    done
    sleep 2 &
    wait $! || true
  done
}

cmd_status() {
  local svc pid all=0
  for svc in $(all_instances); do
    if pid="$(running_pid "$svc")"; then
      if healthy "$svc"; then
        printf '%-10s running  pid %-7s %s  ready%s\n' "$svc" "$pid" "$(url_of "$svc")" "$(degraded "$svc")"
      else
        printf '%-10s running  pid %-7s %s  NOT ready (/api/health/ready)\n' "$svc" "$pid" "$(url_of "$svc")"
        all=1
      fi
    else
      printf '%-10s stopped\n' "$svc"
      all=1
    fi
  done
  printf '%-10s ' kafka
  if [[ -f "$ROOT/scripts/kafka.sh" ]]; then bash "$ROOT/scripts/kafka.sh" status || true; else echo "scripts/kafka.sh missing"; fi
  printf '%-10s ' postgres
  if url="$(node "$ROOT/scripts/pg.mjs" url 2>/dev/null)"; then echo "answering at ${url%%://*}://…@${url#*@}"; else echo "not answering"; fi
  return "$all"
}

# The checks /api/health reports as degraded (Kafka, consumers, upstreams), or nothing.
degraded() {
  node -e '
    fetch(process.argv[1], { signal: AbortSignal.timeout(4000) })
      .then((r) => r.json())
      .then((b) => {
        const down = Object.entries(b.checks ?? {}).filter(([, v]) => v !== "up").map(([k, v]) => `${k} ${v}`);
        if (down.length) process.stdout.write(`, degraded: ${down.join("; ")}`);
      }, () => undefined);
  ' "$(url_of "$1")/api/health" 2>/dev/null || true
}

known_service() {
  local svc
  for svc in $(all_instances); do [[ "$svc" == "$1" ]] && return 0; done
  die "unknown service \"$1\" (one of: $(all_instances | tr '\n' ' '))"
}

# "shipping=2" checked: a backend service and 1 to 9 replicas.
scale_arg() {
  local svc="${1%%=*}" n="${1#*=}" known
  for known in "${BACKENDS[@]}"; do
    if [[ "$known" == "$svc" ]]; then
      [[ "$n" =~ ^[1-9]$ ]] || die "replicas of $svc: 1 to 9 (got \"$n\")"
      echo "$svc=$n"
      return 0
    fi
  done
  die "cannot scale \"$svc\" (one of: ${BACKENDS[*]})"
}

now_ms() { echo $(($(date +%s%N) / 1000000)); }
seconds_since() { # start in ms -> "1.234"
  local ms=$(($(now_ms) - $1))
  printf '%d.%03d' $((ms / 1000)) $((ms % 1000))
}

# The exit status the starting shell recorded for service $1 (it writes it just after node exits), or "unknown".
exit_status() {
  local i
  for i in $(seq 20); do
    if [[ -s "$(exit_file "$1")" ]]; then
      cat "$(exit_file "$1")"
      return
    fi
    sleep 0.1
  done
  echo unknown
}

# Until the new process $2 of service $1 has booted and waits for the port its predecessor still holds (it says
# so in its log, at warn). Fails when it exits first or takes longer than STACK_HEALTH_TIMEOUT.
wait_booted() { # service pid
  local deadline=$((SECONDS + HEALTH_TIMEOUT))
  while ((SECONDS < deadline)); do
    kill -0 "$2" 2>/dev/null || return 1
    grep -qF '"msg":"port in use; waiting for the process holding it to let go"' "$(log_file "$1")" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

cmd_restart() {
  local svc="${1:-}" pid new="" started term
  [[ -n "$svc" ]] || die "restart needs a service: ${SERVICES[*]}"
  known_service "$svc"
  [[ -f "$RUN_DIR/stack.env" ]] || die "no stack started from $RUN_DIR (npm run stack -- start first)"
  # shellcheck disable=SC1091
  source "$RUN_DIR/stack.env"
  SETSID=""
  if command -v setsid >/dev/null; then SETSID=setsid; fi
  started=$(now_ms)
  term=$started
  if pid="$(running_pid "$svc")"; then
    rm -f "$(exit_file "$svc")" "$(pid_file "$svc")"
    # Hand-over: the new process boots while the old one serves, then takes the port as soon as the old one's drain
    # closes it; the port refuses for a moment instead of for a whole boot (the gateway holds calls meanwhile). A log
    # level that hides warnings hides the signal: then the old one drains first, the new one boots after.
    case "${LOG_LEVEL:-info}" in
      error | fatal | silent) ;;
      *)
        start_service "$svc" $(((STOP_TIMEOUT + 10) * 1000))
        new="$(cat "$(pid_file "$svc")" 2>/dev/null || true)"
        if ! wait_booted "$svc" "$new"; then
          [[ -z "$new" ]] || kill -TERM "$new" 2>/dev/null || true
          echo "$pid" >"$(pid_file "$svc")"
          die "the new $svc process did not boot (see $(log_file "$svc")); pid $pid keeps serving"
        fi
        log "$svc (pid $new) booted in $(seconds_since "$started")s and waits for the port; draining pid $pid"
        ;;
    esac
    term=$(now_ms)
    kill -TERM "$pid" 2>/dev/null || true
    if wait_gone "$pid" "$STOP_TIMEOUT" && ! kill -0 "$pid" 2>/dev/null; then
      log "$svc (pid $pid) drained and exited with status $(exit_status "$svc") $(seconds_since "$term")s after SIGTERM"
    else
      log "$svc (pid $pid) still running after ${STOP_TIMEOUT}s; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      wait_gone "$pid" 5 || true
    fi
  else
    log "$svc was not running; starting it"
  fi
  if [[ -z "$new" ]]; then
    rm -f "$(pid_file "$svc")"
    start_service "$svc"
  fi
  wait_healthy "$svc" || die "$svc did not become ready; see $(log_file "$svc")"
  if [[ -z "$pid" ]]; then
    log "$svc ready $(seconds_since "$started")s after it was started"
  else
    log "$svc ready again $(seconds_since "$term")s after SIGTERM ($(seconds_since "$started")s after the restart began)"
  fi
}

# Replicas up or down on a running stack: new ones start and become ready first; then the gateway is told (it reads
# UPSTREAMS_FILE every second, no restart); replicas scaled away drain (SIGTERM) once it has let them go.
cmd_scale() {
  (($#)) || die "scale needs <service>=<n> (e.g. scale shipping=2)"
  [[ -f "$RUN_DIR/stack.env" ]] || die "no stack started from $RUN_DIR (npm run stack -- start first)"
  running_pid gateway >/dev/null || die "the gateway is not running (npm run stack -- status)"
  # shellcheck disable=SC1091
  source "$RUN_DIR/stack.env"
  SETSID=""
  if command -v setsid >/dev/null; then SETSID=setsid; fi
  local arg svc n old i added=() removed=()
  for arg in "$@"; do
    arg="$(scale_arg "$arg")"
    svc="${arg%=*}"
    n="${arg#*=}"
    old="$(scale_of "$svc")"
    for ((i = old + 1; i <= n; i++)); do added+=("$svc-$i"); done
    for ((i = n + 1; i <= old; i++)); do removed+=("$svc-$i"); done
    set_scale "$svc" "$n"
  done
  for svc in "${added[@]+"${added[@]}"}"; do
    port_open "$(port_of "$svc")" && die "port $(port_of "$svc") ($svc) is already in use"
    start_service "$svc"
  done
  if ((${#added[@]})); then wait_healthy "${added[@]}" || die "a new replica did not become ready; see its log in $RUN_DIR"; fi
  write_upstreams
  # The gateway reads the file every UPSTREAM_POLL_MS (1 s): after two, it sends the replicas scaled away nothing new.
  if ((${#removed[@]})); then sleep 2.5; fi
  local pid
  for svc in "${removed[@]+"${removed[@]}"}"; do
    if pid="$(running_pid "$svc")"; then
      kill -TERM "$pid" 2>/dev/null || true
      wait_gone "$pid" "$STOP_TIMEOUT" || kill -KILL "$pid" 2>/dev/null || true
      log "$svc (pid $pid) drained and stopped"
    fi
    rm -f "$(pid_file "$svc")"
  done
  log "replicas: $(for s in "${BACKENDS[@]}"; do printf '%s %s  ' "$s" "$(scale_of "$s")"; done)"
}

cmd_logs() {
  local svc="${1:-}"
  [[ -n "$svc" ]] || die "logs needs a service: ${SERVICES[*]}"
  known_service "$svc"
  [[ -f "$(log_file "$svc")" ]] || die "no log for $svc in ${RUN_DIR#"$ROOT"/}"
  exec tail -n "${STACK_LOG_LINES:-50}" -F "$(log_file "$svc")"
}

# Lag per consumer group (<namespace>frakt-*), topic and partition: the topic's end offset minus the group's committed one.
cmd_lag() {
  (cd "$ROOT" && KAFKAJS_NO_PARTITIONER_WARNING=1 node -e '
    const { Kafka, logLevel } = require("kafkajs");
    (async () => {
      const admin = new Kafka({ clientId: "frakt-stack-lag", brokers: [process.argv[1]], logLevel: logLevel.NOTHING, retry: { retries: 1 } }).admin();
      await admin.connect();
      try {
        const { groups } = await admin.listGroups();
        const names = groups.map((g) => g.groupId).filter((g) => g.startsWith(`${process.argv[2]}frakt-`)).sort();
        const described = new Map((await admin.describeGroups(names)).groups.map((g) => [g.groupId, g]));
        console.log(["group", "members", "topic", "partition", "committed", "end", "lag"].join("\t"));
        for (const group of names) {
          const members = described.get(group)?.members.length ?? 0;
          for (const { topic, partitions } of await admin.fetchOffsets({ groupId: group })) {
            const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]));
            for (const { partition, offset } of partitions) {
              const end = ends.get(partition) ?? 0;
              const committed = Number(offset) < 0 ? 0 : Number(offset);
              console.log([group, members, topic, partition, committed, end, Math.max(0, end - committed)].join("\t"));
            }
          }
        }
      } finally {
        await admin.disconnect();
      }
    })().catch((e) => { console.error(`stack: lag: ${e.message}`); process.exit(1); });
  ' "${KAFKA_BROKERS_OF_STACK%%,*}" "$KAFKA_NAMESPACE") | column -t -s $'\t'
}

cmd="${1:-}"
case "$cmd" in
  -h | --help | help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}" ;;
  "") cmd_start --foreground ;;
  -*) cmd_start --foreground "$@" ;;
  start) shift; cmd_start "$@" ;;
  stop)
    case "${2:-}" in
      "") stop_all ;;
      --all) stop_all --all ;;
      *) die "unknown option for stop: $2" ;;
    esac
    ;;
  status) cmd_status ;;
  restart) cmd_restart "${2:-}" ;;
  scale) shift; cmd_scale "$@" ;;
  logs) cmd_logs "${2:-}" ;;
  lag) cmd_lag ;;
  *) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}" >&2; exit 2 ;;
esac
