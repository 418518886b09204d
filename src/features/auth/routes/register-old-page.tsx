import { Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CLAIM_NAP_PATH } from '../claim-nap-path';
import { AuthCard } from '../components/auth-card';

/**
 * `/register-old` (spec §2): the way in for a member of the old register. They already hold a NAP,
 * so they do not register again: they claim it (decision 0035). A newcomer is sent to `/register`.
 */
export default function RegisterOldPage() {
  const { t } = useTranslation('auth');

  return (
    <AuthCard
      title={t('registerOld.title')}
      subtitle={t('registerOld.subtitle')}
      footer={
        <>
          <Text>
            {t('registerOld.newMember')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/register">{t('login.register')}</RouterLink>
            </Link>
          </Text>
          <Text>
            {t('registerOld.hasAccount')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/login">{t('registerOld.login')}</RouterLink>
            </Link>
          </Text>
        </>
      }
    >
      <Stack gap="5">
        <Text>{t('registerOld.stepsIntro')}</Text>
        <List.Root as="ol" gap="2" paddingStart="5">
          <List.Item>{t('registerOld.step1')}</List.Item>
          <List.Item>{t('registerOld.step2')}</List.Item>
          <List.Item>{t('registerOld.step3')}</List.Item>
        </List.Root>
        <Button asChild size="lg">
          <RouterLink to={CLAIM_NAP_PATH}>{t('registerOld.claim')}</RouterLink>
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {t('registerOld.noEmail')}
        </Text>
      </Stack>
    </AuthCard>
  );
}
