export const TEST_SUPABASE_URL = 'https://calcetto.supabase.test';
// Shape of a real anon key (three base64url parts); never verified by MSW.
export const TEST_SUPABASE_ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
/** Where supabase-js keeps the session for TEST_SUPABASE_URL ('sb-<first host label>-auth-token'). */
export const TEST_STORAGE_KEY = 'sb-calcetto-auth-token';
