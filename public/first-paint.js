// What a page runs before its first paint (a classic script in index.html's <head>, the only one that blocks
// it; the CSP allows no inline script, so it is a file).
/* global document */

// A visitor who has already answered the analytics consent question never sees the banner a server-rendered
// page carries in its HTML for first visits. The key and the attribute are the app's (ANALYTICS_CONSENT_KEY,
// CONSENT_DECIDED_ATTRIBUTE; src/features/consent/decided.test.ts pins both).
try {
  const choice = localStorage.getItem('analytics-consent');
  if (choice === 'true' || choice === 'false') {
    document.documentElement.setAttribute('data-consent-decided', '');
  }
} catch {
  // Storage unreadable: the visitor counts as undecided and is asked, as the app does.
}

// A server-rendered page paints from its HTML, and its JavaScript only hydrates it: the renderer names the
// modules here (server/app.ts) instead of in <head>, and they are fetched once the page is on screen, so the
// HTML, its styles and its images have the phone's bandwidth to themselves until then. The last one is the entry.
{
  const modules = document.currentScript?.dataset.modules?.split(' ') ?? [];
  let started = false;
  const load = () => {
    if (started || modules.length === 0) return;
    started = true;
    const entry = modules.at(-1);
    for (const href of modules.slice(0, -1)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Once the browser reports the first contentful paint (a frame's callbacks can run before the paint that
  // shows the page is presented). Where paint timing is missing, or the tab is hidden and paints nothing, a timer
  // starts the app.
  if (modules.length > 0) {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(load, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the timer below.
    }
    setTimeout(load, 3000);
  }
}
