import { lazy, Suspense, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import { QueryView } from '@guildhall/ui/list-state';
import { useTeam } from '../features/team/api/get-team';
import { DepartmentsSection, LeadershipSection } from '../features/team/components/TeamSections';
import { TeamLayout } from '../features/team/components/TeamLayout';
import { TEAM_LOAD_FAILED, TeamLoadError, TeamLoading } from '../features/team/components/TeamStatus';
import { layOutTeam } from '../features/team/team-layout';

// Loaded when a card is first opened: the dialog (and MUI's modal) stays off the budgeted /team first load.
const MemberDetailDialog = lazy(() =>
  import('../features/team/components/MemberDetailDialog').then((module) => ({ default: module.MemberDetailDialog })),
);

/** `mf_public/TeamPage`: the whole team at `/team`, leaders first, then the departments; details in a dialog. */
export default function TeamPage() {
  const team = useTeam();
  const signedIn = useSession((state) => state.isAuthenticated);
  const layout = useMemo(() => (team.data ? layOutTeam(team.data.members) : null), [team.data]);
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const [open, setOpen] = useState(false);
  const openDetails = (member: TeamMember) => {
    setSelected(member);
    setOpen(true);
  };

  return (
    <TeamLayout>
      <QueryView
        query={team}
        loading={<TeamLoading />}
        errorText={TEAM_LOAD_FAILED}
        renderError={(message, retry) => <TeamLoadError message={message} onRetry={retry} />}
        isEmpty={(data) => data.members.length === 0}
        empty={
          <Typography sx={{ textAlign: 'center' }} color="text.secondary">
            No team members yet.
          </Typography>
        }
      >
        {() =>
          layout && (
            <>
              <LeadershipSection layout={layout} onOpen={openDetails} />
              <DepartmentsSection layout={layout} onOpen={openDetails} />
            </>
          )
        }
      </QueryView>
      {selected && (
        <Suspense fallback={null}>
          <MemberDetailDialog member={selected} open={open} signedIn={signedIn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </TeamLayout>
  );
}
