import '@fontsource-variable/inter/wght.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, whenFirstRouteLoaded } from '@/app/router';
import { firstViewAwaited, lastViewShown, markAppRendered } from '@/features/offline/last-view';
import { supabaseConfig } from '@/lib/env';
import { initI18n } from '@/lib/i18n';
import { loadSupabase } from '@/lib/load-supabase';
import '@/lib/zod-config';

void initI18n();
// supabase-js is not in this chunk (src/lib/load-supabase.ts): start fetching it now, in
// parallel with the translations and the page's chunk, and restoring the session with it.
void loadSupabase();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = supabaseConfig.ok ? createAppRouter() : null;
const render = () => {
  markAppRendered();
  createRoot(root).render(
    <StrictMode>
      <App config={supabaseConfig} router={router} />
    </StrictMode>,
  );
};

// A view of this page is on screen, or the first view will paint one when the page's answer
// arrives: the app's first frame replaces it with the page whole, rather than with the frame
// and a spinner in between.
if (router && (lastViewShown() || firstViewAwaited())) whenFirstRouteLoaded(router, render);
else render();
