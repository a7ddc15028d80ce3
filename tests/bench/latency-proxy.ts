import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  port: number;
  /** The round trip every connection made from now on pays, and every byte's way there and back. */
  setRoundTrip(ms: number): void;
  close(): Promise<void>;
}

/**
 * A phone's round trip where DevTools' throttling leaves it out: on opening a connection.
 * Chromium's `Network.emulateNetworkConditions` adds its latency to each request, so a new
 * connection's TCP and TLS handshakes cost nothing, and a page that needs a second origin (a
 * league's pictures are on the project's) paid nothing for it. The phone profile's contexts go
 * through this proxy instead (`CONNECT` tunnels, TLS end to end): each tunnel opens one round
 * trip after it is asked for, as a TCP handshake does, and every chunk either way waits half a
 * round trip, in order, so TLS's handshake and each request pay theirs as on a line. The bench's
 * host names are this machine's, as `--host-resolver-rules` maps them for direct visits.
 */
export async function startLatencyProxy(): Promise<LatencyProxy> {
  let oneWay = 0;
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => {
    res.writeHead(405);
    res.end();
  });

  /**
   * Does `act` to `to` half a round trip later, never before what was done before it: each chunk
   * written, and the end, so that a connection closed right after its last bytes loses none.
   * One queue and one timer per direction: with a timer per chunk, a chunk written just after
   * the round trip changed (none while a second visit's service worker installs, then the
   * phone's again) got a timer of another length, which could fire before the ones of the
   * chunks written before it, and a TLS stream whose chunks swap places fails, with every
   * request on it (latency-proxy.test.ts).
   */
  const delayed = (to: Socket) => {
    const queue: { due: number; act: (socket: Socket) => void }[] = [];
    let timer: NodeJS.Timeout | null = null;
    const drain = () => {
      timer = null;
      while (queue.length && queue[0]!.due <= Date.now()) {
        const { act } = queue.shift()!;
        if (!to.destroyed) act(to);
      }
      if (queue.length) timer = setTimeout(drain, queue[0]!.due - Date.now());
    };
    return (act: (socket: Socket) => void) => {
      const last = queue.at(-1)?.due ?? 0;
      queue.push({ due: Math.max(Date.now() + oneWay, last), act });
      if (timer === null) drain();
    };
  };

  server.on('connect', (req, client: Socket, head: Buffer) => {
    const port = Number(new URL(`http://${req.url ?? ''}`).port);
    const upstream = connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    const toUpstream = delayed(upstream);
    const toClient = delayed(client);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
    };
    // An end or a reset reaches the other side after the bytes before it, as on a line.
    client.on('end', () => toUpstream((socket) => socket.end()));
    upstream.on('end', () => toClient((socket) => socket.end()));
    client.on('error', () => toUpstream((socket) => socket.destroy())).on('close', forget);
    upstream.on('error', () => toClient((socket) => socket.destroy())).on('close', forget);
    upstream.once('connect', () => {
      setTimeout(() => {
        if (client.destroyed) return;
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) toUpstream((socket) => socket.write(head));
        client.on('data', (chunk: Buffer) => toUpstream((socket) => socket.write(chunk)));
        upstream.on('data', (chunk: Buffer) => toClient((socket) => socket.write(chunk)));
      }, 2 * oneWay);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setRoundTrip(ms) {
      oneWay = ms / 2;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
