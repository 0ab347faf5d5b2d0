import { describe, expect, it } from 'vitest';
import { studentPayload, teacherPayload } from './build-payload';
import { emptyRegisterValues } from './register-schema';

const base = {
  ...emptyRegisterValues,
  name: 'Ilgın ',
  surname: 'Şahin',
  userName: 'ilginsahin',
  email: ' ilgin@ornek.com.tr ',
  password: 'Guclu.Sifre1',
  confirmPassword: 'Guclu.Sifre1',
  terms: true,
};

describe('registration payloads', () => {
  it('sends exactly the student fields, phone empty and examTypeId a number', () => {
    expect(studentPayload({ ...base, examTypeId: '3' })).toEqual({
      userName: 'ilginsahin',
      name: 'Ilgın',
      surname: 'Şahin',
      password: 'Guclu.Sifre1',
      email: 'ilgin@ornek.com.tr',
      phone: '',
      examTypeId: 3,
    });
    expect(studentPayload(base).examTypeId).toBeNull();
  });

  it('sends the teacher fields with the sub-expertise in an array and experience defaulting to 0', () => {
    expect(
      teacherPayload({
        ...base,
        phone: '05321234567',
        mainCategoryId: '1',
        subCategoryId: '101',
        experience: '7',
        biography: ' Matematik öğretmeni ',
      }),
    ).toEqual({
      userName: 'ilginsahin',
      name: 'Ilgın',
      surname: 'Şahin',
      password: 'Guclu.Sifre1',
      email: 'ilgin@ornek.com.tr',
      phone: '05321234567',
      category: [101],
      experience: 7,
      biography: 'Matematik öğretmeni',
    });
    const bare = teacherPayload({ ...base, experience: '' });
    expect(bare.category).toEqual([]);
    expect(bare.experience).toBe(0);
  });
});
