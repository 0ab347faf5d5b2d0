import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../mocks/db';
import { toaster } from '../../src/components/feedback/toaster';
import { readStoredUser } from '../../src/lib/api';
import { frameChosenPhoto, photoFile } from '../support/photo-canvas';
import { openSettings } from '../support/settings';
import { testUsers } from '../render';

// jsdom decodes no pictures: the stand-ins read the file's first bytes (see tests/support/photo-canvas.ts).
vi.mock('../../src/features/profile-setup/utils/photo-canvas', () => import('../support/photo-canvas'));

const png = () => photoFile('yeni.png');

const open = openSettings;

describe('settings /settings: photo and location', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => toaster.remove());

  it('uploads a new photo without leaving the page; the stored user and the header avatar follow', async () => {
    const { user, router, container } = await open('student');
    const section = screen.getByRole('region', { name: 'Profil fotoğrafı' });
    expect(within(section).queryByRole('button', { name: 'Şimdilik atla' })).not.toBeInTheDocument();
    await user.upload(within(section).getByLabelText(/Profil fotoğrafı seç/), png());
    await frameChosenPhoto(user);
    // jsdom never loads images, so Chakra keeps each avatar image hidden (and nameless) behind its fallback.
    const image = (alt: string) => within(section).getByAltText(alt);
    expect(image('Seçilen fotoğrafın önizlemesi')).toHaveAttribute('src', 'blob:preview');
    await user.click(within(section).getByRole('button', { name: 'Yükle' }));

    expect(await screen.findByText('Profil fotoğrafınız güncellendi.')).toBeInTheDocument();
    const url = readStoredUser()?.profileImageUrl;
    expect(url).toMatch(/^\/mock-media\/uploads\//);
    expect(image('Şu anki profil fotoğrafınız')).toHaveAttribute('src', url);
    // eslint-disable-next-line testing-library/no-node-access -- the header avatar has no name in jsdom (see above), so it is found by its place
    expect(container.querySelector('header img')).toHaveAttribute('src', url);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('prefills the teacher’s saved location and saves a new one', async () => {
    const { user } = await open('teacher');
    const section = screen.getByRole('region', { name: 'Profil fotoğrafı ve konum' });
    const city = await within(section).findByRole('combobox', { name: /Şehir/ });
    const teacher = (await getDb()).users.findFirst((q) => q.where({ id: testUsers.teacher.id }));
    await waitFor(() => expect(city).toHaveDisplayValue(teacher?.city ?? ''));
    const district = within(section).getByRole('combobox', { name: /İlçe/ });
    await waitFor(() => expect(district).toHaveDisplayValue(teacher?.district ?? ''));

    await user.selectOptions(city, 'Ankara');
    await within(district).findByRole('option', { name: 'Çankaya' });
    await user.selectOptions(district, 'Çankaya');
    await user.click(within(section).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Konumunuz güncellendi.')).toBeInTheDocument();
    expect(readStoredUser()).toMatchObject({ city: 'Ankara', district: 'Çankaya' });
    const saved = (await getDb()).users.findFirst((q) => q.where({ id: testUsers.teacher.id }));
    expect(saved).toMatchObject({ city: 'Ankara', district: 'Çankaya' });
  });
});
