import { LoginPanel } from '@/features/auth/components/login-panel';

export function Component() {
  return (
    <div className="py-4 sm:py-10">
      <LoginPanel />
    </div>
  );
}
