import { Hono } from 'hono';
import type { AuthContext } from '../context.ts';

/** What a client may read before signing in: health, public settings and the JWKS. */
export function discoveryRoutes({ settings }: AuthContext): Hono {
  const app = new Hono();

  app.get('/health', (c) =>
    c.json({ version: 'simk-local', name: 'GoTrue', description: 'SIMK local auth service (GoTrue protocol)' }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: settings.disableSignup,
      mailer_autoconfirm: settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=600');
    return c.json({ keys: [settings.tokens.keys.publicJwk] });
  });

  return app;
}
