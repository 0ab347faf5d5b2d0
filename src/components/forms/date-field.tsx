import { DatePicker, type DateValue, IconButton, parseDate, Portal, useFieldContext } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldSpec, SharedFieldProps } from './field-spec';
import { FormField } from './form-field';

/*
 * Turkish calendars: Turkish names and dd.MM.yyyy, the week starting on Monday, and "today" as it is in
 * Istanbul wherever the browser is, so the first day one may pick is the same for everyone.
 */
const LOCALE = 'tr-TR';
const TIME_ZONE = 'Europe/Istanbul';
const MONDAY = 1;

/** The form keeps an ISO date ('YYYY-MM-DD') or '' for none; anything else shows as no date. */
const toDateValue = (value: unknown): DateValue[] => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return [];
  try {
    return [parseDate(value)];
  } catch {
    return [];
  }
};

interface DateFieldProps<TValues extends FieldValues, TContext, TOutput>
  extends FieldSpec<TValues>, SharedFieldProps {
  control: Control<TValues, TContext, TOutput>;
  /** The first day one may pick ('YYYY-MM-DD'); the days before it are shown disabled. */
  min?: string;
}

/**
 * A date in the app's Turkish calendar (Chakra's DatePicker): typed as dd.MM.yyyy or picked from the calendar
 * the button opens, with the arrow keys and Enter as well as the pointer. The form's value stays an ISO date
 * string, as the contract sends it.
 */
export function DateField<TValues extends FieldValues, TContext, TOutput>({
  control,
  name,
  label,
  min,
  onEdit,
}: DateFieldProps<TValues, TContext, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(describedBy) => (
            <DatePickerControl
              describedBy={describedBy['aria-describedby']}
              invalid={Boolean(fieldState.error)}
              value={field.value}
              min={min}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(next) => {
                field.onChange(next);
                onEdit();
              }}
            />
          )}
        </FormField>
      )}
    />
  );
}

interface DatePickerControlProps {
  describedBy: string | undefined;
  invalid: boolean;
  value: unknown;
  min: string | undefined;
  name: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChange: (value: string) => void;
}

function DatePickerControl({
  describedBy,
  invalid,
  value,
  min,
  name,
  inputRef,
  onBlur,
  onChange,
}: DatePickerControlProps) {
  const { t } = useTranslation();
  // The field's label names the input: the picker's input takes the id the label points at.
  const field = useFieldContext();
  const controlId = field?.ids.control;
  const minValue = useMemo(() => toDateValue(min)[0], [min]);
  // A day before `min` (a draft kept yesterday) would be shown moved to `min` by the picker while the form
  // still holds the old one: it is shown as no date, and the form's own rule says why it cannot be sent.
  // The same array while the value is the same: the picker treats a new one as a new value.
  const dates = useMemo(
    () => toDateValue(value).filter((date) => !minValue || date.compare(minValue) >= 0),
    [value, minValue],
  );
  return (
    <DatePicker.Root
      locale={LOCALE}
      timeZone={TIME_ZONE}
      startOfWeek={MONDAY}
      min={minValue}
      value={dates}
      onValueChange={(details) => {
        onChange(details.value[0]?.toString() ?? '');
      }}
      name={name}
      ids={controlId ? { input: () => controlId } : undefined}
      placeholder={t('datePicker.placeholder')}
      translations={{
        dayCell: (day) =>
          t(
            day.unavailable
              ? 'datePicker.day.unavailable'
              : day.selected
                ? 'datePicker.day.selected'
                : 'datePicker.day.choose',
            { date: day.valueText },
          ),
        trigger: (open) => (open ? t('datePicker.close') : t('datePicker.open')),
        clearTrigger: t('datePicker.clear'),
        monthSelect: t('datePicker.month'),
        yearSelect: t('datePicker.year'),
        content: t('datePicker.calendar'),
        prevTrigger: (view) => t(`datePicker.previous.${view}`),
        nextTrigger: (view) => t(`datePicker.next.${view}`),
        // The month-and-year button is named by what it shows (WCAG 2.5.3, label in name), not by what it does.
        viewTrigger: () => '',
      }}
      positioning={{ placement: 'bottom-start' }}
      colorPalette="brand"
      maxW={{ sm: '60' }}
    >
      <DatePicker.Control>
        <DatePicker.Input
          ref={inputRef}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete="off"
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger asChild>
            <IconButton variant="ghost" size="xs">
              <CalendarDays aria-hidden="true" />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable format="long" columns={3} />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

/**
 * Chakra's day table heads the columns with one letter ('P' is both Pazartesi and Perşembe in Turkish): this
 * one uses the short names (Pzt, Sal, …). Screen readers hear each day's full date from its cell instead.
 */
function DayTable() {
  return (
    <DatePicker.Context>
      {(picker) => (
        <DatePicker.Table>
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {picker.weekDays.map((weekDay) => (
                <DatePicker.TableHeader key={weekDay.long}>{weekDay.short}</DatePicker.TableHeader>
              ))}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <DatePicker.TableBody>
            {picker.weeks.map((week) => (
              <DatePicker.TableRow key={week[0]?.toString()}>
                {week.map((day) => (
                  <DatePicker.TableCell key={day.toString()} value={day}>
                    <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                  </DatePicker.TableCell>
                ))}
              </DatePicker.TableRow>
            ))}
          </DatePicker.TableBody>
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}
