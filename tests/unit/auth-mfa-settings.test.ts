// The local auth service takes its MFA switches from supabase/config.toml's [auth.mfa] and
// [auth.mfa.totp], the same keys `supabase start` and the hosted project read (decision 0032).
import { describe, expect, it } from 'vitest';
import { authSettingsFromConfig } from '../../local/auth-settings.ts';
import { parseToml } from '../../local/supabase-config.ts';

/** `[auth.captcha]` is on in the project config, so its secret must resolve. */
const env = (name: string) => (name === 'TURNSTILE_SECRET_KEY' ? 'test-secret' : undefined);

describe('auth MFA settings', () => {
  it('reads TOTP on and ten factors from the project config', () => {
    expect(authSettingsFromConfig(env, 'http://127.0.0.1/siteverify').mfa).toEqual({
      totpEnroll: true,
      totpVerify: true,
      maxEnrolledFactors: 10,
    });
  });

  it('turns TOTP off where the config says so', () => {
    const config = parseToml(
      '[auth.mfa]\nmax_enrolled_factors = 3\n[auth.mfa.totp]\nenroll_enabled = false\nverify_enabled = false\n',
    );
    expect(authSettingsFromConfig(env, 'http://127.0.0.1/siteverify', config).mfa).toEqual({
      totpEnroll: false,
      totpVerify: false,
      maxEnrolledFactors: 3,
    });
  });
});
