import { Settings } from 'lucide-react';
import type { ConfigProblem } from '@/lib/env';

const REASONS: Record<ConfigProblem['reason'], string> = {
  missing: 'is not set',
  invalid: 'is not valid',
};

const HINTS: Record<ConfigProblem['variable'], string> = {
  VITE_SUPABASE_URL: 'the base URL of the Supabase project, e.g. http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'the public anon key (a JWT) of the same project',
};

/**
 * Shown instead of the app when the backend settings are missing or malformed. It renders
 * before translations load (they may be what is broken), so its text is plain English for the
 * developer or operator who has to fix the deployment.
 */
export function ConfigErrorPage({ problems }: { problems: ConfigProblem[] }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-xl rounded-xl border bg-card p-8 shadow-sm">
        <div className="mb-4 flex items-center gap-3">
          <Settings className="size-6 text-destructive" aria-hidden />
          <h1 className="text-xl font-semibold">The app is not configured</h1>
        </div>
        <p className="mb-4 text-sm text-muted-foreground">
          Set these environment variables (for example in <code>.env.local</code>) and rebuild or
          restart the app:
        </p>
        <ul className="grid gap-3">
          {problems.map(({ variable, reason }) => (
            <li key={variable} className="rounded-md border bg-muted/50 p-3 text-sm">
              <code className="font-semibold">{variable}</code> {REASONS[reason]}: {HINTS[variable]}
              .
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">
          For local development, <code>npm run dev</code> starts the local backend and writes these
          values for you.
        </p>
      </div>
    </main>
  );
}
