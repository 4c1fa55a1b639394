import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from './output.js';

export interface Credentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

interface StoredProfile extends Credentials {
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: number;
}

type Store = Record<string, StoredProfile>;

/** `$XDG_CONFIG_HOME/svc/credentials.json`, else `~/.config/svc/credentials.json`, mode 0600. */
export function credentialsFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), '.config');
  return path.join(base, 'svc', 'credentials.json');
}

function readStore(file: string): Store {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Store;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not readable JSON; remove it and run svc login again`);
  }
}

function writeStore(file: string, store: Store): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(store, null, 2) + '\n', { mode: 0o600 });
  fs.renameSync(temporary, file);
}

export function saveProfile(name: string, credentials: Credentials): string {
  const file = credentialsFile();
  const store = readStore(file);
  store[name] = { ...credentials };
  writeStore(file, store);
  return file;
}

/** The credentials of a profile, with SVC_BASE_URL, SVC_CLIENT_ID and SVC_CLIENT_SECRET over them. */
export function loadCredentials(profile: string, env: NodeJS.ProcessEnv = process.env): Credentials & { tokens?: Pick<StoredProfile, 'accessToken' | 'refreshToken' | 'expiresAt'> } {
  const stored = readStore(credentialsFile(env))[profile];
  const baseUrl = env.SVC_BASE_URL ?? stored?.baseUrl;
  const clientId = env.SVC_CLIENT_ID ?? stored?.clientId;
  const clientSecret = env.SVC_CLIENT_SECRET ?? stored?.clientSecret;
  if (!baseUrl || !clientId || !clientSecret) {
    throw new UsageError(`no credentials for profile "${profile}": run svc login${profile === 'default' ? '' : ` --profile ${profile}`}, or set SVC_BASE_URL, SVC_CLIENT_ID and SVC_CLIENT_SECRET`);
  }
  const sameClient = stored && stored.clientId === clientId && stored.baseUrl === baseUrl;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), clientId, clientSecret, tokens: sameClient ? stored : undefined };
}

/** Keeps the last tokens beside the profile, so each command need not log in again. */
export function saveTokens(profile: string, tokens: { accessToken: string; refreshToken: string; expiresAt: number }, clientId: string): void {
  const file = credentialsFile();
  const store = readStore(file);
  const stored = store[profile];
  if (!stored || stored.clientId !== clientId) return;
  store[profile] = { ...stored, ...tokens };
  writeStore(file, store);
}
