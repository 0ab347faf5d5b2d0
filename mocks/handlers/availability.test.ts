import { beforeEach, describe, expect, it } from 'vitest';
import {
  GetTeacherAvailabilityResponse,
  UpdateTeacherAvailabilityResponse,
} from '../../src/generated/zod/teacher/teacher.zod';
import { addDays, istanbulDate } from '../../src/lib/availability/schedule';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TEACHER_2, DEMO_TOKENS } from '../db/demo';
import { resetDb } from '../db/store';
import { call } from './test-support';

beforeEach(async () => {
  await resetDb();
});

const read = async (teacherId: number) => {
  const { status, body } = await call('GET', `/v1/teachers/${teacherId}/availability`);
  expect(status).toBe(200);
  return GetTeacherAvailabilityResponse.parse(body).data;
};

const save = (body: unknown, token: string | null = DEMO_TOKENS.teacher) =>
  call('PUT', '/v1/teacher/availability', { token, body });

const today = () => istanbulDate(Date.now());

describe('teacher availability', () => {
  it('serves seeded schedules: a week, nothing set, away this week, and ended absences left out', async () => {
    const zeynep = await read(DEMO_TEACHER.id);
    expect(zeynep.timeZone).toBe('Europe/Istanbul');
    expect(zeynep.weekly).toContainEqual({ day: 'SATURDAY', start: '09:00', end: '12:30' });
    expect(zeynep.updatedAt).not.toBeNull();

    expect(await read(DEMO_TEACHER_2.id)).toEqual({
      teacherId: DEMO_TEACHER_2.id,
      timeZone: 'Europe/Istanbul',
      weekly: [],
      absences: [],
      updatedAt: null,
    });
    const away = await read(3);
    expect(away.absences.some((a) => a.from <= today() && today() <= a.to)).toBe(true);
    // Teacher 1's only absence ended before today.
    expect((await read(1)).absences).toEqual([]);
  });

  it('answers 404 for a student or an unknown id', async () => {
    for (const id of [DEMO_STUDENT.id, 9999]) {
      const { status, body } = await call('GET', `/v1/teachers/${id}/availability`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, message: 'Eğitmen bulunamadı.' });
    }
  });

  it('saves a week in order and shows it to everyone', async () => {
    const absence = { from: addDays(today(), 3), to: addDays(today(), 5) };
    const { status, body } = await save({
      weekly: [
        { day: 'SATURDAY', start: '14:00', end: '16:00' },
        { day: 'MONDAY', start: '12:00', end: '14:00' },
        { day: 'MONDAY', start: '07:00', end: '12:00' },
        { day: 'SUNDAY', start: '21:30', end: '24:00' },
      ],
      absences: [absence],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const saved = UpdateTeacherAvailabilityResponse.parse(body);
    expect(saved.message).toBe('Müsaitlik bilginiz kaydedildi.');
    expect(saved.data.weekly).toEqual([
      { day: 'MONDAY', start: '07:00', end: '12:00' },
      { day: 'MONDAY', start: '12:00', end: '14:00' },
      { day: 'SATURDAY', start: '14:00', end: '16:00' },
      { day: 'SUNDAY', start: '21:30', end: '24:00' },
    ]);
    expect(await read(DEMO_TEACHER.id)).toEqual(saved.data);

    // The teacher who had set nothing saves a first schedule.
    const first = await save(
      { weekly: [{ day: 'FRIDAY', start: '10:00', end: '11:00' }], absences: [] },
      DEMO_TOKENS.teacher2,
    );
    expect(first.status).toBe(200);
    expect((await read(DEMO_TEACHER_2.id)).weekly).toEqual([{ day: 'FRIDAY', start: '10:00', end: '11:00' }]);
    // An absence under way (it started yesterday) may be saved again.
    expect((await save({ weekly: [], absences: [{ from: addDays(today(), -1), to: today() }] })).status).toBe(
      200,
    );
  });

  it.each([
    [
      'overlapping ranges',
      [
        { day: 'TUESDAY', start: '10:00', end: '12:00' },
        { day: 'TUESDAY', start: '11:30', end: '13:00' },
      ],
      'Salı günündeki saat aralıkları çakışıyor (10:00–12:00 ve 11:30–13:00).',
    ],
    [
      'a reversed range',
      [{ day: 'MONDAY', start: '15:00', end: '14:00' }],
      'Pazartesi günündeki 15:00–14:00 aralığının bitişi başlangıcından sonra olmalıdır.',
    ],
    [
      'an empty range',
      [{ day: 'MONDAY', start: '15:00', end: '15:00' }],
      'Pazartesi günündeki 15:00–15:00 aralığının bitişi başlangıcından sonra olmalıdır.',
    ],
    [
      'a range off the 30-minute grid',
      [{ day: 'WEDNESDAY', start: '09:15', end: '10:00' }],
      'Çarşamba günündeki 09:15–10:00 aralığı yarım saatlik adımlarla (örneğin 09:00 veya 09:30) seçilmelidir.',
    ],
    [
      'a range starting before 07:00',
      [{ day: 'FRIDAY', start: '06:30', end: '08:00' }],
      'Cuma günündeki 06:30–08:00 aralığı 07:00 ile 24:00 arasında olmalıdır.',
    ],
    [
      'a time that is not one',
      [{ day: 'SUNDAY', start: '25:00', end: '26:00' }],
      'Pazar günündeki aralığın saatleri SS:DD biçiminde olmalıdır.',
    ],
  ])('refuses %s with a Turkish message and keeps the stored week', async (_, weekly, message) => {
    const before = await read(DEMO_TEACHER.id);
    const { status, body } = await save({ weekly, absences: [] });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message, data: null });
    expect(await read(DEMO_TEACHER.id)).toEqual(before);
  });

  it('refuses a reversed or past absence', async () => {
    const reversed = await save({ weekly: [], absences: [{ from: '2099-01-10', to: '2099-01-05' }] });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(
      'Müsait olmadığınız tarihlerde (10.01.2099 – 05.01.2099) bitiş, başlangıçtan önce olamaz.',
    );
    const past = await save({ weekly: [], absences: [{ from: '2020-01-01', to: '2020-01-03' }] });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(
      'Geçmiş tarihler eklenemez: 01.01.2020 – 03.01.2020 aralığı bugünden önce bitiyor.',
    );
  });

  it('refuses a body outside the contract, a guest and a student', async () => {
    const shape = await save({ weekly: [{ day: 'MONDAY', start: '9', end: '10:00' }], absences: [] });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toBe('Geçersiz alan: weekly.0.start');
    expect((await save({ weekly: [], absences: [] }, null)).status).toBe(401);
    const student = await save({ weekly: [], absences: [] }, DEMO_TOKENS.student);
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Müsaitlik bilgisini yalnızca eğitmenler düzenleyebilir.');
  });
});
