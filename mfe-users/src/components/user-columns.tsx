import { type Translate, useTranslate } from '@scheduler/shared-auth';
import type { User } from '@scheduler/shared-domain/user';
import { USER_SCREENS as S } from '@scheduler/shared-domain/user-screens';
import type { Column } from '@scheduler/shared-ui/data-table';
import { useMemo } from 'react';

/** SPEC §2 user list columns; Active is the opposite of inActive. */
const userColumns = (t: Translate): readonly Column<User>[] => [
  { header: t(S.userName), cell: (user) => user.username },
  { header: t(S.firstName), cell: (user) => user.firstname },
  { header: t(S.lastName), cell: (user) => user.lastname },
  { header: t(S.role), cell: (user) => user.role },
  { header: t(S.email), cell: (user) => user.email },
  { header: t(S.mobile), cell: (user) => user.mobile },
  { header: t(S.active), cell: (user) => t(user.inActive ? S.no : S.yes) },
];

/** The user lists' columns in the screens' language. */
export function useUserColumns(): readonly Column<User>[] {
  const t = useTranslate();
  return useMemo(() => userColumns(t), [t]);
}
