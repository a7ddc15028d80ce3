import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InputField } from '@/components/input-field';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useEnrollTotp, type TotpEnrollment } from '@/features/auth/api/enroll-totp';
import { useMfaFactors, type MfaFactor } from '@/features/auth/api/mfa-factors';
import { useUnenrollFactor } from '@/features/auth/api/unenroll-factor';
import { useVerifyTotp } from '@/features/auth/api/verify-totp';
import { totpCodeSchema, type TotpCodeValues } from '@/features/auth/utils/schemas';

function EnrollmentStep({
  enrollment,
  onDone,
}: {
  enrollment: TotpEnrollment;
  onDone: () => void;
}) {
  const { t } = useTranslation(['profile', 'auth']);
  const form = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const verify = useVerifyTotp(() => {
    toast.success(t('mfa.enabled'));
    onDone();
  });
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      <p className="text-sm">{t('mfa.scan')}</p>
      <img
        src={enrollment.qrCode}
        alt={t('mfa.qrAlt')}
        className="size-44 rounded-md bg-white p-2"
      />
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground">{t('mfa.secret')}</span>
        <code className="break-all rounded bg-muted px-2 py-1 font-mono">{enrollment.secret}</code>
      </div>
      <Form {...form}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ code }) =>
            verify.mutate({ factorId: enrollment.factorId, code }),
          )}
        >
          <InputField
            control={form.control}
            name="code"
            label={t('auth:mfa.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending && <Spinner className="size-4 text-current" />}
              {t('mfa.verify')}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}

function FactorRow({ factor }: { factor: MfaFactor }) {
  const { t } = useTranslation(['profile', 'auth']);
  const unenroll = useUnenrollFactor();
  const verified = factor.status === 'verified';
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{factor.friendly_name || factor.factor_type}</p>
        <Badge variant={verified ? 'default' : 'outline'} className="mt-1">
          {t(verified ? 'mfa.verified' : 'mfa.unverified')}
        </Badge>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('mfa.remove')}
            disabled={unenroll.isPending}
          >
            <Trash2 />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('common:confirm.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('mfa.removeDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => unenroll.mutate(factor.id)}>
              {t('mfa.remove')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

/** Authenticator-app (TOTP) factors: enrol with a QR code, verify, list and remove. */
export function TwoFactorCard() {
  const { t } = useTranslation(['profile', 'auth']);
  const factors = useMfaFactors();
  const enroll = useEnrollTotp();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden />
          {t('mfa.title')}
        </CardTitle>
        <CardDescription>{t('mfa.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending ? (
          <Skeleton className="h-16" />
        ) : factors.data?.length ? (
          <ul className="grid gap-2">
            {factors.data.map((factor) => (
              <FactorRow key={factor.id} factor={factor} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('mfa.none')}</p>
        )}
        {enrollment ? (
          <EnrollmentStep enrollment={enrollment} onDone={() => setEnrollment(null)} />
        ) : (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={enroll.isPending}
            onClick={() => enroll.mutate(undefined, { onSuccess: setEnrollment })}
          >
            {enroll.isPending && <Spinner className="size-4" />}
            {t('mfa.add')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
