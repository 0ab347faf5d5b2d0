import { accordionSlotRecipe } from 'chakra-recipe-copy/accordion';
import { alertSlotRecipe } from 'chakra-recipe-copy/alert';
import { checkboxSlotRecipe } from 'chakra-recipe-copy/checkbox';
import { comboboxSlotRecipe } from 'chakra-recipe-copy/combobox';
import { dataListSlotRecipe } from 'chakra-recipe-copy/data-list';
import { datePickerSlotRecipe } from 'chakra-recipe-copy/date-picker';
import { dialogSlotRecipe } from 'chakra-recipe-copy/dialog';
import { drawerSlotRecipe } from 'chakra-recipe-copy/drawer';
import { fieldSlotRecipe } from 'chakra-recipe-copy/field';
import { fieldsetSlotRecipe } from 'chakra-recipe-copy/fieldset';
import { inputAddonRecipe } from 'chakra-recipe-copy/input-addon';
import { listSlotRecipe } from 'chakra-recipe-copy/list';
import { menuSlotRecipe } from 'chakra-recipe-copy/menu';
import { nativeSelectSlotRecipe } from 'chakra-recipe-copy/native-select';
import { popoverSlotRecipe } from 'chakra-recipe-copy/popover';
import { progressSlotRecipe } from 'chakra-recipe-copy/progress';
import { radioGroupSlotRecipe } from 'chakra-recipe-copy/radio-group';
import { separatorRecipe } from 'chakra-recipe-copy/separator';
import { sliderSlotRecipe } from 'chakra-recipe-copy/slider';
import { statSlotRecipe } from 'chakra-recipe-copy/stat';
import { switchSlotRecipe } from 'chakra-recipe-copy/switch';
import { tabsSlotRecipe } from 'chakra-recipe-copy/tabs';
import { tagSlotRecipe } from 'chakra-recipe-copy/tag';
import { textareaRecipe } from 'chakra-recipe-copy/textarea';
import { toastSlotRecipe } from 'chakra-recipe-copy/toast';
import { tooltipSlotRecipe } from 'chakra-recipe-copy/tooltip';

/*
 * The recipes of the Chakra components no first screen of the home page shows (forms, overlays, tabs, lists):
 * one chunk, registered by recipe-loading.ts before any screen or widget that uses them renders. The keys are
 * also listed in later-recipe-keys.ts, which the entry keeps to recognise a recipe asked for too early.
 */
export const laterRecipes = {
  inputAddon: inputAddonRecipe,
  separator: separatorRecipe,
  textarea: textareaRecipe,
};

export const laterSlotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
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
};
