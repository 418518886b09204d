import { useAuth } from '@/features/auth';
import MutationRequestsPage from '@/features/mutations/routes/mutation-requests-page';
import { transferViewerOf } from '@/features/mutations/transfer-viewer';

/**
 * Permohonan Mutasi composed at the app level: the session (auth feature) decides whose list it
 * is and whether `Ajukan Mutasi` is offered (features do not import each other).
 */
export default function MutationRequestsRoute() {
  const { user } = useAuth();
  return (
    <MutationRequestsPage
      viewer={transferViewerOf(user)}
      canRequest={user?.permissions.includes('mutations.request') ?? false}
    />
  );
}
