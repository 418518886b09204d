// WhatsApp Cloud API as documented (developers.facebook.com/docs/whatsapp/cloud-api): the template
// message SIMK sends, its answer and errors, and the status webhook with its signature. What the
// adapter sends, the webhook route reads, and the local simulator accepts.
import { z } from 'zod';

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';
export const WHATSAPP_API_VERSION = 'v21.0';

/** `POST /{version}/{phone-number-id}/messages`, a template message. */
export const templateMessageRequestSchema = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^[1-9]\d{6,14}$/, 'to: digits of an international number, without +'),
    type: z.literal('template'),
    template: z.object({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/),
      language: z.object({ code: z.string().min(2).max(10) }),
      components: z
        .array(
          z.object({
            type: z.enum(['header', 'body', 'button']),
            parameters: z.array(z.object({ type: z.literal('text'), text: z.string().min(1).max(1024) })),
          }),
        )
        .optional(),
    }),
  })
  .strict();
export type TemplateMessageRequest = z.infer<typeof templateMessageRequestSchema>;

/** 200: `messages[0].id` is the wamid. */
export const messageResponseSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string().min(1).max(256) })).min(1),
});

/** Every error: `{ error: { message, type, code, error_data?, fbtrace_id } }`. */
export const errorResponseSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number(),
    error_data: z.object({ details: z.string() }).partial().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** The error codes SIMK treats by name. */
export const whatsappErrors = {
  /** Invalid or expired access token. */
  accessTokenInvalid: 190,
  /** Re-engagement: more than 24 hours since the user last replied, so only a template may go. */
  reEngagement: 131047,
  /** Cloud API throughput reached. */
  rateLimit: 130429,
  /** Too many messages to one number in a short time. */
  pairRateLimit: 131056,
  /** Something went wrong at Meta: transient. */
  genericError: 131000,
  /** Service temporarily unavailable. */
  serviceUnavailable: 131016,
  /** The template name does not exist in the language. */
  templateMissing: 132001,
} as const;

/** Error codes worth another attempt later. */
export const transientWhatsappErrors: ReadonlySet<number> = new Set([
  whatsappErrors.rateLimit,
  whatsappErrors.pairRateLimit,
  whatsappErrors.genericError,
  whatsappErrors.serviceUnavailable,
]);

/** The status webhook (`entry[].changes[].value.statuses[]`); other fields of the payload are ignored. */
export const statusWebhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z
                .array(
                  z.object({
                    id: z.string().min(1).max(256),
                    status: z.enum(['sent', 'delivered', 'read', 'failed']),
                    timestamp: z.string().regex(/^\d+$/),
                    recipient_id: z.string().optional(),
                    errors: z.array(z.object({ code: z.number(), title: z.string().optional() })).optional(),
                  }),
                )
                .optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});
export type StatusWebhook = z.infer<typeof statusWebhookSchema>;

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export async function whatsappSignature(body: string, appSecret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(appSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
