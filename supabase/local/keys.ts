import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { SigningKeys } from './types';

const TEN_YEARS = 10 * 365 * 24 * 3600;
const ISSUER = 'supabase-local';

/**
 * Loads the stack's ES256 signing key from the data folder, creating it on first run, so tokens
 * (and the anon key written to .env.local) stay valid across restarts.
 */
export async function loadSigningKeys(
  dataDir: string,
): Promise<SigningKeys & { jwksPath: string }> {
  await mkdir(dataDir, { recursive: true });
  const keyPath = join(dataDir, 'signing-key.json');
  let privateJwk: JWK;
  if (existsSync(keyPath)) {
    privateJwk = JSON.parse(await readFile(keyPath, 'utf8')) as JWK;
  } else {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    privateJwk = await exportJWK(privateKey);
    privateJwk.kid = crypto.randomUUID();
    privateJwk.alg = 'ES256';
    await writeFile(keyPath, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const kid = privateJwk.kid as string;
  const { d: _private, ...publicFields } = privateJwk;
  const publicJwk = { ...publicFields, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const privateKey = await importJWK(privateJwk, 'ES256');
  const publicKey = await importJWK(publicJwk, 'ES256');
  const jwks = { keys: [publicJwk] };
  const jwksPath = join(dataDir, 'jwks.json');
  await writeFile(jwksPath, JSON.stringify(jwks));

  const sign = (claims: JWTPayload) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
  const verify = async (token: string) =>
    (await jwtVerify(token, publicKey, { algorithms: ['ES256'] })).payload;

  const iat = Math.floor(Date.UTC(2026, 0, 1) / 1000);
  const anonKey = await sign({ iss: ISSUER, role: 'anon', iat, exp: iat + TEN_YEARS });
  const serviceRoleKey = await sign({
    iss: ISSUER,
    role: 'service_role',
    iat,
    exp: iat + TEN_YEARS,
  });
  return { kid, jwks, sign, verify, anonKey, serviceRoleKey, jwksPath };
}

export const JWT_ISSUER = ISSUER;
