/**
 * The Indonesian messages of the auth contract, without zod: the login page shows them (translated
 * on the English site) without loading the schemas, which it needs only when the form is sent.
 */
export const authMessages = {
  identifierRequired: 'Email atau NAP harus diisi',
  passwordRequired: 'Kata sandi harus diisi',
  loginFailed: 'Login gagal. Periksa kembali email/NAP dan kata sandi Anda.',
  turnstileFailed: 'Verifikasi keamanan gagal. Silakan coba lagi.',
  passwordTooShort: 'Kata sandi minimal 8 karakter',
  passwordTooLong: 'Kata sandi maksimal 72 byte (huruf beraksen dan emoji dihitung lebih dari satu)',
  passwordCommon: 'Kata sandi ini terlalu umum atau pernah bocor. Pilih kata sandi lain.',
  passwordSameAsIdentity: 'Kata sandi tidak boleh sama dengan email atau NAP',
  fullNameRequired: 'Nama lengkap minimal 2 karakter',
  emailInvalid: 'Format email tidak valid',
  phoneInvalid: 'Nomor telepon tidak valid. Contoh: 0812 3456 7890',
  chapterRequired: 'Pilih DPC tempat Anda mendaftar',
  tokenRequired: 'Token tidak boleh kosong',
  secondFactorRequired:
    'Akun Anda memakai autentikasi dua faktor. Keluar, lalu masuk kembali dengan kata sandi dan kode 6 digit dari aplikasi autentikator.',
} as const;
