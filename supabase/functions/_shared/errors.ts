/**
 * The error catalogue: every error code the API returns, with its HTTP status and the Indonesian
 * message users see. Spec §8 messages are used word for word where the spec has one.
 */
export const errorCatalogue = {
  NOT_FOUND: { status: 404, message: 'Alamat yang diminta tidak ditemukan.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Metode permintaan tidak diizinkan.' },
  VALIDATION_ERROR: { status: 400, message: 'Data yang dikirim tidak valid.' },
  UNAUTHORIZED: { status: 401, message: 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.' },
  FORBIDDEN: { status: 403, message: 'Anda tidak memiliki akses untuk tindakan ini.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database tidak dapat dihubungi. Silakan coba lagi nanti.' },
  INTERNAL_ERROR: { status: 500, message: 'Terjadi kesalahan pada server. Silakan coba lagi.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
