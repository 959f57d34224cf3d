import { ANNA } from '@freight/testing';
import { signIn, startTestPortal, TestPortal } from './portal';

/** Two applications in one process (tests, tools) keep their own keys: nothing about token checks is process-global. */
describe('Two embedded portals in one process', () => {
  let first: TestPortal;
  let second: TestPortal;
  beforeAll(async () => {
    first = await startTestPortal();
    second = await startTestPortal();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("each accepts its own tokens and refuses the other one's", async () => {
    const onFirst = await signIn(first, ANNA.username, ANNA.password);
    const onSecond = await signIn(second, ANNA.username, ANNA.password);
    await first.http.get('/api/customer/1001').auth(onFirst.accessToken, { type: 'bearer' }).expect(200);
    await second.http.get('/api/customer/1001').auth(onSecond.accessToken, { type: 'bearer' }).expect(200);
    await first.http.get('/api/customer/1001').auth(onSecond.accessToken, { type: 'bearer' }).expect(401);
    await second.http.get('/api/customer/1001').auth(onFirst.accessToken, { type: 'bearer' }).expect(401);
  });
});
