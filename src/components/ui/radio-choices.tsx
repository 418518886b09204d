import { RadioGroup, Stack, Text, type StackProps } from '@chakra-ui/react';

/** One choice among a few, as radio buttons side by side; `label` names the group (shown with `showLabel`). */
export function RadioChoices<T extends string>({
  label,
  showLabel = false,
  options,
  value,
  onChange,
  optionLabel,
  disabled,
  direction = 'row',
}: {
  label: string;
  showLabel?: boolean;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
  disabled?: boolean;
  direction?: StackProps['direction'];
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => onChange(details.value as T)}
      aria-label={label}
      disabled={disabled}
    >
      {showLabel && (
        <Text fontWeight="semibold" marginBottom="2">
          {label}
        </Text>
      )}
      <Stack direction={direction} gap="6">
        {options.map((option) => (
          <RadioGroup.Item key={option} value={option}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{optionLabel(option)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
