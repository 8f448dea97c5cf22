import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
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
import { getErrorMessage } from '@guildhall/shared-session';
import { FilterList, Search } from '@guildhall/ui/icons';
import type { GridPaginationModel, GridSortModel } from '@guildhall/ui/data-grid';
import { useDebouncedValue } from '@guildhall/ui/hooks';
import { ListEmpty, QueryView } from '@guildhall/ui/list-state';
import { LoadingBlock } from '../../../components/LoadingBlock';
import type { DashboardTabProps } from '../../../dashboard-tab';
import { useMembers } from '../api/get-members';
import { useUnbanMember } from '../api/unban-member';
import type { MemberAction } from '../member-actions';
import { MEMBERS_TABLE_MIN_WINDOW_PX } from '../members-table';
import { AddMemberDialog } from './AddMemberDialog';
import { MemberCards } from './MemberCards';
import { MemberDetailsDrawer } from './MemberDetailsDrawer';
import { RestrictMemberDialog } from './RestrictMemberDialog';
import { UpdateMemberDialog } from './UpdateMemberDialog';

const MembersGrid = lazy(() => import('./MembersGrid'));
const SEARCH_DELAY_MS = 300;
const gridPlaceholder = <LoadingBlock label="Loading members" height={420} />;
const NAME_ORDER: GridSortModel = [{ field: 'fullname', sort: 'asc' }];

/** The cards' Sort menu (the table sorts by its column headers). */
const CARD_SORTS = {
  'name-asc': { label: 'Name (A-Z)', model: NAME_ORDER },
  'name-desc': { label: 'Name (Z-A)', model: [{ field: 'fullname', sort: 'desc' }] },
  newest: { label: 'Newest members', model: [{ field: 'joinedAt', sort: 'desc' }] },
  oldest: { label: 'Oldest members', model: [{ field: 'joinedAt', sort: 'asc' }] },
  'lpu-id': { label: 'LPU ID', model: [{ field: 'LpuId', sort: 'asc' }] },
} satisfies Record<string, { label: string; model: GridSortModel }>;
type CardSort = keyof typeof CARD_SORTS;
/** The Sort menu's entry for the table's current sort (a column the menu lacks shows as by name). */
const cardSortOf = (model: GridSortModel): CardSort =>
  (Object.keys(CARD_SORTS) as CardSort[]).find(
    (key) => CARD_SORTS[key].model[0]?.field === model[0]?.field && CARD_SORTS[key].model[0]?.sort === model[0]?.sort,
  ) ?? 'name-asc';

type Open = { action: Exclude<MemberAction, 'unban'>; member: MemberProfile } | { action: 'add' } | null;

/** The sort the API understands ('fullname', '-joinedAt') from the grid's sort model. */
const toSort = (model: GridSortModel) =>
  (model[0] ? `${model[0].sort === 'desc' ? '-' : ''}${model[0].field}` : 'fullname') as AdminMemberListQuery['sort'];

/** The Members tab: search, filters, the server-paged table (cards on a narrower screen), and every member action. */
export function MembersTab({ showError }: DashboardTabProps) {
  const [search, setSearch] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [status, setStatus] = useState<MemberStatusFilter>('all');
  const [department, setDepartment] = useState<Department | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE.default });
  const [sort, setSort] = useState<GridSortModel>(NAME_ORDER);
  const cards = useMediaQuery(`(max-width:${MEMBERS_TABLE_MIN_WINDOW_PX - 0.02}px)`);
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
  const filtered = Boolean(settledSearch) || status !== 'all' || department !== '';
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
    setDepartment('');
    firstPage();
  };

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
      {/* Closed, it takes no room: not even the Stack's gap. */}
      <Collapse in={filtersOpen} id="member-filters" sx={{ '&.MuiCollapse-hidden': { mt: '0 !important' } }}>
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
      <QueryView
        query={members}
        loading={gridPlaceholder}
        errorText="Failed to load members"
        isEmpty={(data) => data.totalMembers === 0}
        empty={
          <Paper variant="outlined">
            <ListEmpty
              title="No members found"
              message="Try adjusting your search or filters"
              onClear={filtered ? clearFilters : undefined}
            />
          </Paper>
        }
      >
        {(data) =>
          cards ? (
            <>
              <TextField
                select
                size="small"
                label="Sort"
                value={cardSortOf(sort)}
                onChange={(event) => {
                  setSort(CARD_SORTS[event.target.value as CardSort].model);
                  firstPage();
                }}
                sx={{ bgcolor: 'background.paper' }}
              >
                {Object.entries(CARD_SORTS).map(([value, option]) => (
                  <MenuItem key={value} value={value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
              <MemberCards
                members={data.members}
                totalMembers={data.totalMembers}
                loading={members.isFetching}
                pagination={pagination}
                onPaginationChange={setPagination}
                onAction={onAction}
              />
            </>
          ) : (
            <Suspense fallback={gridPlaceholder}>
              <MembersGrid
                members={data.members}
                totalMembers={data.totalMembers}
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
          )
        }
      </QueryView>
      {open?.action === 'add' && <AddMemberDialog onClose={close} />}
      {open?.action === 'details' && <MemberDetailsDrawer member={open.member} onClose={close} />}
      {open?.action === 'edit' && <UpdateMemberDialog member={open.member} onClose={close} />}
      {(open?.action === 'ban' || open?.action === 'remove') && (
        <RestrictMemberDialog member={open.member} restriction={open.action} onClose={close} />
      )}
    </Stack>
  );
}
