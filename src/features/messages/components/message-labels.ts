import type { TFunction } from 'i18next';

/** A template's label; a template without one (added later) shows its name. */
export function templateLabel(t: TFunction<'messages'>, template: string): string {
  return t(`template.${template}` as 'template.dues_reminder', { defaultValue: template });
}

/** The known templates, for the filter. */
export const knownTemplates = [
  'dues_reminder',
  'membership_verified',
  'membership_rejected',
  'membership_expired',
  'nap_claim_link',
  'mutation_update',
] as const;
