import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { readSupabaseConfig } from '@/lib/env';

describe('configuration check', () => {
  it('names both variables when nothing is configured', () => {
    render(<App config={readSupabaseConfig({})} router={null} />);
    expect(screen.getByRole('heading', { name: 'The app is not configured' })).toBeInTheDocument();
    expect(screen.getByText('VITE_SUPABASE_URL').parentElement).toHaveTextContent('is not set');
    expect(screen.getByText('VITE_SUPABASE_ANON_KEY')).toBeInTheDocument();
  });

  it('names a malformed URL and accepts a good key', () => {
    const config = readSupabaseConfig({
      VITE_SUPABASE_URL: 'localhost:54321',
      VITE_SUPABASE_ANON_KEY: 'aaa.bbb.ccc',
    });
    render(<App config={config} router={null} />);
    expect(screen.getByText('VITE_SUPABASE_URL').parentElement).toHaveTextContent('is not valid');
    expect(screen.queryByText('VITE_SUPABASE_ANON_KEY')).not.toBeInTheDocument();
  });

  it('accepts a complete configuration', () => {
    expect(
      readSupabaseConfig({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'eyJh.eyJy.c2ln',
      }),
    ).toEqual({
      ok: true,
      config: { url: 'http://127.0.0.1:54321', anonKey: 'eyJh.eyJy.c2ln' },
    });
  });

  it('rejects a key that is not a JWT', () => {
    const result = readSupabaseConfig({
      VITE_SUPABASE_URL: 'https://x.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'paste-your-key-here',
    });
    expect(result).toEqual({
      ok: false,
      problems: [{ variable: 'VITE_SUPABASE_ANON_KEY', reason: 'invalid' }],
    });
  });
});
