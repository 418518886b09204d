import { useTranslation } from 'react-i18next';

/** What a success says, as the API sends it: Indonesian `message`, and its `notices:` key. */
export interface Notice {
  message: string;
  key?: string | undefined;
  params?: Record<string, string | number> | undefined;
}

/**
 * The text of a success notice in the reader's language; the server's Indonesian sentence until
 * the `notices` texts have loaded (no suspense: a form's typed values must survive the wait).
 */
export function useNoticeText(): (notice: Notice) => string {
  const { t, i18n } = useTranslation('notices', { useSuspense: false });
  return ({ message, key, params }) =>
    key && i18n.exists(key) ? (t as unknown as (key: string, options?: object) => string)(key, params) : message;
}
