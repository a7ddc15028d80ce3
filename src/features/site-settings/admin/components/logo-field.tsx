import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageFormField } from '@/components/admin/image-form-field';
import type { AppearanceValues } from '@/entities/theme/theme-schema';
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
    <ImageFormField
      control={control}
      name="logoUrl"
      label={t('fields.logo')}
      description={t('fields.logoHint')}
      bucket={BRANDING_BUCKET}
      buildPath={(file) => uniqueObjectPath('logo', 'logo', file)}
      maxBytes={LOGO_MAX_BYTES}
      onUploadingChange={onUploadingChange}
      urlOnly
    />
  );
}
