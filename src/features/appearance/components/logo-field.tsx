import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import type { AppearanceValues } from '@/features/appearance/utils/schema';
import { uniqueObjectPath } from '@/lib/storage';

const BRANDING_BUCKET = 'branding';
/** The branding bucket's limit. */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The league logo, uploaded at once to the branding bucket; it is also the favicon. */
export function LogoField({
  control,
  onUploadingChange,
}: {
  control: Control<AppearanceValues>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation('appearance');
  return (
    <FormField
      control={control}
      name="logoUrl"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('fields.logo')}</FormLabel>
          <FormControl>
            <ImageUploadField
              value={field.value}
              // Always uploaded at once (the path never waits for an id), so this is a URL.
              onChange={(value) => field.onChange(typeof value === 'string' ? value : null)}
              bucket={BRANDING_BUCKET}
              buildPath={(file) => uniqueObjectPath('logo', 'logo', file)}
              maxBytes={LOGO_MAX_BYTES}
              onUploadingChange={onUploadingChange}
              alt={t('fields.logo')}
            />
          </FormControl>
          <FormDescription>{t('fields.logoHint')}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
