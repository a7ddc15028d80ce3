import { z } from 'zod';

// Messages are translation keys; <FormMessage> translates them in the current language.
const REQUIRED = 'common:validation.required';
export const MIN_PASSWORD_LENGTH = 6;

const required = () => z.string().trim().min(1, REQUIRED);
const email = () => required().pipe(z.email('common:validation.email'));
const newPassword = () =>
  z.string().min(1, REQUIRED).min(MIN_PASSWORD_LENGTH, 'common:validation.passwordMin');

export const signInSchema = z.object({ email: email(), password: z.string().min(1, REQUIRED) });
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: required(),
  lastName: required(),
  email: email(),
  password: newPassword(),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{6}$/, 'auth:mfa.codeFormat'),
});
export type TotpCodeValues = z.infer<typeof totpCodeSchema>;

export const profileDetailsSchema = z.object({ firstName: required(), lastName: required() });
export type ProfileDetailsValues = z.infer<typeof profileDetailsSchema>;

export const emailSchema = z.object({ email: email() });
export type EmailValues = z.infer<typeof emailSchema>;

export const newPasswordSchema = z.object({ password: newPassword() });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
