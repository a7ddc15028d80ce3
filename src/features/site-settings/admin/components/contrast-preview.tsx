import { useTranslation } from 'react-i18next';
import { brightness, isLight, parseHex, toLongHex } from '@/lib/colors';

/** The text colours the site uses on brand colours (the --*-foreground tokens). */
const DARK_TEXT = '#09090b';
const LIGHT_TEXT = '#fafafa';

function Swatch({
  id,
  name,
  color,
  font,
}: {
  id: string;
  name: string;
  color: string;
  font: string;
}) {
  const { t } = useTranslation('appearance');
  const rgb = parseHex(color);
  if (!rgb) {
    return (
      <div className="grid min-h-40 place-items-center rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        {t('preview.invalid', { name: name.toLocaleLowerCase() })}
      </div>
    );
  }
  const light = isLight(rgb);
  const text = light ? DARK_TEXT : LIGHT_TEXT;
  const background = toLongHex(color) ?? color;
  return (
    <figure
      className="grid gap-3 rounded-lg border p-4"
      style={{ backgroundColor: background, color: text, fontFamily: `'${font}', sans-serif` }}
      data-testid={`preview-${id}`}
    >
      <p className="text-lg font-semibold">
        {t('preview.heading', { name: name.toLocaleLowerCase() })}
      </p>
      <p className="text-sm">{t('preview.body')}</p>
      <div className="flex flex-wrap gap-2">
        {/* Samples, not controls: they look like the site's buttons on this colour. */}
        <span
          className="inline-flex h-9 items-center rounded-md px-4 text-sm font-medium shadow-sm"
          style={{ backgroundColor: text, color: background }}
        >
          {t('preview.button')}
        </span>
        <span
          className="inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium"
          style={{ borderColor: text }}
        >
          {t('preview.outlineButton')}
        </span>
      </div>
      <figcaption className="text-xs">
        {t(light ? 'preview.darkText' : 'preview.lightText', {
          brightness: Math.round(brightness(rgb)),
        })}
      </figcaption>
    </figure>
  );
}

/**
 * How buttons and text look on the two brand colours, with the site's contrast rule: dark
 * text when the colour's brightness is at least 128, light text below.
 */
export function ContrastPreview({
  primary,
  secondary,
  font,
}: {
  primary: string;
  secondary: string;
  font: string;
}) {
  const { t } = useTranslation('appearance');
  return (
    <section aria-labelledby="appearance-preview" className="grid gap-3">
      <h2 id="appearance-preview" className="text-lg font-semibold">
        {t('preview.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Swatch id="primary" name={t('fields.primary')} color={primary} font={font} />
        <Swatch id="secondary" name={t('fields.secondary')} color={secondary} font={font} />
      </div>
    </section>
  );
}
