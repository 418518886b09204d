import type { TFunction } from 'i18next';
import type { MessageTemplate } from '@shared/contracts/messages';

/** A message type's label (`template.*`: one for every template the outbox holds). */
export function templateLabel(t: TFunction<'messages'>, template: MessageTemplate): string {
  return t(`template.${template}`);
}
