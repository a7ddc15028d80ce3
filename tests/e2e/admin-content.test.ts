// Content-management journeys in a real browser against the seeded stack: write, publish and pin
// an article with a cover, feature it on the home page and reorder the home widgets; change the
// brand colour and font and see the public site follow; create an album and upload to it; block
// a user and see him refused; an admin trying to demote himself. Then every content screen at
// 1280 px and 390 px, light and dark. Shared rows (theme, layout) are put back at the end.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/types/database';
import { seriousAxeViolations } from '../helpers/axe';
import { launchBrowser, previewUrl, screenshot } from '../helpers/browser';
import { inBothSchemes, type Scheme } from '../helpers/scheme';
import { ADMIN_EMAIL, signIn, signInAs, signedInContext } from '../helpers/sign-in';
import { anonClient, signedInClient, sql } from '../helpers/stack';
import { solidPng } from '../helpers/png';

// Each screen is loaded once per width and seen in both schemes: the desktop loads light, the
// phone dark, and each then switches the loaded page to the other scheme.
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 900, first: 'light' },
  { label: 'phone', width: 390, height: 844, first: 'dark' },
] as const;
const stamp = Date.now().toString(36);
const articleTitle = `Città in festa E2E ${stamp}`;

/** A small cover image: a raster one, as the buckets take no SVG. */
function png(label: string, color: string) {
  return { name: `${label}.png`, mimeType: 'image/png', buffer: solidPng(1200, 630, color) };
}

let browser: Browser;
let originalTheme: Record<string, unknown>;
let originalRows: Json;

beforeAll(async () => {
  browser = await launchBrowser();
  originalTheme = (
    await sql(
      'select primary_color, secondary_color, font_family, logo_url from themes where id = 1',
    )
  ).rows[0]!;
  originalRows = (await anonClient().from('homepage_layout').select('rows').eq('id', 1).single())
    .data!.rows;
});

afterAll(async () => {
  // The stack is shared with the other e2e files: the home page and the theme go back as seeded.
  await sql('update homepage_layout set rows = $1 where id = 1', [JSON.stringify(originalRows)]);
  await sql(
    'update themes set primary_color = $1, secondary_color = $2, font_family = $3, logo_url = $4 where id = 1',
    [
      originalTheme.primary_color,
      originalTheme.secondary_color,
      originalTheme.font_family,
      originalTheme.logo_url,
    ],
  );
  await sql('delete from articles where title = $1', [articleTitle]);
  await browser?.close();
});

