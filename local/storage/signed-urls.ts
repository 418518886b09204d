import { createHmac } from 'node:crypto';
import { errors as jwtErrors, exportJWK, jwtVerify, SignJWT } from 'jose';
import type { AuthKeys } from '../auth/keys.ts';
import { errors } from './errors.ts';

/**
 * The longest a signed download URL may live: 7 days, the maximum of an S3 presigned URL (SigV4).
 * Hosted Supabase Storage sets no maximum (`expiresIn` is an integer >= 1); here a longer
 * `expiresIn` is refused with 400 rather than shortened, so a caller never holds a URL that lives
 * less than it asked without knowing (decision 0026).
 */
export const SIGNED_URL_MAX_SECONDS = 7 * 24 * 3600;

/** Supabase Storage's default lifetime of a signed upload URL: two hours. */
export const SIGNED_UPLOAD_LIFETIME_SECONDS = 2 * 3600;

export interface DownloadGrant {
  /** `bucket/path` */
  url: string;
}

export interface UploadGrant {
  url: string;
  owner: string | null;
  upsert: boolean;
}

/**
 * Signs and checks the tokens of signed URLs: HS256 JWTs as Supabase Storage issues them,
 * `{ url: "bucket/path", iat, exp }` for downloads and `{ url, owner, upsert }` for uploads. Their
 * secret is derived from the auth service's private key, so URLs survive a restart of `npm start`
 * and are never valid as access tokens (those are ES256).
 */
export class UrlSigner {
  private constructor(private readonly secret: Uint8Array) {}

  static async fromAuthKeys(keys: AuthKeys): Promise<UrlSigner> {
    const { d } = await exportJWK(keys.privateKey);
    if (!d) throw new Error('the auth signing key has no private part');
    return new UrlSigner(createHmac('sha256', d).update('simk-local-storage-signed-urls').digest());
  }

  signDownload(url: string, expiresIn: number): Promise<string> {
    return this.sign({ url }, expiresIn);
  }

  signUpload(grant: UploadGrant): Promise<string> {
    return this.sign({ ...grant }, SIGNED_UPLOAD_LIFETIME_SECONDS);
  }

  async verifyDownload(token: string, url: string): Promise<DownloadGrant> {
    return this.verify<DownloadGrant>(token, url);
  }

  async verifyUpload(token: string, url: string): Promise<UploadGrant> {
    const grant = await this.verify<UploadGrant>(token, url);
    return {
      url: grant.url,
      owner: typeof grant.owner === 'string' ? grant.owner : null,
      upsert: grant.upsert === true,
    };
  }

  private sign(claims: Record<string, unknown>, expiresIn: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.secret);
  }

  private async verify<T extends { url: string }>(token: string, url: string): Promise<T> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof jwtErrors.JWTExpired) throw errors.expiredSignature();
      throw errors.invalidSignature();
    }
    if (payload.url !== url) throw errors.invalidSignature('The url do not match the signature');
    return payload as unknown as T;
  }
}
