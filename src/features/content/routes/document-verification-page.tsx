import { Box, Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { documentVerificationRequestSchema } from '@shared/contracts/content';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useVerifyDocumentMutation } from '../api/verify-document';
import { ContentPage } from '../components/content-page';
import { InfoCard } from '../components/info-blocks';
import { ErrorState, isNotFound } from '../components/query-view';
import { VerificationResult } from '../components/verification-result';
import { validationText } from '@/lib/validation-text';

/**
 * `/document-verification`: check a certificate or document by its code. A link with `?code=`
 * (a QR code printed on a document) checks at once.
 */
export default function DocumentVerificationPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get('code') ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const verify = useVerifyDocumentMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultId = useId();

  const check = (value: string) => {
    const parsed = documentVerificationRequestSchema.safeParse({ code: value });
    if (!parsed.success) {
      setFieldError(validationText(t, parsed.error.issues[0]?.message));
      verify.reset();
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    verify.mutate(parsed.data.code);
  };

  const linkedCode = params.get('code');
  const { mutate } = verify;
  useEffect(() => {
    const parsed = documentVerificationRequestSchema.safeParse({ code: linkedCode ?? '' });
    if (parsed.success) mutate(parsed.data.code);
  }, [linkedCode, mutate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(code);
  };

  return (
    <ContentPage title={tr('documentVerification')} intro={t('verification.intro')} maxW="3xl">
      <Stack gap="8">
        <InfoCard title={t('verification.formTitle')}>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Field.Root invalid={!!fieldError} required>
                <Field.Label>{t('verification.codeLabel')}</Field.Label>
                <Input
                  ref={inputRef}
                  name="code"
                  value={code}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  onChange={(event) => setCode(event.target.value)}
                  fontFamily="mono"
                />
                {fieldError ? (
                  <Field.ErrorText>{fieldError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('verification.codeHelp')}</Field.HelperText>
                )}
              </Field.Root>
              <Button
                type="submit"
                alignSelf="flex-start"
                loading={verify.isPending}
                loadingText={t('verification.submitting')}
              >
                {t('verification.submit')}
              </Button>
            </Stack>
          </form>
        </InfoCard>
        <Box id={resultId} aria-live="polite">
          {(verify.isSuccess || verify.isError) && (
            <Stack gap="4">
              <Heading as="h2" size="lg">
                {t('verification.resultTitle')}
              </Heading>
              {verify.isSuccess ? (
                <VerificationResult result={verify.data} />
              ) : (
                <ErrorState
                  title={isNotFound(verify.error) ? t('verification.notFoundTitle') : t('verification.errorTitle')}
                  error={verify.error}
                  onRetry={() => check(code)}
                />
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </ContentPage>
  );
}
