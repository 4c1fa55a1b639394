import dns from 'node:dns/promises';
import net from 'node:net';
import { Agent, request } from 'undici';

/** Why an outbound URL was refused or failed; the message is shown to the caller. */
export class OutboundError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (network trouble, 5xx), rather than a refusal. */
    readonly transient = false,
  ) {
    super(message);
  }
}

const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(address, prefix, 'ipv6');

function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '::1' || address === '::ffff:127.0.0.1';
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export interface OutboundPolicy {
  /** Lets http:// URLs reach loopback addresses: for local development and tests only. */
  allowInsecureLoopback: boolean;
}

/**
 * Checks a URL an outside party gave us before we call it: HTTPS only, and a host that
 * resolves to public addresses only (no SSRF into the operator's network). Returns the
 * address to connect to, so that a second DNS answer cannot point elsewhere.
 */
export async function vetUrl(raw: string, policy: OutboundPolicy, what: string): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError(`${what} : URL invalide.`);
  }
  // Refused without a DNS query: only HTTPS, or plain HTTP when the operator allows loopback.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowInsecureLoopback)) throw new OutboundError(`${what} : HTTPS requis.`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) as 4 | 6 }] : await dns.lookup(host, { all: true }).catch(() => null);
  if (!addresses || addresses.length === 0) throw new OutboundError(`${what} : hôte introuvable (${url.hostname}).`, true);
  const loopbackAllowed = policy.allowInsecureLoopback && addresses.every((entry) => isLoopback(entry.address));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackAllowed)) throw new OutboundError(`${what} : HTTPS requis.`);
  if (!loopbackAllowed && addresses.some((entry) => isPrivateAddress(entry.address))) throw new OutboundError(`${what} : adresse privée ou locale refusée.`);
  return { url, address: addresses[0]!.address, family: addresses[0]!.family as 4 | 6 };
}

/** An undici agent that connects to the vetted address whatever DNS says later. */
export function pinnedAgent(address: string, family: 4 | 6, timeoutMs: number): Agent {
  return new Agent({
    connect: {
      timeout: timeoutMs,
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all) callback(null, [{ address, family }] as never);
        else callback(null, address, family);
      },
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

/** GET a vetted URL, reading at most `maxBytes`; no redirects (each hop would need vetting). */
export async function fetchCapped(raw: string, policy: OutboundPolicy, options: { maxBytes: number; timeoutMs: number; what: string }): Promise<Buffer> {
  const { url, address, family } = await vetUrl(raw, policy, options.what);
  const agent = pinnedAgent(address, family, options.timeoutMs);
  try {
    const response = await request(url, { method: 'GET', dispatcher: agent, signal: AbortSignal.timeout(options.timeoutMs) }).catch((error: Error) => {
      throw new OutboundError(`${options.what} : échec du téléchargement (${error.message}).`, true);
    });
    if (response.statusCode >= 300) {
      await response.body.dump();
      throw new OutboundError(`${options.what} : réponse HTTP ${response.statusCode}.`, response.statusCode >= 500 || response.statusCode === 429);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        response.body.destroy();
        throw new OutboundError(`${options.what} : fichier trop volumineux (${Math.round(options.maxBytes / 1024 / 1024)} Mio au plus).`);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } finally {
    await agent.close();
  }
}
