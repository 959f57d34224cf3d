import { BadRequestException, HttpException, HttpStatus, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { kernelMessages as messages } from '../i18n/kernel.messages';
import { MessageCode, registerMessages } from '../i18n/messages';
import { DomainError, ErrorKind, httpStatusOf } from './domain-error';
import { renderError } from './render-error';

// A service's catalogue, as a service registers it when loaded: the kernel renders its codes like its own.
registerMessages('render-error-spec', {
  'TEST.PRICELESS_OPTION': {
    sv: 'Pris för detta tillval kan inte ges. Se aktuell prislista.',
    en: 'A price for this option cannot be given.',
  },
  'TEST.NOTICE_CONFLICT': { sv: 'E-post saknas för mottagare', en: 'E-mail is missing for the receiver' },
});
const PRICELESS = 'TEST.PRICELESS_OPTION' as MessageCode;
const NOTICE_CONFLICT = 'TEST.NOTICE_CONFLICT' as MessageCode;

describe(renderError.name, () => {
  describe('a DomainError', () => {
    it.each<[ErrorKind, number]>([
      ['invalid', 400],
      ['unauthenticated', 401],
      ['forbidden', 403],
      ['not_found', 404],
      ['conflict', 409],
      ['gone', 410],
      ['too_large', 413],
      ['unprocessable', 422],
      ['rate_limited', 429],
      ['unavailable', 503],
    ])('of kind %s answers %i', (kind, status) => {
      const rendered = renderError(new DomainError(kind, 'ERROR.GENERIC'), 'en');

      expect(rendered.status).toBe(status);
      expect(rendered.body.statusCode).toBe(status);
      expect(rendered.unexpected).toBe(false);
    });

    it('has a status for every kind', () => {
      expect(Object.keys(httpStatusOf).sort()).toEqual(
        [
          'conflict',
          'forbidden',
          'gone',
          'invalid',
          'not_found',
          'rate_limited',
          'too_large',
          'unauthenticated',
          'unavailable',
          'unprocessable',
        ].sort(),
      );
    });

    it('carries its message code and the translated text of a registered service catalogue', () => {
      const rendered = renderError(new DomainError('unprocessable', PRICELESS), 'sv');

      expect(rendered).toEqual({
        status: 422,
        body: { statusCode: 422, code: PRICELESS, message: 'Pris för detta tillval kan inte ges. Se aktuell prislista.' },
        unexpected: false,
      });
    });

    it('carries the reason as its code when there is one, with the message of the message code', () => {
      const rendered = renderError(new DomainError('conflict', NOTICE_CONFLICT, { reason: 'CONSIGNMENT.NOTICE_CONFLICT' }), 'sv');

      expect(rendered.body).toEqual({ statusCode: 409, code: 'CONSIGNMENT.NOTICE_CONFLICT', message: 'E-post saknas för mottagare' });
    });

    it('fills the params into the message', () => {
      expect(renderError(new DomainError('invalid', 'VALIDATION.MIN', { params: { limit: 1000 } }), 'sv').body.message).toBe('Minst 1000');
    });

    it('lists the field errors with their translated messages', () => {
      const error = DomainError.invalid([
        { field: 'username', code: 'VALIDATION.REQUIRED' },
        { field: 'parts.0.weight', code: 'VALIDATION.MIN', params: { limit: 1 } },
      ]);

      expect(renderError(error, 'sv').body).toEqual({
        statusCode: 400,
        code: 'VALIDATION.FORM',
        message: 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
        errors: [
          { field: 'username', code: 'VALIDATION.REQUIRED', message: 'Obligatoriskt fält' },
          { field: 'parts.0.weight', code: 'VALIDATION.MIN', message: 'Minst 1' },
        ],
      });
      expect(renderError(error, 'en').body.errors?.map((e) => e.message)).toEqual(['Mandatory field', 'Minimum 1']);
    });

    it('says when to try again when it carries a retry time, and only then', () => {
      expect(renderError(new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds: 90 }), 'en').headers).toEqual({
        'Retry-After': '90',
      });
      expect(renderError(new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds: 0.2 }), 'en').headers).toEqual({
        'Retry-After': '1',
      });
      expect(renderError(new DomainError('conflict', 'ORDER.ALREADY_BOOKED'), 'en').headers).toBeUndefined();
    });

    it('leaves out the errors list when there are no field errors', () => {
      expect(renderError(DomainError.notFound(), 'en').body).not.toHaveProperty('errors');
    });
  });

  describe('a Nest HttpException', () => {
    it('answers a route miss with the route-not-found text naming the path', () => {
      const rendered = renderError(new NotFoundException('Cannot GET /x'), 'en', '/x');

      expect(rendered).toMatchObject({
        status: 404,
        body: { statusCode: 404, code: 'HTTP.ROUTE_NOT_FOUND', message: 'There is no /x' },
        unexpected: false,
      });
      expect(renderError(new NotFoundException('Cannot GET /x'), 'sv', '/x').body.message).toBe('Adressen /x finns inte');
    });

    it('answers another 404 with the plain not-found text', () => {
      expect(renderError(new NotFoundException('Customer 7 is gone'), 'en', '/api/customers/7').body).toEqual({
        statusCode: 404,
        code: 'HTTP.NOT_FOUND',
        message: 'Not found',
      });
    });

    it.each<[string, number, string, HttpException]>([
      ['PayloadTooLargeException', 413, 'HTTP.PAYLOAD_TOO_LARGE', new PayloadTooLargeException()],
      ['BadRequestException', 400, 'HTTP.BAD_REQUEST', new BadRequestException('Validation failed (numeric string is expected)')],
      ['HttpException UNAUTHORIZED', 401, 'AUTH.UNAUTHENTICATED', new HttpException('Unauthorized', HttpStatus.UNAUTHORIZED)],
      ['HttpException FORBIDDEN', 403, 'AUTH.FORBIDDEN', new HttpException('Forbidden resource', HttpStatus.FORBIDDEN)],
      ['HttpException METHOD_NOT_ALLOWED', 405, 'HTTP.METHOD_NOT_ALLOWED', new HttpException('nope', HttpStatus.METHOD_NOT_ALLOWED)],
      [
        'HttpException UNSUPPORTED_MEDIA_TYPE',
        415,
        'HTTP.UNSUPPORTED_MEDIA_TYPE',
        new HttpException('nope', HttpStatus.UNSUPPORTED_MEDIA_TYPE),
      ],
      ['HttpException TOO_MANY_REQUESTS', 429, 'HTTP.RATE_LIMITED', new HttpException('slow down', HttpStatus.TOO_MANY_REQUESTS)],
      ['HttpException SERVICE_UNAVAILABLE', 503, 'HTTP.SERVICE_UNAVAILABLE', new HttpException('down', HttpStatus.SERVICE_UNAVAILABLE)],
      ['HttpException I_AM_A_TEAPOT', 418, 'ERROR.GENERIC', new HttpException('teapot', HttpStatus.I_AM_A_TEAPOT)],
      ['HttpException BAD_GATEWAY', 502, 'ERROR.UNDEFINED', new HttpException('boom', HttpStatus.BAD_GATEWAY)],
    ])('answers %s with %i and %s', (_name, status, code, error) => {
      const rendered = renderError(error, 'en');

      expect(rendered.status).toBe(status);
      expect(rendered.body).toEqual({ statusCode: status, code, message: messages[code as keyof typeof messages].en });
    });

    it('keeps a catalogue code the exception names explicitly', () => {
      const error = new HttpException({ code: 'AUTH.DEMO_FORBIDDEN', message: 'demo' }, HttpStatus.FORBIDDEN);

      expect(renderError(error, 'en').body).toEqual({
        statusCode: 403,
        code: 'AUTH.DEMO_FORBIDDEN',
        message: messages['AUTH.DEMO_FORBIDDEN'].en,
      });
    });

    it('ignores a code the exception names that is not in the catalogue', () => {
      const error = new HttpException({ code: 'SQL.DEADLOCK', message: 'detail' }, HttpStatus.CONFLICT);

      expect(renderError(error, 'en').body.code).toBe('ERROR.GENERIC');
    });

    it('marks a 5xx exception as unexpected and a 4xx one as expected', () => {
      expect(renderError(new HttpException('boom', 500), 'en').unexpected).toBe(true);
      expect(renderError(new PayloadTooLargeException(), 'en').unexpected).toBe(false);
    });

    it('never puts the exception text in the body', () => {
      const rendered = renderError(new BadRequestException('column "password_hash" does not exist'), 'en');

      expect(JSON.stringify(rendered.body)).not.toContain('password_hash');
    });
  });

  describe('a thrown object with a 4xx statusCode (Fastify and its plugins)', () => {
    it('answers a plain { statusCode: 429 } with the rate-limited text', () => {
      expect(renderError({ statusCode: 429 }, 'sv')).toEqual({
        status: 429,
        body: { statusCode: 429, code: 'HTTP.RATE_LIMITED', message: 'För många förfrågningar. Vänta en stund och försök igen.' },
        unexpected: false,
      });
    });

    it.each([
      ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'HTTP.MALFORMED_JSON'],
      ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'HTTP.MALFORMED_JSON'],
      ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'HTTP.PAYLOAD_TOO_LARGE'],
      ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'HTTP.UNSUPPORTED_MEDIA_TYPE'],
      ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'HTTP.BAD_REQUEST'],
    ])('answers Fastify %s with %i and %s', (fastifyCode, status, code) => {
      const error = Object.assign(new Error('fastify internals'), { code: fastifyCode, statusCode: status });

      expect(renderError(error, 'en')).toEqual({
        status,
        body: { statusCode: status, code, message: messages[code as keyof typeof messages].en },
        unexpected: false,
      });
    });

    it('answers a SyntaxError with a 400 status as malformed JSON', () => {
      const error = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { statusCode: 400 });

      expect(renderError(error, 'en').body).toEqual({
        statusCode: 400,
        code: 'HTTP.MALFORMED_JSON',
        message: 'The request body is not valid JSON',
      });
    });

    it('answers an unmapped 4xx status with the bad-request text', () => {
      expect(renderError({ statusCode: 418, code: 'SOMETHING' }, 'en').body).toEqual({
        statusCode: 418,
        code: 'HTTP.BAD_REQUEST',
        message: 'Bad request',
      });
    });
  });

  describe('anything else', () => {
    it.each<[string, unknown]>([
      ['an Error', new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')],
      ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
      ['a string', 'boom'],
      ['null', null],
      ['undefined', undefined],
      ['an object with a 5xx statusCode', { statusCode: 500, message: 'internal detail' }],
      ['an object with a non-number statusCode', { statusCode: '400' }],
    ])('answers %s with 500 and the undefined-error text', (_name, error) => {
      const rendered = renderError(error, 'sv');

      expect(rendered).toEqual({
        status: 500,
        body: { statusCode: 500, code: 'ERROR.UNDEFINED', message: messages['ERROR.UNDEFINED'].sv },
        unexpected: true,
      });
    });

    it('does not leak the internal message', () => {
      const body = JSON.stringify(renderError(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'), 'en').body);

      expect(body).not.toMatch(/ECONNREFUSED|hunter2|10\.0\.0\.5/);
    });
  });
});

describe(DomainError.name, () => {
  it('builds a not-found error whose machine code is its message code unless a reason is given', () => {
    expect(DomainError.notFound()).toMatchObject({
      kind: 'not_found',
      code: 'HTTP.NOT_FOUND',
      reason: 'HTTP.NOT_FOUND',
      message: 'HTTP.NOT_FOUND',
    });
    expect(DomainError.notFound('ORDER.NOT_FOUND')).toMatchObject({
      kind: 'not_found',
      code: 'HTTP.NOT_FOUND',
      reason: 'ORDER.NOT_FOUND',
      message: 'ORDER.NOT_FOUND',
    });
  });

  it('builds an invalid error carrying the field errors under the form-level code', () => {
    const error = DomainError.invalid([{ field: 'password', code: 'VALIDATION.REQUIRED' }]);

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      kind: 'invalid',
      code: 'VALIDATION.FORM',
      fieldErrors: [{ field: 'password', code: 'VALIDATION.REQUIRED' }],
    });
  });

  describe('a database that cannot serve the call', () => {
    it.each([
      ['a pool connection not free in time', new Error('timeout exceeded when trying to connect')],
      [
        'statement_timeout',
        Object.assign(new Error('QueryFailedError'), {
          driverError: { code: '57014', message: 'canceling statement due to statement timeout' },
        }),
      ],
      ['idle_in_transaction_session_timeout', Object.assign(new Error('x'), { code: '25P03' })],
      ['a connection ended under the query', Object.assign(new Error('Connection terminated unexpectedly'), {})],
      ['a statement written to a session the server closed', Object.assign(new Error('write EPIPE'), { code: 'EPIPE', query: 'INSERT …' })],
    ])('answers 503 with Retry-After for %s', (_, error) => {
      const rendered = renderError(error, 'sv');
      expect(rendered).toMatchObject({
        status: 503,
        body: { statusCode: 503, code: 'HTTP.SERVICE_UNAVAILABLE' },
        headers: { 'Retry-After': '1' },
      });
    });

    it('answers a value PostgreSQL refused (a data exception) with 400 and the format text, logged', () => {
      const rendered = renderError(Object.assign(new Error('x'), { driverError: { code: '22008' } }), 'sv');
      expect(rendered).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' },
        unexpected: true,
      });
    });

    it('leaves other database failures at 500', () => {
      expect(renderError(Object.assign(new Error('x'), { driverError: { code: '23505' } }), 'sv').status).toBe(500);
      // A broken socket that is not a statement's (an HTTP call of ours) says nothing about the database.
      expect(renderError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }), 'sv').status).toBe(500);
    });
  });
});
