#!/usr/bin/env bash
# Local single-node Apache Kafka broker (KRaft, no ZooKeeper, no Docker) for dev and tests.
#
# Usage: scripts/kafka.sh <fetch|start|stop|kill|reset|status>
#   fetch   download the broker jars (Maven Central) into scripts/kafka/lib, if not there yet
#   start   fetch if needed, format storage on first use, start in the background, wait until ready
#           (exit 0 and do nothing if the broker of this run dir is already running)
#   stop    SIGTERM (controlled shutdown), SIGKILL after KAFKA_STOP_TIMEOUT; safe when not running
#   kill    SIGKILL, to simulate a crash (data is kept; next start recovers the logs)
#   reset   stop, then delete the data, config and logs of the run dir (topics are gone)
#   status  print running / not running; exit 0 / 1
#
# Environment:
#   KAFKA_RUN_DIR          run dir: data/, server.properties, kafka.log, kafka.pid   (<repo>/.run/kafka)
#   KAFKA_PORT             PLAINTEXT listener on 127.0.0.1                           (9092)
#   KAFKA_CONTROLLER_PORT  KRaft controller listener on 127.0.0.1                    (9093)
#   KAFKA_HEAP_OPTS        JVM heap                                                  (-Xms256m -Xmx768m)
#   KAFKA_OPTS             extra JVM flags, e.g. -XX:TieredStopAtLevel=1              (none)
#   KAFKA_START_TIMEOUT    seconds to wait for readiness                             (90)
#   KAFKA_STOP_TIMEOUT     seconds to wait after SIGTERM before SIGKILL              (30)
#   KAFKA_EXTRA_PROPS      extra server.properties lines (newline-separated), appended last
#   JAVA_HOME / MVN        java and maven to use                                     (java, mvn on PATH)
#
# Clients must use 127.0.0.1:<KAFKA_PORT> (not localhost: Node may resolve ::1).
# Topics are not auto-created: create them with the admin client.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
KAFKA_DIR="$SCRIPT_DIR/kafka"
LIB_DIR="$KAFKA_DIR/lib"
POM="$KAFKA_DIR/pom.xml"
LOG4J_CONFIG="$KAFKA_DIR/log4j.properties"
FETCH_STAMP="$LIB_DIR/.fetched"

