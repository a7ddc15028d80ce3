import type { ChunkImporters } from './bundle';
import type { CDPSession } from 'playwright-core';

export type CacheSource = 'memory' | 'disk' | 'prefetch' | 'service-worker';

export interface Initiator {
  type: string;
  url?: string;
  requestId?: string;
  stack?: CallStack;
}

interface CallStack {
  callFrames: { url: string }[];
  parent?: CallStack;
}

/** One request of a page load, as the DevTools protocol reports it. */
export interface RequestRecord {
  id: string;
  url: string;
  method: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, Preflight… */
  type: string;
  initiator: Initiator;
  /** CDP monotonic seconds. */
  start: number;
  end: number | null;
  /** Bytes over the wire (headers and encoded body); 0 for a cache hit. */
  bytes: number;
  cache: CacheSource | null;
  status: number | null;
  protocol: string | null;
  preflight: boolean;
  failed: boolean;
  /** Dropped by the page before any answer (its element gone, its fetch aborted). */
  canceled: boolean;
  /** Chromium's reason for a failure (net::ERR_…). */
  error: string | null;
  /** The answer's timing, as DevTools gives it (none for a request without an answer). */
  timing: ResponseTiming | null;
}

/** A response's timing: `requestTime` in CDP monotonic seconds, the rest ms after it, -1 if none. */
export interface ResponseTiming {
  requestTime: number;
  connectStart: number;
  connectEnd: number;
  sendStart: number;
  receiveHeadersEnd: number;
}

interface WillBeSent {
  requestId: string;
  request: { url: string; method: string };
  type?: string;
  initiator: Initiator;
  timestamp: number;
}

interface ResponseReceived {
  requestId: string;
  response: {
    status: number;
    protocol?: string;
    fromDiskCache?: boolean;
    fromPrefetchCache?: boolean;
    fromServiceWorker?: boolean;
    timing?: ResponseTiming;
  };
}

/** Every request of one page, from CDP Network events; `reset()` before each visit. */
export class NetworkRecorder {
  private records = new Map<string, RequestRecord>();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e: WillBeSent) => {
      if (e.request.url.startsWith('data:') || e.request.url.startsWith('blob:')) return;
      const existing = this.records.get(e.requestId);
      if (existing) {
        // A redirect: same request, new address.
        existing.url = e.request.url;
        return;
      }
      const preflight = e.initiator.type === 'preflight' || e.type === 'Preflight';
      this.records.set(e.requestId, {
        id: e.requestId,
        url: e.request.url,
        method: e.request.method,
        type: preflight ? 'Preflight' : (e.type ?? 'Other'),
        initiator: e.initiator,
        start: e.timestamp,
        end: null,
        bytes: 0,
        cache: null,
        status: null,
        protocol: null,
        preflight,
        failed: false,
        canceled: false,
        error: null,
        timing: null,
      });
    });
    cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => {
      const record = this.records.get(e.requestId);
      if (record) record.cache = 'memory';
    });
    cdp.on('Network.responseReceived', ({ requestId, response }: ResponseReceived) => {
      const record = this.records.get(requestId);
      if (!record) return;
      record.status = response.status;
      record.protocol = response.protocol ?? null;
      record.timing = response.timing ?? null;
      if (response.fromServiceWorker) record.cache = 'service-worker';
      else if (response.fromPrefetchCache) record.cache = 'prefetch';
      else if (response.fromDiskCache) record.cache = 'disk';
    });
    cdp.on(
      'Network.loadingFinished',
      (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
        const record = this.records.get(e.requestId);
        if (!record) return;
        record.end = e.timestamp;
        // A response from a service worker crossed no network here; its own fetch (if any)
        // is counted on the worker's side.
        record.bytes = record.cache === 'service-worker' ? 0 : e.encodedDataLength;
      },
    );
    cdp.on(
      'Network.loadingFailed',
      (e: { requestId: string; timestamp: number; canceled?: boolean; errorText?: string }) => {
        const record = this.records.get(e.requestId);
        if (!record) return;
        record.end = e.timestamp;
        record.failed = true;
        record.canceled = e.canceled === true;
        record.error = e.errorText ?? null;
      },
    );
  }

  reset() {
    this.records.clear();
  }

  all(): RequestRecord[] {
    return [...this.records.values()].sort((a, b) => a.start - b.start);
  }

  inFlight(): number {
    let count = 0;
    for (const record of this.records.values()) if (record.end === null) count++;
    return count;
  }
}

/** The address of the script or document that asked for a request, from its initiator. */
function initiatorUrl(initiator: Initiator): string | null {
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return initiator.url ?? null;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * The request that caused `record`. Chromium names it in the initiator (the document for what
 * the parser found, the script whose code called fetch), except for JavaScript modules, whose
 * initiator it gives as "about:client": for those the build's import graph says which chunk
 * imports them, and the one among those requested first is the one that asked; a chunk asked
 * for before any chunk importing it was preloaded by the document itself.
 */
function parentOf(
  record: RequestRecord,
  records: RequestRecord[],
  importers: ChunkImporters,
): RequestRecord | undefined {
  if (record.preflight || record.type === 'Document') return undefined;
  const earlier = records.filter((r) => !r.preflight && r !== record && r.start <= record.start);
  const url = initiatorUrl(record.initiator);
  if (url && url !== 'about:client') return earlier.filter((r) => r.url === url).at(-1);
  const importing = new Set(importers.get(pathOf(record.url)) ?? []);
  return (
    earlier.find((r) => importing.has(pathOf(r.url))) ?? earlier.find((r) => r.type === 'Document')
  );
}

/**
 * The chain of requests that led to `record`, from the document: e.g. document → entry chunk →
 * route chunk → data request, each link the request that caused the next.
 */
export function dependencyChain(
  record: RequestRecord,
  records: RequestRecord[],
  importers: ChunkImporters,
): RequestRecord[] {
  const chain = [record];
  for (let parent = parentOf(record, records, importers); parent;) {
    if (chain.includes(parent)) break;
    chain.unshift(parent);
    parent = parentOf(parent, records, importers);
  }
  return chain;
}
