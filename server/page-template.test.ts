import { describe, expect, it } from 'vitest';
import { templateFiller } from './page-template.ts';

const TEMPLATE =
  '<!doctype html><html lang="tr"><head><title>Özel Ders</title></head>' +
  '<body><div id="root"></div><p>template tail</p></body></html>';

describe('a rendered page in the template', () => {
  it("keeps people's texts as written, even where they look like replacement patterns ($', $&, $$)", () => {
    // A fee as teachers write it in Turkish ("20$'dan"), and the other patterns String.replace would expand.
    const text = "Ders 20$'dan başlar; $& $$ $` $1";
    const html = templateFiller(TEMPLATE)({
      kind: 'page',
      status: 200,
      head: `<title>${text}</title>`,
      modules: [],
      body: `<p>${text}</p>`,
      rootAttributes: ' data-ssr=""',
      stateScript: `<script type="application/json" id="ssr-state">${JSON.stringify({ text })}</script>`,
    });

    expect(html).toContain(`<title>${text}</title></head>`);
    expect(html).toContain(`<div id="root" data-ssr=""><p>${text}</p></div>`);
    expect(html).toContain(`{"text":"${text}"}</script>`);
    expect(html.match(/template tail/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("names the template's modules and the screen's on the first-paint script, entry last, and none in the head", () => {
    const template =
      '<!doctype html><html lang="tr"><head><title>Özel Ders</title>' +
      '<meta name="description" content="Varsayılan" data-default />' +
      '<script src="/first-paint.js"></script><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/app.js"></head><body><div id="root"></div></body></html>';
    const html = templateFiller(template)({
      kind: 'page',
      status: 404,
      head: '<title>Bulunamadı</title>',
      modules: ['assets/route-profile&co.js', 'assets/app.js'],
      body: '<p>Yok</p>',
      rootAttributes: '',
      stateScript: '',
    });

    expect(html).toBe(
      '<!doctype html><html lang="tr"><head>' +
        '<script src="/first-paint.js" data-modules="/assets/app.js /assets/route-profile&amp;co.js /assets/index.js"></script>' +
        '<meta name="robots" content="noindex"><title>Bulunamadı</title></head>' +
        '<body><div id="root"><p>Yok</p></div></body></html>',
    );
  });

  it('leaves the modules in the head of a template without the first-paint script', () => {
    const template =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
    const html = templateFiller(template)({
      kind: 'page',
      status: 200,
      head: '',
      modules: ['assets/route-about.js'],
      body: '',
      rootAttributes: '',
      stateScript: '',
    });

    expect(html).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/route-about.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });
});
