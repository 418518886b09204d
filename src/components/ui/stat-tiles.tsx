import { Box, Grid, HStack, Skeleton, Stack, Text, type GridProps, type IconProps } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

export interface StatTile {
  /** Stable key; with `onSelect`, the value passed back when the tile is pressed. */
  id: string;
  label: ReactNode;
  /** The figure; `undefined` while loading (a skeleton, never a zero that reads as real). */
  value: ReactNode | undefined;
  /** A line under the figure, shown once it has loaded. */
  hint?: ReactNode;
  icon?: ComponentType<IconProps>;
  /** The tile's test id; its figure is `<testId>-value`, its skeleton `<testId>-loading`. */
  testId?: string;
  /** Red: a figure someone has to act on (failed messages). */
  alarming?: boolean;
}

const sizes = {
  md: { radius: 'lg', padding: '4', value: 'xl', skeleton: '7' },
  lg: { radius: 'xl', padding: '5', value: '2xl', skeleton: '8' },
} as const;

/**
 * A row of statistic tiles (label, figure, hint). With `onSelect` each tile is a toggle button
 * (`aria-pressed`) that filters the list under it by the tile's id.
 */
export function StatTiles({
  label,
  tiles,
  columns = { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  size = 'md',
  selected,
  onSelect,
  testId,
}: {
  /** The section's accessible name; without one the tiles are not a landmark of their own. */
  label?: string;
  tiles: readonly StatTile[];
  columns?: GridProps['templateColumns'];
  size?: keyof typeof sizes;
  selected?: string;
  onSelect?: (id: string) => void;
  testId?: string;
}) {
  return (
    <Grid
      as={label ? 'section' : 'div'}
      aria-label={label}
      templateColumns={columns}
      gap={size === 'lg' ? '4' : '3'}
      data-testid={testId}
    >
      {tiles.map((tile) => (
        <Tile
          key={tile.id}
          tile={tile}
          size={size}
          pressed={onSelect ? selected === tile.id : undefined}
          onPress={onSelect && (() => onSelect(tile.id))}
        />
      ))}
    </Grid>
  );
}

function Tile({
  tile,
  size,
  pressed,
  onPress,
}: {
  tile: StatTile;
  size: keyof typeof sizes;
  pressed: boolean | undefined;
  onPress: (() => void) | undefined;
}) {
  const { label, value, hint, icon: Icon, testId, alarming } = tile;
  const look = sizes[size];
  const loading = value === undefined;
  const button = onPress
    ? {
        as: 'button' as const,
        type: 'button' as const,
        textAlign: 'start' as const,
        cursor: 'pointer',
        'aria-pressed': pressed,
        onClick: onPress,
        _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
      }
    : {};
  return (
    <Box
      bg={alarming ? 'red.subtle' : 'bg.panel'}
      borderWidth={pressed ? '2px' : '1px'}
      borderColor={alarming ? 'red.emphasized' : pressed ? 'brand.solid' : undefined}
      borderRadius={look.radius}
      padding={look.padding}
      data-testid={testId}
      aria-busy={loading}
      {...button}
    >
      <HStack justify="space-between" align="start">
        <Stack gap="1" minWidth="0">
          <Text fontSize="sm" color={alarming ? 'red.fg' : 'fg.muted'}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={look.skeleton} width="20" data-testid={testId && `${testId}-loading`} />
          ) : (
            <Text
              fontSize={{ base: 'lg', md: look.value }}
              fontWeight="bold"
              color={alarming ? 'red.fg' : undefined}
              overflowWrap="anywhere"
              data-testid={testId && `${testId}-value`}
            >
              {value}
            </Text>
          )}
          {hint && !loading && (
            <Text fontSize="xs" color="fg.muted">
              {hint}
            </Text>
          )}
        </Stack>
        {Icon && (
          <Box padding="2" borderRadius="lg" bg="brand.subtle" color="brand.fg">
            <Icon boxSize="5" />
          </Box>
        )}
      </HStack>
    </Box>
  );
}
