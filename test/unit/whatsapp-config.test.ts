import { describe, expect, it } from 'vitest';
import { whatsappConfig } from '../../src/config.js';

describe('WhatsApp settings', () => {
  it('a first contact uses the offre_emploi template in French unless told otherwise', () => {
    expect(whatsappConfig({}).template).toEqual({ name: 'offre_emploi', language: 'fr' });
    expect(whatsappConfig({ SVC_WHATSAPP_TEMPLATE: 'job_offer_v2', SVC_WHATSAPP_TEMPLATE_LANGUAGE: 'pt_BR' }).template).toEqual({ name: 'job_offer_v2', language: 'pt_BR' });
  });

  it('refuses a template name or language WhatsApp would refuse, naming the setting', () => {
    expect(() => whatsappConfig({ SVC_WHATSAPP_TEMPLATE: 'Offre Emploi' })).toThrow('SVC_WHATSAPP_TEMPLATE must be lowercase letters, digits and _, got "Offre Emploi"');
    expect(() => whatsappConfig({ SVC_WHATSAPP_TEMPLATE_LANGUAGE: 'French' })).toThrow('SVC_WHATSAPP_TEMPLATE_LANGUAGE must be a code such as fr, en or pt_BR, got "French"');
    expect(() => whatsappConfig({ SVC_WHATSAPP_MODE: 'cloud' })).toThrow(/SVC_WHATSAPP_MODE=cloud needs SVC_WHATSAPP_BASE_URL/);
  });
});
