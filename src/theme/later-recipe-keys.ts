/**
 * The keys of the recipes in later-recipes.ts (a test holds the two lists equal): the entry knows them without
 * their code, so the system can tell a later recipe asked for before it was registered from a component that
 * has no recipe at all (Chakra's Text asks for one).
 */
export const LATER_RECIPE_KEYS: ReadonlySet<string> = new Set([
  'inputAddon',
  'separator',
  'textarea',
  'accordion',
  'alert',
  'checkbox',
  'combobox',
  'dataList',
  'datePicker',
  'dialog',
  'drawer',
  'field',
  'fieldset',
  'list',
  'menu',
  'nativeSelect',
  'popover',
  'progress',
  'radioGroup',
  'slider',
  'stat',
  'switch',
  'tabs',
  'tag',
  'toast',
  'tooltip',
]);
