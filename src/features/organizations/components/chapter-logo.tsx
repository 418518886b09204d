import { Box, Image, Text } from '@chakra-ui/react';
import { organizationLogoUrl } from '@/lib/organization-logo';

/** A chapter's logo, or its initials on a tinted square when it has none. */
export function ChapterLogo({ name, logoPath, size = '20' }: { name: string; logoPath: string | null; size?: string }) {
  const url = organizationLogoUrl(logoPath);
  if (url) {
    return <Image src={url} alt={name} boxSize={size} objectFit="contain" borderRadius="md" borderWidth="1px" />;
  }
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Box
      boxSize={size}
      borderRadius="md"
      bg="brand.subtle"
      color="brand.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      aria-hidden
    >
      <Text fontWeight="bold" fontSize="xl">
        {initials}
      </Text>
    </Box>
  );
}
