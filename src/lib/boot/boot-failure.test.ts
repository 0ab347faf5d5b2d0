import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { bootTexts, showBootFailure } from './boot-failure';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

function mount(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  return root;
}

describe('showBootFailure', () => {
  it('replaces the page with the Turkish message and a focused reload button', () => {
    const root = mount();
    root.textContent = 'half-drawn app';
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    showBootFailure(root);

    expect(screen.getByRole('alert')).toHaveTextContent(/Site güncellenmiş ya da bağlantınız kesilmiş/);
    expect(screen.getByRole('heading', { level: 1, name: 'Uygulama yüklenemedi' })).toBeInTheDocument();
    expect(root).not.toHaveTextContent('half-drawn app');
    const button = screen.getByRole('button', { name: 'Sayfayı yeniden yükle' });
    expect(button).toHaveFocus();
    button.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks English when English is the saved language', () => {
    localStorage.setItem('language', 'en');
    const root = mount();
    showBootFailure(root);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('follows the dark mode already applied to the page', () => {
    document.documentElement.classList.add('dark');
    const root = mount();
    showBootFailure(root);
    expect(screen.getByRole('alert').style.background).toBe('rgb(17, 17, 17)');
  });
});

describe('bootTexts', () => {
  it('falls back to Turkish when storage cannot be read', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(bootTexts(storage).title).toBe('Uygulama yüklenemedi');
  });
});
