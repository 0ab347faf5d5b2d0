import type { Suggestion } from '../utils/suggestions';

/** What a page gives the search box: the typed text is the page's, and so is what a choice does. */
export interface SuggestBoxProps {
  label: string;
  /** The label is read by screen readers only (the page's heading already says what the box is for). */
  labelHidden?: boolean;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  onPick: (suggestion: Suggestion) => void;
  /** With both, a clear button shows while there is text. */
  onClear?: () => void;
  clearLabel?: string;
  maxLength?: number;
  /** Cities among the suggestions (a page whose filters have no city leaves them out). */
  cities?: boolean;
  /**
   * Loads the combobox when the box mounts rather than on the first sign of intent: for a page not bound by the
   * home page's first-load budget (the teacher directory), so the box is the combobox nearly from the start.
   */
  loadAtOnce?: boolean;
}

/** The combobox's own props, beside the page's: SuggestBox fills them when it hands over. */
export interface SuggestComboboxProps extends SuggestBoxProps {
  inputId: string;
  /** The plain input had the focus when the combobox replaced it. */
  takeFocus: boolean;
}
