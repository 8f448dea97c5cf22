import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  DEPARTMENTS,
  MEMBER_STATUS_FILTERS,
  PAGE_SIZE,
  type AdminMemberListQuery,
  type Department,
  type MemberProfile,
  type MemberStatusFilter,
} from '@guildhall/contracts';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { getErrorMessage } from '@guildhall/shared-session';
import { FilterList, Search } from '@guildhall/ui/icons';
import type { GridPaginationModel, GridSortModel } from '@guildhall/ui/data-grid';
import { useDebouncedValue } from '@guildhall/ui/hooks';
import type { DashboardTabProps } from '../../../dashboard-tab';
import { useMembers } from '../api/get-members';
import { useUnbanMember } from '../api/unban-member';
import { AddMemberDialog } from './AddMemberDialog';
import { MemberDetailsDrawer } from './MemberDetailsDrawer';
import type { MemberAction } from './MembersGrid';
import { RestrictMemberDialog } from './RestrictMemberDialog';
import { UpdateMemberDialog } from './UpdateMemberDialog';

const MembersGrid = lazy(() => import('./MembersGrid'));
const SEARCH_DELAY_MS = 300;
const gridPlaceholder = <LoadingBlock label="Loading members" height={420} />;

type Open = { action: Exclude<MemberAction, 'unban'>; member: MemberProfile } | { action: 'add' } | null;

/** The sort the API understands ('fullname', '-joinedAt') from the grid's sort model. */
const toSort = (model: GridSortModel) =>
  (model[0] ? `${model[0].sort === 'desc' ? '-' : ''}${model[0].field}` : 'fullname') as AdminMemberListQuery['sort'];

/** The Members tab: search, filters, the server-paged table, and every member action. */
export function MembersTab({ showError }: DashboardTabProps) {
  const [search, setSearch] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [status, setStatus] = useState<MemberStatusFilter>('all');
  const [department, setDepartment] = useState<Department | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE.default });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'fullname', sort: 'asc' }]);
  const [open, setOpen] = useState<Open>(null);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const members = useMembers({
    search: settledSearch || undefined,
    status,
    department: department || undefined,
    sort: toSort(sort),
    page: pagination.page + 1,
    limit: pagination.pageSize,
  });
  const unban = useUnbanMember();

  // A new search or filter starts again at the first page.
  const firstPage = () => setPagination((current) => ({ ...current, page: 0 }));
  const onAction = (action: MemberAction, member: MemberProfile) => {
    if (action !== 'unban') return setOpen({ action, member });
    unban.mutate(member.id, { onError: (error) => showError(getErrorMessage(error, 'Failed to unban member')) });
  };
  const close = () => setOpen(null);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          placeholder="Search members..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            firstPage();
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search members' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flexGrow: 1, bgcolor: 'background.paper' }}
        />
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<FilterList />}
            aria-expanded={filtersOpen}
            aria-controls="member-filters"
            onClick={() => setFiltersOpen((value) => !value)}
          >
            Filters
          </Button>
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setOpen({ action: 'add' })}>
            Add Member
          </Button>
        </Stack>
      </Stack>
      <Collapse in={filtersOpen} id="member-filters">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MemberStatusFilter);
              firstPage();
            }}
            sx={{ minWidth: 180, bgcolor: 'background.paper' }}
          >
            {MEMBER_STATUS_FILTERS.map((value) => (
              <MenuItem key={value} value={value} sx={{ textTransform: 'capitalize' }}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Department"
            value={department}
            onChange={(event) => {
              setDepartment(event.target.value as Department | '');
              firstPage();
            }}
            sx={{ minWidth: 220, bgcolor: 'background.paper' }}
          >
            <MenuItem value="">All departments</MenuItem>
            {DEPARTMENTS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Collapse>
      {members.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => members.refetch()}>
              Retry
            </Button>
          }
        >
          {getErrorMessage(members.error, 'Failed to load members')}
        </Alert>
      )}
      <Suspense fallback={gridPlaceholder}>
        <MembersGrid
          members={members.data?.members ?? []}
          totalMembers={members.data?.totalMembers ?? 0}
          loading={members.isFetching}
          pagination={pagination}
          onPaginationChange={setPagination}
          sort={sort}
          onSortChange={(model) => {
            setSort(model);
            firstPage();
          }}
          onAction={onAction}
        />
      </Suspense>
      {open?.action === 'add' && <AddMemberDialog onClose={close} />}
      {open?.action === 'details' && <MemberDetailsDrawer member={open.member} onClose={close} />}
      {open?.action === 'edit' && <UpdateMemberDialog member={open.member} onClose={close} />}
      {(open?.action === 'ban' || open?.action === 'remove') && (
        <RestrictMemberDialog member={open.member} restriction={open.action} onClose={close} />
      )}
    </Stack>
  );
}
