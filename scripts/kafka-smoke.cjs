#!/usr/bin/env node
// Smoke check for the local broker started by scripts/kafka.sh:
//   admin describeCluster, create a 6-partition topic, idempotent producer with keys + headers,
//   a consumer group reads everything back. Exits 0 on success, 1 on failure (bounded by a timeout).
// Usage: node scripts/kafka-smoke.cjs            (KAFKA_PORT or KAFKA_BROKERS to override the address)
//        node scripts/kafka-smoke.cjs --keep     (keep the topic; prints its name)
'use strict';

process.env.KAFKAJS_NO_PARTITIONER_WARNING = '1';
const path = require('node:path');
const { Kafka, logLevel } = require(path.join(__dirname, '..', 'node_modules', 'kafkajs'));

const brokers = (process.env.KAFKA_BROKERS || `127.0.0.1:${process.env.KAFKA_PORT || 9092}`).split(',');
const keep = process.argv.includes('--keep');
const TOTAL_TIMEOUT_MS = 60_000;
const COUNT = 30;
const run = `${Date.now()}-${process.pid}`;
const topic = `frakt.smoke.${run}`;
const groupId = `frakt-smoke-${run}`;

const kafka = new Kafka({
  clientId: 'frakt-kafka-smoke',
  brokers,
  connectionTimeout: 3000,
  requestTimeout: 10000,
  retry: { retries: 5, initialRetryTime: 200 },
  logLevel: logLevel.WARN,
});

const admin = kafka.admin();
// kafkajs gives an idempotent producer unlimited retries only when no `retry` is configured anywhere;
// a client-level `retry` is merged into the producer's, so set it explicitly (the global timeout bounds it).
const producer = kafka.producer({
  idempotent: true,
  maxInFlightRequests: 1,
  retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 200, maxRetryTime: 2000 },
});
const consumer = kafka.consumer({ groupId, sessionTimeout: 10000, heartbeatInterval: 1000 });

function step(msg) {
  console.log(`[smoke] ${msg}`);
}

async function main() {
  const t0 = Date.now();
  await admin.connect();
  const cluster = await admin.describeCluster();
  step(
    `cluster ${cluster.clusterId}, controller ${cluster.controller}, brokers ${cluster.brokers.map((b) => `${b.nodeId}@${b.host}:${b.port}`).join(',')}`,
  );

  const created = await admin.createTopics({
    waitForLeaders: true,
    topics: [{ topic, numPartitions: 6, replicationFactor: 1 }],
  });
  if (!created) throw new Error(`topic ${topic} already existed`);
  const meta = await admin.fetchTopicMetadata({ topics: [topic] });
  const partitions = meta.topics[0].partitions.length;
  if (partitions !== 6) throw new Error(`expected 6 partitions, got ${partitions}`);
  step(`created ${topic} (${partitions} partitions)`);

  await producer.connect();
  const sent = [];
  for (let i = 0; i < COUNT; i++) {
    sent.push({
      key: `shipment-${i % 7}`,
      value: JSON.stringify({ seq: i, run }),
      headers: { 'x-correlation-id': `corr-${i}`, 'x-event-type': 'smoke.test' },
    });
  }
  const acks = await producer.send({ topic, messages: sent, acks: -1 });
  const usedPartitions = new Set(acks.map((a) => a.partition));
  step(`produced ${COUNT} messages (idempotent, acks=all) across ${usedPartitions.size} partition(s)`);

  const received = new Map();
  const keyPartition = new Map();
  let problem = null;
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  const done = new Promise((resolve) => {
    consumer.run({
      eachMessage: async ({ partition, message }) => {
        const key = message.key.toString();
        const body = JSON.parse(message.value.toString());
        const corr = message.headers['x-correlation-id']?.toString();
        if (corr !== `corr-${body.seq}`) problem = `header mismatch for seq ${body.seq}: ${corr}`;
        if (keyPartition.has(key) && keyPartition.get(key) !== partition) problem = `key ${key} on two partitions`;
        keyPartition.set(key, partition);
        received.set(body.seq, key);
        if (received.size === COUNT) resolve();
      },
    });
  });
  await done;
  if (problem) throw new Error(problem);
  for (let i = 0; i < COUNT; i++) {
    if (received.get(i) !== `shipment-${i % 7}`) throw new Error(`message ${i} missing or wrong key`);
  }
  step(`consumer group ${groupId} read ${received.size}/${COUNT} (keys stick to partitions, headers intact)`);

  await consumer.disconnect();
  await producer.disconnect();
  if (keep) {
    step(`kept topic ${topic}`);
  } else {
    await admin.deleteGroups([groupId]).catch(() => {});
    await admin.deleteTopics({ topics: [topic] });
  }
  await admin.disconnect();
  step(`OK in ${Date.now() - t0} ms`);
}

const timer = setTimeout(() => {
  console.error(`[smoke] FAILED: timed out after ${TOTAL_TIMEOUT_MS} ms`);
  process.exit(1);
}, TOTAL_TIMEOUT_MS);

main().then(
  () => {
    clearTimeout(timer);
    process.exit(0);
  },
  async (err) => {
    console.error(`[smoke] FAILED: ${err && err.stack ? err.stack : err}`);
    await Promise.allSettled([consumer.disconnect(), producer.disconnect(), admin.disconnect()]);
    process.exit(1);
  },
);
