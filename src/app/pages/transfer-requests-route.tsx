import { useAuth } from '@/features/auth';
import TransferRequestsPage from '@/features/transfers/routes/transfer-requests-page';
import { transferViewerOf } from '@/features/transfers/transfer-viewer';

/**
 * Permohonan Mutasi composed at the app level: the session (auth feature) decides whose list it
 * is and whether `Ajukan Mutasi` is offered (features do not import each other).
 */
export default function TransferRequestsRoute() {
  const { user } = useAuth();
  return (
    <TransferRequestsPage
      viewer={transferViewerOf(user)}
      canRequest={user?.permissions.includes('mutations.request') ?? false}
    />
  );
}
