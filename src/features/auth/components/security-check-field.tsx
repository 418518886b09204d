import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { env } from '@/lib/env';
import { afterFirstPaint } from '@/lib/use-after-first-paint';
import { loadTurnstileScript } from './turnstile-script';
import type { SecurityCheck } from './use-security-check';

/** The Turnstile widget with its state in words (spec §4, §8) and a way to start over. */
export function SecurityCheckField({ check }: { check: SecurityCheck }) {
  const { t, i18n } = useTranslation('auth');
  const { status, resets, reset, onSuccess, onExpire, onError } = check;
  const widget = useRef<TurnstileInstance | undefined>(undefined);
  // Bumped when the script itself failed: the widget is rebuilt and the script loaded again.
  const [generation, setGeneration] = useState(0);

  // After the page's first paint: its text does not wait for a third-party script.
  useEffect(() => afterFirstPaint(() => loadTurnstileScript(onError)), [generation, onError]);

  useEffect(() => {
    if (resets === 0) return;
    if (widget.current && window.turnstile) widget.current.reset();
    else setGeneration((value) => value + 1);
  }, [resets]);

  const failed = status === 'expired' || status === 'error';

  return (
    <Stack gap="2" role="group" aria-labelledby="security-check-label">
      <Text id="security-check-label" fontWeight="medium" textStyle="sm">
        {t('securityCheck.label')}
      </Text>
      <Box minHeight="65px">
        <Turnstile
          key={generation}
          ref={widget}
          siteKey={env.turnstileSiteKey}
          injectScript={false}
          options={{ refreshExpired: 'manual', language: i18n.language, size: 'flexible' }}
          onSuccess={onSuccess}
          onExpire={onExpire}
          onError={onError}
        />
      </Box>
      <HStack
        gap="2"
        align="start"
        color={failed ? 'fg.error' : status === 'verified' ? 'fg.success' : 'fg.muted'}
        textStyle="sm"
        role={failed ? 'alert' : 'status'}
        data-security-check={status}
      >
        {failed ? <AlertCircleIcon boxSize="4" marginTop="0.5" /> : <ShieldCheckIcon boxSize="4" marginTop="0.5" />}
        <Text>{t(`securityCheck.${status}`)}</Text>
      </HStack>
      {failed && (
        <Box>
          <Button type="button" size="xs" variant="outline" onClick={reset}>
            {t('securityCheck.retry')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
