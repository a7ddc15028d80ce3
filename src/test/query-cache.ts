import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** A client holding one settled query under each key. */
export function clientWith(keys: QueryKey[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

/** Whether the query under `key` has been invalidated since it was cached. */
export const stale = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;
