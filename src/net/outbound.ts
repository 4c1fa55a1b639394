import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
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

/**
 * IPv6 ranges that carry an IPv4 address inside (mapped, NAT64, 6to4, Teredo, SIIT): refused
 * whole, since the address inside may be the operator's own (`64:ff9b::a9fe:a9fe` reaches
 * 169.254.169.254 on a NAT64 network), and no public receiver is given as one.
 */
const EMBEDDED_IPV4 = new Set(['ipv4Mapped', 'rfc6052', 'rfc6145', '6to4', 'teredo']);

function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // A plain IPv4-mapped address (::ffff:a.b.c.d) is judged as the IPv4 address it is.
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

/** `::a.b.c.d` (written `::7f00:1` once a URL is parsed): the deprecated IPv4-compatible form, which ipaddr.js calls unicast. */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

function isLoopback(address: string): boolean {
  return parseAddress(address)?.range() === 'loopback';
}

/**
 * Private, local, reserved or special addresses, classified by ipaddr.js (its IANA special-purpose
 * ranges, IPv4 and IPv6): anything but a public unicast address, and anything unreadable.
 */
export function isPrivateAddress(address: string): boolean {
  const found = parseAddress(address);
  if (!found) return true;
  const range = found.range();
  if (found.kind() === 'ipv6' && (EMBEDDED_IPV4.has(range) || isIpv4Compatible(found as ipaddr.IPv6))) return true;
  return range !== 'unicast';
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
