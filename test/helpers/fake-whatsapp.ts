import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A stand-in for the WhatsApp Business Cloud API, from Meta's public documentation:
 * POST /{phone-number-id}/messages with a Bearer token; 200 with `messages[0].id`;
 * errors as `{ error: { message, type, code, fbtrace_id } }` (190 bad token, 130429 rate
 * limit with HTTP 429, 131026 undeliverable); and signed webhook callbacks.
 */
export async function startFakeWhatsapp(options: { phoneNumberId: string; token: string; template: { name: string; language: string }; rateLimitFirst?: number; undeliverable?: string[] }) {
  const sent: { to: string; body: Record<string, any> }[] = [];
  const requests: number[] = [];
  let rateLimited = options.rateLimitFirst ?? 0;
  let counter = 0;
  const error = (response: http.ServerResponse, status: number, code: number, message: string) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } }));
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(Date.now());
      if (request.method !== 'POST' || request.url !== `/${options.phoneNumberId}/messages`) return error(response, 404, 100, 'Unsupported post request');
      if (request.headers.authorization !== `Bearer ${options.token}`) return error(response, 401, 190, 'Invalid OAuth access token.');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>;
      const valid = body.messaging_product === 'whatsapp' && /^\d{8,15}$/.test(body.to) && (validInteractive(body) || validTemplate(body, options.template));
      if (!valid) return error(response, 400, 100, 'Invalid parameter');
      if (rateLimited-- > 0) return error(response, 429, 130429, '(#130429) Rate limit hit');
      if (options.undeliverable?.includes(body.to)) return error(response, 400, 131026, 'Message Undeliverable.');
      counter += 1;
      const id = `wamid.FAKE${counter}`;
      sent.push({ to: body.to, body: { ...body, id } });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, sent, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Reply buttons are free-form: WhatsApp delivers them only within 24 hours of the person's last message. */
function validInteractive(body: Record<string, any>): boolean {
  return (
    body.type === 'interactive' &&
    body.interactive?.type === 'button' &&
    typeof body.interactive?.body?.text === 'string' &&
    body.interactive.action?.buttons?.length === 2 &&
    body.interactive.action.buttons.every((b: any) => b.type === 'reply' && b.reply.id && b.reply.title.length <= 20)
  );
}

/** The approved template (name and language as registered): three body parameters and two quick-reply buttons. */
function validTemplate(body: Record<string, any>, approved: { name: string; language: string }): boolean {
  const template = body.template;
  if (body.type !== 'template' || template?.name !== approved.name || template?.language?.code !== approved.language) return false;
  const components = (template.components ?? []) as any[];
  const bodyParameters = components.find((c) => c.type === 'body')?.parameters ?? [];
  const buttons = components.filter((c) => c.type === 'button');
  return (
    bodyParameters.length === 3 &&
    bodyParameters.every((p: any) => p.type === 'text' && typeof p.text === 'string' && p.text.length > 0) &&
    buttons.length === 2 &&
    buttons.every((b, i) => b.sub_type === 'quick_reply' && b.index === String(i) && b.parameters?.[0]?.type === 'payload' && b.parameters[0].payload)
  );
}

/** The reply button of a sent message: an interactive button's id, or a template quick reply's payload. */
export function buttonOf(message: { body: Record<string, any> }, index: number): string {
  if (message.body.type === 'interactive') return message.body.interactive.action.buttons[index].reply.id as string;
  return message.body.template.components.filter((c: any) => c.type === 'button')[index].parameters[0].payload as string;
}

/** A Cloud API webhook callback body, as Meta sends them. */
export function callback(value: { messages?: unknown[]; statuses?: unknown[] }, phoneNumberId = 'PNID') {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId }, ...value } }] }],
  });
}

/** A tap on a reply button: of an interactive message, or (`quickReply`) of a template, which WhatsApp sends as type button. */
export function buttonReply(from: string, buttonId: string, wamid: string, options: { at?: number; quickReply?: boolean } = {}) {
  const timestamp = String(Math.floor((options.at ?? Date.parse('2026-01-01T00:00:00Z')) / 1000));
  if (options.quickReply) return { from, id: wamid, timestamp, type: 'button', button: { payload: buttonId, text: 'Intéressé(e)' } };
  return { from, id: wamid, timestamp, type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: buttonId, title: 'Intéressé(e)' } } };
}

export function signature(appSecret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', appSecret).update(body).digest('hex')}`;
}
