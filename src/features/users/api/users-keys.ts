export interface UserListFilters {
  page: number;
  search: string;
}

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (filters: UserListFilters) => [...usersKeys.lists(), filters] as const,
  teamOptions: () => [...usersKeys.all, 'team-options'] as const,
};
