import { z } from 'zod';
import type { ReportReason } from '@/generated/api/model';
import { userTextField } from '@/lib/validation/user-text-field';

/** The contract's limits of a report's text: 10 to 500 characters once the text rule has run. */
export const REPORT_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 500;

/** The reasons in the order the dialog lists them; 'Diğer' last, with its text. */
export const REPORT_REASONS = [
  'SPAM',
  'ABUSE',
  'FAKE_PROFILE',
  'CONTACT_REQUEST',
  'OTHER',
] as const satisfies readonly ReportReason[];

const textField = userTextField({
  multiline: true,
  min: REPORT_TEXT_MIN,
  max: REPORT_TEXT_MAX,
  messages: {
    required: 'safety:report.textRequired',
    min: 'safety:report.textMin',
    max: 'safety:report.textMax',
  },
  stopWhenEmpty: true,
});

/**
 * A reason must be chosen; 'Diğer' needs its text (10–500 characters after the one text rule), the other
 * reasons send none.
 */
export const reportSchema = z
  .object({ reason: z.enum(REPORT_REASONS).nullable(), text: z.string() })
  .transform((values, context) => {
    if (values.reason === null) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'safety:report.reasonRequired' });
      return z.NEVER;
    }
    if (values.reason !== 'OTHER') return { reason: values.reason, text: null };
    const text = textField.safeParse(values.text);
    if (!text.success) {
      context.addIssue({ code: 'custom', path: ['text'], message: text.error.issues[0]?.message ?? '' });
      return z.NEVER;
    }
    return { reason: values.reason, text: text.data };
  });

export type ReportFormInput = z.input<typeof reportSchema>;
export type ReportFormValues = z.output<typeof reportSchema>;

export const emptyReportValues: ReportFormInput = { reason: null, text: '' };
