/**
 * Goals as read on their own (a player's goals); a match's goals come inside the match's detail
 * and the scorers' table is statistics, so writing goals invalidates those roots as well.
 */
export const goalKeys = {
  all: ['goals'] as const,
  byPlayer: (playerId: number) => [...goalKeys.all, 'player', playerId] as const,
};
