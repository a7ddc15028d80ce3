/**
 * Zod tries `new Function('')` to find out whether it may compile faster object parsers. The
 * site's Content-Security-Policy has no 'unsafe-eval', so the browser refuses that and reports a
 * violation even though zod catches the error; `jitless` skips the attempt. Zod keeps its global
 * configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod), so setting it
 * here costs the first page nothing, where importing zod's `config()` would pull part of zod into
 * it. Schemas read the setting when they are created: src/main.tsx runs this before any chunk
 * that has one.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
