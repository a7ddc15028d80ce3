import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamLogo } from '@/components/team-logo';

describe('TeamLogo', () => {
  it.each([
    ['#ffffff', 'rgb(0, 0, 0)'],
    ['#0ea5e9', 'rgb(0, 0, 0)'],
    ['#1d4ed8', 'rgb(255, 255, 255)'],
  ])('writes the initials on %s in %s', (colour, ink) => {
    const { container } = render(<TeamLogo name="Real Sant'Ambrogio" colors={[colour, '#000']} />);
    const badge = container.querySelector('span')!;
    expect(badge.textContent).toBe('RS');
    expect(badge.style.color).toBe(ink);
  });

  it('falls back to grey with white initials when the team has no valid colour', () => {
    const { container } = render(<TeamLogo name="Pro Loreto" colors={['blue']} />);
    const badge = container.querySelector('span')!;
    expect(badge.style.backgroundColor).toBe('rgb(100, 116, 139)');
    expect(badge.style.color).toBe('rgb(255, 255, 255)');
  });

  it('shows the initials in place of a logo that fails to load', () => {
    const { container } = render(
      <TeamLogo name="Pro Loreto" logoUrl="/missing.webp" colors={['#facc15']} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('PL').style.color).toBe('rgb(0, 0, 0)');
  });
});
