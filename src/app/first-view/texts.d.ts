/** Built by build/first-view.ts from public/locales: FIRST_VIEW_KEYS in the language of the script. */
declare module 'virtual:first-view-texts' {
  import type { FirstViewTexts } from '@/app/first-view/strings';
  const texts: FirstViewTexts;
  export default texts;
}
