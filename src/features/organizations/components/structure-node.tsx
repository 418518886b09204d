import { Badge, Box, Collapsible, Flex, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StructureNode as Node } from '@shared/contracts/organizations';
import { StrokeIcon } from '@/components/ui/icons';
import { formatIdr, formatNumber } from '@/lib/format';
import { StructureLevel } from './structure-level';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

/** One chapter of the tree: its officers and figures, links to its profile, members and arrears, and its chapters below. */
export function StructureNode({
  node,
  top,
  initiallyOpen,
}: {
  node: Node;
  top: boolean;
  initiallyOpen: (id: string, top: boolean) => boolean;
}) {
  const { t } = useTranslation('organizations');
  const hasChildren = node.children > 0;
  return (
    <Collapsible.Root
      as="li"
      defaultOpen={hasChildren && initiallyOpen(node.id, top)}
      lazyMount
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      data-testid={`structure-${node.id}`}
    >
      <Stack gap="3" padding="4">
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" fontWeight="semibold">
              {node.name}
            </Text>
            <Badge variant="outline">{node.level}</Badge>
            {node.bpsCode && <Badge variant="subtle">{node.bpsCode}</Badge>}
            {!node.isActive && <Badge colorPalette="gray">{t('list.inactive')}</Badge>}
          </HStack>
          {hasChildren && (
            <Collapsible.Trigger asChild>
              <Box
                as="button"
                display="inline-flex"
                alignItems="center"
                gap="1"
                fontSize="sm"
                color="brand.fg"
                cursor="pointer"
                aria-label={t('structure.toggle', { name: node.name, count: node.children })}
                _focusVisible={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.solid' }}
              >
                {t('structure.children', { count: node.children })}
                <StrokeIcon boxSize="4">
                  <path d="m6 9 6 6 6-6" />
                </StrokeIcon>
              </Box>
            </Collapsible.Trigger>
          )}
        </Flex>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t('structure.members')} value={formatNumber(node.members)} />
          <Figure label={t('structure.activeMembers')} value={formatNumber(node.activeMembers)} />
          <Figure label={t('structure.unpaid')} value={formatIdr(node.unpaidAmount)} />
          <Figure label={t('structure.overdue')} value={formatIdr(node.overdueAmount)} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {node.officers.length === 0
            ? t('profile.noOfficers')
            : node.officers
                .map((officer) => `${officer.fullName ?? t('profile.unnamedOfficer')} (${officer.roleDisplayName})`)
                .join(' · ')}
        </Text>
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <ChakraLink asChild color="brand.fg">
            <Link to={`/organization-profile?organizationId=${node.id}`}>
              {t('structure.profileLink', { name: node.name })}
            </Link>
          </ChakraLink>
          {node.level !== 'DPP' && (
            <ChakraLink asChild color="brand.fg">
              <Link
                to={`/dashboard/members?organization=${node.id}`}
                aria-label={t('structure.membersLinkLabel', { name: node.name })}
              >
                {t('structure.membersLink')}
              </Link>
            </ChakraLink>
          )}
          {node.level === 'DPC' && (
            <ChakraLink asChild color="brand.fg">
              <Link to={`/dashboard/dues/reminders?organization=${node.id}`}>
                {t('structure.arrearsLink', { name: node.name })}
              </Link>
            </ChakraLink>
          )}
        </HStack>
      </Stack>
      {hasChildren && (
        <Collapsible.Content>
          <Box paddingX="4" paddingBottom="4">
            <StructureLevel parentId={node.id} initiallyOpen={initiallyOpen} />
          </Box>
        </Collapsible.Content>
      )}
    </Collapsible.Root>
  );
}
