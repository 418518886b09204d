import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/ui/coming-soon-page';
import type { resources } from '@/lib/i18n';

export type RouteTitleKey = keyof (typeof resources)['id']['routes'];

/** A route whose feature is not built yet; its title comes from the `routes` translations. */
export default function ComingSoonRoute({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation('routes');
  return <ComingSoonPage title={t(titleKey)} />;
}
