// Conformance: signup with email confirmation, recovery, verify (link, token hash, code) and
// user updates, with the emails read back from the local mailbox over its Mailpit-style API.
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { captchaToken, seedUserBySql, SITE_URL, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack({ emailMaxFrequency: 0 });
const PASSWORD = 'Rahasia#2026';

function fragment(location: string) {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

describe('POST /signup with email confirmation on', () => {
  it('creates an unconfirmed user without a session and mails a confirmation link', async () => {
    const email = uniqueEmail('daftar');
    const { data, error } = await stack.anon().auth.signUp({
      email,
      password: PASSWORD,
      options: { captchaToken, data: { full_name: 'Siti Aminah' }, emailRedirectTo: `${SITE_URL}/email-verification` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Siti Aminah', email, email_verified: false, sub: data.user!.id },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeDefined();
    expect(data.user!.identities).toHaveLength(1);

    const [row] = await stack.db.sql`
      select encrypted_password, confirmation_token, email_confirmed_at from auth.users where id = ${data.user!.id}`;
    expect(row!.encrypted_password).toMatch(/^\$2a\$10\$/);
    expect(row!.confirmation_token).toMatch(/^[0-9a-f]{56}$/);
    expect(row!.email_confirmed_at).toBeNull();

    const mail = await stack.latestMail(email);
    expect(mail.Subject).toBe('Konfirmasi pendaftaran akun SIMK');
    expect(mail.Text).toContain('Terima kasih telah mendaftar di SIMK');
    expect(mail.HTML).toContain('Konfirmasi email saya');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.issuer}/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toBe(row!.confirmation_token);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE_URL}/email-verification`);
  });

  it('refuses login before confirmation with email_not_confirmed', async () => {
    const email = uniqueEmail('belum');
    await stack.anon().auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    const { error } = await stack
      .anon()
      .auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('confirms through the emailed link: 303 to redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail('tautan');
    await stack
      .anon()
      .auth.signUp({ email, password: PASSWORD, options: { captchaToken, emailRedirectTo: `${SITE_URL}/masuk` } });
    const { link } = await stack.latestMail(email);

    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${SITE_URL}/masuk#`)).toBe(true);
    const params = fragment(location);
    expect(params).toMatchObject({ token_type: 'bearer', expires_in: '3600', type: 'signup' });
    const { data, error } = await stack.anon().auth.getUser(params.access_token);
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(data.user!.user_metadata.email_verified).toBe(true);

    // Now the password works, and the link is spent.
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toBeNull();
    const again = await fetch(link, { redirect: 'manual' });
    expect(fragment(again.headers.get('location')!)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('confirms with verifyOtp and the token hash, as a custom email template would', async () => {
    const email = uniqueEmail('hash');
    await stack.anon().auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    const token = new URL((await stack.latestMail(email)).link).searchParams.get('token')!;
    const client = stack.anon();
    const { data, error } = await client.auth.verifyOtp({ type: 'email', token_hash: token });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user!.email).toBe(email);
    expect(data.user!.email_confirmed_at).toBeDefined();

    const reused = await stack.anon().auth.verifyOtp({ type: 'signup', token_hash: token });
    expect(reused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('confirms with the six-digit code from the email', async () => {
    const email = uniqueEmail('kode');
    await stack.anon().auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    const { otp } = await stack.latestMail(email);
    expect(otp).toMatch(/^\d{6}$/);
    const wrong = await stack
      .anon()
      .auth.verifyOtp({ type: 'signup', email, token: otp === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await stack.anon().auth.verifyOtp({ type: 'signup', email, token: otp });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('kedaluwarsa');
    await stack.anon().auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    await stack.db.sql`update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = ${email}`;
    const token = new URL((await stack.latestMail(email)).link).searchParams.get('token')!;
    const { error } = await stack.anon().auth.verifyOtp({ type: 'signup', token_hash: token });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('answers a signup for an existing confirmed account like a new one, without an email', async () => {
    const email = uniqueEmail('sudahada');
    const existingId = await seedUserBySql(stack.db, email, PASSWORD);
    const { data, error } = await stack
      .anon()
      .auth.signUp({ email, password: 'LainLagi#2026', options: { captchaToken } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.id).not.toBe(existingId);
    // supabase-js documents this marker: an obfuscated user has no identities.
    expect(data.user!.identities).toEqual([]);
    expect(await stack.mailCount(email)).toBe(0);
    // The real account keeps its password.
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toBeNull();
  });

  it('resends the confirmation to an unconfirmed account and leaves the account unchanged', async () => {
    const email = uniqueEmail('ulang');
    await stack
      .anon()
      .auth.signUp({ email, password: PASSWORD, options: { captchaToken, data: { full_name: 'Pertama' } } });
    await stack
      .anon()
      .auth.signUp({ email, password: 'Berbeda#2026', options: { captchaToken, data: { full_name: 'Kedua' } } });
    expect(await stack.mailCount(email)).toBe(2);
    const { error } = await stack.anon().auth.resend({ type: 'signup', email, options: { captchaToken } });
    expect(error).toBeNull();
    expect(await stack.mailCount(email)).toBe(3);
    const [row] = await stack.db
      .sql`select raw_user_meta_data ->> 'full_name' as name from auth.users where email = ${email}`;
    expect(row!.name).toBe('Pertama');
  });

  it('rejects a short password with weak_password and a bad address with validation_failed', async () => {
    const weak = await stack
      .anon()
      .auth.signUp({ email: uniqueEmail('lemah'), password: '12345', options: { captchaToken } });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    const bad = await stack.anon().auth.signUp({ email: 'bukan-email', password: PASSWORD, options: { captchaToken } });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('replaces a redirect_to outside the allow list with the site URL', async () => {
    const email = uniqueEmail('alihkan');
    await stack
      .anon()
      .auth.signUp({ email, password: PASSWORD, options: { captchaToken, emailRedirectTo: 'https://evil.example/x' } });
    const link = new URL((await stack.latestMail(email)).link);
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);
    const allowed = uniqueEmail('localhost');
    await stack.anon().auth.signUp({
      email: allowed,
      password: PASSWORD,
      options: { captchaToken, emailRedirectTo: 'http://localhost:5173/email-verification' },
    });
    expect(new URL((await stack.latestMail(allowed)).link).searchParams.get('redirect_to')).toBe(
      'http://localhost:5173/email-verification',
    );
  });
});

describe('POST /recover and password reset', () => {
  it('mails a recovery link; verifyOtp with its token hash gives a session that can set a new password', async () => {
    const email = uniqueEmail('lupa');
    await seedUserBySql(stack.db, email, PASSWORD);
    const other = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });

    const { data: sent, error: sendError } = await stack
      .anon()
      .auth.resetPasswordForEmail(email, { captchaToken, redirectTo: `${SITE_URL}/reset-password` });
    expect(sendError).toBeNull();
    expect(sent).toEqual({});
    const mail = await stack.latestMail(email);
    expect(mail.Subject).toBe('Atur ulang kata sandi SIMK');
    const link = new URL(mail.link);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE_URL}/reset-password`);

    const client = stack.anon();
    const { data, error } = await client.auth.verifyOtp({
      type: 'recovery',
      token_hash: link.searchParams.get('token')!,
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as {
      amr: Array<{ method: string }>;
    };
    expect(claims.amr[0]!.method).toBe('otp');

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const { data: updated, error: updateError } = await client.auth.updateUser({ password: 'KataSandiBaru#1' });
    expect(updateError).toBeNull();
    expect(updated.user!.email).toBe(email);

    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: 'KataSandiBaru#1', options: { captchaToken } }))
        .error,
    ).toBeNull();
    // A password change ends the user's other sessions.
    const stale = await stack.anon().auth.refreshSession({ refresh_token: other.data.session!.refresh_token });
    expect(stale.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('follows the emailed recovery link to the reset page with a session in the fragment', async () => {
    const email = uniqueEmail('tautanpulih');
    await seedUserBySql(stack.db, email, PASSWORD);
    await stack.anon().auth.resetPasswordForEmail(email, { captchaToken, redirectTo: `${SITE_URL}/reset-password` });
    const response = await fetch((await stack.latestMail(email)).link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${SITE_URL}/reset-password#`)).toBe(true);
    expect(fragment(location)).toMatchObject({ type: 'recovery', token_type: 'bearer' });
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = uniqueEmail('takada');
    const { data, error } = await stack.anon().auth.resetPasswordForEmail(email, { captchaToken });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await stack.mailCount(email)).toBe(0);
  });
});

describe('PUT /user', () => {
  it('merges user metadata; null removes a key', async () => {
    const email = uniqueEmail('profil');
    await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const first = await client.auth.updateUser({ data: { phone_number: '+6281234567890' } });
    expect(first.data.user!.user_metadata).toMatchObject({
      full_name: 'Pengguna Seed',
      phone_number: '+6281234567890',
    });
    const second = await client.auth.updateUser({ data: { full_name: null } });
    expect(second.data.user!.user_metadata).toEqual({ phone_number: '+6281234567890' });
  });

  it('changes the email only after both the current and the new address confirm (secure email change)', async () => {
    const email = uniqueEmail('lama');
    const newEmail = uniqueEmail('baru');
    await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });

    const toNew = await stack.latestMail(newEmail);
    const toCurrent = await stack.latestMail(email);
    for (const mail of [toNew, toCurrent]) {
      expect(mail.Subject).toBe('Konfirmasi perubahan email SIMK');
      expect(mail.Text).toContain(`dari ${email} menjadi ${newEmail}`);
    }
    const newToken = new URL(toNew.link).searchParams.get('token')!;
    const currentToken = new URL(toCurrent.link).searchParams.get('token')!;
    expect(newToken).not.toBe(currentToken);

    // The first confirmation is accepted, with no session, and the address stays.
    const first = await stack.anon().auth.verifyOtp({ type: 'email_change', token_hash: newToken });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    // GoTrue answers `{ msg, code }`, which auth-js turns into no user and no session.
    expect(first.data.user).toBeNull();
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
    // A spent token is not accepted twice.
    const again = await stack.anon().auth.verifyOtp({ type: 'email_change', token_hash: newToken });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const second = await stack.anon().auth.verifyOtp({ type: 'email_change', token_hash: currentToken });
    expect(second.error).toBeNull();
    expect(second.data.session).not.toBeNull();
    expect(second.data.user!.email).toBe(newEmail);
    expect(second.data.user!.new_email).toBeUndefined();
    expect(second.data.user!.identities![0]!.identity_data!.email).toBe(newEmail);
    expect(
      (await stack.anon().auth.signInWithPassword({ email: newEmail, password: PASSWORD, options: { captchaToken } }))
        .error,
    ).toBeNull();
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it('accepts the typed codes of both emails, and redirects the first link with a message', async () => {
    const email = uniqueEmail('kode');
    const newEmail = uniqueEmail('kodebaru');
    await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect(
      (await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${SITE_URL}/email-change` })).error,
    ).toBeNull();
    const toCurrent = await stack.latestMail(email);
    const toNew = await stack.latestMail(newEmail);

    const link = await fetch(toCurrent.link, { redirect: 'manual' });
    expect(link.status).toBe(303);
    const target = new URL(link.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE_URL}/email-change`);
    expect(new URLSearchParams(target.hash.slice(1)).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );

    const wrong = await stack.anon().auth.verifyOtp({ type: 'email_change', email: newEmail, token: '000000' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await stack.anon().auth.verifyOtp({ type: 'email_change', email: newEmail, token: toNew.otp });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(newEmail);
  });

  it('refuses the same request again within max_frequency, an invalid address, and leaves the same address alone', async () => {
    const email = uniqueEmail('batas');
    await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const invalid = await client.auth.updateUser({ email: 'bukan-email' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const same = await client.auth.updateUser({ email });
    expect(same.error).toBeNull();
    expect(same.data.user!.new_email).toBeUndefined();
    expect(await stack.mailCount(email)).toBe(0);
  });

  it('asks for aal2 before changing the email of a user with a verified factor', async () => {
    const email = uniqueEmail('mfa');
    await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp.generate() })).error,
    ).toBeNull();

    const aal1 = stack.anon();
    await aal1.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const refused = await aal1.auth.updateUser({ email: uniqueEmail('mfabaru') });
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect((await client.auth.updateUser({ email: uniqueEmail('mfabaru2') })).error).toBeNull();
  });

  it('refuses an email that belongs to another account', async () => {
    const email = uniqueEmail('satu');
    const taken = uniqueEmail('dua');
    await seedUserBySql(stack.db, email, PASSWORD);
    await seedUserBySql(stack.db, taken, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('email send frequency', () => {
  const limited = useAuthStack({ emailMaxFrequency: 60 });

  it('answers a second email change within max_frequency with 429 over_email_send_rate_limit', async () => {
    const email = uniqueEmail('gantisering');
    await seedUserBySql(limited.db, email, PASSWORD);
    const client = limited.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect((await client.auth.updateUser({ email: uniqueEmail('satu') })).error).toBeNull();
    const { error } = await client.auth.updateUser({ email: uniqueEmail('dua') });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('answers a second recovery request within max_frequency with 429 over_email_send_rate_limit', async () => {
    const email = uniqueEmail('sering');
    await seedUserBySql(limited.db, email, PASSWORD);
    expect((await limited.anon().auth.resetPasswordForEmail(email, { captchaToken })).error).toBeNull();
    const { error } = await limited.anon().auth.resetPasswordForEmail(email, { captchaToken });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });
});

describe('autoconfirm (enable_confirmations = false)', () => {
  const auto = useAuthStack({ autoconfirm: true });

  it('signs the new user in at once and refuses a duplicate with user_already_exists', async () => {
    const email = uniqueEmail('otomatis');
    const { data, error } = await auto.anon().auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer' });
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(await auto.mailCount(email)).toBe(0);
    const again = await auto.anon().auth.signUp({ email, password: PASSWORD, options: { captchaToken } });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });
});

describe('email change without double confirmation ([auth.email] double_confirm_changes = false)', () => {
  const single = useAuthStack({ secureEmailChange: false });

  it('sends only to the new address, whose confirmation switches it', async () => {
    const email = uniqueEmail('tunggal');
    const newEmail = uniqueEmail('tunggalbaru');
    await seedUserBySql(single.db, email, PASSWORD);
    const client = single.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expect(await single.mailCount(email)).toBe(0);
    const token = new URL((await single.latestMail(newEmail)).link).searchParams.get('token')!;
    const verified = await single.anon().auth.verifyOtp({ type: 'email_change', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(newEmail);
  });
});
