import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../components/content-icons';
import { ContentPage } from '../components/content-page';
import { CheckList, InfoCard } from '../components/info-blocks';
import { journalUrl } from '../lib/journal-url';

/** `/ojs`: what the journal portal offers, and the way out to it. */
export default function JournalPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const url = journalUrl();

  return (
    <ContentPage title={tr('journal')} intro={t('journal.intro')} maxW="4xl">
      <InfoCard>
        <Stack gap="6">
          <CheckList items={t('journal.points', { returnObjects: true }) as string[]} />
          {url ? (
            <Stack gap="2">
              <Button asChild alignSelf="flex-start" size="lg">
                <a href={url.href} target="_blank" rel="noopener noreferrer">
                  {t('journal.open')}
                  <ExternalLinkIcon />
                  <Text as="span" srOnly>
                    {t('journal.opensNewTab')}
                  </Text>
                </a>
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {t('journal.leaving', { host: url.host })}
              </Text>
            </Stack>
          ) : (
            <Text role="note" color="fg.muted">
              {t('journal.unconfigured')}
            </Text>
          )}
        </Stack>
      </InfoCard>
    </ContentPage>
  );
}
