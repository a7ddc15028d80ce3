import { Check, Plus, X } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isLight, parseHex } from '@/lib/colors';
import { cn } from '@/lib/utils';
import { MAX_TEAM_COLORS } from '@/entities/team/team-schema';

/** Common kit colours, so most teams need no custom colour. */
const PALETTE = [
  ['white', '#ffffff'],
  ['black', '#000000'],
  ['red', '#dc2626'],
  ['maroon', '#7f1d1d'],
  ['orange', '#f97316'],
  ['yellow', '#facc15'],
  ['green', '#16a34a'],
  ['skyBlue', '#38bdf8'],
  ['blue', '#1d4ed8'],
  ['navy', '#1e3a8a'],
  ['purple', '#7c3aed'],
  ['grey', '#6b7280'],
] as const;

type ColorsFieldProps = {
  value: string[];
  onChange: (colors: string[]) => void;
} & Pick<ComponentProps<'div'>, 'id' | 'aria-describedby' | 'aria-invalid'>;

/**
 * Picks up to two team colours from a palette or a custom colour. A third pick is refused with a
 * message rather than silently replacing one, so nobody loses a colour by mistake.
 */
export function ColorsField({ value, onChange, ...groupProps }: ColorsFieldProps) {
  const { t } = useTranslation('admin-teams');
  const customId = useId();
  const [custom, setCustom] = useState('#ffffff');
  const [refused, setRefused] = useState(false);
  const selected = value.map((color) => color.toLowerCase());

  const toggle = (color: string) => {
    const hex = color.toLowerCase();
    if (selected.includes(hex)) {
      setRefused(false);
      onChange(value.filter((c) => c.toLowerCase() !== hex));
    } else if (value.length >= MAX_TEAM_COLORS) {
      setRefused(true);
    } else {
      setRefused(false);
      onChange([...value, hex]);
    }
  };

  return (
    <div role="group" aria-label={t('fields.colors')} className="grid gap-3" {...groupProps}>
      <div className="flex min-h-8 flex-wrap items-center gap-2">
        {value.length === 0 ? (
          <span className="text-sm text-muted-foreground">{t('form.noColors')}</span>
        ) : (
          value.map((color) => (
            <span
              key={color}
              className="inline-flex items-center gap-2 rounded-full border py-1 pl-1 pr-2 text-sm"
            >
              <span
                aria-hidden
                className="size-5 rounded-full border border-foreground/20"
                style={{ backgroundColor: color }}
              />
              <span className="font-mono text-xs">{color}</span>
              <button
                type="button"
                onClick={() => toggle(color)}
                aria-label={t('form.removeColor', { color })}
                className="rounded-full p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </span>
          ))
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {PALETTE.map(([name, hex]) => {
          const pressed = selected.includes(hex);
          return (
            <button
              key={hex}
              type="button"
              aria-pressed={pressed}
              aria-label={t(`colors.${name}`)}
              title={t(`colors.${name}`)}
              onClick={() => toggle(hex)}
              className={cn(
                'flex size-8 items-center justify-center rounded-full border border-foreground/25 shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                pressed && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
              )}
              style={{ backgroundColor: hex }}
            >
              {pressed && (
                <Check
                  aria-hidden
                  className="size-4"
                  style={{
                    color: isLight(parseHex(hex) ?? { r: 0, g: 0, b: 0 }) ? '#000' : '#fff',
                  }}
                />
              )}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={customId} className="text-sm text-muted-foreground">
          {t('form.customColor')}
        </label>
        <input
          id={customId}
          type="color"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          className="h-8 w-12 cursor-pointer rounded border bg-transparent p-0.5"
        />
        <Button type="button" variant="outline" size="sm" onClick={() => toggle(custom)}>
          <Plus aria-hidden />
          {t('form.addColor')}
        </Button>
      </div>
      {refused && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('form.colorsMax')}
        </p>
      )}
    </div>
  );
}
