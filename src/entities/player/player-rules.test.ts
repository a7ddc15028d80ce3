import { describe, expect, it } from 'vitest';
import { isJerseyNumber, toPlayerRole } from '@/entities/player/player-rules';
import { playerPhotoPath } from '@/entities/player/player-storage';

describe('player rules', () => {
  it('takes jersey numbers 0 to 99 written as one or two digits', () => {
    for (const ok of ['0', '7', '10', '99']) expect(isJerseyNumber(ok)).toBe(true);
    for (const bad of ['', '100', '-1', '7a', '1.5', ' 7']) expect(isJerseyNumber(bad)).toBe(false);
  });

  it('knows the four roles and nothing else', () => {
    expect(toPlayerRole('forward')).toBe('forward');
    expect(toPlayerRole('none')).toBeNull();
    expect(toPlayerRole('Forward')).toBeNull();
  });

  it("puts a photo under the player's team, or unassigned/ without one", () => {
    const file = new File(['x'], 'face.jpg', { type: 'image/jpeg' });
    expect(playerPhotoPath(7, file)).toMatch(/^7\/player-\d+-[a-z\d]+\.jpg$/);
    expect(playerPhotoPath(null, file)).toMatch(/^unassigned\/player-\d+-[a-z\d]+\.jpg$/);
  });
});
