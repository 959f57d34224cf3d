import { ConfigError, loadConfig } from '@freight/kernel';
import { gatewayConfig, UPSTREAM_SERVICES } from './gateway.config';

describe('gatewayConfig', () => {
  it('reads one upstream URL per service from <SERVICE>_URL', () => {
    const env = Object.fromEntries(
      UPSTREAM_SERVICES.map((service, i) => [`${service.toUpperCase()}_URL`, `http://${service}:${3001 + i}`]),
    );

    const { upstreams } = gatewayConfig.of(loadConfig(env));

    expect(Object.keys(upstreams).sort()).toEqual([...UPSTREAM_SERVICES].sort());
    expect(upstreams.shipping).toEqual([`http://shipping:${3001 + UPSTREAM_SERVICES.indexOf('shipping')}`]);
    for (const service of UPSTREAM_SERVICES) expect(upstreams[service]).toEqual([env[`${service.toUpperCase()}_URL`]]);
  });

  it("reads a service's replicas as URLs separated by commas", () => {
    const config = gatewayConfig.of(loadConfig({ SHIPPING_URL: 'http://shipping-1:3103, http://shipping-2:3103' }));
    expect(config.upstreams.shipping).toEqual(['http://shipping-1:3103', 'http://shipping-2:3103']);
    expect(config.upstreamPollMs).toBe(1000);
    expect(() => loadConfig({ SHIPPING_URL: 'http://a:1,b' })).toThrow(
      new ConfigError(['SHIPPING_URL must be a URL, or URLs separated by commas (got "b")']),
    );
  });

  it('leaves an unset upstream undefined, waits 5 s for a restarting one by default, and refuses a malformed one', () => {
    expect(gatewayConfig.of(loadConfig({ AUTH_URL: 'http://auth:3001' }))).toMatchObject({
      upstreams: { auth: ['http://auth:3001'], billing: undefined },
      upstreamWaitMs: 5000,
      consoleDir: undefined,
    });
    expect(() => loadConfig({ BILLING_URL: '//billing' })).toThrow(
      new ConfigError(['BILLING_URL must be a URL, or URLs separated by commas (got "//billing")']),
    );
  });

  it('serves the console from CONSOLE_DIR when set', () => {
    expect(gatewayConfig.of(loadConfig({ CONSOLE_DIR: '/srv/console' })).consoleDir).toBe('/srv/console');
  });
});
