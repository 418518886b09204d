import { useTranslation } from 'react-i18next';
import { auditLabels, type AuditLabelTexts } from '@shared/contracts/audit-labels';
import { isLanguage } from '@/lib/i18n';

/** The shared audit labels (actions, data types, fields) in the UI language. */
export function useAuditLabels(): AuditLabelTexts {
  const { i18n } = useTranslation();
  return auditLabels[isLanguage(i18n.language) ? i18n.language : 'id'];
}

/** `members.verify` → "Anggota diverifikasi"; an action without a label as it is. */
export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
