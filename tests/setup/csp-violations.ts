import { afterEach } from 'vitest';
import { takeCspViolations } from '../helpers/browser';

// The end-to-end tests run the build under its production Content-Security-Policy (vite preview
// serves the build's headers): a violation reported by any page a test opened fails that test.
afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length)
    throw new Error(
      `Content-Security-Policy violations:\n${violations
        .map(({ url, message }) => `- ${url}: ${message}`)
        .join('\n')}`,
    );
});
