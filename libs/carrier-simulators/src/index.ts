export * from './simulator-server';
export * from './ups/ups.simulator';
export * from './postnord/postnord.simulator';
export * from './dhl/dhl-express.simulator';
export * from './carrier-simulators';
export * from './schenker/schenker.simulator';
