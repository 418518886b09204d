import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleCandidate } from '@shared/contracts/roles';
import { useRoleCandidatesQuery } from '../api/search-role-candidates';

/**
 * The Assign Role dialog's user: typed email, NAP or name, then one of the matches chosen (a list
 * of buttons, reachable by Tab). The choice shows with a button to search again.
 */
export function UserSearchField({
  value,
  onChange,
  error,
}: {
  value: RoleCandidate | null;
  onChange: (user: RoleCandidate | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('roles');
  const [term, setTerm] = useState('');
  const search = useDeferredValue(term.trim());
  const candidates = useRoleCandidatesQuery(search);
  const listId = useId();

  if (value) {
    return (
      <Field.Root>
        <Field.Label>{t('assignForm.user')}</Field.Label>
        <HStack justify="space-between" borderWidth="1px" borderRadius="md" padding="2" data-testid="chosen-user">
          <Box minWidth="0">
            <Text fontWeight="semibold">{t('assignForm.chosen', { name: value.fullName })}</Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {[value.email, value.nap, value.organizationName].filter(Boolean).join(' · ')}
            </Text>
          </Box>
          <Button size="xs" variant="outline" onClick={() => onChange(null)}>
            {t('assignForm.change')}
          </Button>
        </HStack>
      </Field.Root>
    );
  }

  const users = candidates.data ?? [];
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{t('assignForm.userSearch')}</Field.Label>
      <Input
        type="search"
        autoComplete="off"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        aria-controls={listId}
        data-testid="user-search"
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('assignForm.userSearchHelp')}</Field.HelperText>
      )}
      <Stack id={listId} gap="1" width="full" aria-live="polite" maxHeight="48" overflowY="auto">
        {search.length >= 2 && candidates.isFetching && (
          <HStack color="fg.muted" fontSize="sm">
            <Spinner size="xs" />
            <Text>{t('assignForm.searching')}</Text>
          </HStack>
        )}
        {candidates.isError && <Text color="fg.error">{t('assignForm.searchError')}</Text>}
        {search.length >= 2 && candidates.isSuccess && users.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('assignForm.noUsers')}
          </Text>
        )}
        {users.map((user) => (
          <Button
            key={user.userId}
            variant="ghost"
            justifyContent="start"
            height="auto"
            paddingY="2"
            textAlign="start"
            onClick={() => onChange(user)}
            data-testid="user-option"
          >
            <Box minWidth="0">
              <Text fontWeight="semibold">{user.fullName}</Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[user.email, user.nap, user.organizationName].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          </Button>
        ))}
      </Stack>
    </Field.Root>
  );
}
