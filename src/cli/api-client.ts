import { request, FormData, Response } from 'undici';
import { loadCredentials, saveTokens, type Credentials } from './credentials.js';

/** An error answered by the API: its status and its `detail`. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${detail} (HTTP ${status})`);
  }
}

/** A multipart body ready to send, with its boundary in its content type. */
class EncodedForm {
  constructor(
    readonly bytes: Buffer,
    readonly type: string,
  ) {}
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * The API over HTTP for CLI commands: takes a token with the client credentials, refreshes
 * it when it expires, and turns every failure into one readable line.
 */
export class ApiClient {
  private accessToken: string | null = null;
  private refreshToken: string | null = null;
  private expiresAt = 0;

  constructor(
    private readonly credentials: Credentials,
    private readonly profile: string | null,
  ) {}

  static forProfile(profile: string): ApiClient {
    const credentials = loadCredentials(profile);
    const client = new ApiClient(credentials, profile);
    if (credentials.tokens?.accessToken && (credentials.tokens.expiresAt ?? 0) > Date.now() + 30_000) {
      client.accessToken = credentials.tokens.accessToken;
      client.refreshToken = credentials.tokens.refreshToken ?? null;
      client.expiresAt = credentials.tokens.expiresAt!;
    }
    return client;
  }

  get baseUrl(): string {
    return this.credentials.baseUrl;
  }

  async get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  async post<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  async delete(path: string): Promise<void> {
    await this.call('DELETE', path);
  }

  async upload<T>(path: string, fields: Record<string, string>, file: { name: string; bytes: Buffer }): Promise<T> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([file.bytes]), file.name);
    // Encoded to bytes first: undici's request() given a FormData waits forever on Node 24,
    // which claims undici's global slots with its own copy (nodejs/undici#5520).
    const encoded = new Response(form);
    return this.call<T>('POST', path, new EncodedForm(Buffer.from(await encoded.arrayBuffer()), encoded.headers.get('content-type')!));
  }

  /** Takes a token (client credentials grant); fails with the API's own detail. */
  async login(): Promise<void> {
    const pair = await this.raw<TokenPair>('POST', '/v1/auth/token', { grant_type: 'client_credentials', client_id: this.credentials.clientId, client_secret: this.credentials.clientSecret }, false);
    this.remember(pair);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    await this.ensureToken();
    try {
      return await this.raw<T>(method, path, body, true);
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.status !== 401) throw error;
      // Expired or revoked meanwhile: one fresh login, then the call again.
      this.accessToken = null;
      await this.ensureToken();
      return this.raw<T>(method, path, body, true);
    }
  }

  private async ensureToken(): Promise<void> {
    if (this.accessToken && this.expiresAt > Date.now() + 30_000) return;
    if (this.refreshToken) {
      try {
        this.remember(await this.raw<TokenPair>('POST', '/v1/auth/refresh', { refresh_token: this.refreshToken }, false));
        return;
      } catch {
        this.refreshToken = null;
      }
    }
    await this.login();
  }

  private remember(pair: TokenPair): void {
    this.accessToken = pair.access_token;
    this.refreshToken = pair.refresh_token;
    this.expiresAt = Date.now() + pair.expires_in * 1000;
    if (this.profile) saveTokens(this.profile, { accessToken: pair.access_token, refreshToken: pair.refresh_token, expiresAt: this.expiresAt }, this.credentials.clientId);
  }

  private async raw<T>(method: string, path: string, body: unknown, authenticated: boolean): Promise<T> {
    const headers: Record<string, string> = {};
    if (authenticated && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    let payload: string | Buffer | undefined;
    if (body instanceof EncodedForm) {
      headers['content-type'] = body.type;
      payload = body.bytes;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response;
    try {
      response = await request(`${this.credentials.baseUrl}${path}`, { method: method as 'GET', headers, body: payload, headersTimeout: 120_000, bodyTimeout: 120_000 });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`cannot reach ${this.credentials.baseUrl} (${code}); is svc serve running there?`);
    }
    const text = await response.body.text();
    if (response.statusCode >= 400) {
      let detail = text.slice(0, 300) || `HTTP ${response.statusCode}`;
      try {
        detail = (JSON.parse(text) as { detail?: string }).detail ?? detail;
      } catch {
        // not JSON: keep the text
      }
      throw new ApiCallError(response.statusCode, detail);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
