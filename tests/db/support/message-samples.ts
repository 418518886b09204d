/**
 * Every template in every event, rendered for tests/db/message-wording.test.ts: values with
 * characters HTML escapes, and values that look like placeholders, so the rendering is proved to
 * substitute each value once and escape it in the HTML only.
 */
import { messageTemplates } from '../../../supabase/functions/_shared/contracts/messages.ts';

/** A value for every variable of every template (a verification's dues and an event aside). */
export const messageVariables = {
  full_name: 'Siti Rahma',
  organization_name: 'Kota Bandung',
  nap: '327309000003',
  profile_url: 'https://simk.example.org/dashboard/profile',
  dues_url: 'https://simk.example.org/member-dues',
  reason: 'Documents incomplete',
  expiry_date: '31-12-2026',
  claim_url: 'https://simk.example.org/klaim-nap',
  category_name: 'Iuran Pokok',
  amount: 'Rp150.000',
  due_date: '31/12/2026',
  origin_name: 'Kota Bandung',
  target_name: 'Kota Surabaya',
  transfers_url: 'https://simk.example.org/dashboard/mutations/requests',
  receipt_number: 'KW-2026-000001',
  paid_date: '01/12/2026',
  receipt_url: 'https://simk.example.org/payment/1',
  receipt_pdf_url: 'https://api.simk.example.org/functions/v1/api/v1/payments/1/receipt/signed?signature=a-b_c',
  payment_url: 'https://simk.example.org/payment/1',
  sip_number: '503/SIP/2026',
  days_left: '30',
  guide_url: 'https://simk.example.org/panduan',
  security_url: 'https://simk.example.org/dashboard/profile/settings',
};

const base = {
  ...messageVariables,
  full_name: 'Siti "Rahma" <b>&</b> O\'Neil {reason} %s',
  organization_name: 'Kota Bandung & Sekitarnya',
  profile_url: 'https://simk.example.org/dashboard/profile?a=1&b=2',
  reason: 'Dokumen <tidak> lengkap {full_name}',
  claim_url: 'https://simk.example.org/klaim-nap?token=a&b',
};

const events: Partial<Record<string, string[]>> = {
  nap_claim_update: ['awaiting_approval', 'approved', 'rejected'],
  transfer_update: ['requested', 'released', 'completed', 'rejected', 'withdrawn'],
};

export interface MessageSample {
  key: string;
  template: string;
  variables: Record<string, string | string[]>;
  channel: 'email' | 'whatsapp';
  language: 'id' | 'en';
}

/** A reminder's categories as the overdue list gives them: a list, joined by render_message. */
const { category_name: _joined, ...withoutCategory } = base;

/** One sample per template, event (and owed dues or none), language; two on WhatsApp. */
export function messageSamples(): MessageSample[] {
  const samples: MessageSample[] = [];
  for (const language of ['id', 'en'] as const) {
    for (const template of messageTemplates) {
      const variants: [string, MessageSample['variables']][] =
        template === 'membership_verified'
          ? [
              ['no dues', base],
              ['dues', { ...base, dues_amount: 'Rp150.000 <&>', dues_due_date: '31-12-2026' }],
            ]
          : (events[template] ?? ['']).map((event) => [event, event ? { ...base, event } : base]);
      for (const [variant, variables] of variants)
        samples.push({
          key: `${template} ${variant} ${language}`.replace(/ +/g, ' '),
          template,
          variables,
          channel: 'email',
          language,
        });
    }
    samples.push({
      key: `dues_reminder whatsapp ${language}`,
      template: 'dues_reminder',
      variables: { ...withoutCategory, category_names: ['Iuran Pokok', 'Iuran Tahunan', 'Iuran <X>'] },
      channel: 'whatsapp',
      language,
    });
    samples.push({
      key: `sip_expiry_reminder whatsapp ${language}`,
      template: 'sip_expiry_reminder',
      variables: { ...base, sip_number: '*503*/SIP/https://x.example' },
      channel: 'whatsapp',
      language,
    });
  }
  return samples;
}
