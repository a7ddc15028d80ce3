import { z } from 'zod';
import type { ImageValue } from '@/components/admin/image-upload-field';

/** A typed coordinate as a number: none when empty, and a comma is accepted as decimal mark. */
export function parseCoordinate(value: string): number | null {
  const text = value.trim();
  return text ? Number(text.replace(',', '.')) : null;
}

/** An optional decimal within ±limit. */
const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      const number = parseCoordinate(value);
      return number === null || (Number.isFinite(number) && Math.abs(number) <= limit);
    }, message);

/** A venue as the admin form writes it: only the name is required. */
export const venueSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  structure: z.string().trim(),
  address: z.string().trim(),
  city: z.string().trim(),
  latitude: coordinate(90, 'admin-venues:form.latitudeRange'),
  longitude: coordinate(180, 'admin-venues:form.longitudeRange'),
  image: z.custom<ImageValue>(),
});

export type VenueFormValues = z.infer<typeof venueSchema>;
