import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '@/app/theme';

/**
 * `src/app/theme.ts` builds the Chakra system with only the recipes the app uses (bundle size).
 * A component whose recipe is missing renders unstyled without any warning, so this test reads
 * every `@chakra-ui/react` import in `src/` and checks that its recipes are in the system.
 */
const recipesOf: Record<string, string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  FileUpload: ['fileUpload'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputAddon: ['inputAddon'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Progress: ['progress'],
  RadioCard: ['radioCard', 'radiomark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
};

/** Layout primitives and helpers without a recipe of their own. */
const withoutRecipe = new Set([
  'AbsoluteCenter',
  'Box',
  'ButtonGroup',
  'Center',
  'ChakraProvider',
  'Circle',
  'ClientOnly',
  // Chakra ships no recipe for the clipboard: its parts are styled where they are used.
  'Clipboard',
  'Flex',
  'For',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Image',
  'Portal',
  'Show',
  'SimpleGrid',
  'SkipNavContent',
  'Spacer',
  'Span',
  'Square',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'useBreakpointValue',
  'useChakraContext',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles('src')) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const specifier of match[2]!.split(',')) {
        const trimmed = specifier.trim();
        if (!trimmed || trimmed.startsWith('type ')) continue;
        const name = trimmed.split(/\s+as\s+/)[0]!;
        used.set(name, [...(used.get(name) ?? []), file]);
      }
    }
  }
  return used;
}

describe('Chakra recipes in the app theme', () => {
  const used = chakraImports();

  it('finds the Chakra imports of the app', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.has('Box')).toBe(true);
  });

  it('knows every imported component: its recipes or that it has none', () => {
    const unknown = [...used.keys()].filter(
      (name) => !(name in recipesOf) && !withoutRecipe.has(name) && !name.endsWith('Props'),
    );
    expect(unknown, 'add their recipes to src/app/theme.ts and to this test').toEqual([]);
  });

  it('has the recipe of every imported component', () => {
    const missing = [...used.keys()]
      .flatMap((name) => (recipesOf[name] ?? []).map((key) => ({ name, key })))
      .filter(({ key }) => !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map(({ name, key }) => `${name} needs "${key}" (${used.get(name)!.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
