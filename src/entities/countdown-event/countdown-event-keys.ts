/** The countdown event's single row (id = 1). */
export const COUNTDOWN_EVENT_ID = 1;

/** The event as the home page's widget counts down to it, and as its admin form edits it. */
export const countdownEventKeys = {
  all: ['countdown-event'] as const,
  /** Only what the widget needs, or null when switched off. */
  widget: () => [...countdownEventKeys.all, 'widget'] as const,
  detail: () => [...countdownEventKeys.all, 'detail', COUNTDOWN_EVENT_ID] as const,
};
