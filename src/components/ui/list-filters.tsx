import { Button, Flex, Input, NativeSelect, Text, type ConditionalValue } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/**
 * A list's search box, sent with Enter or the button (not on every keystroke). `value` is the
 * search in the URL: a search changed elsewhere (cleared filters, back button) shows in the box.
 */
export function SearchForm({
  value,
  onSearch,
  label,
  placeholder,
  submitText,
  minWidth,
}: {
  value: string;
  onSearch: (term: string) => void;
  label: string;
  placeholder: string;
  submitText: string;
  minWidth?: ConditionalValue<string>;
}) {
  const [term, setTerm] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTerm(value);
  }
  return (
    <Flex
      as="form"
      role="search"
      flex="1"
      minWidth={minWidth}
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term);
      }}
    >
      <Input
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
      />
      <Button type="submit" variant="outline">
        {submitText}
      </Button>
    </Flex>
  );
}

/** A labelled select of a list filter; options are `[value, text]` pairs. */
type FilterOption = readonly [value: string, text: string];

export function FilterSelect({
  label,
  value,
  options,
  groups = [],
  onChange,
  width = { base: 'full', md: '48' },
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** Further options under headings (<optgroup>), after `options`: e.g. chapters by province. */
  groups?: readonly { label: string; options: readonly FilterOption[] }[];
  onChange: (value: string) => void;
  width?: ConditionalValue<string>;
}) {
  const option = ([optionValue, text]: FilterOption) => (
    <option key={optionValue} value={optionValue}>
      {text}
    </option>
  );
  return (
    <NativeSelect.Root width={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(option)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(option)}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A filtered list's empty state: why it is empty, and a way to clear the filters when they are the
 * cause. `children`: a further way forward (e.g. "Tambah Kategori").
 */
export function FilteredListEmpty({
  filtered,
  title,
  hint,
  clearText,
  onClear,
  children,
}: {
  filtered: boolean;
  title: string;
  hint: string;
  clearText: string;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {hint}
      </Text>
      {filtered && (
        <Button size="sm" variant="outline" onClick={onClear}>
          {clearText}
        </Button>
      )}
      {children}
    </>
  );
}
