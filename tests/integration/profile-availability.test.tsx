import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TEACHER, getDb } from '../../mocks/db';
import { hasNoSchedule, isAwayThisWeek } from '../../mocks/db/seed/availability';
import { server } from '../../mocks/node';
import { istanbulDate, weekdayOf } from '../../src/lib/availability/schedule';
import { formatDate } from '../../src/i18n/formatters';
import { renderApp } from '../render';
import { failureResponse, onOperation } from '../support/operations';

/*
 * 'Müsaitlik' on a teacher's profile against the seeded schedules (mocks/db/seed/availability.ts): the demo
 * teacher's week (Tuesday and Thursday 18:00–21:00, Saturday 09:00–12:30, Sunday 14:00–17:00), mehmetkaya
 * (12) who set nothing, and a teacher away this week.
 */

const DAY_NAMES = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'];
const WEEKDAY_INDEX = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const week = () => screen.findByRole('list', { name: 'Müsaitlik' }, { timeout: 5000 });
/** A day's name: the day item holds it as a text of its own (its badges and ranges are others). */
const dayName = (item: HTMLElement) =>
  DAY_NAMES.find((name) => within(item).queryByText(name, { exact: true }));
/** The seven day items (the ranges inside them are list items too). */
const dayItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => dayName(item) !== undefined);
const dayItem = (list: HTMLElement, name: string) => dayItems(list).find((item) => dayName(item) === name)!;

describe('the week on a teacher profile', () => {
  it("lists Monday to Sunday with each day's ranges and marks today in Istanbul", async () => {
    renderApp({ route: `/profile/id/${DEMO_TEACHER.id}`, realtime: false });
    const list = await week();
    const days = dayItems(list);
    expect(days.map(dayName)).toEqual(DAY_NAMES);
    expect(dayItem(list, 'Salı')).toHaveTextContent('18:00–21:00');
    expect(dayItem(list, 'Cumartesi')).toHaveTextContent('09:00–12:30');
    expect(dayItem(list, 'Pazartesi')).toHaveTextContent('Müsait değil');
    const today = DAY_NAMES[WEEKDAY_INDEX.indexOf(weekdayOf(istanbulDate(Date.now())))]!;
    const marked = days.filter((item) => item.getAttribute('aria-current') === 'date');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(`${today}Bugün`);
    expect(screen.getByText('Saatler İstanbul saatiyle verilmiştir.')).toBeInTheDocument();
  });

  it('says so when the teacher set nothing', async () => {
    expect(hasNoSchedule(12)).toBe(true);
    renderApp({ route: '/profile/username/mehmetkaya', realtime: false });
    const section = await screen.findByRole('region', { name: 'Müsaitlik' }, { timeout: 5000 });
    expect(await within(section).findByText('Müsaitlik bilgisi eklenmemiş.')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Müsaitlik' })).not.toBeInTheDocument();
  });

  it('says in words until when a teacher away this week is away, and marks those days', async () => {
    const db = await getDb();
    const teacher = db.users
      .findMany((q) => q.where({ role: 'ROLE_TEACHER' }))
      .find((user) => isAwayThisWeek(user.id) && !hasNoSchedule(user.id))!;
    const absence = db.availability
      .findFirst((q) => q.where({ teacherId: teacher.id }))!
      .absences.find((candidate) => candidate.from <= istanbulDate(Date.now()))!;
    renderApp({ route: `/profile/id/${teacher.id}`, realtime: false });
    const list = await week();
    const withYear = absence.to.slice(0, 4) !== istanbulDate(Date.now()).slice(0, 4);
    const until = formatDate(absence.to, {
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    expect(
      within(screen.getByRole('list', { name: 'İzin tarihleri' })).getByText(
        `${until} tarihine kadar izinde.`,
      ),
    ).toBeInTheDocument();
    // Away for more than a week from yesterday: every day of the coming week.
    expect(within(list).getAllByText('İzinde')).toHaveLength(7);
  });

  it('says when the week could not load and loads it again on "Tekrar dene"', async () => {
    let failing = true;
    server.use(
      onOperation('getTeacherAvailability', () => (failing ? failureResponse({ status: 500 }) : undefined)),
    );
    renderApp({ route: `/profile/id/${DEMO_TEACHER.id}`, realtime: false });
    const section = await screen.findByRole('region', { name: 'Müsaitlik' }, { timeout: 5000 });
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Müsaitlik bilgisi yüklenemedi.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(within(section).getByRole('list', { name: 'Müsaitlik' })).toBeInTheDocument());
  });
});
