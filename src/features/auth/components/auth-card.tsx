import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every sign-in, registration and password page: one card, centred. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation();

  return (
    <Container maxW="lg" paddingY={{ base: '8', md: '14' }}>
      <title>{`${title} · ${t('appName')}`}</title>
      <Box
        as="section"
        aria-labelledby="auth-card-title"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        boxShadow="sm"
        paddingX={{ base: '5', md: '10' }}
        paddingY={{ base: '8', md: '10' }}
      >
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" id="auth-card-title" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Box>
      {footer && (
        <Stack gap="2" marginTop="6" align="center" textStyle="sm" color="fg.muted">
          {footer}
        </Stack>
      )}
    </Container>
  );
}
