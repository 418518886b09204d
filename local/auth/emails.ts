import { escapeHtml } from './mailbox.ts';

export type EmailKind = 'confirmation' | 'recovery' | 'email_change';

/** A template with GoTrue's variables: `{{ .ConfirmationURL }}`, `{{ .Token }}`, `{{ .TokenHash }}`,
 * `{{ .SiteURL }}`, `{{ .RedirectTo }}`, `{{ .Email }}`, `{{ .NewEmail }}` (as in Supabase's
 * `[auth.email.template.*]`). Values are HTML-escaped in `html` and inserted as is in `text`. */
export interface EmailTemplate {
  subject: string;
  html: string;
  text: string;
}

export type EmailVariables = Record<
  'ConfirmationURL' | 'Token' | 'TokenHash' | 'SiteURL' | 'RedirectTo' | 'Email' | 'NewEmail',
  string
>;

const footer = {
  html: `<p style="color:#4a5568;font-size:13px">Email ini dikirim otomatis oleh SIMK. Jangan membalas email ini.</p>`,
  text: `Email ini dikirim otomatis oleh SIMK. Jangan membalas email ini.`,
};

export const defaultTemplates: Record<EmailKind, EmailTemplate> = {
  confirmation: {
    subject: 'Konfirmasi pendaftaran akun SIMK',
    html: `<h2>Konfirmasi alamat email Anda</h2>
<p>Terima kasih telah mendaftar di SIMK. Klik tombol di bawah ini untuk mengonfirmasi alamat email {{ .Email }}:</p>
<p><a href="{{ .ConfirmationURL }}" style="background:#22543d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Konfirmasi email saya</a></p>
<p>Atau masukkan kode berikut: <strong>{{ .Token }}</strong></p>
<p>Tautan dan kode berlaku selama 1 jam. Jika Anda tidak merasa mendaftar di SIMK, abaikan email ini.</p>
${footer.html}`,
    text: `Konfirmasi alamat email Anda

Terima kasih telah mendaftar di SIMK. Buka tautan berikut untuk mengonfirmasi alamat email {{ .Email }}:
{{ .ConfirmationURL }}

Atau masukkan kode berikut: {{ .Token }}

Tautan dan kode berlaku selama 1 jam. Jika Anda tidak merasa mendaftar di SIMK, abaikan email ini.

${footer.text}`,
  },
  recovery: {
    subject: 'Atur ulang kata sandi SIMK',
    html: `<h2>Atur ulang kata sandi</h2>
<p>Kami menerima permintaan untuk mengatur ulang kata sandi akun SIMK {{ .Email }}. Klik tombol di bawah ini untuk membuat kata sandi baru:</p>
<p><a href="{{ .ConfirmationURL }}" style="background:#22543d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Atur ulang kata sandi</a></p>
<p>Atau masukkan kode berikut: <strong>{{ .Token }}</strong></p>
<p>Tautan dan kode berlaku selama 1 jam. Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini; kata sandi Anda tidak berubah.</p>
${footer.html}`,
    text: `Atur ulang kata sandi

Kami menerima permintaan untuk mengatur ulang kata sandi akun SIMK {{ .Email }}. Buka tautan berikut untuk membuat kata sandi baru:
{{ .ConfirmationURL }}

Atau masukkan kode berikut: {{ .Token }}

Tautan dan kode berlaku selama 1 jam. Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini; kata sandi Anda tidak berubah.

${footer.text}`,
  },
  email_change: {
    subject: 'Konfirmasi perubahan email SIMK',
    html: `<h2>Konfirmasi perubahan email</h2>
<p>Klik tombol di bawah ini untuk mengubah email akun SIMK Anda dari {{ .Email }} menjadi {{ .NewEmail }}:</p>
<p><a href="{{ .ConfirmationURL }}" style="background:#22543d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Ubah email saya</a></p>
<p>Atau masukkan kode berikut: <strong>{{ .Token }}</strong></p>
<p>Jika Anda tidak meminta perubahan ini, abaikan email ini.</p>
${footer.html}`,
    text: `Konfirmasi perubahan email

Buka tautan berikut untuk mengubah email akun SIMK Anda dari {{ .Email }} menjadi {{ .NewEmail }}:
{{ .ConfirmationURL }}

Atau masukkan kode berikut: {{ .Token }}

Jika Anda tidak meminta perubahan ini, abaikan email ini.

${footer.text}`,
  },
};

export function renderEmail(template: EmailTemplate, variables: EmailVariables) {
  const fill = (source: string, escape: (value: string) => string) =>
    source.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
      name in variables ? escape(variables[name as keyof EmailVariables]) : whole,
    );
  return {
    subject: fill(template.subject, (value) => value),
    html: fill(template.html, escapeHtml),
    text: fill(template.text, (value) => value),
  };
}
