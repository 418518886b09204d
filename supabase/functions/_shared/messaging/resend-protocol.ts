// Resend's email API as documented (https://resend.com/docs/api-reference/emails/send-email,
// …/errors, …/dashboard/emails/idempotency-keys): what the email adapter sends and the local
// simulator accepts. Only the fields SIMK may use are modelled; the simulator refuses the rest.
import { z } from 'zod';

export const RESEND_API_URL = 'https://api.resend.com';
/** `Idempotency-Key`: 1 to 256 characters; Resend remembers a key for 24 hours. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 256;
/** Resend accepts up to 50 recipients per email. */
export const MAX_RECIPIENTS = 50;

const mailbox = /^[^@\s<>,;"]+@[^@\s<>,;"]+\.[^@\s<>,;"]+$/;
/** `a@b.id` or `Name <a@b.id>`. */
export const emailAddressSchema = z
  .string()
  .max(320)
  .refine((value) => mailbox.test(/^[^<>]*<([^<>]+)>$/.exec(value.trim())?.[1] ?? value.trim()), {
    message: 'Invalid email address',
  });
const recipients = z.union([emailAddressSchema, z.array(emailAddressSchema).min(1).max(MAX_RECIPIENTS)]);

/** The body of `POST /emails`. */
export const sendEmailRequestSchema = z
  .object({
    from: emailAddressSchema,
    to: recipients,
    subject: z
      .string()
      .min(1)
      .max(998)
      .refine((value) => !/[\r\n]/.test(value), { message: 'The subject must be one line' }),
    html: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    cc: recipients.optional(),
    bcc: recipients.optional(),
    reply_to: recipients.optional(),
    headers: z.record(z.string(), z.string()).optional(),
    tags: z.array(z.object({ name: z.string().min(1).max(256), value: z.string().min(1).max(256) })).optional(),
  })
  .strict()
  .refine((body) => body.html !== undefined || body.text !== undefined, {
    message: 'Either `html` or `text` must be provided',
  });
export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;

/** The fields without which Resend answers `missing_required_field`. */
export const requiredSendEmailFields = ['from', 'to', 'subject'] as const;

/** 200 of `POST /emails`. */
export const sendEmailResponseSchema = z.object({ id: z.string().min(1).max(256) });

/** Every error answer: `{ statusCode, name, message }`. */
export const errorResponseSchema = z.object({ statusCode: z.number(), name: z.string(), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error names SIMK meets, with their documented status. */
export const resendErrors = {
  invalid_idempotency_key: 400,
  validation_error: 400,
  missing_api_key: 401,
  invalid_api_key: 403,
  invalid_idempotent_request: 409,
  concurrent_idempotent_requests: 409,
  missing_required_field: 422,
  rate_limit_exceeded: 429,
  application_error: 500,
  internal_server_error: 500,
} as const;
export type ResendErrorName = keyof typeof resendErrors;
