import type { FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * Which value of the caller's form a shared field edits (checked to hold a string) and its label, in the
 * caller's own words, so the shared field groups serve any form that has such values.
 */
export interface FieldSpec<TValues extends FieldValues> {
  name: FieldPathByValue<TValues, string>;
  label: string;
}

/** What every shared field group is told by its form. */
export interface SharedFieldProps {
  /** Called on every edit, so a server answer about the old values goes away. */
  onEdit: () => void;
}
