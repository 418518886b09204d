import type { Context } from 'hono';
import { AVATAR_BUCKET, AVATAR_MAX_BYTES } from '../../../_shared/contracts/profile.ts';
import type { AppEnv } from '../../app-env.ts';

export type OwnPhotoBytes = { ok: true; bytes: Uint8Array } | { ok: false; status: number | 'unreachable' };

/**
 * A photo's bytes from the avatars bucket, asked with the caller's own token so storage RLS
 * decides as it does for the web app. Never more than the bucket's byte limit.
 */
export async function fetchOwnPhoto(c: Context<AppEnv>, path: string): Promise<OwnPhotoBytes> {
  const { supabaseUrl, anonKey } = c.var.deps.config;
  const objectPath = path.split('/').map(encodeURIComponent).join('/');
  try {
    const response = await fetch(`${supabaseUrl}/storage/v1/object/authenticated/${AVATAR_BUCKET}/${objectPath}`, {
      headers: { authorization: `Bearer ${c.var.accessToken}`, apikey: anonKey },
      signal: AbortSignal.timeout(5_000),
    });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || declared > AVATAR_MAX_BYTES) {
      await response.body?.cancel();
      return { ok: false, status: response.ok ? 413 : response.status };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.length > AVATAR_MAX_BYTES ? { ok: false, status: 413 } : { ok: true, bytes };
  } catch (error) {
    c.var.deps.log('avatar: photo not fetched', String(error));
    return { ok: false, status: 'unreachable' };
  }
}
