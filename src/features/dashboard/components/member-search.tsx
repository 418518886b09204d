import { Box, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from './dashboard-icons';

/** Member search of the top bar: NAP or name, Enter jumps to the member list with the term. */
export function memberSearchPath(term: string): string {
  const trimmed = term.trim();
  return trimmed ? `/dashboard/members?search=${encodeURIComponent(trimmed)}` : '/dashboard/members';
}

export function MemberSearch() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  return (
    <Box
      as="form"
      role="search"
      flex="1"
      maxWidth="md"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void navigate(memberSearchPath(term));
      }}
    >
      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
        <Input
          type="search"
          size="sm"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-label={t('shell.searchLabel')}
          placeholder={t('shell.searchPlaceholder')}
          enterKeyHint="search"
        />
      </InputGroup>
    </Box>
  );
}
