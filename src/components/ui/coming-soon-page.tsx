import { Badge, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, ClockIcon } from '@/components/ui/icons';
import { StatePanel } from '@/components/ui/state-panel';

export interface ComingSoonPageProps {
  title: string;
  backTo?: string;
}

/** Shown for routes whose feature ships in a later release. */
export function ComingSoonPage({ title, backTo = '/' }: ComingSoonPageProps) {
  const { t } = useTranslation();

  return (
    <StatePanel icon={<ClockIcon boxSize="7" />} labelledBy="coming-soon-title">
      <title>{`${title} · ${t('appName')}`}</title>
      <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full" paddingX="3">
        {t('comingSoon.badge')}
      </Badge>
      <Heading as="h1" id="coming-soon-title" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg" maxW="xl">
        {t('comingSoon.description', { title })}
      </Text>
      <Text color="fg.muted" maxW="xl">
        {t('comingSoon.hint')}
      </Text>
      <Button asChild marginTop="2">
        <RouterLink to={backTo}>
          <ArrowLeftIcon />
          {t('comingSoon.backHome')}
        </RouterLink>
      </Button>
    </StatePanel>
  );
}
