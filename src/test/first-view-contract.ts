/**
 * The first view's contract (src/app/first-view): a page painted by index.html before the app
 * runs must be the markup the app then renders, so that the takeover changes nothing on screen.
 * Each page's test paints its answer through the first view and renders the same data through
 * the app, then compares the two with `expectSame`.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { firstViewTexts } from '../../build/first-view-texts';
import { withLaterParts, type Html } from '@/app/first-view/html';
import { HEADER_GLASS, shell } from '@/app/first-view/shell';
import { translator, type Translate } from '@/app/first-view/strings';
import { renderApp } from '@/test/render-app';

const texts = firstViewTexts(process.cwd());

/** The first view's translator for a language, with the texts the build embeds. */
export function firstViewTranslator(language: string): Translate {
  return translator(language, texts[language] ?? {});
}

/**
 * Markup as a visitor's browser lays it out: without the attributes only one side sets (React
 * Router's data-discover, the first view's unavailable controls and their generated ids), the
 * header's glass and the sections the app adds after its takeover, with
 * classes in one order, and with each picker's choice read from the control rather than from
 * its attributes.
 */
export function comparable(element: Element | null): string {
  if (!element) throw new Error('nothing to compare');
  const copy = element.cloneNode(true) as Element;
  // Sections the app adds at the end of a page after it has taken over (the season charts,
  // src/features/season-charts): the first view leaves them out, and nothing above them moves.
  // Nor does the fixtures' print list, hidden on screen.
  copy.querySelectorAll('[data-after-takeover], [data-print-list]').forEach((e) => e.remove());
  // The site header's glass, which the app puts on as it takes over (shell.ts).
  if (copy.localName === 'header') copy.classList.remove(...HEADER_GLASS);
  const live = element.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, i) => {
    select.setAttribute('data-value', live[i]?.value ?? '');
    select.removeAttribute('id');
  });
  copy.querySelectorAll('option').forEach((option) => option.removeAttribute('selected'));
  copy.querySelectorAll('label').forEach((label) => label.removeAttribute('for'));
  // Classes in any order: tailwind-merge reorders the app's.
  copy.querySelectorAll('[class]').forEach((e) => {
    e.setAttribute('class', [...e.classList].sort().join(' '));
  });
  // As the browser reads a style attribute (React writes colours as rgb()).
  copy.querySelectorAll<HTMLElement>('[style]').forEach((e) => {
    e.setAttribute('style', e.style.cssText);
  });
  for (const attribute of ['data-discover', 'aria-disabled', 'data-param']) {
    copy.querySelectorAll(`[${attribute}]`).forEach((e) => e.removeAttribute(attribute));
  }
  return copy.outerHTML;
}

/** Equal markup; else the first difference, readable, rather than two pages of HTML. */
export function expectSame(first: string, app: string) {
  let at = 0;
  while (at < first.length && first[at] === app[at]) at++;
  expect(first.slice(Math.max(0, at - 120), at + 200)).toBe(
    app.slice(Math.max(0, at - 120), at + 200),
  );
}

/** The first view painted into a document of its own, as index.html does once it is all in. */
export function paintFirstView(language: string, content: Html | null, path: string): Document {
  if (!content) throw new Error('the first view left the page to the app');
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = withLaterParts(
    shell(
      { t: firstViewTranslator(language), path, logoUrl: null, playoffs: false, dark: false },
      content,
    ),
  );
  return doc;
}

/** The app's header and main, comparable, once `ready` says the page's data is on screen. */
export async function appMarkup(path: string, ready: () => Promise<unknown>) {
  renderApp(path);
  await ready();
  // The header's menus are lazy: until their code is in, their buttons lack Radix's data-state.
  await waitFor(
    () => {
      const menus = document.querySelectorAll('header button[aria-haspopup="menu"]');
      expect([...menus].every((button) => button.hasAttribute('data-state'))).toBe(true);
    },
    { timeout: 10_000 },
  );
  return {
    header: comparable(document.querySelector('header')),
    main: comparable(document.querySelector('main')),
  };
}

/** appMarkup of a detail page (a team, a player) once its name is the heading and nothing loads. */
export function appDetailMarkup(path: string, name: string) {
  return appMarkup(path, async () => {
    await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('[data-loading]')).toBeNull());
  });
}
