import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/*
 * Dark mode: Chakra's default `_dark` condition already matches a `dark` class on <html>
 * (`.dark &, .dark .chakra-theme:not(.light) &`), which is what use-dark-mode toggles, so no conditions are
 * redefined and next-themes is not needed.
 *
 * `brand` is a full colour palette plus the semantic tokens Chakra's recipes read, so
 * `colorPalette="brand"` works on any component.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#bcd3fe' },
          300: { value: '#8eb6fd' },
          400: { value: '#598ef9' },
          500: { value: '#3468f4' },
          600: { value: '#1e4ae9' },
          700: { value: '#1637d6' },
          800: { value: '#182fad' },
          900: { value: '#1a2d88' },
          950: { value: '#141e53' },
        },
      },
      fonts: {
        heading: {
          value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
      sizes: {
        // The fixed header's height; the root layout pads <main> by it and anchors scroll below it.
        header: { value: '4rem' },
      },
    },
  },
  globalCss: {
    html: { scrollPaddingTop: '{sizes.header}' },
    // Text from the server (names, titles, biographies, search terms) may hold one very long word: it breaks
    // wherever it must instead of widening its card, and `anywhere` (unlike `break-word`) also lets the flex
    // and grid items around it shrink, so no page ever scrolls sideways. Chakra's reset sets `break-word` on
    // every element itself, so this does too.
    '*': { overflowWrap: 'anywhere' },
  },
});

export const system = createSystem(defaultConfig, config);
