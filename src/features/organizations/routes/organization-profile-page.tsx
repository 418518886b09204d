import { Alert, Button, Container, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ChapterProfile } from '@shared/contracts/organizations';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LookupNotFound, LookupSkeleton } from '@/components/ui/lookup-states';
import { isApiError } from '@/lib/api-client';
import { useChapterProfileQuery } from '../api/get-chapter-profile';
import { ChapterProfileCard } from '../components/chapter-profile-card';
import { ChapterProfileDialog } from '../components/chapter-profile-dialog';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/organization-profile[?organizationId=…]`: a chapter's profile, the caller's own by default (an
 * officer of a parent opens a child from the chapter list or the structure tree). Its own officers
 * edit it ("Ubah Profil"); `officersPanel`, composed by the app, appoints its officers there.
 */
export default function OrganizationProfilePage({
  officersPanel,
}: {
  officersPanel?: (chapter: ChapterProfile) => ReactNode;
}) {
  const { t } = useTranslation('organizations');
  const [params] = useSearchParams();
  const requested = params.get('organizationId');
  const organizationId = requested && GUID.test(requested) ? requested : null;
  const profile = useChapterProfileQuery(organizationId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const notFound = (
    <Container maxW="5xl" paddingY="8">
      <LookupNotFound
        id="chapter-not-found"
        title={t('profile.notFound')}
        hint={t('profile.notFoundHint')}
        testId="chapter-not-found"
      />
    </Container>
  );
  if (requested && !organizationId) return notFound;
  if (profile.isPending) {
    return (
      <Container maxW="5xl" paddingY="8">
        <LookupSkeleton label={t('profile.loading')} testId="chapter-profile-loading" />
      </Container>
    );
  }
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) return notFound;
    return (
      <Container maxW="5xl" paddingY="8">
        <ApiErrorAlert
          title={t('profile.error')}
          error={profile.error}
          retryLabel={t('retry')}
          onRetry={() => void profile.refetch()}
        />
      </Container>
    );
  }
  const chapter = profile.data;
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${chapter.name} · ${t('profile.title')} · SIMK`}</title>
      <Stack gap="5">
        {saved && (
          <Alert.Root status="success" role="status" data-testid="chapter-profile-saved">
            <Alert.Indicator />
            <Alert.Title>{t('edit.saved')}</Alert.Title>
          </Alert.Root>
        )}
        <ChapterProfileCard
          chapter={chapter}
          actions={
            chapter.canEdit && (
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('edit.open')}
              </Button>
            )
          }
        />
        {officersPanel?.(chapter)}
      </Stack>
      {chapter.canEdit && (
        <ChapterProfileDialog
          key={`${chapter.id}-${editing}`}
          chapter={chapter}
          open={editing}
          onOpenChange={setEditing}
          onSaved={() => setSaved(true)}
        />
      )}
    </Container>
  );
}
