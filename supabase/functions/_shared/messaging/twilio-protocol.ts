// Twilio's Messages API as documented (twilio.com/docs/messaging/api/message-resource):
// `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with basic auth (SID, auth token) and
// form fields To (E.164), From, Body. 201 with the message resource; errors carry Twilio's code.
import { z } from 'zod';

export const TWILIO_API_URL = 'https://api.twilio.com';

export const messagesPath = (accountSid: string) => `/2010-04-01/Accounts/${accountSid}/Messages.json`;

/** 201: the message resource; SIMK reads its `sid` (`SM…`). */
export const messageResourceSchema = z.object({ sid: z.string().min(1).max(256), status: z.string() });

/** Every error: `{ code, message, more_info, status }`. */
export const errorResponseSchema = z.object({
  code: z.number(),
  message: z.string(),
  more_info: z.string().optional(),
  status: z.number(),
});

export const twilioErrors = {
  /** 400: the To number is not a valid phone number. */
  invalidToNumber: 21211,
  /** 400: the recipient replied STOP. */
  unsubscribedRecipient: 21610,
  /** 401: authentication failed. */
  authenticationError: 20003,
  /** 429: too many requests. */
  tooManyRequests: 20429,
} as const;
