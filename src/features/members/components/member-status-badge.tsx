// The badge is shared with the member's own profile now; the member screens keep importing it from here.
export { MembershipStatusBadge as MemberStatusBadge } from '@/components/ui/membership-status-badge';
