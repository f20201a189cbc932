import { once } from 'node:events';
import { createServer } from 'node:net';

/** Asks the OS for a port of 127.0.0.1 that nobody uses right now (and, until someone takes it, nobody answers on). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('Could not find a free port.');
  return address.port;
}
