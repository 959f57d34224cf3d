import { QueryFailedError } from 'typeorm';
import { loggableError } from './logger';

describe(loggableError.name, () => {
  it("keeps a failed statement's text and SQLSTATE but none of its parameters or the database's message", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(anna@example.se) already exists.',
    });
    const error = new QueryFailedError('INSERT INTO contacts (email) VALUES ($1)', ['anna@example.se'], driverError);
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'QueryFailedError', code: '23505', query: 'INSERT INTO contacts (email) VALUES ($1)' });
    expect(JSON.stringify(logged)).not.toContain('anna@example.se');
    expect(JSON.stringify(logged)).not.toContain('duplicate key');
  });

  it("keeps an ordinary error's message and frames", () => {
    const logged = loggableError(new TypeError('boom'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(logged.stack).toMatch(/^\s+at /);
  });
});
