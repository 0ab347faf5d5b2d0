import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { i18n } from '../../src/i18n';
import { renderApp } from '../render';
import { failOperation } from '../support/operations';

// Each page is a lazy chunk; a generous wait keeps a busy machine from failing the test.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Every link in the table of contents points at a section whose heading carries the same title. */
async function expectTocAnchors(count: number) {
  const toc = await screen.findByRole('navigation', { name: 'İçindekiler' });
  const links = within(toc).getAllByRole('link');
  expect(links).toHaveLength(count);
  for (const [index, link] of links.entries()) {
    const anchor = link.getAttribute('href') ?? '';
    expect(anchor).toMatch(/^#[a-z-]+$/);
    // eslint-disable-next-line testing-library/no-node-access -- the link points at an id; the test follows it the way the browser does
    const section = document.getElementById(anchor.slice(1));
    expect(section?.tagName).toBe('SECTION');
    const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(`${index + 1}. ${link.textContent ?? ''}`);
  }
  return links;
}

describe('/terms', () => {
  it('is dated 1 May 2025 and has eight anchored sections; a contents link moves focus to its section', async () => {
    renderApp({ route: '/terms' });
    expect(await h1('Kullanım Şartları')).toBeInTheDocument();
    expect(screen.getByText('Son güncelleme: 1 Mayıs 2025')).toBeInTheDocument();
    const links = await expectTocAnchors(8);
    expect(links.map((link) => link.textContent)).toEqual([
      'Giriş',
      'Kayıt ve Hesap Güvenliği',
      'Kullanıcı Sorumlulukları',
      'Fikri Mülkiyet',
      'Gizlilik',
      'Sorumluluğun Sınırlandırılması',
      'Hizmet Değişiklikleri ve Fesih',
      'İletişim',
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Gizlilik' }));
    expect(screen.getByRole('heading', { level: 2, name: '5. Gizlilik' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Gizlilik Politikasını okuyun' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('states the law, the courts, the prevailing language, the age rule and account suspension', async () => {
    renderApp({ route: '/terms' });
    await h1('Kullanım Şartları');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/İstanbul mahkemeleri/);
    expect(main).toHaveTextContent(/Türkçe sürüm esas alınır/);
    expect(main).toHaveTextContent(/en az 18 yaşında/);
    expect(main).toHaveTextContent(/askıya alabilir veya kapatabilir/);
    expect(main).toHaveTextContent(/kimlik doğrulamasından geçmeleri/);
  });
});

describe('/privacy', () => {
  it('is dated 1 May 2025, has nine anchored sections and names KVKK and the 30-day answer', async () => {
    renderApp({ route: '/privacy' });
    expect(await h1('Gizlilik Politikası')).toBeInTheDocument();
    expect(screen.getByText('Son güncelleme: 1 Mayıs 2025')).toBeInTheDocument();
    await expectTocAnchors(9);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/KVKK/);
    expect(main).toHaveTextContent(/en geç 30 gün içinde ve ücretsiz/);
    expect(screen.getAllByRole('link', { name: 'destek@ozelders.com.tr' })[0]).toHaveAttribute(
      'href',
      'mailto:destek@ozelders.com.tr',
    );
  });

  it('formats the date in the English interface too', async () => {
    await i18n.changeLanguage('en');
    try {
      renderApp({ route: '/privacy' });
      expect(await h1('Privacy Policy')).toBeInTheDocument();
      expect(screen.getByText('Last updated: 1 May 2025')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('tr');
    }
  });
});

describe('/contact', () => {
  it('offers three mailto cards, support replying within 24 hours', async () => {
    renderApp({ route: '/contact' });
    expect(await h1('İletişim')).toBeInTheDocument();
    const cards = [
      ['Genel Bilgi', 'bilgi@ozelders.com.tr'],
      ['Kurumsal İletişim', 'kurumsal@ozelders.com.tr'],
      ['Destek', 'destek@ozelders.com.tr'],
    ];
    const main = screen.getByRole('main');
    for (const [title, email] of cards) {
      expect(within(main).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(
        within(main).getByRole('link', { name: `${title}: ${email} adresine e-posta gönder` }),
      ).toHaveAttribute('href', `mailto:${email}`);
    }
    expect(main).toHaveTextContent(/24 saat içinde/);
  });
});

describe('/about', () => {
  afterEach(() => vi.restoreAllMocks());

  // eslint-disable-next-line testing-library/no-node-access -- a counter is its label and number side by side, with no role of its own
  const counter = (label: string) => screen.getByText(label).parentElement as HTMLElement;

  it('shows the live counts with a plus sign, the feature cards and the two sign-up links', async () => {
    const db = await getDb();
    const teachers = db.users.findMany((q) => q.where({ role: 'ROLE_TEACHER' })).length;
    const students = db.users.findMany((q) => q.where({ role: 'ROLE_STUDENT' })).length;
    renderApp({ route: '/about' });
    expect(await h1('Hakkımızda')).toBeInTheDocument();
    await waitFor(() => expect(counter('Aktif Eğitmen')).toHaveTextContent(`${teachers}+`));
    expect(counter('Öğrenci')).toHaveTextContent(`${students}+`);
    expect(counter('Kategori')).toHaveTextContent(`${db.categories.count()}+`);
    expect(counter('Aktif İlan')).toHaveTextContent(`${db.announcements.count()}+`);

    for (const title of [
      'Uzman Eğitmenler',
      'Esnek Ders Saatleri',
      'Farklı Ders Seçenekleri',
      'Güvenli Platform',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Öğrenciler için' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Eğitmenler için' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/2-3 kat daha hızlı/);
    expect(screen.getByRole('link', { name: 'Öğrenci Olarak Başla' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Eğitmen Olarak Başla' })).toHaveAttribute(
      'href',
      '/register?tab=teacher',
    );
  });

  it('keeps every counter at 0 and logs when the counts fail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(failOperation('getDashboardCounts', { envelope: 'boom', status: 500 }));
    renderApp({ route: '/about' });
    await h1('Hakkımızda');
    // The query client retries a 5xx once (after about a second) before giving up.
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not load about counters', expect.anything()));
    for (const label of ['Aktif Eğitmen', 'Öğrenci', 'Kategori', 'Aktif İlan']) {
      expect(counter(label)).toHaveTextContent('0+');
    }
  });
});

describe('/faq', () => {
  const questions = () =>
    screen
      .getAllByRole('button', { expanded: false })
      .concat(screen.queryAllByRole('button', { expanded: true }));

  it('lists ten questions, filters by category and back with Tümü', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/faq' });
    expect(await h1('Sıkça Sorulan Sorular')).toBeInTheDocument();
    expect(questions()).toHaveLength(10);

    const filter = screen.getByRole('group', { name: 'Kategoriye göre filtrele' });
    const labels = within(filter)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'Tümü',
      'Genel',
      'Kayıt',
      'Eğitmenlik',
      'Öğrencilik',
      'İletişim',
      'Ödeme',
      'Güvenlik',
      'Teknik',
    ]);

    await user.click(within(filter).getByRole('button', { name: 'Eğitmenlik' }));
    expect(within(filter).getByRole('button', { name: 'Eğitmenlik' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(questions().map((q) => q.textContent)).toEqual([
      expect.stringContaining('Nasıl eğitmen olabilirim?'),
      expect.stringContaining('Ders ücretimi nasıl belirlerim?'),
    ]);

    await user.click(within(filter).getByRole('button', { name: 'Ödeme' }));
    expect(questions()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Ödemeyi nasıl yapıyorum\?/ }));
    expect(screen.getByText(/Ödeme Platform üzerinden yapılmaz/)).toBeVisible();

    await user.click(within(filter).getByRole('button', { name: 'Tümü' }));
    expect(questions()).toHaveLength(10);
  });

  it('keeps one answer open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/faq' });
    await h1('Sıkça Sorulan Sorular');
    const first = screen.getByRole('button', { name: /Özel Ders nedir\?/ });
    const second = screen.getByRole('button', { name: /Nasıl kayıt olabilirim\?/ });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens on the category a help topic links to, and links to contact and help', async () => {
    renderApp({ route: '/faq?category=security' });
    await h1('Sıkça Sorulan Sorular');
    expect(screen.getByRole('button', { name: 'Güvenlik' })).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bize ulaşın' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Yardım merkezine git' })).toHaveAttribute('href', '/help');
  });
});

