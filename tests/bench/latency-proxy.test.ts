import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy';

let proxy: LatencyProxy | null = null;
afterEach(async () => {
  await proxy?.close();
  proxy = null;
});

/** A server that keeps what each connection sends it. */
async function recorder() {
  const received: Buffer[] = [];
  const server = createServer((socket) => socket.on('data', (chunk) => received.push(chunk)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received, server };
}

/** A tunnel through the proxy to `port`, once the proxy says it is open. */
async function tunnel(proxyPort: number, port: number): Promise<Socket> {
  const socket = connect(proxyPort, '127.0.0.1');
  socket.write(`CONNECT calcetto.test:${port} HTTP/1.1\r\nHost: calcetto.test:${port}\r\n\r\n`);
  await new Promise<void>((resolve) =>
    socket.once('data', (answer) => {
      expect(answer.toString()).toMatch(/^HTTP\/1.1 200/);
      resolve();
    }),
  );
  return socket;
}

describe("the phone's line", () => {
  it('opens a tunnel a round trip late and passes every chunk on in the order it was written', async () => {
    proxy = await startLatencyProxy();
    proxy.setRoundTrip(20);
    const upstream = await recorder();
    const asked = Date.now();
    const socket = await tunnel(proxy.port, upstream.port);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(19);
    // Chunks written across many turns of the event loop, a few in each, the way a browser
    // writes a page's requests, while the round trip changes as between the bench's two visits
    // (none while a service worker installs): a chunk must never overtake one written before it.
    const sent: string[] = [];
    for (let turn = 0; turn < 200; turn++) {
      if (turn % 20 === 10) proxy.setRoundTrip(turn % 40 === 10 ? 0 : 20);
      for (let k = 0; k < 3; k++) {
        const chunk = `${turn}.${k};`;
        sent.push(chunk);
        socket.write(chunk);
      }
      // Busy for a moment, so that the clock moves on within one turn of the loop.
      const until = Date.now() + (turn % 3);
      while (Date.now() < until);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Buffer.concat(upstream.received).toString()).toBe(sent.join(''));
    socket.destroy();
    upstream.server.close();
  });
});
