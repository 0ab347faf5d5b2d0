import { Field, Fieldset, HStack, Input, Text } from '@chakra-ui/react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AmountRange, wholeAmount } from '@/lib/search-params/parsers';
import { formatFee } from '@/utils/fee-text';

/** Typing settles into the URL this long after the last key. */
export const FEE_COMMIT_DELAY_MS = 600;

interface FeeRangeFilterProps {
  min: number | null;
  max: number | null;
  /**
   * A settled range. `replace` is true for the second and later commits while one field keeps the focus, so a
   * slow typist makes one history entry per edit, not one per pause.
   */
  onChange: (range: AmountRange, options: { replace: boolean }) => void;
  /** The cheapest and dearest fee among the results shown, as a hint; null when there are none. */
  bounds?: { low: number; high: number } | null;
}

/** At most this many commits await their echo from the URL (a bound, should an echo never come). */
const SENT_KEPT = 8;

type Drafts = { min: string; max: string };
const text = (value: number | null) => (value === null ? '' : String(value));

/** The lowest and highest of the fees given (those that are numbers), or null when there is none. */
export function feeBounds(
  prices: ReadonlyArray<number | null | undefined>,
): { low: number; high: number } | null {
  const fees = prices.filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  return fees.length === 0 ? null : { low: Math.min(...fees), high: Math.max(...fees) };
}

function readDrafts(drafts: Drafts): { range: AmountRange; error: 'invalid' | 'inverted' | null } {
  const min = drafts.min.trim() === '' ? null : wholeAmount(drafts.min);
  const max = drafts.max.trim() === '' ? null : wholeAmount(drafts.max);
  if ((drafts.min.trim() !== '' && min === null) || (drafts.max.trim() !== '' && max === null)) {
    return { range: { min, max }, error: 'invalid' };
  }
  if (min !== null && max !== null && min > max) return { range: { min, max }, error: 'inverted' };
  return { range: { min, max }, error: null };
}

/**
 * 'Saatlik ücret (₺)': two whole-lira fields, committed shortly after typing stops. A value that is not a
 * whole amount, or a minimum above the maximum, is said beside the fields and not committed.
 */
export const FeeRangeFilter = memo(function FeeRangeFilter({
  min,
  max,
  onChange,
  bounds,
}: FeeRangeFilterProps) {
  const { t } = useTranslation('filters');
  const errorId = useId();
  const hintId = useId();
  const [drafts, setDrafts] = useState<Drafts>({ min: text(min), max: text(max) });
  const [seen, setSeen] = useState<AmountRange>({ min, max });
  // The ranges this component committed whose echo from the URL has not come yet. The router lands a navigation in a transition, which can take
  // longer than the commit delay: the echo of an earlier commit may come after a later one, and must not
  // overwrite what was typed since (typing is never lost).
  const [sent, setSent] = useState<readonly AmountRange[]>([]);
  const committedInFocus = useRef(false);

  // A new range in the URL is either the echo of a commit of ours or a change from outside (a chip, Temizle,
  // Back). Echoes come in the order of their commits: this one and any older ones are no longer awaited, and
  // the fields keep what was typed since. A change from outside wins even in a focused field: Back must not
  // see the fee it undid committed again.
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    const echo = sent.findIndex((range) => range.min === min && range.max === max);
    if (echo >= 0) {
      setSent(sent.slice(echo + 1));
    } else {
      setSent([]);
      setDrafts({ min: text(min), max: text(max) });
    }
  }

  const { range, error } = readDrafts(drafts);
  const low = range.min;
  const high = range.max;
  useEffect(() => {
    if (error || (low === min && high === max)) return undefined;
    const timer = window.setTimeout(() => {
      setSent((earlier) => [...earlier.slice(-(SENT_KEPT - 1)), { min: low, max: high }]);
      onChange({ min: low, max: high }, { replace: committedInFocus.current });
      committedInFocus.current = true;
    }, FEE_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [low, high, error, min, max, onChange]);

  const describedBy = [error ? errorId : null, bounds ? hintId : null].filter(Boolean).join(' ') || undefined;
  const field = (key: keyof Drafts) => (
    <Field.Root invalid={error !== null} flex="1">
      <Field.Label textStyle="sm">{t(`fee.${key}`)}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={drafts[key]}
        aria-describedby={describedBy}
        onFocus={() => {
          committedInFocus.current = false;
        }}
        onChange={(event) => setDrafts((current) => ({ ...current, [key]: event.target.value }))}
      />
    </Field.Root>
  );

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" textStyle="sm">
        {t('fee.label')}
      </Fieldset.Legend>
      <HStack gap="3" align="flex-start">
        {field('min')}
        {field('max')}
      </HStack>
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="xs">
          {t(`fee.${error}`)}
        </Text>
      ) : null}
      {bounds ? (
        <Text id={hintId} color="fg.muted" textStyle="xs">
          {t('fee.hint', { low: formatFee(bounds.low), high: formatFee(bounds.high) })}
        </Text>
      ) : null}
    </Fieldset.Root>
  );
});