describe('/help', () => {
  it('has two four-step guides, contact options, four topic groups and the popular links', async () => {
    renderApp({ route: '/help' });
    expect(await h1('Yardım')).toBeInTheDocument();
    for (const guide of ['Yeni eğitmenler için', 'Yeni öğrenciler için']) {
      // eslint-disable-next-line testing-library/no-node-access -- a guide box is its heading and list side by side, with no role of its own
      const box = screen.getByRole('heading', { level: 3, name: guide }).parentElement as HTMLElement;
      expect(within(box).getAllByRole('listitem')).toHaveLength(4);
    }
    expect(
      screen.getByRole('link', { name: 'Destek: destek@ozelders.com.tr adresine e-posta gönder' }),
    ).toHaveAttribute('href', 'mailto:destek@ozelders.com.tr');
    expect(screen.getByRole('link', { name: 'İletişim sayfasına git' })).toHaveAttribute('href', '/contact');

    const topics = screen.getByRole('region', { name: 'Yardım konuları' });
    const topicLinks = within(topics).getAllByRole('link');
    expect(topicLinks).toHaveLength(4);
    for (const link of topicLinks) expect(link.getAttribute('href')).toMatch(/^\/faq\?category=/);

    const popular = screen.getByRole('navigation', { name: 'Popüler bağlantılar' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/faq', '/terms', '/privacy']);
  });
});

describe('payment wording', () => {
  // The spec contradicts itself; the product follows the FAQ: fees are paid directly to the teacher.
  const localesDir = join(process.cwd(), 'src/i18n/locales');
  const files = ['tr', 'en'].flatMap((lng) =>
    readdirSync(join(localesDir, lng))
      .filter((name) => name.startsWith('static-'))
      .map((name) => join(localesDir, lng, name)),
  );
  const forbidden =
    /güvenli ödeme|ödeme sistemi|ödeme altyapı|ödemeniz güvence|online ödeme|kredi kartı|secure payment|payment system|payment processing|pay online|credit card/i;

  it('finds the static page texts in both languages', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(files)('%s promises no payment through the platform', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(forbidden);
  });
});
