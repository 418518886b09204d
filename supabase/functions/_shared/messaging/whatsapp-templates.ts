// The WhatsApp templates SIMK has approved at Meta (category "utility", in Indonesian and in
// English under the same name), and which outbox variables fill their {{1}}, {{2}}, … in order.
// The text of each is the one private.render_message writes for the same template in that
// language (private.message_wordings in supabase/migrations/…001000_messaging.sql);
// submit both for approval with exactly these placeholders (docs/operations/messaging.md).
export interface WhatsappTemplate {
  /** The template's name at Meta. */
  name: string;
  /** The outbox variables giving the body's parameters, in order. */
  bodyVariables: readonly string[];
}

/** Meta's language code of the English templates; the Indonesian ones' is configured (`id`). */
export const WHATSAPP_ENGLISH_LANGUAGE_CODE = 'en';

export const whatsappTemplates: Readonly<Record<string, WhatsappTemplate>> = {
  dues_reminder: {
    name: 'simk_pengingat_iuran',
    bodyVariables: ['full_name', 'category_name', 'amount', 'due_date', 'dues_url'],
  },
  payment_confirmation: {
    name: 'simk_konfirmasi_pembayaran',
    bodyVariables: ['full_name', 'amount', 'paid_date', 'receipt_number', 'receipt_url'],
  },
  sip_expiry_reminder: {
    name: 'simk_sip_berakhir',
    bodyVariables: ['full_name', 'sip_number', 'expiry_date', 'days_left', 'guide_url'],
  },
};
