/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** 'off': build without registering the service worker (the end-to-end tests' shared build). */
  readonly VITE_SERVICE_WORKER?: string;
}
