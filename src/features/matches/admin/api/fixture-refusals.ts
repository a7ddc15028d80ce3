import { errorMessage } from '@/lib/errors';
import { i18n } from '@/lib/i18n';

/**
 * The database's refusals of a match or result write that the admin screens explain in the
 * user's language (save_result() and the goals checks of migration …090100_checked_writes).
 */
const REFUSALS: Record<string, string> = {
  'You cannot enter the result of this match.': 'admin-fixtures:errors.resultRefused',
  'Match not found.': 'admin-fixtures:errors.matchNotFound',
  'A team has more goals than its score.': 'admin-fixtures:errors.goalsExceedScore',
  'A scorer does not play for the team of the goal.': 'admin-fixtures:errors.scorerNotInTeam',
  'Only an ongoing or completed match can have goals.':
    'admin-fixtures:errors.goalsNeedPlayedMatch',
};

/** The refusal in the user's words when it is one the screens know, else the error itself. */
export function explainRefusal(error: unknown): unknown {
  const key = REFUSALS[errorMessage(error)];
  return key ? new Error(i18n.t(key)) : error;
}