RUN_DIR="${KAFKA_RUN_DIR:-$REPO_ROOT/.run/kafka}"
case "$RUN_DIR" in /*) ;; *) RUN_DIR="$PWD/$RUN_DIR" ;; esac
HOST=127.0.0.1
PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx768m}"
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
STOP_TIMEOUT="${KAFKA_STOP_TIMEOUT:-30}"

DATA_DIR="$RUN_DIR/data"
PROPS="$RUN_DIR/server.properties"
PID_FILE="$RUN_DIR/kafka.pid"
LOG_FILE="$RUN_DIR/kafka.log"
FORMAT_LOG="$RUN_DIR/kafka-format.log"

if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi
MVN="${MVN:-mvn}"

log() { echo "kafka: $*" >&2; }
die() { log "$*"; exit 1; }

# ---------------------------------------------------------------------------------------------
# fetch

pom_sum() { cksum <"$POM" | tr -d ' '; }

jars_present() {
  [[ -f "$FETCH_STAMP" && "$(cat "$FETCH_STAMP")" == "$(pom_sum)" ]] || return 1
  compgen -G "$LIB_DIR/kafka_2.13-*.jar" >/dev/null && compgen -G "$LIB_DIR/slf4j-reload4j-*.jar" >/dev/null
}

cmd_fetch() {
  if jars_present; then
    return 0
  fi
  command -v "$MVN" >/dev/null || die "maven ($MVN) not found; it is needed once to download the broker jars"
  log "fetching broker jars from Maven Central into ${LIB_DIR#"$REPO_ROOT"/} ..."
  # Start from an empty lib dir so a changed pom never leaves jars of two versions on the classpath.
  rm -rf "$LIB_DIR"
  mkdir -p "$LIB_DIR"
  if ! "$MVN" -q -B -Dstyle.color=never -f "$POM" dependency:copy-dependencies >"$LIB_DIR/.mvn.log" 2>&1; then
    tail -n 40 "$LIB_DIR/.mvn.log" >&2 || true
    die "maven failed to fetch the broker jars (full output: $LIB_DIR/.mvn.log)"
  fi
  pom_sum >"$FETCH_STAMP"
  log "fetched $(compgen -G "$LIB_DIR/*.jar" | wc -l | tr -d ' ') jars ($(basename "$(compgen -G "$LIB_DIR/kafka_2.13-*.jar")" .jar))"
}

# ---------------------------------------------------------------------------------------------
# process helpers

read_pid() {
  [[ -f "$PID_FILE" ]] || return 1
  local pid
  pid="$(cat "$PID_FILE" 2>/dev/null)" || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  echo "$pid"
}

# Alive: exists and is not a finished zombie. PID 1 here does not reap orphans promptly, and after
# SIGKILL the JVM's main thread turns zombie while other threads still hold the sockets, so a zombie
# counts as gone only once it is the last thread left.
pid_alive() {
  local pid="$1" key val state="" threads=""
  kill -0 "$pid" 2>/dev/null || return 1
  [[ -r "/proc/$pid/status" ]] || return 0
  while read -r key val _; do
    case "$key" in
      State:) state="$val" ;;
      Threads:) threads="$val" ;;
    esac
  done <"/proc/$pid/status" 2>/dev/null || return 1
  [[ "$state" == Z && "${threads:-1}" -le 1 ]] && return 1
  return 0
}

# Prints "ours" (our broker), "dying" (zombie main thread, still exiting) or fails (not our broker:
# a recycled PID, or gone).
pid_kind() {
  local pid="$1" cmdline=""
  pid_alive "$pid" || return 1
  if [[ -r "/proc/$pid/cmdline" ]]; then
    cmdline="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
    if [[ -z "$cmdline" ]]; then
      echo dying
      return 0
    fi
    [[ "$cmdline" == *kafka.Kafka*"$PROPS"* ]] || return 1
  fi
  echo ours
}

# PID of this run dir's broker if it is alive (running or still exiting).
running_pid() {
  local pid
  pid="$(read_pid)" || return 1
  pid_kind "$pid" >/dev/null || return 1
  echo "$pid"
}

now_ms() { local t="${EPOCHREALTIME/[.,]/}"; echo "${t:0:${#t}-3}"; }
fmt_since() { local d=$(($(now_ms) - $1)); printf '%d.%01ds' $((d / 1000)) $((d % 1000 / 100)); }

port_open() {
  (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null
}

wait_gone() { # pid timeout_seconds
  local pid="$1" deadline=$((SECONDS + $2))
  while pid_alive "$pid"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.2
  done
}

# ---------------------------------------------------------------------------------------------
# start

write_props() {
  cat >"$PROPS" <<EOF
# Generated by scripts/kafka.sh start; rewritten on every start, edits are lost.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$HOST:$CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$DATA_DIR

# single node: every replication factor and min ISR is 1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
default.replication.factor=1
min.insync.replicas=1

# test-friendly
num.partitions=6
auto.create.topics.enable=false
delete.topic.enable=true
group.initial.rebalance.delay.ms=0
offsets.topic.num.partitions=1
transaction.state.log.num.partitions=1
num.network.threads=2
num.io.threads=2
num.recovery.threads.per.data.dir=1
# After a crash (kill) the restarted controller keeps the old broker registration until the session
# times out (default 9 s, seen as DUPLICATE_BROKER_REGISTRATION); shorter makes kill+start faster.
broker.heartbeat.interval.ms=500
broker.session.timeout.ms=3000
EOF
  if [[ -n "${KAFKA_EXTRA_PROPS:-}" ]]; then
    printf '\n# KAFKA_EXTRA_PROPS\n%s\n' "$KAFKA_EXTRA_PROPS" >>"$PROPS"
  fi
}

java_opts() {
  # shellcheck disable=SC2206 # KAFKA_HEAP_OPTS and KAFKA_OPTS are lists of JVM flags
  JAVA_OPTS=($HEAP_OPTS ${KAFKA_OPTS:-}
    -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35
    -XX:+ExplicitGCInvokesConcurrent -XX:ErrorFile="$RUN_DIR/hs_err_%p.log"
    -Djava.awt.headless=true
    -Dlog4j.configuration="file:$LOG4J_CONFIG"
    -Dkafka.logs.dir="$RUN_DIR"
    -cp "$LIB_DIR/*")
}

format_if_needed() {
  if [[ -f "$DATA_DIR/meta.properties" ]]; then
    return 0
  fi
  local cluster_id
  log "formatting KRaft storage in ${DATA_DIR} ..."
  mkdir -p "$DATA_DIR"
  # Same as `StorageTool random-uuid` (base64url of 16 random bytes, not starting with "-"),
  # without paying for one more JVM start.
  cluster_id=-
  while [[ "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  done
  : >"$FORMAT_LOG"
  if ! "$JAVA" "${JAVA_OPTS[@]}" kafka.tools.StorageTool format -t "$cluster_id" -c "$PROPS" >>"$FORMAT_LOG" 2>&1; then
    cat "$FORMAT_LOG" >&2
    die "formatting the storage failed"
  fi
}

fail_start() {
  local pid="$1" reason="$2"
  log "$reason; last lines of $LOG_FILE:"
  tail -n 40 "$LOG_FILE" >&2 || true
  if pid_alive "$pid"; then
    kill -KILL "$pid" 2>/dev/null || true
    wait_gone "$pid" 10 || true
  fi
  rm -f "$PID_FILE"
  exit 1
}

cmd_start() {
  local pid
  mkdir -p "$RUN_DIR"
  if pid="$(running_pid)"; then
    if [[ "$(pid_kind "$pid" || true)" == ours ]]; then
      log "already running (pid $pid, $HOST:$PORT, run dir $RUN_DIR)"
      return 0
    fi
    log "previous broker (pid $pid) is still exiting, waiting ..."
    wait_gone "$pid" "$STOP_TIMEOUT" || die "previous broker (pid $pid) did not exit"
  fi
  rm -f "$PID_FILE"
  if port_open "$PORT"; then
    die "$HOST:$PORT already accepts connections, but not from a broker of run dir $RUN_DIR (another KAFKA_RUN_DIR? set KAFKA_PORT)"
  fi
  if port_open "$CONTROLLER_PORT"; then
    die "controller port $HOST:$CONTROLLER_PORT is in use (set KAFKA_CONTROLLER_PORT)"
  fi

  cmd_fetch
  command -v "$JAVA" >/dev/null || die "java not found (Java 17 needed)"
  java_opts
  write_props
  format_if_needed

  [[ ! -f "$LOG_FILE" ]] || mv -f "$LOG_FILE" "$LOG_FILE.prev"
  local started_ms
  started_ms="$(now_ms)"
  (cd "$RUN_DIR" && exec nohup "$JAVA" "${JAVA_OPTS[@]}" kafka.Kafka "$PROPS" >"$LOG_FILE" 2>&1 </dev/null) &
  pid=$!
  disown "$pid" 2>/dev/null || true
  echo "$pid" >"$PID_FILE"

  local deadline=$((SECONDS + START_TIMEOUT)) logged=0
  while :; do
    pid_alive "$pid" || fail_start "$pid" "broker exited during startup"
    if ((!logged)) && grep -q 'Kafka Server started' "$LOG_FILE" 2>/dev/null; then
      logged=1
    fi
    if ((logged)) && port_open "$PORT"; then
      break
    fi
    ((SECONDS < deadline)) || fail_start "$pid" "broker not ready after ${START_TIMEOUT}s"
    sleep 0.2
  done
  log "started (pid $pid, $HOST:$PORT, ready in $(fmt_since "$started_ms"), log $LOG_FILE)"
}

# ---------------------------------------------------------------------------------------------
# stop / kill / reset / status

cmd_stop() {
  local pid
  if ! pid="$(running_pid)"; then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  log "stopping (pid $pid) ..."
  kill -TERM "$pid" 2>/dev/null || true
  if ! wait_gone "$pid" "$STOP_TIMEOUT"; then
    log "still running after ${STOP_TIMEOUT}s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    wait_gone "$pid" 10 || die "pid $pid did not exit after SIGKILL"
  fi
  rm -f "$PID_FILE"
  log "stopped"
}

cmd_kill() {
  local pid
  if ! pid="$(running_pid)"; then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  kill -KILL "$pid" 2>/dev/null || true
  wait_gone "$pid" 10 || die "pid $pid did not exit after SIGKILL"
  rm -f "$PID_FILE"
  log "killed (pid $pid)"
}

cmd_reset() {
  cmd_stop
  rm -rf "$DATA_DIR"
  rm -f "$PROPS" "$PID_FILE" "$LOG_FILE" "$LOG_FILE.prev" "$FORMAT_LOG" "$RUN_DIR"/hs_err_*.log
  rmdir "$RUN_DIR" 2>/dev/null || true
  log "reset (data deleted from $RUN_DIR)"
}

cmd_status() {
  local pid
  if pid="$(running_pid)"; then
    if [[ "$(pid_kind "$pid" || true)" == ours ]]; then
      echo "running (pid $pid, $HOST:$PORT, run dir $RUN_DIR)"
      return 0
    fi
    echo "exiting (pid $pid, run dir $RUN_DIR)"
    return 1
  fi
  echo "not running (run dir $RUN_DIR)"
  return 1
}

usage() {
  sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"
}

case "${1:-}" in
  fetch) cmd_fetch ;;
  start) cmd_start ;;
  stop) cmd_stop ;;
  kill) cmd_kill ;;
  reset) cmd_reset ;;
  status) cmd_status ;;
  -h | --help | help) usage ;;
  *)
    usage >&2
    exit 2
    ;;
esac
