import { describe, expect, it } from 'vitest';
import { teamMediaPath } from '@/entities/team/team-storage';

describe('teamMediaPath', () => {
  const file = new File(['x'], 'Crest.PNG', { type: 'image/png' });

  it("puts a team's pictures under its id, where its captain may write", () => {
    expect(teamMediaPath(7, 'logo', file)).toMatch(/^7\/logo-\d+-[a-z\d]+\.png$/);
    expect(teamMediaPath(7, 'sponsor', file)).toMatch(/^7\/sponsor-\d+-[a-z\d]+\.png$/);
  });

  it("puts a league-wide sponsor's logo under league/", () => {
    expect(teamMediaPath(null, 'sponsor', file)).toMatch(/^league\/sponsor-\d+-[a-z\d]+\.png$/);
  });
});
