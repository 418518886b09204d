import { Box, Button, Field, Flex, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberListItem } from '@shared/contracts/members';
import { useMemberSearchQuery } from '../../api/search-members';
import { formatNap } from '@shared/identifiers';

export interface PickedMember {
  id: string;
  name: string;
}

/** Find a member in scope by name, NAP or email (searched on Enter or the button), then pick one. */
export function MemberPicker({
  value,
  onChange,
  error,
}: {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('payments');
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const results = useMemberSearchQuery(search);

  if (value) {
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" padding="3" data-testid="picked-member">
        <Text fontWeight="semibold">{t('record.chosenMember', { name: value.name })}</Text>
        <Button size="xs" variant="outline" onClick={() => onChange(null)}>
          {t('record.changeMember')}
        </Button>
      </HStack>
    );
  }

  const pick = (member: MemberListItem) =>
    onChange({
      id: member.id,
      name: member.memberNumber ? `${member.fullName} (${formatNap(member.memberNumber)})` : member.fullName,
    });
  const submit = () => setSearch(term.trim());

  return (
    <Stack gap="2">
      <Field.Root invalid={!!error} required>
        <Field.Label>{t('record.memberSearch')}</Field.Label>
        <Flex gap="2" width="full">
          <Input
            type="search"
            value={term}
            placeholder={t('record.memberSearchPlaceholder')}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches here instead of submitting the whole payment form.
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={submit}>
            {t('record.memberSearchButton')}
          </Button>
        </Flex>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {results.isFetching && <Spinner size="sm" />}
      {results.error && <Text color="fg.error">{results.error.message}</Text>}
      {results.data && (
        <Box as="ul" aria-label={t('record.memberResults')} listStyleType="none" data-testid="member-results">
          {results.data.length === 0 && <Text color="fg.muted">{t('record.noMembers')}</Text>}
          {results.data.map((member) => (
            <li key={member.id}>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                width="full"
                justifyContent="start"
                onClick={() => pick(member)}
              >
                {member.fullName}
                {member.memberNumber ? ` · ${formatNap(member.memberNumber)}` : ''} · {member.organizationName}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
