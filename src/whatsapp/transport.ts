import { newId } from '../ids.js';
import { Agent, request } from 'undici';
import type { WhatsappConfig } from '../config.js';

export interface OfferMessage {
  /** E.164, "+33612345678". */
  to: string;
  /**
   * `interactive` within 24 hours of the person's last message, when WhatsApp accepts
   * free-form messages; `template` (the operator's approved template) for a first contact.
   */
  form: 'interactive' | 'template';
  /** The interactive message's text. */
  body: string;
  /** The template's body parameters, {{1}} onwards. */
  parameters: string[];
  /** Two reply buttons: the interactive message's, or the payloads of the template's quick replies. */
  buttons: { id: string; title: string }[];
}

export type SendResult = { ok: true; messageId: string } | { ok: false; retryable: boolean; error: string };

export interface WhatsappTransport {
  readonly name: 'cloud' | 'simulator';
  send(message: OfferMessage): Promise<SendResult>;
  close(): Promise<void>;
}

/** Messages go nowhere: they are accepted at once and can be answered with the sandbox route or `svc whatsapp reply`. */
export class SimulatorTransport implements WhatsappTransport {
  readonly name = 'simulator';
  async send(): Promise<SendResult> {
    return { ok: true, messageId: newId('sim') };
  }
  async close(): Promise<void> {}
}

/** Error codes of the Cloud API that mean "later": rate limits and temporary trouble. */
const RETRYABLE_CODES = new Set([4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
const TIMEOUT_MS = 15_000;

/**
 * WhatsApp Business Cloud API: POST {base}/{phone-number-id}/messages, an approved
 * template with two quick-reply buttons for a first contact, an interactive message with
 * two reply buttons inside the 24-hour window. The base URL is the operator's, used as
 * given (https://graph.facebook.com/v21.0, or a stand-in on loopback for tests).
 */
export class CloudApiTransport implements WhatsappTransport {
  readonly name = 'cloud';
  private readonly agent = new Agent({ keepAliveTimeout: 30_000, connections: 8 });

  constructor(private readonly config: WhatsappConfig) {}

  async send(message: OfferMessage): Promise<SendResult> {
    const payload = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to.replace(/^\+/, ''), ...this.content(message) };
    try {
      const response = await request(`${this.config.baseUrl}/${this.config.phoneNumberId}/messages`, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { authorization: `Bearer ${this.config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.body.text();
      const body = safeJson(text) as { messages?: { id?: string }[]; error?: { code?: number; message?: string } } | null;
      const messageId = body?.messages?.[0]?.id;
      if (response.statusCode >= 200 && response.statusCode < 300 && messageId) return { ok: true, messageId };
      const code = body?.error?.code;
      const retryable = response.statusCode === 429 || response.statusCode >= 500 || (code !== undefined && RETRYABLE_CODES.has(code));
      return { ok: false, retryable, error: `WhatsApp ${response.statusCode}${code ? ` (${code})` : ''} : ${body?.error?.message ?? text.slice(0, 200)}` };
    } catch (error) {
      return { ok: false, retryable: true, error: `WhatsApp injoignable : ${(error as Error).message}` };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private content(message: OfferMessage) {
    if (message.form === 'interactive') {
      return {
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: message.body },
          action: { buttons: message.buttons.map((button) => ({ type: 'reply', reply: { id: button.id, title: button.title } })) },
        },
      };
    }
    return {
      type: 'template',
      template: {
        name: this.config.template.name,
        language: { code: this.config.template.language },
        components: [
          { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
          ...message.buttons.map((button, index) => ({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload: button.id }] })),
        ],
      },
    };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
