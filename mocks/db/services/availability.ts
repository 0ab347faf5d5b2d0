import type {
  Absence,
  TeacherAvailability,
  TeacherAvailabilityUpdate,
  Weekday,
} from '../../../src/generated/api/model';
import {
  currentAbsences,
  istanbulDate,
  scheduleIssues,
  SCHEDULE_TIME_ZONE,
  sortWeekly,
  type ScheduleIssue,
} from '../../../src/lib/availability/schedule';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { UserRecord } from '../schema';
import { nextId } from '../store';

/** Weekday names in the server's Turkish messages. */
export const DAY_NAMES: Record<Weekday, string> = {
  MONDAY: 'Pazartesi',
  TUESDAY: 'Salı',
  WEDNESDAY: 'Çarşamba',
  THURSDAY: 'Perşembe',
  FRIDAY: 'Cuma',
  SATURDAY: 'Cumartesi',
  SUNDAY: 'Pazar',
};

/** 2026-12-24 → 24.12.2026, as Turkish dates are written. */
const turkishDate = (date: string) => date.split('-').reverse().join('.');

/** The server's Turkish message for the first rule a schedule breaks (the rules: src/lib/availability). */
export function scheduleIssueMessage(issue: ScheduleIssue, body: TeacherAvailabilityUpdate): string {
  const rangeText = (index: number) => `${body.weekly[index]!.start}–${body.weekly[index]!.end}`;
  const absenceText = (absence: Absence) => `${turkishDate(absence.from)} – ${turkishDate(absence.to)}`;
  switch (issue.code) {
    case 'invalidTime':
      return `${DAY_NAMES[body.weekly[issue.index]!.day]} günündeki aralığın saatleri SS:DD biçiminde olmalıdır.`;
    case 'offGrid':
      return `${DAY_NAMES[body.weekly[issue.index]!.day]} günündeki ${rangeText(issue.index)} aralığı yarım saatlik adımlarla (örneğin 09:00 veya 09:30) seçilmelidir.`;
    case 'outsideDay':
      return `${DAY_NAMES[body.weekly[issue.index]!.day]} günündeki ${rangeText(issue.index)} aralığı 07:00 ile 24:00 arasında olmalıdır.`;
    case 'reversed':
      return `${DAY_NAMES[body.weekly[issue.index]!.day]} günündeki ${rangeText(issue.index)} aralığının bitişi başlangıcından sonra olmalıdır.`;
    case 'overlap':
      return `${DAY_NAMES[body.weekly[issue.index]!.day]} günündeki saat aralıkları çakışıyor (${rangeText(issue.other)} ve ${rangeText(issue.index)}).`;
    case 'absenceReversed':
      return `Müsait olmadığınız tarihlerde (${absenceText(body.absences[issue.index]!)}) bitiş, başlangıçtan önce olamaz.`;
    case 'pastAbsence':
      return `Geçmiş tarihler eklenemez: ${absenceText(body.absences[issue.index]!)} aralığı bugünden önce bitiyor.`;
  }
}

function requireTeacherId(db: Db, teacherId: number): void {
  if (!db.users.findFirst((q) => q.where({ id: teacherId, role: 'ROLE_TEACHER' })))
    throw new DomainError(404, 'Eğitmen bulunamadı.');
}

/** A teacher's schedule as everyone sees it: absences that ended before today (Istanbul) left out. */
export function availabilityOf(db: Db, teacherId: number, now = Date.now()): TeacherAvailability {
  requireTeacherId(db, teacherId);
  const record = db.availability.findFirst((q) => q.where({ teacherId }));
  return {
    teacherId,
    timeZone: SCHEDULE_TIME_ZONE,
    weekly: record?.weekly ?? [],
    absences: currentAbsences(record?.absences ?? [], istanbulDate(now)),
    updatedAt: record?.updatedAt ?? null,
  };
}

/** The teacher replaces their schedule; the first broken rule is a 400 with its Turkish message. */
export async function updateAvailability(
  db: Db,
  user: UserRecord,
  body: TeacherAvailabilityUpdate,
  now = Date.now(),
): Promise<TeacherAvailability> {
  if (user.role !== 'ROLE_TEACHER')
    throw new DomainError(403, 'Müsaitlik bilgisini yalnızca eğitmenler düzenleyebilir.');
  const [issue] = scheduleIssues(body, istanbulDate(now));
  if (issue) throw new DomainError(400, scheduleIssueMessage(issue, body));
  const data = {
    weekly: sortWeekly(body.weekly).map(({ day, start, end }) => ({ day, start, end })),
    absences: [...body.absences]
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(({ from, to }) => ({ from, to })),
    updatedAt: new Date(now).toISOString(),
  };
  const teacherId = user.id;
  if (db.availability.findFirst((q) => q.where({ teacherId }))) {
    await db.availability.update((q) => q.where({ teacherId }), {
      data(draft) {
        Object.assign(draft, data);
      },
    });
  } else {
    await db.availability.create({ id: nextId('availability'), teacherId, ...data });
  }
  return availabilityOf(db, teacherId, now);
}
