import type { User } from '@scheduler/shared-domain/user';
import type { Column } from '@scheduler/shared-ui/data-table';

/** SPEC §2 user list columns; Active is the opposite of inActive. */
export const USER_COLUMNS: readonly Column<User>[] = [
  { header: 'User Name', cell: (user) => user.username },
  { header: 'First Name', cell: (user) => user.firstname },
  { header: 'Last Name', cell: (user) => user.lastname },
  { header: 'Role', cell: (user) => user.role },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Mobile', cell: (user) => user.mobile },
  { header: 'Active', cell: (user) => (user.inActive ? 'No' : 'Yes') },
];
