import { describe, expect, it } from 'vitest';
import { htmlToText } from '@/lib/html';

describe('htmlToText', () => {
  it('keeps the words of separate blocks apart and drops the markup', () => {
    expect(htmlToText('<p>Serie B.</p><h2>Cosa</h2><ul><li>Uno</li><li><b>Due</b></li></ul>')).toBe(
      'Serie B. Cosa Uno Due',
    );
  });

  it('never runs scripts or keeps their code as text', () => {
    expect(htmlToText('<img src=x onerror="window.hacked=1">ciao<script>alert(1)</script>')).toBe(
      'ciao',
    );
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('gives each fragment its own text, nothing of the one before', () => {
    expect(htmlToText('<p>Prima</p><style>p{}</style>')).toBe('Prima');
    expect(htmlToText('Seconda')).toBe('Seconda');
    expect(htmlToText('')).toBe('');
  });
});
