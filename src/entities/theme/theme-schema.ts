import { z } from 'zod';
import { parseHex } from '@/lib/colors';

const hexColor = () =>
  z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .refine((value) => parseHex(value) !== null, 'appearance:validation.hex');

export function appearanceSchema(fonts: readonly string[]) {
  return z.object({
    primaryColor: hexColor(),
    secondaryColor: hexColor(),
    fontFamily: z.string().refine((font) => fonts.includes(font), 'appearance:validation.font'),
    logoUrl: z.string().nullable(),
  });
}

export type AppearanceValues = z.infer<ReturnType<typeof appearanceSchema>>;
