import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One block of a report: a titled card (a region named by its heading). */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={`${id}-title`}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
