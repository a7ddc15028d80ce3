import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import { ImageFormField } from '@/components/admin/image-form-field';
import { useSaveAndReturn } from '@/components/admin/use-save-and-return';
import { InputField } from '@/components/input-field';
import { Form } from '@/components/ui/form';
import { parseCoordinate, venueSchema, type VenueFormValues } from '@/entities/venue/venue-schema';
import { VENUES_BUCKET } from '@/entities/venue/venue-storage';
import type { AdminVenue } from '@/features/venues/admin/api/get-venue';
import { useSaveVenue } from '@/features/venues/admin/api/save-venue';
import { uniqueObjectPath } from '@/lib/storage';

export function VenueForm({ venue }: { venue?: AdminVenue }) {
  const { t } = useTranslation('admin-venues');
  const saveAndReturn = useSaveAndReturn('admin-venues', '/admin/venues');
  const save = useSaveVenue();
  const [uploading, setUploading] = useState(false);
  const form = useForm<VenueFormValues>({
    resolver: zodResolver(venueSchema),
    defaultValues: {
      name: venue?.name ?? '',
      structure: venue?.structure ?? '',
      address: venue?.address ?? '',
      city: venue?.city ?? '',
      latitude: venue?.latitude == null ? '' : String(venue.latitude),
      longitude: venue?.longitude == null ? '' : String(venue.longitude),
      image: venue?.image_url ?? null,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveAndReturn(
      save.mutateAsync({
        id: venue?.id,
        fields: {
          name: values.name,
          structure: values.structure || null,
          address: values.address || null,
          city: values.city || null,
          latitude: parseCoordinate(values.latitude),
          longitude: parseCoordinate(values.longitude),
          // The field uploads as soon as an image is picked: the value is its URL or none.
          image_url: typeof values.image === 'string' ? values.image : null,
        },
      }),
      { editing: Boolean(venue) },
    );
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="name"
            label={t('fields.name')}
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="structure"
            label={t('fields.structure')}
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="address"
            label={t('fields.address')}
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="city"
            label={t('fields.city')}
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="latitude"
            label={t('fields.latitude')}
            inputMode="decimal"
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="longitude"
            label={t('fields.longitude')}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <ImageFormField
          control={form.control}
          name="image"
          label={t('fields.image')}
          bucket={VENUES_BUCKET}
          buildPath={(file) => uniqueObjectPath(venue ? String(venue.id) : 'new', 'venue', file)}
          onUploadingChange={setUploading}
        />
        <FormActions pending={save.isPending || uploading} cancelTo="/admin/venues" />
      </form>
    </Form>
  );
}
