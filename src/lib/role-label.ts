import { useTranslation } from 'react-i18next';
import type idCommon from '@/locales/id/common.json';

type RoleName = keyof typeof idCommon.roles;

/**
 * A role's name in the reader's language (`common:roles.<ROLE>`). The session carries the
 * database's Indonesian label (`roles.display_name`), shown only for a role the texts do not know.
 */
export function useRoleLabel(): (user: { role: string; roleLabel: string } | null | undefined) => string {
  const { t, i18n } = useTranslation('common');
  return (user) => {
    if (!user) return '';
    return i18n.exists(`common:roles.${user.role}`) ? t(`roles.${user.role as RoleName}`) : user.roleLabel;
  };
}
