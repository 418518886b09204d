/** Indonesian text for a refusal of the auth server (its GoTrue error code): the login code step and Keamanan. */
export function twoFactorErrorMessage(error: unknown): string {
  // supabase-js's AuthApiError carries GoTrue's `code` (read without loading supabase-js here).
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'mfa_verification_failed':
      return 'Kode salah. Periksa kode di aplikasi autentikator Anda lalu coba lagi.';
    case 'over_request_rate_limit':
      return 'Terlalu banyak percobaan kode. Tunggu beberapa menit lalu coba lagi.';
    case 'mfa_challenge_expired':
      return 'Waktu verifikasi habis. Silakan masukkan kode yang baru.';
    case 'insufficient_aal':
      return 'Masuk kembali dengan kode autentikator sebelum mengubah pengaturan ini.';
    case 'mfa_factor_not_found':
      return 'Autentikator tidak ditemukan. Muat ulang halaman lalu coba lagi.';
    case 'mfa_factor_name_conflict':
      return 'Nama autentikator ini sudah dipakai. Muat ulang halaman lalu coba lagi.';
    case 'too_many_enrolled_mfa_factors':
      return 'Jumlah autentikator sudah maksimal. Hapus salah satu untuk menambah yang baru.';
    default:
      return 'Permintaan gagal. Silakan coba lagi.';
  }
}
