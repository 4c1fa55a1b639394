import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Client secrets are shown once and kept two ways, never in clear:
 * - a scrypt hash, the slow hash logins are checked against;
 * - an AES-256-GCM ciphertext under the master key, because verifying an `X-Signature`
 *   (HMAC keyed with the secret) needs the secret itself.
 * Tokens are 256-bit random strings, so a plain SHA-256 is enough to store them.
 */

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function hashSecret(secret: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(secret, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Checks a secret against its hash on libuv's thread pool: a login never blocks the event loop. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(secret, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) }, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return crypto.timingSafeEqual(actual, expected);
}

export function encryptSecret(secret: string, masterKey: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', masterKey, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptSecret(stored: string, masterKey: Buffer): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown secret encoding');
  const decipher = crypto.createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function hmacSha256Hex(key: string, message: string | Buffer): string {
  return crypto.createHmac('sha256', key).update(message).digest('hex');
}

/** Constant-time comparison of two strings of possibly different lengths. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export const MASTER_KEY_FILE = 'master.key';

/**
 * The master key: SVC_MASTER_KEY when the operator sets one, otherwise a key file in the
 * data directory, created on first use with mode 0600.
 */
export function loadOrCreateMasterKey(dataDir: string, fromEnv: Buffer | null): Buffer {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, MASTER_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte hex key`);
  return key;
}
