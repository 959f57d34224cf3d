export * from './simulator-server';
export * from './ups/ups.simulator';
export * from './postnord/postnord.simulator';
export * from './carrier-simulators';
