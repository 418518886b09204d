import { Box, Button, Heading, Input, Stack } from '@chakra-ui/react';
import { documentVerificationRequestSchema } from '@shared/contracts/content';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useVerifyDocumentMutation } from '../api/verify-document';
import { ContentPage } from '../components/content-page';
import { InfoCard } from '../components/info-blocks';
import { ErrorState, isNotFound } from '../components/query-view';
import { VerificationResult } from '../components/verification-result';
import { Form } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';

/**
 * `/document-verification`: check a certificate or document by its code. A link with `?code=`
 * (a QR code printed on a document) checks at once.
 */
export default function DocumentVerificationPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const [params] = useSearchParams();
  const form = useZodForm(documentVerificationRequestSchema, { defaultValues: { code: params.get('code') ?? '' } });
  const verify = useVerifyDocumentMutation();
  const resultId = useId();

  const linkedCode = params.get('code');
  const { mutate } = verify;
  useEffect(() => {
    // A link's code is checked at once when it is well formed; a malformed one waits in the field.
    const parsed = documentVerificationRequestSchema.safeParse({ code: linkedCode ?? '' });
    if (parsed.success) mutate(parsed.data.code);
  }, [linkedCode, mutate]);

  return (
    <ContentPage title={tr('documentVerification')} intro={t('verification.intro')} maxW="3xl">
      <Stack gap="8">
        <InfoCard title={t('verification.formTitle')}>
          <Form form={form} onSubmit={({ code }) => verify.mutate(code)} onInvalid={verify.reset}>
            <Stack gap="4">
              <FormField name="code" label={t('verification.codeLabel')} help={t('verification.codeHelp')} required>
                <Input
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  fontFamily="mono"
                  {...form.register('code')}
                />
              </FormField>
              <Button
                type="submit"
                alignSelf="flex-start"
                loading={verify.isPending}
                loadingText={t('verification.submitting')}
              >
                {t('verification.submit')}
              </Button>
            </Stack>
          </Form>
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
                  onRetry={() => void form.handleSubmit(({ code }) => verify.mutate(code))()}
                />
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </ContentPage>
  );
}
