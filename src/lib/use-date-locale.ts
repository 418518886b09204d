import { useTranslation } from 'react-i18next';

/** The Intl locale of the chosen language: Indonesian dates, or British English ones. */
export function useDateLocale(): string {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en-GB' : 'id-ID';
}
