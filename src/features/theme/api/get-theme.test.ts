import { describe, expect, it } from 'vitest';
import { getThemeQueryOptions, themeKeys } from '@/features/theme/api/get-theme';

describe('theme query', () => {
  it('is never stale and reads row 1', () => {
    const options = getThemeQueryOptions();
    expect(options.staleTime).toBe(Infinity);
    expect(options.queryKey).toEqual(themeKeys.detail(1));
  });
});
