import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { requestContext } from '../context/request-context';
import { ErrorFilter } from '../errors/error.filter';
import { APP_LOGGER, createLogger } from '../logging/logger';
import { API_PREFIX, createHttpApp } from './bootstrap';

@Controller('echo')
class EchoController {
  @Post()
  echo(@Body() body: unknown): { body: unknown; language: string } {
    return { body: body ?? null, language: requestContext.language() };
  }

  @Get('context')
  context(): unknown {
    return requestContext.current();
  }
}

const logger = createLogger('silent', 'bootstrap-spec');

@Module({
  controllers: [EchoController],
  providers: [
    { provide: APP_LOGGER, useValue: logger },
    { provide: APP_FILTER, useClass: ErrorFilter },
  ],
})
class EchoModule {}

describe(createHttpApp.name, () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createHttpApp(EchoModule, { logger, bodyLimitBytes: 1024 });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const inject = (options: { method?: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }) =>
    app.inject({
      method: options.method ?? 'POST',
      url: options.url,
      payload: options.payload,
      headers: { 'content-type': 'application/json', ...options.headers },
    });

  it(`serves the routes under /${API_PREFIX}`, async () => {
    const response = await inject({ url: '/api/echo', payload: '{"a":1}' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ body: { a: 1 }, language: 'sv' });
  });

  it('negotiates the request language from Accept-Language', async () => {
    const response = await inject({ url: '/api/echo', payload: '{}', headers: { 'accept-language': 'en-GB,sv;q=0.5' } });

    expect(response.json()).toMatchObject({ language: 'en' });
  });

  it('answers malformed JSON with the catalogue error in the caller language', async () => {
    const response = await inject({ url: '/api/echo', payload: '{"a":', headers: { 'accept-language': 'en' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'HTTP.MALFORMED_JSON', message: 'The request body is not valid JSON' });
  });

  it.each(['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}'])(
    'refuses prototype pollution in %s',
    async (payload) => {
      const response = await inject({ url: '/api/echo', payload });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'HTTP.MALFORMED_JSON' });
    },
  );

  it('reads an empty JSON body as no body', async () => {
    const response = await inject({ url: '/api/echo', payload: '  ' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ body: null, language: 'sv' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await inject({ url: '/api/echo', payload: JSON.stringify({ text: 'x'.repeat(2048) }) });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'HTTP.PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown route with the route-not-found text naming the path', async () => {
    const response = await inject({ method: 'GET', url: '/api/nope?x=1', headers: { 'accept-language': 'sv' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'HTTP.ROUTE_NOT_FOUND', message: 'Adressen /api/nope finns inte' });
  });

  it('keeps a well-formed incoming request id and correlation id and echoes the request id', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/echo/context',
      headers: { 'x-request-id': 'req-12345678', 'x-correlation-id': 'corr-12345678' },
    });

    expect(response.headers['x-request-id']).toBe('req-12345678');
    expect(response.json()).toMatchObject({ requestId: 'req-12345678', correlationId: 'corr-12345678' });
  });

  it('replaces a malformed request id with a fresh one and correlates by it', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/echo/context',
      headers: { 'x-request-id': 'bad id\n', 'x-correlation-id': 'x' },
    });
    const requestId = response.headers['x-request-id'];

    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toMatchObject({ requestId, correlationId: requestId });
  });
});
