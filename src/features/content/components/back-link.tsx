import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" paddingX="2">
      <RouterLink to={to}>
        <ArrowLeftIcon />
        {children}
      </RouterLink>
    </Button>
  );
}
