import { describe, expect, it } from 'vitest';
import { themeKeys } from '@/entities/theme/theme-keys';
import { getThemeQueryOptions } from '@/features/theme/api/get-theme';

describe('theme query', () => {
  it('is never stale and reads row 1', () => {
    const options = getThemeQueryOptions();
    expect(options.staleTime).toBe(Infinity);
    expect(options.queryKey).toEqual(themeKeys.detail(1));
  });
});
