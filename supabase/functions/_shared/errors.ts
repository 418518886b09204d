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
  SEPARATION_OF_DUTIES: {
    status: 403,
    message:
      'Tindakan atas keanggotaan Anda sendiri tidak diizinkan. Mintalah pengurus lain atau pengurus tingkat di atas Anda untuk melakukannya.',
  },
  AAL2_REQUIRED: {
    status: 403,
    message:
      'Pengurus wajib memakai verifikasi dua langkah untuk tindakan ini. Aktifkan autentikasi dua faktor di Pengaturan Akun bila belum, lalu keluar dan masuk kembali dengan kode dari aplikasi autentikator.',
  },
  AAL2_SESSION_REQUIRED: {
    status: 403,
    message:
      'Untuk mewajibkan verifikasi dua langkah bagi pengurus, Anda sendiri harus masuk dengan kode dari aplikasi autentikator. Aktifkan autentikasi dua faktor, lalu keluar dan masuk kembali dengan kodenya.',
  },
  LOGIN_FAILED: { status: 401, message: 'Login gagal. Periksa kembali email/NAP dan kata sandi Anda.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Terlalu banyak percobaan masuk. Silakan coba lagi nanti.' },
  TURNSTILE_FAILED: { status: 400, message: 'Verifikasi keamanan gagal. Silakan coba lagi.' },
  EMAIL_NOT_CONFIRMED: { status: 403, message: 'Email Anda belum dikonfirmasi. Buka tautan konfirmasi di email Anda.' },
  WEAK_PASSWORD: { status: 422, message: 'Kata sandi terlalu lemah. Gunakan minimal 8 karakter.' },
  INVALID_TOKEN: { status: 400, message: 'Tautan tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.' },
  EMAIL_TAKEN: {
    status: 409,
    message: 'Email ini sudah digunakan oleh akun atau anggota lain. Gunakan alamat email lain.',
  },
  EMAIL_CHANGE_TOO_SOON: {
    status: 429,
    message: 'Permintaan perubahan email baru saja dikirim. Tunggu sebentar sebelum mencoba lagi.',
  },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Kata sandi saat ini salah.' },
  AUTH_UNAVAILABLE: { status: 503, message: 'Layanan autentikasi tidak dapat dihubungi. Silakan coba lagi nanti.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database tidak dapat dihubungi. Silakan coba lagi nanti.' },
  STORAGE_UNAVAILABLE: { status: 503, message: 'Penyimpanan berkas tidak dapat dihubungi. Silakan coba lagi nanti.' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Anggota tidak ditemukan.' },
  TWO_FACTOR_NOT_ENABLED: {
    status: 409,
    message: 'Anggota ini tidak menggunakan autentikasi dua faktor, jadi tidak ada yang perlu diatur ulang.',
  },
  RECORD_NOT_FOUND: { status: 404, message: 'Data tidak ditemukan.' },
  TRANSITION_NOT_ALLOWED: { status: 409, message: 'Perubahan status ini tidak diizinkan.' },
  DUPLICATE: { status: 409, message: 'Data sudah terdaftar.' },
  APPLICATION_DUPLICATE: {
    status: 409,
    message:
      'Pendaftar ini cocok dengan anggota yang sudah memiliki NAP. Tautkan ke anggota tersebut atau tolak pendaftaran dengan alasan.',
  },
  MEMBER_HAS_LOGIN: {
    status: 409,
    message: 'Anggota ini sudah memiliki akun. Tolak pendaftaran ini dengan alasan.',
  },
  CLAIM_TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Terlalu banyak permintaan klaim NAP. Silakan coba lagi nanti.',
  },
  CLAIM_CONFLICT: {
    status: 409,
    message:
      'NAP ini sudah terhubung dengan akun lain, sehingga tidak dapat diklaim lagi. Klaim Anda dicatat sebagai sengketa; pengurus DPC akan meninjaunya dan menghubungi Anda.',
  },
  CLAIM_EMAIL_HAS_ACCOUNT: {
    status: 409,
    message:
      'Email ini sudah memiliki akun SIMK. Masuk dengan akun tersebut, atau minta tautan klaim baru dengan email lain.',
  },
  CLAIM_NOT_FOUND: { status: 404, message: 'Klaim NAP tidak ditemukan.' },
  CLAIM_AWAITING_APPROVAL: {
    status: 409,
    message:
      'Permintaan klaim Anda menunggu persetujuan pengurus DPC. Kami akan mengirim tautan untuk membuat kata sandi setelah permintaan disetujui.',
  },
  CLAIM_MEMBER_HAS_LOGIN: {
    status: 409,
    message: 'Anggota ini sudah memiliki akun, sehingga klaim tidak dapat disetujui. Tolak klaim ini dengan alasan.',
  },
  DUES_CATEGORY_NOT_FOUND: { status: 404, message: 'Kategori iuran tidak ditemukan.' },
  DUES_CATEGORY_NAME_TAKEN: { status: 409, message: 'Nama kategori iuran sudah digunakan. Gunakan nama lain.' },
  DUES_CATEGORY_HAS_BILLS: {
    status: 409,
    message:
      'Kategori iuran ini sudah memiliki tagihan sehingga tidak dapat dihapus. Nonaktifkan kategori ini agar tidak menerbitkan tagihan baru.',
  },
  BILL_NOT_FOUND: { status: 404, message: 'Tagihan tidak ditemukan.' },
  BILL_NOT_WAIVABLE: { status: 409, message: 'Hanya tagihan yang belum dibayar yang dapat dibebaskan.' },
  BILLS_NOT_PAYABLE: {
    status: 409,
    message: 'Ada tagihan yang sudah dibayar, dibebaskan, atau bukan milik anggota ini. Muat ulang daftar tagihan.',
  },
  BILLS_PAYMENT_PENDING: {
    status: 409,
    message:
      'Ada tagihan yang sedang menunggu pembayaran QRIS lain. Selesaikan pembayaran itu atau tunggu hingga kedaluwarsa.',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Pembayaran tidak ditemukan.' },
  PAYMENT_NOT_COMPLETED: { status: 409, message: 'Kwitansi hanya tersedia untuk pembayaran yang sudah berhasil.' },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: 502,
    message: 'Layanan pembayaran QRIS sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.',
  },
  MUTATION_NOT_FOUND: { status: 404, message: 'Permohonan mutasi tidak ditemukan.' },
  MUTATION_ALREADY_DECIDED: {
    status: 409,
    message: 'Permohonan mutasi ini sudah diputuskan oleh pengurus lain. Muat ulang untuk melihat status terbarunya.',
  },
  MUTATION_NOT_YET_RELEASED: { status: 409, message: 'Permohonan mutasi ini belum dilepas oleh DPC asal.' },
  MUTATION_DOCUMENTS_INCOMPLETE: {
    status: 409,
    message: 'Dokumen permohonan mutasi belum lengkap. Persetujuan menunggu ketiga dokumen diunggah.',
  },
  MUTATION_OPEN_REQUEST_EXISTS: {
    status: 409,
    message:
      'Anda masih memiliki permohonan mutasi yang belum selesai. Batalkan atau tunggu keputusannya sebelum mengajukan yang baru.',
  },
  MUTATION_MEMBER_NOT_ACTIVE: { status: 409, message: 'Hanya anggota berstatus Aktif yang dapat mengajukan mutasi.' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Pesan tidak ditemukan.' },
  MESSAGE_NOT_RETRYABLE: {
    status: 409,
    message: 'Hanya pesan yang gagal terkirim yang dapat dikirim ulang. Muat ulang untuk melihat status terbarunya.',
  },
  MESSAGE_RETRY_TOO_MANY: {
    status: 422,
    message: 'Terlalu banyak pesan gagal pada filter ini. Persempit filter hingga paling banyak 1.000 pesan.',
  },
  OVERDUE_MEMBER_NOT_FOUND: { status: 404, message: 'Anggota tidak ditemukan atau tidak memiliki tunggakan.' },
  REMINDER_RECIPIENTS_TOO_MANY: {
    status: 422,
    message: 'Terlalu banyak anggota pada filter ini. Persempit filter hingga paling banyak 10.000 anggota.',
  },
  OUT_OF_SCOPE: { status: 403, message: 'Data ini di luar cakupan wilayah Anda.' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'Data yang dikirim terlalu besar. Batasnya 1 MB, atau 10 MB untuk berkas impor anggota.',
  },
  IMPORT_INVALID: {
    status: 400,
    message: 'Impor dibatalkan: masih ada baris yang tidak valid. Tidak ada data yang disimpan.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Terjadi kesalahan pada server. Silakan coba lagi.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
