// The gateway keeps its connections to PostgREST alive, and PostgREST closes the ones idle for
// a while: a request can leave on a socket the server is closing. A browser must not see that.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startGateway } from './gateway';

const API_KEY = 'test-anon-key';
const closing: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

function listen(server: http.Server): Promise<number> {
  closing.push(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/**
 * A PostgREST stand-in that answers the first request on each connection and drops the
 * connection when a second one arrives on it, as a server does that closed it for idleness.
 */
async function upstreamDroppingReusedSockets() {
  const served = new WeakSet<Socket>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (served.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ answered: req.url }));
    });
  });
  return { port: await listen(server), seen };
}

async function gatewayTo(postgrestPort: number) {
  const logs: string[] = [];
  const unused = async () => {
    throw new Error('not under test');
  };
  const gateway = await startGateway({
    port: 0,
    postgrestPort,
    apiKeys: [API_KEY],
    auth: unused,
    storage: unused,
    log: (message) => logs.push(message),
  });
  closing.push(async () => {
    gateway.closeAllConnections();
    await new Promise((done) => gateway.close(done));
  });
  return { url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, logs };
}

const call = (url: string, method = 'GET') =>
  fetch(url, { method, headers: { apikey: API_KEY }, body: method === 'GET' ? undefined : '{}' });

it('sends a read again on a new connection when PostgREST drops the kept-alive one', async () => {
  const upstream = await upstreamDroppingReusedSockets();
  const { url, logs } = await gatewayTo(upstream.port);

  const first = await call(`${url}/rest/v1/teams?select=id`);
  expect(first.status).toBe(200);
  await first.json();
  const second = await call(`${url}/rest/v1/players?select=id`);

  expect(second.status).toBe(200);
  expect(await second.json()).toEqual({ answered: '/players?select=id' });
  expect(upstream.seen).toEqual([
    'GET /teams?select=id',
    'GET /players?select=id',
    'GET /players?select=id',
  ]);
  expect(logs).toEqual([]);
});

it('does not send a write twice: the client hears 502 and decides', async () => {
  const upstream = await upstreamDroppingReusedSockets();
  const { url, logs } = await gatewayTo(upstream.port);

  await (await call(`${url}/rest/v1/teams?select=id`)).json();
  const write = await call(`${url}/rest/v1/teams`, 'POST');

  expect(write.status).toBe(502);
  expect(upstream.seen).toEqual(['GET /teams?select=id', 'POST /teams']);
  expect(logs).toEqual([expect.stringContaining('PostgREST unreachable')]);
});
