import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InputField } from '@/components/input-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProfileNames } from '@/features/auth/api/update-profile';
import { AVATAR_MAX_BYTES, useUploadAvatar } from '@/features/auth/api/upload-avatar';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { initials, userNames } from '@/features/auth/utils/display-name';
import { profileDetailsSchema, type ProfileDetailsValues } from '@/features/auth/utils/schemas';
import { IMAGE_TYPES, imageProblemMessage } from '@/lib/storage';

export function ProfileDetailsCard() {
  const { t } = useTranslation(['profile', 'auth']);
  const { user, profile, refreshProfile } = useAuth();
  const names = userNames(profile, user);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<ProfileDetailsValues>({
    resolver: zodResolver(profileDetailsSchema),
    values: { firstName: names.first, lastName: names.last },
  });
  const saveNames = useUpdateProfileNames(() => {
    toast.success(t('details.saved'));
    void refreshProfile();
  });
  const uploadAvatar = useUploadAvatar(() => {
    toast.success(t('avatar.saved'));
    void refreshProfile();
  });

  if (!user) return null;
  const onSubmit = form.handleSubmit(({ firstName, lastName }) =>
    saveNames.mutate({ userId: user.id, firstName, lastName }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('details.title')}</CardTitle>
        <CardDescription>{t('details.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-center gap-4">
          <UserAvatar
            src={profile?.avatar_url}
            initials={initials(names)}
            className="size-16 text-lg"
          />
          <div className="grid gap-1">
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                // The bucket refuses anything else; said here in the user's language.
                const problem = imageProblemMessage(file, AVATAR_MAX_BYTES);
                if (problem) toast.error(problem);
                else uploadAvatar.mutate({ userId: user.id, file });
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploadAvatar.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {uploadAvatar.isPending ? <Spinner className="size-4" /> : <Upload />}
              {t('avatar.upload')}
            </Button>
            <p className="text-xs text-muted-foreground">{t('avatar.hint')}</p>
          </div>
        </div>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                control={form.control}
                name="firstName"
                label={t('auth:fields.firstName')}
                autoComplete="given-name"
              />
              <InputField
                control={form.control}
                name="lastName"
                label={t('auth:fields.lastName')}
                autoComplete="family-name"
              />
            </div>
            <Button type="submit" className="justify-self-start" disabled={saveNames.isPending}>
              {saveNames.isPending && <Spinner className="size-4 text-current" />}
              {t('save')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
