import { WebSocket } from 'ws';

// supabase-js builds its realtime client eagerly and needs a global WebSocket, which Node has
// only from version 22; we support Node 20.
if (typeof globalThis.WebSocket === 'undefined') {
  Object.assign(globalThis, { WebSocket });
}
