// WhatsApp through Meta's Cloud API: an approved template message (reminders are sent outside the
// 24-hour window, where only templates may go), to the number's digits without `+`. The Cloud API
// has no idempotency key: a crash between Meta's acceptance and the record can send twice; the
// lease keeps it to that window (decision 0037).
import type { ChannelAdapter, SendOutcome } from './channel-adapter.ts';
import type { ClaimedMessage } from './outbox.ts';
import { callProvider, httpFailureOutcome, phoneDigits } from './provider-http.ts';
import {
  errorResponseSchema,
  messageResponseSchema,
  type TemplateMessageRequest,
  transientWhatsappErrors,
} from './whatsapp-protocol.ts';
import { WHATSAPP_ENGLISH_LANGUAGE_CODE, whatsappTemplates } from './whatsapp-templates.ts';

export interface WhatsappCloudConfig {
  /** `https://graph.facebook.com`, or the local simulator. */
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** The Indonesian templates' language code (`id`); English ones are `en`. */
  languageCode: string;
  requestTimeoutMs: number;
}

/**
 * The template message of an outbox message, in the language it was written in (`languageCode`
 * for Indonesian); null when no approved template maps it.
 */
export function templateMessage(message: ClaimedMessage, languageCode: string): TemplateMessageRequest | null {
  const template = whatsappTemplates[message.template];
  if (!template) return null;
  const parameters = template.bodyVariables.map((name) => ({
    type: 'text' as const,
    text: message.variables[name] ?? '',
  }));
  if (parameters.some((parameter) => parameter.text.trim() === '')) return null;
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: phoneDigits(message.recipient),
    type: 'template',
    template: {
      name: template.name,
      language: { code: message.language === 'en' ? WHATSAPP_ENGLISH_LANGUAGE_CODE : languageCode },
      components: [{ type: 'body', parameters }],
    },
  };
}

export function whatsappCloudAdapter(config: WhatsappCloudConfig, fetchImpl: typeof fetch = fetch): ChannelAdapter {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/${config.apiVersion}/${config.phoneNumberId}/messages`;
  return {
    provider: 'whatsapp_cloud',
    async send(message: ClaimedMessage): Promise<SendOutcome> {
      const body = templateMessage(message, config.languageCode);
      if (!body) return { kind: 'rejected', error: `no approved WhatsApp template for ${message.template}` };
      const answer = await callProvider(
        endpoint,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          timeoutMs: config.requestTimeoutMs,
        },
        fetchImpl,
      );
      if (answer.kind === 'no-answer') return { kind: 'retry', error: `no answer from WhatsApp: ${answer.error}` };
      if (answer.status >= 200 && answer.status < 300) {
        const accepted = messageResponseSchema.safeParse(answer.json);
        return accepted.success
          ? { kind: 'sent', providerMessageId: accepted.data.messages[0]!.id }
          : { kind: 'retry', error: `WhatsApp answered ${answer.status} without a message id` };
      }
      const problem = errorResponseSchema.safeParse(answer.json);
      const code = problem.success ? problem.data.error.code : undefined;
      const details = problem.success
        ? [problem.data.error.message, problem.data.error.error_data?.details].filter(Boolean).join(': ')
        : answer.text.slice(0, 300);
      const error = `WhatsApp ${answer.status}${code === undefined ? '' : ` ${code}`}: ${details}`;
      return httpFailureOutcome(answer, error, code !== undefined && transientWhatsappErrors.has(code));
    },
  };
}
