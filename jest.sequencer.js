// Suites that kill the Kafka broker run after the others of their layer: kafkajs may restart a consumer that
// crashed while its broker was down, after its application closed, and such a member would go on taking the
// partitions of later suites' portals in the same consumer groups. The longest suites start first, so a layer run
// two at a time does not end on one of them alone (CI starts from a clean clone: jest has no timings to go by).
// The rest keep a fixed order by path.
const Sequencer = require('@jest/test-sequencer').default;

const KILLS_THE_BROKER = /(booking-broker|outbox-kafka)\.int-spec\.ts$|operations\.e2e-spec\.ts$/;
const LONGEST =
  /\/(tenancy|contacts-import-hostile|tracking-pull|fuzz|documents|unknown-customer)\.e2e-spec\.ts$|\/(accessibility|shipment-fit|lists|portal|minor-defects|keyboard-journey)\.browser-spec\.ts$/;

class BrokerKillersLast extends Sequencer {
  sort(tests) {
    const rank = (test) => (KILLS_THE_BROKER.test(test.path) ? 2 : LONGEST.test(test.path) ? 0 : 1);
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
}

module.exports = BrokerKillersLast;
