import type { Context } from 'hono';
import { hasAdminCredentials } from './callers.ts';
import type { AuthContext } from './context.ts';
import { captchaToken, parseInput, type Body } from './input.ts';
import { clientAddress, overRequestRateLimit, verifyCaptcha, type Limiter } from './protection.ts';

/**
 * GoTrue's guards of an endpoint that checks a password or sends an email: the per-IP limit and
 * the captcha, which callers with admin credentials skip. `/token` checks the captcha first (a
 * middleware) and counts the request after (inside its handler); the other endpoints count first.
 */
export async function guard(
  { settings }: AuthContext,
  c: Context,
  body: Body,
  limiter: Limiter,
  options: { captcha: boolean; captchaFirst?: boolean },
): Promise<{ admin: boolean; ip: string | null }> {
  const admin = await hasAdminCredentials(settings.tokens, c);
  const ip = clientAddress(c.req.raw.headers, admin);
  const checkCaptcha = async () => {
    if (options.captcha && settings.captcha && !admin) {
      await verifyCaptcha(settings.captcha, parseInput(captchaToken, body), ip);
    }
  };
  if (options.captchaFirst) await checkCaptcha();
  // A server acting for a client (the `api` function, service_role) counts apart from the client's own
  // direct requests, so that a flood of /token from one address (an office behind one NAT) does not
  // starve the API's logins, which the API limits itself (decision 0010 §5).
  if (ip && !limiter.take(admin ? `admin:${ip}` : ip)) throw overRequestRateLimit();
  if (!options.captchaFirst) await checkCaptcha();
  return { admin, ip };
}