/** A page in a new context; with `admin`, signed in as the seeded admin (one sign-in per file). */
async function newPage(
  viewport: (typeof VIEWPORTS)[number] = VIEWPORTS[0],
  scheme: Scheme = viewport.first,
  { admin = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const options = {
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: scheme,
    locale: 'it-IT',
  };
  const context = admin
    ? await signedInContext(browser, ADMIN_EMAIL, options)
    : await browser.newContext(options);
  return { context, page: await context.newPage() };
}

const adminPage = () => newPage(VIEWPORTS[0], 'light', { admin: true });

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('admin content journeys', () => {
  it('writes, publishes and pins an article with a cover, features it and reorders the home page', async () => {
    const { context, page } = await adminPage();
    try {
      await page.goto(previewUrl('/admin/articles/new'));
      await page.getByLabel('Titolo', { exact: true }).fill(articleTitle);
      // The slug follows the title, accents folded.
      await expect
        .poll(() => page.getByLabel('Slug (indirizzo)').inputValue())
        .toBe(`citta-in-festa-e2e-${stamp}`);
      const editor = page.getByRole('textbox', { name: 'Contenuto' });
      await editor.click();
      await page.keyboard.type('La festa della lega è domenica in oratorio.');
      await page.getByLabel('Immagine di copertina').setInputFiles(png('Copertina', '#1e3a8a'));
      await page.getByRole('img', { name: 'Immagine di copertina' }).waitFor();
      await expect
        .poll(() => page.getByRole('img', { name: 'Immagine di copertina' }).getAttribute('src'))
        .toContain('/storage/v1/object/public/articles/covers/');
      await pick(page, 'Stato', 'Pubblicato');
      await page.getByRole('switch', { name: 'In evidenza' }).click();
      await page.getByRole('button', { name: 'Crea articolo' }).click();
      await page.waitForURL(/\/admin\/articles\/\d+\/edit$/, { timeout: 15_000 });
      await page.getByText('Ancora nessun commento.').waitFor();
      await screenshot(page, 'admin-content-article-edit');

      // The news list sends the cover at the width a card shows it (a third of 1,280 pixels):
      // the copy 640 pixels wide made at the upload, not the picture itself. In a visitor's
      // browser: the admin's has the picture from the form's preview, and takes that.
      const visitor = await newPage();
      try {
        await visitor.page.goto(previewUrl('/news'));
        const cover = visitor.page
          .getByRole('link', { name: new RegExp(articleTitle) })
          .locator('img');
        await expect
          .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
          .toMatch(/\/articles\/covers\/[^/]+\.1200w\.640\.webp$/);
        const sent = await cover.evaluate(async (img: HTMLImageElement) => {
          const copy = new Image();
          copy.src = img.currentSrc;
          await copy.decode();
          return [copy.naturalWidth, copy.naturalHeight];
        });
        expect(sent).toEqual([640, 336]);
      } finally {
        await visitor.context.close();
      }

      // The list shows it pinned and published.
      await page.goto(previewUrl(`/admin/articles?q=${encodeURIComponent(articleTitle)}`));
      const row = page.getByRole('row').filter({ hasText: articleTitle });
      await row.getByText('Pubblicato').waitFor();
      expect(
        await row
          .getByRole('button', { name: `Togli dall’evidenza «${articleTitle}»` })
          .getAttribute('aria-pressed'),
      ).toBe('true');

      // Feature it in the pinned-article widget and move the news row above the table row.
      await page.goto(previewUrl('/admin/homepage'));
      await page
        .getByRole('button', { name: 'Impostazioni: Articolo in evidenza (riga 3, colonna 2)' })
        .click();
      const dialog = page.getByRole('dialog');
      await pick(page, 'Articolo', articleTitle);
      await dialog.getByRole('button', { name: 'Applica' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const moveUp = page.getByRole('button', { name: 'Sposta su: Riga 4' });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      // Keyboard reordering keeps the focus on the moved row's controls.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Sposta su: Riga 3');
      await page.getByRole('button', { name: 'Salva layout' }).click();
      await page.getByText('Layout salvato: la homepage è aggiornata.').waitFor();
      await screenshot(page, 'admin-content-homepage-editor');

      await page.goto(previewUrl('/'));
      const pinned = page.getByRole('region', { name: 'In evidenza' });
      await pinned.getByRole('heading', { name: articleTitle }).waitFor({ timeout: 15_000 });
      const newsTop = (await page.getByRole('heading', { name: 'Ultime notizie' }).boundingBox())!
        .y;
      const tableTop = (await page
        .getByRole('heading', { name: 'Classifica', exact: true })
        .boundingBox())!.y;
      expect(newsTop).toBeLessThan(tableTop);
      await screenshot(page, 'admin-content-home-after');
    } finally {
      await context.close();
    }
  });

  it('changes the primary colour and the font, and the public site follows', async () => {
    const { context, page } = await adminPage();
    try {
      await page.goto(previewUrl('/admin/theme'));
      const primary = page.getByRole('textbox', { name: 'Colore primario', exact: true });
      await primary.fill('#b91c1c');
      await pick(page, 'Carattere', 'Montserrat');
      await page
        .getByTestId('preview-primary')
        .getByText('Luminosità 75 (< 128): testo chiaro.')
        .waitFor();
      await screenshot(page, 'admin-content-theme');
      await page.getByRole('button', { name: 'Salva aspetto' }).click();
      await page.getByText('Aspetto salvato: il sito è già aggiornato.').waitFor();
      // Applied at once, without a reload.
      const primaryVar = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
        );
      await expect.poll(primaryVar).toBe('0 73.7% 41.8%');

      const visitor = await newPage();
      try {
        await visitor.page.goto(previewUrl('/'));
        // A new visitor gets the colours with the page's first answer and the font with the
        // app: on a busy machine either can come well after the load event.
        const painted = { timeout: 15_000 };
        await expect
          .poll(
            () =>
              visitor.page.evaluate(() =>
                getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
              ),
            painted,
          )
          .toBe('0 73.7% 41.8%');
        await expect
          .poll(
            () => visitor.page.evaluate(() => getComputedStyle(document.body).fontFamily),
            painted,
          )
          .toContain('Montserrat');
        await screenshot(visitor.page, 'admin-content-public-theme');
      } finally {
        await visitor.context.close();
      }
    } finally {
      await context.close();
      await sql(
        'update themes set primary_color = $1, secondary_color = $2, font_family = $3, logo_url = $4 where id = 1',
        [
          originalTheme.primary_color,
          originalTheme.secondary_color,
          originalTheme.font_family,
          originalTheme.logo_url,
        ],
      );
    }
  });

  it('creates an album and uploads to it', async () => {
    const { context, page } = await adminPage();
    const name = `Album E2E ${stamp}`;
    try {
      await page.goto(previewUrl('/admin/albums/new'));
      await page.getByLabel('Nome').fill(name);
      await page.getByRole('button', { name: 'Crea album' }).click();
      await page.waitForURL(/\/admin\/albums\/\d+\/edit$/, { timeout: 15_000 });
      await page
        .getByLabel('Foto e video')
        .setInputFiles([png('Uno', '#16a34a'), png('Due', '#9333ea')]);
      await page.getByRole('button', { name: 'Carica' }).click();
      await page.getByText('2 file caricati.').waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: '2 elementi' }).waitFor();
      await screenshot(page, 'admin-content-album');

      // Deleting an item takes its picture's copies out of the bucket with it.
      const first = page.locator('main img').first();
      await first.waitFor();
      const srcset = (await first.getAttribute('srcset')) ?? '';
      const stored = srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);
      expect(stored).toHaveLength(4);
      const statuses = () => Promise.all(stored.map(async (url) => (await fetch(url)).status));
      expect(await statuses()).toEqual([200, 200, 200, 200]);
      await page.getByRole('button', { name: 'Elimina «Elemento 1»' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
      await page.getByRole('heading', { name: '1 elemento' }).waitFor();
      expect((await statuses()).every((status) => status === 400 || status === 404)).toBe(true);

      await page.goto(previewUrl(`/admin/albums?q=${encodeURIComponent(name)}`));
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('blocks a user, whose sign-in is then refused', async () => {
    const blocked = await signedInClient(undefined, 'secret-password', {
      first_name: 'Bruno',
      last_name: `Bloccato${stamp}`,
    });
    await blocked.client.rpc('ensure_profile');
    const { context, page } = await adminPage();
    try {
      await page.goto(previewUrl(`/admin/users?q=${encodeURIComponent(blocked.email)}`));
      const name = `Bruno Bloccato${stamp}`;
      await page.getByRole('button', { name: `Blocca ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Blocca' }).click();
      await page.getByText(`${name} è stato bloccato.`).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByText('Bloccato', { exact: true })
        .waitFor();
      await screenshot(page, 'admin-content-users-blocked');
    } finally {
      await context.close();
    }

    const visitor = await newPage();
    try {
      await signIn(visitor.page, blocked.email, 'secret-password');
      await visitor.page
        .getByText('Il tuo account è stato bloccato. Contatta un amministratore della lega.')
        .waitFor({ timeout: 15_000 });
      await visitor.page.goto(previewUrl('/profile'));
      await visitor.page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await visitor.context.close();
    }
    // And his old session can no longer write anything.
    const write = await blocked.client
      .from('comments')
      .insert({ article_id: 1, author_id: blocked.userId, body: 'Ciao' });
    expect(write.error?.code).toBe('42501');
  });

  it('refuses an admin demoting himself, and says so', async () => {
    const { context, page } = await adminPage();
    try {
      await page.goto(previewUrl('/admin/users?q=admin%40calcetto.local'));
      await page.getByRole('button', { name: 'Cambia ruolo di Marco Bianchi' }).click();
      const dialog = page.getByRole('dialog');
      await pick(page, 'Ruolo', 'Redattore');
      await dialog.getByRole('button', { name: 'Salva' }).click();
      await dialog.getByText('Non puoi declassare il tuo account amministratore.').waitFor();
      await screenshot(page, 'admin-content-self-demote');
      await page.keyboard.press('Escape');
      const row = page.getByRole('row').filter({ hasText: 'admin@calcetto.local' });
      await row.getByText('Amministratore').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('content screens at every size and scheme', () => {
  const SCREENS = [
    { name: 'articles', path: '/admin/articles', heading: 'Articoli' },
    { name: 'article', path: '/admin/articles/1/edit', heading: 'Modifica articolo' },
    { name: 'homepage', path: '/admin/homepage', heading: 'Layout homepage' },
    { name: 'theme', path: '/admin/theme', heading: 'Aspetto' },
    { name: 'event', path: '/admin/event', heading: 'Evento countdown' },
    { name: 'albums', path: '/admin/albums', heading: 'Galleria' },
    { name: 'album', path: '/admin/albums/1/edit', heading: 'Gestisci album' },
    { name: 'users', path: '/admin/users', heading: 'Utenti' },
  ];

  for (const viewport of VIEWPORTS) {
    it(`renders every screen without overflow (${viewport.label}, light and dark)`, async () => {
      const { context, page } = await newPage(viewport, viewport.first, { admin: true });
      try {
        for (const screen of SCREENS) {
          await page.goto(previewUrl(screen.path));
          await page
            .getByRole('heading', { level: 1, name: screen.heading })
            .waitFor({ timeout: 15_000 });
          await page.waitForLoadState('networkidle');
          await inBothSchemes(page, viewport.first, async (scheme) => {
            // Nothing wider than the phone: tables scroll inside their own box.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${screen.name} overflows (${scheme})`).toBeLessThanOrEqual(0);
            await screenshot(page, `admin-content-${screen.name}-${viewport.label}-${scheme}`);
          });
        }
      } finally {
        await context.close();
      }
    });
  }

  it('shows the dashboard and the users with no serious axe violation (light and dark)', async () => {
    const { context, page } = await adminPage();
    try {
      for (const screen of [
        { path: '/admin', heading: 'Dashboard', text: 'Partite in programma' },
        { path: '/admin/users', heading: 'Utenti', text: 'admin@calcetto.local' },
      ]) {
        await page.goto(previewUrl(screen.path));
        await page
          .getByRole('heading', { level: 1, name: screen.heading })
          .waitFor({ timeout: 15_000 });
        await page.getByRole('main').getByText(screen.text).first().waitFor();
        await page.waitForLoadState('networkidle');
        // The whole rule set as loaded; in dark, the rules that read the colours.
        await inBothSchemes(page, 'light', async (scheme, switched) => {
          expect(
            await seriousAxeViolations(page, { coloursOnly: switched }),
            `${screen.path} ${scheme}`,
          ).toEqual([]);
        });
      }
    } finally {
      await context.close();
    }
  });

  it('shows Access Denied on users and appearance to an editor', async () => {
    const { context, page } = await newPage();
    try {
      await signInAs(page, 'editor@calcetto.local');
      for (const path of ['/admin/users', '/admin/theme']) {
        await page.goto(previewUrl(path));
        await page.getByRole('heading', { name: 'Accesso negato' }).waitFor();
        await page
          .getByText('Non hai i permessi necessari per visualizzare questa pagina.')
          .waitFor();
      }
      await screenshot(page, 'admin-content-access-denied');
    } finally {
      await context.close();
    }
  });
});
