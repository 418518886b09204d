import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/**
 * A calm clinical palette: deep teal for the brand (trust, health care) on cool neutrals.
 * Dark mode follows the `.dark` class on <html>, Chakra's default `_dark` condition.
 */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        brand: {
          50: { value: '#e8f5f5' },
          100: { value: '#c6e6e7' },
          200: { value: '#97d0d3' },
          300: { value: '#62b5ba' },
          400: { value: '#35999f' },
          500: { value: '#177f87' },
          600: { value: '#0d6971' },
          700: { value: '#0b565d' },
          800: { value: '#0b454b' },
          900: { value: '#0a373c' },
          950: { value: '#052125' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.white}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '#0b1518' } },
          subtle: { value: { _light: '#f5f8f9', _dark: '#101d21' } },
          muted: { value: { _light: '#eaf0f2', _dark: '#172a2f' } },
          panel: { value: { _light: '{colors.white}', _dark: '#101d21' } },
        },
        border: {
          DEFAULT: { value: { _light: '#dbe4e7', _dark: '#22363b' } },
        },
      },
    },
  },
  globalCss: {
    html: {
      colorPalette: 'brand',
      scrollBehavior: 'smooth',
    },
    body: {
      minHeight: '100dvh',
    },
  },
});

export const system = createSystem(defaultConfig, config);
