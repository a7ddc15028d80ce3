export interface UserListFilters {
  page: number;
  search: string;
}

/** Users' profiles (role, status, team) as the admin's users screen lists them. */
export const profileKeys = {
  all: ['profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (filters: UserListFilters) => [...profileKeys.lists(), filters] as const,
};
