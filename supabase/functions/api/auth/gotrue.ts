/**
 * A small client for the Supabase Auth (GoTrue) HTTP API. The API reaches auth only through this
 * protocol, never through the auth tables, so it runs unchanged against hosted Supabase Auth, a
 * `supabase start` container and the local auth service.
 */
export interface GoTrueConfig {
  /** The project URL; auth lives under `<url>/auth/v1`. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface GoTrueUser {
  id: string;
  email?: string;
  email_confirmed_at?: string | null;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
}

export interface GoTrueSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: GoTrueUser;
}

/** An error answered by the auth server, with GoTrue's `error_code` when it sent one. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createGoTrueClient(config: GoTrueConfig) {
  const base = `${config.supabaseUrl}/auth/v1`;

  async function call<T>(
    path: string,
    init: { method?: string; body?: unknown; bearer?: string; admin?: boolean; clientIp?: string | null },
  ): Promise<T> {
    const key = init.admin ? config.serviceRoleKey : config.anonKey;
    const headers: Record<string, string> = {
      apikey: key,
      authorization: `Bearer ${init.bearer ?? key}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    };
    // GoTrue's per-IP limits then count the person, not this function (internal/sbff; honoured only
    // where the platform enables it: docs/operations/auth.md, "Client address").
    if (init.clientIp) headers['sb-forwarded-for'] = init.clientIp;
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      const code = String(body.error_code ?? body.code ?? body.error ?? 'unexpected_failure');
      const message = String(body.msg ?? body.message ?? body.error_description ?? response.statusText);
      throw new GoTrueError(response.status, code, message);
    }
    return body as T;
  }

  // Password sign-in, signup and recovery go with service_role credentials: GoTrue then skips its
  // captcha (`[auth.captcha]`), which guards direct calls to /auth/v1. This API has already checked
  // the Turnstile token itself, and a token is valid once only (decision 0010).
  return {
    signInWithPassword: (email: string, password: string, clientIp?: string | null) =>
      call<GoTrueSession>('/token?grant_type=password', { body: { email, password }, admin: true, clientIp }),
    refresh: (refreshToken: string) =>
      call<GoTrueSession>('/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } }),
    signUp: (input: {
      email: string;
      password: string;
      data: Record<string, unknown>;
      redirectTo?: string;
      clientIp?: string | null;
    }) =>
      call<GoTrueUser | GoTrueSession>(
        input.redirectTo ? `/signup?redirect_to=${encodeURIComponent(input.redirectTo)}` : '/signup',
        {
          body: { email: input.email, password: input.password, data: input.data },
          admin: true,
          clientIp: input.clientIp,
        },
      ),
    logout: (accessToken: string, scope: 'global' | 'local' | 'others' = 'local') =>
      call<unknown>(`/logout?scope=${scope}`, { bearer: accessToken }),
    recover: (email: string, redirectTo?: string, clientIp?: string | null) =>
      call<unknown>(redirectTo ? `/recover?redirect_to=${encodeURIComponent(redirectTo)}` : '/recover', {
        body: { email },
        admin: true,
        clientIp,
      }),
    verify: (type: 'signup' | 'recovery' | 'email' | 'invite', tokenHash: string) =>
      call<GoTrueSession>('/verify', { body: { type, token_hash: tokenHash } }),
    /**
     * One of the two links of a secure email change: the first answers `{ msg }` (the other
     * address must still confirm), the last a session of the user with the new email.
     */
    verifyEmailChange: (tokenHash: string) =>
      call<GoTrueSession | { msg: string }>('/verify', { body: { type: 'email_change', token_hash: tokenHash } }),
    /** Asks for an email change: GoTrue mails both addresses; `new_email` waits for their confirmation. */
    requestEmailChange: (accessToken: string, email: string, redirectTo: string) =>
      call<GoTrueUser & { new_email?: string }>(`/user?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'PUT',
        bearer: accessToken,
        body: { email },
      }),
    getUser: (accessToken: string) => call<GoTrueUser>('/user', { method: 'GET', bearer: accessToken }),
    updateUser: (accessToken: string, changes: { password?: string; data?: Record<string, unknown> }) =>
      call<GoTrueUser>('/user', { method: 'PUT', bearer: accessToken, body: changes }),
    admin: {
      /** A confirmed login (`email_confirm`): the caller has already proven the address, as a NAP claim's link does. */
      createUser: (input: { email: string; password: string; data: Record<string, unknown> }) =>
        call<GoTrueUser>('/admin/users', {
          body: { email: input.email, password: input.password, email_confirm: true, user_metadata: input.data },
          admin: true,
        }),
      getUser: (id: string) => call<GoTrueUser>(`/admin/users/${id}`, { method: 'GET', admin: true }),
      deleteUser: (id: string) => call<unknown>(`/admin/users/${id}`, { method: 'DELETE', admin: true }),
    },
  };
}

export type GoTrueClient = ReturnType<typeof createGoTrueClient>;
