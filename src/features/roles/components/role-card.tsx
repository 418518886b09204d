import { Badge, Box, Button, Card, Flex, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ROLE_CARD_PERMISSIONS, type Role } from '@shared/contracts/roles';
import { PencilIcon, TrashIcon } from '@/components/ui/icons';

export type RoleAction = 'view' | 'edit' | 'delete';

/**
 * A role card (spec §2): the first 5 permissions, then `+N more permissions`; system roles are
 * view-only, custom ones also show edit and delete icons.
 */
export function RoleCard({ role, onAction }: { role: Role; onAction: (action: RoleAction, role: Role) => void }) {
  const { t } = useTranslation('roles');
  const shown = role.permissions.slice(0, ROLE_CARD_PERMISSIONS);
  const more = role.permissions.length - shown.length;
  return (
    <Card.Root size="sm" data-testid="role-card">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="2">
          <Box minWidth="0">
            <Card.Title as="h3">{role.displayName}</Card.Title>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {role.name}
            </Text>
          </Box>
          {!role.isSystemRole && (
            <HStack gap="0">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('roleCard.edit', { name: role.displayName })}
                onClick={() => onAction('edit', role)}
              >
                <PencilIcon />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t('roleCard.delete', { name: role.displayName })}
                onClick={() => onAction('delete', role)}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          )}
        </Flex>
        <HStack gap="1" wrap="wrap">
          <Badge variant="subtle">{t('roleCard.level', { level: role.level })}</Badge>
          {role.isSystemRole && (
            <Badge colorPalette="purple" variant="subtle">
              {t('roleCard.system')}
            </Badge>
          )}
          <Badge colorPalette="blue" variant="subtle">
            {t('roleCard.users', { count: role.userCount })}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {role.description && (
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {role.description}
          </Text>
        )}
        <List.Root fontSize="sm" gap="0.5" paddingStart="4">
          {shown.map((permission) => (
            <List.Item key={permission.id}>{permission.name}</List.Item>
          ))}
        </List.Root>
        {more > 0 && (
          <Text fontSize="sm" color="fg.muted" marginTop="1">
            {t('roleCard.morePermissions', { count: more })}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button
          size="xs"
          variant="outline"
          onClick={() => onAction('view', role)}
          aria-label={`${t('roleCard.view')} ${role.displayName}`}
        >
          {t('roleCard.view')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
