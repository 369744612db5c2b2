import { Agent, get } from 'node:http';
import { Draining } from '../../src/common/http/draining.service.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The Connection header of a GET sent on a keep-alive socket, as a client pool would. */
function connectionHeader(
  url: string,
  agent: Agent,
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.connection));
    }).on('error', reject);
  });
}

describe('responses while shutting down', () => {
  let t: TestApp;
  const agent = new Agent({ keepAlive: true });
  beforeAll(async () => (t = await startTestApp('sqlite')));
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  it('keep connections alive normally and ask clients to close them once draining', async () => {
    expect(await connectionHeader(`${t.url}/health`, agent)).toBe('keep-alive');
    t.app.get(Draining).beforeApplicationShutdown();
    expect(await connectionHeader(`${t.url}/health`, agent)).toBe('close');
  });
});
