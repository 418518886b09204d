import { Alert, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A member screen the caller's role does not allow (spec §6), or whose permissions could not be
 * read: said plainly instead of a form or list that would only answer 403.
 */
export function NoAccess({ title, error, onRetry }: { title: string; error?: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Container maxW="4xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${title} · SIMK`}</title>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Alert.Root status={error ? 'error' : 'info'} role={error ? 'alert' : 'status'} data-testid="no-access">
          <Alert.Indicator />
          <Alert.Title>{error ? error.message : t('access.denied')}</Alert.Title>
          {error && onRetry && (
            <Button size="sm" variant="outline" marginStart="auto" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          )}
        </Alert.Root>
      </Stack>
    </Container>
  );
}
