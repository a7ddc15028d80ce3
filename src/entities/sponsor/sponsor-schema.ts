import { z } from 'zod';
import type { ImageValue } from '@/components/admin/image-upload-field';

/** A sponsor as the admin form writes it: a website, when given, is an http(s) address. */
export const sponsorSchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required'),
  teamId: z.string(),
  website: z
    .string()
    .trim()
    .refine((value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
        );
      } catch {
        return false;
      }
    }, 'admin-sponsors:form.websiteInvalid'),
  logo: z.custom<ImageValue>(),
});

export type SponsorFormValues = z.infer<typeof sponsorSchema>;
