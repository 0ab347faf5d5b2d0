import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cardSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/*
 * Chakra's default theme with only the recipes this app's components use (about 40 of 116): the others would
 * be bundled and set up at start-up for nothing. It is assembled here rather than taken from `defaultConfig`,
 * whose module also builds an unused second system (`defaultSystem`) when it loads. All of them load with the
 * system: the pages arrive rendered from the server, so the few kB the form and overlay recipes add to the first
 * load no longer delay the first paint (docs/performance.md). A component whose recipe is missing renders
 * unstyled without an error, so src/theme/system.test.ts checks that every Chakra component imported in src has
 * its recipe here.
 */
/**
 * Chakra's colour palettes no screen uses. Every palette is a dozen colour tokens and as many semantic ones per
 * mode, all turned into CSS variables when the system starts: leaving these four out takes about a third off
 * `createSystem` and a fifth off the variables every element inherits. system.test.ts fails when a screen names
 * one of them.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'cyan', 'purple', 'pink'];

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

const themeConfig = defineConfig({
  preflight: true,
  cssVarsRoot,
  cssVarsPrefix,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

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
        // Chakra's error text (red.500 on white, 3.8:1) is below the 4.5:1 small text needs; these reach it in
        // both modes, so every error text, Chakra's own included, reads.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
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

let created: SystemContext | undefined;
let hydrating: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use rather than when this module loads: `createSystem` turns every token
 * into CSS variables and is one of the longest pieces of the boot, so the entry can run it in a task of its own
 * (main.tsx) instead of inside the evaluation of all the modules.
 */
export function getSystem(): SystemContext {
  // One merge of the three configs: merging the first two beforehand had Chakra clone the default theme twice.
  created ??= createSystem(defaultBaseConfig, themeConfig, config);
  return created;
}

/**
 * What Emotion's `Global` is given for Chakra's global styles on a page the browser hydrates: an empty style,
 * already serialized, which Emotion takes as it is.
 */
export const SERVER_GLOBAL_STYLES = { name: 'server-rendered', styles: '' };

/**
 * The system a page the server rendered is hydrated with: the app's, but for its global styles (the reset, the
 * global CSS and a variable per token, about 44 kB of CSS), which the server's style tags already hold and which
 * Emotion's cache keeps in <head> for the page's life. Making them is about half of `createSystem` (the browser's
 * build makes them only when read: scripts/vite/chakra-lazy-global-styles.ts), and `Global` would hash all of
 * them again on the main thread, only to find the server's tag.
 */
export function getHydrationSystem(): SystemContext {
  hydrating ??= Object.create(getSystem(), { _global: { value: SERVER_GLOBAL_STYLES } }) as SystemContext;
  return hydrating;
}
