import { Badge, Box, Collapsible, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ProvinceChapter } from '@shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '@/components/ui/icons';
import { ChapterContact, ChapterLogoImage } from './chapter-contact';

export interface ProvinceItemProps {
  province: ProvinceChapter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One DPW: a button (name, code, number of DPCs) that opens the list of its DPCs. */
export function ProvinceItem({ province, open, onOpenChange }: ProvinceItemProps) {
  const { t } = useTranslation('content');
  return (
    <Collapsible.Root
      as="li"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
    >
      <Collapsible.Trigger
        width="full"
        display="flex"
        alignItems="center"
        gap="3"
        padding="4"
        textAlign="start"
        cursor="pointer"
        borderRadius="lg"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{
          outlineWidth: '2px',
          outlineStyle: 'solid',
          outlineColor: 'brand.solid',
          outlineOffset: '2px',
        }}
      >
        <Flex flex="1" gap="2" align="center" justify="space-between" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            {province.name}
          </Text>
          <HStack as="span" gap="2">
            {province.bpsCode && <Badge variant="outline">{t('structure.code', { code: province.bpsCode })}</Badge>}
            <Badge colorPalette="brand">{t('structure.branches', { count: province.branches.length })}</Badge>
          </HStack>
        </Flex>
        <StrokeIcon
          boxSize="4"
          color="fg.muted"
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 0.15s"
        >
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="4" paddingX="4" paddingBottom="4">
          <ChapterContact chapter={province} />
          {province.branches.length === 0 ? (
            <Text color="fg.muted">{t('structure.noBranches')}</Text>
          ) : (
            <Box
              as="ul"
              listStyleType="none"
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
              gap="3"
            >
              {province.branches.map((branch) => (
                <Box as="li" key={branch.id} borderWidth="1px" borderRadius="md" padding="4">
                  <Stack gap="2">
                    <HStack justify="space-between" gap="2" align="flex-start">
                      <HStack gap="2">
                        <ChapterLogoImage chapter={branch} size="8" />
                        <Text fontWeight="medium">{branch.name}</Text>
                      </HStack>
                      {branch.bpsCode && (
                        <Badge variant="outline" size="sm">
                          {branch.bpsCode}
                        </Badge>
                      )}
                    </HStack>
                    <ChapterContact chapter={branch} />
                  </Stack>
                </Box>
              ))}
            </Box>
          )}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
