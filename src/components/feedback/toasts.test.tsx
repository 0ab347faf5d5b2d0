import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { toaster } from './toaster';

describe('the toast region', () => {
  it('is not on the page before the first toast, and shows that toast once its code has loaded', async () => {
    renderWithProviders(<p>Sayfa</p>);
    expect(screen.queryByRole('region', { name: 'Bildirimler' })).not.toBeInTheDocument();

    act(() => {
      toaster.create({ title: 'Profil güncellendi', type: 'success' });
    });
    expect(await screen.findByRole('status', { name: 'Profil güncellendi' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bildirimler' })).toBeInTheDocument();
  });
});
