import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface BenchCertificate {
  /** The throw-away CA, PEM; the browser trusts it through its NSS database. */
  caPem: string;
  /** One leaf certificate for every host name of the bench, PEM. */
  certPem: string;
  keyPem: string;
}

/**
 * A CA made for this run and a leaf certificate for `hostNames`, with the openssl command-line
 * tool. Chromium keeps nothing in its HTTP cache for a page with a certificate error, so the bench
 * cannot use `--ignore-certificate-errors`: the browser must trust the server for real.
 */
export async function createCertificate(
  dir: string,
  hostNames: string[],
): Promise<BenchCertificate> {
  await mkdir(dir, { recursive: true });
  const file = (name: string) => join(dir, name);
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '7',
    '-subj',
    '/CN=Calcetto bench CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', [
    'req',
    '-new',
    ...ecKey,
    '-keyout',
    file('leaf.key'),
    '-out',
    file('leaf.csr'),
    '-subj',
    `/CN=${hostNames[0]}`,
  ]);
  await writeFile(
    file('leaf.ext'),
    [
      `subjectAltName=${hostNames.map((name) => `DNS:${name}`).join(',')}`,
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    file('leaf.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('leaf.pem'),
    '-days',
    '7',
    '-extfile',
    file('leaf.ext'),
  ]);
  const [caPem, certPem, keyPem] = await Promise.all(
    ['ca.pem', 'leaf.pem', 'leaf.key'].map((name) => readFile(file(name), 'utf8')),
  );
  return { caPem, certPem, keyPem };
}

/**
 * Adds the CA to the NSS database that Chromium on Linux reads, $HOME/.pki/nssdb, under a home
 * folder made for the bench's browser (its process gets HOME=home): the machine's own trust
 * store is left alone. certutil comes from Debian's libnss3-tools.
 */
export async function trustInBrowserHome(home: string, caPem: string): Promise<void> {
  const db = join(home, '.pki', 'nssdb');
  await mkdir(db, { recursive: true });
  const caFile = join(home, 'bench-ca.pem');
  await writeFile(caFile, caPem);
  try {
    if (!existsSync(join(db, 'cert9.db')))
      await run('certutil', ['-d', `sql:${db}`, '-N', '--empty-password']);
    await run('certutil', [
      '-d',
      `sql:${db}`,
      '-A',
      '-t',
      'C,,',
      '-n',
      'calcetto-bench',
      '-i',
      caFile,
    ]);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'certutil not found: install Debian package libnss3-tools (the bench browser must trust its own CA)'
        : `certutil failed: ${String(error)}`,
    );
  }
}
