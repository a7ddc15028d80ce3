import { describe, expect, it } from 'vitest';
import {
  countdownSchema,
  type CountdownValues,
} from '@/entities/countdown-event/countdown-event-schema';

const issues = (values: CountdownValues) =>
  countdownSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]) ??
  [];

describe('countdownSchema', () => {
  it('takes an enabled event with a title and a league time', () => {
    expect(issues({ enabled: true, title: 'Final Four', eventDate: '2026-12-19T17:00' })).toEqual(
      [],
    );
  });

  it('needs a title and a date only when the countdown is on', () => {
    expect(issues({ enabled: false, title: '', eventDate: '' })).toEqual([]);
    expect(issues({ enabled: true, title: '  ', eventDate: '' })).toEqual([
      ['title', 'common:validation.required'],
      ['eventDate', 'common:validation.required'],
    ]);
  });

  it('refuses a time the league clocks never show, even when switched off', () => {
    // 02:30 on the night clocks go forward in Rome.
    expect(issues({ enabled: false, title: '', eventDate: '2026-03-29T02:30' })).toEqual([
      ['eventDate', 'countdown-admin:validation.date'],
    ]);
  });

  it('caps the title at 200 characters', () => {
    expect(
      issues({ enabled: true, title: 'x'.repeat(201), eventDate: '2026-12-19T17:00' }),
    ).toEqual([['title', 'countdown-admin:validation.titleMax']]);
  });
});
