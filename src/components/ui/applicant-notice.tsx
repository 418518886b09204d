import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface ApplicantNoticeProps {
  title: string;
  text: string;
  /** The link to Profil Saya, where the application's status is. */
  profileLabel: string;
  testId: string;
}

/**
 * What a pending applicant (no NAP yet) reads on a member page they cannot use yet: why, and where
 * their application stands. Said plainly instead of a list that would answer 403.
 */
export function ApplicantNotice({ title, text, profileLabel, testId }: ApplicantNoticeProps) {
  return (
    <Alert.Root status="info" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {text}{' '}
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to="/dashboard/profile">{profileLabel}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
