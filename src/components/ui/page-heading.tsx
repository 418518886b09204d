import { Heading, Stack, Text } from '@chakra-ui/react';

/** A page's name, in the browser tab (`… · SIMK`) and as its heading, with a line under it. */
export function PageHeading({
  title,
  subtitle,
  size = 'xl',
}: {
  title: string;
  subtitle: string;
  size?: 'xl' | '2xl';
}) {
  return (
    <Stack gap="2">
      <title>{`${title} · SIMK`}</title>
      <Heading as="h1" size={size}>
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}
